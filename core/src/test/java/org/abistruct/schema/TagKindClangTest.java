package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A tag is one kind of type: a tag declared as a struct, union or enum and then used or declared as another
 * ({@code struct S { int x; }; struct H { enum S e; };}, {@code enum E { A }; struct H { struct E *p; };}) is refused at
 * the keyword, as clang refuses it ("use of 'S' with tag type that does not match previous declaration"), where the
 * schema took an {@code enum S} of a struct tag for an {@code int} and a pointer to a {@code struct E} of an enum tag,
 * and refused a definition of another kind at its tag, or as a duplicate. gcc refuses the same files, at the tag
 * ("defined as wrong kind of tag"), on the same line. A tag is declared where it is first named, as C declares it
 * (C11 6.7.2.3p8), at file scope and in a member's type too ({@code struct Q *p;} or {@code struct S { struct Q *p; };}
 * then {@code union Q *r;}), and a struct from its tag on, so {@code struct H { union H *p; };} is refused at the
 * {@code union}, where the schema took them. Each case is a file of its own.
 */
class TagKindClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "struct S { int x; };\nstruct H { char c; enum S e; };",
            "struct S;\nstruct H { char c; enum S *e; };",
            "union U { int x; };\nstruct H { char c; enum U *e; };",
            "enum E { A };\nstruct H { char c; struct E *p; };",
            "enum E : int;\nstruct H { char c; union E *p; };",
            "struct S { int x; };\nstruct H { char c; struct S s; union S *u; };",
            "union U { int x; };\nstruct H { char c; union U u; struct U *p; };",
            "struct S { int x; };\nenum S *p;",
            "struct S;\nenum S;",
            "struct S { int x; };\ntypedef enum S T;",
            "enum E { A };\ntypedef union E U;",
            "typedef struct S T;\nenum S { A };",
            "struct S { int x; };\nenum S : int;",
            "enum E : int;\nstruct E;",
            "struct F;\nunion F { int x; };",
            "struct S { int x; };\nunion S { int y; };",
            "enum E { A };\ntypedef struct E { int x; } T;",
            "union U { int x; };\nstruct H { struct U { int y; } u; };",
            // naming a tag no declaration made declares it, at file scope too, and from a member (a struct's body is
            // no scope of its own): C11 6.7.2.3p8
            "struct Q *p;\nunion Q *r;",
            "struct Q *p, *q;\nunion Q;",
            "struct Q *p;\nunion Q { int x; };",
            "struct Q *p;\nenum Q { A };",
            "struct Q *f(void);\nunion Q *r;",
            "extern struct Q q;\nunion Q *r;",
            "struct S { struct Q *p; };\nunion Q { int x; };",
            "struct S { struct Q *(*f)(void); };\nunion Q *r;",
            "typedef struct { struct T *p; } T;\nunion T *u;",
            // a struct is declared from its tag on, in its own body too
            "struct H { union H *p; };",
            "union H { struct H *p; };",
            "struct H { enum H *p; };",
            "struct A { struct { union A *p; } in; };",
            "struct A { union A { int x; } a; };",
            "struct A { enum A { X } a; };",
            "struct H { void (*f)(union H *p); };");

    /** Taken by clang and gcc: each tag used as the kind it is declared as, or a typedef name of another kind. */
    private static final List<String> TAKEN = List.of(
            "struct S { int x; };\nstruct H { char c; struct S s; struct S *p; };",
            "enum E { A };\nstruct H { char c; enum E e; enum E *p; };",
            "union U;\nstruct H { char c; union U *p; };",
            "typedef struct { int x; } T;\nstruct H { char c; enum T *e; };",
            "typedef long S;\nstruct S { int x; };\nstruct H { char c; struct S s; S l; };",
            "typedef struct S T;\nstruct S { int x; };\nstruct H { char c; T t; };",
            // the compiler sees one arm of an #if, and the declaration in an #if the file does not decide (X) only
            // where it is taken: declarations without a body are taken, as for ordinary names
            "#ifdef X\nstruct Q;\n#else\nunion Q;\n#endif",
            "#ifdef X\nstruct Q *p;\n#else\nunion Q *q;\n#endif",
            "#ifdef X\nenum Q { A };\n#else\nstruct Q;\n#endif",
            "#ifdef X\nstruct Q;\n#endif\nunion Q *p;",
            "#ifdef X\nstruct Q;\n#else\nunion Q { long a; };\n#endif\nstruct H { union Q q; };",
            // a tag first named in a parameter list is the list's, and a typedef name is no tag
            "struct S { void (*f)(struct Q *); };\nunion Q *r;",
            "struct H { void (*f)(union H { int x; } *p); };",
            "typedef struct { union T *p; } T;",
            "struct S { struct Q *p; };\nstruct Q { int x; };\nstruct T { struct Q q; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesATagOfAnotherKindWhereClangRefusesIt(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @Test
    void gccRefusesTheSameFilesOnTheSameLines() throws Exception {
        Oracle.require("gcc", "gcc");
        // gcc names the tag, clang and the schema the keyword: only the lines are compared; gcc 12 has no enum : int
        List<String> cases = Stream.concat(REFUSED.stream(), TAKEN.stream()).filter(c -> !c.contains(": int")).toList();
        var verdicts = FirstErrors.each(dir, List.of("gcc", "-std=c11", "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"),
                cases);
        for (String c : cases) {
            // each refused case clashes on its last line
            String last = String.valueOf(c.lines().count());
            assertThat(line(verdicts.schema().get(c))).as(c).isEqualTo(line(verdicts.compiler().get(c)))
                    .isEqualTo(REFUSED.contains(c) ? last : "");
        }
    }

    @Test
    void theMessageNamesBothKinds() {
        assertThat(FirstErrors.schemaReason("struct S { int x; };\nstruct H { enum S e; };", Abi.of("x86_64-sysv")))
                .isEqualTo("'S' is declared as a struct at c.c:1:8, not an enum (clang refuses it: use of 'S' with tag"
                        + " type that does not match previous declaration)");
    }

    /**
     * Definitions of one tag as two kinds in two arms of an {@code #if} the file does not decide are refused as two of
     * one kind are, naming the {@code #if}, where the schema had said that clang refuses the second (it takes both).
     */
    @Test
    void twoKindsOfATagDefinedInTwoArmsOfAnIfAreRefusedNamingTheIf() {
        Abi abi = Abi.of("x86_64-sysv");
        for (String c : List.of("#ifdef X\nstruct Q { int a; };\n#else\nunion Q { int a; };\n#endif",
                "#ifdef X\nenum Q { A };\n#else\nstruct Q { long a; };\n#endif")) {
            assertThat(FirstErrors.schemaReason(c, abi)).as(c).startsWith("type 'Q' is declared in two branches of the"
                    + " #if at line 1 (first at c.c:2:").endsWith("which this file does not decide, so which one the"
                    + " compiler sees is unknown: define what the #if tests, or keep one declaration");
            assertThat(FirstErrors.schema(c, abi)).as(c).startsWith("4:");
        }
    }

    @Test
    void aTagDeclaredByNamingItIsStillReportedAsUnknownWhereItIsFirstUsedByValue() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("struct A { struct Nope n; };", abi)).isEqualTo("unknown type 'struct Nope'");
        assertThat(FirstErrors.schemaReason("struct Q *p;\nstruct A { struct Q q; };", abi)).isEqualTo("incomplete type"
                + " 'struct Q': it is declared at c.c:1:8 but not defined before this member (a pointer to it would do)");
        assertThat(FirstErrors.schemaReason("struct H { union H *p; };", abi)).isEqualTo("'H' is declared as a struct at"
                + " c.c:1:8, not a union (clang refuses it: use of 'H' with tag type that does not match previous"
                + " declaration)");
    }

    /** The line of a {@code line:column}, or {@code ""}. */
    private static String line(String position) {
        return position.isEmpty() ? "" : position.substring(0, position.indexOf(':'));
    }
}
