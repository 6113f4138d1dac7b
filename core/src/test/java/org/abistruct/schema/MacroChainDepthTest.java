package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Long chains of macros ({@code #define A0 A1}, {@code #define A1 A2}, ..., the last one's replacement the end),
 * against clang and glslang. The schema looked into a static assertion's message, and into the macros of code it
 * skips, by a recursion per macro of the chain, and overflowed the stack some thousands long (the CLI said "internal
 * error"), where clang reads 20 000 of them. It now keeps those replacements on stacks of its own. A GLSL macro whose
 * call puts one in the argument of another ({@code #define A0 F(A1)}) is replaced by a recursion per call, which
 * glslang's own stack cannot take some thousands deep: past {@link GlslMacroExpansion#MAX_ARGUMENT_DEPTH} the schema
 * refuses it at the use.
 */
class MacroChainDepthTest {
    private static final int LONG = 20_000;

    @TempDir
    Path dir;

    /** {@code #define A0 A1} to {@code #define A<count - 1> A<count>}, and {@code #define A<count> end}. */
    private static String chain(int count, String end) {
        return IntStream.range(0, count).mapToObj(i -> "#define A" + i + " A" + (i + 1) + "\n")
                .collect(Collectors.joining()) + "#define A" + count + " " + end + "\n";
    }

    /** As {@link #chain}, each a function-like macro calling the next with its argument. */
    private static String calls(int count, String end) {
        return IntStream.range(0, count).mapToObj(i -> "#define A" + i + "(x) A" + (i + 1) + "(x)\n")
                .collect(Collectors.joining()) + "#define A" + count + "(x) " + end + "\n";
    }

    /** As {@link #chain}, each the call {@code F(A<i + 1>)} of {@code #define F(x) x}. */
    private static String nestedCalls(int count, String end) {
        return "#define F(x) x\n" + IntStream.range(0, count).mapToObj(i -> "#define A" + i + " F(A" + (i + 1) + ")\n")
                .collect(Collectors.joining()) + "#define A" + count + " " + end + "\n";
    }

    @Test
    void aStaticAssertionsMessageThroughALongChainIsReadAsClangReadsIt() throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of("x86_64-sysv");
        String strings = chain(LONG, "\"x\"") + "_Static_assert(1, A0);\nstruct S { int a; };\n";
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), strings)).isEmpty();
        assertThat(FirstErrors.schema(strings, abi)).isEmpty();
        // within the tokens the schema looks at, a chain that ends in no string is refused where clang refuses it
        String number = chain(9_000, "1") + "_Static_assert(1, A0);\nstruct S { int a; };\n";
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), number))
                .isEqualTo("9002:19");
        assertThat(FirstErrors.schema(number, abi)).isEqualTo("9002:19");
        assertThat(FirstErrors.schemaReason(number, abi))
                .isEqualTo("expected a string literal, the message of _Static_assert but found '1' (in the expansion"
                        + " of macro 'A0')");
    }

    @Test
    void longChainsInCodeTheSchemaSkipsAreTakenAsClangTakesThem() throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of("x86_64-sysv");
        for (String source : List.of(
                chain(LONG, "1") + "static int f(void) { return A0; }\nstruct S { int a; };\n",
                chain(LONG, "(1)") + "static int f(void) { return A0; }\nstruct S { int a; };\n",
                calls(LONG, "x") + "static int f(void) { return A0(1); }\nstruct S { int a; };\n",
                nestedCalls(1_000, "1") + "static int f(void) { return A0; }\nstruct S { int a; };\n",
                chain(LONG, "\"x\"") + "_Static_assert(sizeof(A0) == 2, \"m\");\nstruct S { int a; };\n")) {
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source)).isEmpty();
            assertThat(FirstErrors.schema(source, abi)).isEmpty();
        }
        // clang's own stack runs out some thousands of such calls deep; the schema, which does not replace the
        // arguments of code it skips, takes them
        String nested = nestedCalls(LONG, "1") + "static int f(void) { return A0; }\nstruct S { int a; };\n";
        assertThat(FirstErrors.schema(nested, abi)).isEmpty();
    }

    @Test
    void aBracketAtTheEndOfALongChainInSkippedCodeIsStillFound() {
        // the chain's last replacement closes the parenthesis written around its use: the schema follows it to there
        String source = chain(LONG, ")") + "static int f(void) { return (1 A0); }\nstruct S { int a; };\n";
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schema(source, abi)).isEqualTo((LONG + 2) + ":32");
        assertThat(FirstErrors.schemaReason(source, abi)).startsWith("'A0' is a macro here (#define at c.c:1) whose"
                + " replacement closes a ')' written around it (through 'A1'), which a compiler would obey");
    }

    @Test
    void glslCallsNestedInArgumentsPastTheLimitAreRefusedAtTheirUseNotByOverflowingTheStack() throws Exception {
        String limit = "more than 256 deep, more than the schema follows (glslang has no such limit, but its own"
                + " stack runs out some thousands deep); write them less deeply nested";
        String code = "#version 450\n" + nestedCalls(LONG, "1") + "struct S { float a; };\nvoid main() { int x = A0; }\n";
        SchemaException inCode = catchThrowableOfType(SchemaException.class,
                () -> SchemaParser.parse("s.frag", code));
        assertThat(inCode).hasMessage("s.frag:" + (LONG + 5) + ":23: 'A0' is replaced here by calls of function-like"
                + " macros in the arguments of calls " + limit);
        String condition = "#version 450\n" + nestedCalls(LONG, "1") + "#if F(A0)\nstruct S { float a; };\n#endif\n";
        SchemaException inIf = catchThrowableOfType(SchemaException.class,
                () -> SchemaParser.parse("s.frag", condition));
        assertThat(inIf).hasMessage("s.frag:" + (LONG + 4) + ":2: #if: 'A0' is replaced here by calls of function-like"
                + " macros in the arguments of calls " + limit);
    }

    @Test
    void glslCallsNestedInArgumentsUpToTheLimitAreReadAsGlslangReadsThem() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // A0 is F(A1), whose argument A1 is F(A2), and so on: A<count> is replaced in arguments <count> deep
        for (int count : new int[] {256, 257}) {
            String shader = "#version 450\n" + nestedCalls(count, "1") + "struct S { float a; };\n"
                    + "void main() { int x = A0; }\n";
            Files.writeString(dir.resolve("s.frag"), shader);
            Oracle.Run glslang = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 60);
            assertThat(glslang.exitCode()).as(glslang.stdout()).isZero();
            if (count == 256) {
                assertThat(SchemaParser.parse("s.frag", shader).type("S")).isPresent();
            } else {
                assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("s.frag", shader)))
                        .hasMessageContaining("more than 256 deep");
            }
        }
    }

    @Test
    void sizeofsNestedThroughTypeNamesCountTowardTheExpressionsDepthNotOverflowingTheStack() throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of("x86_64-sysv");
        // each sizeof(char[...]) is two levels, its parenthesis and its bracket: 128 fit in the 256 levels; clang,
        // which counts parentheses and brackets apart, takes 255 of them
        for (int count : new int[] {128, 129}) {
            String source = "struct S { char a[" + "sizeof(char[".repeat(count) + "1" + "])".repeat(count) + "]; };\n";
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source)).isEmpty();
            assertThat(FirstErrors.schemaReadFor(source, target)).isEqualTo(count == 128 ? "" : "1:" + (19 + 128 * 12 + 6));
        }
        assertThat(FirstErrors.schemaReasonReadFor("struct S { char a[" + "sizeof(char[".repeat(129) + "1"
                + "])".repeat(129) + "]; };\n", target)).isEqualTo("constant expression is nested more than 256 deep");
        // a chain of macros builds the same nesting, where each macro's type name was read by an expression of its
        // own; its tokens are read before the type name is, so a longer chain passes the 10 000 tokens first
        for (int count : new int[] {1_000, LONG}) {
            String chain = IntStream.range(0, count).mapToObj(i -> "#define A" + i + " sizeof(char[A" + (i + 1) + "])\n")
                    .collect(Collectors.joining()) + "#define A" + count + " 1\nstruct S { char a[A0]; };\n";
            assertThat(FirstErrors.schemaReadFor(chain, target)).isEqualTo((count + 2) + ":19");
            assertThat(FirstErrors.schemaReasonReadFor(chain, target))
                    .isEqualTo(count == LONG ? "array size of 'a': constant expression is longer than 10000 tokens,"
                            + " macro replacements included"
                            : "constant expression is nested more than 256 deep (in the expansion of macro 'A0')");
        }
    }
}
