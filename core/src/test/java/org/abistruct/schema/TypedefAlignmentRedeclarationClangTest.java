package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A typedef name declared again with the same type and other alignment attributes, against clang and gcc: both take
 * {@code typedef int A; typedef int A __attribute__((aligned(8)));}, with the attribute on one declaration, on both,
 * or other ones on each, which the schema refused. A member declared before the second declaration keeps the name's
 * alignment then; one after has the largest alignment attribute of every declaration so far or, with none, the
 * alignment of the type the name is declared again with, as clang has it. GCC keeps the larger alignment where only
 * the second declaration lowers it, or where a declaration makes the name a typedef of an aligned typedef
 * ({@link #CLANG_ONLY}: clang's layout is the one checked there). Each case declares {@code struct H1} between the
 * two declarations and {@code struct H2} after; their layouts and {@code _Alignof(A)} are checked too. The tag of a
 * struct that only aligned typedef names declare ({@code typedef __attribute__((aligned(8))) struct A {...} *P;}),
 * which shares a namespace with them in the schema, is not aligned: {@code typedef struct A A;} leaves {@code A}
 * 4-aligned, where the schema made it 8. Where an
 * {@code #if} the file does not decide says whether the compiler sees both declarations, the alignment is unknown,
 * and the second one is an error.
 */
class TypedefAlignmentRedeclarationClangTest {
    /** Taken by clang and gcc, which lay them out alike. */
    private static final List<String> TAKEN = List.of(
            "typedef int A __attribute__((aligned(8)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A __attribute__((aligned(8)));\nstruct H2 { char c; A a; };",
            "typedef int A;\nstruct H1 { char c; A a; };\n"
                    + "typedef int A __attribute__((aligned(8)));\nstruct H2 { char c; A a; };",
            "typedef int A __attribute__((aligned(8)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A;\nstruct H2 { char c; A a; };",
            "typedef int A __attribute__((aligned(8)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A __attribute__((aligned(16)));\nstruct H2 { char c; A a; };",
            "typedef int A __attribute__((aligned(16)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A __attribute__((aligned(8)));\nstruct H2 { char c; A a; };",
            "typedef int A __attribute__((aligned(2)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A;\nstruct H2 { char c; A a; };",
            "typedef __attribute__((aligned(8))) int A;\nstruct H1 { char c; A a; };\n"
                    + "typedef signed A;\nstruct H2 { char c; A a; };",
            "typedef int A[2] __attribute__((aligned(16)));\nstruct H1 { char c; A a; };\n"
                    + "typedef int A[2];\nstruct H2 { char c; A a; };",
            "typedef int I8 __attribute__((aligned(8)));\ntypedef int A;\nstruct H1 { char c; A a; };\n"
                    + "typedef I8 A;\nstruct H2 { char c; A a; };",
            "typedef struct S { int x; } A;\nstruct H1 { char c; A a; };\n"
                    + "typedef struct S A __attribute__((aligned(8)));\nstruct H2 { char c; A a; };",
            "typedef struct S { int x; } A __attribute__((aligned(8)));\nstruct H1 { char c; A a; };\n"
                    + "typedef struct S A;\nstruct H2 { char c; A a; };",
            "typedef __attribute__((aligned(8))) struct A { int x; } *P;\nstruct H1 { char c; P p; };\n"
                    + "typedef struct A A;\nstruct H2 { char c; A a; };");

    /** Taken by clang and gcc, which lay them out otherwise: clang's layout is the schema's. */
    private static final List<String> CLANG_ONLY = List.of(
            "typedef int A;\nstruct H1 { char c; A a; };\n"
                    + "typedef int A __attribute__((aligned(2)));\nstruct H2 { char c; A a; };",
            "typedef int I8 __attribute__((aligned(8)));\ntypedef I8 A;\nstruct H1 { char c; A a; };\n"
                    + "typedef int A;\nstruct H2 { char c; A a; };",
            "typedef int I8 __attribute__((aligned(8)));\ntypedef int A __attribute__((aligned(2)));\n"
                    + "struct H1 { char c; A a; };\ntypedef I8 A;\nstruct H2 { char c; A a; };");

    /** Refused by both: the alignments do not make other types one. */
    private static final List<String> REFUSED = List.of(
            "typedef int A __attribute__((aligned(8))); typedef long A __attribute__((aligned(8)));",
            "typedef int A; typedef const int A __attribute__((aligned(8)));",
            "typedef char A __attribute__((aligned(4))); typedef signed char A __attribute__((aligned(4)));");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaTakesTheRedeclarationsAndLaysThemOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        List<String> taken = Stream.concat(TAKEN.stream(), CLANG_ONLY.stream()).toList();
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c11"), abi, REFUSED, taken);
        for (String c : taken) {
            ClangStaticAsserts asserts = layoutFacts(c, abi);
            assertThat(asserts.failures(triple)).as("facts clang disagrees with under " + triple + " in\n" + c)
                    .isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"c11", "c2x"})
    void gccTakesThemToo(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        FirstErrors.positionsAgree(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"),
                REFUSED, Stream.concat(TAKEN.stream(), CLANG_ONLY.stream()).toList());
    }

    @Test
    void gccLaysOutAlikeWhereItAgreesWithClang() throws Exception {
        Oracle.require("gcc", "gcc");
        if (!System.getProperty("os.arch").equals("amd64")) {
            return; // gcc lays out for the host
        }
        for (String c : TAKEN) {
            assertThat(layoutFacts(c, Abi.of("x86_64-sysv")).gccFailures()).as("facts gcc disagrees with in\n" + c)
                    .isEmpty();
        }
    }

    @Test
    void otherTypesAreStillADuplicateAtTheSecondName() {
        assertThat(FirstErrors.schemaReason(REFUSED.getFirst(), Abi.of("x86_64-sysv")))
                .isEqualTo("duplicate type 'A' (first declared at c.c:1:13)");
        assertThat(FirstErrors.schema(REFUSED.getFirst(), Abi.of("x86_64-sysv"))).isEqualTo("1:57");
    }

    @Test
    void anAlignmentThatDependsOnAnIfTheFileDoesNotDecideIsAnErrorAtTheSecondName() {
        Abi abi = Abi.of("x86_64-sysv");
        String oneArm = "typedef int A;\n#ifdef X\ntypedef int A __attribute__((aligned(8)));\n#endif";
        assertThat(FirstErrors.schema(oneArm, abi)).isEqualTo("3:13");
        assertThat(FirstErrors.schemaReason(oneArm, abi)).isEqualTo("typedef 'A' is declared again with another"
                + " alignment than at c.c:1:13, and whether the compiler sees both depends on the #if at line 2, which"
                + " this file does not decide: define what the #if tests, or give both one alignment");
        // an aligned declaration that the compiler may not see, then a plain one
        assertThat(FirstErrors.schema("#ifdef X\ntypedef int A __attribute__((aligned(8)));\n#endif\ntypedef int A;",
                abi)).isEqualTo("4:13");
        assertThat(FirstErrors.schemaReason("#ifdef X\ntypedef int A __attribute__((aligned(8)));\n#else\n"
                + "typedef int A;\n#endif", abi)).startsWith("type 'A' is declared in two branches of the #if at"
                + " line 1");
        assertThat(FirstErrors.schema("typedef struct S { int x; } T;\n#if X\n"
                + "typedef struct S T __attribute__((aligned(8)));\n#endif", abi)).isEqualTo("3:18");
        // one alignment, or both declarations in one arm, or an #if the file decides: taken
        assertThat(FirstErrors.schema("#ifdef X\ntypedef int A __attribute__((aligned(8)));\n#else\n"
                + "typedef int A __attribute__((aligned(8)));\n#endif", abi)).isEmpty();
        assertThat(FirstErrors.schema("#ifdef X\ntypedef int A;\ntypedef int A __attribute__((aligned(8)));\n"
                + "#endif", abi)).isEmpty();
        assertThat(FirstErrors.schema("#define X\ntypedef int A;\n#ifdef X\n"
                + "typedef int A __attribute__((aligned(8)));\n#endif", abi)).isEmpty();
    }

    /**
     * The layouts of {@code H1} and {@code H2} in {@code source} under {@code abi}, and the alignment of {@code A}
     * after the second declaration, which GCC's and clang's members take lower or higher (not the Microsoft ABI's).
     */
    private static ClangStaticAsserts layoutFacts(String source, Abi abi) {
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        StructLayout h2 = null;
        for (StructType type : SchemaParser.parse("c.c", source).types()) {
            if (type.name().startsWith("H")) {
                h2 = abi.layout(type);
                asserts.addLayout("struct " + type.name(), h2);
            }
        }
        if (!abi.id().endsWith("msvc")) {
            asserts.add("_Alignof(A) == " + h2.member("a").orElseThrow().byteAlignment());
        }
        return asserts;
    }
}
