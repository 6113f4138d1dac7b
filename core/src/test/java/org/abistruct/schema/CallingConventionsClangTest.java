package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Calling conventions ({@code __stdcall}, {@code __cdecl}, {@code __fastcall}, {@code __thiscall}, {@code __vectorcall},
 * {@code __regcall}, {@code __pascal}, and GNU's {@code __attribute__((stdcall))}, {@code ms_abi}, {@code sysv_abi}, ...)
 * say how a function is called, never how a struct is laid out. clang takes the keywords under every target (it warns
 * where the target has no such convention) among the declaration specifiers, after a {@code *}, and right after a
 * declarator's {@code (} ({@code (__stdcall *f)}, {@code (__stdcall f)}), where GNU attributes may come before them but
 * nothing after them but the {@code *} or the name; it refuses them after a name, a parameter list or a bit width. The
 * schema read none of them. Each case is a file of its own.
 */
class CallingConventionsClangTest {
    /** Refused by clang under every target below, where the schema refuses them. */
    private static final List<String> REFUSED = List.of(
            "typedef void (__stdcall)(int);",
            "typedef void (__stdcall const *P)(int);",
            "typedef void (__stdcall __attribute__((aligned(8))) *P)(int);",
            "struct S { void (__stdcall cb)(void); };",
            "struct S { int x __cdecl; };",
            "struct S { int x[2] __cdecl; };",
            "struct S { int x : 3 __cdecl; };",
            "void f(int) __stdcall;",
            "typedef void (*P)(int) __stdcall;");

    /** Taken by clang under every target below. */
    private static final List<String> TAKEN = List.of(
            "typedef void (__stdcall *PFN)(int);",
            "typedef int (__cdecl *cmp)(const void *, const void *);",
            "void __stdcall f(int);",
            "__stdcall void h(int);",
            "void (__stdcall f)(int);",
            "typedef void __stdcall F(int);",
            "typedef void __stdcall (*P)(int);",
            "typedef void (* __stdcall P)(int);",
            "typedef void (* __stdcall const P)(int);",
            "typedef void (__stdcall *const P)(int);",
            "typedef void (__fastcall __fastcall *P)(int);",
            "typedef void (__pascal *P)(int);",
            "typedef void (__regcall *P)(int);",
            "typedef void (__attribute__((stdcall)) *P)(int);",
            "typedef void (__attribute__((ms_abi)) *P)(int);",
            "typedef void (__attribute__((sysv_abi)) *P)(int);",
            "typedef void (__attribute__((cdecl)) __cdecl *P)(int);",
            "typedef void (*P)(int) __attribute__((stdcall));",
            "void f(void (__stdcall *cb)(int), void (__cdecl *)(int));",
            "struct S { void (__fastcall *cb)(void); int x; };",
            "struct S { void (__stdcall *cb[2])(void); void (* __cdecl d)(void); void (__cdecl **e)(void); };",
            "struct S { __cdecl int x; int __cdecl y; };");

    /** Structs whose function pointers carry conventions, in every place clang takes one. */
    private static final String LAYOUTS = """
            typedef void (__stdcall *PFN)(int);
            typedef int (__cdecl *Cmp)(const void *, const void *);
            struct HCallbacks {
                char tag;
                void (__fastcall *fast)(void);
                int x;
                void (__vectorcall *vector[3])(float);
                short s;
                void (__thiscall * const self)(void *);
                PFN pfn;
                Cmp cmp;
                void (* __cdecl after)(int);
                void (__attribute__((ms_abi)) *ms)(void);
                char c;
                void (__attribute__((sysv_abi)) **sysv)(void);
            };
            struct HMixed { __cdecl char a; int (__stdcall *f)(int (__stdcall *)(void)); char __cdecl b; };
            """;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaTakesAndRefusesConventionsWhereClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c11"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void aConventionLeavesAFunctionPointerPointerSized(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = ClangStaticAsserts.ofStructsNamedH(LAYOUTS, Abi.of(abiId));
        assertThat(asserts.size()).isGreaterThan(20);
        assertThat(asserts.failures(triple)).isEmpty();
    }

    @Test
    void msvcsSingleUnderscoreSpellingsAreNamesOutsideMicrosoftTargets() throws Exception {
        // clang reads _stdcall as __stdcall only under Microsoft targets: elsewhere it is a name, as in the schema
        Oracle.require("clang", "clang");
        String source = "typedef void (_stdcall *P)(int);\n";
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("i686-pc-windows-msvc", "c11"), source)).isEmpty();
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("i386-linux-gnu", "c11"), source)).isNotEmpty();
        assertThat(FirstErrors.schema(source, Abi.of("i386-msvc"))).isNotEmpty();
        assertThat(FirstErrors.schema("int _stdcall, _cdecl;\nstruct S { int _stdcall; };\n", Abi.of("i386-msvc")))
                .isEmpty();
    }

    /**
     * Written where a calling convention goes, MSVC's single-underscore spelling is taken by clang's Microsoft targets
     * and refused by its others: the schema refuses it at the word, naming the difference, with the spelling every
     * target takes as a hint, as it gives one for an unknown type name.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            typedef void (_stdcall *P)(int);|1:15|__stdcall
            void _stdcall f(int);|1:6|__stdcall
            struct H { void (_cdecl *f)(void); };|1:18|__cdecl
            struct H { void (* _stdcall f)(void); };|1:20|__stdcall
            typedef void (_fastcall *P)(int);|1:15|__fastcall
            void _vectorcall *p;|1:6|__vectorcall
            struct H { _stdcall int x; };|1:12|__stdcall
            """)
    void msvcsSingleUnderscoreSpellingsWhereAConventionGoesAreRefusedWithAHint(String source, String at, String hint)
            throws Exception {
        Oracle.require("clang", "clang");
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("i686-pc-windows-msvc", "c11"), source + "\n"))
                .isEmpty();
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("i386-linux-gnu", "c11"), source + "\n"))
                .isNotEmpty();
        for (String abi : List.of("i386-msvc", "i386-sysv")) {
            assertThat(FirstErrors.schema(source + "\n", Abi.of(abi))).isEqualTo(at);
            assertThat(FirstErrors.schemaReason(source + "\n", Abi.of(abi))).endsWith("(did you mean '" + hint + "'?)");
        }
    }

    @Test
    void anAlignmentBeforeTheStarOfAParenthesisedDeclaratorIsRefusedAsClangAndGccDifferThere() throws Exception {
        // clang aligns p to 16, the host's gcc ignores the attribute there: the layout depends on the compiler
        Oracle.require("clang", "clang");
        String source = "struct H { char c; int (__attribute__((aligned(16))) *p)(void); char d; };";
        assertThat(FirstErrors.schema(source, Abi.of("x86_64-sysv"))).isEqualTo("1:25");
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv"))).contains("clang").contains("GCC");
        var clang = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        clang.add("offsetof(struct H, p) == 16");
        assertThat(clang.failures("x86_64-linux-gnu")).isEmpty();
        if (Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            var gcc = new ClangStaticAsserts("#include <stddef.h>\n" + source);
            gcc.add("offsetof(struct H, p) == 8");
            assertThat(gcc.gccFailures()).isEmpty();
        }
    }
}
