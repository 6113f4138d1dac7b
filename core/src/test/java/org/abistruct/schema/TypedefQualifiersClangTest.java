package org.abistruct.schema;

import java.util.List;

/**
 * A typedef name declared again with other qualifiers names another type (C11 6.7.3p10, 6.7p3), against clang and
 * gcc: {@code typedef int I; typedef const int I;} is refused, as are {@code volatile} and {@code restrict}, and a
 * {@code const} on the pointer ({@code int *const}) for one on what it points to ({@code const int *}). The schema,
 * which skips qualifiers for a layout, took them. The same qualifiers in another order or spelling ({@code int const},
 * {@code __const}, {@code __restrict}), or through a typedef ({@code typedef int *P; typedef const P Q;} is
 * {@code int *const Q}), stay taken. Each case is a file of its own, refused where the compiler refuses it.
 */
class TypedefQualifiersClangTest extends TypedefCasesClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "typedef int I; typedef const int I;",
            "typedef const int I; typedef int I;",
            "typedef int I; typedef volatile int I;",
            "typedef const int I; typedef const volatile int I;",
            "typedef int *P; typedef int *const P;",
            "typedef int *P; typedef const int *P;",
            "typedef const char *S; typedef char *const S;",
            "typedef int *const *P; typedef int **const P;",
            "typedef int *P; typedef int *restrict P;",
            "typedef int *P; typedef int *__restrict P;",
            "typedef const int A[2]; typedef int A[2];",
            "typedef char C; typedef const C D; typedef char D;",
            "typedef int *P; typedef const P Q; typedef const int *Q;",
            "typedef int (*F)[2]; typedef const int (*F)[2];",
            "typedef struct S { int x; } T, *P; typedef const struct S *P;",
            "typedef struct S { int x; } T; typedef T const *P; typedef T *P;");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "typedef const int I; typedef int const I;",
            "typedef volatile int V; typedef int volatile V;",
            "typedef const volatile int V; typedef volatile const int V;",
            "typedef __const int I; typedef const int I;",
            "typedef const int *P; typedef int const *P;",
            "typedef int *const P; typedef signed *const P;",
            "typedef int *__restrict P; typedef int *restrict P;",
            "typedef const int I; typedef I J; typedef const int J;",
            "typedef int I; typedef const I J; typedef const int J;",
            "typedef int *P; typedef const P Q; typedef int *const Q;",
            "typedef int A[2]; typedef A const B; typedef const int B[2];",
            "typedef const char *S; typedef const char *S;\nstruct H { S s; };",
            "typedef struct S { int x; } T; typedef T const *P; typedef const struct S *P;",
            "typedef const int I;\nstruct H { I i; const I j; };");

    @Override
    List<String> refused() {
        return REFUSED;
    }

    @Override
    List<String> taken() {
        return TAKEN;
    }
}
