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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What C forbids inside a function's parameter list, against clang and gcc: a parameter list the schema could not read
 * was kept as written, and any error in it was taken for one, so {@code void f(restrict int x);}, a {@code _Alignas},
 * a storage class, {@code void} among other parameters, a name declared twice or {@code int long char} in a parameter
 * were taken. They are refused at the line and column clang names, while what both take ({@code register}, a
 * {@code [static 4]}, a size from an earlier parameter, a {@code [0]}, an undeclared struct or a type name the schema
 * does not know) stays taken. Each case is a file of its own.
 */
class ParameterErrorsClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "void f(restrict int x);",
            "struct S { void (*f)(restrict int); };",
            "typedef void (*F)(int, const restrict int);",
            "void f(_Alignas(8) int x);",
            "struct S { void (*f)(_Alignas(8) int); };",
            "void f(int x, int _Alignas(8) y);",
            "void f(int x : 3);",
            "void f(typedef int x);",
            "void f(static int x);",
            "void f(int static x);",
            "struct S { void (*f)(int static); };",
            "void f(extern int x);",
            "void f(auto int x);",
            "void f(_Thread_local int x);",
            "void f(int x[4](void));",
            "struct S { void (*f)(int x[4](void)); };",
            "void f(int g(void)[4]);",
            "void f(int g(void)(void));",
            "void f(void, int);",
            "void f(int, void);",
            "void f(void, ...);",
            "void f(int, const void);",
            "struct S { void (*f)(void, int); };",
            "typedef void V; void f(V, int);",
            "void f(const void);",
            "struct S { void (*f)(const void); };",
            "typedef const void CV; void f(CV);",
            "void f(int x, int x);",
            "void f(int x, int (*x)(void));",
            "struct S { void (*f)(int x, int y, int x); };",
            "void f(int long char x);",
            "struct S { void (*f)(int long char); };",
            "void f(int a[-1]);",
            "void f(...);",
            "typedef void (*F)(int (*)(restrict int));",
            "struct S { void (*f)(struct T *p, restrict int x); };",
            "struct S { int (*p)(void)[4]; };",
            "struct S { int (*p)[4](void); };",
            "struct S { int (*p)[-1]; };",
            "struct S { int x[4](void); };");

    /** Refused by clang, taken by gcc. */
    private static final List<String> CLANG_ONLY = List.of(
            "void f(void x);",
            "struct S { void (*f)(void x); };",
            "void f(const void x);",
            "void f(void x, int y);",
            "void f(void x, ...);",
            "void f(inline int x);",
            "void f(_Noreturn int x);");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "void f(register int x);",
            "void f(int register x, register int *p);",
            "void f(void);",
            "typedef void V; void f(V);",
            "void f(int x, ...);",
            "void f(int a[static 4], int b[const], int c[*], int d[static const 2], int e[restrict 2]);",
            "void f(int n, int a[n]);",
            "void f(int a[0], int b[4][0], int (*p)[0]);",
            "void f(struct T x, struct T y);",
            "struct S { void (*f)(struct T); };",
            "struct S { void (*f)(int x, int (*g)(int x)); };",
            "struct S { void (*f)(int (*)(int x), int x); };",
            "void f(int x __attribute__((unused)));",
            "void f(int (*(*g)(int))(void));",
            "struct S { void (*f)(const int *restrict p, int *restrict const q); };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "clang -std={0}")
    @ValueSource(strings = {"c11", "c2x"})
    void theSchemaRefusesWhereClangRefuses(String std) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", std), Abi.of("x86_64-sysv"),
                Stream.concat(REFUSED.stream(), CLANG_ONLY.stream()).toList(), TAKEN);
    }

    @ParameterizedTest(name = "gcc -std={0}")
    @ValueSource(strings = {"c11", "c2x"})
    void gccRefusesAndTakesTheSameFilesButForVoidAndFunctionSpecifiers(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        var verdicts = FirstErrors.each(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"),
                Abi.of("x86_64-sysv"), Stream.of(REFUSED, CLANG_ONLY, TAKEN).flatMap(List::stream).toList());
        REFUSED.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isNotEmpty());
        CLANG_ONLY.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
        TAKEN.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
    }

    @Test
    void theMessageSaysWhatCForbids() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("void f(static int x);", abi)).isEqualTo("'static' cannot be written in a"
                + " parameter's declaration: a parameter has no storage class but register (C11 6.7.6.3p2; clang and"
                + " GCC refuse it)");
        assertThat(FirstErrors.schemaReason("void f(int, void);", abi)).isEqualTo("'void' must be the only parameter,"
                + " when it is one (C11 6.7.6.3p10; clang and GCC refuse it)");
        assertThat(FirstErrors.schemaReason("void f(int x, int x);", abi)).isEqualTo("parameter 'x' is declared twice"
                + " in one list (C11 6.7p3; clang and GCC refuse it)");
        assertThat(FirstErrors.schemaReason("void f(_Alignas(8) int x);", abi)).isEqualTo("_Alignas cannot be applied"
                + " to a parameter (C11 6.7.5p2; clang and GCC refuse it)");
    }
}
