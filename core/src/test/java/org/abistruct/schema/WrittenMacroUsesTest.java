package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;

/**
 * A C file's own macros where the schema reads words as written ({@link WrittenMacroUses}): refused at the use, naming
 * the macro and its {@code #define}, where a compiler's replacement could change the layout; taken where it cannot.
 * {@code WrittenMacroUsesClangTest} checks the taken cases' layouts against clang and gcc.
 */
class WrittenMacroUsesTest {
    private static final String REASON = ", which a compiler would replace; the schema replaces macros only in"
            + " constant expressions and conditionals, so its layout could differ; preprocess the file first:"
            + " clang -E -P t.h | abistruct layout --abi ID - (docs/cli.md)";

    private static StructLayout layout(String text, String type) {
        return Abi.of("x86_64-sysv").layout(SchemaParser.parse("t.h", text).type(type).orElseThrow());
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> SchemaParser.parse("t.h", text)).isInstanceOf(SchemaException.class)
                .hasMessage(message + REASON);
    }

    @Test
    void anAttributeMacroAfterABodyIsRefusedWhereItWasReadAsAVariable() {
        assertRefused("#define PK __attribute__((packed))\nstruct S { char c; int i; } PK;\n"
                + "struct H { char c; struct S s; };", "t.h:2:29: 'PK' is a macro here (#define at t.h:1)");
        assertRefused("#define AL __attribute__((aligned(16)))\nenum E {A} AL;",
                "t.h:2:12: 'AL' is a macro here (#define at t.h:1)");
    }

    @Test
    void aMacroBeforeATagIsNamedRatherThanTheSyntaxErrorItCauses() {
        assertRefused("#define AL __attribute__((aligned(16)))\nenum AL E { A };",
                "t.h:2:6: 'AL' is a macro here (#define at t.h:1)");
        assertRefused("#define API\nAPI int f(void);", "t.h:2:1: 'API' is a macro here (#define at t.h:1)");
    }

    @Test
    void aTypeMacroIsRefused() {
        assertRefused("#define REAL double\ntypedef float REAL;", "t.h:2:15: 'REAL' is a macro here (#define at t.h:1)");
        assertRefused("#define T struct S\nstruct S { int a; };\nstruct U { T s; };",
                "t.h:3:12: 'T' is a macro here (#define at t.h:1)");
        assertRefused("#define long\nstruct S { long int a; };", "t.h:2:12: 'long' is a macro here (#define at t.h:1)");
    }

    @Test
    void aNameAMacroRenamesOrDropsIsRefused() {
        assertRefused("#define x y\nstruct S { int x; };", "t.h:2:16: 'x' is a macro here (#define at t.h:1)");
        assertRefused("#define S T\nstruct S { int x; };", "t.h:2:8: 'S' is a macro here (#define at t.h:1)");
        assertRefused("#define A B\nenum E { A };", "t.h:2:10: 'A' is a macro here (#define at t.h:1)");
        assertRefused("#define PK\nstruct S { char c; int PK; };", "t.h:2:24: 'PK' is a macro here (#define at t.h:1)");
        assertRefused("#define highp\nstruct S { char c; int highp; };",
                "t.h:2:24: 'highp' is a macro here (#define at t.h:1)"); // a name in C, not a precision qualifier
    }

    @Test
    void aFunctionLikeMacroIsRefusedWhereItIsCalled() {
        assertRefused("#define F(a) a\nstruct S { int F(c); };", "t.h:2:16: 'F' is a macro here (#define at t.h:1)");
        assertRefused("#define ALIGN(n) __attribute__((aligned(n)))\nstruct S { char c; } ALIGN(8);",
                "t.h:2:22: 'ALIGN' is a macro here (#define at t.h:1)");
    }

    @Test
    void aMacroTheFileMayDefineIsRefusedAsOneItDefines() {
        assertRefused("#ifdef W\n#define PK __attribute__((packed))\n#endif\nstruct S { char c; int i; } PK;",
                "t.h:4:29: 'PK' may be a macro here (the #define at t.h:2 may be in force)");
        assertRefused("#define PK __attribute__((packed))\n#ifdef W\n#undef PK\n#endif\nstruct S { char c; } PK;",
                "t.h:5:22: 'PK' may be a macro here (the #define at t.h:1 may be in force)");
    }

    @Test
    void theFirstUseIsReportedWhenTheParseFailsAfterIt() {
        assertRefused("#define PK __attribute__((packed))\nstruct S { char c; } PK;\nstruct T { int }",
                "t.h:2:22: 'PK' is a macro here (#define at t.h:1)");
    }

    @Test
    void macrosInConstantExpressionsConditionalsAndGuardsAreTaken() {
        String text = """
                #ifndef T_H
                #define T_H
                #define N 4
                #define WIDE (N * 2)
                struct S { char a[N]; int b : WIDE; int c __attribute__((aligned(WIDE))); };
                #if N > 2
                struct U { char d[WIDE]; };
                #endif
                enum E { A = N };
                _Static_assert(N == 4, "four");
                #endif
                """;
        assertThat(layout(text, "S").byteSize()).isEqualTo(16);
        assertThat(layout(text, "U").byteSize()).isEqualTo(8);
    }

    @Test
    void anUndefEndsAMacro() {
        assertThat(layout("#define x y\n#undef x\nstruct S { int x; };", "S").member("x")).isPresent();
        assertThat(layout("#define PK __attribute__((packed))\n#undef PK\nstruct S { char c; int i; } PK;", "S")
                .byteSize()).isEqualTo(8);
    }

    @Test
    void usesACompilerLeavesAsTheyAreAreTaken() {
        assertThat(layout("#define x x\nstruct S { int x; };", "S").member("x")).as("its own name").isPresent();
        assertThat(layout("#define F(a) a\nstruct S { char c; int F; };", "S").member("F")).as("no '(' after it")
                .isPresent();
        assertThat(layout("#define inline __inline\n#define __inline\n#define const\n#define volatile const\n"
                + "static inline int f(void) { return 0; }\nstruct S { const char c; volatile int i; };", "S")
                .byteSize()).as("words that change no layout").isEqualTo(8);
    }

    @Test
    void tokensTheSchemaDoesNotReadAreNotChecked() {
        String text = """
                #define PK __attribute__((packed))
                #define N 2
                static int f(int PK) { return PK; }
                int g = PK;
                struct S { char c[N]; void (*cb)(int PK); };
                """;
        assertThat(layout(text, "S").byteSize()).isEqualTo(16);
    }

    @Test
    void aMacroInSkippedCodeThatCouldReachOutOfItIsRefused() {
        String skips = ", which a compiler would obey in this code the schema skips, so its layout could differ;"
                + " preprocess the file first: clang -E -P t.h | abistruct layout --abi ID - (docs/cli.md)";
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#define RP ), packed(\n"
                + "struct S { char c; int i; } __attribute__((deprecated(\"m\" RP)));"))
                .isInstanceOf(SchemaException.class).hasMessage("t.h:2:59: 'RP' is a macro here (#define at t.h:1)"
                        + " whose replacement closes a ')' written around it" + skips);
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#define P _Pragma(\"pack(1)\")\n"
                + "static inline int f(void) { P return 0; }\nstruct S { char c; int i; };"))
                .isInstanceOf(SchemaException.class).hasMessage("t.h:2:29: 'P' is a macro here (#define at t.h:1)"
                        + " whose replacement has a _Pragma" + skips);
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#define END }\n#define LATE END\n"
                + "static int f(void) { LATE struct S { char c; }; static void g(void) { } }"))
                .isInstanceOf(SchemaException.class).hasMessage("t.h:3:22: 'LATE' is a macro here (#define at t.h:2)"
                        + " whose replacement closes a '}' written around it (through 'END')" + skips);
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#define BEGIN {\n"
                + "static int f(void) { BEGIN return 0; }\nstruct S { char c; };"))
                .isInstanceOf(SchemaException.class).hasMessage("t.h:2:22: 'BEGIN' is a macro here (#define at t.h:1)"
                        + " whose replacement opens a '{' that the '}' written at line 2 closes" + skips);
    }

    @Test
    void bracketsMacrosOpenAndCloseAmongThemselvesInSkippedCodeAreTaken() {
        assertThat(layout("#define LOCK() do {\n#define UNLOCK() } while (0)\n#define PAIR ( 1 )\n"
                + "#define F(x) x\n#define G F(\nstatic int v = G 1);\n"
                + "static inline int f(void) { LOCK() UNLOCK(); return PAIR; }\nstruct S { char c; int i; };", "S")
                .byteSize()).isEqualTo(8);
    }

    @Test
    void aPragmaOperatorInSkippedCodeIsRefused() {
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "static inline int f(void) { _Pragma(\"pack(1)\")"
                + " return 0; }\nstruct S { char c; int i; };")).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("t.h:1:29: _Pragma here is obeyed by clang and GCC");
    }

    @Test
    void standardInputIsPreprocessedFromStandardInput() {
        assertThatThrownBy(() -> SchemaParser.parse("<stdin>", "#define x y\nstruct S { int x; };"))
                .isInstanceOf(SchemaException.class).hasMessageEndingWith(
                        "preprocess the file first: clang -E -P -x c - | abistruct layout --abi ID - (docs/cli.md)");
    }

    @Test
    void theSuggestedPreprocessingKeepsTheCommandLinesMacros() {
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#ifdef W\n#define PK __attribute__((packed))\n#endif\n"
                + "struct S { char c; int i; } PK;", CommandLineMacros.parse(List.of("W", "V=a b"), List.of("X"))))
                .isInstanceOf(SchemaException.class).hasMessageEndingWith("preprocess the file first:"
                        + " clang -E -P -DW '-DV=a b' -UX t.h | abistruct layout --abi ID - (docs/cli.md)");
    }

    @Test
    void aCommandLineMacroIsStillNamedAsTheCommandLines() {
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "struct S { int x; };",
                CommandLineMacros.parse(List.of("x=y"), List.of()))).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("t.h:1:16: 'x' is defined on the command line (-Dx=y)");
    }

    /**
     * Read for a C ABI of the user's own, the command preprocesses for the built-in target whose facts the ABI has, and
     * names none where its facts are no built-in ABI's.
     */
    @Test
    void theSuggestedPreprocessingTargetsTheBuiltInAbiAUsersAbiHasTheFactsOf() {
        String text = "#define PK __attribute__((packed))\nstruct S { char c; int i; } PK;";
        assertThatThrownBy(() -> SchemaParser.parse("t.h", text, CommandLineMacros.NONE,
                CAbi.of("aarch64-apple").toBuilder().id("my-mac").build())).isInstanceOf(SchemaException.class)
                .hasMessageEndingWith("preprocess the file first: clang -E -P -target arm64-apple-macos t.h"
                        + " | abistruct layout --abi ID - (docs/cli.md)");
        assertThatThrownBy(() -> SchemaParser.parse("t.h", text, CommandLineMacros.NONE,
                CAbi.builder().id("aarch64-mine").build())).isInstanceOf(SchemaException.class)
                .hasMessageEndingWith(REASON);
    }
}
