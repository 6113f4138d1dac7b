package org.abistruct.golden;

import static org.abistruct.golden.Decl.arr;
import static org.abistruct.golden.Decl.bitfield;
import static org.abistruct.golden.Decl.m;
import static org.abistruct.golden.Decl.ptr;
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
import static org.abistruct.type.Scalar.UINT16;
import static org.abistruct.type.Scalar.UINT32;
import static org.abistruct.type.Scalar.UINT64;
import static org.abistruct.type.Scalar.UINT8;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden vectors for {@code hlsl-cbuffer}: the offsets and sizes FXC and DXC print in their constant-buffer
 * reflection, as DXC's own tests record them (the {@code // Offset: N Size: M} comments and the D3DReflect
 * dumps), plus the examples of Microsoft's "Packing rules for constant variables" page.
 *
 * <p><b>Matrix mapping.</b> HLSL {@code floatRxC} has R rows and C columns. Under the default
 * {@code column_major} packing each of the C columns (R components) starts its own 16-byte register, so it
 * is our {@code MatrixType(FLOAT32, columns = C, rows = R)}; FXC's size is {@code (C-1)*16 + R*4}.
 * {@code row_major floatRxC} keeps each of the R rows (C components) in a register: the same MatrixType
 * with {@code rowMajor = true}, size {@code (R-1)*16 + C*4}. HLSL {@code 1xN}/{@code Nx1} matrices, which
 * our model lacks, are written as the arrays or vectors they pack like (noted per vector).
 *
 * <p>FXC's "Size" of a member is the bytes its data covers: for an array {@code (n-1)*stride} plus the last
 * element's data, for a matrix {@code (n-1)*16} plus the last column's. The next member may start right
 * after it. The vectors check it with {@code spans(...)}: the {@code dataSize} of a struct holding only
 * that member.
 *
 * <p><b>Conventions of the engine, not oracle facts.</b> FXC reports a cbuffer's size rounded up to 16; we
 * use that as {@code StructLayout.byteSize} of every struct (the distance between elements of an array of
 * it), and {@code dataSize} for the bytes actually used. A member's {@code byteSize} is, as for every ABI
 * (docs/abis.md), its outermost count times its outermost stride, the column count times 16 for a matrix,
 * and the struct's {@code byteSize} for a struct; the vectors check it with {@code byteSize(...)} where it
 * differs from FXC's Size.
 */
class HlslCbufferGoldenTest {
    private static final String HLSL = "hlsl-cbuffer";

    private static final String MS_DOC = "learn.microsoft.com/windows/win32/direct3dhlsl/dx-graphics-hlsl-packing-rules"
            + " (example cbuffers; sizes given as N x 16-byte elements)";
    private static final String DXC = "microsoft/DirectXShaderCompiler tools/clang/test/";
    private static final String FXC_ALL = DXC + "CodeGenSPIRV/vk.layout.cbuffer.fxc.hlsl (fxc layout comments and"
            + " the ArrayStride decorations DXC emits with -fvk-use-fxc-layout)";

    /** HLSL {@code floatRxC} (column_major): C columns of R components. */
    private static MatrixType hlsl(Scalar component, int rows, int columns) {
        return MatrixType.of(component, columns, rows);
    }

    /** HLSL {@code row_major floatRxC}: R rows of C components. */
    private static MatrixType hlslRowMajor(Scalar component, int rows, int columns) {
        return MatrixType.of(component, columns, rows).withRowMajor(true);
    }

