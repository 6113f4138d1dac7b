package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A parameter list is a scope of its own (C11 6.2.1p4, prototype scope): a tag or enumeration constant declared in it
 * is seen by the parameters after it and the lists inside it, and not after it. The schema did not track the tags of a
 * list ({@code void f(enum P { A } e, struct P *q);} was taken), let its enumeration constants out
 * ({@code int x[A];} after it was laid out), and did not read a struct a parameter defines (the list was kept as
 * written). Each case is a file of its own, checked against clang for the Linux and Windows targets.
 */
class ParameterScopeClangTest {
    /** Refused by clang for every target, each where clang refuses it. */
    private static final List<String> REFUSED = List.of(
            "void f(enum P { A } e, struct P *q);",
            "void f(struct P *q, enum P { A } e);",
            "void f(struct P *q, union P *r);",
            "struct H { void (*f)(struct P *q, union P *r); int y; };",
            "void f(struct P { int x; } *q, union P { int y; } *r);",
            "void f(enum P { A } e, struct P { int x; } *q);",
            "void f(enum P { A } e, int (*g)(struct P *));",
            "void f(struct P *q, struct P { int x; } r, int (*g)(union P *));",
            "struct P { int x; };\nvoid f(enum P { A } e, struct P *q);",
            "void f(enum P { A } e, enum P : int { B } g);",
            "void f(enum P : int { A } e, enum P { B } g);",
            "void f(enum P : int { A } e, enum P : long { B } g);",
            "struct H { void (*f)(enum P { A = 2 } e); int x[A]; };",
            "void f(struct Q { enum R { X } r; } q);\nstruct H { int y[X]; };",
            "typedef void F(struct Q *p);\ntypedef void F(struct Q *p);",
            "typedef void F(enum Q { A } p);\ntypedef void F(enum Q { B } p);",
            "typedef void F(struct Q { int a; } q);\nstruct Q { int a; };\ntypedef void F(struct Q q);",
            "void f(struct Q { int a; int a; } q);");

    /** Taken by clang for every target, and by the schema. */
    private static final List<String> TAKEN = List.of(
            "void f(struct P { int x; } *q, struct P *r);",
            "void f(struct P *q, struct P { int x; } r);",
            "void f(enum P *q, enum P { A } r);",
            "void f(enum P { A } e, enum P g);",
            "void f(int (*g)(struct P *), union P *q);",
            "void f(enum P { A } e, int g[A + 1]);",
            "void f(struct R { int x; } *r, struct Q { struct R r; } q);",
            "void f(enum P { A } e, struct Q { enum P p; } q);",
            "void f(struct { int a; } q, union { int b; } r);",
            "void f(struct Q { struct R { int x; } r; } q);\nunion R *u;",
            "void f(struct Q { int a; } q);\nunion Q { int b; };",
            "struct S { int x; };\nvoid f(struct S { long y; } s, struct S *t);",
            "struct Q { void (*f)(struct Q { int a; } *p); int b; };",
            "struct Q;\ntypedef void F(struct Q *p);\ntypedef void F(struct Q *p);",
            // defined again in one list: clang takes it, GCC refuses it
            "void f(struct P { int x; } *q, struct P { int y; } *r);",
            "void f(enum P { A } e, enum P { B } g);",
            "void f(enum P : int { A } e, enum P : int { B } g);");

    /** Taken by clang for every target: each struct {@code H...} is laid out as clang does. */
    private static final List<String> LAID_OUT = List.of(
            "void f(struct Q { int a; } q);\nstruct Q { char c; long long b; };\nstruct H { char c; struct Q q; };",
            "struct H { void (*f)(struct H { char c; } *p); char c; int x; };",
            "void f(struct Q { struct R { double d; } r; } q);\nstruct R { char c; };\nstruct H { char c; struct R r; };",
            "enum { N = 3 };\nvoid f(enum P { N = 5 } e);\nstruct H { char a[N]; };",
            "void f(enum E { A = 300 } e);\nenum E : short { B };\nstruct H { char c; enum E e; };");

    /**
     * A tag declared only in a parameter list, used by value after it: clang refuses it at the member's name, the
     * schema at its type, so only the line is compared.
     */
    private static final List<String> INCOMPLETE = List.of(
            "void f(struct Q { int a; } q);\nstruct H { struct Q q; };",
            "struct H { void (*f)(union Q { int a; } q); };\nstruct H2 { union Q q; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaScopesWhatAParameterListDeclaresAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        FirstErrors.agreeAndLayOutAsClang(dir, triple, "c2x", abi, REFUSED, TAKEN, LAID_OUT);
        var verdicts = FirstErrors.each(dir, FirstErrors.clang(triple, "c2x"), abi, INCOMPLETE);
        for (String c : INCOMPLETE) {
            assertThat(verdicts.compiler().get(c)).as(c).startsWith("2:");
            assertThat(verdicts.schema().get(c)).as(c).startsWith("2:");
        }
    }

    @Test
    void aTagUsedAfterItsListIsSaidToBeTheLists() {
        assertThat(FirstErrors.schemaReason(INCOMPLETE.getFirst() + "\n", Abi.of("x86_64-sysv")))
                .isEqualTo("unknown type 'struct Q' (the tag 'Q' declared at c.c:1:15 is in a parameter list, whose"
                        + " scope ends with it)");
    }

    /**
     * An enum defined only in a parameter list, then named by a member: incomplete there (clang's Linux targets refuse
     * it, its Microsoft ones take it as an int, which {@link MicrosoftEnumExtensionsClangTest} holds), and the reason
     * says where the list's enum was, not only that the enum "has no body" where the file shows one.
     */
    @Test
    void anEnumOfAListNamedAfterItIsSaidToBeTheLists() throws Exception {
        String c = "void f(enum Z { A } z);\nstruct H { enum Z z; };\n";
        assertThat(FirstErrors.schemaReason(c, Abi.of("x86_64-sysv")))
                .contains("the tag 'Z' declared at c.c:1:13 is in a parameter list, whose scope ends with it");
        Oracle.require("clang", "clang");
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"), c)).startsWith("2:");
        assertThat(FirstErrors.schema(c, Abi.of("x86_64-sysv"))).startsWith("2:");
    }

    /**
     * gcc refuses and takes the same files (at other columns), but for a tag defined again in one list, which it
     * refuses, and a fixed underlying type, which GCC 12 does not have.
     */
    @Test
    void gccScopesThemAsClangDoes() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=c2x", "-fsyntax-only", "-w");
        Abi abi = Abi.of("x86_64-sysv");
        for (String c : REFUSED) {
            if (!c.contains(" : ")) {
                String line = FirstErrors.schema(c + "\n", abi);
                assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c)
                        .startsWith(line.substring(0, line.indexOf(':') + 1));
            }
        }
        for (String c : TAKEN.subList(0, TAKEN.size() - 3)) {
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).isEmpty();
        }
    }
}
