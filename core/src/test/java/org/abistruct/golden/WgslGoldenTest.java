package org.abistruct.golden;

import static org.abistruct.golden.Decl.aligned;
import static org.abistruct.golden.Decl.arr;
import static org.abistruct.golden.Decl.bitfield;
import static org.abistruct.golden.Decl.m;
import static org.abistruct.golden.Decl.mat;
import static org.abistruct.golden.Decl.ptr;
import static org.abistruct.golden.Decl.rowMajor;
import static org.abistruct.golden.Decl.runtime;
import static org.abistruct.golden.Decl.struct;
import static org.abistruct.golden.Decl.union;
import static org.abistruct.golden.Decl.vec;
import static org.abistruct.type.Scalar.BOOL;
import static org.abistruct.type.Scalar.FLOAT16;
import static org.abistruct.type.Scalar.FLOAT32;
import static org.abistruct.type.Scalar.FLOAT64;
import static org.abistruct.type.Scalar.INT16;
import static org.abistruct.type.Scalar.INT32;
import static org.abistruct.type.Scalar.INT64;
import static org.abistruct.type.Scalar.INT8;
import static org.abistruct.type.Scalar.LONG;
import static org.abistruct.type.Scalar.SIZE_T;
import static org.abistruct.type.Scalar.UINT16;
import static org.abistruct.type.Scalar.UINT32;
import static org.abistruct.type.Scalar.UINT64;
import static org.abistruct.type.Scalar.UINT8;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden vectors for {@code wgsl-storage} and {@code wgsl-uniform}, recorded from naga-cli 30.0.1. The WGSL
 * source of every vector is in {@code src/test/resources/golden/wgsl/} (struct names match); naga's output
 * is recorded in {@code golden/wgsl/naga-30.0.1.txt} by {@code regenerate.sh}, and {@link NagaRecordTest}
 * checks that the numbers below are the recorded ones. The tests never run naga.
 *
 * <p>naga prints member offsets, struct spans and array strides. Member sizes come from the WGSL spec's
 * "Alignment and Size" table (vec3&lt;f32&gt; 12, vec3&lt;f16&gt; 6, matCxR = C columns of roundUp(AlignOf(vecR),
 * SizeOf(vecR)) bytes, array&lt;E,N&gt; = N x stride). WGSL {@code matCxR} is our
 * {@code MatrixType(component, columns = C, rows = R)}.
 *
 * <p>Engine convention, not an oracle fact: a struct ending in a runtime-sized array has
 * {@code byteSize = roundUp(alignment, offset of the array)} (no element counted), while naga's span counts
 * one element.
 */
class WgslGoldenTest {
    private static final String STORAGE = "wgsl-storage";
    private static final String UNIFORM = "wgsl-uniform";

    private static final String NAGA = "naga-cli 30.0.1 on golden/wgsl/";
    private static final String WGSL_SPEC = "gpuweb wgsl/index.bs";

    private static GoldenVector naga(String file, StructType type) {
        return GoldenVector.of(NAGA + file, type).recordedIn(file);
    }

    static final StructType SMALL = struct("Small", m("x", FLOAT32), m("y", vec(FLOAT32, 2)));
    static final StructType INNER = struct("Inner", m("p", vec(FLOAT32, 3)), m("r", FLOAT32), m("uv", vec(FLOAT32, 2)));
    static final StructType PAIR = struct("Pair", m("x", FLOAT32), m("y", FLOAT32));
    static final StructType L = struct("L", m("pos", vec(FLOAT32, 3)), m("r", FLOAT32), m("uv", vec(FLOAT32, 2)));

