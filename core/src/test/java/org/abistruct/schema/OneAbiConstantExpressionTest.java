package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;

/**
 * Constant expressions read for one C ABI: {@code sizeof} and the alignment operators of a type name, casts to integer
 * types, and {@code long} at the ABI's width. {@code OneAbiConstantsClangTest} checks them against clang for every
 * C ABI's target.
 */
class OneAbiConstantExpressionTest {
    private static final CAbi X64 = CAbi.of("x86_64-sysv");
    private static final CAbi I386 = CAbi.of("i386-sysv");
    private static final CAbi WIN64 = CAbi.of("x86_64-msvc");

    private static long value(String text, CAbi abi) {
        return ConstantExpression.evaluate(text, abi);
    }

    private static void refused(String text, CAbi abi, String message) {
        assertThatThrownBy(() -> value(text, abi)).isInstanceOf(SchemaException.class)
                .extracting(e -> ((SchemaException) e).reason()).isEqualTo(message);
    }

    /** The layout under {@code abi} of the last type of {@code schema}, read for {@code abi}. */
    private static StructLayout last(String schema, CAbi abi) {
        Schema parsed = SchemaParser.parse("t.h", schema, CommandLineMacros.NONE, abi);
        return abi.layout(parsed.types().getLast());
    }

    @Test
    void sizeofAScalarIsTheAbis() {
        assertThat(value("sizeof(unsigned long int)", X64)).isEqualTo(8);
        assertThat(value("sizeof (unsigned long int)", WIN64)).isEqualTo(4);
        assertThat(value("sizeof(long)", I386)).isEqualTo(4);
        assertThat(value("sizeof(void *)", I386)).isEqualTo(4);
        assertThat(value("sizeof(char (*)[3])", X64)).isEqualTo(8);
        assertThat(value("sizeof(int[4])", X64)).isEqualTo(16);
        assertThat(value("sizeof(long double)", I386)).isEqualTo(12);
        assertThat(value("sizeof(size_t)", WIN64)).isEqualTo(8);
        assertThat(value("1024 / (8 * sizeof (unsigned long int))", I386)).isEqualTo(32);
        assertThat(value("1024 / (8 * sizeof (unsigned long int))", X64)).isEqualTo(16);
    }

    @Test
    void gnuAlignofIsThePreferredAlignment() {
        assertThat(value("_Alignof(long long)", I386)).isEqualTo(4);
        assertThat(value("alignof(double)", I386)).isEqualTo(4);
        assertThat(value("__alignof__(long long)", I386)).isEqualTo(8);
        assertThat(value("__alignof(double[2])", I386)).isEqualTo(8);
        assertThat(value("__alignof__(long double)", I386)).isEqualTo(4);
        assertThat(value("__alignof__(long long)", X64)).isEqualTo(8);
        assertThat(value("_Alignof(long double)", CAbi.of("s390x"))).isEqualTo(8);
    }

    @Test
    void packChangesMembersNotTypes() {
        assertThat(value("_Alignof(int)", CAbi.of("packed"))).isEqualTo(4);
        assertThat(last("struct S { char c; int i; };\nstruct T { char c[_Alignof(struct S)]; };", CAbi.of("packed"))
                .byteSize()).isEqualTo(1);
    }

    @Test
    void sizeofAStructIsItsLayoutUnderTheAbi() {
        String schema = "struct X { char c; long l; };\ntypedef struct X X_t;\n"
                + "typedef double d4 __attribute__((aligned(4)));\n";
        assertThat(last(schema + "struct T { char a[sizeof(struct X)]; char b[sizeof (X_t)]; };", X64).byteSize())
                .isEqualTo(32);
        assertThat(last(schema + "struct T { char a[sizeof(struct X)]; };", I386).byteSize()).isEqualTo(8);
        // a typedef's alignment replaces the type's, in __alignof__ too, and leaves its size
        assertThat(last(schema + "struct T { char a[__alignof__(d4)]; char b[sizeof(d4)]; };", I386).byteSize())
                .isEqualTo(12);
        assertThat(last(schema + "struct T { char a[_Alignof(d4[3])]; };", WIN64).byteSize()).isEqualTo(4);
    }

    @Test
    void everyPlaceAConstantExpressionGoesTakesThem() {
        String schema = "enum { N = sizeof(int) * 2 };\n"
                + "struct T { unsigned f : sizeof(short) * 4; char a[N]; __attribute__((aligned(__alignof__(long long))))"
                + " char b; _Alignas(double) char c; alignas(16) char d; };";
        StructLayout i386 = last(schema, I386);
        assertThat(i386.member("a").orElseThrow().byteSize()).isEqualTo(8);
        assertThat(i386.member("b").orElseThrow().byteOffset()).isEqualTo(16);
        assertThat(i386.member("c").orElseThrow().byteOffset()).isEqualTo(20);
        assertThat(i386.member("d").orElseThrow().byteOffset()).isEqualTo(32);
    }

