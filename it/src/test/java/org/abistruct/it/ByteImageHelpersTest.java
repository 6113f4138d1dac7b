package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.abistruct.abi.Abi;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.structs.Particle;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;

/** The parts of {@link ByteImageClangTest} that a passing run never exercises: reading dumps and naming a byte. */
class ByteImageHelpersTest {

    @Test
    void readsEachSectionOfAnElfAndAMachODump() {
        String elf = """

                objects.o:	file format elf64-x86-64
                Contents of section abs_S0:
                 0000 01000000 00000000 00000000 000028c0  ..............(.
                 0010 efbeadde 00000000 00000000 00000080  ................
                Contents of section abs_S1:
                 0000 00                                   .
                """;
        var sections = ObjectFileSections.parse(elf);
        assertThat(sections).containsOnlyKeys("abs_S0", "abs_S1");
        assertThat(HexFormat.of().formatHex(sections.get("abs_S0")))
                .isEqualTo("0100000000000000000000000000" + "28c0" + "efbeadde000000000000000000000080");
        assertThat(sections.get("abs_S1")).containsExactly(0);

        // Mach-O names a section with its segment, and addresses run on from the previous section
        String machO = """
                Contents of section __DATA,abs_S1:
                 0020 2000ff                               ...
                """;
        assertThat(ObjectFileSections.parse(machO).get("abs_S1")).containsExactly(0x20, 0, 0xff);
    }

    @Test
    void namesTheMemberElementOrPaddingThatHoldsAByte() {
        // struct Particle under x86_64-sysv: material at 16 (color 16..31), alive at 49, mass at 56, grid uint16_t[2][3]
        // at 96, layers struct Material[2] at 108 (24 bytes each), 160 bytes in all
        StructLayout layout = Particle.layout(Abi.of("x86_64-sysv"));
        assertThat(MemberAtOffset.of(layout, 0)).hasToString("position (bytes 0..11)");
        assertThat(MemberAtOffset.of(layout, 20)).hasToString("material.color (bytes 16..31)");
        assertThat(MemberAtOffset.of(layout, 52)).hasToString("(padding after alive) (bytes 50..55)");
        assertThat(MemberAtOffset.of(layout, 101)).hasToString("grid[0][2] (bytes 100..101)");
        assertThat(MemberAtOffset.of(layout, 134)).hasToString("layers[1].color (bytes 132..147)");
        assertThat(MemberAtOffset.of(layout, 153)).hasToString("layers[1].flags (bytes 152..155)");
        assertThat(MemberAtOffset.of(layout, 158)).hasToString("(padding after layers) (bytes 156..159)");
    }

    @Test
    void writesEveryValueAsAnExactConstantOfItsCType() {
        assertThat(literal(Prim.I64, Long.MIN_VALUE)).isEqualTo("(int64_t) (-0x7fffffffffffffffLL - 1)");
        assertThat(literal(Prim.I8, (byte) -5)).isEqualTo("(int8_t) -5LL");
        assertThat(literal(Prim.U32, -1)).isEqualTo("(uint32_t) 0xffffffffULL");
        assertThat(literal(Prim.VOID_PTR, 0xFFFF_FFFFL)).isEqualTo("(void *) (uintptr_t) 0xffffffffULL");
        assertThat(literal(Prim.F32, -12f)).isEqualTo("(-0x1.8p3f)");
        assertThat(literal(Prim.F32, -0f)).isEqualTo("(-0x0.0p0f)");
        assertThat(literal(Prim.F64, Double.NEGATIVE_INFINITY)).isEqualTo("(-__builtin_inf())");
        assertThat(literal(Prim.F16, 0x1p-24f)).isEqualTo("(f16_t) (0x1.0p-24f)");
        assertThat(literal(Prim.BOOL, true)).isEqualTo("(_Bool) 1");
    }

    @Test
    void recordsAFloat16ValueAsGivenNotAsJavasOwnConversionRoundsIt() {
        // the setters convert with Float.floatToFloat16; were the record made through it too, a wrong conversion
        // would reach clang's initialiser as well, and both sides would write the same wrong bytes
        float notBinary16 = 1.0001f;
        assertThat(StructFiller.print(Prim.F16, notBinary16))
                .isEqualTo("h" + Integer.toUnsignedString(Float.floatToRawIntBits(notBinary16)));
        assertThat(literal(Prim.F16, notBinary16)).isEqualTo("(f16_t) (" + Float.toHexString(notBinary16) + "f)");
    }

    /** The C constant for a value Java wrote, through the text the filler records it as. */
    private static String literal(Prim p, Object value) {
        return CStaticObjects.literal(p, StructFiller.print(p, value));
    }
}
