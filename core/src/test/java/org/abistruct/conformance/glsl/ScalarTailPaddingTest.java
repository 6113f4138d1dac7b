package org.abistruct.conformance.glsl;

import static org.abistruct.type.Member.of;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under GL_EXT_scalar_block_layout, glslang places the member after a struct, or after an array of
 * structs, right after the last byte of data, inside the tail padding that C would keep: the struct
 * {@code S { double d; float f; }} has alignment 8 and array stride 16, yet a following float lands at
 * +12 and one after {@code S arr[2]} at +16+12. Vulkan allows it: the rule against placing a member in
 * the padding after a structure or array applies only without scalar block layout (spirv-val
 * {@code --scalar-block-layout} accepts the module). RenderDoc's scalar-layout demo, checked on real
 * drivers, documents the same offsets ("C pads after array here - not required in GLSL scalar packing").
 */
@Tag("conformance")
class ScalarTailPaddingTest {
    static final String SHADER = GlslShaderWriter.header(GlslLayout.SCALAR)
            + "struct S { double d; float f; };\n"
            + "layout(scalar, binding = 0) buffer B { S s; float after; S arr[2]; float after2; } b0;\n"
            + "void main() {}\n";

    @TempDir
    java.nio.file.Path dir;

    static StructType block() {
        StructType s = StructType.struct("S", of("d", Scalar.FLOAT64), of("f", Scalar.FLOAT32));
        return StructType.struct("B", of("s", s), of("after", Scalar.FLOAT32), of("arr", ArrayType.of(s, 2)),
                of("after2", Scalar.FLOAT32));
    }

    /** Oracle numbers (glslang 12 + spirv-cross, this harness): s 0, after 12, arr 16 stride 16, after2 44. */
    static SpirvReflection expected() {
        var s = new SpirvReflection.Struct("_S", "S", List.of(member("d", "double", 0, 0), member("f", "float", 8, 0)));
        var b = new SpirvReflection.Struct("_B", "B", List.of(member("s", "_S", 0, 0), member("after", "float", 12, 0),
                new SpirvReflection.Member("arr", "_S", 16, List.of(2L), 16, 0, false), member("after2", "float", 44, 0)));
        return new SpirvReflection(Map.of("_S", s, "_B", b), Map.of(0, new SpirvReflection.Block("B", "_B", 48, 0)));
    }

    @Test
    void engineUsesTheTailPaddingOfStructsAndArrays() {
        SpirvReflection expected = expected();
        assertThat(LayoutDiff.compare(Abi.of("scalar").layout(block()), expected.blockStruct(0), expected)).isEmpty();
    }

    @Test
    void installedOracleAgrees() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        SpirvReflection live = SpirvReflection.compile(dir, "tail", SHADER);
        SpirvReflection.Struct b = live.blockStruct(0);

        assertThat(b.members()).extracting(SpirvReflection.Member::offset).containsExactly(0L, 12L, 16L, 44L);
        assertThat(b.member("arr").arrayStride()).isEqualTo(16);
        assertThat(live.structOf(b.member("s")).members()).isEqualTo(expected().structs().get("_S").members());
    }

    private static SpirvReflection.Member member(String name, String type, long offset, long stride) {
        return new SpirvReflection.Member(name, type, offset, List.of(), stride, 0, false);
    }
}
