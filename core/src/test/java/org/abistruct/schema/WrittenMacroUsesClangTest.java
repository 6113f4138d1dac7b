package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A C file's own macros where the schema reads words as written ({@link WrittenMacroUses}), against clang and gcc:
 * every file the schema takes with a macro there is laid out as the compilers lay it out, under each of clang's Linux
 * and Windows targets (the compilers replace those macros, into what changes no layout, or leave them); and a file
 * it refuses for a macro that packs a struct is one whose layout, read as if the macro were not replaced, clang does
 * not give, so that taking it would have been silently wrong.
 */
class WrittenMacroUsesClangTest {
    @ParameterizedTest
    @ValueSource(strings = {
            // an include guard, and macros in array sizes, bit widths, alignments, #if and _Static_assert
            """
            #ifndef H_H
            #define H_H
            #define N 3
            #define WIDE (N * 2)
            struct H1 { char a[N]; int b : WIDE; int c __attribute__((aligned(WIDE + 2))); };
            #if N > 2
            struct H2 { char d[WIDE]; enum { A = N } e; };
            #endif
            _Static_assert(N == 3, "three");
            #endif
            """,
            // #undef ends a macro
            "#define x y\n#undef x\n#define PK __attribute__((packed))\n#undef PK\n"
                    + "struct H1 { char c; int x; } PK;\nstruct H2 { char c; struct H1 s; };",
            // a macro whose replacement is its own name, a function-like macro's name without '('
            "#define x x\n#define F(a) a\nstruct H1 { char c; int x; short F; };",
            // words that change no layout, defined as nothing or as such words
            "#define inline __inline\n#define __inline\n#define const\n#define volatile const\n#define restrict\n"
                    + "static inline int f(void) { return 0; }\n"
                    + "struct H1 { const char c; volatile int i; int *restrict p; };",
            // C23's keywords defined as their C11 spellings, as <stdbool.h>, <stdalign.h> and <assert.h> do
            "#define bool _Bool\n#define alignas _Alignas\n#define static_assert _Static_assert\n"
                    + "struct H1 { bool b; alignas(8) int i; };\nstatic_assert(1, \"\");",
            // tokens the schema passes over unread: a function's parameters and body, an initializer
            "#define PK __attribute__((packed))\n#define TWO (1 + 1)\n"
                    + "static int f(int PK) { return TWO; }\nint g = TWO;\n"
                    + "struct H1 { char c; void (*cb)(int PK); };",
            // brackets that macros open and close among themselves in a function body
            "#define LOCK() do {\n#define UNLOCK() } while (0)\n"
                    + "static inline int f(void) { LOCK() UNLOCK(); return 0; }\nstruct H1 { char c; int i; };"
    })
    void aTakenFileIsLaidOutAsTheCompilersLayItOut(String source) {
        ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(source, true);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            // a ')' in a skipped attribute argument ends it: the struct is packed
            "#define RP ), packed(\nstruct H1 { char c; int i; } __attribute__((deprecated(\"m\" RP)));\n",
            // a _Pragma in a skipped function body packs the structs after it
            "#define P _Pragma(\"pack(1)\")\nstatic inline int f(void) { P return 0; }\n"
                    + "struct H1 { char c; int i; };\n"
    })
    void aRefusedMacroInSkippedCodeWouldHaveGivenALayoutClangDoesNotGive(String source) throws Exception {
        Oracle.require("clang", "clang");
        assertThatThrownBy(() -> SchemaParser.parse("c.c", source)).isInstanceOf(SchemaException.class)
                .hasMessageContaining("which a compiler would obey in this code the schema skips");
        // as written, without the macro: the layout the schema gave before such a use was refused
        String written = source.substring(source.indexOf('\n') + 1).replace(" RP", "").replace(" P ", " ");
        var compiled = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        compiled.addLayout("struct H1", Abi.of("x86_64-sysv").layout(SchemaParser.parse("c.c", written)
                .type("H1").orElseThrow()));
        assertThat(compiled.failures("x86_64-linux-gnu")).as("clang packs H1: 5 bytes, not 8")
                .contains("sizeof(struct H1) == 8");
        assertThat(compiled.gccFailures()).as("so does gcc").contains("sizeof(struct H1) == 8");
    }

    @Test
    void aRefusedPackingMacroWouldHaveGivenALayoutClangDoesNotGive() throws Exception {
        Oracle.require("clang", "clang");
        String define = "#define PK __attribute__((packed))\n";
        String declarations = "struct H1 { char c; int i; } PK;\nstruct H2 { char c; struct H1 s; };\n";
        assertThatThrownBy(() -> SchemaParser.parse("c.c", define + declarations)).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("c.c:2:30: 'PK' is a macro here (#define at c.c:1)");
        // read as written, PK is a variable: the layout the schema gave before such a use was refused
        var compiled = new ClangStaticAsserts("#include <stddef.h>\n" + define + declarations);
        for (StructType type : SchemaParser.parse("c.c", declarations).types()) {
            compiled.addLayout("struct " + type.name(), Abi.of("x86_64-sysv").layout(type));
        }
        assertThat(compiled.failures("x86_64-linux-gnu")).as("clang packs H1: 5 bytes, not 8, and H2 6, not 12")
                .contains("sizeof(struct H1) == 8", "sizeof(struct H2) == 12");
    }
}
