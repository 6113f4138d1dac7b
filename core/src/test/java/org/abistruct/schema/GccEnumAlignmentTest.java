package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.abi.Abi;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An alignment on an enum's own declaration, which clang takes and GCC ignores: refused at its {@code aligned}, naming
 * both compilers' alignments, unless it is the one the enum's integer type has anyway under every ABI
 * ({@link GccEnumAlignment}); {@link GccEnumAlignmentClangTest} checks each reading against clang and gcc.
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
            enum __attribute__((aligned(8))) E { A = 0x100000000 };|1:21|clang gives 8, GCC its 8-byte type's own (4 or 8, as the ABI aligns it)
            enum __attribute__((packed, aligned(4))) E { A };|1:29|clang gives 4, GCC 1
            enum __attribute__((packed)) __attribute__((aligned(2))) E { A };|1:45|clang gives 2, GCC 1
            enum __attribute__((packed, aligned(8))) E { A = 70000 };|1:29|clang gives 8, GCC 4
            enum __attribute__((aligned(16))) E : short { A };|1:21|clang gives 16, GCC 2
            enum __attribute__((aligned(1))) E : short { A };|1:21|clang gives 1, GCC 2
            enum __attribute__((aligned(8))) E : long long { A };|1:21|clang gives 8, GCC its 8-byte type's own
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
            typedef enum E { A } T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            __attribute__((aligned(16))) enum E { A } x;\\nstruct H { char c; enum E e; };
            __declspec(align(16)) enum E { A };\\nstruct H { char c; enum E e; };
            enum __declspec(align(8)) __attribute__((aligned(8))) E { A };\\nstruct H { char c; enum E e; };
            """)
    void anAlignmentBothTakeAlikeIsTaken(String escaped) {
        assertThat(FirstErrors.schema(escaped.replace("\\n", "\n"), ABI)).isEmpty();
    }
}
