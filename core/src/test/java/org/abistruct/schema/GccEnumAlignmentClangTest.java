package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.Arguments;

/**
 * An alignment on an enum's own declaration, or on a typedef of an enum before the enum's body, against clang for every built-in C ABI's target and the host's gcc
 * ({@code -m64}, {@code -m32}): clang takes it as the enum's alignment, lower or higher, for every target, and gcc
 * ignores it in every spelling, so where it is not the alignment the enum's integer type has anyway the two lay the
 * enum out differently, and the schema refuses it; so too a typedef's before the enum's body, which gcc ignores,
 * giving the typedef the enum's alignment once the body decides it, and clang takes; where it is, or where it is not the enum's (a typedef's, a
 * declaration's after the body), both lay the file out alike, and the schema takes it and lays it out as they do.
 * gcc 12 has no fixed underlying types in C: where the host's gcc refuses {@code enum E : short}, those cases are
 * checked against clang only.
 */
class GccEnumAlignmentClangTest {
    /**
     * Refused: clang's {@code fact} is {@code clangValue} under every target; gcc's is {@code gcc64} with {@code -m64}
     * and {@code gcc32} with {@code -m32}, at least one of them another value.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enum __attribute__((aligned(16))) E { A };|_Alignof(enum E)|16|4|4
            enum E { A } __attribute__((aligned(16)));|_Alignof(enum E)|16|4|4
            enum [[gnu::aligned(16)]] E { A };|_Alignof(enum E)|16|4|4
            enum [[gnu::aligned(16)]] E;\\nenum E { A };|_Alignof(enum E)|16|4|4
            enum __attribute__((aligned(16))) E;\\nenum E { A };|_Alignof(enum E)|16|4|4
            enum __attribute__((aligned(16))) E *p;\\nenum E { A };|_Alignof(enum E)|16|4|4
            enum __attribute__((aligned(4))) E;\\nenum __attribute__((aligned(16))) E { A };|_Alignof(enum E)|16|4|4
            enum [[gnu::aligned(4)]] __attribute__((aligned(8))) E { A };|_Alignof(enum E)|8|4|4
            enum __attribute__((aligned(16))) E { A } __attribute__((aligned(4)));|_Alignof(enum E)|16|4|4
            enum __attribute__((aligned(2))) E { A };|_Alignof(enum E)|2|4|4
            enum __attribute__((aligned(8))) E { A = 0x100000000 };|_Alignof(enum E)|8|8|4
            enum __attribute__((packed, aligned(4))) E { A };|_Alignof(enum E)|4|1|1
            enum __attribute__((packed)) __attribute__((aligned(2))) E { A };|_Alignof(enum E)|2|1|1
            enum __attribute__((packed, aligned(8))) E { A = 70000 };|_Alignof(enum E)|8|4|4
            enum __attribute__((aligned(16))) E : short { A };|_Alignof(enum E)|16|2|2
            enum __attribute__((aligned(1))) E : short { A };|_Alignof(enum E)|1|2|2
            enum __attribute__((aligned(8))) E : long long { A };|_Alignof(enum E)|8|8|4
            enum __attribute__((packed)) E;\\nenum __attribute__((aligned(1))) E { A };|_Alignof(enum E)|1|4|4
            enum __attribute__((packed)) E *p;\\nenum __attribute__((aligned(1))) E { A };|_Alignof(enum E)|1|4|4
            enum [[gnu::packed]] E;\\nenum __attribute__((aligned(4))) E { A };|_Alignof(enum E)|4|1|1
            typedef enum __attribute__((aligned(16))) { A } T;|_Alignof(T)|16|4|4
            struct H { char c; enum __attribute__((aligned(8))) { A } e; };|_Alignof(struct H)|8|4|4
            typedef enum E T __attribute__((aligned(2)));\\nenum E { A };|_Alignof(T)|2|4|4
            typedef enum E T __attribute__((aligned(16)));\\nenum E { A };\\nstruct H { char c; T t; };|__builtin_offsetof(struct H, t)|16|4|4
            typedef enum E E __attribute__((aligned(8)));\\nstruct H1 { char c; E *p; };\\nenum E { A };|_Alignof(E)|8|4|4
            enum E;\\ntypedef enum E T __attribute__((aligned(16)));\\nenum E { A };|_Alignof(T)|16|4|4
            typedef enum E T [[gnu::aligned(16)]];\\nenum E { A };|_Alignof(T)|16|4|4
            [[gnu::aligned(16)]] typedef enum E T;\\nenum E { A };|_Alignof(T)|16|4|4
            typedef __attribute__((aligned(16))) enum E T;\\nenum E { A };|_Alignof(T)|16|4|4
            typedef const enum E T __attribute__((aligned(16)));\\nenum E { A };|_Alignof(T)|16|4|4
            typedef enum E U, T __attribute__((aligned(16)));\\nenum E { A };|_Alignof(T)|16|4|4
            typedef enum E T0;\\ntypedef T0 T __attribute__((aligned(2)));\\nenum E { A };|_Alignof(T)|2|4|4
            typedef enum E T __attribute__((aligned(1)));\\nenum __attribute__((packed)) E { A = 300 };|_Alignof(T)|1|2|2
            enum __attribute__((packed)) E;\\ntypedef enum E T __attribute__((aligned(1)));\\nenum E { A };|_Alignof(T)|1|4|4
            typedef enum E T __attribute__((aligned(8)));\\nenum E { A = 0x100000000 };|_Alignof(T)|8|8|4
            """)
    void anAlignmentGccIgnoresIsRefused(String escaped, String fact, int clangValue, int gcc64, int gcc32)
            throws Exception {
        Oracle.require("clang", "clang");
        String source = escaped.replace("\\n", "\n");
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv")))
                .contains("clang gives " + clangValue + ", GCC ");
        assertThat(gcc64 != clangValue || gcc32 != clangValue).as("gcc differs somewhere").isTrue();
        for (Arguments target : ClangTargets.everyCAbi().toList()) {
            String triple = (String) target.get()[0];
            var asserts = new ClangStaticAsserts(source);
            asserts.add(fact + " == " + clangValue);
            assertThat(asserts.failures(triple, "-std=c2x")).as(triple).isEmpty();
        }
        if (gccTakes(source)) {
            assertThat(gccFailures(source, fact + " == " + gcc64, "-m64")).as("gcc -m64").isEmpty();
            assertThat(gccFailures(source, fact + " == " + gcc32, "-m32")).as("gcc -m32").isEmpty();
        }
    }

    /**
     * Taken: the schema lays each struct {@code H} out as clang does for every built-in C ABI's target, and as gcc
     * does under x86-64 and i386 System V.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            enum __attribute__((aligned(4))) E { A };\\nstruct H { char c; enum E e; };
            enum [[gnu::aligned(4)]] E { A };\\nstruct H { char c; enum E e; };
            enum E { A } __attribute__((aligned(4), aligned(2)));\\nstruct H { char c; enum E e; };
            enum __attribute__((aligned(4))) E;\\nenum E { A };\\nstruct H { char c; enum E e; };
            enum __attribute__((packed, aligned(4))) E { A = 70000 };\\nstruct H { char c; enum E e; };
            enum __attribute__((aligned(2))) E : short { A };\\nstruct H { char c; enum E e; };
            enum E { A }; enum __attribute__((aligned(16))) E;\\nstruct H { char c; enum E e; };
            enum E { A };\\nstruct H { char c; enum __attribute__((aligned(16))) E e; };
            typedef enum E { A } T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            __attribute__((aligned(16))) enum E { A } x;\\nstruct H { char c; enum E e; };
            enum F { B };\\n#pragma pack(push, 1)\\nenum __attribute__((aligned(4))) E { A };\\nstruct H { char c; enum E e; };\\n#pragma pack(pop)
            enum __attribute__((aligned(4))) E { A };\\nstruct __attribute__((packed)) H { char c; enum E e; };
            enum __attribute__((packed)) E;\\nenum __attribute__((aligned(4))) E { A };\\nstruct H { char c; enum E *p; };
            typedef enum E T __attribute__((aligned(4)));\\nenum E { A };\\nstruct H { char c; T t; };
            typedef enum E *T __attribute__((aligned(16)));\\nenum E { A };\\nstruct H { char c; T t; };
            enum E { A };\\ntypedef enum E T __attribute__((aligned(16)));\\nstruct H { char c; T t; };
            enum [[gnu::packed]] E;\\ntypedef enum E T __attribute__((aligned(1)));\\nenum E { A };\\nstruct H { char c; T *t; };
            typedef enum E T __attribute__((aligned(16)));\\nstruct H { char c; T *t; };
            """)
    void anAlignmentBothTakeAlikeIsLaidOutAsBothDo(String escaped) throws Exception {
        Oracle.require("clang", "clang");
        String source = escaped.replace("\\n", "\n");
        for (Arguments target : ClangTargets.everyCAbi().toList()) {
            String triple = (String) target.get()[0];
            Abi abi = Abi.of((String) target.get()[1]);
            assertThat(FirstErrors.schema(source, abi)).as(triple).isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, abi).failures(triple, "-std=c2x")).as(triple)
                    .isEmpty();
        }
        if (gccTakes(source)) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, Abi.of("x86_64-sysv"))
                    .failuresUnder(gcc("-m64"))).as("gcc -m64").isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, Abi.of("i386-sysv"))
                    .failuresUnder(gcc("-m32"))).as("gcc -m32").isEmpty();
        }
    }

    /**
     * Whether the host's gcc is there to check {@code source} against: on an x86-64 host, and, for an enum with a
     * fixed underlying type, a gcc that reads one (C23; gcc 12 does not).
     */
    private static boolean gccTakes(String source) throws Exception {
        if (!Oracle.onPath("gcc") || !System.getProperty("os.arch").equals("amd64")) {
            return false;
        }
        if (!source.contains(" : ")) {
            return true;
        }
        Path dir = Files.createTempDirectory("abistruct-gcc-");
        try {
            Files.writeString(dir.resolve("c.c"), "enum E : short { A };\n");
            var command = new ArrayList<>(gcc("-m64"));
            command.add("c.c");
            return Oracle.run(dir, command, 60).exitCode() == 0;
        } finally {
            Files.deleteIfExists(dir.resolve("c.c"));
            Files.delete(dir);
        }
    }

    private static List<String> gccFailures(String source, String fact, String bits) throws Exception {
        var asserts = new ClangStaticAsserts(source);
        asserts.add(fact);
        return asserts.failuresUnder(gcc(bits));
    }

    private static List<String> gcc(String bits) {
        return List.of("gcc", bits, "-std=c2x", "-fsyntax-only", "-w");
    }
}
