package org.abistruct.schema;

import java.util.List;

/**
 * A function pointer or pointer-to-array typedef declared again is compared by the type its parentheses give, not by
 * how they are written (C11 6.7p3, 6.7.6.3p7-8, 15), against clang and gcc: parameters by their types, without their
 * names or own qualifiers, an array or function parameter as the pointer it is, and the dimensions after {@code (*p)}
 * by value. The schema compared both as written. {@code ()} stays another type than {@code (void)} and
 * {@code (int)}, as clang and gcc (12, 14) have it under C2x too, and so do other parameter types or counts, and a
 * variadic list. Each case is a file of its own; the schema must refuse it where the compiler does, at the second name.
 */
class TypedefFunctionTypesClangTest extends TypedefCasesClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "typedef void (*F)(int); typedef void (*F)(long);",
            "typedef void (*F)(int); typedef void (*F)(int, int);",
            "typedef void (*F)(int); typedef void (*F)(int, ...);",
            "typedef void (*F)(); typedef void (*F)(void);",
            "typedef void (*F)(); typedef void (*F)(int);",
            "typedef void (*F)(void); typedef void (*F)(int);",
            "typedef void (*F)(char); typedef void (*F)(signed char);",
            "typedef void (*F)(const int *); typedef void (*F)(int *);",
            "typedef int (*F)(void); typedef long (*F)(void);",
            "typedef void (*F)(int (*)(int)); typedef void (*F)(int (*)(long));",
            "typedef int (*A)[4]; typedef int (*A)[5];",
            "typedef int (*A)[]; typedef int (*A)[4];",
            "typedef int (*A)[2][3]; typedef int (*A)[3][2];",
            "enum E { X }; typedef void (*F)(enum E); typedef void (*F)(int);");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "typedef void (*F)(int); typedef void (*F)(int x);",
            "typedef void (*F)(int y); typedef void (*F)(int x);",
            "typedef void (*F)(int); typedef void (*F)(signed int);",
            "typedef void (*F)(unsigned); typedef void (*F)(unsigned int);",
            "typedef void (*F)(int); typedef void (*F)(const int x);",
            "typedef void (*F)(int *); typedef void (*F)(int *const p);",
            "typedef void (*F)(void); typedef void (*F)( void );",
            "typedef void (*F)(void); typedef void (*F)(/* none */ void);",
            "typedef void (*F)(); typedef void (*F)( );",
            "typedef void (*F)(int, ...); typedef void (*F)(int n, ...);",
            "typedef void (*F)(int[4]); typedef void (*F)(int *);",
            "typedef void (*F)(int a[]); typedef void (*F)(int *a);",
            "typedef void (*F)(const int a[2]); typedef void (*F)(const int *);",
            "typedef void (*F)(int (int)); typedef void (*F)(int (*)(int));",
            "typedef void (*F)(int g(long x)); typedef void (*F)(int (*h)(long));",
            "typedef int I; typedef void (*F)(I); typedef void (*F)(int);",
            "typedef void V; typedef void (*F)(V); typedef void (*F)(void);",
            "typedef struct S { int x; } T; typedef void (*F)(T *); typedef void (*F)(struct S *s);",
            "typedef char *(*F)(const char *, unsigned long); typedef char *(*F)(const char *s, unsigned long n);",
            "typedef int (*A)[4]; typedef int (*A)[2+2];",
            "typedef int (*A)[4]; typedef int (*A)[(1 << 2)];",
            "typedef int (*A)[2][3]; typedef signed (*A)[1+1][3];",
            "typedef int (*A)[]; typedef int (*A)[ ];",
            "typedef void (*G[2])(int); typedef void (*G[2])(int x);",
            "struct H { void (*f)(int x); int (*r)[2+2]; };");

    @Override
    List<String> refused() {
        return REFUSED;
    }

    @Override
    List<String> taken() {
        return TAKEN;
    }
}
