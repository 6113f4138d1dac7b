package org.abistruct.schema;

import java.util.List;

/**
 * A typedef name declared again is compared by the type it names, not by how that is spelled (C11 6.7p3), against
 * clang and gcc: a pointer typedef names the same type as another when what they point to is one type, however
 * written ({@code int *} and {@code signed *}; {@code C *} and {@code char *} after {@code typedef char C;};
 * {@code struct S *} and {@code T *} after {@code typedef struct S {...} T;}), which the schema refused, comparing the
 * pointees' spellings. {@code char *} and {@code signed char *} stay two types, and so do an enum and its integer type.
 * Each case is a file of its own; the schema must refuse it where the compiler does, at the second name.
 */
class TypedefSameTypeClangTest extends TypedefCasesClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "typedef char *P; typedef signed char *P;",
            "typedef char *P; typedef unsigned char *P;",
            "typedef signed char *P; typedef unsigned char *P;",
            "typedef char C; typedef C *P; typedef signed char *P;",
            "typedef char C; typedef C **P; typedef signed char **P;",
            "typedef int *P; typedef long *P;",
            "typedef long *L[3]; typedef long long *L[3];",
            "typedef int *P; typedef int **P;",
            "typedef int *A[2]; typedef int *A[3];",
            "typedef int *P; typedef int P[1];",
            "struct S; struct R; typedef struct S *P; typedef struct R *P;",
            "enum E { A }; typedef enum E T; typedef int T;",
            "enum E { A }; typedef enum E T; typedef unsigned T;",
            "enum E { A }; typedef enum E *P; typedef int *P;");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "typedef int *P; typedef signed int *P;",
            "typedef unsigned *U; typedef unsigned int *U;",
            "typedef long *L[3]; typedef long int *L[3];",
            "typedef char C; typedef C *P; typedef char *P;",
            "typedef char C; typedef C **P; typedef char **P;",
            "typedef signed char C; typedef C *P; typedef signed char *P;",
            "typedef int **P; typedef signed **P;",
            "typedef int *A[2]; typedef signed *A[2];",
            "typedef int (*A)[4]; typedef signed (*A)[4];",
            "typedef void *V; typedef void *V;",
            "struct S; typedef struct S T; typedef T *P; typedef struct S *P;",
            "typedef struct S *P; typedef struct S { int x; } T; typedef T *P;\nstruct H { T t; P p; };",
            "typedef struct S { int x; } T, *P; typedef struct S *P;",
            "typedef struct S { int x; } T; typedef struct S T;\nstruct H { T t; };",
            "typedef struct { int x; } T; typedef T *P; typedef T *P;",
            "enum E { A }; typedef enum E T; typedef enum E T;\nstruct H { T t; };");

    @Override
    List<String> refused() {
        return REFUSED;
    }

    @Override
    List<String> taken() {
        return TAKEN;
    }
}
