package org.abistruct.golden;

import static org.abistruct.golden.Decl.arr;
import static org.abistruct.golden.Decl.m;
import static org.abistruct.golden.Decl.struct;
import static org.abistruct.type.Scalar.FLOAT64;
import static org.abistruct.type.Scalar.INT32;
import static org.abistruct.type.Scalar.INT8;
import static org.abistruct.type.Scalar.UINT16;
import static org.abistruct.type.Scalar.UINT32;
import static org.abistruct.type.Scalar.UINT8;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code network} is {@code packed} with big-endian byte order (issue #2's ABI table): the same offsets as
 * {@code packed}, which is {@code #pragma pack(1)} (layout-anchors.md B.8: {char; int; double} gives i@1 d@5,
 * 13/1).
 */
class NetworkGoldenTest {

    @Test
    void byteOrderIsBigEndian() {
        assertThat(Abi.of("network").byteOrder()).isEqualTo(ByteOrder.BIG_ENDIAN);
    }

    @Test
    void packOneVectorFromClang() {
        GoldenAssert.matches(Abi.of("network"), GoldenVector.of("layout-anchors.md B.8, #pragma pack(1) row (clang 14)",
                        struct("Pack1", m("c", INT8), m("i", INT32), m("d", FLOAT64)))
                .size(13).alignment(1).member("c", 0, 1).member("i", 1, 4).member("d", 5, 8));
    }

    static List<StructType> headers() {
        StructType address = struct("Address", m("port", UINT16), m("ip", arr(UINT8, 4)));
        return List.of(
                struct("Pack1", m("c", INT8), m("i", INT32), m("d", FLOAT64)),
                struct("IpHeader", m("versionAndLength", UINT8), m("tos", UINT8), m("totalLength", UINT16),
                        m("id", UINT16), m("fragment", UINT16), m("ttl", UINT8), m("protocol", UINT8),
                        m("checksum", UINT16), m("source", UINT32), m("destination", UINT32)),
                struct("Envelope", m("kind", UINT8), m("from", address), m("to", arr(address, 2)), m("length", UINT32)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("headers")
    void offsetsEqualPacked(StructType header) {
        StructLayout network = Abi.of("network").layout(header);
        StructLayout packed = Abi.of("packed").layout(header);
        assertThat(network.byteSize()).isEqualTo(packed.byteSize());
        assertThat(network.byteAlignment()).isEqualTo(1);
        assertThat(network.members().stream().map(MemberLayout::byteOffset).toList())
                .isEqualTo(packed.members().stream().map(MemberLayout::byteOffset).toList());
        assertThat(network.members().stream().map(MemberLayout::byteSize).toList())
                .isEqualTo(packed.members().stream().map(MemberLayout::byteSize).toList());
    }
}