    static List<GoldenVector> vectors() {
        return List.of(
                // ---- Microsoft's packing-rules page: scalars and vectors never straddle a register
                GoldenVector.of(MS_DOC + ": 2 x 16", struct("DocVec4Vec2Vec2",
                                m("Val1", vec(FLOAT32, 4)), m("Val2", vec(FLOAT32, 2)), m("Val3", vec(FLOAT32, 2))))
                        .size(32).alignment(16).dataSize(32)
                        .spans("Val1", 0, 16).spans("Val2", 16, 8).spans("Val3", 24, 8),
                GoldenVector.of(MS_DOC + ": 3 x 16", struct("DocVec2Vec4Vec2",
                                m("Val1", vec(FLOAT32, 2)), m("Val2", vec(FLOAT32, 4)), m("Val3", vec(FLOAT32, 2))))
                        .size(48).spans("Val1", 0, 8).spans("Val2", 16, 16).spans("Val3", 32, 8),
                GoldenVector.of(MS_DOC + ": 1 x 16", struct("DocFloatFloatVec2",
                                m("Val1", FLOAT32), m("Val2", FLOAT32), m("Val3", vec(FLOAT32, 2))))
                        .size(16).spans("Val1", 0, 4).spans("Val2", 4, 4).spans("Val3", 8, 8),
                GoldenVector.of(MS_DOC + ": 1 x 16 (a float2 packs at offset 4)", struct("DocFloatVec2Float",
                                m("Val1", FLOAT32), m("Val2", vec(FLOAT32, 2)), m("Val3", FLOAT32)))
                        .size(16).spans("Val1", 0, 4).spans("Val2", 4, 8).spans("Val3", 12, 4),
                GoldenVector.of(MS_DOC + ": 2 x 16, the float2 starts a new vector", struct("DocThreeFloatsVec2",
                                m("Val1", FLOAT32), m("Val1b", FLOAT32), m("Val1c", FLOAT32), m("Val2", vec(FLOAT32, 2))))
                        .size(32).spans("Val1c", 8, 4).spans("Val2", 16, 8),
                GoldenVector.of(MS_DOC + ": 1 x 16 (float3 then float share a register)", struct("DocVec3Float",
                                m("Val1", vec(FLOAT32, 3)), m("Val2", FLOAT32)))
                        .size(16).spans("Val1", 0, 12).spans("Val2", 12, 4),
                GoldenVector.of(MS_DOC + ": 1 x 16 (float then float3 share a register)", struct("DocFloatVec3",
                                m("Val1", FLOAT32), m("Val2", vec(FLOAT32, 3))))
                        .size(16).spans("Val1", 0, 4).spans("Val2", 4, 12),
                GoldenVector.of(MS_DOC + ": 2 x 16, the float3 starts a new vector", struct("DocTwoFloatsVec3",
                                m("Val1", FLOAT32), m("Val1b", FLOAT32), m("Val2", vec(FLOAT32, 3))))
                        .size(32).spans("Val2", 16, 12),
                // a float2 after a float3 would straddle (12 + 8 > 16): the doc's rule "until the variable will
                // straddle a 4-vector boundary", as FXC applies it to vector1/vector2 in vk.layout.cbuffer.fxc.hlsl
                GoldenVector.of(MS_DOC + ": straddling rule", struct("Vec3ThenVec2",
                                m("a", vec(FLOAT32, 3)), m("b", vec(FLOAT32, 2))))
                        .size(32).spans("a", 0, 12).spans("b", 16, 8),
                GoldenVector.of(MS_DOC + ": 3 x 16, struct { float4; float1 } after a float", struct("DocStructAfterFloat",
                                m("Val1", FLOAT32),
                                m("Val2", struct("DocInnerVec4Float", m("SVal1", vec(FLOAT32, 4)), m("SVal2", FLOAT32)))))
                        .size(48).spans("Val1", 0, 4).spans("Val2", 16, 20)
                        .spans("Val2.SVal1", 0, 16).spans("Val2.SVal2", 16, 4),
                GoldenVector.of(MS_DOC + ": 3 x 16, struct { float1; float4 } after a float", struct("DocStructFloatVec4",
                                m("Val1", FLOAT32),
                                m("Val2", struct("DocInnerFloatVec4", m("SVal1", FLOAT32), m("SVal2", vec(FLOAT32, 4))))))
                        .size(48).spans("Val2", 16, 32).spans("Val2.SVal2", 16, 16),

                // ---- FXC: the member after an array, matrix or struct packs right after its used bytes
                // float1x2 foo (one row, two one-component columns) packs like float foo[2]
                GoldenVector.of(DXC + "CodeGenSPIRV/vk.layout.cbuffer.fxc.matrix.simple.hlsl (float1x2 foo as float[2])",
                                struct("FxcMatrixSimple", m("dummy0", FLOAT32), m("foo", arr(FLOAT32, 2)), m("end", FLOAT32)))
                        .size(48).dataSize(40).alignment(16)
                        .spans("dummy0", 0, 4).spans("foo", 16, 20).byteSize(32).strides(16L).spans("end", 36, 4),
                GoldenVector.of(DXC + "CodeGenSPIRV/vk.layout.cbuffer.fxc.matrix.struct.hlsl (float1x1 as float,"
                                + " float1x2 as float[2])", struct("FxcMatrixStruct",
                                m("dummy0", FLOAT32),
                                m("bar", struct("layout", m("dummy0", FLOAT32), m("foo", arr(FLOAT32, 2)), m("end", FLOAT32))),
                                m("end", FLOAT32)))
                        .size(64).dataSize(60)
                        .spans("bar", 16, 40).byteSize(48).spans("bar.dummy0", 0, 4).spans("bar.foo", 16, 20)
                        .spans("bar.end", 36, 4).spans("end", 56, 4),
                // float1x3 bar[5] (three one-component columns) packs like float bar[5][3]
                GoldenVector.of(DXC + "CodeGenSPIRV/vk.layout.cbuffer.fxc.matrix.array.hlsl (float1x3 as float[3])",
                                struct("FxcMatrixArray", m("dummy0", FLOAT32), m("foo", arr(hlsl(FLOAT32, 3, 2), 7)),
                                        m("bar", arr(FLOAT32, 5, 3)), m("end", FLOAT32)))
                        .size(480).dataSize(472)
                        .spans("foo", 16, 220).byteSize(224).strides(32L).matrixStride(16)
                        .spans("bar", 240, 228).byteSize(240).strides(48L, 16L)
                        .spans("end", 468, 4),
                GoldenVector.of(DXC + "CodeGenSPIRV/vk.layout.cbuffer.fxc.1.hlsl", struct("FxcStructOfStructs",
                                m("a", FLOAT32), m("b", struct("S", m("a", FLOAT32))), m("c", FLOAT32),
                                m("d", struct("S", m("a", FLOAT32)))))
                        .size(48).dataSize(36)
                        .spans("a", 0, 4).spans("b", 16, 4).spans("c", 20, 4).spans("d", 32, 4),
                // register(cN) fixes the offsets in that test, so only the sizes are oracle facts here
                GoldenVector.of(DXC + "CodeGenSPIRV/vk.layout.register-c.all.hlsl (Size of arr4, arr2, arr3)",
                                struct("FxcArraySizes", m("arr4", arr(vec(FLOAT32, 4), 3)), m("arr2", arr(vec(FLOAT32, 2), 3)),
                                        m("arr3", arr(vec(FLOAT32, 3), 3))))
                        .spans("arr4", 0, 48).strides(16L).spans("arr2", 48, 40).strides(16L)
                        .spans("arr3", 96, 44).strides(16L),
                fxcStructS(),
                fxcMyCBuffer(),

                // ---- DXC reflection (D3DReflect) of legacy cbuffer layout
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cb_array.hlsl ($Globals Size 96, A Size 84)",
                                struct("Globals", m("A", arr(FLOAT32, 6))))
                        .size(96).spans("A", 0, 84).byteSize(96).strides(16L),
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/lib_cb_matrix_array.hlsl", struct("SomeBuffer",
                                m("Color", vec(FLOAT32, 4)), m("VectorArray", arr(vec(FLOAT32, 4), 3)),
                                m("FloatArray", arr(FLOAT32, 16)), m("MatrixArray", arr(hlsl(FLOAT32, 4, 4), 2))))
                        .size(448).spans("Color", 0, 16).spans("VectorArray", 16, 48).spans("FloatArray", 64, 244)
                        .spans("MatrixArray", 320, 128).strides(64L).matrixStride(16),
                cbSizes(),
                // float1x1 = float; float3x1 = one float3 column; float1x3 = three 1-component columns = float[3];
                // row_major float3x1 = three 1-component rows = float[3]; row_major float1x3 = one float3 row
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cb_1x1array.hlsl ($Globals, 1xN/Nx1 matrices as"
                                + " arrays)", struct("Globals1x1",
                                m("i1x1_arr0_1", arr(FLOAT32, 1)), m("i1x1_arr0", arr(FLOAT32, 3)),
                                m("i3x1_arr0", arr(vec(FLOAT32, 3), 4)), m("i1x3_arr0", arr(FLOAT32, 5, 3)),
                                m("rm_i3x1_arr0", arr(FLOAT32, 6, 3)), m("rm_i1x3_arr0", arr(vec(FLOAT32, 3), 7))))
                        .size(768)
                        .spans("i1x1_arr0_1", 0, 4).spans("i1x1_arr0", 16, 36).spans("i3x1_arr0", 64, 60)
                        .spans("i1x3_arr0", 128, 228).strides(48L, 16L).spans("rm_i3x1_arr0", 368, 276)
                        .spans("rm_i1x3_arr0", 656, 108),
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cb_1x1array.hlsl (CB1: float1x1 i1x1_arr1[8])",
                                struct("CB1", m("i1x1_arr1", arr(FLOAT32, 8))))
                        .size(128).spans("i1x1_arr1", 0, 116),
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cb_1x1array.hlsl (CB2: ConstantBuffer<CBStruct>)",
                                struct("CB2", m("CB2", struct("CBStruct", m("i1x1_arr2", arr(FLOAT32, 9))))))
                        .size(144).spans("CB2", 0, 132),
                // uint2x2 written as float2x2 (our matrices are float; packing depends only on component size)
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cbuffer_alignment_matrix.hlsl (uint2x2 as float2x2)",
                                struct("AggMatrix", m("mat", hlsl(FLOAT32, 2, 2)),
                                        m("value", arr(struct("Value", m("v", UINT32)), 1)), m("fodder", UINT32)))
                        .dataSize(40).spans("mat", 0, 24).spans("value", 32, 4).spans("value.v", 0, 4)
                        .spans("fodder", 36, 4),
                // min16uint without -enable-16bit-types occupies 4 bytes
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cbuffer_alignment_16.hlsl (min16uint as uint)",
                                struct("AggValue", m("value", arr(struct("Value", m("v", UINT32)), 1)), m("fodder", UINT32)))
                        .dataSize(8).spans("value", 0, 4).spans("fodder", 4, 4),
                GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cbuffer-16bit.hlsl (dxc -enable-16bit-types;"
                                + " min16float is float16_t)", struct("cb16",
                                m("b", FLOAT32), m("d", FLOAT64), m("f", FLOAT32), m("h4", vec(FLOAT16, 4)),
                                m("f16_3", vec(FLOAT16, 3)), m("mf1", FLOAT16), m("u16", UINT16), m("i16", vec(INT16, 2)),
                                m("i", INT32), m("u16_4", vec(UINT16, 4)), m("h2", vec(FLOAT16, 2)), m("f16", FLOAT16),
                                m("i64", INT64), m("f16b", FLOAT16), m("u64", UINT64), m("f16c", FLOAT16)))
                        .size(112).dataSize(98)
                        .spans("b", 0, 4).spans("d", 8, 8).spans("f", 16, 4).spans("h4", 20, 8)
                        .spans("f16_3", 32, 6).spans("mf1", 38, 2).spans("u16", 40, 2).spans("i16", 42, 4)
                        .spans("i", 48, 4).spans("u16_4", 52, 8).spans("h2", 60, 4).spans("f16", 64, 2)
                        .spans("i64", 72, 8).spans("f16b", 80, 2).spans("u64", 88, 8).spans("f16c", 96, 2),

                // ---- rules stated in layout-anchors.md
                // FXC's array rule (Size = (n-1)*16 + 4, as cb_array.hlsl and CB_scalarArray3/CB_vector6 in
                // vk.layout.cbuffer.fxc.hlsl show) puts h at 84; glslang's HLSL front end says 96 and is wrong
                GoldenVector.of("layout-anchors.md B.10 (FXC rule; glslang's 96 is wrong)", struct("ArrayThenFloat",
                                m("a", vec(FLOAT32, 4)), m("b", vec(FLOAT32, 4)), m("c", FLOAT32),
                                m("g", arr(FLOAT32, 3)), m("h", FLOAT32)))
                        .size(96).dataSize(88).spans("c", 32, 4).spans("g", 48, 36).strides(16L).spans("h", 84, 4),
                GoldenVector.of("layout-anchors.md B.5 (bool is 4 bytes in HLSL; mellinoe/ShaderGen PR #14)",
                                struct("Bools", m("a", BOOL), m("b", BOOL), m("c", FLOAT32), m("flags", arr(BOOL, 2))))
                        .size(48).spans("a", 0, 4).spans("b", 4, 4).spans("c", 8, 4).spans("flags", 16, 20));
    }

    /** Struct S of vk.layout.cbuffer.fxc.hlsl: FXC's offsets, "Size: 984", and ArrayStride 992 for S[2]. */
    private static GoldenVector fxcStructS() {
        return GoldenVector.of(FXC_ALL + "; member sizes as FXC prints them for the CB_ members of the same types",
                        structS())
                .size(992).dataSize(984).alignment(16)
                .spans("scalar1", 0, 4).spans("scalar2", 8, 8)
                .spans("vector1", 16, 12).spans("vector2", 32, 12)
                .spans("vector3", 48, 24).spans("vector4", 80, 24)
                .spans("matrix1", 112, 40).byteSize(48).matrixStride(16).spans("matrix2", 160, 28).byteSize(32).matrixStride(16)
                .spans("matrix3", 192, 28).matrixStride(16).spans("matrix4", 224, 40).matrixStride(16)
                .spans("scalarArray1", 272, 4).strides(16L).spans("scalarArray2", 288, 24).strides(16L)
                .spans("vectorArray1", 320, 12).strides(16L).spans("vectorArray2", 336, 28).strides(16L)
                .spans("vectorArray3", 368, 88).byteSize(96).strides(32L).spans("vectorArray4", 464, 120).strides(32L)
                .spans("matrixArray1", 592, 40).strides(48L).spans("matrixArray2", 640, 60).strides(32L)
                .spans("matrixArray3", 704, 92).strides(32L).spans("matrixArray4", 800, 184).byteSize(192).strides(48L);
    }

    private static StructType structS() {
        return struct("S",
                m("scalar1", FLOAT32), m("scalar2", FLOAT64),
                m("vector1", vec(FLOAT32, 3)), m("vector2", vec(FLOAT32, 3)),
                m("vector3", vec(FLOAT64, 3)), m("vector4", vec(FLOAT64, 3)),
                m("matrix1", hlsl(FLOAT32, 2, 3)), m("matrix2", hlslRowMajor(FLOAT32, 2, 3)),
                m("matrix3", hlsl(FLOAT32, 3, 2)), m("matrix4", hlslRowMajor(FLOAT32, 3, 2)),
                m("scalarArray1", arr(FLOAT32, 1)), m("scalarArray2", arr(FLOAT64, 2)),
                m("vectorArray1", arr(vec(FLOAT32, 3), 1)), m("vectorArray2", arr(vec(FLOAT32, 3), 2)),
                m("vectorArray3", arr(vec(FLOAT64, 3), 3)), m("vectorArray4", arr(vec(FLOAT64, 3), 4)),
                m("matrixArray1", arr(hlsl(FLOAT32, 2, 3), 1)), m("matrixArray2", arr(hlslRowMajor(FLOAT32, 2, 3), 2)),
                m("matrixArray3", arr(hlsl(FLOAT32, 3, 2), 3)), m("matrixArray4", arr(hlslRowMajor(FLOAT32, 3, 2), 4)));
    }

    /** cbuffer MyCBuffer of vk.layout.cbuffer.fxc.hlsl: every FXC "Offset: N Size: M" comment. */
    private static GoldenVector fxcMyCBuffer() {
        StructType cbuffer = struct("MyCBuffer",
                m("CB_scalar1", FLOAT32), m("CB_sArray", arr(structS(), 2)),
                m("CB_scalarArray1", arr(FLOAT32, 1)), m("CB_vectorArray1", arr(vec(FLOAT32, 3), 1)),
                m("CB_vector1", vec(FLOAT32, 3)), m("CB_matrixArray1", arr(hlsl(FLOAT32, 2, 3), 1)),
                m("CB_vector2", vec(FLOAT32, 3)), m("CB_scalarArray2", arr(FLOAT64, 2)),
                m("CB_matrix1", hlsl(FLOAT32, 2, 3)), m("CB_vector3", vec(FLOAT64, 3)),
                m("CB_matrix2", hlslRowMajor(FLOAT32, 2, 3)), m("CB_matrixArray2", arr(hlslRowMajor(FLOAT32, 2, 3), 2)),
                m("CB_matrix3", hlsl(FLOAT32, 3, 2)), m("CB_matrix4", hlslRowMajor(FLOAT32, 3, 2)),
                m("CB_vectorArray2", arr(vec(FLOAT32, 3), 2)), m("CB_matrixArray3", arr(hlsl(FLOAT32, 3, 2), 3)),
                m("CB_vectorArray3", arr(vec(FLOAT64, 3), 3)), m("CB_matrixArray4", arr(hlslRowMajor(FLOAT32, 3, 2), 4)),
                m("CB_vector4", vec(FLOAT64, 3)), m("CB_vectorArray4", arr(vec(FLOAT64, 3), 4)),
                m("CB_scalar2", FLOAT64), m("CB_vector5", vec(FLOAT32, 3)),
                m("CB_scalarArray3", arr(INT32, 3)), m("CB_vector6", vec(FLOAT32, 3)));
        return GoldenVector.of(FXC_ALL, cbuffer)
                .size(3040).dataSize(3040)
                .spans("CB_scalar1", 0, 4).spans("CB_sArray", 16, 1976).byteSize(1984).strides(992L)
                // FXC prints nested offsets from the cbuffer start: S.scalar2 at 24 and S.matrixArray4 at 816
                .spans("CB_sArray.scalar2", 8, 8).spans("CB_sArray.matrixArray4", 800, 184)
                .spans("CB_scalarArray1", 2000, 4).spans("CB_vectorArray1", 2016, 12)
                .spans("CB_vector1", 2032, 12).spans("CB_matrixArray1", 2048, 40)
                .spans("CB_vector2", 2096, 12).spans("CB_scalarArray2", 2112, 24)
                .spans("CB_matrix1", 2144, 40).spans("CB_vector3", 2192, 24)
                .spans("CB_matrix2", 2224, 28).spans("CB_matrixArray2", 2256, 60)
                .spans("CB_matrix3", 2320, 28).spans("CB_matrix4", 2352, 40)
                .spans("CB_vectorArray2", 2400, 28).spans("CB_matrixArray3", 2432, 92)
                .spans("CB_vectorArray3", 2528, 88).spans("CB_matrixArray4", 2624, 184)
                .spans("CB_vector4", 2816, 24).spans("CB_vectorArray4", 2848, 120)
                .spans("CB_scalar2", 2968, 8).spans("CB_vector5", 2976, 12)
                .spans("CB_scalarArray3", 2992, 36).strides(16L).spans("CB_vector6", 3028, 12);
    }

    /**
     * cb_sizes.hlsl (DXC D3DReflect: CB Size 2176). S1's int2x1 (two rows, one column: a single int2
     * column) is written as int2; reflection places it at 168, straight after the double3x4's last column.
     */
    private static GoldenVector cbSizes() {
        StructType s1 = struct("S1", m("i", INT32), m("f3x2", hlsl(FLOAT32, 3, 2)), m("d3x4", hlsl(FLOAT64, 3, 4)),
                m("i2x1", vec(INT32, 2)), m("f3x2_row", arr(hlslRowMajor(FLOAT32, 3, 2), 3)));
        StructType cb = struct("CB", m("A", vec(FLOAT32, 2)), m("B", vec(FLOAT32, 4)), m("D", FLOAT64),
                m("f3x2", hlsl(FLOAT32, 3, 2)), m("f3x2_row", hlslRowMajor(FLOAT32, 3, 2)),
                m("d3x4", hlsl(FLOAT64, 3, 4)), m("s1", s1), m("s1_arr", arr(s1, 5)));
        return GoldenVector.of(DXC + "HLSLFileCheck/d3dreflect/cb_sizes.hlsl (int2x1 as int2)", cb)
                .size(2176)
                .spans("A", 0, 8).spans("B", 16, 16).spans("D", 32, 8)
                .spans("f3x2", 48, 28).spans("f3x2_row", 80, 40)
                .spans("d3x4", 128, 120).byteSize(128).matrixStride(32)
                .spans("s1", 256, 312).byteSize(320).spans("s1.i", 0, 4).spans("s1.f3x2", 16, 28).spans("s1.d3x4", 48, 120)
                .spans("s1.i2x1", 168, 8).spans("s1.f3x2_row", 176, 136)
                .spans("s1_arr", 576, 1592).strides(320L);
    }

    static List<GoldenError> errors() {
        String issue = "issue #2: a type the ABI cannot hold is an error naming the member";
        return List.of(
                GoldenError.of(issue + "; HLSL has no pointers", "next", struct("WithPointer",
                        m("a", FLOAT32), m("next", ptr("struct Node")))),
                GoldenError.of(issue + "; HLSL has no unions", "choice", struct("WithUnion",
                        m("a", FLOAT32), m("choice", union("Choice", m("i", INT32), m("f", FLOAT32))))),
                GoldenError.of(issue + " (a bitfield outside C). HLSL 2021 does have bitfields (DXC test"
                        + " d3dreflect/bitfield_reflection.hlsl); the engine does not model them", "flags", struct("WithBitfield",
                        m("a", FLOAT32), bitfield("flags", UINT32, 3))),
                GoldenError.of(issue + "; HLSL has no 8-bit types", "tiny", struct("WithInt8",
                        m("a", FLOAT32), m("tiny", INT8))),
                GoldenError.of(issue + "; HLSL has no 8-bit types", "bytes", struct("WithUchar4",
                        m("a", FLOAT32), m("bytes", vec(UINT8, 4)))),
                GoldenError.of(issue + "; HLSL vectors have 1 to 4 components", "wide", struct("WithFloat8",
                        m("a", FLOAT32), m("wide", vec(FLOAT32, 8)))),
                GoldenError.of(issue + "; C long has no HLSL equivalent", "count", struct("WithLong",
                        m("a", FLOAT32), m("count", LONG))),
                GoldenError.of(issue + "; a constant buffer has a fixed size", "tail", struct("WithRuntimeArray",
                        m("a", vec(FLOAT32, 4)), m("tail", runtime(vec(FLOAT32, 4))))),
                GoldenError.of(issue + "; the error names the member inside a nested struct", "deep", struct("Outer",
                        m("a", FLOAT32), m("inner", struct("InnerWithInt8", m("x", FLOAT32), m("deep", INT8))))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void matchesCompilerReflection(GoldenVector vector) {
        GoldenAssert.matches(Abi.of(HLSL), vector);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void refusesWhatHlslCannotHold(GoldenError error) {
        GoldenAssert.rejects(Abi.of(HLSL), error);
    }
}
