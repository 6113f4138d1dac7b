package org.abistruct.schema;

import static org.abistruct.schema.SchemaParserErrorTest.assertError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * Constant expressions in array sizes, bit widths, alignments and enumerator values: C's operators and types, object-like
 * macros, enumeration constants, and the errors for what the schema does not read. {@code ConstantExpressionClangTest}
 * checks random expressions against clang.
 */
class ConstantExpressionTest {

    private static long value(String text) {
        return ConstantExpression.evaluate(text);
    }

    private static void refused(String text, String message) {
        assertThatThrownBy(() -> value(text)).isInstanceOf(SchemaException.class)
                .extracting(e -> ((SchemaException) e).reason()).isEqualTo(message);
    }

    /** The size under x86_64-sysv of the first struct of {@code schema}. */
    private static long sizeOf(String schema) {
        Schema parsed = SchemaParser.parse("t.h", schema);
        return Abi.of("x86_64-sysv").layout(parsed.types().getFirst()).byteSize();
    }

    @Test
    void operatorsFollowCsPrecedenceAndAssociativity() {
        assertThat(value("2 + 3 * 4")).isEqualTo(14);
        assertThat(value("(2 + 3) * 4")).isEqualTo(20);
        assertThat(value("20 / 3 / 2")).isEqualTo(3);
        assertThat(value("-7 / 2")).isEqualTo(-3);
        assertThat(value("-7 % 2")).isEqualTo(-1);
        assertThat(value("1 << 4 | 1")).isEqualTo(17);
        assertThat(value("0x10 >> 2 + 1")).isEqualTo(2);
        assertThat(value("~0 & 7 ^ 2")).isEqualTo(5);
        assertThat(value("!0 + !5")).isEqualTo(1);
        assertThat(value("3 > 2 == 1 < 2")).isEqualTo(1);
        assertThat(value("1 ? 2 ? 3 : 4 : 5")).isEqualTo(3);
        assertThat(value("0 ? 1 : 0 ? 2 : 3")).isEqualTo(3);
        assertThat(value("-8 >> 1")).isEqualTo(-4);
        assertThat(value("010 + 0b11 + 0x1F")).isEqualTo(8 + 3 + 31);
    }

    @Test
    void unevaluatedOperandsMayBeUndefined() {
        assertThat(value("0 && 1 / 0")).isZero();
        assertThat(value("1 || 1 / 0")).isEqualTo(1);
        assertThat(value("1 ? 2 : 1 / 0")).isEqualTo(2);
    }

    @Test
    void unsignedArithmeticWrapsAsInC() {
        assertThat(value("-1U")).isEqualTo(4294967295L);
        assertThat(value("-1U >> 28")).isEqualTo(15);
        assertThat(value("0U - 1 > 0")).isEqualTo(1);
        assertThat(value("-1 < 0U")).isZero(); // -1 converts to unsigned int
        assertThat(value("-1 < 0LL")).isEqualTo(1);
        assertThat(value("0xFFFFFFFF + 1")).isZero(); // unsigned int
        assertThat(value("4294967295 + 1")).isEqualTo(4294967296L); // a decimal literal is never unsigned
        assertThat(value("1 ? -1 : 0U")).isEqualTo(4294967295L); // the conditional takes both arms' type
    }

    @Test
    void whatCLeavesUndefinedIsAnError() {
        refused("2147483647 + 1", "expression: 2147483647 + 1 overflows int (32 bits here)");
        refused("65536 * 65536", "expression: 65536 * 65536 overflows int (32 bits here)");
        refused("1 << 31", "expression: 1 << 31 overflows int (32 bits here)");
        refused("1 << 32", "expression: shift count 32 is not below the width of int (32 bits here)");
        refused("1 >> -1", "expression: shift count -1 is not below the width of int (32 bits here)");
        refused("-1 << 1", "expression: left shift of the negative value -1");
        refused("4 / 0", "expression: division by zero in 4 / 0");
        refused("(-2147483647 - 1) % -1", "expression: -2147483648 % -1 overflows int (32 bits here)");
        refused("-(-9223372036854775807LL - 1)",
                "expression: -(-9223372036854775808) overflows long long (64 bits here)");
    }