    /** storage.wgsl: valid in the storage address space. */
    static List<GoldenVector> storageVectors() {
        var vectors = new ArrayList<GoldenVector>(List.of(
                naga("storage.wgsl", struct("Scalars", m("a", FLOAT32), m("b", INT32), m("c", UINT32), m("h", FLOAT16),
                        m("i", FLOAT16), m("j", UINT32), m("k", FLOAT16)))
                        .size(24).alignment(4)
                        .member("a", 0, 4).member("b", 4, 4).member("c", 8, 4).member("h", 12, 2)
                        .member("i", 14, 2).member("j", 16, 4).member("k", 20, 2),
                naga("storage.wgsl", struct("Vectors", m("a", FLOAT32), m("v2", vec(FLOAT32, 2)), m("v3", vec(FLOAT32, 3)),
                        m("b", FLOAT32), m("v4", vec(FLOAT32, 4)), m("iv3", vec(INT32, 3)), m("uv2", vec(UINT32, 2)),
                        m("c", FLOAT32)))
                        .size(80).alignment(16)
                        .member("a", 0, 4).member("v2", 8, 8).member("v3", 16, 12).member("b", 28, 4)
                        .member("v4", 32, 16).member("iv3", 48, 12).member("uv2", 64, 8).member("c", 72, 4),
                naga("storage.wgsl", struct("HalfVectors", m("a", FLOAT16), m("h2", vec(FLOAT16, 2)), m("h3", vec(FLOAT16, 3)),
                        m("b", FLOAT16), m("h4", vec(FLOAT16, 4)), m("c", FLOAT16)))
                        .size(32).alignment(8)
                        .member("a", 0, 2).member("h2", 4, 4).member("h3", 8, 6).member("b", 14, 2)
                        .member("h4", 16, 8).member("c", 24, 2),
                naga("storage.wgsl", struct("Matrices", m("a", FLOAT32),
                        m("m22", mat(FLOAT32, 2, 2)), m("m23", mat(FLOAT32, 2, 3)), m("m24", mat(FLOAT32, 2, 4)),
                        m("b", FLOAT32),
                        m("m32", mat(FLOAT32, 3, 2)), m("m33", mat(FLOAT32, 3, 3)), m("m34", mat(FLOAT32, 3, 4)),
                        m("c", FLOAT32),
                        m("m42", mat(FLOAT32, 4, 2)), m("m43", mat(FLOAT32, 4, 3)), m("m44", mat(FLOAT32, 4, 4)),
                        m("d", FLOAT32)))
                        .size(416).alignment(16)
                        .member("m22", 8, 16).matrixStride(8).member("m23", 32, 32).matrixStride(16)
                        .member("m24", 64, 32).matrixStride(16).member("b", 96, 4)
                        .member("m32", 104, 24).matrixStride(8).member("m33", 128, 48).matrixStride(16)
                        .member("m34", 176, 48).matrixStride(16).member("c", 224, 4)
                        .member("m42", 232, 32).matrixStride(8).member("m43", 272, 64).matrixStride(16)
                        .member("m44", 336, 64).matrixStride(16).member("d", 400, 4),
                naga("storage.wgsl", struct("HalfMatrices", m("a", FLOAT16), m("m22", mat(FLOAT16, 2, 2)),
                        m("m33", mat(FLOAT16, 3, 3)), m("b", FLOAT16), m("m43", mat(FLOAT16, 4, 3)),
                        m("m24", mat(FLOAT16, 2, 4)), m("c", FLOAT16)))
                        .size(104).alignment(8)
                        .member("m22", 4, 8).matrixStride(4).member("m33", 16, 24).matrixStride(8)
                        .member("b", 40, 2).member("m43", 48, 32).matrixStride(8)
                        .member("m24", 80, 16).matrixStride(8).member("c", 96, 2),
                naga("storage.wgsl", struct("Arrays", m("a", FLOAT32), m("fa", arr(FLOAT32, 3)),
                        m("v3a", arr(vec(FLOAT32, 3), 2)), m("b", FLOAT32), m("ma", arr(mat(FLOAT32, 3, 2), 2)),
                        m("na", arr(vec(FLOAT32, 2), 2, 3)), m("ha", arr(vec(FLOAT16, 3), 3)), m("c", FLOAT16)))
                        .size(192).alignment(16)
                        .member("fa", 4, 12).strides(4L).member("v3a", 16, 32).strides(16L).member("b", 48, 4)
                        .member("ma", 56, 48).strides(24L).matrixStride(8).member("na", 104, 48).strides(24L, 8L)
                        .member("ha", 152, 24).strides(8L).member("c", 176, 2),
                naga("storage.wgsl", struct("Nested", m("a", FLOAT32), m("s", SMALL), m("b", FLOAT32), m("i", INNER),
                        m("arr", arr(SMALL, 3)), m("c", FLOAT32)))
                        .size(128).alignment(16)
                        .member("s", 8, 16).member("s.y", 8, 8).member("b", 24, 4)
                        .member("i", 32, 32).member("i.r", 12, 4).member("i.uv", 16, 8)
                        .member("arr", 64, 48).strides(16L).member("c", 112, 4),
                naga("storage.wgsl", struct("RuntimeVec3", m("n", UINT32), m("data", runtime(vec(FLOAT32, 3)))))
                        .size(16).alignment(16)
                        .member("n", 0, 4).member("data", 16, 0).strides(16L),
                naga("storage.wgsl", struct("RuntimeStruct", m("head", vec(FLOAT32, 2)), m("items", runtime(INNER))))
                        .size(16).alignment(16)
                        .member("head", 0, 8).member("items", 16, 0).strides(32L),
                naga("storage.wgsl", struct("Aligned", m("a", FLOAT32), aligned(16, "b", FLOAT32), m("c", FLOAT32),
                        aligned(32, "d", vec(FLOAT32, 2)), m("e", FLOAT32)))
                        .size(64).alignment(32)
                        .member("a", 0, 4).member("b", 16, 4).member("c", 20, 4).member("d", 32, 8).member("e", 40, 4)));
        // the uniform-error shaders are valid in storage space: same declarations, laid out without complaint
        for (GoldenVector rejected : uniformOnlyVectors()) {
            vectors.add(rejected);
        }
        return vectors;
    }

