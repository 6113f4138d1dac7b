package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Typedef names of struct, union and enum tags, against clang. A typedef name and a tag of one spelling are two
 * declarations, in C's two namespaces: {@code typedef enum E { A } E __attribute__((aligned(8)));} makes the typedef
 * name {@code E} the enum 8-aligned and leaves {@code enum E} 4-aligned, as does an alignment attribute before
 * {@code enum} or among the specifiers after its {@code }} ({@code __declspec(align(8))} under the Microsoft ABIs),
 * on another declaration of the name, or with a fixed underlying type; the schema gave the name the tag's alignment.
 * So for structs and unions: {@code typedef struct S S __attribute__((aligned(8)));}, with {@code struct S} declared
 * or defined before or after it, which the schema refused, makes {@code S} 8-aligned and {@code struct S} 4-aligned.
 * Qualifiers too make the typedef name another type than the tag: {@code typedef const enum E { A } E;} then
 * {@code typedef enum E E;} is refused at the second {@code E}, as clang refuses it, where the schema took it. An
 * {@code _Alignas} lower than the typedef name's alignment is refused where clang refuses it, and one on the tag
 * taken. A typedef of an enum named before the enum's body ({@code typedef enum E T; enum E { A = 0x100000000 };})
 * is the enum the body makes, 8 bytes under GCC and clang and 4 under MSVC: the schema refuses a member of type
 * {@code T} as it refuses one of type {@code enum E}, where it made {@code T} a 4-byte {@code int} for every ABI. A
 * typedef name may also be another type than the tag of its spelling ({@code enum E *p; typedef long E;},
 * {@code struct S { int x; }; typedef long S;}, or the typedef first), which the schema refused: a bare {@code E} is
 * then the typedef name, and an enum named so is declared still, so {@code enum E : int;} after the first is refused,
 * as clang refuses it. A struct the schema calls by its typedef name ({@code typedef struct { int x; } T;},
 * {@code typedef struct A { int x; } T;}) has no tag of that name: {@code struct T} is another type, incomplete, and
 * {@code union T;} or {@code enum T { B };} may declare it, where the schema took {@code struct T} for the struct
 * and refused the others; a tag and such a typedef name of one spelling that both name structs are refused still, with
 * why, as the schema lists each struct by its name.
 */
class TagTypedefNamesClangTest {
    /** Taken by clang: the schema lays each struct {@code H...} out as clang does. */
    private static final List<String> LAID_OUT = List.of(
            "typedef enum E { A } E __attribute__((aligned(8)));\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } E __attribute__((aligned(2)));\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } T __attribute__((aligned(8)));\nstruct H { char c; T t; enum E f; };",
            "typedef __attribute__((aligned(8))) enum E { A } E;\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } E __attribute__((aligned(8))), *P, T;\nstruct H { char c; E e; enum E f; T t; };",
            "typedef enum E { A } T, E __attribute__((aligned(8)));\nstruct H { char c; E e; enum E f; T t; };",
            "enum E { A }; typedef enum E E __attribute__((aligned(8)));\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } E;\nstruct H1 { char c; E e; };\ntypedef enum E E __attribute__((aligned(8)));\n"
                    + "struct H2 { char c; E e; enum E f; };",
            "typedef enum E { A } E __attribute__((aligned(8)));\nstruct H1 { char c; E e; };\ntypedef enum E E;\n"
                    + "struct H2 { char c; E e; enum E f; };",
            "typedef enum E { A } E __attribute__((aligned(8))); typedef E F;\nstruct H { char c; F f; enum E e; };",
            "typedef enum E : short { A } E __attribute__((aligned(8)));\nstruct H { char c; E e; enum E f; };",
            "enum E : short; typedef enum E E __attribute__((aligned(4))); enum E : short { A };\n"
                    + "struct H { char c; E e; enum E f; };",
            "typedef const enum E { A } E __attribute__((aligned(8)));\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } E __attribute__((aligned(8)));\nstruct H { char c; _Alignas(4) enum E f; };",
            "typedef struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef union U U __attribute__((aligned(8))); union U { int x; };\n"
                    + "struct H { char c; U u; union U v; };",
            "struct S; typedef struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef struct S S; typedef struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef struct S S __attribute__((aligned(8))); typedef struct S S;\nstruct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef __attribute__((aligned(8))) struct S S; struct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef struct S S __attribute__((aligned(8)));\nstruct H1 { char c; S *p; };\nstruct S { int x; };\n"
                    + "struct H2 { char c; S s; struct S t; };",
            "struct S { int x; }; typedef struct S S __attribute__((aligned(8)));\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef struct S { int x; } S __attribute__((aligned(8)));\nstruct H { char c; S s; struct S t; };",
            "typedef const struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; S s; struct S t; };",
            "typedef struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; _Alignas(4) struct S t; };",
            "typedef enum E T; enum E { A = 0x80000000u };\nstruct H { char c; T t; enum E e; };",
            "typedef enum E T, *P; enum E { A = -1 };\nstruct H { char c; T t; P p; };",
            "enum E : unsigned char; typedef enum E T; enum E : unsigned char { A };\nstruct H { char c; T t; };",
            "typedef enum E T; enum E { A }; typedef T U[2];\nstruct H { char c; U u; };",
            "enum E *p; typedef long E;\nstruct H { char c; E e; enum E *f; };",
            "enum E *p; typedef long E; enum E { A };\nstruct H { char c; E e; enum E f; };",
            "typedef long E; enum E : short { A };\nstruct H { char c; E e; enum E f; };",
            "typedef enum E { A } T; typedef long E;\nstruct H { char c; E e; T t; };",
            "struct S { int x; }; typedef long S;\nstruct H { char c; S e; struct S f; };",
            "typedef long S; struct S { S x; char c; };\nstruct H { char c; S e; struct S f; };",
            "typedef struct S { char c; } T; typedef long S;\nstruct H { char c; S s; T t; struct S u; };",
            "typedef struct S T; typedef struct S { int x; } T;\nstruct H { char c; T t; struct S s; };",
            "union U { int x; }; typedef double U;\nstruct H { char c; U u; union U v; };",
            "typedef struct { int x; } T; enum T { A };\nstruct H { char c; T t; enum T e; };",
            "enum T : char { A }; typedef struct { double d; } T;\nstruct H { char c; T t; enum T e; };",
            "typedef struct A { double d; } T; struct T;\nstruct H { char c; T t; struct T *p; struct A a; };",
            "typedef union { double d; } U; struct U;\nstruct H { char c; U u; struct U *p; };");

