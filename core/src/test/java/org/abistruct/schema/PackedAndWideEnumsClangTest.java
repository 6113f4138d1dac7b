package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Packed enums ({@code enum __attribute__((packed)) E}) and enums whose values need more than 32 bits, read for one C
 * ABI, against clang for every C ABI's target and gcc {@code -m64}/{@code -m32}: GCC and clang make a packed enum as
 * wide as its values need and a wide one 8 bytes, aligned as {@code long long}, while clang's Microsoft targets ignore
 * {@code packed} (4 bytes) and cut wide values to {@code int}, which the schema refuses there. Read for every ABI
 * both stay refused, saying that reading for one ABI takes them.
 */
class PackedAndWideEnumsClangTest {
    /** Packed enums, which every C ABI's clang lays out: as wide as their values need, 4 bytes on Microsoft's. */
    static final String PACKED = """
            enum __attribute__((packed)) E1 { A1, B1 };
            enum E2 { A2 = 300 } __attribute__((packed));
            typedef enum { A3 = -1 } __attribute__((packed)) T3;
            enum __attribute__((packed)) E4 { A4 = 70000 };
            enum __attribute__((packed)) E6 { A6 = -129, B6 = 200 };
            typedef enum E7 { A7 = 255 } __attribute__((packed)) T7;
            struct H1 { char c; enum E1 e1; char d; enum E2 e2; T3 t3; enum E4 e4; char f; enum E6 e6; T7 t7[3]; };
            struct H2 { char s1[sizeof(enum E1)], a1[_Alignof(enum E1)], s2[sizeof(enum E2)], s3[sizeof(T3)];
                char a6[_Alignof(enum E6)], p6[__alignof__(enum E6)]; };
            """;

    /**
     * Enums whose values need more than 32 bits, and their constants, in their enum's body (of their initializer's
     * type: {@code Q} is 0) and after it (of the enum's: {@code BIGU + 1} is 2^32), in array sizes.
     */
    static final String WIDE = """
            enum W1 { BIG = 0x100000000 };
            enum W2 { NEG = -1, BIGU = 0xffffffffu };
            enum __attribute__((packed)) W3 { A5 = -0x100000000 };
            enum W4 { P = 0xffffffffu, Q = P + 1, R = Q + 3 };
            enum W5 { M = -1, N = 0x100000000, O, Z = O >> 32 };
            typedef enum W1 TW1;
            struct H1 { char c; enum W1 w1; char d; enum W2 w2; TW1 arr[2]; enum W3 w3; char e; enum W4 w4;
                enum W5 w5; };
            struct H2 { char s1[sizeof(enum W1)], a1[_Alignof(enum W1)], p1[__alignof__(enum W1)];
                char s3[sizeof(enum W3)], a3[_Alignof(enum W3)]; };
            struct H3 { char big[(BIG >> 31) + 1], bigu[BIGU - 0xfffffff0u], next[(BIGU + 1) >> 30], r[R];
                char z[Z + O - 0x100000000], neg[A5 >> 30 < 0 ? 3 : 4], p[P - 0xfffffff0u]; };
            """;