    /** uniform-errors/*.wgsl as recorded with var&lt;storage, read&gt;: fine in storage, rejected in uniform. */
    static List<GoldenVector> uniformOnlyVectors() {
        return List.of(
                naga("uniform-errors/FloatArray.wgsl as storage", floatArray()).size(20).alignment(4)
                        .member("scalars", 4, 16).strides(4L),
                naga("uniform-errors/Vec2Array.wgsl as storage", vec2Array()).size(32).alignment(16)
                        .member("uvs", 16, 16).strides(8L),
                naga("uniform-errors/Half4Array.wgsl as storage", half4Array()).size(16).alignment(8)
                        .member("colors", 0, 16).strides(8L),
                naga("uniform-errors/PairArray.wgsl as storage", pairArray()).size(16).alignment(4)
                        .member("pairs", 0, 16).strides(8L),
                naga("uniform-errors/AfterStruct.wgsl as storage", afterStruct()).size(12).alignment(4)
                        .member("p", 0, 8).member("after", 8, 4),
                naga("uniform-errors/MisalignedStruct.wgsl as storage", misalignedStruct()).size(24).alignment(8)
                        .member("small", 8, 16),
                naga("uniform-errors/MisalignedArray.wgsl as storage", misalignedArray()).size(40).alignment(8)
                        .member("mats", 8, 32).strides(16L).matrixStride(8),
                naga("uniform-errors/NestedFloatArray.wgsl as storage", nestedFloatArray()).size(32).alignment(16)
                        .member("holder", 16, 8).member("holder.weights", 0, 8).strides(4L),
                naga("uniform-errors/RuntimeArray.wgsl as storage", runtimeArray()).size(16).alignment(16)
                        .member("n", 0, 16).member("items", 16, 0).strides(16L));
    }

    /** uniform.wgsl: structs that meet the uniform constraints, so both ABIs give naga's layout. */
    static List<GoldenVector> uniformVectors() {
        return List.of(
                // layout-anchors.md B.12 struct; mat2x2 has column stride 8 (16 bytes), unlike std140
                naga("uniform.wgsl", struct("Mixed", m("f", FLOAT32), m("v3", vec(FLOAT32, 3)), m("g", FLOAT32),
                        m("v2", vec(FLOAT32, 2)), m("arr", arr(vec(FLOAT32, 4), 3)), m("m33", mat(FLOAT32, 3, 3)),
                        m("m22", mat(FLOAT32, 2, 2)), m("m32", mat(FLOAT32, 3, 2)), m("l", L), m("ls", arr(L, 2)),
                        m("h", FLOAT32)))
                        .size(304).alignment(16)
                        .member("f", 0, 4).member("v3", 16, 12).member("g", 28, 4).member("v2", 32, 8)
                        .member("arr", 48, 48).strides(16L).member("m33", 96, 48).matrixStride(16)
                        .member("m22", 144, 16).matrixStride(8).member("m32", 160, 24).matrixStride(8)
                        .member("l", 192, 32).member("l.r", 12, 4).member("l.uv", 16, 8)
                        .member("ls", 224, 64).strides(32L).member("h", 288, 4),
                naga("uniform.wgsl", struct("Strides", m("v3a", arr(vec(FLOAT32, 3), 2)), m("b", FLOAT32),
                        aligned(16, "m22a", arr(mat(FLOAT32, 2, 2), 2)), m("c", FLOAT32), aligned(16, "p", PAIR),
                        aligned(16, "d", FLOAT32), m("e", FLOAT32)))
                        .size(128).alignment(16)
                        .member("v3a", 0, 32).strides(16L).member("b", 32, 4)
                        .member("m22a", 48, 32).strides(16L).matrixStride(8).member("c", 80, 4)
                        .member("p", 96, 8).member("d", 112, 4).member("e", 116, 4),
                naga("uniform.wgsl", struct("Halves", m("h", FLOAT16), m("v", vec(FLOAT16, 3)), m("w", vec(FLOAT32, 4)),
                        m("mh", mat(FLOAT16, 4, 4)), m("m32h", mat(FLOAT16, 3, 2)), m("t", FLOAT16)))
                        .size(80).alignment(16)
                        .member("h", 0, 2).member("v", 8, 6).member("w", 16, 16).member("mh", 32, 32).matrixStride(8)
                        .member("m32h", 64, 12).matrixStride(4).member("t", 76, 2),
                naga("uniform.wgsl", struct("Head",
                        m("s", struct("Tail", m("a", vec(FLOAT32, 4)), m("p", PAIR))),
                        m("v", vec(FLOAT32, 4)), m("last", PAIR)))
                        .size(64).alignment(16)
                        .member("s", 0, 32).member("s.p", 16, 8).member("v", 32, 16).member("last", 48, 8));
    }