    @Test
    void longHasTheAbisWidthOnly() {
        assertThat(value("0xFFFFFFFFL + 1", X64)).isEqualTo(4294967296L);
        assertThat(value("0xFFFFFFFFL + 1", WIN64)).isZero();
        assertThat(value("-1L < 0xFFFFFFFFL", WIN64)).isZero(); // both unsigned long where long is 32 bits
        refused("1L << 40", I386, "expression: shift count 40 is not below the width of long (32 bits here)");
    }

    @Test
    void typeNamesMayComeFromMacros() {
        assertThat(value("#define S sizeof(int)\nS", X64)).isEqualTo(4);
        assertThat(value("#define NBITS (8 * sizeof(long))\nNBITS", I386)).isEqualTo(32);
        assertThat(value("#define T unsigned long\nsizeof(T) + _Alignof(T *)", WIN64)).isEqualTo(4 + 8);
        assertThat(value("#define U unsigned\n#define C (U char)\nC -1", X64)).isEqualTo(255);
        assertThat(value("#define SZ sizeof\nSZ(short)", X64)).isEqualTo(2);
        assertThat(last("typedef long int __fd_mask;\n#define __NFDBITS (8 * (int) sizeof (__fd_mask))\n"
                + "#define ONE ((__fd_mask) 1)\nstruct fd { __fd_mask b[1024 / __NFDBITS]; char c[ONE << 2]; };", I386)
                .byteSize()).isEqualTo(128 + 4);
    }

    @Test
    void longConstantsHaveTheAbisWidth() {
        String schema = "const long L = 5;\nconst unsigned long U = -1;\nenum E : size_t { Z = 7 };\n"
                + "struct T { char a[L]; char b[U >> 30]; char c[Z]; };";
        assertThat(last(schema, WIN64).byteSize()).isEqualTo(5 + 3 + 7);
        assertThat(last(schema, I386).byteSize()).isEqualTo(5 + 3 + 7);
        assertThat(last(schema, X64).member("b").orElseThrow().byteSize()).isEqualTo((1L << 34) - 1);
        assertThatThrownBy(() -> SchemaParser.parse("t.h", schema)).isInstanceOf(SchemaException.class)
                .hasMessageContaining("a constant of type long has a width that depends on the ABI");
    }

    @Test
    void castsConvertAtTheAbisWidths() {
        assertThat(value("(int)-1", X64)).isEqualTo(-1);
        assertThat(value("(unsigned long)-1 >> 63", X64)).isEqualTo(1);
        assertThat(value("(unsigned long)-1 >> 31", WIN64)).isEqualTo(1);
        assertThat(value("(unsigned char)300", X64)).isEqualTo(44);
        // a cast whose '(' comes from a macro inside another: the type name follows in the outer one, as in clang
        assertThat(value("#define OPEN (\n#define C OPEN unsigned char)300\nC", X64)).isEqualTo(44);
        assertThat(value("#define OPEN (\n#define SZ sizeof OPEN long)\nSZ", WIN64)).isEqualTo(4);
        assertThat(value("(signed char)200", X64)).isEqualTo(-56);
        assertThat(value("(short)65535 + 1", X64)).isZero();
        assertThat(value("(_Bool)7", X64)).isEqualTo(1);
        assertThat(value("(int)0xFFFFFFFFu", X64)).isEqualTo(-1);
        assertThat(value("(size_t)4 - 5 > 0", I386)).isEqualTo(1);
        assertThat(value("(unsigned)(int)(char)65", X64)).isEqualTo(65);
        assertThat(value("(const volatile short)-1", X64)).isEqualTo(-1);
        assertThat(last("typedef long int __fd_mask;\n"
                + "struct fd { __fd_mask b[1024 / (8 * (int) sizeof (__fd_mask))]; __fd_mask one : (int)((__fd_mask)1 << 3); };",
                I386).byteSize()).isEqualTo(132);
    }

