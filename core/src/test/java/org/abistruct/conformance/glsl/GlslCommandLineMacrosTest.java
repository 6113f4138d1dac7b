package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A {@code -D} without a value in a GLSL file: glslangValidator defines the name as nothing ({@code #define FOO}), where
 * C compilers define it as 1, so {@code #ifdef FOO} is taken, {@code #if FOO} has no expression and {@code #if FOO 1}
 * is {@code #if 1}. The schema parser reads the conditional as glslang does, and refuses it where glslang does.
 */
@Tag("conformance")
class GlslCommandLineMacrosTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0} -DFOO: {1}")
    @CsvSource(delimiter = ';', textBlock = """
            450     ; #ifdef FOO            ; taken
            310 es  ; #if defined(FOO)      ; taken
            450     ; #if FOO 1             ; taken
            330     ; #if FOO 0             ; notTaken
            100     ; #if FOO -1 == -1      ; taken
            450     ; #if FOO               ; refused
            300 es  ; #if FOO == 1          ; refused
            """)
    void aDefineWithoutAValueIsDefinedAsNothingAsInGlslang(String version, String directive, String outcome)
            throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String head = "#version " + version + "\n" + directive + "\n";
        Files.writeString(dir.resolve("s.vert"), head + "#error taken\n#endif\nvoid main() {}\n");
        // glslangValidator reads -D only when it links (-l)
        Oracle.Run run = Oracle.run(dir, List.of("glslangValidator", "-l", "-DFOO", "s.vert"), 120);
        String glslang = run.stdout().contains("'#error' : taken") ? "taken"
                : run.stdout().contains("'preprocessor evaluation'") ? "refused"
                : run.exitCode() == 0 ? "notTaken" : run.stdout();
        assertThat(glslang).isEqualTo(outcome);

        String struct = head + "struct S { float taken; };\n#else\nstruct S { float notTaken; };\n#endif\n";
        CommandLineMacros foo = CommandLineMacros.parse(List.of("FOO"), List.of());
        if (outcome.equals("refused")) {
            assertThatThrownBy(() -> SchemaParser.parse("s.vert", struct, foo)).isInstanceOf(SchemaException.class)
                    .hasMessageStartingWith("s.vert:2:2: #if");
        } else {
            assertThat(SchemaParser.parse("s.vert", struct, foo).type("S").orElseThrow().members())
                    .extracting(Member::name).containsExactly(outcome);
        }
    }
}