    @Test
    void aValueMustNotDependOnTheWidthOfLong() {
        assertThat(value("1L << 20")).isEqualTo(1 << 20);
        assertThat(value("4294967295L + 1")).isEqualTo(4294967296L); // long long where long is 32 bits
        refused("0xFFFFFFFFL + 1", "expression is 4294967296 where long is 64 bits but 0 where it is 32 bits; a schema is"
                + " laid out under every ABI, so it must not depend on the width of long");
        refused("1L << 40", "expression: shift count 40 is not below the width of long (32 bits here), where long is 32"
                + " bits (Windows, 32-bit targets)");
    }

    @Test
    void whatTheSchemaDoesNotReadIsAnError() {
        refused("sizeof(int)", "expression: sizeof depends on the ABI, and a schema is laid out under every ABI; write the number");
        refused("_Alignof(double)",
                "expression: _Alignof depends on the ABI, and a schema is laid out under every ABI; write the number");
        refused("(int) 4", "expression: casts are not supported in constant expressions");
        refused("'a'", "expression: character literals are not supported in constant expressions");
        refused("1.5", "expression: '1.5' is not an integer literal");
        refused("4 4", "expected the end of the expression but found '4'");
        refused("(4", "expected ')' but found end of file");
        refused("1 ? 2", "expected ':' in the conditional expression but found end of file");
        refused("(".repeat(300) + "1" + ")".repeat(300), "constant expression is nested more than 256 deep");
        refused("- ".repeat(300) + "1", "constant expression is nested more than 256 deep");
        assertThat(value("- -1")).isEqualTo(1);
        refused("--1", "'--' is not allowed in a constant expression");
        refused("1" + " + 1".repeat(1001), "constant expression has more than 1000 operators");
        assertThat(value("1" + " + 1".repeat(1000))).isEqualTo(1001);
    }

    @Test
    void objectLikeMacrosAreReplacedAsText() {
        assertThat(value("#define N 4\nN * 2")).isEqualTo(8);
        assertThat(value("#define N 2 + 3\nN * 2")).isEqualTo(8); // 2 + 3 * 2, as the preprocessor has it
        assertThat(value("#define A B + 1\n#define B (C * 2)\n#define C 3\nA")).isEqualTo(7);
        assertThat(value("#define NEG -\n#define N 4\nNEG N")).isEqualTo(-4);
        assertThat(value("#define N 4\n#define N 4\nN")).isEqualTo(4); // an identical redefinition is allowed
        assertThat(value("#define N 4\n#undef N\n#define N 5\nN")).isEqualTo(5);
        refused("#define N 4\n#undef N\nN",
                "'N' is not an enumeration constant, const integer or object-like macro defined before this constant expression");
        refused("#define N N\nN", "'N' is not an enumeration constant, const integer or object-like macro defined before this"
                + " constant expression (in the expansion of macro 'N')");
        refused("#define N 4\n#define N 8\nN",
                "'N' is defined twice, differently, at lines 1 and 2 (#if is not evaluated, so both definitions are seen)");
        refused("#define F(x) x\nF(1)", "'F' is a function-like macro, which constant expressions here do not expand");
        refused("#define N 4 5\nN", "expression: macro 'N' expands to '4 5', more than one expression");
        refused("#define D 0\n4 / D", "expression: division by zero in 4 / 0");
        refused("#define X (4 / 0)\n1 + X", "expression: division by zero in 4 / 0 (in the expansion of macro 'X')");
    }