    @Test
    void the128BitIntegersHaveASizeAndAnAlignmentButNoValues() {
        assertThat(value("sizeof(__int128)", X64)).isEqualTo(16);
        assertThat(value("_Alignof(unsigned __int128)", CAbi.of("ppc64le"))).isEqualTo(16);
        assertThat(value("_Alignof(unsigned __int128)", CAbi.of("s390x"))).as("GCC's").isEqualTo(8);
        assertThat(value("sizeof(__uint128_t[2])", CAbi.of("aarch64"))).isEqualTo(32);
        refused("sizeof(__int128_t)", I386, "expression: '__int128' has no size under i386-sysv: clang and GCC have"
                + " 128-bit integers only on targets with 64-bit pointers");
        refused("(__int128)1", X64, "expression: a cast to '__int128' is not read in a constant expression: it has 128"
                + " bits, and constant expressions here compute with at most 64");
        for (String schema : List.of("const __int128 N = 4;\nstruct T { char a[N]; };",
                "enum E : unsigned __int128 { N = 4 };\nstruct T { char a[N]; };")) {
            assertThatThrownBy(() -> SchemaParser.parse("t.h", schema, CommandLineMacros.NONE, X64))
                    .isInstanceOf(SchemaException.class).hasMessageContaining("has 128 bits, and the schema's constant"
                            + " expressions compute with at most 64");
        }
    }

    @Test
    void aCastToPlainCharHasTheAbisSignedness() {
        assertThat(value("(char)200", X64)).isEqualTo(-56);
        assertThat(value("(char)200", CAbi.of("aarch64"))).isEqualTo(200);
        assertThat(value("(char)-1", CAbi.of("s390x"))).isEqualTo(255);
        assertThat(value("(char)-1", WIN64)).isEqualTo(-1);
    }

    @Test
    void whatIsStillNotReadIsAnError() {
        refused("(char)200", CAbi.builder().id("mine").build(), "expression: (char) 200 is -56 where char is signed but"
                + " 200 where it is unsigned, which the C ABI 'mine' does not know (build it with"
                + " CAbi.Builder.charSigned(...) to give it); cast to signed char or unsigned char");
        refused("(float)1", X64, "expression: a cast to 'float' is not read in a constant expression; only casts to"
                + " integer types are");
        refused("(int *)0", X64, "expression: a cast to 'int *' is not read in a constant expression; only casts to"
                + " integer types are");
        refused("sizeof(4 + 1)", X64, "expression: sizeof of an expression with '+' is not read; write sizeof(type)");
        refused("sizeof(void)", X64, "expression: 'void' is not a member type (only a pointer to void is)");
        refused("sizeof(int[])", X64, "expression: 'int[]' is an incomplete type, which has no size");
        refused("#define B (1 + sizeof(struct Nope))\nB", X64, "expression: unknown type 'struct Nope' (in the expansion"
                + " of macro 'B')");
        refused("#define T int\nsizeof(T x)", X64, "expected ')' after the type name (expression) but found 'x' (in the"
                + " expansion of macro 'T')");
        refused("sizeof(struct { int a; })", X64, "expression: a struct cannot be defined in a type name here");
    }

    /**
     * An array of elements a typedef aligns more than their size is refused in a type name as in a member: GCC refuses
     * it, and clang gives it no one size ({@code sizeof} of two 16-aligned ints is 16 for x86-64 Linux, 8 for Windows).
     */
    @Test
    void anArrayOfElementsATypedefAlignsMoreThanTheirSizeIsRefused() {
        String typedefs = "typedef int I16 __attribute__((aligned(16)));\ntypedef I16 IA[2];\n";
        for (String use : List.of("char a[sizeof(IA)];", "char a[__alignof__(IA)];", "char a[sizeof(I16[3])];",
                "_Alignas(IA) char c;")) {
            assertThatThrownBy(() -> last(typedefs + "struct S { " + use + " };", X64)).as(use)
                    .isInstanceOf(SchemaException.class).hasMessageContaining(" is an array of elements a typedef or an"
                            + " enum's attribute aligns to 16 bytes, though each is 4 bytes under x86_64-sysv: they"
                            + " cannot all be aligned");
        }
        // a typedef's lower alignment that divides the size is taken, as GCC and clang take it
        assertThat(last("typedef long long L4 __attribute__((aligned(4)));\n"
                + "struct S { char a[sizeof(L4[3]) + _Alignof(L4[3])]; };", X64).byteSize()).isEqualTo(24 + 4);
    }

    @Test
    void alignasOfATooLargeTypeIsAnError() {
        assertThatThrownBy(() -> last("struct S { _Alignas(char[0x7fffffffffffffff][2]) char c; };", X64))
                .isInstanceOf(SchemaException.class).hasMessageContaining("is too large");
    }

    @Test
    void aTypeNameFromAMacroAnUndecidedIfDefinesTwiceIsThatError() {
        String twoWays = "#ifdef FOO\n#define T long\n#else\n#define T int\n#endif\n";
        for (String use : List.of("sizeof(T)", "#define U T\n_Alignof(U)", "(T) 1")) {
            assertThatThrownBy(() -> value(twoWays + use, X64)).as(use).isInstanceOf(SchemaException.class)
                    .extracting(e -> ((SchemaException) e).reason()).asString()
                    .startsWith("'T' may be defined at line 2 or differently at line 4");
        }
    }
}
