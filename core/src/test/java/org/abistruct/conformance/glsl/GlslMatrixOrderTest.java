package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code row_major} and {@code column_major} on a block or a block member reach every matrix in the member's
 * structs and arrays of structs, to all depths (GLSL 4.60 §4.4.5), while the same struct stays column-major
 * elsewhere in the shader: the schema parser reads a shader as it is, and its blocks are laid out as glslang and
 * spirv-cross lay them out.
 */
@Tag("conformance")
class GlslMatrixOrderTest {
    /** Blocks 0 to 4: block order, member order over both block orders, one struct both ways, a default statement. */
    static String shader(GlslLayout layout) {
        String open = "layout(" + layout.qualifier();
        String storage = " " + layout.storage() + " ";
        return GlslShaderWriter.header(layout)
                + "struct Inner { mat2x3 a; float f; mat3x2 b; };\n"
                + "struct Mid { Inner inner; mat4x3 c; Inner inners[2]; float g; };\n"
                + "struct Plain { vec3 v; float x; };\n"
                + open + ", row_major, binding = 0)" + storage
                + "B0 { Mid mid; float t0; Mid mids[2]; Plain p; mat2x3 direct; } b0;\n"
                + open + ", column_major, binding = 1)" + storage
                + "B1 { layout(row_major) Mid rows; Mid columns; float t1; layout(row_major) Inner pair[2]; } b1;\n"
                + open + ", row_major, binding = 2)" + storage
                + "B2 { layout(column_major) Mid columns; Inner rows; layout(column_major) Inner pair[2]; mat4x3 d;"
                + " float t2; } b2;\n"
                + open + ", binding = 3)" + storage + "B3 { Inner inner; mat3x2 e; float t3; } b3;\n"
                + "layout(row_major)" + storage + ";\n"
                + open + ", binding = 4)" + storage + "B4 { Mid mid; float t4; layout(column_major) Mid cm; } b4;\n"
                + "void main() {}\n";
    }

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(GlslLayout.class)
    void blocksLayOutTheirStructsMatricesAsGlslangDoes(GlslLayout layout) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = shader(layout);
        Schema schema = SchemaParser.parse("order.comp", shader);
        SpirvReflection live = SpirvReflection.compile(dir, "order", shader);

        for (int binding = 0; binding <= 4; binding++) {
            StructType block = schema.type("B" + binding).orElseThrow();
            assertThat(LayoutDiff.compare(Abi.of(layout.abiId()).layout(block), live.blockStruct(binding), live))
                    .as("B%d under %s", binding, layout).isEmpty();
        }
        // the oracle did see row-major matrices two structs deep, so the comparison above was about them
        SpirvReflection.Struct mid = live.structOf(live.blockStruct(0).member("mid"));
        assertThat(live.structOf(mid.member("inners")).member("b").rowMajor()).isTrue();
    }

    @Test
    void theStructsStayAsDeclaredAndTheirRowMajorVariantsAreListedBeforeTheirUsers() {
        Schema schema = SchemaParser.parse("order.comp", shader(GlslLayout.STD430));

        assertThat(schema.types()).extracting(StructType::name).containsExactly("Inner", "Mid", "Plain",
                "row_major Inner", "row_major Mid", "B0", "B1", "B2", "B3", "B4");
        StructType variant = schema.type("row_major Mid").orElseThrow();
        assertThat(variant.members()).extracting(m -> m.typeName())
                .containsExactly("row_major Inner", "mat4x3", "row_major Inner", "float");
        assertThat(schema.type("B0").orElseThrow().members().getFirst().type()).isSameAs(variant);
        assertThat(schema.type("B1").orElseThrow().members().get(1).type()).isEqualTo(schema.type("Mid").orElseThrow());
        // a struct without matrices has no variant: the qualifier has no effect on it
        assertThat(schema.type("B0").orElseThrow().members().get(3).type()).isEqualTo(schema.type("Plain").orElseThrow());
    }

    @Test
    void glslangAndTheSchemaRefuseLayoutQualifiersOnStructMembers() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        for (String member : List.of("layout(row_major) mat3 m;", "layout(column_major) mat2x3 m;",
                "layout(align = 16) float m;")) {
            String shader = GlslShaderWriter.header(GlslLayout.STD430) + "struct S { " + member + " };\n"
                    + "layout(std430, binding = 0) buffer B { S s; } b;\nvoid main() {}\n";
            Files.writeString(dir.resolve("refused.comp"), shader);
            List<String> compile = List.of("glslangValidator", "-V", "-o", "refused.spv", "refused.comp");
            Oracle.Run run = Oracle.run(dir, compile, 120);
            assertThat(run.exitCode()).as(member).isNotZero();
            assertThat(run.stdout() + run.stderr()).as(member)
                    .contains("cannot use layout qualifiers on structure members");

            assertThatThrownBy(() -> SchemaParser.parse("refused.comp", shader)).as(member)
                    .isInstanceOf(SchemaException.class)
                    .hasMessageContaining("refused.comp:6:12: cannot use layout qualifiers on structure members");
        }
    }
}
