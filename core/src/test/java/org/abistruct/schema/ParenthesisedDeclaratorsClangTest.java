package org.abistruct.schema;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A pointer declarator in parentheses with nothing after them ({@code int (*p);}, the same as {@code int *p}), and a
 * function declared in the parentheses of a pointer declarator ({@code int (*signal(int, void (*)(int)))(int);}, a
 * function returning a pointer to a function), which the schema refused, are taken as clang and gcc take them: the
 * first laid out as the pointer it is, the second a function (an error as a member, a function type as a typedef).
 */
class ParenthesisedDeclaratorsClangTest {
    /** Taken by clang and gcc. */
    private static final List<String> TAKEN = List.of(
            "int (*p);",
            "int (* const p);",
            "int (*signal(int, void (*)(int)))(int);",
            "void (*signal(int sig, void (*func)(int)))(int) { return func; }",
            "typedef int *P;\ntypedef int (*P);",
            "typedef void (*S1(int))(int);\ntypedef void (*S1(int))(int);",
            "void f(int (*));\nvoid f(int *q);",
            "typedef void F(int (*));\ntypedef void F(int *);",
            "struct H { void (*f)(int (*g(int))(char)); };");

    /** Refused by clang, where the schema refuses them. */
    private static final List<String> REFUSED = List.of(
            "struct H { int (*f(int))(int); };",
            "struct H { int (*f(int))[4]; };",
            "struct H { int (*a[2](int)); };",
            "struct H { char c; int (*p) [[gnu::aligned(16)]]; };",
            "typedef void (*S1(int))(int);\ntypedef void (*S1(int))(long);",
            "typedef void F(int (*));\ntypedef void F(long *);");

    /** Laid out as clang lays them out: each struct {@code H}. */
    private static final List<String> LAID_OUT = List.of(
            "struct H { int (*p); char c; };",
            "struct H { char c; int (*p[2]); int **(*q); };",
            "struct H { char c; int (*p) __attribute__((aligned(16))); };",
            "typedef void (*sighandler(int))(int);\nstruct H { char c; sighandler *h; };",
            "struct H { char c; void (*f)(int (*g(int))(char)); };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaTakesWhatClangTakes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agreeAndLayOutAsClang(dir, triple, "c2x", Abi.of(abiId), REFUSED, TAKEN, LAID_OUT);
    }

    @Test
    void gccTakesThemToo() throws Exception {
        FirstErrors.gccTakesAndLaysOut(dir, TAKEN, LAID_OUT);
    }
}
