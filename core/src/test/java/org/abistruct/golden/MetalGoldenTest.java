package org.abistruct.golden;

import static org.abistruct.golden.Decl.aligned;
import static org.abistruct.golden.Decl.arr;
import static org.abistruct.golden.Decl.bitfield;
import static org.abistruct.golden.Decl.m;
import static org.abistruct.golden.Decl.mat;
import static org.abistruct.golden.Decl.rowMajor;
import static org.abistruct.golden.Decl.struct;
import static org.abistruct.golden.Decl.vec;
import static org.abistruct.type.Scalar.BOOL;
import static org.abistruct.type.Scalar.FLOAT16;
import static org.abistruct.type.Scalar.FLOAT32;
import static org.abistruct.type.Scalar.FLOAT64;
import static org.abistruct.type.Scalar.INT16;
import static org.abistruct.type.Scalar.INT32;
import static org.abistruct.type.Scalar.INT8;
import static org.abistruct.type.Scalar.LONG_DOUBLE;
import static org.abistruct.type.Scalar.UINT32;
import static org.abistruct.type.Scalar.UINT8;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden vectors for {@code metal}: the Metal Shading Language specification's size/alignment tables
 * (bool 1/1, char3 4/4, short3 8/8, half3 8/8, int3 and float3 16/16, float2x2 8/16, float2x3 16/32,
 * float3x2 8/24, float3x3 16/48, float4x3 16/64, half2x2 4/8, half3x3 8/24) placed in structs by the C++
 * rules MSL inherits: each member at the next multiple of its alignment, a struct aligned to its most
 * aligned member and padded to that alignment, array stride = element size.
 *
 * <p>MSL {@code floatCxR} has C columns of R components: our {@code MatrixType(FLOAT32, columns = C, rows = R)}.
 * The struct offsets were cross-checked with clang 14 ({@code -target arm64-apple-macos
 * -fdump-record-layouts}) modelling MSL vectors as {@code ext_vector_type} and matrices as arrays of
 * column vectors: {@code golden/metal/metal-layout-check.c} and its recorded output.
 */
class MetalGoldenTest {
    private static final String METAL = "metal";
    private static final String MSL = "MSL specification tables (layout-anchors.md B.7; transcribed at"
            + " e-com-net.com/article/5373738.htm), offsets checked with clang: golden/metal/metal-layout-check.txt";

    static final StructType LIGHT = struct("Light", m("pos", vec(FLOAT32, 3)), m("r", FLOAT32));

