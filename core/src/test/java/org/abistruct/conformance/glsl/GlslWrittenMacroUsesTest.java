package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A shader's macros where the schema reads words as written, against glslang: a macro that glslang replaces there into
 * another layout is refused (glslang takes the shader and lays it out otherwise than the words as written say), the
 * way out the error names ({@code glslangValidator -E}) gives text the schema reads and lays out as glslang does, and
 * the macros that are taken (sizes, conditionals, guards, layout values, qualifiers that move no member) give
 * glslang's layout. The messages themselves are {@code org.abistruct.schema.GlslWrittenMacroUsesTest}'s.
 */
@Tag("conformance")
class GlslWrittenMacroUsesTest {
    @TempDir
    Path dir;

    /** Blocks 0 to 2 under std140 and std430, with the macros the schema takes. */
    private static final String TAKEN = """
            #version 450
            #ifndef SHADER_GUARD
            #define SHADER_GUARD
            #define N 3
            #define BINDING 1
            #define PI 3.14159
            #define SQ(x) ((x) * (x))
            #define F(x) vec4(x)
            #define v v
            #define mediump
            #define lowp mediump
            #define precise
            #define readonly
            #define coherent volatile restrict
            #define writeonly highp
            const int M = N + 1;
            layout(local_size_x = N) in;
            #if N > 2
            layout(std140, binding = 0) uniform B0 { float a[N]; vec2 b[M]; float F; vec3 v; } b0;
            #endif
            layout(std430, binding = BINDING) buffer B1 { vec2 a; mediump float f; lowp vec3 g; precise float h;
                readonly float i; coherent vec3 j; writeonly float k[M]; } b1;
            layout(std430, binding = 2) buffer B2 { float F; vec3 v; float t[N]; } b2;
            #endif
            void main() { b2.F = SQ(PI) * b0.a[0] + b1.f; }
            """;

    private static void requireGlslang() {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
    }

    private static void assertLaysOutAsGlslang(Schema schema, SpirvReflection live, String abi, int binding,
            String block) {
        assertThat(LayoutDiff.compare(Abi.of(abi).layout(schema.type(block).orElseThrow()), live.blockStruct(binding),
                live)).as("%s under %s", block, abi).isEmpty();
    }

    @Test
    void theMacrosTakenLayOutAsGlslangDoes() throws Exception {
        requireGlslang();
        Schema schema = SchemaParser.parse("taken.comp", TAKEN);
        SpirvReflection live = SpirvReflection.compile(dir, "taken", TAKEN);

        assertLaysOutAsGlslang(schema, live, "std140", 0, "B0");
        assertLaysOutAsGlslang(schema, live, "std430", 1, "B1");
        assertLaysOutAsGlslang(schema, live, "std430", 2, "B2");
        // the macros did reach the oracle: sized by N and M, the member F not replaced by the function-like F
        assertThat(live.blockStruct(0).member("b").offset()).isEqualTo(48);
        assertThat(live.blockStruct(2).member("F").offset()).isZero();
    }

    /**
     * Each shader puts a macro where the schema reads words as written; glslang takes it, and its block differs from
     * the one the words as written declare, so reading it so would have been silently wrong.
     */
    @ParameterizedTest
    @ValueSource(strings = {
            "#define ORDER row_major\nlayout(std140, ORDER, binding = 0) uniform B { mat3x4 m; float f; } b;",
            "#define ORDER row_major\nlayout(std140, binding = 0) uniform B { layout(ORDER) mat3x4 m; float f; } b;",
            "#define vec3 vec4\nlayout(std140, binding = 0) uniform B { vec3 v; float f; } b;",
            "#define mat3x4 mat4x3\nlayout(std140, binding = 0) uniform B { mat3x4 m; float f; } b;",
            "#define float double\nlayout(std140, binding = 0) uniform B { float g; float f; } b;",
            "#define ARR(n) n[2]\nlayout(std140, binding = 0) uniform B { vec2 v; float ARR(f); } b;"})
    void aMacroGlslangReplacesIntoAnotherLayoutIsRefusedAndItsPreprocessedTextLaysOutAsGlslang(String lines)
            throws Exception {
        requireGlslang();
        String shader = "#version 450\nlayout(local_size_x = 1) in;\n" + lines + "\nvoid main() {}\n";
        SpirvReflection live = SpirvReflection.compile(dir, "refused", shader);
        String asWritten = shader.replaceFirst("#define [^\n]*\n", "").replace("ORDER", "std140")
                .replace("ARR(f)", "f");
        assertThat(LayoutDiff.compare(Abi.of("std140").layout(SchemaParser.parse("w.comp", asWritten).type("B")
                .orElseThrow()), live.blockStruct(0), live)).as("the words as written").isNotEmpty();

        assertThatThrownBy(() -> SchemaParser.parse("refused.comp", shader)).isInstanceOf(SchemaException.class)
                .hasMessageContaining("is a macro here (#define at refused.comp:3), which glslang would replace")
                .hasMessageEndingWith("preprocess the file first: glslangValidator -E refused.comp | abistruct layout"
                        + " --abi ID - (docs/cli.md)");

        List<String> preprocess = List.of("glslangValidator", "-E", "refused.comp");
        String preprocessed = Oracle.run(dir, preprocess, 120).orFail(preprocess).stdout();
        assertThat(preprocessed).startsWith("#version 450");
        assertLaysOutAsGlslang(SchemaParser.parse("<stdin>", preprocessed), live, "std140", 0, "B");
    }

    /**
     * The qualifiers taken defined away that glslang refuses on a uniform or buffer block member, in the stages that
     * have them: taking one away cannot change a layout glslang accepts, and the shader without it lays out as glslang.
     */
    @ParameterizedTest
    @ValueSource(strings = {"invariant", "flat", "smooth", "noperspective", "centroid", "sample", "patch"})
    void aQualifierGlslangRefusesOnABlockMemberMayBeDefinedAway(String word) throws Exception {
        requireGlslang();
        for (String stage : List.of("tesc", "frag")) {
            String with = "#version 450\nlayout(std140, binding = 0) uniform B { float a; " + word + " vec3 v; } b;\n"
                    + "void main() {}\n";
            assertThat(GlslangVerdict.accepts(dir, "q." + stage, with)).as("%s on a member, %s", word, stage)
                    .isFalse();
        }
        String definedAway = "#version 450\n#define " + word + "\nlayout(local_size_x = 1) in;\n"
                + "layout(std140, binding = 0) uniform B { float a; " + word + " vec3 v; } b;\nvoid main() {}\n";
        SpirvReflection live = SpirvReflection.compile(dir, "away", definedAway);
        assertLaysOutAsGlslang(SchemaParser.parse("away.comp", definedAway), live, "std140", 0, "B");
    }

    @Test
    void glslangReplacesAMacroInALayoutQualifierWithTheMatrixOrder() throws Exception {
        requireGlslang();
        String shader = "#version 450\nlayout(local_size_x = 1) in;\n#define ORDER row_major\n"
                + "layout(std140, ORDER, binding = 0) uniform B { mat3x4 m; } b;\nvoid main() {}\n";
        SpirvReflection live = SpirvReflection.compile(dir, "order", shader);

        assertThat(live.blockStruct(0).member("m").rowMajor()).isTrue();
        assertThat(live.blocks().get(0).blockSize()).isEqualTo(64); // 48 column-major
        assertThat(Abi.of("std140").layout(SchemaParser.parse("o.comp", shader.replace("#define ORDER row_major\n",
                "")).type("B").orElseThrow()).byteSize()).as("layout(ORDER) read as written").isEqualTo(48);
    }
}
