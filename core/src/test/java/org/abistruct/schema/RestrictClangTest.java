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
 * {@code restrict} among a declaration's specifiers qualifies the specifiers' type, which must be a pointer to an
 * object (C11 6.7.3p2): clang refuses {@code struct S { restrict int x; };} and {@code typedef restrict int R;} at the
 * keyword ("restrict requires a pointer or reference"), and so a struct, {@code void}, an array (of pointers too) or a
 * typedef of a function pointer ("pointer to function type ... may not be 'restrict' qualified"). The schema, which
 * skips qualifiers for a layout, took them. A {@code restrict} after a {@code *} that points to a function
 * ({@code int (*restrict f)(void);}, {@code F *restrict p;} with {@code F} a function type), which the schema took
 * too, is refused at that {@code *}, as clang refuses it; after one that points to an object
 * ({@code int (**restrict f)(void)}), or on a typedef of an object pointer, it stays taken. gcc refuses the same
 * files, at other places, but for an array of pointers, which it takes. Each case is a file of its own.
 */
class RestrictClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "struct S { restrict int x; };",
            "struct S { int restrict x; };",
            "struct S { const __restrict int x; };",
            "struct S { __restrict__ int x; };",
            "typedef restrict int R;",
            "typedef int restrict R;",
            "typedef restrict int *P;",
            "typedef restrict void V;",
            "typedef int I;\nstruct S { restrict I i; };",
            "typedef int A[2]; typedef restrict A B;",
            "struct T { int x; };\nstruct S { restrict struct T t; };",
            "struct S { restrict struct T *p; };",
            "struct H { restrict struct T { int x; } t; };",
            "typedef restrict struct S { int x; } T;",
            "typedef struct S { int x; } restrict T;",
            "restrict int x;",
            "struct S { int x; } restrict v;",
            "typedef int (*P)(void); typedef restrict P Q;",
            "typedef int (*P)(void);\nstruct S { P restrict p; };",
            "typedef int F(void); typedef restrict F G;",
            "int (*restrict f)(void);",
            "int (* const __restrict f)(void);",
            "int (*restrict *f)(void);",
            "typedef int (*restrict F)(void);",
            "struct S { int (*restrict f)(void); };",
            "struct S { void (*restrict a[2])(void); };",
            "typedef int F(void); F *restrict p;",
            "typedef int F(void);\nstruct S { F *const restrict p; };",
            "typedef int F(void); typedef F *restrict P;");

    /** Refused by clang, taken by gcc. */
    private static final List<String> CLANG_ONLY = List.of(
            "typedef int *PA[2]; typedef restrict PA Q;");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "struct S { int *restrict p; int x, *__restrict q; };",
            "typedef int *P; typedef restrict P Q;\nstruct S { restrict P p; P restrict q; Q r; };",
            "typedef void *V; typedef restrict V W;",
            "typedef int (**PP)(void); typedef restrict PP Q;",
            "struct S { int (*restrict p)[2]; };",
            "typedef int *restrict R; typedef restrict R R2;",
            "struct S { int x; } *restrict v;",
            "typedef struct S { int x; } *restrict P;",
            "int (**restrict f)(void);",
            "typedef int F(void); F **restrict p;",
            "struct S { int (*restrict p)[2]; void (*const f)(void); };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} ({2})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, c11, x86_64-sysv
            x86_64-linux-gnu, c2x, x86_64-sysv
            x86_64-pc-windows-msvc, c11, x86_64-msvc
            aarch64-linux-gnu, c11, aarch64
            """)
    void theSchemaRefusesRestrictWhereClangRefusesIt(String triple, String std, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, std), Abi.of(abiId),
                Stream.concat(REFUSED.stream(), CLANG_ONLY.stream()).toList(), TAKEN);
    }

    @Test
    void gccRefusesAndTakesTheSameFilesButForAnArrayOfPointers() throws Exception {
        Oracle.require("gcc", "gcc");
        var verdicts = FirstErrors.each(dir, List.of("gcc", "-std=c11", "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"),
                Stream.of(REFUSED, CLANG_ONLY, TAKEN).flatMap(List::stream).toList());
        REFUSED.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isNotEmpty());
        CLANG_ONLY.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
        TAKEN.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
    }

    @Test
    void theMessageSaysWhatRestrictQualifies() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("struct S { int restrict x; };", abi)).isEqualTo("'restrict' qualifies only"
                + " a pointer to an object, and 'int' is not one (C11 6.7.3p2; clang refuses it)");
        assertThat(FirstErrors.schemaReason("typedef int (*P)(void); typedef __restrict P Q;", abi)).isEqualTo(
                "'__restrict' qualifies only a pointer to an object, and 'P' points to a function (C11 6.7.3p2; clang"
                        + " refuses it)");
        assertThat(FirstErrors.schemaReason("int (*__restrict f)(void);", abi)).isEqualTo("'__restrict' qualifies only"
                + " a pointer to an object, and this '*' points to a function (C11 6.7.3p2; clang refuses it)");
        assertThat(FirstErrors.schemaReason("typedef int F(void);\nstruct S { F *restrict p; };", abi)).isEqualTo(
                "'restrict' qualifies only a pointer to an object, and this '*' points to 'F', a function type (C11"
                        + " 6.7.3p2; clang refuses it)");
    }

    @Test
    void inGlslRestrictIsAMemoryQualifierForAnyType() {
        assertThat(FirstErrors.schema("#version 450\nlayout(std430) restrict buffer B { restrict float x;"
                + " restrict vec4 v; };", Abi.of("x86_64-sysv"))).isEmpty();
    }
}
