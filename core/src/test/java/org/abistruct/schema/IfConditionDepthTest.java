package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.Member;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Deeply nested parentheses in an {@code #if}, against clang (a C file) and glslang (a shader): neither has a limit,
 * and the schema decides a condition up to {@link ConstantExpression#MAX_DEPTH} parentheses, as many as it reads in
 * a constant expression. It counted each parenthesis twice, and so left a condition in 128 to 256 of them undecided:
 * a member under it came from two branches, and a division by zero the compiler refuses was taken. Each case is a
 * file of its own.
 */
class IfConditionDepthTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} parentheses around {1}")
    @CsvSource({"128, 1", "128, 0", "200, 1", "256, 0", "256, 1"})
    void aConditionInUpTo256ParenthesesIsDecidedAsClangAndGlslangDecideIt(int depth, int value) throws Exception {
        Oracle.require("clang", "clang");
        Oracle.require("glslangValidator", "glslang-tools");
        String directive = "#if " + "(".repeat(depth) + value + ")".repeat(depth) + "\n";
        String expected = value == 1 ? "taken" : "notTaken";

        Files.writeString(dir.resolve("c.c"), directive + "#error taken\n#endif\n");
        Oracle.Run clang = Oracle.run(dir, command(FirstErrors.clang("x86_64-linux-gnu", "c11"), "c.c"), 60);
        assertThat(clang.stderr().contains("error: taken") ? "taken" : clang.exitCode() == 0 ? "notTaken"
                : clang.stderr()).isEqualTo(expected);
        Files.writeString(dir.resolve("s.frag"), "#version 450\n" + directive + "#error taken\n#endif\nvoid main() {}\n");
        Oracle.Run glslang = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 60);
        assertThat(glslang.stdout().contains("'#error' : taken") ? "taken" : glslang.exitCode() == 0 ? "notTaken"
                : glslang.stdout()).isEqualTo(expected);

        String struct = "struct S {\n" + directive + "    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
        assertThat(SchemaParser.parse("c.h", struct).type("S").orElseThrow().members()).extracting(Member::name)
                .containsExactly(expected);
        assertThat(SchemaParser.parse("s.frag", "#version 450\n" + struct).type("S").orElseThrow().members())
                .extracting(Member::name).containsExactly(expected);
    }

    @ParameterizedTest(name = "{0} parentheses")
    @ValueSource(ints = {128, 256})
    void aDivisionByZeroInUpTo256ParenthesesIsRefusedAsClangAndGlslangRefuseIt(int depth) throws Exception {
        Oracle.require("clang", "clang");
        Oracle.require("glslangValidator", "glslang-tools");
        String directive = "#if " + "(".repeat(depth) + "1 / 0" + ")".repeat(depth) + "\n#endif\n";
        String c = directive + "struct S { int a; };\n";
        String shader = "#version 450\n" + c + "void main() {}\n";

        Files.writeString(dir.resolve("c.c"), c);
        Oracle.Run clang = Oracle.run(dir, command(FirstErrors.clang("x86_64-linux-gnu", "c11"), "c.c"), 60);
        assertThat(clang.exitCode()).isNotZero();
        assertThat(clang.stderr()).contains("c.c:1:").contains("error: division by zero in preprocessor expression");
        Files.writeString(dir.resolve("s.frag"), shader);
        Oracle.Run glslang = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 60);
        assertThat(glslang.exitCode()).isNotZero();
        assertThat(glslang.stdout()).contains("ERROR: 0:2: 'preprocessor evaluation' : division by 0");

        // the schema names the directive, as for every #if it refuses
        assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("c.h", c)))
                .hasMessage("c.h:1:2: #if: division by zero in 1 / 0, which C leaves undefined");
        assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", shader)))
                .hasMessage("s.frag:2:2: #if: division by zero in 1 / 0, which C leaves undefined");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"(", "-(", "!"})
    void pastTheLimitTheConditionIsUndecided(String nesting) {
        // the schema's own bound, which clang and glslang do not have: a parenthesis and a unary operator are a level
        // each, and past the limit both arms are read
        int within = ConstantExpression.MAX_DEPTH / nesting.length();
        assertThat(members(condition(nesting, within))).containsExactly("taken");
        assertThat(catchThrowableOfType(SchemaException.class, () -> members(condition(nesting, within + 1))))
                .hasMessageContaining("come from two branches of the #if at line 2");
    }

    /** Struct {@code S} with a member under {@code #if} {@code nesting} repeated {@code times} around a 1. */
    private static String condition(String nesting, int times) {
        String closing = ")".repeat(times * (int) nesting.chars().filter(c -> c == '(').count());
        return "struct S {\n#if " + nesting.repeat(times) + "1" + closing
                + "\n    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
    }

    private static List<String> members(String source) {
        return SchemaParser.parse("c.h", source).type("S").orElseThrow().members().stream().map(Member::name).toList();
    }

    private static List<String> command(List<String> compiler, String file) {
        return java.util.stream.Stream.concat(compiler.stream(), java.util.stream.Stream.of(file)).toList();
    }
}
