package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * C23 attribute specifiers ({@code [[gnu::packed]]}, {@code [[gnu::aligned(N)]]}, {@code [[deprecated]]}, ...) on
 * structs, unions, their members and typedefs, against clang {@code -std=c2x} (clang 14 takes no {@code -std=c23}) and
 * the host's gcc. After {@code struct} they are the struct's, at the start of a declaration or after a declarator's
 * name the names', and after a {@code *} or an array's {@code ]} clang moves the GNU ones to the name, as GCC applies
 * them: each acts as its {@code __attribute__((...))} twin there. Each layout is checked by {@code _Static_assert}s on
 * the size, alignment and member offsets of every struct {@code H...}, one file per case, under each target; the
 * placements clang refuses are refused where clang refuses them, and those where clang and gcc lay a struct out
 * differently are refused with the reason.
 */
class StandardAttributesClangTest {
    /** Taken by clang for every target: the schema lays each struct {@code H...} out as clang does. */
    private static final List<String> LAID_OUT = List.of(
            "struct [[gnu::packed]] H { char c; int i; };",
            "struct [[gnu::aligned(16)]] H { char c; int i; };",
            "struct [[__gnu__::__packed__]] H { char c; int i; short s; };",
            "union [[gnu::packed]] H { char c[5]; int i; };",
            "struct [[gnu::packed, gnu::aligned(2)]] H { char c; int i; };",
            "struct [[gnu::packed]] [[gnu::aligned(8)]] H { char c; int i; };",
            "struct [[gnu::packed]] __attribute__((aligned(8))) H { char c; int i; };",
            "struct [[deprecated, maybe_unused]] [[foo::bar]] [[ms::align(8)]] H { char c; int i; };",
            "typedef struct [[gnu::packed]] { char c; int i; } T;\nstruct H { char c; T t; };",
            "struct S;\nstruct [[gnu::packed]] S { char c; int i; };\nstruct H { char c; struct S s; };",
            "struct S { char c; int i; };\nstruct [[gnu::packed]] S;\nstruct H { char c; struct S s; };",
            "struct H { char d; struct [[gnu::packed]] { char c; int i; } s; };",
            "struct H { char d; [[gnu::aligned(8)]] struct { char c; int i; }; char e; };",
            "struct H { char c; [[gnu::aligned(8)]] int x; int y [[gnu::aligned(16)]];"
                    + " int a [[__gnu__::__aligned__(8)]] [2]; };",
            "struct H { char c; [[gnu::aligned(8)]] int x, y; };",
            "struct H { char c; int x, y [[gnu::aligned(8)]]; };",
            "struct H { char c; int *[[gnu::aligned(16)]] p; };",
            "struct H { char c; int a[2] [[gnu::aligned(16)]]; };",
            "struct H { char c; int a [[gnu::aligned(16)]] [2] [[gnu::aligned(4)]]; };",
            "struct H { char c; int (*fp [[gnu::aligned(16)]])(void); };",
            "struct H { char c; int x [[gnu::aligned(8)]] : 3; char d; };",
            "struct H { char c; [[gnu::aligned(2)]] int x; };",
            "struct H { char c; [[gnu::aligned(4)]] _Alignas(16) int x; };",
            "struct H { char c; [[gnu::aligned(16)]] _Alignas(4) int x; };",
            "struct H { char c; [[deprecated]] [[maybe_unused]] int x [[deprecated]]; [[foo::bar]] char d;"
                    + " int [[foo::bar]] e; int *[[foo::bar]] p; };",
            "struct H { char c; int i; } [[foo::bar]];",
            "[[gnu::aligned(16)]] struct S { char c; int i; } x;\nstruct H { char c; struct S s; };",
            "typedef int T [[gnu::aligned(8)]];\n[[gnu::aligned(16)]] typedef int U;\n"
                    + "struct H { char c; T t; U u; };",
            "[[gnu::aligned(16)]] typedef struct S { char c; int i; } T;\nstruct H { char c; T t; struct S s; };",
            "typedef struct S { char c; int i; } T [[gnu::aligned(16)]], U;\n"
                    + "struct H { char c; T t; U u; struct S s; };",
            "[[gnu::packed]] typedef struct S { char c; int i; } T;\nstruct H { char c; T t; };",
            "typedef struct { char c; int i; } T [[gnu::packed]];\nstruct H { char c; T t; };",
            "typedef struct Q { char c; int i; } QA [[gnu::aligned(2)]], QB;\nstruct H { char c; QB b; };",
            "typedef struct { char c; int i; } T [[deprecated]];\nstruct H { char c; T t; };",
            "typedef int *P [[gnu::aligned(16)]];\ntypedef int *[[gnu::aligned(16)]] Q;\n"
                    + "struct H { char c; P p; char d; Q q; };",
            "struct S { char c; int i; };\ntypedef struct S T [[gnu::aligned(16)]];\nstruct H { char c; T t; };",
            "struct [[gnu::packed]] H { char c; int x [[gnu::aligned(2)]]; short s [[gnu::aligned(4)]]; };",
            // clang knows ext_vector_type only as __attribute__((...)), and ignores it here as GCC does
            "typedef float E [[gnu::ext_vector_type(4)]];\n[[__gnu__::__ext_vector_type__(2)]] typedef int F;\n"
                    + "struct H { char c; E e; F f; int *[[gnu::ext_vector_type(4)]] p; };");

