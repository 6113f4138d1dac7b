package org.abistruct.golden;

import static org.abistruct.golden.Decl.arr;
import static org.abistruct.golden.Decl.m;
import static org.abistruct.golden.Decl.struct;
import static org.abistruct.golden.Decl.vec;
import static org.abistruct.type.Scalar.BOOL;
import static org.abistruct.type.Scalar.FLOAT16;
import static org.abistruct.type.Scalar.FLOAT32;
import static org.abistruct.type.Scalar.FLOAT64;
import static org.abistruct.type.Scalar.INT16;
import static org.abistruct.type.Scalar.INT32;
import static org.abistruct.type.Scalar.INT8;
import static org.abistruct.type.Scalar.LONG;
import static org.abistruct.type.Scalar.UINT16;
import static org.abistruct.type.Scalar.UINT8;

import java.util.List;
import org.abistruct.abi.Abi;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spot checks for {@code opencl} (the differential conformance suite covers it in bulk): OpenCL C struct
 * layouts printed by clang 14 ({@code clang -x cl -cl-std=CL2.0 -target spir64 -fsyntax-only -Xclang
 * -fdump-record-layouts}). The first is the appendix of layout-anchors.md; the others were run for these
 * tests and are recorded in {@code golden/opencl/spot.cl} and {@code golden/opencl/spot-clang14.txt}.
 */
class OpenClGoldenTest {
    private static final String CLANG = "clang 14 -x cl -target spir64, golden/opencl/spot-clang14.txt";

    static List<GoldenVector> vectors() {
        return List.of(
                // 3-component vectors are sized and aligned as 4 (OpenCL 3.0 "Alignment of Types")
                GoldenVector.of("layout-anchors.md appendix (clang -x cl -cl-std=CL1.2 -target spir64)",
                                struct("Appendix", m("a", FLOAT32), m("v", vec(FLOAT32, 3)), m("b", FLOAT32), m("flag", BOOL),
                                        m("d2", vec(FLOAT64, 2)), m("c3", vec(INT8, 3))))
                        .size(80).alignment(16)
                        .member("a", 0, 4).member("v", 16, 16).member("b", 32, 4).member("flag", 36, 1)
                        .member("d2", 48, 16).member("c3", 64, 4),
                // long is 64-bit in OpenCL C; 8- and 16-component vectors align to their size
                GoldenVector.of(CLANG, struct("Wide", m("c", INT8), m("l", LONG), m("s3", vec(INT16, 3)), m("h", FLOAT16),
                                m("u16", vec(UINT8, 16)), m("f8", vec(FLOAT32, 8)), m("i", INT32)))
                        .size(128).alignment(32)
                        .member("l", 8, 8).member("s3", 16, 8).member("h", 24, 2).member("u16", 32, 16)
                        .member("f8", 64, 32).member("i", 96, 4),
                GoldenVector.of(CLANG, struct("Outer", m("head", INT8),
                                m("in", struct("Inner", m("c", vec(INT8, 3)), m("f", FLOAT32))),
                                m("arr", arr(vec(INT32, 3), 2)), m("tail", UINT16)))
                        .size(64).alignment(16)
                        .member("in", 4, 8).member("in.f", 4, 4).member("arr", 16, 32).strides(16L)
                        .member("tail", 48, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void matchesClang(GoldenVector vector) {
        GoldenAssert.matches(Abi.of("opencl"), vector);
    }
}