    @Test
    void macrosAndEnumeratorsSizeMembers() {
        assertThat(sizeOf("#define LIGHTS 4\nstruct S { float radius[LIGHTS * 2]; };")).isEqualTo(32);
        assertThat(sizeOf("enum { A, B, C = 10, D };\nstruct S { char c[D]; int bits : C + 1; };")).isEqualTo(16);
        assertThat(sizeOf("#define W 3\nstruct S { unsigned a : W; unsigned b : 32 - W; char c; };")).isEqualTo(8);
        assertThat(sizeOf("enum E { K = 1 << 4 };\nstruct S { alignas(K) char c; };")).isEqualTo(16);
        assertThat(sizeOf("#define ALIGN 8\nstruct S { char c __attribute__((aligned(ALIGN * 2))); };")).isEqualTo(16);
        assertThat(sizeOf("enum { N = 2 };\n#define N 3\nstruct S { char c[N]; };")).isEqualTo(3); // macros come first
    }

    @Test
    void anEnumeratorsFailureShowsOnlyWhereItIsUsed() {
        String schema = "enum { SIZE = sizeof(long), AFTER, GOOD = 4 };\n";
        assertThat(sizeOf(schema + "struct S { char c[GOOD]; };")).isEqualTo(4);
        assertError(schema + "struct S { char c[AFTER]; };", 2, 19, "the value of 'AFTER' (line 1) is unknown: value of"
                + " 'SIZE': sizeof depends on the ABI, and a schema is laid out under every ABI; write the number");
        assertError("enum { A = 2147483647, B };\nstruct S { char c[B]; };", 2, 19, "the value of 'B' (line 1) is"
                + " unknown: the enumerator after 'A' would be 2147483648, which does not fit in an int");
        assertError("enum { A = 1 };\nenum { A = 2 };\nstruct S { char c[A]; };", 3, 19, "'A' is declared twice, at"
                + " lines 1 and 2 (#if is not evaluated, so both declarations are seen)");
        assertError("struct S { char c[A]; };\nenum { A = 1 };", 1, 19,
                "'A' is not an enumeration constant, const integer or object-like macro defined before this constant expression");
    }

    @Test
    void constIntegersAreConstantsAsInGlsl() {
        assertThat(sizeOf("const int N = 3;\nconst uint M = N * 2u;\nstruct S { float a[N]; char b[M]; };")).isEqualTo(20);
        assertThat(sizeOf("static const unsigned short K = 2, L = K + 1;\nstruct S { char c[L]; };")).isEqualTo(3);
        assertThat(sizeOf("int const N = 4;\nstruct S { char c[N]; };")).isEqualTo(4);
        assertThat(sizeOf("const int TOO_BIG = 1 << 31;\nconst float F = 1.5;\nconst int *P = 0;\nstruct S { char c; };"))
                .as("unused constants that have no value, and const variables that are not integers").isEqualTo(1);
        assertError("const int BAD = sizeof(int);\nstruct S { char c[BAD]; };", 2, 19, "the value of 'BAD' (line 1) is"
                + " unknown: value of 'BAD': sizeof depends on the ABI, and a schema is laid out under every ABI; write the"
                + " number");
        assertError("const uint U = -1;\nstruct S { char c[U]; };", 2, 19,
                "the value of 'U' (line 1) is unknown: value -1 of 'U' does not fit in unsigned int");
        assertError("int N = 4;\nstruct S { char c[N]; };", 2, 19, "'N' is not an enumeration constant, const integer or"
                + " object-like macro defined before this constant expression");
        assertThat(value("0 ? 1 : 2") + sizeOf("const uint U = 4u;\nstruct S { char c[(U - 5) > 0 ? 1 : 2]; };"))
                .as("a const uint is unsigned: U - 5 wraps").isEqualTo(2 + 1);
    }

    @Test
    void errorsInAMacroPointAtItsUse() {
        assertError("#define N (4 - 4)\nstruct S { char c[N]; };", 2, 19, "array size of 'c' must be at least 1 but is 0");
        assertError("#define N 1 << 40\nstruct S { char c[N]; };", 2, 19,
                "array size of 'c': shift count 40 is not below the width of int (32 bits here)"
                        + " (in the expansion of macro 'N')");
    }
}