    /** Taken by clang's Windows targets, and with {@code -fdeclspec} by its others: laid out as clang does. */
    private static final List<String> DECLSPEC_LAID_OUT = List.of(
            "typedef enum E { A } __declspec(align(8)) E;\nstruct H { char c; E e; enum E f; };",
            "typedef __declspec(align(8)) enum E E; enum E { A };\nstruct H { char c; E e; enum E f; };",
            "typedef __declspec(align(8)) struct S S; struct S { int x; };\nstruct H { char c; S s; struct S t; };",
            "typedef struct S { int x; } __declspec(align(8)) S;\nstruct H { char c; S s; struct S t; };");

    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "enum E *p; typedef long E; enum E : int;",
            "typedef long E; typedef enum E T; enum E : int;",
            "enum E { A }; typedef long E; enum E { B };",
            "enum E { A }; typedef enum E E; typedef long E;",
            "typedef long E; typedef enum E { A } E;",
            "typedef union U U; typedef long U;",
            "typedef const enum E { A } E; typedef enum E E;",
            "typedef enum E { A } E; typedef const enum E E;",
            "typedef volatile enum E { A } E; typedef enum E E;",
            "typedef const struct S S; struct S { int x; }; typedef struct S S;",
            "typedef struct S S; struct S { int x; }; typedef const struct S S;",
            "typedef const enum E { A } E; typedef E *P; typedef enum E *P;",
            "typedef enum E { A } E __attribute__((aligned(8)));\nstruct H { char c; _Alignas(4) E e; };",
            "typedef struct S S __attribute__((aligned(8))); struct S { int x; };\n"
                    + "struct H { char c; _Alignas(4) S s; };",
            "typedef struct Tag { int x; } Name; typedef struct Name Name;",
            "typedef struct { int x; } T; typedef struct T T;",
            "typedef struct A { int x; } T; struct T; typedef struct T T;",
            "typedef struct { int x; } T; typedef T U; typedef struct T U;");

    /** Taken by clang. */
    private static final List<String> TAKEN = List.of(
            "enum E : int; typedef long E; enum E : int { A };",
            "typedef long E; enum E *p; typedef long E;",
            "typedef struct S T; struct T;",
            "typedef const enum E { A } E; typedef const enum E E;",
            "typedef enum E { A } const E; typedef const enum E E;",
            "typedef volatile enum E { A } E; typedef volatile enum E E;",
            "typedef const struct S S; struct S { int x; }; typedef const struct S S;",
            "typedef const enum E { A } E; typedef E *P; typedef const enum E *P;",
            "typedef struct { int x; } T; union T;",
            "typedef struct A { int x; } T; enum T { B };",
            "typedef struct A { int x; } T; typedef T U; typedef struct A U;");

    /**
     * Refused by clang at line 2, {@code struct T} being incomplete there: a typedef name is no tag, though the schema
     * calls the struct by it.
     */
    private static final List<String> INCOMPLETE_TAGS = List.of(
            "typedef struct { int x; } T;\nstruct H { struct T t; };",
            "typedef struct A { int x; } T;\nstruct H { struct T t; };",
            "struct T; typedef struct { int x; } T;\nstruct H { struct T t; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaLaysTheTypedefNamesOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        for (String c : LAID_OUT) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, abi).failures(triple, "-std=c2x")).as("facts clang disagrees with under "
                    + triple + " in\n" + c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesWhatClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, List.of("clang", "-target", triple, "-std=c2x", "-fsyntax-only", "-w"),
                Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            """)
    void aTypedefNameOfAStructIsNoTag(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        // clang names the member, the schema its type: only the line is compared
        var verdicts = FirstErrors.each(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), INCOMPLETE_TAGS);
        for (String c : INCOMPLETE_TAGS) {
            assertThat(verdicts.compiler().get(c)).as(c).startsWith("2:");
            assertThat(verdicts.schema().get(c)).as(c).startsWith("2:");
        }
    }

    @Test
    void anUnknownTagIsNotSaidToBeATypedefNameOfItsSpelling() throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of("x86_64-sysv");
        String source = "typedef long S;\nstruct H { struct S s; };";
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"), source)).startsWith("2:");
        assertThat(FirstErrors.schemaReason(source, abi)).isEqualTo("unknown type 'struct S'");
        // a tag of another case is still offered
        assertThat(FirstErrors.schemaReason("typedef long S; struct s { int x; };\nstruct H { struct S t; };", abi))
                .isEqualTo("unknown type 'struct S' (did you mean 's'?)");
    }

    @Test
    void aTagAndAStructCalledByATypedefNameOfOneSpellingCannotBothBeListed() throws Exception {
        Oracle.require("clang", "clang");
        String source = "typedef struct { int x; } T; struct T { int y; };";
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"), source)).isEmpty();
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv"))).isEqualTo("'T' is the name of another"
                + " struct, at c.c:1:27: C takes a tag and a typedef name of one spelling for two types, but the schema"
                + " lists each struct and union by its name, so it cannot list both (rename the tag or the typedef"
                + " name)");
        assertThat(FirstErrors.schema("struct T { int y; }; typedef struct { int x; } T;", Abi.of("x86_64-sysv")))
                .isEqualTo("1:48");
    }

    @ParameterizedTest(name = "{0} {1} ({2})")
    @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")
    void aDeclspecAlignsTheTypedefNameAsInClang(String triple, String option, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        String[] options = option.isEmpty() ? new String[0] : new String[] {option};
        for (String c : DECLSPEC_LAID_OUT) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, abi).failures(triple, options)).as("facts clang disagrees with under " + triple
                    + " in\n" + c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu, 8", "i386-linux-gnu, 8", "x86_64-pc-windows-msvc, 4"})
    void aTypedefNamedBeforeTheBodyIsAsWideAsTheBodyMakesTheEnum(String triple, int size) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("typedef enum E T; enum E { A = 0x100000000 };");
        asserts.add("sizeof(T) == " + size);
        assertThat(asserts.failures(triple)).isEmpty();
    }

    @Test
    void aMemberOfATypedefNamedBeforeAWideBodyIsRefusedAsOneOfTheEnumIs() {
        Abi abi = Abi.of("x86_64-sysv");
        String wide = "typedef enum E T; enum E { A = 0x100000000 };\n";
        assertThat(FirstErrors.schema(wide + "struct H { char c; T t; };", abi)).isEqualTo("2:20");
        assertThat(FirstErrors.schemaReason(wide + "struct H { char c; T t; };", abi))
                .isEqualTo(FirstErrors.schemaReason(wide + "struct H { char c; enum E t; };", abi))
                .startsWith("'enum E' holds values from 4294967296 to 4294967296");
        assertThat(FirstErrors.schema(wide + "typedef T U[2];\nstruct H { U u; };", abi)).isEqualTo("3:12");
        assertThat(FirstErrors.schema(wide + "struct H { T *p; };", abi)).isEmpty();
        // an enumerator the schema cannot read leaves the width unknown
        assertThat(FirstErrors.schemaReason("typedef enum E T; enum E { A = sizeof(long) };\nstruct H { T t; };",
                abi)).startsWith("the width of 'enum E' depends on its values");
    }

    @Test
    void aTypedefNameWithOtherQualifiersThanBeforeIsADuplicate() {
        assertThat(FirstErrors.schemaReason("typedef const enum E { A } E; typedef enum E E;", Abi.of("x86_64-sysv")))
                .isEqualTo("duplicate type 'E' (first declared at c.c:1:28): the two declarations differ in const,"
                        + " volatile or restrict, which make another type");
    }
}
