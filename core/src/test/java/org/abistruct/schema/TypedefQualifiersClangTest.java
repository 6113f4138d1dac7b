package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * A typedef name declared again with other qualifiers names another type (C11 6.7.3p10, 6.7p3), against clang and
 * gcc: {@code typedef int I; typedef const int I;} is refused, as are {@code volatile} and {@code restrict}, and a
 * {@code const} on the pointer ({@code int *const}) for one on what it points to ({@code const int *}). The schema,
 * which skips qualifiers for a layout, took them. The same qualifiers in another order or spelling ({@code int const},
 * {@code __const}, {@code __restrict}), or through a typedef ({@code typedef int *P; typedef const P Q;} is
 * {@code int *const Q}), stay taken. Each case is a file of its own, refused where the compiler refuses it. A name
 * that calls a struct while its typedef qualifies it ({@code typedef const struct S {...} T;}) is the qualified struct
 * too: the schema took {@code typedef struct S T;} after it, and refused {@code typedef const struct S T;}.
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
            "typedef struct S { int x; } T; typedef T const *P; typedef T *P;",
            "typedef const struct S { int x; } T; typedef struct S T;",
            "typedef struct S { int x; } const T; typedef struct S T;",
            "typedef volatile struct S { int x; } T; typedef struct S T;",
            "typedef const union U { int x; } T; typedef union U T;",
            "typedef const struct S { int x; } T, *P; typedef struct S T;",
            "typedef const struct S { int x; } S; typedef struct S S;",
            "typedef const struct S { int x; } T; typedef T *P; typedef struct S *P;",
            "typedef struct S { int x; } T; typedef const struct S T;");

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
            "typedef const int I;\nstruct H { I i; const I j; };",
            "typedef const struct S { int x; } T; typedef const struct S T;\nstruct H { T t; };",
            "typedef const struct S { int x; } T; typedef struct S const T;",
            "typedef const struct S { int x; } T; typedef const T T;",
            "typedef const struct S { int x; } T; typedef T *P; typedef const struct S *P;",
            "typedef const struct S { int x; } T; typedef struct S S;\nstruct H { S s; T t; };",
            "typedef const struct S { int x; } *P; typedef struct S S;\nstruct H { S s; };");

    @Test
    void theMessageSaysTheQualifiersDiffer() {
        Abi abi = Abi.of("x86_64-sysv");
        String differ = ": the two declarations differ in const, volatile or restrict, which make another type";
        assertThat(FirstErrors.schemaReason("typedef const struct S { int x; } T; typedef struct S T;", abi))
                .isEqualTo("duplicate type 'T' (first declared at c.c:1:35)" + differ);
        assertThat(FirstErrors.schemaReason("typedef struct S { int x; } T; typedef const struct S T;", abi))
                .isEqualTo("duplicate type 'T' (first declared at c.c:1:29)" + differ);
        assertThat(FirstErrors.schemaReason("typedef int I; typedef const int I;", abi))
                .isEqualTo("duplicate type 'I' (first declared at c.c:1:13)" + differ);
        assertThat(FirstErrors.schemaReason("typedef int I; typedef const long I;", abi))
                .isEqualTo("duplicate type 'I' (first declared at c.c:1:13)");
    }

    @Override
    List<String> refused() {
        return REFUSED;
    }

    @Override
    List<String> taken() {
        return TAKEN;
    }
}
