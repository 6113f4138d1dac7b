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
 * Typedef names, enumeration constants, variables and functions are one namespace in C (C11 6.2.3), where one scope
 * declares an enumeration constant once and a typedef name as nothing else (C11 6.7p3), and defines a variable or
 * function once: {@code enum A { X }; enum B { X };}, {@code typedef int X; enum A { X };} and {@code const int N = 1;
 * const int N = 2;} are refused at the second name, as clang refuses them ("redefinition of enumerator", "redefinition
 * of 'X' as different kind of symbol"), where the schema took them. A parameter list is a scope of its own, and a
 * member's name is its struct's. gcc refuses the same files at the same places. Each case is a file of its own.
 */
class OrdinaryNamesClangTest {
    /** Refused by clang and gcc, at the second declaration's name. */
    private static final List<String> REFUSED = List.of(
            "enum A { X };\nenum B { X };",
            "enum A { X, X };",
            "enum A { X };\nenum B { X = 0 };",
            "struct S { enum A { X } a; };\nenum B { X };",
            "typedef int X;\nenum A { X };",
            "enum A { X };\ntypedef int X;",
            "typedef struct { int a; } X;\nenum { X };",
            "enum { X };\ntypedef struct S { int a; } Y, X;",
            "int X;\nenum A { X };",
            "enum A { X };\nint X;",
            "const int X = 1;\nenum A { X };",
            "enum A { X };\nconst int X = 1;",
            "void X(void);\nenum A { X };",
            "int (*X)(void);\nenum A { X };",
            "extern int X[];\nenum A { X };",
            "typedef int T;\nint T;",
            "int T;\ntypedef int T;",
            "void T(void);\ntypedef int T;",
            "struct S { int a; } S;\ntypedef int S;",
            "const int N = 1;\nconst int N = 2;",
            "int f(void) { return 0; }\nint f(void) { return 1; }",
            "void f(enum A { X } a, int X);",
            "void f(int X, enum A { X } a);");

    /** Taken by clang and gcc: other scopes, other namespaces, or declarations that may be repeated. */
    private static final List<String> TAKEN = List.of(
            "enum A { X };\nvoid f(int X);",
            "void f(enum A { X } a);\nenum B { X };",
            "struct S { void (*f)(enum A { X } a); };\nenum B { X };",
            "void f(int X, void (*g)(enum A { X } a));",
            "typedef int T;\nvoid f(enum A { T } a);",
            "enum A { X };\nstruct S { int X; };",
            "enum A { X };\nstruct X { int a; };",
            "typedef int T;\ntypedef int T;",
            "int x;\nint x;",
            "extern int x;\nint x = 1;",
            "int f(void);\nint f(void) { return 1; }",
            // the compiler sees one of them (two arms of one #if), or both only where W is defined, which the file
            // does not decide: valid without it
            "#ifdef W\nenum A { X };\n#else\nenum B { X };\n#endif",
            "#ifdef W\nenum A { X };\n#endif\nenum B { X };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaRefusesANameDeclaredTwiceWhereClangRefusesIt(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @Test
    void gccRefusesTheSameFilesAtTheSamePlaces() throws Exception {
        Oracle.require("gcc", "gcc");
        FirstErrors.agree(dir, List.of("gcc", "-std=c11", "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"), REFUSED,
                TAKEN);
    }

    @Test
    void theMessageNamesBothDeclarations() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("enum A { X };\nenum B { X };", abi)).isEqualTo("redefinition of"
                + " enumerator 'X' (first declared at c.c:1:10): an enumeration constant is declared once in its scope"
                + " (C11 6.7p3); clang and GCC refuse it");
        assertThat(FirstErrors.schemaReason("typedef int X;\nenum A { X };", abi)).isEqualTo("'X' is declared as an"
                + " enumeration constant here and as a typedef name (first declared at c.c:1:13): an enumeration"
                + " constant or typedef name is the only declaration of its name in its scope (C11 6.7p3); clang and"
                + " GCC refuse it");
    }
}
