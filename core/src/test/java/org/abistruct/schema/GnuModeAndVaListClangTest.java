package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Three GNU constructs of system headers, held to clang on every built-in C ABI's target: {@code mode(M)} on an
 * integer declaration (glibc's {@code register_t}), {@code __builtin_va_list} ({@code <stdio.h>}) and asm labels
 * ({@code <string.h>}'s {@code __REDIRECT}). What needs no target is taken, or refused where clang refuses it, read for
 * every ABI; what does ({@code mode(__word__)}, a {@code va_list} member) is laid out as clang lays it out when the file
 * is read for that ABI.
 */
class GnuModeAndVaListClangTest {
    /** Taken by clang on every target, and by the schema read for every ABI. */
    static final List<String> TAKEN = List.of(
            "extern int foo (int) __asm__ (\"\" \"bar\") __attribute__ ((__nothrow__));",
            "extern int x asm(\"y\"), z __asm(\"w\");\ntypedef int T __asm__(\"b\");",
            "extern int (*fp)(int) __asm__(\"y\");\nextern int a[2] __asm__(\"b\");",
            "typedef int I8 __attribute__ ((__mode__ (__QI__)));\ntypedef signed char I8;",
            "typedef unsigned U8 __attribute__ ((__mode__ (__byte__)));\ntypedef unsigned char U8;",
            "typedef int I16 __attribute__((mode(HI)));\ntypedef short I16;",
            "typedef long long I32 __attribute__((mode(SI)));\ntypedef int I32;",
            "typedef int I32 __attribute__((mode(QI))) __attribute__((mode(SI)));\ntypedef int I32;",
            "__attribute__((mode(HI))) int x;\nint __attribute__((mode(HI))) y;",
            "typedef __builtin_va_list __gnuc_va_list;\nextern int vprintf (const char *__format, __gnuc_va_list __arg);",
            "typedef __builtin_va_list V;\nstruct S { V *p; };\nvoid f(__builtin_va_list ap, int n);");

    /** Refused by clang on every target, where the schema refuses them. */
    static final List<String> REFUSED = List.of(
            "struct S { int a __asm__(\"b\"); };",
            "void f(int p __asm__(\"q\"));",
            "int f(int x) __asm__(\"q\") { return x; }",
            "extern int foo (int) __asm__ ();",
            "typedef int *P __attribute__((mode(DI)));",
            "typedef int A[2] __attribute__((mode(QI)));",
            "typedef int F __attribute__((mode(XX)));",
            "typedef int F __attribute__((mode(DF)));",
            "typedef int T __attribute__((mode));",
            "typedef int T __attribute__((mode(1)));",
            "typedef int T __attribute__((mode(HI)));\ntypedef int T;",
            "struct S { float f __attribute__((mode(SI))); };",
            "typedef struct { int a; } T __attribute__((mode(QI)));",
            "struct S { int a; } s __attribute__((mode(QI)));",
            "int *p __attribute__((mode(DI)));",
            "struct S { struct { int a; } in __attribute__((mode(SI))); };");

    /**
     * Taken by clang on some targets only, where the schema read for that target takes them: the size of {@code word},
     * {@code pointer} and {@code DI}'s C type depend on it.
     */
    static final List<String> FOR_ONE_ABI = List.of(
            "typedef int W __attribute__((__mode__(__word__)));\ntypedef int W;",
            "typedef int W __attribute__((__mode__(__word__)));\ntypedef long W;",
            "typedef int W __attribute__((__mode__(__word__)));\ntypedef long long W;",
            "typedef unsigned P __attribute__((mode(pointer)));\ntypedef unsigned long long P;",
            "typedef unsigned P __attribute__((mode(unwind_word)));\ntypedef unsigned int P;",
            "typedef int D __attribute__((mode(DI)));\ntypedef long D;",
            "typedef int D __attribute__((mode(DI)));\ntypedef long long D;");

    /** Laid out as clang lays them out for each target, read for that target: each struct {@code H}. */
    static final List<String> LAID_OUT = List.of(
            "typedef int register_t __attribute__ ((__mode__ (__word__)));\n"
                    + "struct H { char c; register_t r; unsigned u __attribute__((mode(QI))); short s; };",
            "typedef unsigned int u_int8_t __attribute__ ((__mode__ (__QI__)));\n"
                    + "typedef int int16 __attribute__ ((__mode__ (__HI__)));\n"
                    + "typedef unsigned char u64 __attribute__((mode(DI)));\n"
                    + "struct H { u_int8_t a; int16 b; long long c __attribute__((mode(SI))); signed char d; u64 e; };",
            "typedef unsigned P __attribute__((mode(pointer)));\n"
                    + "struct H { char c; P p; int x : 3 __attribute__((mode(QI))); };",
            "typedef __builtin_va_list __gnuc_va_list;\nstruct H { char c; __gnuc_va_list v; int after; };",
            "struct H { __builtin_va_list v[2]; char c; };",
            "typedef __builtin_va_list V;\nstruct In { char c; V v; };\nstruct H { char c; struct In in[2]; };",
            "typedef __builtin_va_list V;\nunion H { V v; char c[3]; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForEveryAbiTheSchemaTakesWhatClangTakes(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "gnu11"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiTheSchemaTakesWhatClangTakesThere(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        var clang = new LinkedHashMap<String, String>();
        var schema = new LinkedHashMap<String, String>();
        for (String c : Stream.of(REFUSED, TAKEN, FOR_ONE_ABI).flatMap(List::stream).toList()) {
            clang.put(c, FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), c + "\n"));
            schema.put(c, FirstErrors.schemaReadFor(c + "\n", target));
        }
        assertThat(schema).as("where the schema read for " + abiId + " and clang for " + triple + " refuse each case")
                .isEqualTo(clang);
        // the cases of FOR_ONE_ABI are alternatives: one at least is taken on each target
        assertThat(FOR_ONE_ABI.stream().filter(c -> clang.get(c).isEmpty())).isNotEmpty();
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiTheSchemaLaysOutAsClang(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        for (String c : LAID_OUT) {
            assertThat(FirstErrors.schemaReadFor(c, target)).as(c).isEmpty();
            ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, c, target);
        }
    }

    @Test
    void gccTakesThemAndLaysThemOutAsTheSchemaForTheHost() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=gnu11", "-fsyntax-only", "-w");
        for (String c : TAKEN) {
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).isEmpty();
        }
        for (String c : REFUSED) {
            // GCC takes a mode of a pointer's size on a pointer and ignores mode(1), which clang and the schema refuse
            boolean gccTakes = c.startsWith("typedef int *P") || c.startsWith("int *p") || c.contains("mode(1)");
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).matches(gccTakes ? "" : ".+");
        }
        // GCC refuses an asm label after the declarator's attributes, which clang takes: the schema follows GCC
        String afterAttributes = "extern int foo (int) __attribute__((nothrow)) __asm__ (\"bar\");\n";
        assertThat(FirstErrors.compiler(dir, gcc, afterAttributes)).isNotEmpty();
        assertThat(FirstErrors.schemaReadFor(afterAttributes, null)).isEqualTo("1:47");
        if (System.getProperty("os.arch").equals("amd64")) {
            for (String m : List.of("-m64", "-m32")) {
                CAbi target = CAbi.of(m.equals("-m64") ? "x86_64-sysv" : "i386-sysv");
                for (String c : LAID_OUT) {
                    assertThat(ClangStaticAsserts.ofStructsNamedH(c, c, target, target).failuresUnder(List.of("gcc", m, "-std=gnu11", "-fsyntax-only",
                            "-w"))).as(m + " " + c).isEmpty();
                }
            }
        }
    }

}
