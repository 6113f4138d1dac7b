package org.abistruct.conformance.glsl;

import static org.abistruct.type.Member.of;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.abistruct.type.ArrayType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The oracle-verified block of layout-anchors.md B.9 (glslang 12 → SPIR-V → spirv-cross --reflect):
 * {@code float f; vec3 v3; float g; vec2 v2; float arr[3]; mat3 m3; layout(row_major) mat3 rm3;
 * mat2x3 m23; bool b; L l; L ls[2]; dvec3 dv;} with {@code struct L { vec3 pos; float r; vec2 uv; }},
 * ended by {@code vec4 rt[]} in the std430 block and {@code vec3 rt[]} in the scalar block. The numbers
 * below are copied from that table, in spirv-cross's own terms, so that the engine and a live oracle
 * run can both be held against them.
 */
final class AnchorTable {
    static final String L_ID = "_L";
    static final String BLOCK_ID = "_Block";

    private AnchorTable() {
    }

    /** {@code struct L { vec3 pos; float r; vec2 uv; }}: the same offsets in all three layouts. */
    static StructType l() {
        return StructType.struct("L", of("pos", VectorType.of(Scalar.FLOAT32, 3)), of("r", Scalar.FLOAT32),
                of("uv", VectorType.of(Scalar.FLOAT32, 2)));
    }

    /** The block as a type: the same members, plus the runtime-sized tail for storage buffers. */
    static StructType block(GlslLayout layout) {
        StructType l = l();
        var members = new ArrayList<>(List.of(
                of("f", Scalar.FLOAT32), of("v3", VectorType.of(Scalar.FLOAT32, 3)), of("g", Scalar.FLOAT32),
                of("v2", VectorType.of(Scalar.FLOAT32, 2)), of("arr", ArrayType.of(Scalar.FLOAT32, 3)),
                of("m3", MatrixType.of(Scalar.FLOAT32, 3, 3)),
                of("rm3", MatrixType.of(Scalar.FLOAT32, 3, 3).withRowMajor(true)),
                of("m23", MatrixType.of(Scalar.FLOAT32, 2, 3)), of("b", Scalar.BOOL), of("l", l),
                of("ls", ArrayType.of(l, 2)), of("dv", VectorType.of(Scalar.FLOAT64, 3))));
        switch (layout) {
            case STD140 -> { }
            case STD430 -> members.add(of("rt", ArrayType.runtimeSized(VectorType.of(Scalar.FLOAT32, 4))));
            case SCALAR -> members.add(of("rt", ArrayType.runtimeSized(VectorType.of(Scalar.FLOAT32, 3))));
        }
        return StructType.struct("Block", members.toArray(Member[]::new));
    }

    /** The GLSL of the block, as the oracle compiles it. */
    static String shader(GlslLayout layout) {
        String tail = switch (layout) {
            case STD140 -> "";
            case STD430 -> " vec4 rt[];";
            case SCALAR -> " vec3 rt[];";
        };
        return GlslShaderWriter.header(layout)
                + "struct L { vec3 pos; float r; vec2 uv; };\n"
                + "layout(" + layout.qualifier() + ", binding = 0) " + layout.storage() + " Block {"
                + " float f; vec3 v3; float g; vec2 v2; float arr[3]; mat3 m3; layout(row_major) mat3 rm3;"
                + " mat2x3 m23; bool b; L l; L ls[2]; dvec3 dv;" + tail + " } b0;\n"
                + "void main() {}\n";
    }

    /** spirv-cross's {@code block_size}: 376 (std140), 352 (std430, up to rt), 240 (scalar, up to rt). */
    static long blockSize(GlslLayout layout) {
        return pick(layout, 376, 352, 240);
    }

    /** The table as a reflection: the block at binding 0 and its struct L. */
    static SpirvReflection expected(GlslLayout layout) {
        var block = new ArrayList<SpirvReflection.Member>(List.of(
                plain("f", "float", pick(layout, 0, 0, 0)),
                plain("v3", "vec3", pick(layout, 16, 16, 4)),
                plain("g", "float", pick(layout, 28, 28, 16)),
                plain("v2", "vec2", pick(layout, 32, 32, 20)),
                array("arr", "float", pick(layout, 48, 40, 28), 3, pick(layout, 16, 4, 4)),
                matrix("m3", "mat3", pick(layout, 96, 64, 40), pick(layout, 16, 16, 12), false),
                matrix("rm3", "mat3", pick(layout, 144, 112, 76), pick(layout, 16, 16, 12), true),
                matrix("m23", "mat2x3", pick(layout, 192, 160, 112), pick(layout, 16, 16, 12), false),
                plain("b", "uint", pick(layout, 224, 192, 136)),
                plain("l", L_ID, pick(layout, 240, 208, 140)),
                array("ls", L_ID, pick(layout, 272, 240, 164), 2, pick(layout, 32, 32, 24)),
                plain("dv", "dvec3", pick(layout, 352, 320, 216))));
        switch (layout) {
            case STD140 -> { }
            case STD430 -> block.add(array("rt", "vec4", 352, 0, 16));
            case SCALAR -> block.add(array("rt", "vec3", 240, 0, 12));
        }
        var l = new SpirvReflection.Struct(L_ID, "L",
                List.of(plain("pos", "vec3", 0), plain("r", "float", 12), plain("uv", "vec2", 16)));
        var blockStruct = new SpirvReflection.Struct(BLOCK_ID, "Block", List.copyOf(block));
        return new SpirvReflection(Map.of(L_ID, l, BLOCK_ID, blockStruct),
                Map.of(0, new SpirvReflection.Block("Block", BLOCK_ID, blockSize(layout), 0)));
    }

    private static long pick(GlslLayout layout, long std140, long std430, long scalar) {
        return switch (layout) {
            case STD140 -> std140;
            case STD430 -> std430;
            case SCALAR -> scalar;
        };
    }

    private static SpirvReflection.Member plain(String name, String type, long offset) {
        return new SpirvReflection.Member(name, type, offset, List.of(), 0, 0, false);
    }

    private static SpirvReflection.Member array(String name, String type, long offset, long length, long stride) {
        return new SpirvReflection.Member(name, type, offset, List.of(length), stride, 0, false);
    }

    private static SpirvReflection.Member matrix(String name, String type, long offset, long stride, boolean rowMajor) {
        return new SpirvReflection.Member(name, type, offset, List.of(), 0, stride, rowMajor);
    }
}
