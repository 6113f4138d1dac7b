package org.abistruct.schema;

import static org.abistruct.schema.SchemaParserErrorTest.assertError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
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
        assertThat(value("0xFFFFFFFFFFFFFFFFull >> 62")).isEqualTo(3);
        assertThat(value("0x8000000000000000 >> 63")).isEqualTo(1);
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
                + " laid out under every ABI, so it must not depend on the width of long (a file read for one C ABI takes it)");
        refused("1L << 40", "expression: shift count 40 is not below the width of long (32 bits here), where long is 32"
                + " bits (Windows, 32-bit targets)");
    }

    @Test
    void whatTheSchemaDoesNotReadIsAnError() {
        refused("sizeof(int)", "expression: sizeof depends on the ABI, and a schema is laid out under every ABI; write the number"
                + " (a file read for one C ABI takes it)");
        refused("_Alignof(double)",
                "expression: _Alignof depends on the ABI, and a schema is laid out under every ABI; write the number"
                        + " (a file read for one C ABI takes it)");
        refused("(int) 4", "expression: casts are not supported in constant expressions (a file read for one C ABI takes it)");
        refused("'a'", "expression: character literals are not supported in constant expressions");
        refused("1.5", "expression: '1.5' is not an integer literal");
        refused("9223372036854775808", "expression: '9223372036854775808' is too large for a signed type, and not"
                + " written as unsigned (add a u)");
        refused("18446744073709551616", "expression: '18446744073709551616' is too large");
        refused("4 4", "expected the end of the expression but found '4'");
        refused("(4", "expected ')' but found end of file");
        refused("1 ? 2", "expected ':' in the conditional expression but found end of file");
        refused("(".repeat(300) + "1" + ")".repeat(300), "constant expression is nested more than 256 deep");
        refused("- ".repeat(300) + "1", "constant expression is nested more than 256 deep");
        // each parenthesis, unary operator and ?: is one level, so 256 of them are taken, as clang takes 256 parentheses
        assertThat(value("(".repeat(256) + "1" + ")".repeat(256))).isEqualTo(1);
        assertThat(value("- ".repeat(256) + "1")).isEqualTo(1);
        assertThat(value("1 ? ".repeat(256) + "1" + " : 0".repeat(256))).isEqualTo(1);
        refused("(".repeat(257) + "1" + ")".repeat(257), "constant expression is nested more than 256 deep");
        assertThat(value("- -1")).isEqualTo(1);
        refused("--1", "'--' is not allowed in a constant expression");
        refused("1 ++ 2", "'++' is not allowed in a constant expression");
        refused("7--4", "'--' is not allowed in a constant expression");
        refused("1" + " + 1".repeat(1001), "constant expression has more than 1000 operators");
        assertThat(value("1" + " + 1".repeat(1000))).isEqualTo(1001);
    }

    @Test
    void glslLiteralsAreReadOnlyWhereGlslAndCAgree() {
        String block = "#version 450\nlayout(std430) buffer B { float a[%s]; };";
        assertThat(sizeOf(block.formatted("0x7FFFFFFF >> 28"))).isEqualTo(28);
        assertThat(sizeOf(block.formatted("(0xFFFFFFFFu >> 28) + 2"))).isEqualTo(68);
        assertError(block.formatted("(0xFFFFFFFF >> 28) + 2"), 2, 36, "array size of 'a': in GLSL '0xFFFFFFFF' is not an"
                + " int value; an unsigned one needs a u");
        assertError(block.formatted("3000000000 / 1000000000"), 2, 35, "array size of 'a': in GLSL '3000000000' is not"
                + " an int value; an unsigned one needs a u");
        assertError(block.formatted("4L"), 2, 35, "array size of 'a': GLSL has no long literals ('4L')");
    }

    @Test
    void macrosAreReplacedWhereverTheyStand() {
        assertThat(value("#define E\n4 E")).isEqualTo(4);
        assertThat(value("#define PLUS +\n1 PLUS 2")).isEqualTo(3);
        assertThat(value("#define TIMES2 * 2\n3 TIMES2 + 1")).isEqualTo(7);
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
        assertThat(value("#define N 4\n#define N 8\nN")).as("the later definition, as GCC and clang take it").isEqualTo(8);
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
                + " 'SIZE': sizeof depends on the ABI, and a schema is laid out under every ABI; write the number"
                + " (a file read for one C ABI takes it)");
        assertError("enum { A = 2147483647, B };\nstruct S { char c[B]; };", 2, 19, "the value of 'B' (line 1) is"
                + " unknown: the enumerator after 'A' would be 2147483648, which does not fit in int");
        // C declares an enumeration constant once in its scope, with the same value too (OrdinaryNamesClangTest)
        for (String again : List.of("1", "2")) {
            assertError("enum { A = 1 };\nenum { A = " + again + " };\nstruct S { char c[A]; };", 2, 8, "redefinition"
                    + " of enumerator 'A' (first declared at t.h:1:8): an enumeration constant is declared once in its"
                    + " scope (C11 6.7p3); clang and GCC refuse it");
        }
        assertError("enum { A, [[deprecated]] B, C };\nstruct S { char c[C]; };", 2, 19, "the value of 'C' (line 1) is"
                + " unknown: it follows an enumerator that could not be read: expected a name but found '['");
        assertThat(sizeOf("enum { A __attribute__((deprecated)) = 2, B [[deprecated]], C };\nstruct S { char c[C]; };"))
                .as("attributes after an enumerator's name").isEqualTo(4);
        assertError("enum E { A = 1) };\nstruct S { int a; };", 1, 15, "')' closes nothing in the enum body");
        assertError("struct S { char c[A]; };\nenum { A = 1 };", 1, 19,
                "'A' is not an enumeration constant, const integer or object-like macro defined before this constant expression");
    }

    @Test
    void anEnumsUnderlyingTypeGivesItsConstantsTypeAndRange() {
        assertThat(sizeOf("enum E : unsigned { A = 1 };\nstruct S { char a[(A - 2) > 0 ? 1 : 2]; };"))
                .as("A is unsigned: A - 2 wraps").isEqualTo(1);
        assertThat(sizeOf("enum F : unsigned { HIGH = 0x80000000u };\nstruct S { char a[HIGH >> 31]; };")).isEqualTo(1);
        assertThat(sizeOf("enum G : uint8_t { A = 255 };\nstruct S { char a[A]; };")).isEqualTo(255);
        // a value outside the fixed type is an error at its enumerator, as clang makes it
        assertError("enum E : uint8_t { A = 300 };\nstruct S { char a[1]; };", 1, 20, "value 300 of 'A' does not fit in"
                + " uint8_t, the underlying type of 'enum E'");
        assertError("enum E : int8_t { A = 127, B };", 1, 28, "value 128 of 'B' does not fit in int8_t, the underlying"
                + " type of 'enum E'");
        assertError("enum E : int64_t { A = 0x7FFFFFFFFFFFFFFF, B };", 1, 44, "value 2^63 of 'B' does not fit in long"
                + " long, the underlying type of 'enum E'");
        assertError("enum E : uint8_t { A = -1 };", 1, 20, "value -1 of 'A' does not fit in uint8_t, the underlying type"
                + " of 'enum E'");
        // where the file does not say whether the compiler sees it, or the type holds no value here, only a use is
        assertError("#ifdef X\nenum E : uint8_t { A = 300 };\nstruct S { char a[A]; };\n#endif", 3, 19, "the value of"
                + " 'A' (line 2) is unknown: value 300 of 'A' does not fit in uint8_t");
        // an unsigned 64-bit type goes on past 2^63 - 1, as clang takes it: B is 2^63, too large for an array
        assertError("enum E : uint64_t { A = 0x7FFFFFFFFFFFFFFF, B };\nstruct S { char a[B]; };", 2, 19, "array size"
                + " of 'a': 9223372036854775808 is too large");
        assertThat(sizeOf("enum E : uint64_t { A = 0x7FFFFFFFFFFFFFFF, B };\nstruct S { char a[(B - A) + (B >> 62)]; };"))
                .isEqualTo(3);
        assertError("enum E : long { A = 1 };\nstruct S { char a[A]; };", 2, 19, "the value of 'A' (line 1) is unknown:"
                + " a constant of type long has a width that depends on the ABI, or is not an integer");
        // a char value only one signedness holds is refused where it is used (the file is read for every ABI, and
        // clang takes it where char has that signedness); one that neither holds, at the enumerator
        assertError("enum E : char { A = -1 };\nstruct S { char a[A + 2]; };", 2, 19, "the value of 'A' (line 1) is"
                + " unknown: value -1 of 'A' does not fit in char (whose signedness depends on the ABI)");
        assertThat(sizeOf("enum E : char { A = -1, B = 200 };\nstruct S { char a[4]; };")).isEqualTo(4);
        assertError("enum E : char { A = 256 };\nstruct S { char a[1]; };", 1, 17, "value 256 of 'A' does not fit in"
                + " char (whose signedness depends on the ABI), the underlying type of 'enum E'");
        // so too through a typedef of char, which is no int8_t: 200 fits where char is unsigned, and a const C of -1
        // is 255 there (char a[K + 2] is 257 bytes under aarch64, 1 under x86_64)
        assertThat(sizeOf("typedef char C;\ntypedef C D;\nenum E : D { A = 200 };\nstruct S { char a[4]; };"))
                .isEqualTo(4);
        assertError("typedef char C;\nenum E : C { A = 200 };\nstruct S { char a[A]; };", 3, 19, "the value of 'A'"
                + " (line 2) is unknown: value 200 of 'A' does not fit in char (whose signedness depends on the ABI)");
        assertError("typedef char C;\nconst C K = -1;\nstruct S { char a[K + 2]; };", 3, 19, "the value of 'K'"
                + " (line 2) is unknown: value -1 of 'K' does not fit in char (whose signedness depends on the ABI)");
        assertError("typedef signed char C;\nenum E : C { A = 200 };\nstruct S { char a[1]; };", 2, 14, "value 200"
                + " of 'A' does not fit in int8_t, the underlying type of 'enum E'");
        assertError("typedef char C;\nenum E : C { A = 256 };\nstruct S { char a[1]; };", 2, 14, "value 256 of"
                + " 'A' does not fit in char (whose signedness depends on the ABI), the underlying type of 'enum E'");
        assertThat(sizeOf("enum E : unsigned short;\nstruct S { enum E e; char c; };")).as("an opaque enum").isEqualTo(4);
        assertThat(sizeOf("enum E : _Bool { A = 1 };\nstruct S { enum E e; char c[A]; };")).as("C23's bool enum").isEqualTo(2);
        assertError("enum E : float { A };", 1, 10, "an enum's underlying type must be an integer type or bool, not"
                + " 'float'");
        assertError("enum E { A = (1, B };\nstruct S { int a; };", 1, 21,
                "';' in the enum body: a bracket before it is not closed");
    }

    @Test
    void conditionalsAreFollowedWhereThisFileDecidesThem() {
        assertThat(value("#ifndef GUARD_H\n#define GUARD_H\n#define N 4\n#endif\nN")).as("an include guard").isEqualTo(4);
        assertThat(value("#ifndef N\n#define N 4\n#endif\nN")).as("a default").isEqualTo(4);
        assertThat(value("#define N 8\n#ifndef N\n#define N 4\n#endif\nN")).as("a default already set").isEqualTo(8);
        assertThat(value("#define BIG\n#ifdef BIG\n#define N 8\n#else\n#define N 4\n#endif\nN")).isEqualTo(8);
        assertThat(value("#ifdef X\n#define N 8\n#else\n#define N 4\n#endif\n#undef N\n#define N 2\nN")).isEqualTo(2);
        refused("#ifdef X\n#define N 8\n#else\n#define N 4\n#endif\nN",
                "'N' may be defined at line 2 or differently at line 4, depending on an #if this file does not decide");
        refused("#define N 4\n#ifdef X\n#undef N\n#define N 8\n#endif\nN",
                "'N' may be defined at line 1 or differently at line 4, depending on an #if this file does not decide");
        refused("#ifdef _WIN32\n#define N 8\n#endif\nN",
                "'N' may be undefined or defined at line 2, depending on an #if this file does not decide");
        refused("#ifdef X\n#define N 8\n#else\n#define N 4\n#endif\n#undef N\nN", "'N' is not an enumeration"
                + " constant, const integer or object-like macro defined before this constant expression");
    }

    @Test
    void codeInABranchThisFileRulesOutIsDropped() {
        assertThat(sizeOf("#ifdef FEATURE\n#define N 16\nstruct S { int a[N]; };\n#endif")).as("used in its own branch")
                .isEqualTo(64);
        assertThat(sizeOf("enum { A,\n#if 0\n  B,\n#endif\n  COUNT };\nstruct S { int a[COUNT]; };")).isEqualTo(4);
        assertThat(sizeOf("#define U\n#ifdef U\nstruct A { int a; };\n#else\n#define EXTRA 8\nstruct D { double a[EXTRA];"
                + " };\n#endif")).as("the #else is dropped").isEqualTo(4);
        assertError("enum { A,\n#ifdef X\n  B,\n#endif\n  COUNT };\nstruct S { int a[COUNT]; };", 6, 18, "the value of"
                + " 'COUNT' (line 5) is unknown: it follows 'B', which is declared only if the #if at line 2 says so, and"
                + " this file does not decide it");
        assertError("#ifdef X\nenum { K = 2 };\n#endif\nstruct S { int a[K]; };", 4, 18, "'K' may be undeclared or"
                + " declared at line 2, depending on the #if at line 1, which this file does not decide");
        assertThat(value("#if !defined(N)\n#define N 4\n#endif\nN")).isEqualTo(4);
        assertThat(value("#define X\n#if defined(X)\n#define N 1\n#else\n#define N 2\n#endif\nN")).isEqualTo(1);
        assertThat(value("#define N 4\n#if 0\n#undef N\n#define N 8\n#endif\nN")).isEqualTo(4);
        assertThat(value("#define N 2\n#undef N\n#ifndef N\n#define N 4\n#endif\nN")).isEqualTo(4);
        assertThat(value("#undef X\n#ifdef X\n#define N 8\n#else\n#define N 4\n#endif\nN")).isEqualTo(4);
        assertThat(value("#if 0\n#elif 1\n#define N 3\n#else\n#define N 4\n#endif\nN")).isEqualTo(3);
        refused("#ifdef X\n#elif 1\n#define N 3\n#else\n#define N 4\n#endif\nN", "'N' may be undefined or defined"
                + " at line 3, depending on an #if this file does not decide");
        assertThat(value("#define N 4\nN +\n#undef N\n#define N 8\nN")).as("each macro as of its own place").isEqualTo(12);
    }

    @Test
    void whatDependsOnAnUndecidedConditionalIsAnError() {
        assertError("#ifdef FOO\n#pragma pack(push, 1)\n#endif\nstruct A { char c; int i; };", 2, 2, "#pragma pack inside"
                + " the #if at line 1, which this file does not decide: the packing would depend on it");
        assertError("struct A {\n#ifdef FOO\n  int x;\n#else\n  char y;\n#endif\n};", 5, 8, "members of struct 'A' come"
                + " from two branches of the #if at line 2, which this file does not decide; no compiler lays them out"
                + " together");
        assertThat(sizeOf("struct A {\n#ifdef FOO\n  int x;\n#endif\n  char y;\n};")).as("one branch: read, as before")
                .isEqualTo(8);
        assertError("#ifdef FOO\nenum { N = 2 };\n#else\nenum { N = 3 };\n#endif\nstruct S { char x[N]; };", 6, 19,
                "'N' may be declared differently at lines 2 and 4, depending on the #if at line 1, which this file does"
                        + " not decide");
        assertThat(sizeOf("#ifdef FOO\n#elif 1\nstruct A { int a; };\n#else\nstruct A { char a; };\n#endif"))
                .as("the #else after #elif 1 is never taken").isEqualTo(4);
        assertError("#ifdef _WIN64\ntypedef struct { long long h; } H;\n#else\ntypedef struct { long h; } H;\n#endif",
                4, 28, "type 'H' is declared in two branches of the #if at line 1 (first at t.h:2:33), which this file"
                        + " does not decide, so which one the compiler sees is unknown: define what the #if tests, or"
                        + " keep one declaration");
        assertError("#ifdef FOO\nstruct A { int a; };\n#endif\nstruct A { char a; };", 4, 8,
                "duplicate type 'A' (first declared at t.h:2:8)");
    }

    @Test
    void conditionalsMustBalanceAsTheCompilerRequires() {
        assertError("struct A { int a; };\n#if 0\nstruct B { int b; };", 2, 2,
                "unterminated #if: expected #endif before end of file");
        assertError("#ifdef FOO\n#else\n#else\n#endif", 3, 2, "#else after #else");
        assertError("#endif\nstruct A { int a; };", 1, 2, "#endif without #if");
        assertError("#elif 1\nstruct A { int a; };", 1, 2, "#elif without #if");
        assertThat(sizeOf("#if 0\nWe don't use this: \"or this.\n#endif\nstruct A { int a; };"))
                .as("#if 0 may hold prose").isEqualTo(4);
        assertError("struct A { int a; };\nWe don't", 2, 7, "unterminated character literal: expected ' before end of line");
        String deep = "#ifdef FOO\n".repeat(100_000) + "#define N 4\nstruct S { char c[N]; };\n" + "#endif\n".repeat(100_000);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThat(sizeOf(deep)).isEqualTo(4));
    }

    @Test
    void macrosThatGrowWithoutBoundAreRefusedQuickly() {
        var grow = new StringBuilder("#define A0 1\n");
        for (int i = 1; i <= 20; i++) {
            grow.append("#define A").append(i).append(" (A").append(i - 1).append(" ? A").append(i - 1).append(" : A")
                    .append(i - 1).append(")\n");
        }
        var chain = new StringBuilder("enum { B0 = sizeof(int)");
        for (int i = 1; i < 10_000; i++) {
            chain.append(", B").append(i).append(" = B").append(i - 1).append(" + 1");
        }
        String schema = grow + "enum { X = A20 };\n" + chain + " };\nstruct S { int x; };\n";
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThat(sizeOf(schema)).isEqualTo(4));
        assertError(grow + "struct S { char c[A20]; };", 22, 19,
                "constant expression has more than 1000 operators (in the expansion of macro 'A20')");
        assertError(chain + " };\nstruct S { char c[B9999]; };", 2, 19, "the value of 'B9999' (line 1) is unknown: it"
                + " depends on 'B0' (line 1), whose value is unknown: value of 'B0': sizeof depends on the ABI, and a"
                + " schema is laid out under every ABI; write the number (a file read for one C ABI takes it)");
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
                + " number (a file read for one C ABI takes it)");
        assertThat(sizeOf("const uint U = -1;\nstruct S { char c[U >> 30]; };")).isEqualTo(3);
        assertError("int N = 4;\nstruct S { char c[N]; };", 2, 19, "'N' is not an enumeration constant, const integer or"
                + " object-like macro defined before this constant expression");
        assertThat(sizeOf("static const unsigned short K = -1;\nstruct S { char a[K + 2]; };"))
                .as("converted to unsigned short, as C converts it").isEqualTo(65537);
        // 2^64 - 1 converted as C converts it to an unsigned type; a signed one does not hold it
        assertThat(sizeOf("const unsigned long long Q = ~0ULL;\nconst uint32_t R = ~0ULL;\nstruct S { char a[(Q >> 62)"
                + " + (R >> 30)]; };")).isEqualTo(6);
        assertError("const long long Q = ~0ULL;\nstruct S { char a[Q + 2]; };", 2, 19, "the value of 'Q' (line 1) is"
                + " unknown: value 18446744073709551615 of 'Q' does not fit in long long");
        assertError("const short K = 40000;\nstruct S { char a[K]; };", 2, 19, "the value of 'K' (line 1) is unknown:"
                + " value 40000 of 'K' does not fit in int16_t");
        assertError("const char C = -1;\nstruct S { char a[C + 2]; };", 2, 19, "the value of 'C' (line 1) is unknown:"
                + " value -1 of 'C' does not fit in char (whose signedness depends on the ABI)");
        assertError("int *const P = 0, N = 4;\nstruct S { char c[N]; };", 2, 19, "'N' is not an enumeration constant,"
                + " const integer or object-like macro defined before this constant expression");
        assertError("const volatile int N = 3;\nstruct S { char c[N]; };", 2, 19, "'N' is not an enumeration constant,"
                + " const integer or object-like macro defined before this constant expression");
        assertThat(sizeOf("const int N = (4;\nstruct S { int a; };\nstruct T { char c; };")).as("S is still read")
                .isEqualTo(4);
        assertThat(value("0 ? 1 : 2") + sizeOf("const uint U = 4u;\nstruct S { char c[(U - 5) > 0 ? 1 : 2]; };"))
                .as("a const uint is unsigned: U - 5 wraps").isEqualTo(2 + 1);
    }

    @Test
    void errorsInAMacroPointAtItsUse() {
        assertError("#define N (4 - 5)\nstruct S { char c[N]; };", 2, 19, "array size of 'c' must be at least 1 but is -1");
        assertError("#define N 1 << 40\nstruct S { char c[N]; };", 2, 19,
                "array size of 'c': shift count 40 is not below the width of int (32 bits here)"
                        + " (in the expansion of macro 'N')");
    }
}