    /** Enumerators past their predecessor's type: {@code D6} is 2^32, {@code B7} 2^31, both of a wider type. */
    static final String WIDENED = """
            enum W6 { C6 = 0xffffffffu, D6 };
            enum W7 { A7 = 0x7fffffff, B7, C7 = B7 - 0x7fffffff };
            struct H { char d[D6 - 0xfffffff0u], c[C7 + 1], w6[sizeof(enum W6) == 8], w7[sizeof(enum W7) == 4]; };
            """;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void aPackedEnumIsAsWideAsClangMakesItForTheTarget(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        long h2 = ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, PACKED, target).byteSize();
        // clang's Microsoft targets ignore packed on an enum
        assertThat(h2).isEqualTo(abiId.contains("msvc") ? 4 * 6 : 1 + 1 + 2 + 1 + 2 + 2);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void aWideEnumIsEightBytesAndItsConstantsTheirValuesButForMicrosoft(String triple, String abiId, String pragma)
            throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        if (abiId.contains("msvc")) {
            // clang takes the enum as a 4-byte int, its values cut to 32 bits, which the schema refuses
            var cut = new ClangStaticAsserts("enum W1 { BIG = 0x100000000 };");
            cut.add("sizeof(enum W1) == 4");
            cut.add("BIG == 0");
            assertThat(cut.failures(triple, "-std=gnu11")).isEmpty();
            String member = "enum W1 { BIG = 0x100000000 };\nstruct H { char c; enum W1 w; };\n";
            assertThat(FirstErrors.schemaReadFor(member, target)).isEqualTo("2:20");
            assertThat(FirstErrors.schemaReasonReadFor(member, target)).isEqualTo("'enum W1' holds values from"
                    + " 4294967296 to 4294967296, which no 32-bit integer type holds ('BIG' at c.c:1:11 is 4294967296):"
                    + " clang for " + abiId + "'s target, as MSVC, makes it an int and cuts each value to 32 bits"
                    + " (4294967296 becomes 0), which the schema does not follow; give it a fixed underlying type"
                    + " (enum W1 : int64_t)");
            String constant = "enum { BIG = 0x100000000 };\nstruct H { char c[(BIG >> 31) + 1]; };\n";
            assertThat(FirstErrors.schemaReasonReadFor(constant, target)).endsWith("value 4294967296 of 'BIG' does"
                    + " not fit in int: GCC and clang take it in a wider type, while clang's Microsoft targets, as"
                    + " MSVC, cut it to int (0), which the schema does not follow");
            return;
        }
        var h3 = ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, WIDE, target);
        assertThat(h3.byteSize()).isEqualTo(3 + 15 + 4 + 3 + 2 + 3 + 15);
    }

    @Test
    void gccLaysThemOutAsTheSchemaDoesForX86() throws Exception {
        Oracle.require("gcc", "gcc");
        if (!System.getProperty("os.arch").equals("amd64")) {
            return;
        }
        for (String source : List.of(PACKED, WIDE)) {
            for (var e : List.of(List.of("-m64", "x86_64-sysv"), List.of("-m32", "i386-sysv"))) {
                CAbi target = CAbi.of(e.get(1));
                assertThat(ClangStaticAsserts.ofStructsNamedH(source, source, target, target).failuresUnder(List.of(
                        "gcc", e.get(0), "-std=gnu11", "-fsyntax-only", "-w"))).as("gcc " + e.get(0)).isEmpty();
            }
        }
    }

    @Test
    void readForEveryAbiTheyAreRefusedSayingThatReadingForOneAbiTakesThem() {
        String packed = "enum __attribute__((packed)) E { A };\nstruct H { char c; enum E e; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(packed, null)).isEqualTo("'enum E' is packed, and holds values"
                + " from 0 to 0, so GCC and clang make it 1 byte wide, while clang's Microsoft targets, as MSVC, ignore"
                + " packed on an enum and make it 4: its layout depends on the ABI (a file read for one C ABI takes"
                + " it); give it a fixed underlying type instead (enum E : uint8_t)");
        String wide = "enum W { BIG = 0x100000000 };\nstruct H { char c; enum W w; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(wide, null)).endsWith("so its layout depends on the ABI (a file"
                + " read for one C ABI but a Microsoft one takes it); give it a fixed underlying type (enum W :"
                + " int64_t)");
        String constant = "enum { BIGU = 0xffffffffu };\nstruct H { char c[BIGU - 0xfffffff0u]; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(constant, null)).endsWith("value 4294967295 of 'BIGU' does not"
                + " fit in int: GCC and clang take it in a wider type, while clang's Microsoft targets, as MSVC, cut it"
                + " to int (-1) (a file read for one C ABI but a Microsoft one takes it)");
        assertThat(FirstErrors.schemaReadFor(constant, CAbi.of("x86_64-sysv"))).isEmpty();
    }

    /**
     * Packed by clang only, by an {@code __attribute__((packed))} on a declaration before its body, which GCC ignores:
     * refused read for a target GCC has, taken as the 4 bytes clang's Microsoft targets make it for theirs.
     */
    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void packedBeforeTheBodyIsRefusedWhereGccDiffers(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        String source = "enum __attribute__((packed)) E;\nenum E { A };\nstruct H { char c; enum E e; };\n";
        if (abiId.contains("msvc")) {
            assertThat(FirstErrors.schemaReadFor(source, target)).isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, source, target, target).failures(triple)).isEmpty();
            return;
        }
        assertThat(FirstErrors.schemaReadFor(source, target)).isEqualTo("3:20");
        assertThat(FirstErrors.schemaReasonReadFor(source, target)).isEqualTo("'enum E' is packed, and holds values"
                + " from 0 to 0, so clang makes it 1 byte wide, while GCC, which ignores an __attribute__((packed))"
                + " on a declaration before the body, makes it 4: its layout depends on the compiler; give it a fixed"
                + " underlying type instead (enum E : uint8_t)");
        var clang = new ClangStaticAsserts(pragma + source);
        clang.add("sizeof(enum E) == 1");
        assertThat(clang.failures(triple)).isEmpty();
    }

    /**
     * An enumerator without a value whose predecessor's value is the largest of its type: clang gives it the next wider
     * type (as C23 has it; GCC 12 refuses the enum, "overflow in enumeration values"), in which later values in the
     * body compute, and a file read for one C ABI that is not Microsoft's takes it so.
     */
    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void anEnumeratorPastItsPredecessorsTypeIsWidenedAsClangWidensIt(String triple, String abiId, String pragma)
            throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        if (abiId.contains("msvc")) {
            assertThat(FirstErrors.schemaReasonReadFor(WIDENED, target)).contains("cut it to int");
            return;
        }
        ClangStaticAsserts asserts = ClangStaticAsserts.ofStructsNamedH(pragma + WIDENED, WIDENED, target, target);
        assertThat(asserts.failures(triple, "-std=gnu11")).as(triple).isEmpty();
        var h = target.layout(SchemaParser.parse("c.h", WIDENED, CommandLineMacros.NONE, target).types().getLast());
        assertThat(h.byteSize()).isEqualTo(16 + 2 + 1 + 1);
    }

    /**
     * Read for one C ABI, a wide enum with an enumerator the schema cannot read is refused for that enumerator, whose
     * value its width waits on: the wide value, which the ABI takes, is not the reason (the message said that reading
     * for one C ABI would take it, to a file read for one); read for a Microsoft ABI, the wide value still is.
     */
    @Test
    void readForOneAbiAWideEnumWithAnUnreadEnumeratorIsRefusedForThatEnumerator() {
        String source = "enum W { BIG = 0x100000000, U = UNKNOWN };\nstruct H { char c; enum W w; };\n";
        assertThat(FirstErrors.schemaReadFor(source, CAbi.of("x86_64-sysv"))).isEqualTo("2:20");
        assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of("x86_64-sysv"))).startsWith("the width of 'enum W'"
                + " depends on its values (GCC and clang make an enum 8 bytes wide when a value needs more than 32 bits,"
                + " and MSVC 4), and the value of 'U' cannot be read (").endsWith("); give it the fixed underlying type"
                + " its values need (enum W : int64_t, say)").doesNotContain("read for one C ABI");
        assertThat(FirstErrors.schemaReasonReadFor(source, CAbi.of("x86_64-msvc"))).startsWith("'enum W' holds values"
                + " from 4294967296 to 4294967296, which no 32-bit integer type holds ('BIG' at c.c:1:10 is 4294967296):"
                + " clang for x86_64-msvc's target, as MSVC, makes it an int and cuts each value to 32 bits");
    }

    /** Read for every ABI, the value past {@code int} is refused where used, and its enum where it makes it 8 bytes. */
    @Test
    void readForEveryAbiAnEnumeratorPastIntIsRefused() {
        assertThat(FirstErrors.schemaReasonReadFor(WIDENED, null)).contains("does not fit in int");
        assertThat(FirstErrors.schemaReadFor("enum E { A = 0x7fffffff, B };\nstruct H { enum E e; };\n", null))
                .isEmpty();
    }
}
