package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where an {@code alignas} may stand around a struct, union or enum, against clang and gcc: between {@code struct}
 * (or {@code union}, {@code enum}) and its tag or body the grammar has no place for one (C11 6.7.2.1, 6.7.2.2), so
 * both refuse it, clang at the {@code struct} or {@code union} keyword ("declaration of anonymous struct must be a
 * definition") and at an enum's {@code alignas}; the schema must refuse it at the place clang names, where it took
 * it for the struct's alignment. Right after a struct's {@code }} clang refuses one too ("expected ';' after
 * struct", just after the token before it), while GCC gives it to the names declared after it: the struct keeps its
 * own alignment, which each such case asserts for gcc, where the schema had aligned the struct. Each case is a file of
 * its own, after {@code #include <stdalign.h>} (which the schema skips); its neighbours that both compilers take must
 * stay taken.
 */
class AlignasPlacementClangTest {
    private static final String PRELUDE = "#include <stdalign.h>\n";

    /** Refused by clang and gcc alike. */
    private static final List<String> REFUSED = List.of(
            "struct alignas(16) A6 { int x; };",
            "struct _Alignas(16) A7 { int x; };",
            "union _Alignas(8) U { int x; };",
            "typedef struct alignas(8) T { int y; } T;",
            "typedef struct _Alignas(8) { int y; } T;",
            "struct A;\nstruct alignas(16) A;",
            "struct A { int x; };\nstruct alignas(16) A *p;",
            "struct A { int x; };\ntypedef struct alignas(8) A TA;",
            "struct S { struct alignas(8) In *p; };",
            "struct S { struct _Alignas(8) { int y; } in; };",
            "struct S { int a; union _Alignas(8) { int y; float f; }; };",
            "struct __attribute__((aligned(16))) alignas(16) A { int x; };",
            "struct alignas(16) __attribute__((aligned(16))) A { int x; };",
            "enum alignas(4) E { X };",
            "enum _Alignas(4) E { X };\nstruct S { enum E e; };",
            "typedef struct { int x; } _Alignas(16) T;");

    /** Refused by clang, taken by gcc, which gives the alignment to the names declared, not to the struct. */
    private static final List<String> AFTER_BODY = List.of(
            "struct A { int x; } alignas(16);\n_Static_assert(sizeof(struct A) == 4, \"A\");",
            "struct A { int x; } _Alignas(16) a;\n_Static_assert(_Alignof(struct A) == 4, \"A\");",
            "union U { int x; char c; } _Alignas(8) u;\n_Static_assert(_Alignof(union U) == 4, \"U\");",
            "struct S { struct { int y; } _Alignas(8) in; char c; };\n_Static_assert(sizeof(struct S) == 8, \"S\");",
            "struct S { char a; struct { int y; } _Alignas(8); };\n_Static_assert(sizeof(struct S) == 16, \"S\");",
            "struct R { int x; } __attribute__((aligned(8))) _Alignas(16) r;\n"
                    + "_Static_assert(_Alignof(struct R) == 8, \"R\");");

    /** Their neighbours, which both take. */
    private static final List<String> TAKEN = List.of(
            "struct __attribute__((aligned(16))) A { int x; };",
            "alignas(16) struct A { int x; };",
            "struct A { alignas(16) int x; };",
            "struct S { int a; alignas(8) struct { int y; }; };",
            "struct S { struct __attribute__((aligned(8))) { int y; } in; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} ({2})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, c11, x86_64-sysv
            x86_64-linux-gnu, c2x, x86_64-sysv
            x86_64-pc-windows-msvc, c11, x86_64-msvc
            i386-linux-gnu, c11, i386-sysv
            aarch64-linux-gnu, c11, aarch64
            """)
    void theSchemaRefusesTheAlignasClangRefuses(String triple, String std, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        var clang = new LinkedHashMap<String, String>();
        var schema = new LinkedHashMap<String, String>();
        for (String c : cases()) {
            String source = PRELUDE + c + "\n";
            clang.put(c, FirstErrors.compiler(dir, FirstErrors.clang(triple, std), source));
            schema.put(c, FirstErrors.schema(source, abi));
        }
        assertThat(schema).as("where the schema and clang (" + triple + ", " + std + ") refuse each case")
                .isEqualTo(clang);
        REFUSED.forEach(c -> assertThat(clang.get(c)).as(c).isNotEmpty());
        AFTER_BODY.forEach(c -> assertThat(clang.get(c)).as(c).isNotEmpty());
        TAKEN.forEach(c -> assertThat(clang.get(c)).as(c).isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"c11", "c2x"})
    void gccRefusesTheSameLines(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        Map<String, String> gcc = new LinkedHashMap<>();
        Map<String, String> schema = new LinkedHashMap<>();
        for (String c : cases()) {
            String source = PRELUDE + c + "\n";
            // gcc names the alignas itself, where clang names the keyword: the lines must agree
            gcc.put(c, line(FirstErrors.compiler(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"), source)));
            schema.put(c, line(FirstErrors.schema(source, Abi.of("x86_64-sysv"))));
        }
        var expected = new LinkedHashMap<>(schema);
        AFTER_BODY.forEach(c -> expected.put(c, "")); // with its assertion on the struct's own alignment
        assertThat(gcc).as("lines gcc refuses").isEqualTo(expected);
    }

    @Test
    void theMessageSaysWhereTheAlignmentGoes() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("struct alignas(16) A6 { int x; };", abi)).isEqualTo("alignas cannot be"
                + " written between 'struct' and its tag or body (C11 6.7.2.1; GCC and clang refuse it): write"
                + " __attribute__((aligned(N))) there to align the struct");
        assertThat(FirstErrors.schemaReason("enum _Alignas(4) E { X };", abi)).isEqualTo("_Alignas cannot be"
                + " written between 'enum' and its name or body (C11 6.7.2.2; GCC and clang refuse it): align a member"
                + " or a typedef of the enum instead");
        assertThat(FirstErrors.schemaReason("struct A { int x; } _Alignas(16) a;", abi)).isEqualTo("_Alignas after the"
                + " body of struct 'A' does not align the struct (clang refuses it; GCC gives it to the names declared"
                + " after it): write __attribute__((aligned(N))) there to align the struct");
    }

    private static List<String> cases() {
        return java.util.stream.Stream.of(REFUSED, AFTER_BODY, TAKEN).flatMap(List::stream).toList();
    }

    private static String line(String position) {
        return position.isEmpty() ? "" : position.substring(0, position.indexOf(':'));
    }
}
