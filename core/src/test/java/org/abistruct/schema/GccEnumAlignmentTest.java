package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.abi.Abi;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An alignment on an enum's own declaration, or on a typedef of the enum before its body, which clang takes and GCC
 * ignores: refused at its {@code aligned}, naming both compilers' alignments, unless it is the one the enum's integer
 * type has anyway under every ABI, as GCC packs it ({@link GccEnumAlignment}); {@link GccEnumAlignmentClangTest} checks
 * each reading against clang and gcc.
 */
class GccEnumAlignmentTest {
    private static final Abi ABI = Abi.of("x86_64-sysv");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enum __attribute__((aligned(16))) E { A };|1:21|'enum E' is asked for an alignment of 16 on its own declaration, and clang gives 16, GCC 4
            enum E { A } __attribute__((aligned(16)));|1:29|clang gives 16, GCC 4
            enum [[gnu::aligned(16)]] E { A };|1:13|clang gives 16, GCC 4
            enum [[gnu::aligned(16)]] E;\\nenum E { A };|1:13|clang gives 16, GCC 4
            enum __attribute__((aligned(16))) E;\\nenum E { A };|1:21|clang gives 16, GCC 4
            enum __attribute__((aligned(16))) E *p;\\nenum E { A };|1:21|clang gives 16, GCC 4
            enum __attribute__((aligned(4))) E;\\nenum __attribute__((aligned(16))) E { A };|2:21|clang gives 16, GCC 4
            enum [[gnu::aligned(4)]] __attribute__((aligned(8))) E { A };|1:41|clang gives 8, GCC 4
            enum __attribute__((aligned(16))) E { A } __attribute__((aligned(4)));|1:21|clang gives 16, GCC 4
            enum __attribute__((aligned(2))) E { A };|1:21|clang gives 2, GCC 4
            enum __attribute__((aligned(8))) E { A = 0x100000000 };|1:21|clang gives 8, GCC its 8-byte type's own, 4 or 8 as the ABI aligns it (GCC ignores
            enum __attribute__((packed, aligned(4))) E { A };|1:29|clang gives 4, GCC 1
            enum __attribute__((packed)) __attribute__((aligned(2))) E { A };|1:45|clang gives 2, GCC 1
            enum __attribute__((packed, aligned(8))) E { A = 70000 };|1:29|clang gives 8, GCC 4
            enum __attribute__((aligned(16))) E : short { A };|1:21|clang gives 16, GCC 2
            enum __attribute__((aligned(1))) E : short { A };|1:21|clang gives 1, GCC 2
            enum __attribute__((aligned(8))) E : long long { A };|1:21|clang gives 8, GCC its 8-byte type's own
            enum __attribute__((packed)) E;\\nenum __attribute__((aligned(1))) E { A };|2:21|clang gives 1, GCC 4
            enum __attribute__((packed)) E *p;\\nenum __attribute__((aligned(1))) E { A };|2:21|clang gives 1, GCC 4
            enum [[gnu::packed]] E;\\nenum __attribute__((aligned(4))) E { A };|2:21|clang gives 4, GCC 1
            typedef enum __attribute__((aligned(16))) { A } T;|1:29|this enum is asked for an alignment of 16
            struct H { enum __attribute__((aligned(8))) { A } e; char c; };|1:32|this enum is asked for an alignment of 8
            """)
    void anAlignmentGccIgnoresIsRefusedAtItNamingBothReadings(String escaped, String at, String reason) {
        String source = escaped.replace("\\n", "\n");
        assertThat(FirstErrors.schema(source, ABI)).isEqualTo(at);
        assertThat(FirstErrors.schemaReason(source, ABI)).contains(reason)
                .contains("GCC ignores an alignment there, clang takes it").contains("align a typedef of the enum");
    }

    /** Alignments clang and GCC agree on, or that are not the enum's: taken. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enum __attribute__((aligned(4))) E { A };\\nstruct H { char c; enum E e; };
            enum [[gnu::aligned(4)]] E { A };\\nstruct H { char c; enum E e; };
            enum E { A } __attribute__((aligned(4), aligned(2)));\\nstruct H { char c; enum E e; };
            enum __attribute__((aligned(4))) E;\\nenum E { A };\\nstruct H { char c; enum E e; };
            enum __attribute__((packed, aligned(4))) E { A = 70000 };\\nstruct H { char c; enum E e; };
            enum __attribute__((packed)) __attribute__((aligned(1))) E { A };
            enum __attribute__((aligned(2))) E : short { A };\\nstruct H { char c; enum E e; };
            enum E { A }; enum __attribute__((aligned(16))) E;\\nstruct H { char c; enum E e; };
            enum E { A };\\nstruct H { char c; enum __attribute__((aligned(16))) E e; };
            enum __attribute__((aligned(16))) E;
            enum __attribute__((packed)) E;\\nenum __attribute__((aligned(4))) E { A };
            typedef enum E { A } T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            __attribute__((aligned(16))) enum E { A } x;\\nstruct H { char c; enum E e; };
            __declspec(align(16)) enum E { A };\\nstruct H { char c; enum E e; };
            enum __declspec(align(8)) __attribute__((aligned(8))) E { A };\\nstruct H { char c; enum E e; };
            """)
    void anAlignmentBothTakeAlikeIsTaken(String escaped) {
        assertThat(FirstErrors.schema(escaped.replace("\\n", "\n"), ABI)).isEmpty();
    }

    /**
     * A packed enum of 1 byte, whose member is refused: GCC packs it as clang does but where only an
     * {@code __attribute__((packed))} on a declaration before the body packs it, and the message says which.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enum __attribute__((packed)) E { A };|so GCC and clang make it 1 byte wide, while clang's Microsoft targets
            enum [[gnu::packed]] E;\\nenum E { A };|so GCC and clang make it 1 byte wide
            enum __attribute__((packed)) E;\\nenum E { A };|so clang makes it 1 byte wide, while GCC, which ignores an __attribute__((packed)) on a declaration before the body, and clang's Microsoft targets
            enum __attribute__((packed)) E *p;\\nenum E { A };|so clang makes it 1 byte wide, while GCC
            """)
    void aMemberOfAPackedEnumIsRefusedNamingWhoPacksIt(String escaped, String reason) {
        String source = escaped.replace("\\n", "\n") + "\nstruct H { char c; enum E e; };";
        assertThat(FirstErrors.schemaReason(source, ABI)).contains(reason);
    }

    /**
     * A typedef of an enum without a body yet, declared with an alignment: clang gives the typedef that alignment, GCC
     * the enum's own, which the body decides; refused at the typedef's {@code aligned} where they differ.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            typedef enum E T __attribute__((aligned(2)));\\nenum E { A };|1:33|typedef 'T' of 'enum E' is asked for an alignment of 2 before the enum's body, and clang gives 2, GCC 4
            typedef enum E T __attribute__((aligned(16)));\\nenum E { A };|1:33|clang gives 16, GCC 4
            enum E;\\ntypedef enum E T __attribute__((aligned(16)));\\nenum E { A };|2:33|clang gives 16, GCC 4
            typedef enum E T [[gnu::aligned(16)]];\\nenum E { A };|1:25|clang gives 16, GCC 4
            [[gnu::aligned(16)]] typedef enum E T;\\nenum E { A };|1:8|clang gives 16, GCC 4
            typedef __attribute__((aligned(16))) enum E T;\\nenum E { A };|1:24|clang gives 16, GCC 4
            typedef const enum E T __attribute__((aligned(16)));\\nenum E { A };|1:39|clang gives 16, GCC 4
            typedef enum E U, T __attribute__((aligned(16)));\\nenum E { A };|1:36|typedef 'T'
            typedef enum E T0;\\ntypedef T0 T __attribute__((aligned(2)));\\nenum E { A };|2:29|clang gives 2, GCC 4
            typedef enum E T __attribute__((aligned(1)));\\nenum __attribute__((packed)) E { A = 300 };|1:33|clang gives 1, GCC 2
            enum __attribute__((packed)) E;\\ntypedef enum E T __attribute__((aligned(1)));\\nenum E { A };|2:33|clang gives 1, GCC 4
            typedef enum E T __attribute__((aligned(8)));\\nenum E { A = 0x100000000 };|1:33|clang gives 8, GCC its 8-byte type's own
            """)
    void aTypedefsAlignmentBeforeTheEnumsBodyIsRefusedWhereGccDiffers(String escaped, String at, String reason) {
        String source = escaped.replace("\\n", "\n");
        assertThat(FirstErrors.schema(source, ABI)).isEqualTo(at);
        assertThat(FirstErrors.schemaReason(source, ABI)).contains(reason)
                .contains("GCC ignores the alignment of a typedef of an enum without a body yet")
                .contains("declare the typedef after the enum's body");
    }

    /** Typedefs of an enum before its body whose alignment GCC and clang agree on, or that GCC takes: taken. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            typedef enum E T __attribute__((aligned(4)));\\nenum E { A };\\nstruct H { char c; T t; };
            enum [[gnu::packed]] E;\\ntypedef enum E T __attribute__((aligned(1)));\\nenum E { A };
            typedef enum E T __attribute__((aligned(1)));\\nenum __attribute__((packed)) E { A };
            typedef enum E *T __attribute__((aligned(16)));\\nenum E { A };\\nstruct H { char c; T t; };
            enum E { A };\\ntypedef enum E T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            typedef enum E T __attribute__((aligned(16)));\\nstruct H { char c; T *t; };
            typedef __declspec(align(16)) enum E T;\\nenum E { A };
            """)
    void aTypedefsAlignmentBothTakeAlikeIsTaken(String escaped) {
        assertThat(FirstErrors.schema(escaped.replace("\\n", "\n"), ABI)).isEmpty();
    }
}
