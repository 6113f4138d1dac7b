package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A backslash before the line end in a shader, read by the schema parser as glslang reads it: from GLSL 4.20 (or with
 * {@code GL_ARB_shading_language_420pack}, on a line the preprocessor reaches: not in a comment or an {@code #if 0}) it
 * joins the lines, in a comment too, but only with nothing between it and the line end; before 4.20 a comment ends at
 * the line end, as it does again after {@code : disable}. The block must have glslang's members and offsets (std140).
 * After an {@code #extension} line in a conditional the file does not decide, a join is refused where glslang's outcome
 * depends on it (with or without {@code -DPACK}), and read where it does not. Where glslang joins no lines, it refuses
 * a backslash before a line end but at the end of a {@code //} comment, and so does the reader. A shader that switches
 * the joins on and off 300 times, read in one pass, has glslang's members.
 */
@Tag("conformance")
class GlslLineContinuationTest {
    private static final String BLOCK = """
            layout(std140) uniform B {
                vec4 a; // C:\\
                vec4 swallowedFrom420;
                fl\\
            oat c[N];
                vec2 d; // no continuation: a blank follows \\\s
                float e;
            } u;
            void main() {}
            """;

    /** An #extension line in a conditional the file does not decide: glslang joins lines after it with -DPACK. */
    private static final String UNDECIDED = "#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack"
            + " : enable\n#endif\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "head {index}")
    @ValueSource(strings = {"#version 450\n#define N 1\\\n2\n",
        "#version 420 core\n#define N 3\n",
        // the comment before the #extension line ends at the line end: N is defined
        "#version 330\n// C:\\\n#define N 2\n#extension GL_ARB_shading_language_420pack : enable\n",
        // an #extension the preprocessor reaches
        "#version 330\n#define N 2\n#if 1\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        "#version 330\n#define N 2\n#if 0\n#else\n#extension GL_ARB_shading_language_420pack : require\n#endif\n",
        // the usual guard, which glslang's own definition of the macro in desktop GLSL decides
        "#version 330\n#define N 2\n#ifdef GL_ARB_shading_language_420pack\n"
            + "#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        "#version 140\n#define N 2\n#if GL_ARB_shading_language_420pack == 1\n"
            + "#extension GL_ARB_shading_language_420pack : require\n#endif\n",
        // guards that the macros glslang predefines from the #version line decide
        "#version 330 core\n#define N 2\n#ifndef GL_ES\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        "#version 150\n#define N 2\n#if __VERSION__ < 420 && defined(GL_core_profile)\n"
            + "#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        // 'all : warn' turns every extension on, this one too ('all : enable' and 'all : require' glslang refuses)
        "#version 330\n#define N 2\n#extension all : warn\n",
        "#version 330\n#define N 2\n#if 1\n#  extension   all:warn // C:\\\n#undef N\n#endif\n",
        // glslang turns it on right after 'enable': a comment later on that line swallows the #undef
        "#version 330\n#define N 2\n#extension GL_ARB_shading_language_420pack : enable // C:\\\n#undef N\n",
        // a comment the joins end, which without them would run on to the end of the file
        "#version 330\n#define N 2\n#extension GL_ARB_shading_language_420pack : enable\n/* C:\\*\\\n/\n",
        // turned on again after ': disable', or on after a ': disable' that had nothing to turn off
        "#version 330\n#define N 2\n#extension GL_ARB_shading_language_420pack : enable\n"
            + "#extension GL_ARB_shading_language_420pack : disable\n#extension GL_ARB_shading_language_420pack : warn\n",
        "#version 330\n#define N 2\n#extension all : disable\n#extension GL_ARB_shading_language_420pack : require\n",
        "#version 330\n#define N 2\n#extension all : warn\n#extension all : disable\n#extension all : warn\n"})
    void blocksHaveGlslangsMembers(String head) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        assertBlockAsGlslang(head + BLOCK, "a", "c", "d", "e");
    }

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"330", "410"})
    void beforeGlsl420ACommentEndsAtTheLineEnd(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        assertTheCommentEndsAtTheLineEnd("#version " + version + "\n");
    }

    @ParameterizedTest(name = "head {index}")
    @ValueSource(strings = {"/*\n#extension GL_ARB_shading_language_420pack : enable\n*/\n",
        "#if 0\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        "#define OLD 1\n#if !OLD\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
        "#extension GL_ARB_shading_language_420pack : disable\n",
        "#ifndef GL_ARB_shading_language_420pack\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n"})
    void anExtensionLineThePreprocessorDoesNotReachJoinsNoLines(String head) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        assertTheCommentEndsAtTheLineEnd("#version 330\n" + head);
    }

    @ParameterizedTest(name = "head {index}")
    @ValueSource(strings = {"#extension GL_ARB_shading_language_420pack : enable\n"
            + "#extension GL_ARB_shading_language_420pack : disable\n",
        "#extension GL_ARB_shading_language_420pack : require\n#extension GL_ARB_shading_language_420pack : disable\n",
        "#extension GL_ARB_shading_language_420pack : warn\n#extension all : disable\n",
        "#extension all : warn\n#extension all : disable\n",
        // joined up to the end of 'disable': a comment after it on that line ends at the line end
        "#extension GL_ARB_shading_language_420pack : enable\n/* C:\\*\\\n/\n"
            + "#extension GL_ARB_shading_language_420pack : disable // C:\\\n",
        // lines that guards glslang's own macros decide
        "#ifdef GL_ARB_shading_language_420pack\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n"
            + "#ifndef GL_ES\n#extension GL_ARB_shading_language_420pack : disable\n#endif\n"})
    void afterDisableACommentEndsAtTheLineEnd(String head) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        assertTheCommentEndsAtTheLineEnd("#version 330\n" + head);
    }

    @ParameterizedTest(name = "shader {index}")
    @ValueSource(strings = {"#version 330\n/* C:\\\n */\n", "#version 330\n#if 0\n    float a \\\nb;\n#endif\n",
        "#version 330\n#if 0\n/* C:\\\n */\n#endif\n", "#version 330\n#if 0\n#define N 1 \\\n 2\n#endif\n",
        "#version 330\n#if 0\n\"C:\\\" // \\\n#endif\n", "#version 110\n#pragma optimize(on) \\\n\n",
        "/* C:\\\n */\n#version 330\n", "#version 100\nprecision mediump float;\n/* C:\\\n */\n",
        "#version 330\n/* C:\\\n */\n#extension GL_ARB_shading_language_420pack : enable\n",
        "#version 330\n#ifdef GL_ES\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n/* C:\\\n */\n"})
    void whereGlslangJoinsNoLinesABackslashOutsideALineCommentIsRefused(String shader) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = shader + "void main() {}\n";
        Files.writeString(dir.resolve("s.frag"), source);
        Oracle.Run glslang = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 120);
        SchemaException refused = catchThrowableOfType(SchemaException.class,
                () -> SchemaParser.parse("s.frag", source));
        assertThat(refused).hasMessageContaining("refuses a backslash before a line end outside a // comment");
        assertThat(glslang.exitCode()).as(glslang.stdout()).isNotZero();
        assertThat(glslang.stdout()).contains("ERROR: 0:" + refused.position().line() + ": 'line continuation'");
    }

    @ParameterizedTest(name = "head {index}")
    @ValueSource(strings = {"#if 0\n// C:\\\n#endif\n", "#if 0\n' // C:\\\n#endif\n",
        "#if 0\n\"C:\\\\\" // \\\n#endif\n", "#if 0\n    vec4 a; \\ \n#endif\n"})
    void whereGlslangJoinsNoLinesALineCommentsBackslashOrOneBeforeABlankIsRead(String head) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        assertTheCommentEndsAtTheLineEnd("#version 330\n" + head);
    }

    @ParameterizedTest(name = "members {index}")
    @ValueSource(strings = {"    vec4 a; // C:\\\n\n    float kept;\n", "    vec4 a; // C:\\\n  \t\n    float kept;\n",
        "    vec4 a; // C:\\\n    // D:\\\n    // more\n    float kept;\n",
        // glslang's preprocessor reads ' as punctuation: the '//' after it starts a comment
        "    vec4 a;\n#if 0\n' // C:\\\n\n#endif\n    float kept;\n"})
    void aCommentJoinBeforeABlankOrCommentLineIsReadAsGlslangReadsItWithAndWithoutTheExtension(String members)
            throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = UNDECIDED + "layout(std140) uniform B {\n" + members + "} u;\nvoid main() {}\n";
        assertBlockAsGlslang(shader, "a", "kept");
        assertThat(reflect(shader, "-l", "-DPACK").blockStruct(0).members()).extracting(SpirvReflection.Member::name)
                .containsExactly("a", "kept");
    }

    @ParameterizedTest(name = "members {index}")
    @ValueSource(strings = {"    vec4 a; // C:\\\n    float swallowed;\n", "    vec4 a; /* C:\\\n */\n"})
    void aJoinWhoseOutcomeInGlslangDependsOnTheExtensionIsRefused(String members) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = UNDECIDED + "layout(std140) uniform B {\n" + members + "} u;\nvoid main() {}\n";
        // glslang swallows the member, or refuses the block comment's backslash, only without -DPACK
        assertThat(glslangsMembers(shader)).isNotEqualTo(glslangsMembers(shader, "-l", "-DPACK"));
        assertThatThrownBy(() -> SchemaParser.parse("splice.frag", shader)).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("splice.frag:6:18: whether this backslash joins two lines depends on a"
                        + " conditional this file does not decide");
    }

    @ParameterizedTest(name = "members {index}")
    @ValueSource(strings = {"    vec4 a; // C:\\\n    float swallowed;\n", "    vec4 a; fl\\\noat joined;\n"})
    void aJoinAfterAnUndecidedDisableIsRefusedWhereGlslangsOutcomeDependsOnIt(String members) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = "#version 330\n#extension GL_ARB_shading_language_420pack : enable\n#ifdef NOPACK\n"
                + "#extension GL_ARB_shading_language_420pack : disable\n#endif\nlayout(std140) uniform B {\n" + members
                + "} u;\nvoid main() {}\n";
        // glslang joins the lines only without -DNOPACK
        assertThat(glslangsMembers(shader)).isNotEqualTo(glslangsMembers(shader, "-l", "-DNOPACK"));
        assertThatThrownBy(() -> SchemaParser.parse("splice.frag", shader)).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("splice.frag:7:").hasMessageContaining(": whether this backslash joins two"
                        + " lines depends on a conditional this file does not decide").hasMessageContaining("the one at"
                        + " line 4 is inside it");
    }

    @Test
    void aShaderThatSwitchesJoinsOnAndOffManyTimesIsReadAsGlslangReadsIt() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        var shader = new StringBuilder("#version 330\nlayout(std140) uniform B {\n");
        var members = new ArrayList<String>();
        for (int i = 0; i < 150; i++) {
            // joined from each enable: a comment swallows the next line, and a name may be split
            shader.append(i % 2 == 0 ? "#extension GL_ARB_shading_language_420pack : enable\n" : "#extension all : warn\n")
                    .append("    vec4 a").append(i).append("; // C:\\\n    float swallowed").append(i).append(";\n")
                    .append("    fl\\\noat j").append(i).append(";\n")
                    .append(i % 3 == 0 ? "#extension all : disable\n" : "#extension GL_ARB_shading_language_420pack : disable\n")
                    .append("    vec2 b").append(i).append("; // C:\\\n    float kept").append(i).append(";\n");
            members.addAll(List.of("a" + i, "j" + i, "b" + i, "kept" + i));
        }
        shader.append("} u;\nvoid main() {}\n");
        assertBlockAsGlslang(shader.toString(), members.toArray(String[]::new));
    }

    /** After {@code head}, a block whose {@code // C:\} comment must not swallow the member on the next line. */
    private void assertTheCommentEndsAtTheLineEnd(String head) throws Exception {
        assertBlockAsGlslang(head + "layout(std140) uniform B {\n    vec4 a; // C:\\\n    float kept;\n} u;\nvoid main() {}\n",
                "a", "kept");
    }

    /** Block {@code B} of {@code shader} is laid out as glslang compiles it, and has exactly {@code members}. */
    private void assertBlockAsGlslang(String shader, String... members) throws Exception {
        var block = SchemaParser.parse("splice.frag", shader).type("B").orElseThrow();
        SpirvReflection live = reflect(shader);

        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), live.blockStruct(0), live)).isEmpty();
        assertThat(live.blockStruct(0).members()).extracting(SpirvReflection.Member::name).containsExactly(members);
    }

    /**
     * Compiles a fragment shader for Vulkan, binding its block automatically (older GLSL has no binding=), with
     * {@code options} ({@code -D} needs {@code -l}).
     */
    private SpirvReflection reflect(String shader, String... options) throws Exception {
        List<String> compile = compile(shader, options);
        Oracle.run(dir, compile, 120).orFail(compile);
        List<String> reflect = List.of("spirv-cross", "s.spv", "--reflect");
        return SpirvReflection.parse(Oracle.run(dir, reflect, 120).orFail(reflect).stdout());
    }

    /** The members of block {@code B} as glslang compiles {@code shader} with {@code options}; empty if it refuses it. */
    private List<String> glslangsMembers(String shader, String... options) throws Exception {
        if (Oracle.run(dir, compile(shader, options), 120).exitCode() != 0) {
            return List.of();
        }
        return reflect(shader, options).blockStruct(0).members().stream().map(SpirvReflection.Member::name).toList();
    }

    /** Writes {@code shader} and returns the command that compiles it. */
    private List<String> compile(String shader, String... options) throws Exception {
        Files.writeString(dir.resolve("s.frag"), shader);
        var compile = new ArrayList<>(List.of("glslangValidator", "-V", "--auto-map-bindings", "--target-env",
                "vulkan1.2", "-o", "s.spv"));
        compile.addAll(List.of(options));
        compile.add("s.frag");
        return compile;
    }
}