    /** Laid out as clang does under {@code #pragma pack}, which clang's Microsoft targets apply otherwise. */
    private static final List<String> PRAGMA_PACK = List.of(
            "#pragma pack(push, 2)\nstruct [[gnu::packed]] H { char c; int i; };\n"
                    + "struct [[gnu::aligned(8)]] H2 { char c; int i; };\n"
                    + "struct H3 { char c; [[gnu::aligned(8)]] int i; };\n#pragma pack(pop)",
            "#pragma pack(push, 1)\nstruct H { char c; int x [[gnu::aligned(4)]]; };\n#pragma pack(pop)");

    /** Taken by clang's Windows targets: a {@code __declspec} mixed with C23 attributes, laid out as clang does. */
    private static final List<String> DECLSPEC_LAID_OUT = List.of(
            "struct __declspec(align(16)) [[gnu::packed]] H { char c; int i; };",
            "struct [[gnu::packed]] __declspec(align(8)) H { char c; int i; };",
            "struct H { char c; [[gnu::aligned(4)]] __declspec(align(16)) int x; };");

    /** Refused by clang, each where clang refuses it. */
    private static final List<String> REFUSED = List.of(
            "struct S { char c; int i; } [[gnu::packed]];",
            "struct S { int i; } [[deprecated]] x;",
            "struct S { int i; } [[foo::bar, gnu::aligned(8)]];",
            "struct S { char c; int i; } __attribute__((aligned(8))) [[gnu::packed]];",
            "[[gnu::packed]] struct S { char c; int i; };",
            "[[foo::bar]] struct S;",
            "[[deprecated]] union U { int i; };",
            "[[foo::bar]] enum E { A };",
            "struct S [[gnu::packed]] { char c; int i; };",
            "struct S [[foo::bar]];",
            "struct [[gnu::packed]] S *p;",
            "typedef struct [[gnu::packed]] S T;",
            "struct S { char c; int [[gnu::aligned(8)]] x; };",
            "struct S { char c; int const [[gnu::aligned(8)]] x; };",
            "struct S { char c; const [[gnu::aligned(8)]] int x; };",
            "struct S { char c; unsigned [[gnu::aligned(8)]] int x; };",
            "struct S { char c; __attribute__((aligned(4))) [[gnu::aligned(8)]] int x; };",
            "struct S { char c; int *[[deprecated]] p; };",
            "struct S { char c; int a[2] [[deprecated]]; };",
            "struct S { char c; int (*fp)(void) [[deprecated]]; };",
            "struct S { char c; int x : 3 [[gnu::aligned(8)]]; };",
            "struct S { char c; int x [[fallthrough]]; };",
            "struct S { char c; [[gnu::aligned(3)]] int x; };",
            "typedef [[gnu::aligned(8)]] int T;",
            "typedef int [[gnu::aligned(8)]] T;",
            "typedef struct S [[gnu::aligned(8)]] T;",
            "typedef struct S { int i; } [[gnu::aligned(16)]] T;",
            "struct H { struct { char c; int i; } [[gnu::packed]] s; };",
            "int f(void) [[deprecated]];",
            "int f(void) [[deprecated]] [4];",
            "int x[2] [[deprecated]] (void);",
            "int (*fp)(void) [[gnu::aligned(16)]] [4];",
            "int (*fp)[2] [[deprecated]] (void);",
            "int (*fp)[2] [[deprecated]] [3];",
            "struct S;\nstruct H { struct [[foo::bar, deprecated]] S *p; };",
            "struct S;\nstruct H { struct [[foo::bar]] [[gnu::packed]] S *p; };",
            "struct S;\nstruct H { struct [[]] S *p; };",
            "struct S;\nstruct H { union [[foo::bar]] S *p; };");

