package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A name the file has {@code #undef}'d in an {@code #if}: desktop glslang reads it as 0, as C does, while in ES it
 * refuses it wherever it evaluates it, which is everywhere but where its short circuit skips it (after a 1 and
 * {@code ||} or a 0 and {@code &&}, to the end of that operator chain). The schema parser takes the arm glslang takes,
 * and refuses the condition where glslang does.
 */
@Tag("conformance")
class GlslUndefinedNamesTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}: #if {1}")
    @CsvSource(delimiter = ';', textBlock = """
            310 es  ; FOO                               ; refused
            300 es  ; FOO == 0                          ; refused
            100     ; !FOO                              ; refused
            320 es  ; 2 || FOO                          ; refused
            310 es  ; (0 && 1) || FOO                   ; refused
            310 es  ; (1 || 0) && FOO                   ; refused
            310 es  ; GL_ARB_shading_language_420pack   ; refused
            310 es  ; 1 || FOO                          ; taken
            310 es  ; 1 || 0 && FOO                     ; taken
            300 es  ; 1 == 1 || (FOO)                   ; taken
            310 es  ; 0 && FOO                          ; notTaken
            310 es  ; 0 && 1 || FOO                     ; notTaken
            100     ; defined(FOO) && FOO               ; notTaken
            450     ; FOO                               ; notTaken
            330     ; 2 || FOO == 0                     ; taken
            110     ; !FOO                              ; taken
            """)
    void anUndefinedNameIsReadAsGlslangReadsIt(String version, String condition, String outcome) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String head = "#version " + version + "\n" + (version.equals("110") ? "" : "precision mediump float;\n")
                + "#undef FOO\n#if " + condition + "\n";
        Files.writeString(dir.resolve("s.frag"), head + "#error taken\n#endif\nvoid main() {}\n");
        Oracle.Run run = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 120);
        String glslang = run.stdout().contains("'#error' : taken") ? "taken"
                : run.stdout().contains("undefined macro in expression not allowed in es profile") ? "refused"
                : run.exitCode() == 0 ? "notTaken" : run.stdout();
        assertThat(glslang).isEqualTo(outcome);

        String struct = head + "struct S { float taken; };\n#else\nstruct S { float notTaken; };\n#endif\n";
        int line = head.split("\n").length;
        if (outcome.equals("refused")) {
            assertThatThrownBy(() -> SchemaParser.parse("s.frag", struct)).isInstanceOf(SchemaException.class)
                    .hasMessageStartingWith("s.frag:" + line + ":2: #if: '")
                    .hasMessageContaining("' is undefined here, which glslang refuses in an ES #if");
        } else {
            assertThat(SchemaParser.parse("s.frag", struct).type("S").orElseThrow().members())
                    .extracting(Member::name).containsExactly(outcome);
        }
    }
}