    private static StructType floatArray() {
        return struct("FloatArray", m("a", FLOAT32), m("scalars", arr(FLOAT32, 4)));
    }

    private static StructType vec2Array() {
        return struct("Vec2Array", m("a", vec(FLOAT32, 4)), m("uvs", arr(vec(FLOAT32, 2), 2)));
    }

    private static StructType half4Array() {
        return struct("Half4Array", m("colors", arr(vec(FLOAT16, 4), 2)));
    }

    private static StructType pairArray() {
        return struct("PairArray", m("pairs", arr(PAIR, 2)));
    }

    private static StructType afterStruct() {
        return struct("AfterStruct", m("p", PAIR), m("after", FLOAT32));
    }

    private static StructType misalignedStruct() {
        return struct("MisalignedStruct", m("a", FLOAT32), m("small", SMALL));
    }

    private static StructType misalignedArray() {
        return struct("MisalignedArray", m("a", vec(FLOAT32, 2)), m("mats", arr(mat(FLOAT32, 2, 2), 2)));
    }

    private static StructType nestedFloatArray() {
        return struct("NestedFloatArray", m("v", vec(FLOAT32, 4)),
                m("holder", struct("Holder", m("weights", arr(FLOAT32, 2)))));
    }

    private static StructType runtimeArray() {
        return struct("RuntimeArray", m("n", vec(UINT32, 4)), m("items", runtime(vec(FLOAT32, 4))));
    }

    /** What naga says for each uniform-errors/*.wgsl shader, and the member that error is about. */
    static List<GoldenError> uniformErrors() {
        String naga = "naga-cli 30.0.1, golden/wgsl/uniform-errors/";
        return List.of(
                GoldenError.of(naga + "FloatArray.wgsl: \"The array stride 4 is not a multiple of the required"
                        + " alignment 16\"", "scalars", floatArray()),
                GoldenError.of(naga + "Vec2Array.wgsl: \"The array stride 8 is not a multiple of the required"
                        + " alignment 16\"", "uvs", vec2Array()),
                GoldenError.of(naga + "Half4Array.wgsl: \"The array stride 8 is not a multiple of the required"
                        + " alignment 16\"", "colors", half4Array()),
                GoldenError.of(naga + "PairArray.wgsl: \"The array stride 8 is not a multiple of the required"
                        + " alignment 16\"", "pairs", pairArray()),
                GoldenError.of(naga + "AfterStruct.wgsl: \"The struct member[1] offset 8 must be at least 16\"",
                        "after", afterStruct()),
                GoldenError.of(naga + "MisalignedStruct.wgsl: \"The struct member[1] offset 8 is not a multiple of"
                        + " the required alignment 16\"", "small", misalignedStruct()),
                GoldenError.of(naga + "MisalignedArray.wgsl: \"The struct member[1] offset 8 is not a multiple of"
                        + " the required alignment 16\"", "mats", misalignedArray()),
                GoldenError.of(naga + "NestedFloatArray.wgsl: \"The array stride 4 is not a multiple of the"
                        + " required alignment 16\" (the array inside Holder)", "weights", nestedFloatArray()),
                GoldenError.of(naga + "RuntimeArray.wgsl: \"The struct member[1] is not statically sized\"",
                        "items", runtimeArray()));
    }