    /** Taken by clang, and by the schema. */
    private static final List<String> TAKEN = List.of(
            "struct S { int i; } [[foo::bar]];",
            "enum E { A } [[foo::bar]];",
            "[[nodiscard]] int f(void);",
            "struct S { char c; [[nodiscard]] int x; };",
            "struct S { int (*f)([[maybe_unused]] int x); };",
            "[[deprecated]] typedef struct S { char c; } T;",
            "struct [[gnu::packed]] S { char c; int i; } [[foo::bar]];",
            "int f(void) [[foo::bar]];",
            "int f(void) [[gnu::aligned(16)]];",
            "int (*fp)[4] [[foo::bar]] [2];",
            "struct H { char c; int (*fp)[4] [[foo::bar]] [2]; };",
            "struct S;\nstruct H { struct [[foo::bar]] S *p; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            armv7a-linux-gnueabihf, arm32
            """)
    void theSchemaLaysStandardAttributesOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var cases = new ArrayList<>(LAID_OUT);
        cases.addAll(PRAGMA_PACK);
        if (triple.endsWith("msvc")) {
            cases.addAll(DECLSPEC_LAID_OUT);
        }
        for (String c : cases) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, Abi.of(abiId)).failuresUnder(clang(triple)))
                    .as("facts clang disagrees with under " + triple + " in\n" + c).isEmpty();
        }
    }

    /**
     * The host's gcc lays each case out as clang does for x86-64, but two: an alignment attribute on an anonymous
     * member, which gcc ignores in either spelling (not an {@code _Alignas}) and the schema, as for
     * {@code __attribute__((aligned(8)))} there, takes as clang does; and an attribute list after a GNU attribute after
     * {@code struct}, which gcc refuses and clang takes.
     */
    @Test
    void gccLaysTheCasesOutAsClangDoes() throws Exception {
        Oracle.require("gcc", "gcc");
        String anonymousAligned = "struct H { char d; [[gnu::aligned(8)]] struct { char c; int i; }; char e; };";
        var cases = new ArrayList<>(LAID_OUT);
        cases.addAll(PRAGMA_PACK);
        cases.remove(anonymousAligned);
        for (String c : cases) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, Abi.of("x86_64-sysv")).failuresUnder(GCC)).as("facts gcc disagrees with in\n" + c)
                    .isEmpty();
        }
        for (String c : List.of(anonymousAligned, anonymousAligned.replace("[[gnu::aligned(8)]]",
                "__attribute__((aligned(8)))"))) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, Abi.of("x86_64-sysv")).failuresUnder(GCC)).as(c)
                    .containsExactly("sizeof(struct H) == 24", "_Alignof(struct H) == 8", "offsetof(struct H, e) == 16");
        }
        String gccRefuses = "struct __attribute__((aligned(8))) [[gnu::packed]] H { char c; int i; };";
        assertThat(FirstErrors.compiler(dir, GCC, gccRefuses)).isNotEmpty();
        assertThat(ClangStaticAsserts.ofStructsNamedH(gccRefuses, Abi.of("x86_64-sysv")).failuresUnder(clang("x86_64-linux-gnu"))).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            armv7a-linux-gnueabihf, arm32
            """)
    void theSchemaRefusesWhatClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    /**
     * Placements clang takes and lays out otherwise than gcc: {@code packed} or an {@code __attribute__} alignment on a
     * declaration of a struct before its body, which clang gives to the struct and gcc ignores, alignments there that
     * clang gives the struct the largest of, with its definition's own, where gcc takes the definition's own or else
     * the last {@code [[gnu::aligned(N)]]} (the last in one declaration too, even after a larger one), and an
     * alignment after a function declarator's parameters, which clang
     * gives to the member and gcc ignores. The schema refuses each, where its reason says (the struct's definition,
     * for the first), rather than pick one compiler's layout.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct [[gnu::packed]] S;\\nstruct S { char c; int i; };|sizeof(struct S)|5|8|2:8
            struct __attribute__((packed)) S;\\nstruct S { char c; int i; };|sizeof(struct S)|5|8|2:8
            struct [[gnu::aligned(32)]] S;\\nstruct [[gnu::aligned(16)]] S;\\nstruct S { char c; };|_Alignof(struct S)|32|16|3:8
            struct [[gnu::aligned(16)]] S;\\nstruct [[gnu::aligned(8)]] S { char c; };|_Alignof(struct S)|16|8|2:28
            struct [[gnu::aligned(16)]] S;\\nstruct S { char c; } __attribute__((aligned(8)));|_Alignof(struct S)|16|8|2:8
            struct [[gnu::aligned(16)]] __attribute__((aligned(32))) S;\\nstruct S { char c; };|_Alignof(struct S)|32|16|2:8
            struct [[gnu::aligned(16)]] [[gnu::aligned(8)]] S;\\nstruct S { char c; };|_Alignof(struct S)|16|8|2:8
            struct [[gnu::aligned(16), gnu::aligned(8)]] S;\\nstruct S { char c; };|_Alignof(struct S)|16|8|2:8
            struct __attribute__((aligned(16))) S;\\nstruct S { char c; int i; };|_Alignof(struct S)|16|4|2:8
            struct __attribute__((aligned(16))) S *p;\\nstruct S { char c; int i; };|_Alignof(struct S)|16|4|2:8
            typedef struct __attribute__((packed)) S T;\\nstruct S { char c; int i; };|sizeof(struct S)|5|8|2:8
            struct S; struct __attribute__((packed)) S *q;\\nstruct S { char c; int i; };|sizeof(struct S)|5|8|2:8
            struct H { struct __attribute__((packed)) S *p; };\\nstruct S { char c; int i; };|sizeof(struct S)|5|8|2:8
            struct H { char c; int (*fp)(void) [[gnu::aligned(16)]]; };|offsetof(struct H, fp)|16|8|1:38
            struct H { char c; int (*p)[4] [[gnu::aligned(16)]]; };|offsetof(struct H, p)|16|8|1:34
            """)
    void whereClangAndGccDifferTheSchemaRefuses(String escaped, String fact, int clangValue, int gccValue,
            String refusedAt) throws Exception {
        Oracle.require("clang", "clang");
        String source = escaped.replace("\\n", "\n");
        assertThat(FirstErrors.schema(source, Abi.of("x86_64-sysv"))).isEqualTo(refusedAt);
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv"))).contains("GCC");
        if (refusedAt.equals("2:8")) {
            // the definition the reason shows gives it the attribute the declaration gave, not another
            assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv")))
                    .contains(fact.startsWith("sizeof") ? "struct [[gnu::packed]] S {" : "struct [[gnu::aligned(");
        }
        var clangFact = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        clangFact.add(fact + " == " + clangValue);
        assertThat(clangFact.failuresUnder(clang("x86_64-linux-gnu"))).isEmpty();
        if (Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            var gccFact = new ClangStaticAsserts("#include <stddef.h>\n" + source);
            gccFact.add(fact + " == " + gccValue);
            assertThat(gccFact.failuresUnder(GCC)).isEmpty();
        }
    }

    /**
     * An alignment on declarations of a struct before its body where clang and gcc give the struct defined later the
     * same one: a {@code [[gnu::aligned(N)]]} (gcc ignores an {@code __attribute__} one there), the last of them the
     * largest, and the definition's own, if any, no smaller (clang takes the largest of all, gcc the definition's own,
     * else the last). The schema gives it to the struct, under {@code #pragma pack} and {@code packed} too, and to one
     * a typedef calls otherwise, as both lay them out, for Linux and Windows targets.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct [[gnu::aligned(16)]] H;\\nstruct H { char c; int i; };
            union [[gnu::aligned(16)]] U;\\nunion U { char c; };\\nstruct H { char c; union U u; };
            struct [[gnu::aligned(16)]] S;\\nstruct [[gnu::aligned(32)]] S;\\nstruct S { char c; };\\nstruct H { char c; struct S s; };
            struct [[gnu::aligned(8)]] S;\\nstruct [[gnu::aligned(16)]] S { char c; };\\nstruct H { char c; struct S s[2]; };
            struct [[gnu::aligned(16)]] S;\\nstruct S { char c; } __attribute__((aligned(32)));\\nstruct H { struct S s; };
            struct __attribute__((aligned(8))) S;\\nstruct __attribute__((aligned(16))) S { char c; };\\nstruct H { char c; struct S s; };
            struct __attribute__((aligned(8))) [[gnu::aligned(16)]] S;\\nstruct S { char c; };\\nstruct H { char c; struct S s; };
            struct [[gnu::aligned(4)]] H;\\nstruct H { double d; char c; };
            struct [[gnu::aligned(16)]] H;\\n#pragma pack(1)\\nstruct H { char c; int i; };
            struct [[gnu::aligned(16)]] H;\\nstruct __attribute__((packed)) H { char c; int i; };
            struct [[gnu::aligned(16)]] S;\\nstruct H { struct S *p; };\\ntypedef struct S { char c; } T;\\nstruct H2 { char c; T t; };
            struct S *p;\\nstruct [[gnu::aligned(16)]] S;\\nstruct S { char c; };\\nstruct H { char c; struct S s; };
            """)
    void anAlignmentBeforeTheBodyThatClangAndGccAgreeOnIsTheStructs(String escaped) {
        String source = escaped.replace("\\n", "\n");
        // gcc refuses a [[...]] after a GNU attribute there, which clang takes
        ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(source, !source.contains("__attribute__((aligned(8))) [["));
    }

    /**
     * An alignment on a declaration of a struct before its body in an {@code #if} the file does not decide, with the
     * definition outside it: clang and gcc align the struct only where the {@code #if} is taken, so its layout depends
     * on it, and the schema refuses the definition, at its tag, naming the {@code #if} (it had taken the alignment
     * as though the compiler always saw it). In another arm of the {@code #if} than the definition, the compiler never
     * sees the two together: the struct is laid out without it.
     */
    @Test
    void anAlignmentBeforeTheBodyInAnUndecidedIfIsRefusedAtTheDefinition() throws Exception {
        // each source, and where the schema refuses it (a CSV source would read the #ifdef lines as comments); S is
        // 16-aligned with X, and as the fact below says without it
        Map<String, String> cases = Map.of(
                "#ifdef X\nstruct [[gnu::aligned(16)]] S;\n#endif\nstruct S { char c; };", "4:8",
                "#ifdef X\nstruct [[gnu::aligned(16)]] S;\n#else\nstruct [[gnu::aligned(8)]] S;\n#endif\n"
                        + "struct S { char c; };", "6:8",
                "#if X > 1\nstruct [[gnu::aligned(16)]] S;\n#endif\ntypedef struct S { char c; } T;", "4:16");
        Abi abi = Abi.of("x86_64-sysv");
        for (var c : cases.entrySet()) {
            String source = c.getKey();
            assertThat(FirstErrors.schema(source, abi)).as(source).isEqualTo(c.getValue());
            assertThat(FirstErrors.schemaReason(source, abi)).as(source).contains("depends on the #if at line 1,"
                    + " which this file does not decide");
        }
        Oracle.require("clang", "clang");
        for (String source : cases.keySet()) {
            var asserts = new ClangStaticAsserts(source);
            asserts.add("_Alignof(struct S) == " + (source.contains("#else") ? 8 : 1));
            assertThat(asserts.failures("x86_64-linux-gnu", "-std=c2x")).as("without X: " + source).isEmpty();
            assertThat(asserts.failures("x86_64-linux-gnu", "-std=c2x", "-DX=2")).as("with X: " + source).hasSize(1);
        }
    }

