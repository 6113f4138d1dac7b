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
 * Declarators nested in parentheses as deep as C's grammar allows ({@code int (p);}, {@code int ((p));},
 * {@code int (*(p))[3];}, {@code int (*(*fp)(void))[4];}, a function declared in parentheses), which the schema
 * refused beyond one level, are taken as clang and gcc take them. That each makes the type clang makes is checked by
 * declaring it again written without the extra parentheses (clang and the schema refuse a typedef or a function
 * declared again with another type), and by the layout of the structs that hold them.
 */
class NestedDeclaratorsClangTest {
    /** Taken by clang and gcc: each second declaration has the first one's type, written another way. */
    private static final List<String> TAKEN = List.of(
            "int (p);",
            "int ((p));",
            "int (((p)))[2];",
            "int (*(p))[3];",
            "int (*(*fp)(void))[4];",
            "int (*(*q)[2])(void);",
            "typedef int (T1);\ntypedef int T1;",
            "typedef int (*(*FP)(void))[4];\ntypedef int A4[4];\ntypedef A4 *(*FP)(void);",
            "typedef int (*(P))[3];\ntypedef int (*P)[3];",
            "typedef int *(A[2]);\ntypedef int *A[2];",
            "typedef int (*(A2[2]))[3];\ntypedef int (*A2[2])[3];",
            "typedef int (*(*(F3)))(void);\ntypedef int (**F3)(void);",
            "typedef int (* const (CP));\ntypedef int *const CP;",
            "typedef char (*(*(*X)(int))[2])(long);\ntypedef char (*F5)(long);\ntypedef F5 A5[2];\n"
                    + "typedef A5 *(*X)(int);",
            "int (f)(void);\nint f(void);",
            "int ((g))(int);\nint g(int);",
            "void (*(h)(int))(char);\nvoid (*h(int))(char);",
            "typedef int (F6)(void);\ntypedef int F6(void);",
            "typedef void (*(H7)(int))(char);\ntypedef void (*H7(int))(char);",
            "void f2(int (*(*)(void))[4]);\ntypedef int A4b[4];\nvoid f2(A4b *(*)(void));",
            "void f3(int (x));\nvoid f3(int);",
            "typedef int T;\nvoid f4(int (T));\nvoid f4(int (*)(T));",
            "typedef int ((((((((((D))))))))));\ntypedef int D;");

    /** Refused by clang, where the schema refuses them. */
    private static final List<String> REFUSED = List.of(
            "int (a[2])(void);",
            "int ((f6)(void))[3];",
            "int ((f7)(void))(void);",
            "typedef void (*(H8)(int))(char);\ntypedef void (*H8(int))(long);",
            "typedef int (*(Q))[3];\ntypedef int (*Q)[4];",
            "typedef int (*(*(F3)))(void);\ntypedef int (*F3)(void);",
            "typedef int (*(*FP)(void))[4];\ntypedef int (*(*FP)(void))[5];",
            "struct H { int (f)(void); };",
            "struct H { int ((f))(void); };",
            "struct H { int (*(g)(void)); };",
            "typedef int " + "(".repeat(NestedDeclarators.MAX_PARENTHESES + 1) + "D"
                    + ")".repeat(NestedDeclarators.MAX_PARENTHESES + 1) + ";");

    /** Laid out as clang lays them out: each struct {@code H}. */
    private static final List<String> LAID_OUT = List.of(
            "struct H { char c; int (p); short ((s)); };",
            "struct H { char c; int (((a)))[3]; long long (b)[2][2]; };",
            "struct H { char c; int (*(p))[3]; int (*(q[2]))[3]; };",
            "struct H { char c; int (*(*fp)(void))[4]; char (*(*(*x)(int))[2])(long); };",
            "struct H { char c; int *(a[5]); int (*(*(f3)))(void); };",
            "struct H { char c; struct { int (x); } (s)[2]; double (d); };",
            "typedef int " + "(".repeat(NestedDeclarators.MAX_PARENTHESES) + "D"
                    + ")".repeat(NestedDeclarators.MAX_PARENTHESES) + ";\nstruct H { char c; D d; };");

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

    @Test
    void aPointerDeclaredInNestedParenthesesIsSpelledAsCSpellsItsType() {
        Schema schema = SchemaParser.parse("c.c", "struct H { int (*(*fp)(void))[4]; int (*(q[2]))[3]; };");
        var h = schema.type("H").orElseThrow();
        assertThat(h.namedMembers().get(0).type().typeName()).isEqualTo("int (*(void))[4] *");
        assertThat(h.namedMembers().get(1).type().typeName()).isEqualTo("int [3] *");
    }
}
