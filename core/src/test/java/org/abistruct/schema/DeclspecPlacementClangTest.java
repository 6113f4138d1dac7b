package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Where a {@code __declspec(align(N))} may stand, against clang's Windows targets (and others with
 * {@code -fdeclspec}). MSVC's grammar has a {@code __declspec} only among a declaration's specifiers
 * ({@code __declspec( align( # ) ) declarator}; "placed after * or & and in front of the variable identifier" it is
 * ignored), and clang refuses one after a declarator's name ({@code typedef struct { ... } T
 * __declspec(align(16));}: "expected ';' after top level declarator", just after {@code T}) and one after a
 * {@code *}, a {@code ,} or a {@code (} inside a declarator (at the {@code __declspec}). The schema took them as
 * the declarator's alignment; it must refuse each at the place clang names, and take the neighbours clang takes.
 * Each case is a file of its own. gcc is no oracle here: for Linux it has no {@code __declspec} at all.
 *
 * <p>After a struct's {@code }} a {@code __declspec} goes on the declaration's specifiers, so clang gives it, and any
 * attribute after it, to the names declared: {@code typedef struct Tag {...} __declspec(align(16)) T;} aligns
 * {@code T}, while {@code struct Tag} keeps its own alignment, and so does {@code struct W {...}
 * __declspec(align(16));} (clang ignores it there, with a warning). So too GCC and clang a GNU attribute after a
 * qualifier there ({@code const __attribute__((aligned(16))) TC;} after the brace), where GNU attributes right after the
 * {@code }} are the struct's. The schema had given the struct the alignment, and refused the qualifier; every
 * struct's size, alignment and member offsets, and the alignment of the typedef names as members show it, must be
 * clang's.
 */
class DeclspecPlacementClangTest {
    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "typedef struct { int x; } T __declspec(align(16));",
            "typedef struct Tag { int x; } T __declspec(align(16)), U;",
            "typedef struct { int x; } T1, T2 __declspec(align(16));",
            "typedef int I __declspec(align(16));",
            "typedef int A[4] __declspec(align(16));",
            "typedef int A, __declspec(align(16)) B;",
            "struct S { int x __declspec(align(16)); };",
            "struct S { int a[2] __declspec(align(16)); };",
            "struct S { int a : 3 __declspec(align(4)); };",
            "struct S { int a; int : 3 __declspec(align(4)); };",
            "struct S { int a __attribute__((aligned(4))) __declspec(align(8)); };",
            "struct S { int (*fp)(void) __declspec(align(8)); };",
            "struct S { char c; int * __declspec(align(16)) p; };",
            "struct S { void (* __declspec(align(8)) fp)(void); };",
            "struct S { int (__declspec(align(8)) *fp)(void); };",
            "struct S { int (__declspec(align(8)) *p)[4]; };",
            "struct S { int * (__declspec(align(8)) *fp)(void); };",
            "typedef int (__declspec(align(8)) *F)(void);",
            "struct S { int a, __declspec(align(16)) b; };",
            "int v __declspec(align(16));",
            "struct P { int x; } p __declspec(align(16));",
            "struct H { char c; void (*f)(int *__declspec(align(8)) p); };",
            "struct H { char c; void (*f)(int p __declspec(align(8))); };",
            "struct H { char c; void (*f)(int (*__declspec(align(8)) g)(void)); };",
            "void g(int *__declspec(align(8)) p);");

    /** Their neighbours, which clang takes. */
    private static final List<String> TAKEN = List.of(
            "typedef __declspec(align(16)) struct { int x; } T;",
            "typedef struct __declspec(align(16)) { int x; } T;",
            "typedef __declspec(align(16)) int I;",
            "typedef int __declspec(align(16)) I;",
            "struct S { __declspec(align(16)) int x; int __declspec(align(16)) y; };",
            "struct S { int __declspec(align(16)) *p; };",
            "__declspec(align(16)) int v;",
            "struct __declspec(align(16)) S { int x; };",
            "typedef struct Tag { int x; } __declspec(align(16)) T;",
            "struct H { char c; void (*f)(__declspec(align(8)) int p); };");

    private static final String HEADER = """
            #include <stddef.h>
            typedef struct Tag { int x; } __declspec(align(16)) T, U, *PT;
            typedef struct { double d; } __declspec(align(32)) V;
            struct W { int x; } __declspec(align(16));
            struct X { int y; } __declspec(align(16)) __attribute__((aligned(8))) x;
            struct X2 { int y; } __attribute__((aligned(8))) __declspec(align(16)) x2;
            struct M { char c; struct { int y; } __declspec(align(8)) in; char d; };
            struct A { char c; struct { int y; } __declspec(align(8)); char d; };
            struct B { char c; struct { int y; } __declspec(align(8)) m, n; char d; };
            typedef struct C { int x; } const __attribute__((aligned(16))) TC;
            struct D { int x; } const __attribute__((aligned(16))) d;
            struct Holder { char a; T t; char b; U u; char c; PT pt; char d; V v; char e; TC tc; char f; struct Tag tag;
                char g; struct W w; };
            """;

    /** How C names each struct listed that can be named; V is the aligned typedef's name, checked by its size. */
    private static final Map<String, String> C_NAMES = Map.of("Tag", "struct Tag", "W", "struct W", "X", "struct X",
            "X2", "struct X2", "M", "struct M", "A", "struct A", "B", "struct B", "C", "struct C", "D", "struct D",
            "Holder", "struct Holder");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} ({2})")
    @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")
    void aDeclspecAfterTheBodyIsTheDeclaredNamesAsInClang(String triple, String option, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        Schema schema = SchemaParser.parse("declspec.h", HEADER);
        var asserts = new ClangStaticAsserts(HEADER);
        for (StructType type : schema.types()) {
            StructLayout layout = abi.layout(type);
            if (type.name().equals("V")) {
                asserts.add("sizeof(V) == " + layout.byteSize());
            } else if (type.name().equals("A")) {
                // its anonymous member has no name for offsetof: the members around it show where it went
                asserts.add("sizeof(struct A) == " + layout.byteSize());
                asserts.add("_Alignof(struct A) == " + layout.byteAlignment());
                asserts.add("offsetof(struct A, d) == " + layout.member("d").orElseThrow().byteOffset());
            } else if (C_NAMES.containsKey(type.name())) {
                asserts.addLayout(C_NAMES.get(type.name()), layout);
            }
        }
        assertThat(schema.types()).extracting(StructType::name).containsExactly("Tag", "V", "W", "X", "X2", "M::in",
                "M", "A::(anonymous at 8:20)", "A", "B::m", "B", "C", "D", "Holder");
        String[] options = option.isEmpty() ? new String[0] : new String[] {option};
        assertThat(asserts.failures(triple, options)).as("layout facts clang disagrees with under " + triple)
                .isEmpty();
    }

    /**
     * A {@code __declspec(align(N))} on a declaration of a struct before its body, after {@code struct} or before it in
     * a declaration of the struct alone, aligns the struct defined later in clang, as the largest alignment before
     * the body and of the definition's own; before {@code struct} in a declaration of more it does not. The schema had
     * left the struct unaligned. Each case is a file of its own, its structs {@code H...} checked.
     */
    private static final List<String> BEFORE_THE_BODY = List.of(
            "struct __declspec(align(16)) S;\nstruct S { char c; };\nstruct H { char c; struct S s; };",
            "__declspec(align(16)) struct S;\nstruct S { char c; };\nstruct H { char c; struct S s; };",
            "__declspec(align(16)) union U;\nunion U { char c; };\nstruct H { char c; union U u; };",
            "typedef struct __declspec(align(16)) S T;\nstruct S { char c; };\nstruct H { char c; T t; };",
            "struct __declspec(align(16)) S;\ntypedef struct S { char c; } T;\nstruct H { char c; T t; };",
            "struct __declspec(align(16)) S *p;\nstruct S { char c; };\nstruct H { char c; struct S s; };",
            "struct H0 { struct __declspec(align(16)) S *p; };\nstruct S { char c; };\n"
                    + "struct H { char c; struct S s; };",
            "struct __declspec(align(16)) S;\nstruct __declspec(align(4)) S { char c; };\n"
                    + "struct H { char c; struct S s; };",
            "struct __declspec(align(4)) S;\nstruct __declspec(align(16)) S { char c; };\n"
                    + "struct H { char c; struct S s; };",
            "struct __declspec(align(16)) S;\nstruct S { char c; } __declspec(align(32));\n"
                    + "struct H { char c; struct S s; };",
            "struct __declspec(align(4)) [[gnu::aligned(8)]] S;\nstruct S { char c; };\n"
                    + "struct H { char c; struct S s; };",
            "#pragma pack(1)\nstruct __declspec(align(16)) S;\nstruct S { char c; int i; };\n#pragma pack()\n"
                    + "struct H { char c; struct S s; };",
            "__declspec(align(16)) struct S1 *p;\nstruct S1 { char c; };\n"
                    + "typedef __declspec(align(16)) struct S2 T2;\nstruct S2 { char c; };\n"
                    + "void f(struct __declspec(align(16)) S3 *p);\nstruct S3 { char c; };\n"
                    + "struct H { char c; struct S1 a; struct S2 b; struct S3 d; };");

    @ParameterizedTest(name = "{0} {1} ({2})")
    @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")
    void aDeclspecAlignmentBeforeTheBodyAlignsTheStructDefinedLaterAsInClang(String triple, String option,
            String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        String[] options = option.isEmpty() ? new String[] {"-std=c2x"} : new String[] {"-std=c2x", option};
        for (String source : BEFORE_THE_BODY) {
            assertThat(FirstErrors.schema(source, abi)).as(source).isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, abi).failures(triple, options))
                    .as("facts clang disagrees with under " + triple + " in\n" + source).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0} {1} ({2})")
    @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")
    void theSchemaRefusesTheDeclspecClangRefuses(String triple, String option, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        var command = new ArrayList<>(FirstErrors.clang(triple, "c11"));
        if (!option.isEmpty()) {
            command.add(option);
        }
        var clang = new LinkedHashMap<String, String>();
        var schema = new LinkedHashMap<String, String>();
        for (String c : Stream.of(REFUSED, TAKEN).flatMap(List::stream).toList()) {
            clang.put(c, FirstErrors.compiler(dir, command, c + "\n"));
            schema.put(c, FirstErrors.schema(c + "\n", abi));
        }
        assertThat(schema).as("where the schema and clang (" + String.join(" ", command) + ") refuse each case")
                .isEqualTo(clang);
        REFUSED.forEach(c -> assertThat(clang.get(c)).as(c).isNotEmpty());
        TAKEN.forEach(c -> assertThat(clang.get(c)).as(c).isEmpty());
    }

    @Test
    void theMessageSaysWhereTheDeclspecGoes() {
        Abi abi = Abi.of("x86_64-msvc");
        String why = " (clang refuses it, and MSVC reads a __declspec only among the declaration specifiers, before"
                + " the declarators): ";
        assertThat(FirstErrors.schemaReason("typedef struct { int x; } T __declspec(align(16));", abi))
                .isEqualTo("__declspec cannot follow the declarator of 'T'" + why + "write it before the declarator");
        assertThat(FirstErrors.schemaReason("struct S { int a; int : 3 __declspec(align(4)); };", abi))
                .isEqualTo("__declspec cannot follow an unnamed bitfield" + why + "write it before the declarator");
        assertThat(FirstErrors.schemaReason("struct S { char c; int * __declspec(align(16)) p; };", abi))
                .isEqualTo("__declspec cannot be written inside a declarator, after '*'" + why + "write it before the"
                        + " type, in a declaration of its own if it is for one name");
        assertThat(FirstErrors.schemaReason("struct S { int (__declspec(align(8)) *fp)(void); };", abi))
                .isEqualTo("__declspec cannot be written inside a declarator, after '('" + why + "write it before the"
                        + " type, in a declaration of its own if it is for one name");
    }
}
