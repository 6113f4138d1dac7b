package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Constant expressions read for one C ABI against clang for the ABI's target: {@code sizeof}, {@code _Alignof},
 * {@code alignof}, {@code __alignof__} and {@code __alignof} of type names, {@code _Alignas} and {@code alignas} of
 * a type, casts to integer types and {@code long} at the ABI's width, in array sizes, bit widths, enumerator values and
 * alignments, with clang's own {@code max_align_t} for the target; and glibc's {@code sigset_t}, {@code cpu_set_t} and
 * {@code fd_set} as clang preprocesses them for x86-64 Linux. Each type's size, alignment and member offsets are
 * checked by clang ({@link HeaderLayoutCheck}).
 */
@Tag("conformance")
class OneAbiConstantsClangTest {
    /** Each construct, where a constant expression goes; {@code alignof} and {@code alignas} as C23 and stdalign.h. */
    private static final String DECLARATIONS = """
            typedef long int __fd_mask;
            typedef unsigned long int ul_t;
            struct X { char c; long l; double d; };
            typedef struct X X_t;
            typedef double d4 __attribute__((aligned(4)));
            enum { N = sizeof(int) * 2, A = _Alignof(long long), G = __alignof__(long long), M = _Alignof(max_align_t) };
            struct Sizes {
                char ul[sizeof(unsigned long int)];
                char ul2[sizeof (unsigned long int)];
                char vp[sizeof(void *)];
                char sx[sizeof(struct X)];
                char xt[sizeof (X_t)];
                char ia[sizeof(int[4])];
                char pa[sizeof(char (*)[3])];
                char ld[sizeof(long double)];
                char ut[sizeof(ul_t)];
                char d4s[sizeof(d4)];
                char ma[sizeof(max_align_t)];
                char n[N];
                unsigned w : sizeof(short) * 4;
                unsigned w2 : (int) (sizeof(long) * 2);
                char fd[1024 / (8 * (int) sizeof (__fd_mask))];
                char lw[(int) ((0xFFFFFFFFUL + 2) % 7) + 1];
            };
            struct Aligns {
                char c0;
                char a[_Alignof(long long)];
                char b[alignof(double)];
                char g[__alignof__(long long)];
                char g2[__alignof(double)];
                char g3[__alignof__(double[2])];
                char g4[__alignof__(long double)];
                char x[_Alignof(struct X)];
                char d[__alignof__(d4)];
                char t[_Alignof(X_t)];
                char e[A + G + M];
                char m[__alignof__(max_align_t)];
                __attribute__((aligned(__alignof__(long long)))) char h;
                _Alignas(double) char i;
                _Alignas(X_t) char j;
                alignas(long long) char k;
                char l __attribute__((__aligned__(__alignof__(long double))));
                _Alignas(sizeof(int) * 2) char o;
                char va[_Alignof(__builtin_va_list) * 100 + sizeof(__builtin_va_list)];
                _Alignas(__builtin_va_list) char vb;
            };
            struct Casts {
                char c1[(unsigned char) 300];
                char c2[(unsigned long) -1 >> (sizeof(long) * 8 - 4)];
                char c3[(short) 65537];
                char c4[(_Bool) 7 + (ul_t) 1];
                char c5[(int) 0xFFFFFFFFu + 2];
                char c6[(unsigned) (signed char) 200 >> 28];
                char c7[(__fd_mask) 1 << 2];
                char c8[(int) -1 + 3];
            };
            struct UsesMaxAlign { char c; max_align_t m; };
            #define NFDBITS (8 * (int) sizeof (__fd_mask))
            #define UL unsigned long
            #define ONE ((UL) 1)
            #define OPEN (
            #define NARROW OPEN unsigned char)300
            #define SIZE_OF_UL sizeof OPEN UL)
            struct Macros {
                __fd_mask b[1024 / NFDBITS];
                char u[sizeof(UL) + __alignof__(UL)];
                char o[ONE << 3];
                char n[NARROW];
                char s[SIZE_OF_UL];
            };
            """;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void eachConstructHasClangsValueForTheTarget(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        String stddef = preprocess(triple, "#include <stddef.h>\n");
        String text = stddef + DECLARATIONS;
        CAbi abi = CAbi.of(abiId);
        Schema schema = SchemaParser.parse("decls.h", text, CommandLineMacros.NONE, abi);
        String forClang = pragma + "#include <stdalign.h>\n" + text;
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, forClang,
                List.of("-ffreestanding"));
        assertThat(r.types()).as("types checked").isGreaterThanOrEqualTo(6);
        assertThat(r.mismatches()).as(abiId + " (" + triple + ")").isEmpty();
    }

    /**
     * gcc, {@code -m64} and {@code -m32}, lays the same declarations out as the schema read for x86-64 and i386 System V
     * (with clang's {@code max_align_t} for the target, since gcc's holds a {@code __float128}).
     */
    @ParameterizedTest(name = "{1} (gcc {0})")
    @CsvSource({"-m64, x86_64-sysv, x86_64-linux-gnu", "-m32, i386-sysv, i386-linux-gnu"})
    void gccAgrees(String option, String abiId, String triple) throws Exception {
        Oracle.require("clang", "clang");
        Oracle.require("gcc", "gcc");
        String text = preprocess(triple, "#include <stddef.h>\n") + DECLARATIONS;
        CAbi abi = CAbi.of(abiId);
        Schema schema = SchemaParser.parse("decls.h", text, CommandLineMacros.NONE, abi);
        var asserts = new ClangStaticAsserts("#include <stdalign.h>\n#define offsetof(t, m) __builtin_offsetof(t, m)\n"
                + text);
        int types = 0;
        for (StructType type : schema.types()) {
            String tagged = type.kind() + " " + type.name();
            asserts.addLayout(text.contains(tagged + " ") ? tagged : type.name(), abi.layout(type));
            types++;
        }
        assertThat(types).isGreaterThanOrEqualTo(5);
        assertThat(asserts.failuresUnder(List.of("gcc", option, "-std=c11", "-fsyntax-only", "-w")))
                .as("facts gcc " + option + " disagrees with").isEmpty();
    }

    /** glibc's sets, whose sizes its headers write with sizeof and a cast, as clang preprocesses them for x86-64 Linux. */
    @Test
    void glibcsSigsetCpuSetAndFdSetAreClangs() throws Exception {
        Oracle.require("clang", "clang");
        Oracle.requireFile(Path.of("/usr/include/x86_64-linux-gnu/sys/select.h"), "libc6-dev");
        String triple = "x86_64-linux-gnu";
        String text = preprocess(triple, "#define _GNU_SOURCE\n#include <sched.h>\n#include <sys/select.h>\n")
                + "struct Sets { sigset_t s; cpu_set_t c; fd_set f; };\n";
        assertThat(text).contains("sizeof (unsigned long int)").contains("(int) sizeof (__fd_mask)");
        CAbi abi = CAbi.of("x86_64-sysv");
        Schema schema = SchemaParser.parse("sets.h", text, CommandLineMacros.NONE, abi);
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, text, List.of());
        assertThat(schema.types()).extracting(t -> t.name()).contains("__sigset_t", "cpu_set_t", "fd_set", "Sets");
        assertThat(abi.layout(schema.types().getLast()).byteSize()).as("sigset_t, cpu_set_t and fd_set")
                .isEqualTo(128 + 128 + 128);
        assertThat(r.mismatches()).isEmpty();
    }

    private String preprocess(String triple, String source) throws Exception {
        Path file = dir.resolve("include.c");
        Files.writeString(file, source);
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11", "-E", "-P", file.toString()));
        return Oracle.run(dir, command, 60).orFail(command).stdout();
    }
}