    @Test
    void anAlignmentBeforeTheBodyInAnotherArmThanTheDefinitionIsNotTheStructs() throws Exception {
        String source = "#ifdef X\nstruct [[gnu::aligned(16)]] S;\n#else\nstruct S { char c; };\n#endif\n"
                + "struct H { char c; int i; };";
        Abi abi = Abi.of("x86_64-sysv");
        Schema schema = SchemaParser.parse("c.c", source);
        assertThat(abi.layout(schema.types().getFirst()).byteAlignment()).isEqualTo(1);
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts(source);
        asserts.add("_Alignof(struct S) == 1");
        assertThat(asserts.failures("x86_64-linux-gnu", "-std=c2x")).isEmpty();
    }

    /**
     * {@code packed} or an alignment on a declaration of a struct before its body changes no layout where no body
     * follows, and clang and gcc take it: so does the schema. In the struct's own body, and in a parameter list (for a
     * tag of the file too), clang ignores it, as gcc does: so does the schema, and a definition after it is laid out as
     * both lay it out.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct __attribute__((packed)) S;\\nstruct H { struct S *p; char c; };
            struct [[gnu::packed]] S;\\nunion __attribute__((aligned(16))) U;\\nstruct H { union U *u; };
            typedef struct __attribute__((packed)) S T;\\nstruct H { T *p; };
            struct H { char c; struct __attribute__((aligned(16))) S *p; };
            struct H { char c; struct __attribute__((packed)) H *n; int i; };
            struct S;\\nvoid f(struct __attribute__((packed)) S *p);\\nstruct S { char c; int i; };\\nstruct H { struct S s; };
            void f(struct __attribute__((packed)) S *p);\\nstruct S { char c; int i; };\\nstruct H { struct S s; };
            struct S { char c; int i; };\\nstruct __attribute__((packed)) S *q;\\nstruct H { struct S s; };
            """)
    void anAttributeOnAStructBeforeABodyThatNeverFollowsIsTaken(String escaped) throws Exception {
        Oracle.require("clang", "clang");
        String source = escaped.replace("\\n", "\n");
        for (String triple : List.of("x86_64-linux-gnu", "x86_64-pc-windows-msvc")) {
            Abi abi = Abi.of(triple.endsWith("msvc") ? "x86_64-msvc" : "x86_64-sysv");
            assertThat(FirstErrors.schema(source, abi)).as(source).isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, abi).failures(triple, "-std=c2x")).as(triple)
                    .isEmpty();
        }
        if (Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(source, Abi.of("x86_64-sysv")).failuresUnder(GCC)).isEmpty();
        }
    }

    /**
     * {@code [[gnu::packed]]} on a member packs it in clang, as {@code __attribute__((packed))} there does, which the
     * schema refuses in either spelling: it packs whole structs only.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            struct H { char c; [[gnu::packed]] int x; };|1:40|[[gnu::packed]]
            struct H { char c; int x [[__gnu__::__packed__]]; };|1:24|[[__gnu__::__packed__]]
            struct H { char c; int *[[gnu::packed]] x; };|1:41|[[gnu::packed]]
            """)
    void aPackedMemberIsRefusedAsItsGnuTwin(String source, String refusedAt, String spelling) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        asserts.add("offsetof(struct H, x) == 1");
        assertThat(asserts.failuresUnder(clang("x86_64-linux-gnu"))).isEmpty();
        assertThat(FirstErrors.schema(source, Abi.of("x86_64-sysv"))).isEqualTo(refusedAt);
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv")))
                .isEqualTo(spelling + " on member 'x' is not supported; pack the struct instead");
    }

    /** The host's gcc, C2x. */
    private static final List<String> GCC = List.of("gcc", "-std=c2x", "-fsyntax-only", "-w");

    /** clang's command for {@code triple}, C2x. */
    private static List<String> clang(String triple) {
        return List.of("clang", "-target", triple, "-std=c2x", "-fsyntax-only", "-ferror-limit=0", "-w");
    }
}
