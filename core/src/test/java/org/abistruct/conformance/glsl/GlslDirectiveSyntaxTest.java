package org.abistruct.conformance.glsl;

import static org.abistruct.conformance.glsl.GlslShaderWriter.versioned;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Directive lines of a shader that glslang refuses for their form, and a live {@code #error}, refused by the schema
 * parser where glslang refuses them: with glslang's reason in its message, at the token glslang names (glslang names a
 * line, the line after when what is missing is at the end of the line, as it reports the line end there), in a group
 * glslang skips too where it checks it there ({@code #else} and {@code #endif} with more after them); and the same
 * lines taken where glslang takes them (skipped, or redefining a macro as it stands).
 */
@Tag("conformance")
class GlslDirectiveSyntaxTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450     | #error this is bad 1 + 2                     | 2 | '#error' : this is bad 1 + 2       | 2:2  | #error: this is bad 1 + 2 (glslang fails the compile here)
            310 es  | #error                                       | 3 | '#error'                          | 2:2  | #error (glslang fails
            450     | #if 1\\n#error taken\\n#endif                | 3 | '#error' : taken                  | 3:2  | #error: taken
            450     | #ifdef GL_ES\\n#else\\n#error desktop\\n#endif | 4 | '#error' : desktop              | 4:2  | #error: desktop
            450     | #undef '                                     | 2 | must be followed by macro name    | 2:8  | #undef: expected a macro name but found '''
            450     | #undef                                       | 3 | must be followed by macro name    | 2:7  | #undef: expected a macro name but found end of line
            450     | #undef X Y                                   | 2 | can only be followed by a single macro name | 2:10 | unexpected 'Y' after #undef X
            330     | #define                                      | 3 | must be followed by macro name    | 2:8  | #define: expected a macro name
            450     | #define 1 2                                  | 2 | must be followed by macro name    | 2:9  | #define: expected a macro name but found '1'
            450     | #define X(                                   | 3 | bad argument                      | 2:11 | #define X: expected a parameter name
            450     | #define X(a                                  | 3 | missing parenthesis               | 2:12 | #define X: expected ',' or ')'
            450     | #define X(a,) a                              | 2 | bad argument                      | 2:13 | #define X: expected a parameter name but found ')'
            310 es  | #define X(a,a) a                             | 2 | duplicate macro parameter         | 2:13 | #define X: parameter 'a' named twice
            450     | #define X(...) 1                             | 2 | bad argument                      | 2:11 | #define X: expected a parameter name
            450     | #define X 1\\n#define X 2                    | 3 | different substitutions           | 3:9  | #define X: redefines the macro as defined at line 2 with another replacement
            450     | #define X a+b\\n#define X a + b              | 3 | different substitutions           | 3:9  | #define X: redefines the macro as defined at line 2 with another replacement
            450     | #define X\\n#define X 1                      | 3 | different substitutions           | 3:9  | #define X: redefines
            450     | #define X(a) a\\n#define X(b) b               | 3 | different argument names          | 3:9  | #define X: redefines the macro as defined at line 2 with the parameters (a)
            450     | #define X(a) a\\n#define X a                  | 3 | function-like versus object-like  | 3:9  | #define X: redefines the macro as defined at line 2 with a parameter list
            100     | #define X() 1\\n#define X(a) 1               | 3 | different number of arguments     | 3:9  | #define X: redefines the macro as defined at line 2 with 0 parameters
            450     | #ifdef\\n#endif                              | 3 | must be followed by macro name    | 2:7  | #ifdef: expected a macro name
            300 es  | #ifndef 1\\n#endif                           | 2 | must be followed by macro name    | 2:9  | #ifndef: expected a macro name but found '1'
            450     | #ifdef X Y\\n#endif                          | 2 | unexpected tokens following #ifdef | 2:10 | unexpected 'Y' after #ifdef X
            450     | #ifndef X Y\\n#endif                         | 2 | unexpected tokens following #ifdef | 2:11 | unexpected 'Y' after #ifndef X
            450     | #if 1\\n#else X\\n#endif                     | 3 | unexpected tokens following directive | 3:7 | unexpected 'X' after #else, which glslang refuses
            450     | #if 0\\n#else X\\n#endif                     | 3 | unexpected tokens following directive | 3:7 | unexpected 'X' after #else
            450     | #if 1\\n#endif X                             | 3 | unexpected tokens following directive | 3:8 | unexpected 'X' after #endif
            450     | #if 0\\n#if 0\\n#endif X\\n#endif            | 4 | unexpected tokens following directive | 4:8 | unexpected 'X' after #endif, which glslang refuses in a skipped group too
            450     | #if 1\\n#elif 0\\n#else X\\n#endif           | 4 | unexpected tokens following directive | 4:7 | unexpected 'X' after #else, which glslang refuses in a skipped group too
            450     | #foo                                         | 2 | invalid directive: foo            | 2:2  | #foo: not a directive glslang knows
            450     | # 123                                        | 2 | invalid directive                 | 2:3  | #: '123' names no directive glslang knows
            450     | #elifdef X                                   | 2 | invalid directive: elifdef        | 2:2  | #elifdef: not a directive glslang knows
            450     | #if 1\\n#elifdef X\\n#endif                  | 3 | invalid directive: elifdef        | 3:2  | #elifdef: not a directive glslang knows
            450     | #line                                        | 3 | must by followed by an integral literal | 2:6 | #line: expected a line number
            450     | #extension                                   | 3 | extension name not specified      | 2:11 | #extension: expected an extension name
            450     | #extension GL_EXT_scalar_block_layout        | 3 | ':' missing after extension name  | 2:38 | #extension GL_EXT_scalar_block_layout: expected ':'
            450     | #extension GL_EXT_scalar_block_layout :      | 3 | behavior for extension not specified | 2:40 | #extension GL_EXT_scalar_block_layout: expected require, enable, warn or disable
            450     | #extension GL_EXT_scalar_block_layout : ENABLE | 2 | behavior not supported: ENABLE  | 2:41 | #extension GL_EXT_scalar_block_layout: expected require
            450     | #extension GL_EXT_scalar_block_layout : enable x | 2 | extra tokens -- expected newline | 2:48 | unexpected 'x' after #extension GL_EXT_scalar_block_layout : enable
            450     | #extension all : enable                      | 2 | extension 'all' cannot have 'require' or 'enable' | 2:18 | #extension all : enable, which glslang refuses
            450     | #version 450                                 | 2 | must occur first in shader        | 2:2  | #version after other text
            450     | #pragma optimize(on) x                       | 2 | optimize pragma syntax is incorrect | 2:9 | #pragma optimize: expected (on) or (off)
            450     | #pragma debug on                             | 2 | debug pragma syntax is incorrect  | 2:9  | #pragma debug: expected (on) or (off)
            """)
    void aDirectiveGlslangRefusesIsRefusedWhereItSays(String version, String lines, int glslangLine, String glslangSays,
            String schemaAt, String schemaSays) throws Exception {
        SchemaException refused = GlslangVerdict.refusedAlike(dir, "s.vert", versioned(version, lines), glslangLine,
                glslangSays, schemaAt, schemaSays);
        // the line glslang names, or the next where it reports the line end after a missing token
        assertThat(glslangLine - refused.position().line()).isBetween(0, refused.reason().contains("end of line")
                || refused.reason().equals("#error (glslang fails the compile here)") ? 1 : 0);
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450     | #if 0\\n#error x\\n#endif
            450     | #if 0\\n#undef '\\n#define\\n#define X(\\n#ifdef X Y\\n#endif\\n#foo\\n# 123\\n#line\\n#extension\\n#version 450\\n#pragma debug on\\n#error x\\n#endif
            450     | #if 1\\n#elif 0\\n#error x\\n#else\\n#error y\\n#endif
            450     | #if 0\\n#elifdef X\\n#else\\n#endif
            310 es  | #if 1\\n#elif 1 +\\n#endif
            450     | #define X 1\\n#define X 1
            450     | #define X  1\\n#define X 1
            450     | #define X 1\\n#define X /* */ 1 // c
            450     | #define X a  +b\\n#define X a +b
            450     | #define X a b\\n#define X a/**/b
            450     | #define X(a)a\\n#define X( a ) a
            450     | #define X\\n#define X
            450     | #define X 1\\n#undef X\\n#define X 2
            450     | #define X 1\\n#ifdef X\\n#else\\n#define X 2\\n#endif
            450     | #define X+1\\n#define X 2
            450     | #\\n#pragma debug(foo)\\n#pragma optimize (off)\\n#pragma once\\n#line 5
            450     | #extension GL_EXT_scalar_block_layout:enable\\n#extension all : disable
            450     | #ifdef X // c\\n#endif\\n#ifndef X /* c */\\n#endif\\n#if 0\\n#else // c\\n#endif /* c */
            """)
    void aDirectiveGlslangTakesIsTaken(String version, String lines) throws Exception {
        String source = versioned(version, lines);
        assertThat(GlslangVerdict.accepts(dir, "s.vert", source)).as("glslang takes it").isTrue();
        SchemaParser.parse("s.vert", source);
    }

    @Test
    void anErrorInAnArmTheFileDoesNotDecideIsTakenAsAnArmNoSuccessfulCompileReaches() throws Exception {
        String source = versioned("450", "#ifndef X\n#error need X\n#endif\nlayout(std140) uniform B { float f; };");
        // glslang refuses it exactly when the arm is taken: without -DX
        assertThat(GlslangVerdict.accepts(dir, "s.vert", source, "-l", "-DX")).isTrue();
        assertThat(GlslangVerdict.firstError(dir, "s.vert", source).message()).contains("'#error' : need X");
        assertThat(SchemaParser.parse("s.vert", source).types()).isNotEmpty();
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", source, CommandLineMacros.parse(List.of(), List.of("X"))))
                .hasMessage("s.vert:3:2: #error: need X (glslang fails the compile here)");
    }

    @Test
    void aRedefinitionOfACommandLineMacroIsRefusedAsGlslangRefusesIt() throws Exception {
        String source = versioned("450", "#define X 2");
        assertThat(GlslangVerdict.firstError(dir, "s.vert", source, "-l", "-DX=1").message())
                .contains("Macro redefined; different substitutions");
        assertThat(GlslangVerdict.accepts(dir, "s.vert", source, "-l", "-DX=2")).isTrue();
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", source, CommandLineMacros.parse(List.of("X=1"),
                List.of()))).hasMessageStartingWith("s.vert:2:9: #define X: redefines the macro as defined on the"
                        + " command line (-DX) with another replacement");
        SchemaParser.parse("s.vert", source, CommandLineMacros.parse(List.of("X=2"), List.of()));
    }

    @Test
    void aRedefinitionInAnArmTheFileDoesNotDecideIsRefused() throws Exception {
        String source = versioned("450", "#define X 1\n#ifdef Y\n#define X 2\n#endif");
        assertThat(GlslangVerdict.accepts(dir, "s.vert", source)).isTrue();
        assertThat(GlslangVerdict.firstError(dir, "s.vert", source, "-l", "-DY").message())
                .contains("Macro redefined");
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", source)).hasMessageStartingWith("s.vert:4:9: #define X:"
                + " redefines the macro as defined at line 2");
    }

    @Test
    void aDefineWithoutABlankAfterItsNameDefinesNothingAsInGlslang() throws Exception {
        Oracle.require("spirv-cross", "spirv-cross");
        // glslang warns ("missing space after macro name") and ignores the line, so the default below is taken
        String shader = "#version 450\n#define N+1\n#ifndef N\n#define N 4\n#endif\n"
                + "layout(std140, binding = 0) uniform B { float a[N]; float b; } u;\nvoid main() {}\n";
        var block = SchemaParser.parse("s.frag", shader).type("B").orElseThrow();
        Files.writeString(dir.resolve("s.frag"), shader);
        List<String> compile = List.of("glslangValidator", "-V", "-o", "s.spv", "s.frag");
        Oracle.run(dir, compile, 120).orFail(compile);
        List<String> reflect = List.of("spirv-cross", "s.spv", "--reflect");
        SpirvReflection live = SpirvReflection.parse(Oracle.run(dir, reflect, 120).orFail(reflect).stdout());

        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), live.blockStruct(0), live)).isEmpty();
        assertThat(live.blockStruct(0).members()).extracting(SpirvReflection.Member::offset).containsExactly(0L, 64L);
    }
}
