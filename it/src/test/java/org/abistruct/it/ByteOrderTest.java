package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Gpu;
import org.abistruct.it.structs.Particle;
import org.junit.jupiter.api.Test;

/** Generated accessors store scalars in the ABI's byte order, whatever the machine's. */
class ByteOrderTest {

    @Test
    void networkAbiIsPackedBigEndian() {
        Abi network = Abi.of("network");
        try (Particle p = Particle.calloc(network)) {
            long id = p.layout().member("id").orElseThrow().byteOffset();
            long mass = p.layout().member("mass").orElseThrow().byteOffset();
            assertThat(id).isEqualTo(12); // packed: right after float[3]
            p.id(0x01020304).mass(1.0);
            p.material().flags(0xFFFF_FFFEL);
            byte[] bytes = p.segment().toArray(ValueLayout.JAVA_BYTE);
            assertThat(new byte[] {bytes[(int) id], bytes[(int) id + 1], bytes[(int) id + 2], bytes[(int) id + 3]})
                    .containsExactly(1, 2, 3, 4);
            assertThat(bytes[(int) mass]).isEqualTo((byte) 0x3F);
            assertThat(bytes[(int) mass + 1]).isEqualTo((byte) 0xF0);
            assertThat(p.id()).isEqualTo(0x01020304);
            assertThat(p.mass()).isEqualTo(1.0);
            assertThat(p.material().flagsAsLong()).isEqualTo(0xFFFF_FFFEL);
        }
    }

    @Test
    void gpuLayoutInBothByteOrders() {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            Abi abi = Gpu.DEFAULT_ABI.withByteOrder(order);
            byte[] bytes = new byte[(int) Gpu.layout(abi).byteSize()];
            Gpu g = Gpu.wrap(bytes, abi);
            g.position(1f, 2f, 3f).mask(0x0A0B0C0D).weights(new float[] {4f, 5f, 6f}).on(true);
            g.basis(new float[] {1, 2, 3, 4, 5, 6, 7, 8, 9});
            var seg = java.lang.foreign.MemorySegment.ofArray(bytes);
            var intLayout = ValueLayout.JAVA_INT_UNALIGNED.withOrder(order);
            var floatLayout = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(order);
            // std140: vec3 at 0, uint at 12, float[3] at 16 with a 16-byte stride, mat3 as 3 columns of 16 bytes
            assertThat(seg.get(floatLayout, 8)).isEqualTo(3f);
            assertThat(seg.get(intLayout, 12)).isEqualTo(0x0A0B0C0D);
            assertThat(seg.get(floatLayout, 16 + 32)).isEqualTo(6f);
            long basis = Gpu.layout(abi).member("basis").orElseThrow().byteOffset();
            assertThat(basis).isEqualTo(64);
            assertThat(seg.get(floatLayout, basis + 16 + 4)).isEqualTo(5f); // column 1, row 1
            assertThat(seg.get(floatLayout, basis + 32 + 8)).isEqualTo(9f);
            long on = Gpu.layout(abi).member("on").orElseThrow().byteOffset();
            assertThat(seg.get(intLayout, on)).as("a std140 bool is a 4-byte uint").isEqualTo(1);
            assertThat(g.basis(2, 2)).isEqualTo(9f);
            assertThat(g.weightsTo(new float[3])).containsExactly(4f, 5f, 6f);
            assertThat(g.maskAsLong()).isEqualTo(0x0A0B0C0DL);
            assertThat(g.on()).isTrue();
        }
    }
}
