package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.Scalar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Enumerators of 2^63 and more, which only an unsigned 64-bit type holds, against clang for every C ABI's target and gcc
 * {@code -m64}/{@code -m32}: with no negative value GCC and clang make the enum {@code unsigned long} (or
 * {@code unsigned long long} where {@code long} has 32 bits), and its constants that type after the body; with a
 * negative value too no type holds them (both warn, "enumeration values exceed range of largest integer") and the
 * schema refuses the enum; an enumerator after 2^64 - 1 overflows. clang's Microsoft targets cut the values to
 * {@code int}.
 */
class HugeEnumeratorsClangTest {
    /**
     * Unsigned enums past 2^63, and their constants in array sizes: {@code X1 >> 62} is 3 and {@code X1 + 1} is 0
     * only where {@code X1} is unsigned 2^64 - 1; {@code C2} is 2^63 + 1, after {@code B2}.
     */
    static final String HUGE = """
            enum U1 { X1 = 0xffffffffffffffff };
            enum U2 { A2, B2 = 0x8000000000000000, C2, D2 = C2 + 1 };
            enum U3 { A3 = 0x7fffffffffffffffu, B3 };
            struct H1 { char c; enum U1 u1; char d; enum U2 u2[2]; enum U3 u3; };
            struct H2 { char shr[X1 >> 62], wrap[X1 + 1 == 0 ? 2 : 3], next[C2 - B2], d[D2 - B2], b3[B3 >> 62];
                char s1[sizeof(enum U1)], a1[_Alignof(enum U1)], pos[X1 > 0 && B2 > A2]; };
            """;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void aNonNegativeEnumPast2To63IsEightUnsignedBytesAndItsConstantsUnsigned(String triple, String abiId,
            String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        var signedness = new ClangStaticAsserts(HUGE);
        signedness.add("(enum U1) -1 > 0");
        signedness.add("(enum U2) -1 > 0");
        if (abiId.contains("msvc")) {
            // clang makes the enum an int and cuts the value, which the schema refuses
            var cut = new ClangStaticAsserts("enum U1 { X1 = 0xffffffffffffffff };");
            cut.add("sizeof(enum U1) == 4");
            cut.add("X1 == -1");
            assertThat(cut.failures(triple, "-std=gnu11")).isEmpty();
            assertThat(FirstErrors.schemaReasonReadFor(HUGE, target)).endsWith("give it a fixed underlying type"
                    + " (enum U1 : uint64_t)");
            return;
        }
        assertThat(signedness.failures(triple, "-std=gnu11")).as(triple).isEmpty();
        var h2 = ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, HUGE, target);
        assertThat(h2.members().stream().map(m -> m.byteSize()).toList().subList(0, 6)).containsExactly(3L, 2L, 1L,
                2L, 2L, 8L);
        var h1 = SchemaParser.parse("c.h", HUGE, CommandLineMacros.NONE, target).types().get(0);
        assertThat(h1.members().get(1).type()).isEqualTo(Scalar.UINT64);
    }

    @Test
    void gccLaysThemOutAsTheSchemaDoesForX86() throws Exception {
        Oracle.require("gcc", "gcc");
        if (!System.getProperty("os.arch").equals("amd64")) {
            return;
        }
        for (var e : List.of(List.of("-m64", "x86_64-sysv"), List.of("-m32", "i386-sysv"))) {
            CAbi target = CAbi.of(e.get(1));
            ClangStaticAsserts asserts = ClangStaticAsserts.ofStructsNamedH(HUGE, HUGE, target, target);
            asserts.add("(enum U1) -1 > 0");
            assertThat(asserts.failuresUnder(List.of("gcc", e.get(0), "-std=gnu11", "-fsyntax-only", "-w")))
                    .as("gcc " + e.get(0)).isEmpty();
        }
    }

    /**
     * A negative value and one of 2^63 or more: no 64-bit type holds both, and GCC and clang, which warn, make the enum
     * signed and cut the large value ({@code X} is -1), which the schema refuses, naming both enumerators.
     */
    @Test
    void aNegativeValueWithOneOf2To63OrMoreIsRefusedNamingBoth() throws Exception {
        String source = "enum M { N = -1, X = 0xffffffffffffffff };\nstruct H { enum M m; };\n";
        String reason = "'enum M' holds values from -1 ('N' at c.c:1:10) to 18446744073709551615 ('X' at c.c:1:18),"
                + " which no integer type holds: GCC and clang warn (enumeration values exceed range of largest"
                + " integer), make the enum a signed 64-bit type and cut 'X' to -1, which the schema does not follow;"
                + " give it a fixed underlying type and values that type holds (enum M : int64_t, with 'X' = -1, as"
                + " GCC and clang make it)";
        for (String abi : List.of("x86_64-sysv", "aarch64", "i386-sysv")) {
            assertThat(FirstErrors.schemaReadFor(source, CAbi.of(abi))).as(abi).isEqualTo("2:12");
            assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of(abi))).as(abi).isEqualTo(reason);
        }
        assertThat(FirstErrors.schemaReasonReadFor(source, null)).isEqualTo(reason);
        String constant = "enum M { N = -1, X = 0xffffffffffffffff };\nstruct H { char c[X > 0]; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(constant, CAbi.of("x86_64-sysv"))).contains("'X'")
                .contains("no integer type holds");
        if (Oracle.onPath("clang")) {
            var clang = new ClangStaticAsserts("enum M { N = -1, X = 0xffffffffffffffff };");
            clang.add("sizeof(enum M) == 8");
            clang.add("(enum M) -1 < 0");
            clang.add("X == -1");
            assertThat(clang.failures("x86_64-linux-gnu")).isEmpty();
        }
    }

    /**
     * The same read for a Microsoft ABI: clang for its target neither warns nor makes the enum 8 bytes, but an int,
     * cutting the large value, which the refusal says.
     */
    @Test
    void aNegativeValueWithOneOf2To63OrMoreReadForAMicrosoftAbiSaysWhatClangDoesThere() throws Exception {
        String source = "enum M { N = -1, X = 0x8000000000000001 };\nstruct H { enum M m; };\n";
        assertThat(FirstErrors.schemaReadFor(source, CAbi.of("x86_64-msvc"))).isEqualTo("2:12");
        assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of("x86_64-msvc"))).contains(", while clang for"
                + " x86_64-msvc's target, as MSVC, makes it an int and cuts 'X' to 1,").endsWith("(enum M : int64_t,"
                + " with 'X' = -9223372036854775807, as GCC and clang make it)");
        if (Oracle.onPath("clang")) {
            var clang = new ClangStaticAsserts("enum M { N = -1, X = 0x8000000000000001 };");
            clang.add("sizeof(enum M) == 4");
            clang.add("X == 1");
            assertThat(clang.failures("x86_64-pc-windows-msvc")).isEmpty();
            var gnu = new ClangStaticAsserts("enum M { N = -1, X = 0x8000000000000001 };");
            gnu.add("X == -9223372036854775807");
            assertThat(gnu.failures("x86_64-linux-gnu")).isEmpty();
        }
    }

    /** An enumerator without a value after 2^64 - 1: GCC refuses it and clang warns, where the schema refuses it. */
    @Test
    void anEnumeratorAfter2To64Minus1IsRefusedAtIt() {
        String source = "enum E { X = 0xffffffffffffffff, Y };\nstruct H { char c; };\n";
        assertThat(FirstErrors.schemaReadFor(source, CAbi.of("x86_64-sysv"))).isEqualTo("1:34");
        assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of("x86_64-sysv"))).isEqualTo("'Y', after 'X',"
                + " would be 18446744073709551616, which no integer type holds (GCC refuses it, overflow in"
                + " enumeration values, and clang makes it 0)");
        String fixed = "enum E : unsigned long long { X = 0xffffffffffffffff, Y };\nstruct H { char c; };\n";
        assertThat(FirstErrors.schemaReadFor(fixed, CAbi.of("x86_64-sysv"))).isEqualTo("1:55");
    }

    /** Read for every ABI, or a Microsoft one, the enum is refused, saying the fixed type its values need. */
    @Test
    void readForEveryAbiOrAMicrosoftOneTheRefusalSuggestsUint64() {
        String source = "enum E { X = 0xffffffffffffffff };\nstruct S { enum E e; };\n";
        for (CAbi target : new CAbi[] {null, CAbi.of("x86_64-msvc")}) {
            assertThat(FirstErrors.schemaReadFor(source, target)).isEqualTo("2:12");
            assertThat(FirstErrors.schemaReasonReadFor(source, target)).startsWith("'enum E' holds values from"
                    + " 18446744073709551615 to 18446744073709551615").endsWith("(enum E : uint64_t)");
        }
        assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of("x86_64-msvc"))).contains("(18446744073709551615"
                + " becomes -1)");
    }

    /**
     * Read for every ABI, 2^64 - 1 in an {@code unsigned long} fixed type is valid where {@code long} has 64 bits and
     * not where it has 32 (clang for x86-64 takes it, for i386 refuses it): as for 2^32, the enum is taken and a use of
     * the constant refused, saying that its type's width depends on the ABI.
     */
    @Test
    void readForEveryAbiAHugeValueInUnsignedLongIsRefusedWhereItIsUsed(@TempDir Path dir) throws Exception {
        for (String value : List.of("0x100000000", "0xffffffffffffffff")) {
            String declared = "enum E : unsigned long { X = " + value + " };\nstruct S { char c; };\n";
            assertThat(FirstErrors.schemaReadFor(declared, null)).as(value).isEmpty();
            String used = "enum E : unsigned long { X = " + value + " };\nstruct S { char c[X > 0]; };\n";
            assertThat(FirstErrors.schemaReadFor(used, null)).as(value).isEqualTo("2:19");
            assertThat(FirstErrors.schemaReasonReadFor(used, null)).as(value).endsWith("a constant of type unsigned"
                    + " long has a width that depends on the ABI, or is not an integer");
        }
        String constant = "const unsigned long Q = 0xffffffffffffffff;\nstruct S { char c[Q > 0]; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(constant, null)).endsWith("a constant of type unsigned long has a"
                + " width that depends on the ABI, or is not an integer");
        if (Oracle.onPath("clang")) {
            String source = "enum E : unsigned long { X = 0xffffffffffffffff };\n";
            assertThat(FirstErrors.errors(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"),
                    source)).isEmpty();
            assertThat(FirstErrors.errors(dir, FirstErrors.clang("i386-linux-gnu", "c2x"), source))
                    .containsExactly("1:26");
        }
    }

    /**
     * An enumerator without a value after 2^63 - 1 of a signed type: GCC refuses it and clang cuts it to -2^63, so the
     * schema cannot read it; the fixed underlying type suggested, {@code uint64_t}, holds it (clang takes the enum with
     * it, and refuses it with {@code int64_t}).
     */
    @Test
    void anEnumeratorAfter2To63Minus1IsUnreadAndTheSuggestionHoldsIt(@TempDir Path dir) throws Exception {
        String source = "enum E { A = 0x7fffffffffffffff, B };\nstruct H { char c; enum E e; };\n";
        for (String abi : List.of("x86_64-sysv", "i386-sysv")) {
            assertThat(FirstErrors.schemaReadFor(source, CAbi.of(abi))).as(abi).isEqualTo("2:20");
            assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of(abi))).as(abi).contains("the enumerator after"
                    + " 'A' would be 9223372036854775808, which only an unsigned 64-bit type holds (GCC refuses it,"
                    + " overflow in enumeration values, and clang makes it -9223372036854775808)")
                    .endsWith("(enum E : uint64_t, say)");
        }
        if (Oracle.onPath("clang")) {
            for (String fixed : List.of("unsigned long long", "long long")) {
                String c = "enum E : " + fixed + " { A = 0x7fffffffffffffff, B };\n";
                assertThat(FirstErrors.errors(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"), c)).as(fixed)
                        .hasSize(fixed.startsWith("unsigned") ? 0 : 1);
            }
            var clang = new ClangStaticAsserts("enum E { A = 0x7fffffffffffffff, B };");
            clang.add("B == -9223372036854775807 - 1");
            assertThat(clang.failures("x86_64-linux-gnu")).isEmpty();
        }
    }

    /** An enumerator the schema cannot read after one past 2^63: the suggestion holds the value read. */
    @Test
    void theSuggestionForAnUnreadValueHoldsTheValuesRead() {
        String source = "enum W { BIG = 0xffffffffffffffff, U = UNKNOWN };\nstruct H { char c; enum W w; };\n";
        for (String abi : List.of("x86_64-sysv", "i386-sysv")) {
            assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of(abi))).as(abi).startsWith("the width of"
                    + " 'enum W' depends on its values").endsWith("(enum W : uint64_t, say)");
        }
        String negative = "enum V { NEG = -1, U = UNKNOWN };\nstruct H { char c; enum V v; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(negative, CAbi.of("x86_64-sysv"))).endsWith("(enum V : int32_t,"
                + " say)");
        String unsigned = "enum P { P1 = 0x80000000u, U = UNKNOWN };\nstruct H { char c; enum P p; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(unsigned, CAbi.of("x86_64-sysv"))).endsWith("(enum P : uint32_t,"
                + " say)");
    }

    /** A fixed underlying type of 64 unsigned bits holds 2^64 - 1 (C23; clang, which GCC 12 does not read so). */
    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void aFixedUnsigned64BitTypeHoldsValuesPast2To63(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        String source = """
                enum F : unsigned long long { X = 0xffffffffffffffff, Y = 0, Z = 0x8000000000000000, W };
                struct H { char c; enum F f; char shr[X >> 62], w[W - Z], wrap[X + 1 == 0]; };
                """;
        CAbi target = CAbi.of(abiId);
        var asserts = ClangStaticAsserts.ofStructsNamedH(source, source, target, target);
        assertThat(asserts.failures(triple, "-std=c2x")).as(triple).isEmpty();
        var h = target.layout(SchemaParser.parse("c.h", source, CommandLineMacros.NONE, target).types().getLast());
        assertThat(h.members().stream().map(m -> m.byteSize()).toList().subList(1, 5)).containsExactly(8L, 3L, 1L,
                1L);
    }
}