    static List<GoldenVector> vectors() {
        return List.of(
                GoldenVector.of(MSL, struct("MScalars", m("flag", BOOL), m("f", FLOAT32), m("c", INT8), m("h", FLOAT16),
                                m("s", INT16), m("b2", BOOL), m("u", UINT8), m("i", INT32)))
                        .size(20).alignment(4)
                        .member("flag", 0, 1).member("f", 4, 4).member("c", 8, 1).member("h", 10, 2)
                        .member("s", 12, 2).member("b2", 14, 1).member("u", 15, 1).member("i", 16, 4),
                GoldenVector.of(MSL, struct("MVectors", m("a", FLOAT32), m("v", vec(FLOAT32, 3)), m("b", FLOAT32),
                                m("c3", vec(INT8, 3)), m("s3", vec(INT16, 3)), m("h3", vec(FLOAT16, 3)), m("i2", vec(INT32, 2)),
                                m("f4", vec(FLOAT32, 4)), m("c", INT8)))
                        .size(96).alignment(16)
                        .member("a", 0, 4).member("v", 16, 16).member("b", 32, 4).member("c3", 36, 4)
                        .member("s3", 40, 8).member("h3", 48, 8).member("i2", 56, 8).member("f4", 64, 16)
                        .member("c", 80, 1),
                // float3 is 16 bytes in MSL: a float after it does not pack into its fourth slot (std140 and
                // WGSL put it at 12)
                GoldenVector.of(MSL, struct("MVec3Float", m("p", vec(FLOAT32, 3)), m("r", FLOAT32)))
                        .size(32).alignment(16).member("p", 0, 16).member("r", 16, 4),
                GoldenVector.of(MSL, struct("MMatrices", m("a", FLOAT32), m("m22", mat(FLOAT32, 2, 2)), m("b", FLOAT32),
                                m("m33", mat(FLOAT32, 3, 3)), m("c", FLOAT32), m("m43", mat(FLOAT32, 4, 3)),
                                m("h", FLOAT16), m("hm22", mat(FLOAT16, 2, 2)), m("hm33", mat(FLOAT16, 3, 3)),
                                m("m23", mat(FLOAT32, 2, 3)), m("m32", mat(FLOAT32, 3, 2))))
                        .size(272).alignment(16)
                        .member("m22", 8, 16).matrixStride(8).member("b", 24, 4)
                        .member("m33", 32, 48).matrixStride(16).member("c", 80, 4)
                        .member("m43", 96, 64).matrixStride(16).member("h", 160, 2)
                        .member("hm22", 164, 8).matrixStride(4).member("hm33", 176, 24).matrixStride(8)
                        .member("m23", 208, 32).matrixStride(16).member("m32", 240, 24).matrixStride(8),
                GoldenVector.of(MSL, struct("MArrays", m("a", FLOAT32), m("v", arr(vec(FLOAT32, 3), 2)),
                                m("c", arr(vec(INT8, 3), 3)), m("h", arr(vec(FLOAT16, 3), 2)), m("m", arr(mat(FLOAT32, 2, 2), 2)),
                                m("flags", arr(BOOL, 3)), m("tail", FLOAT32)))
                        .size(128).alignment(16)
                        .member("v", 16, 32).strides(16L).member("c", 48, 12).strides(4L)
                        .member("h", 64, 16).strides(8L).member("m", 80, 32).strides(16L).matrixStride(8)
                        .member("flags", 112, 3).strides(1L).member("tail", 116, 4),
                GoldenVector.of(MSL, struct("MNested", m("a", FLOAT32), m("l", LIGHT), m("on", BOOL),
                                m("ls", arr(LIGHT, 2)), m("tail", INT8)))
                        .size(144).alignment(16)
                        .member("l", 16, 32).member("l.r", 16, 4).member("on", 48, 1)
                        .member("ls", 64, 64).strides(32L).member("tail", 128, 1),
                GoldenVector.of(MSL + " (alignas(16) on a member)", struct("MAligned", m("a", FLOAT32),
                                aligned(16, "b", FLOAT32), m("c", INT8)))
                        .size(32).alignment(16).member("b", 16, 4).member("c", 20, 1));
    }

    static List<GoldenError> errors() {
        String noDouble = "MSL specification §2.1: Metal does not support the double, long long, unsigned long long and"
                + " long double types";
        return List.of(
                GoldenError.of(noDouble, "precise", struct("WithDouble", m("a", FLOAT32), m("precise", FLOAT64))),
                GoldenError.of(noDouble, "dv", struct("WithDvec3", m("a", FLOAT32), m("dv", vec(FLOAT64, 3)))),
                GoldenError.of(noDouble, "dm", struct("WithDmat3", m("a", FLOAT32), m("dm", mat(FLOAT64, 3, 3)))),
                GoldenError.of(noDouble, "extended", struct("WithLongDouble", m("a", FLOAT32), m("extended", LONG_DOUBLE))),
                GoldenError.of("MSL specification, matrix types: matrices are stored column-major; there is no"
                        + " row-major layout", "transposed", struct("WithRowMajor", m("a", FLOAT32),
                        m("transposed", rowMajor(mat(FLOAT32, 4, 4))))),
                GoldenError.of("MSL specification, vector types: vectors have 2, 3 or 4 components", "wide",
                        struct("WithFloat8", m("a", FLOAT32), m("wide", vec(FLOAT32, 8)))),
                GoldenError.of("MSL specification, vector types: vectors have 2, 3 or 4 components", "bytes16",
                        struct("WithUchar16", m("a", FLOAT32), m("bytes16", vec(UINT8, 16)))),
                GoldenError.of("issue #2: a bitfield outside C is an error naming the member", "flags",
                        struct("WithBitfield", m("a", FLOAT32), bitfield("flags", UINT32, 3))),
                GoldenError.of("issue #2: the error names the member inside a nested struct", "deep",
                        struct("Outer", m("a", FLOAT32), m("inner", struct("InnerWithDouble", m("x", FLOAT32),
                                m("deep", FLOAT64))))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void matchesTheSpecificationTables(GoldenVector vector) {
        GoldenAssert.matches(Abi.of(METAL), vector);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void refusesWhatMetalCannotHold(GoldenError error) {
        GoldenAssert.rejects(Abi.of(METAL), error);
    }
}
