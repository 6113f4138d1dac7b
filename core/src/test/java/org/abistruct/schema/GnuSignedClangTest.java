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
 * GNU's {@code __signed__} and {@code __signed}, which the Linux uAPI headers write ({@code typedef __signed__ char
 * __s8;} in asm-generic/int-ll64.h), are {@code signed} to clang and gcc, and to the schema: the same type, which a
 * typedef declared again with {@code signed} shows, and not plain {@code char}.
 */
class GnuSignedClangTest {
    /** Taken by clang and gcc. */
    private static final List<String> TAKEN = List.of(
            "typedef __signed__ char S8;\ntypedef signed char S8;",
            "typedef __signed int SI;\ntypedef int SI;",
            "typedef __signed__ long long S64;\ntypedef long long S64;",
            "typedef unsigned U;\ntypedef __signed__ short S16;\ntypedef short S16;",
            "_Static_assert((__signed__ char) -1 < 0, \"\");");

    /** Refused by clang, where the schema refuses them. */
    private static final List<String> REFUSED = List.of(
            "typedef __signed__ char C;\ntypedef char C;",
            "typedef __signed__ unsigned int U;",
            "typedef __signed float F;");

    /** Laid out as clang lays them out: each struct {@code H}. */
    private static final List<String> LAID_OUT = List.of(
            "struct H { __signed__ char a; __signed short b; __signed__ long long c; __signed__ d; };",
            "typedef __signed__ char __s8;\nstruct H { __s8 a; __signed__ int b : 3; __signed long e[2]; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaTakesWhatClangTakes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agreeAndLayOutAsClang(dir, triple, "c11", Abi.of(abiId), REFUSED, TAKEN, LAID_OUT);
    }

    /**
     * In a directive they are names of their own, as to clang: {@code #undef __signed__} leaves a macro {@code signed}
     * defined, and {@code #undef signed} a macro {@code __signed}, so each {@code #ifdef} below is taken.
     */
    @Test
    void inADirectiveTheyAreNamesOfTheirOwn() throws Exception {
        for (String c : List.of("#define signed 1\n#undef __signed__\n#ifdef signed\nstruct H { int x; };\n#endif",
                "#define __signed 1\n#undef signed\n#ifdef __signed\nstruct H { int x; };\n#endif")) {
            assertThat(SchemaParser.parse("c.c", c).types()).as(c).extracting(t -> t.name()).containsExactly("H");
            if (Oracle.onPath("clang")) {
                assertThat(ClangStaticAsserts.ofStructsNamedH(c, Abi.of("x86_64-sysv")).failures("x86_64-linux-gnu"))
                        .as(c).isEmpty();
                assertThat(FirstErrors.compiler(dir, List.of("clang", "-fsyntax-only", "-w"),
                        c + "\n_Static_assert(sizeof(struct H) == 4, \"\");\n")).as(c).isEmpty();
            }
        }
    }

    @Test
    void gccTakesThemToo() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=c11", "-fsyntax-only", "-w");
        for (String c : TAKEN) {
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).isEmpty();
        }
        for (String c : REFUSED) {
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).isNotEmpty();
        }
    }
}
