package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * More than one alignment asked of a struct on its own definition, or of a typedef name: clang gives it the largest,
 * for every target, while GCC gives it the last it reads, even a smaller one: for a struct those after the keyword,
 * then after the body; for a typedef the declarator's (a {@code [[...]]} after an array's {@code ]} before one after
 * the name, wherever parentheses put them), then the specifiers', a {@code [[gnu::aligned(N)]]} at the start of the declaration last. Where the last is smaller the schema refuses it at the name, naming both readings; where the last is
 * the largest both agree and the schema takes it. Members are not affected: GCC keeps the largest there too.
 */
class LastAlignmentClangTest {
    private static final List<String> TRIPLES = List.of("x86_64-linux-gnu", "x86_64-pc-windows-msvc",
            "i386-linux-gnu", "aarch64-linux-gnu");

    /**
     * A smaller last alignment: clang's {@code fact} is {@code clangValue} under every target, gcc's {@code gccValue},
     * plain and {@code -m32}; the schema refuses it at {@code refusedAt} with both.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct __attribute__((aligned(16))) __attribute__((aligned(8))) H { char c; };|_Alignof(struct H)|16|8|1:65
            struct H { char c; } __attribute__((aligned(16), aligned(8)));|_Alignof(struct H)|16|8|1:8
            struct [[gnu::aligned(16)]] [[gnu::aligned(8)]] H { char c; };|_Alignof(struct H)|16|8|1:49
            struct [[gnu::aligned(16)]] H { char c; } __attribute__((aligned(8)));|_Alignof(struct H)|16|8|1:29
            union __attribute__((aligned(16))) __attribute__((aligned(8))) H { char c; };|_Alignof(union H)|16|8|1:64
            struct __attribute__((packed)) __attribute__((aligned(16))) __attribute__((aligned(1))) H { char c; int i; };|sizeof(struct H)|16|5|1:89
            struct G { struct __attribute__((aligned(16))) __attribute__((aligned(8))) H { char c; } h; };|_Alignof(struct H)|16|8|1:76
            typedef struct S { char c; } T __attribute__((aligned(16))) __attribute__((aligned(8)));|_Alignof(T)|16|8|1:30
            typedef struct S { char c; } T __attribute__((aligned(16), aligned(8)));|_Alignof(T)|16|8|1:30
            typedef struct S { char c; } T [[gnu::aligned(16)]] [[gnu::aligned(8)]];|_Alignof(T)|16|8|1:30
            typedef __attribute__((aligned(8))) struct S { char c; } T __attribute__((aligned(16)));|_Alignof(T)|16|8|1:58
            [[gnu::aligned(8)]] typedef __attribute__((aligned(16))) int T;|_Alignof(T)|16|8|1:62
            typedef struct S { char c; } const __attribute__((aligned(8))) T __attribute__((aligned(16)));|_Alignof(T)|16|8|1:64
            struct S { char c; };\\ntypedef struct S T __attribute__((aligned(16))) __attribute__((aligned(8)));|_Alignof(T)|16|8|2:18
            typedef int T __attribute__((aligned(16))) __attribute__((aligned(8)));|_Alignof(T)|16|8|1:13
            typedef int *[[gnu::aligned(16)]] [[gnu::aligned(8)]] T;|_Alignof(T)|16|8|1:55
            typedef int T [[gnu::aligned(8)]] [2] [[gnu::aligned(16)]];|_Alignof(T)|16|8|1:13
            typedef int T [[gnu::aligned(16)]] [2] __attribute__((aligned(8)));|_Alignof(T)|16|8|1:13
            typedef int (T [[gnu::aligned(16)]] [[gnu::aligned(8)]]);|_Alignof(T)|16|8|1:14
            typedef int ((T [[gnu::aligned(16)]] [[gnu::aligned(8)]]));|_Alignof(T)|16|8|1:15
            typedef int (T [[gnu::aligned(8)]]) [2] [[gnu::aligned(16)]];|_Alignof(T)|16|8|1:14
            typedef int (T [[gnu::aligned(8)]] [2] [[gnu::aligned(16)]]);|_Alignof(T)|16|8|1:14
            """)
    void aSmallerLastAlignmentIsRefused(String escaped, String fact, int clangValue, int gccValue, String refusedAt)
            throws Exception {
        Oracle.require("clang", "clang");
        String source = escaped.replace("\\n", "\n");
        assertThat(FirstErrors.schema(source, Abi.of("x86_64-sysv"))).isEqualTo(refusedAt);
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv")))
                .contains("clang gives " + clangValue + ", GCC " + (fact.startsWith("sizeof") ? 1 : gccValue));
        for (String triple : TRIPLES) {
            var clangFact = new ClangStaticAsserts(source);
            clangFact.add(fact + " == " + clangValue);
            assertThat(clangFact.failuresUnder(clang(triple))).as(triple).isEmpty();
        }
        if (Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            for (String bits : List.of("-m64", "-m32")) {
                var gccFact = new ClangStaticAsserts(source);
                gccFact.add(fact + " == " + gccValue);
                assertThat(gccFact.failuresUnder(List.of("gcc", bits, "-std=c2x", "-fsyntax-only", "-w"))).as(bits)
                        .isEmpty();
            }
        }
    }

    /**
     * Alignments where the last GCC reads is the largest, or on a member, where both compilers take the largest: the
     * schema lays each struct {@code H} out as clang does, for Linux and Windows targets, and as gcc does.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct __attribute__((aligned(8))) __attribute__((aligned(16))) H { char c; };
            struct __attribute__((aligned(8))) H { char c; } __attribute__((aligned(16)));
            struct [[gnu::aligned(8)]] __attribute__((aligned(16))) H { char c; };
            struct H { char c; } __attribute__((aligned(16), aligned(16)));
            typedef struct S { char c; } T __attribute__((aligned(8))) __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            [[gnu::aligned(16)]] typedef struct S { char c; } T [[gnu::aligned(8)]];\\nstruct H { char c; T t; };
            typedef __attribute__((aligned(16))) int T __attribute__((aligned(8)));\\nstruct H { char c; T t; };
            typedef int *__attribute__((aligned(8))) T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            typedef int T [[gnu::aligned(16)]] [2] [[gnu::aligned(8)]];\\nstruct H { char c; T t; };
            typedef int (T [[gnu::aligned(8)]] [[gnu::aligned(16)]]);\\nstruct H { char c; T t; };
            typedef int (T [[gnu::aligned(16)]]) [2] [[gnu::aligned(8)]];\\nstruct H { char c; T t; };
            typedef int ((T [[gnu::aligned(16)]]) [2] [[gnu::aligned(8)]]);\\nstruct H { char c; T t; };
            struct H { char c; [[gnu::aligned(16)]] [[gnu::aligned(8)]] int x; __attribute__((aligned(16))) __attribute__((aligned(8))) int y; };
            """)
    void aLastAlignmentThatIsTheLargestIsTaken(String escaped) {
        ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(escaped.replace("\\n", "\n"), true);
    }

    /** clang's command for {@code triple}, C2x. */
    private static List<String> clang(String triple) {
        return List.of("clang", "-target", triple, "-std=c2x", "-fsyntax-only", "-ferror-limit=0", "-w");
    }
}
