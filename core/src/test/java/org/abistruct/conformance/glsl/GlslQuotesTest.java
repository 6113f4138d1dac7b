package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Quotes in a shader, read by the schema parser as glslang's preprocessor reads them: a {@code '} is punctuation, not
 * the start of a character literal, so a {@code /*} after it opens a comment (in a directive, in {@code #if 0} text
 * too), and in code, or in an {@code #if}, glslang refuses it; a {@code "} must close on its line wherever glslang reads
 * it (code, every directive, {@code #if 0} text; not a comment); a macro that code uses is refused where glslang
 * would replace it there by a {@code '} or a string. Each shader, one file per case, must be refused at the
 * line glslang names, or give block {@code B} glslang's members and offsets (std140). A string in code, a file name
 * in {@code #line} and {@code #include} glslang takes only with an extension on ("required extension not requested"):
 * they are refused without it, at glslang's line, and taken with it.
 */
@Tag("conformance")
class GlslQuotesTest {
    private static final String SWALLOWED = "layout(std140) uniform B { vec4 swallowed; } u;\n";
    private static final String KEPT = "layout(std140) uniform B { vec4 a; float kept; } u;\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450     | int x = 'a';                             | character literals not supported | unexpected ''' in GLSL code
            100     | void f() { int x = 'a'; }                | character literals not supported | unexpected ''' in GLSL code
            450     | #if 'a' == 97\\n#endif                   | bad expression                   | #if: expected a value before '''
            310 es  | #define Q 'a'\\n#if Q\\n#endif            | bad expression                   | #if: expected a value before ''', after its macros
            450     | #define Q 'a'\\nfloat x = Q;              | character literals not supported | 'Q' is replaced here by a ' (the #define at line 2)
            330     | #define Q 'a'\\n#define R Q\\nvoid f() { int x = R; } | character literals not supported | 'R' is replaced here by 'Q' and that by a '
            450     | #if 0\\n'/*'\\n#endif                    | End of input in comment          | unterminated comment
            450     | #if 0\\nit"s here\\n#endif                | End of line in string            | unterminated string literal
            330     | #if 0\\n#define Q "abc\\n#endif           | End of line in string            | unterminated string literal
            450     | #if 0\\n#error it"s\\n#endif              | End of line in string            | unterminated string literal
            300 es  | #pragma it"s                             | End of line in string            | unterminated string literal
            450     | #define Q "abc                           | End of line in string            | unterminated string literal
            110     | void f() { int x = "abc; }               | End of line in string            | unterminated string literal
            450     | #extension GL_GOOGLE_cpp_style_line_directive : enable\\n#line 5 "f.glsl | End of line in string | unterminated string literal
            """)
    void aQuoteGlslangRefusesIsRefusedAtItsLine(String version, String lines, String glslangSays, String schemaSays)
            throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = "#version " + version + "\n" + lines.replace("\\n", "\n") + "\nvoid main() {}\n";
        GlslangVerdict.FirstError glslang = firstError(source);
        SchemaException refused = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", source));
        assertThat(glslang.message()).contains(glslangSays);
        assertThat(refused).isNotNull();
        assertThat(refused.reason()).startsWith(schemaSays);
        assertThat(refused.position().line()).isEqualTo(glslang.line());
    }

    @Test
    void aCommentAQuoteOpensInSkippedTextSwallowsTheEndifAsInGlslang() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = "#version 450\n#if 0\n'/*'\n#endif\n" + KEPT + "void main() {}\n*/\n";
        assertThat(firstError(source).message()).contains("missing #endif");
        SchemaException refused = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", source));
        assertThat(refused).hasMessage("s.frag:2:2: unterminated #if: expected #endif before end of file");
    }

    @ParameterizedTest(name = "shader {index}")
    @ValueSource(strings = {"#version 450\n#if 0\n'/*'\n#endif\n" + SWALLOWED + "*/\n#endif\n",
        "#version 450\n#define Q ' /* it's\n" + SWALLOWED + "*/\n",
        "#version 450\n#pragma it's /*\n" + SWALLOWED + "*/\n",
        "#version 450\n#if 0\n#error it's /*\n#endif\n" + SWALLOWED + "*/\n#endif\n",
        "#version 310 es\nprecision mediump float;\n#define Q ' /* x\n" + SWALLOWED + "*/\n",
        // the lines are read again where 420pack turns joins on
        "#version 330\n#extension GL_ARB_shading_language_420pack : enable\n#if 0\n'/*'\n#endif\n" + SWALLOWED
            + "*/\n#endif\n",
        // a string still hides what is in it
        "#version 450\n#if 0\n\"it's /*\"\n#endif\n", "#version 450\n#pragma \"it's /*\"\n",
        "#version 450\n#if 0\nit's here\n#if 'a'\n#endif\n#endif\n// it's\n/* it's \" */\n#define Q 'a' // it's\n"})
    void aCommentAfterAnApostropheIsReadAsGlslangReadsIt(String head) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = head + KEPT + "void main() {}\n";
        var block = SchemaParser.parse("s.frag", shader).type("B").orElseThrow();
        Files.writeString(dir.resolve("s.frag"), shader);
        List<String> compile = List.of("glslangValidator", "-V", "--auto-map-bindings", "--target-env", "vulkan1.2",
                "-o", "s.spv", "s.frag");
        Oracle.run(dir, compile, 120).orFail(compile);
        List<String> reflect = List.of("spirv-cross", "s.spv", "--reflect");
        SpirvReflection live = SpirvReflection.parse(Oracle.run(dir, reflect, 120).orFail(reflect).stdout());

        assertThat(live.blockStruct(0).members()).extracting(SpirvReflection.Member::name).containsExactly("a", "kept");
        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), live.blockStruct(0), live)).isEmpty();
    }

    @ParameterizedTest(name = "-D{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Q=' /*  | End of input in comment | -DQ=' /*: unterminated comment
            Q="abc  | End of line in string  | -DQ="abc: unterminated string literal
            """)
    void aDefineOnTheCommandLineIsReadAsGlslangReadsIt(String define, String glslangSays, String schemaSays)
            throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = "#version 450\nvoid main() {}\n";
        Files.writeString(dir.resolve("s.frag"), source);
        // glslangValidator reads -D only when it links (-l)
        Oracle.Run run = Oracle.run(dir, List.of("glslangValidator", "-l", "-D" + define, "s.frag"), 120);
        assertThat(run.exitCode()).isNotZero();
        assertThat(run.stdout()).contains(glslangSays);
        CommandLineMacros settings = CommandLineMacros.parse(List.of(define), List.of());
        SchemaException refused = catchThrowableOfType(SchemaException.class,
                () -> SchemaParser.parse("s.frag", source, settings));
        assertThat(refused).isNotNull();
        assertThat(refused.reason()).startsWith(schemaSays);
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450     | float y = "a";
            450     | #define P "a"\\nvoid f() { int x = P; }
            310 es  | void f() { int x = "a"; }
            450     | #extension GL_EXT_debug_printf : enable\\n#extension GL_EXT_debug_printf : disable\\nfloat y = "a";
            450     | #extension all : warn\\n#extension all : disable\\nvoid f() { int x = "a"; }
            450     | #line 5 "f.glsl"
            450     | #extension GL_GOOGLE_include_directive : enable\\n#extension GL_GOOGLE_include_directive : disable\\n#line 5 "f.glsl"
            450     | #extension GL_GOOGLE_cpp_style_line_directive : enable\\n#extension GL_GOOGLE_include_directive : disable\\n#line 5 "f.glsl"
            450     | #include "x.h"
            330     | #extension GL_GOOGLE_cpp_style_line_directive : enable\\n#include <x.h>
            """)
    void aStringGlslangTakesOnlyWithAnExtensionIsRefusedWithoutIt(String version, String lines) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = head(version) + lines.replace("\\n", "\n") + "\nvoid main() {}\n";
        Files.writeString(dir.resolve("x.h"), "// included\n");
        GlslangVerdict.FirstError glslang = firstError(source);
        SchemaException refused = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", source));
        assertThat(glslang.message()).contains("required extension not requested");
        assertThat(refused).isNotNull();
        assertThat(refused.reason()).contains("which glslang refuses").contains(" without #extension ")
                .endsWith("(\"required extension not requested\")");
        assertThat(refused.position().line()).isEqualTo(glslang.line());
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450     | #extension GL_EXT_debug_printf : enable\\nvoid f() { debugPrintfEXT("a"); }
            310 es  | #extension GL_EXT_debug_printf : require\\nvoid f() { debugPrintfEXT("a %d", 1); }
            450     | #extension all : warn\\nvoid f() { debugPrintfEXT("a"); }
            450     | #extension GL_GOOGLE_include_directive : enable\\n#line 5 "f.glsl"
            330     | #extension GL_GOOGLE_cpp_style_line_directive : warn\\n#line 5 "f.glsl"
            450     | #extension GL_GOOGLE_include_directive : enable\\n#include "x.h"
            450     | #extension GL_EXT_debug_printf : enable\\n#define P "a %d"\\nvoid f() { debugPrintfEXT(P, 1); }
            450     | #define Q 'a'\\n#undef Q\\nfloat Q;\\n#define F(x) '\\nfloat F;\\nfloat R;\\n#define R 'a'
            450     | #if 0\\nfloat y = "a";\\n#include "x.h"\\n#line 5 "f.glsl"\\n#endif\\n#pragma "it's"\\n#define Q "a"
            """)
    void aStringGlslangTakesIsTaken(String version, String lines) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = head(version) + lines.replace("\\n", "\n") + "\nstruct S { float a; };\nvoid main() {}\n";
        Files.writeString(dir.resolve("x.h"), "// included\n");
        Files.writeString(dir.resolve("s.frag"), source);
        // glslangValidator finds an #include's file only when it compiles for SPIR-V
        Oracle.Run run = Oracle.run(dir, List.of("glslangValidator", "-V", "-o", "s.spv", "s.frag"), 120);
        assertThat(run.exitCode()).as(run.stdout()).isZero();
        assertThat(SchemaParser.parse("s.frag", source).type("S").orElseThrow().members()).extracting(Member::name)
                .containsExactly("a");
    }

    @Test
    void aStringAfterAnExtensionLineInAConditionalTheFileDoesNotDecideIsRefused() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String source = "#version 450\n#ifdef PRINT\n#extension GL_EXT_debug_printf : enable\n#endif\n"
                + "void main() { debugPrintfEXT(\"a\"); }\n";
        Files.writeString(dir.resolve("s.frag"), source);
        // glslang takes it only with -DPRINT
        assertThat(Oracle.run(dir, List.of("glslangValidator", "-l", "-DPRINT", "s.frag"), 120).exitCode()).isZero();
        assertThat(firstError(source).message()).contains("required extension not requested");
        assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", source)))
                .hasMessageStartingWith("s.frag:5:30: a string literal, which glslang refuses in code").hasMessageEndingWith("whether either is"
                        + " on here depends on a conditional this file does not decide");
        CommandLineMacros print = CommandLineMacros.parse(List.of("PRINT"), List.of());
        assertThat(SchemaParser.parse("s.frag", source, print).types()).isEmpty();
    }

    /** The #version line, and in ES a default precision. */
    private static String head(String version) {
        return "#version " + version + "\n" + (version.endsWith("es") ? "precision mediump float;\n" : "");
    }

    /** glslang's first error for {@code source} (it must refuse it). */
    private GlslangVerdict.FirstError firstError(String source) throws Exception {
        return GlslangVerdict.firstError(dir, "s.frag", source);
    }
}
