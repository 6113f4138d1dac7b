package org.abistruct.schema;

import static org.abistruct.schema.SchemaParserErrorTest.assertError;
import static org.abistruct.schema.SchemaParserErrorTest.assertErrorStarting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * {@code #if} and {@code #elif} conditions: decided with the preprocessor's arithmetic where the file decides them,
 * undecided where they depend on a name it leaves open, an error where the compiler surely meets what C leaves
 * undefined. {@code IfConditionClangTest} checks random conditions against clang's preprocessor.
 */
class IfConditionTest {

    /** The code identifiers the file keeps, in order, each followed by {@code ?} if an undecided #if holds it. */
    private static String kept(String text) {
        Directives.Result r = Directives.apply(Lexer.tokenize("t.h", text));
        var names = new ArrayList<String>();
        for (int i = 0; i < r.tokens().size(); i++) {
            Token t = r.tokens().get(i);
            if (t.isIdentifier()) {
                names.add(t.text() + (r.branchesAt()[i] == null ? "" : "?"));
            }
        }
        return String.join(" ", names);
    }

    private static String branch(String condition) {
        return kept("#if " + condition + "\nyes\n#else\nno\n#endif");
    }

    @Test
    void aVersionMacroDecidesWhichMembersAStructHas() {
        String header = "#define API_VERSION %d\nstruct S {\n    int a;\n#if API_VERSION >= 2\n    double b;\n#endif\n};";
        assertThat(Abi.of("x86_64-sysv").layout(SchemaParser.parse("t.h", header.formatted(1)).types().getFirst())
                .byteSize()).isEqualTo(4);
        assertThat(Abi.of("x86_64-sysv").layout(SchemaParser.parse("t.h", header.formatted(2)).types().getFirst())
                .byteSize()).isEqualTo(16);
    }

    @Test
    void valuesAreIntmaxAndUintmaxAsTheStandardSays() {
        assertThat(branch("0x7FFFFFFF + 1 > 0")).as("no int overflow: intmax_t").isEqualTo("yes");
        assertThat(branch("-1 < 0u")).as("-1 converts to uintmax_t").isEqualTo("no");
        assertThat(branch("0xFFFFFFFFFFFFFFFF == -1")).isEqualTo("yes");
        assertThat(branch("(1 ? -1 : 0u) > 0")).as("the arms' common type is unsigned").isEqualTo("yes");
        assertThat(branch("9223372036854775808 > 0")).as("too large for intmax_t: unsigned, as compilers read it")
                .isEqualTo("yes");
        assertThat(branch("-7 / 2 == -3 && -7 % 2 == -1 && (1 << 62) > 0 && (-8 >> 1) == -4")).isEqualTo("yes");
        assertThat(branch("1 < 2 < 3 && 2 + 3 * 4 == 14 && (2 + 3) * 4 == 20 && !0 == 1 && ~0 == -1")).isEqualTo("yes");
        assertThat(branch("3 > 2 ? 4 : 5 == 4")).isEqualTo("yes");
    }

    @Test
    void macrosExpandAsText() {
        assertThat(kept("#define N 1 + 2\n#if N * 3 == 7\nyes\n#endif")).isEqualTo("yes");
        assertThat(kept("#define A B\n#define B 5\n#if A == 5 && A + A == 10\nyes\n#endif")).isEqualTo("yes");
        assertError("#define LT <\n#if 1 LT 2 && 1 LT LT 2\nyes\n#endif", 2, 2,
                "#if: expected a value before '<', after its macros are replaced"); // '< <' from a macro is not '<<'
        assertThat(kept("#define NEG -1\n#define NOT !\n#define E\n#if NEG < 0 && NOT 0 && E -1 < 0\nyes\n#endif"))
                .as("a replacement that starts with an operator, or is empty").isEqualTo("yes");
        assertThat(kept("#define G\n#if defined(G) && G + 0 == 0\nyes\n#endif")).isEqualTo("yes");
        assertThat(kept("#define V 1\n#undef V\n#define V 3\n#if V == 1\na\n#elif V == 3\nb\n#else\nc\n#endif"))
                .isEqualTo("b");
        assertThat(kept("#define V 2\n#if V == 1\na\n#elif V == 2\nb\n#elif V == 3\nc\n#endif")).isEqualTo("b");
    }

    @Test
    void namesThisFileLeavesOpenLeaveTheConditionUndecided() {
        assertThat(branch("FOO > 1")).as("FOO may come from an #include or -D").isEqualTo("yes? no?");
        assertThat(branch("0 && FOO")).as("-DFOO=\"0 || 1\" makes it true").isEqualTo("yes? no?");
        assertThat(branch("1 || FOO")).as("-DFOO=\"1 ? 0 : 0\" makes it false").isEqualTo("yes? no?");
        assertThat(branch("defined(FOO) && FOO > 2")).isEqualTo("yes? no?");
        assertThat(kept("#undef FOO\n#if defined(FOO) && FOO > 2\nyes\n#else\nno\n#endif")).isEqualTo("no");
        assertThat(kept("#undef FOO\n#if FOO == 0\nyes\n#endif")).as("after #undef, 0 as in C").isEqualTo("yes");
        assertThat(branch("0 && defined(FOO)")).isEqualTo("no");
        assertThat(branch("defined FOO && 0")).as("defined is 0 or 1, never other text").isEqualTo("no");
        assertThat(branch("defined(FOO) || 1")).isEqualTo("yes");
        assertThat(branch("defined(FOO) ? 2 : 2")).as("both arms agree").isEqualTo("yes");
        assertThat(branch("(defined(FOO) ? 1 : 1u) - 2 > 0")).as("either way an unsigned 1").isEqualTo("yes");
        assertThat(branch("defined(FOO) ? 1 : 2")).isEqualTo("yes? no?");
        assertThat(kept("#ifdef X\n#define V 1\n#else\n#define V 2\n#endif\n#if V > 0\nyes\n#endif"))
                .as("defined differently in two arms").isEqualTo("yes?");
        assertThat(kept("#define F(x) x\n#if F(1)\nyes\n#endif")).isEqualTo("yes?");
        assertThat(kept("#if __has_include(<stdint.h>)\nyes\n#endif")).isEqualTo("yes?");
        assertThat(kept("#define R R\n#if R\nyes\n#endif")).as("not followed this far").isEqualTo("yes?");
        assertThat(branch("'A' == 65")).isEqualTo("yes? no?");
    }

    @Test
    void anElifIsReadWhereItsArmBeginsAfterAnUndecidedArm() {
        assertThat(kept("#define W 2\n#ifdef FOO\n#define W 3\n#elif W == 3\na\n#else\nb\n#endif"))
                .as("W is 2 wherever the #elif is read").isEqualTo("b?");
        assertThat(kept("#define V 1\n#ifdef FOO\n#undef V\n#elif V\nyes\n#endif")).isEqualTo("yes?");
        assertThat(kept("#ifdef FOO\n#define V 1\n#elifdef V\nyes\n#else\nno\n#endif"))
                .as("V is not defined here, but may be by an #include").isEqualTo("yes? no?");
    }

    @Test
    void macrosThatGrowWithoutBoundLeaveTheConditionUndecidedQuickly() {
        var grow = new StringBuilder("#define A0 1\n");
        for (int i = 1; i <= 40; i++) {
            grow.append("#define A").append(i).append(" (A").append(i - 1).append(" + A").append(i - 1).append(")\n");
        }
        String text = grow + "#if A40 > 0\nyes\n#endif";
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThat(kept(text)).isEqualTo("yes?"));
        String deep = "#if " + "(".repeat(100_000) + "1" + ")".repeat(100_000) + "\nyes\n#endif";
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThat(kept(deep)).isEqualTo("yes?"));
    }

    @Test
    void whatCLeavesUndefinedIsAnErrorWhereTheCompilerSurelyEvaluatesIt() {
        assertError("#if 1 / 0\n#endif", 1, 2, "#if: division by zero in 1 / 0, which C leaves undefined");
        assertError("#define MAX 0x7FFFFFFFFFFFFFFF\n#if 0\n#elif MAX + 1 > 0\n#endif", 3, 2,
                "#elif: 9223372036854775807 + 1 overflows long long (64 bits here), which C leaves undefined");
        assertThat(branch("0 && 1 / 0")).as("not evaluated").isEqualTo("no");
        assertThat(branch("1 ? 2 : 1 / 0")).isEqualTo("yes");
        assertThat(branch("defined(FOO) && 1 / 0")).as("perhaps evaluated: unknown").isEqualTo("yes? no?");
        assertThat(branch("FOO * (1 / 0)")).as("-DFOO=\"0 && 1\" skips the division").isEqualTo("yes? no?");
        assertThat(kept("#ifdef FOO\n#if 1 / 0\nyes\n#endif\n#endif")).as("inside an undecided #if").isEqualTo("yes?");
        assertThat(kept("#ifdef FOO\na\n#elif 1 / 0\nb\n#endif")).as("after an undecided arm").isEqualTo("a? b?");
        assertThat(kept("#if 0\n#if 1 / 0\n#endif\n#endif\nend")).as("in a dropped branch").isEqualTo("end");
    }

    @Test
    void aConditionWithNoExpressionIsAnErrorWhereTheCompilerSurelyEvaluatesIt() {
        assertError("#define EMPTY\n#if EMPTY\n#endif", 2, 2, "#if with no expression: 'EMPTY' is replaced by nothing");
        assertError("#if 0\n#elif\n#endif", 2, 2, "#elif with no expression");
        assertThat(kept("#ifdef FOO\n#define EMPTY\n#endif\n#if EMPTY\nyes\n#endif")).as("EMPTY may be undefined")
                .isEqualTo("yes?");
        assertThat(kept("#ifdef FOO\n#if\n#endif\n#endif\nend")).as("inside an undecided #if").isEqualTo("end");
        assertThat(kept("#if 0\n#if\n#endif\n#endif\nend")).as("in a dropped branch").isEqualTo("end");
    }

    @Test
    void aMalformedConditionIsAnErrorWhereTheCompilerSurelyEvaluatesItAndSeesTheSameTokens() {
        assertError("#if 2 +\n#endif", 1, 2, "#if: expected a value before the end of the line");
        assertError("#if >= 2\n#endif", 1, 2, "#if: expected a value before '>='");
        assertError("#if (1\n#endif", 1, 2, "#if: expected ')' before the end of the line");
        assertError("#if 1 ? 2\n#endif", 1, 2, "#if: expected ':' before the end of the line");
        assertError("#if 1 2\n#endif", 1, 2, "#if: expected an operator before '2'");
        assertError("#define V\n#if V >= 2\n#endif", 2, 2,
                "#if: expected a value before '>=', after its macros are replaced");
        assertError("#define P (\n#if 0\n#elif P\n#endif", 3, 2,
                "#elif: expected a value before the end of the line, after its macros are replaced");
        // a name there may be a macro the file leaves open, whose text makes the condition whole (-DFOO=+1)
        assertThat(branch("1 FOO")).isEqualTo("yes? no?");
        assertThat(branch("(1 FOO)")).isEqualTo("yes? no?");
        assertThat(branch("'a' == 97")).as("a character literal, not followed here").isEqualTo("yes? no?");
        assertThat(branch("(1, 2)")).as("the comma operator, which gcc and clang accept").isEqualTo("yes? no?");
        assertThat(branch("0 || (0, 1)")).isEqualTo("yes? no?");
        assertThat(kept("#ifdef FOO\n#if 2 +\n#endif\n#endif\nend")).as("inside an undecided #if").isEqualTo("end");
        assertThat(kept("#if 0\n#if 2 +\n#endif\n#endif\nend")).as("in a dropped branch").isEqualTo("end");
        assertThat(branch("0 && (1 + 2)")).as("short-circuited, still well formed").isEqualTo("no");
    }

    @Test
    void aGlslFileDecidesOnlyWhatGlslangComputesAlike() {
        String shader = "#version 450\n#define N 0x7FFFFFFF\n#if %s\nyes\n#endif";
        assertThat(kept(shader.formatted("N > 0"))).isEqualTo("yes");
        assertThat(kept(shader.formatted("N + 1 > 0"))).as("int wraps in glslang").isEqualTo("yes?");
        assertThat(kept(shader.formatted("1u > 0"))).isEqualTo("yes?");
        assertThat(kept(shader.formatted("(256 >> 40) == 0"))).as("a shift past 32 bits").isEqualTo("yes?");
        assertThat(kept(shader.formatted("1 ? 1 : 0"))).as("glslang reads no ?:").isEqualTo("yes?");
        assertThat(kept(shader.formatted("0b1"))).isEqualTo("yes?");
        assertThat(kept(shader.formatted("1 || 1 / 0"))).as("glslang evaluates both sides").isEqualTo("yes?");
    }

    @Test
    void anUndefinedNameInAnEsShaderIsAnErrorWhereGlslangEvaluatesIt() {
        // glslang refuses it unless its short circuit skips it (GlslUndefinedNamesTest); desktop GLSL reads it as 0
        String shader = "#version 310 es\n#undef FOO\n#if %s\nyes\n#endif";
        assertError(shader.formatted("FOO"), 3, 2, "#if: 'FOO' is undefined here, which glslang refuses in an ES #if"
                + " (but after a 1 and '||' or a 0 and '&&')");
        assertThat(kept(shader.formatted("1 || FOO"))).isEqualTo("yes");
        assertThat(kept(shader.formatted("0 && 1 || FOO"))).as("glslang skips to the end of the chain").isEmpty();
        assertThat(kept("#version 330\n#undef FOO\n#if !FOO\nyes\n#endif")).isEqualTo("yes");
        // an #elif glslang reaches, not one after a taken arm
        assertErrorStarting("#version 300 es\n#undef FOO\n#if 0\n#elif FOO\n#endif", 4, 2, "#elif: 'FOO' is undefined here");
        assertThat(kept("#version 300 es\n#undef FOO\n#if 1\nyes\n#elif FOO\n#endif")).isEqualTo("yes");
        // where glslang may not evaluate the name, or may skip it, the condition is undecided
        assertThat(kept("#version 100\n#undef FOO\n#ifdef X\n#if FOO\nyes\n#endif\n#endif")).isEqualTo("yes?");
        assertThat(kept(shader.formatted("defined(X) || FOO"))).isEqualTo("yes?");
    }
}