    /** Types that are not host-shareable, or that WGSL cannot express: refused in both address spaces. */
    static List<GoldenError> notHostShareable() {
        String notShareable = "naga-cli 30.0.1, golden/wgsl/storage-errors/";
        String plainTypes = WGSL_SPEC + " §Plain Types: the scalars are bool, i32, u32, f32, f16 (naga accepts i64 and"
                + " f64 only as non-standard extensions)";
        String issue = "issue #2: a type the ABI cannot hold is an error naming the member";
        return List.of(
                GoldenError.of(notShareable + "BoolMember.wgsl: \"The type is not host-shareable\"", "flag",
                        struct("BoolMember", m("a", FLOAT32), m("flag", BOOL))),
                GoldenError.of(notShareable + "BoolVector.wgsl: \"The type is not host-shareable\"", "flags",
                        struct("BoolVector", m("a", FLOAT32), m("flags", vec(BOOL, 2)))),
                GoldenError.of(plainTypes, "precise", struct("WithDouble", m("a", FLOAT32), m("precise", FLOAT64))),
                GoldenError.of(plainTypes, "dv", struct("WithDvec3", m("a", FLOAT32), m("dv", vec(FLOAT64, 3)))),
                GoldenError.of(plainTypes, "dm", struct("WithDmat2", m("a", FLOAT32), m("dm", mat(FLOAT64, 2, 2)))),
                GoldenError.of(plainTypes, "tiny", struct("WithInt8", m("a", FLOAT32), m("tiny", INT8))),
                GoldenError.of(plainTypes, "bytes", struct("WithU8vec4", m("a", FLOAT32), m("bytes", vec(UINT8, 4)))),
                GoldenError.of(plainTypes, "shorty", struct("WithInt16", m("a", FLOAT32), m("shorty", INT16))),
                GoldenError.of(plainTypes, "ushorts", struct("WithU16vec2", m("a", FLOAT32), m("ushorts", vec(UINT16, 2)))),
                GoldenError.of(plainTypes, "big", struct("WithInt64", m("a", FLOAT32), m("big", INT64))),
                GoldenError.of(plainTypes, "ubig", struct("WithUint64", m("a", FLOAT32), m("ubig", UINT64))),
                GoldenError.of(plainTypes + "; C long has no WGSL equivalent", "count",
                        struct("WithLong", m("a", FLOAT32), m("count", LONG))),
                GoldenError.of(plainTypes + "; size_t has no WGSL equivalent", "length",
                        struct("WithSizeT", m("a", FLOAT32), m("length", SIZE_T))),
                GoldenError.of(WGSL_SPEC + " §Vector Types: vecN has N = 2, 3 or 4", "wide",
                        struct("WithFloat8", m("a", FLOAT32), m("wide", vec(FLOAT32, 8)))),
                GoldenError.of(WGSL_SPEC + " §Matrix Types: matrices are column-major; there is no row-major"
                        + " qualifier", "transposed", struct("WithRowMajor", m("a", FLOAT32),
                        m("transposed", rowMajor(mat(FLOAT32, 3, 3))))),
                GoldenError.of(issue + "; WGSL has no pointers in host-shareable types", "next",
                        struct("WithPointer", m("a", FLOAT32), m("next", ptr("struct Node")))),
                GoldenError.of(issue + "; WGSL has no unions", "choice", struct("WithUnion", m("a", FLOAT32),
                        m("choice", union("Choice", m("i", INT32), m("f", FLOAT32))))),
                GoldenError.of(issue + " (a bitfield outside C); WGSL has no bitfields", "flags3",
                        struct("WithBitfield", m("a", FLOAT32), bitfield("flags3", UINT32, 3))),
                GoldenError.of(issue + "; the error names the member inside a nested struct", "deep",
                        struct("Outer", m("a", FLOAT32), m("inner", struct("InnerWithBool", m("x", FLOAT32), m("deep", BOOL))))));
    }

    static Stream<Arguments> bothAbisRefuse() {
        return notHostShareable().stream().flatMap(e -> Stream.of(Arguments.of(STORAGE, e), Arguments.of(UNIFORM, e)));
    }

    static Stream<Arguments> bothAbisAccept() {
        return uniformVectors().stream().flatMap(v -> Stream.of(Arguments.of(STORAGE, v), Arguments.of(UNIFORM, v)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("storageVectors")
    void storageMatchesNaga(GoldenVector vector) {
        GoldenAssert.matches(Abi.of(STORAGE), vector);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("bothAbisAccept")
    void uniformSafeStructsMatchNagaInBothAddressSpaces(String abi, GoldenVector vector) {
        GoldenAssert.matches(Abi.of(abi), vector);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("uniformErrors")
    void uniformRefusesWhatNagaRejects(GoldenError error) {
        GoldenAssert.rejects(Abi.of(UNIFORM), error);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("bothAbisRefuse")
    void bothRefuseWhatIsNotHostShareable(String abi, GoldenError error) {
        GoldenAssert.rejects(Abi.of(abi), error);
    }
}
