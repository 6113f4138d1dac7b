package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Position;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Static assertions ({@code _Static_assert}, {@code static_assert}) against clang for the target of each built-in C
 * ABI ({@code packed} and {@code network} as x86-64 Linux under {@code #pragma pack(1)}), and gcc {@code -m64} and
 * {@code -m32}: read for the ABI, the schema refuses exactly the files the compiler
 * refuses, at the line and column it names (the assertion's keyword), and takes the others. Each condition is asked
 * twice, once with the value the schema gives it, once with another, so that a wrong value fails one of the two;
 * about sizes, alignments and offsets (nested, array and anonymous members' designators, packed structs, {@code #pragma
 * pack}, bitfield neighbours), enumerators and macros, at file scope and in struct bodies, with and without a message.
 * Read for every ABI, the conditions that do not depend on the ABI are checked alike, and the others are kept in
 * {@link Schema#uncheckedAssertions()} at their keyword, as are, under either read, those the schema cannot evaluate.
 */
@Tag("conformance")
class StaticAssertClangTest {
    /** {@code stddef.h} is the compiler's, for {@code offsetof}; the schema does not read it, and knows offsetof. */
    private static final String DECLARATIONS = """
            #include <stddef.h>
            struct msg { int a; char b; long len; double d; };
            typedef struct msg msg_t;
            struct P { char c; int i; short s; } __attribute__((packed));
            #pragma pack(push, 2)
            struct Q { char c; long long x; double d; };
            #pragma pack(pop)
            struct B { char c; unsigned f : 3; unsigned g : 7; short after; int last : 4; long long tail; };
            struct N {
                char c;
                struct { short x; union { int y; double z; }; };
                struct msg arr[3];
                struct { char t[5]; long u; } in[2];
                long double ld;
            };
            enum E { E0, E1 = 5, E2 };
            #define WIRE 24
            struct F { int n; char data[]; };
            #define MEMBER len
            extern int idx;
            """;

    /** The conditions asked, each a constant expression whose value the schema and the compiler work out. */
    private static final List<String> EXPRESSIONS = List.of(
            "sizeof(struct msg)", "_Alignof(struct msg)", "offsetof(struct msg, len)", "offsetof(struct msg, d)",
            "__builtin_offsetof(msg_t, b)", "sizeof(msg_t) * 2 + E2", "sizeof(struct P)", "offsetof(struct P, i)",
            "offsetof(struct P, s)", "_Alignof(struct P)", "sizeof(struct Q)", "offsetof(struct Q, x)",
            "offsetof(struct Q, d)", "_Alignof(struct Q)", "sizeof(struct B)", "offsetof(struct B, after)",
            "offsetof(struct B, tail)", "_Alignof(struct B)", "offsetof(struct N, x)", "offsetof(struct N, y)",
            "offsetof(struct N, z)", "offsetof(struct N, arr)", "offsetof(struct N, arr[2].len)",
            "offsetof(struct N, arr[1].d)", "offsetof(struct N, in[1].u)", "offsetof(struct N, in[1].t[3])",
            "offsetof(struct N, ld)", "sizeof(struct N)", "_Alignof(long double)", "__alignof__(double)",
            "sizeof(long) * 8", "sizeof(enum E)", "(int) sizeof(void *)", "E2", "WIRE", "E1 + WIRE",
            // sizeof of an expression: a member's declared type, an array member's whole size, an element, a target
            "sizeof(((struct msg *)0)->len)", "sizeof(((msg_t *)0)->b)", "sizeof(((struct N *)0)->arr)",
            "sizeof(((struct N *)0)->arr[2])", "sizeof(((struct N *)0)->in[1].t)", "sizeof(((struct N *)0)->y)",
            "sizeof(((struct N *)0)->in->u)", "sizeof(*(struct Q *)0)", "sizeof ((struct N *)0)->ld",
            "sizeof((*(struct N *)0).arr[1].len)", "sizeof(((struct P *)0)->i) * 3", "sizeof(((struct B *)0)->after)",
            "sizeof(((struct msg *)0)->MEMBER)", "sizeof((struct N *)0)", "sizeof(E1)", "sizeof E2 + 1",
            "sizeof 1L", "sizeof(4294967296)", "sizeof 'a'", "sizeof \"abc\"", "sizeof(\"a\\n\" \"\\x41\\101\")",
            "sizeof(WIRE)", "sizeof(((struct N *)0)->arr[E1].len) + E2", "sizeof(((struct N *)0)->in[idx - 1].u)");

    /** What clang and gcc refuse in an offsetof, whatever the ABI; at the column clang names. */
    private static final List<String> REFUSED = List.of(
            "_Static_assert(offsetof(struct B, f) == 1, \"bitfield\");",
            "_Static_assert(offsetof(struct N, arr[1].a) == 0 && offsetof(struct B, g), \"bitfield\");",
            "_Static_assert(__builtin_offsetof(struct msg, a.x) == 0, \"\");",
            "_Static_assert(__builtin_offsetof(struct msg, a[1]) == 0, \"\");",
            "_Static_assert(__builtin_offsetof(struct N, in[1][0]) == 0, \"\");",
            "struct S { int s; _Static_assert(offsetof(struct B, last) == 0, \"in a body\"); };",
            // what C forbids in sizeof's operand, at the column clang names (gcc: on its line)
            "_Static_assert(sizeof(((struct B *)0)->f) == 4, \"bitfield\");",
            "_Static_assert(sizeof ((struct B *)0)->g == 4, \"bitfield\");",
            "struct S { int s; _Static_assert(sizeof((*(struct B *)0).last) == 4, \"in a body\"); };",
            "_Static_assert(sizeof(((struct F *)0)->data) == 0, \"flexible\");",
            "_Static_assert(sizeof(((struct msg *)0)->nope) == 4, \"\");",
            "_Static_assert(sizeof(((struct N *)0)->in[0].nope) == 4, \"\");",
            "_Static_assert(sizeof(((struct msg *)0)->a.x) == 4, \"\");",
            "_Static_assert(sizeof(((struct msg *)0).a) == 4, \"\");",
            "_Static_assert(sizeof(((struct N *)0)->arr[1]->a) == 4, \"\");",
            "_Static_assert(sizeof(((struct msg *)0)->a[1]) == 4, \"\");",
            "_Static_assert(sizeof(*((struct msg *)0)->len) == 4, \"\");",
            "_Static_assert(sizeof msg_t == 24, \"\");",
            // an undeclared name in an index, which sizeof does not evaluate but C wants declared, at the name
            "_Static_assert(sizeof(((struct N *)0)->arr[nope]) == 24, \"\");",
            "struct S { int s; _Static_assert(sizeof(((struct N *)0)->in[1 > nope].u) == 8, \"in a body\"); };",
            // and in a parameter list, which the schema otherwise keeps as written where it cannot read it
            "typedef void F(int a[sizeof(((struct N *)0)->arr[nope])]);");

    @TempDir
    Path dir;

    /** Under {@code packed} and {@code network}, clang reads a {@code #pragma pack(1)} line first: one line more. */
    @ParameterizedTest(name = "{1} ({0}) {2}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void refusedExactlyWhereClangRefuses(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        agree(List.of("clang", "-target", triple, "-std=c2x", "-ffreestanding", "-fsyntax-only", "-w",
                "-Dstatic_assert=_Static_assert"), pragma, CAbi.of(abiId));
    }

    @ParameterizedTest(name = "{1} (gcc {0})")
    @CsvSource({"-m64, x86_64-sysv", "-m32, i386-sysv"})
    void refusedExactlyWhereGccRefuses(String option, String abiId) throws Exception {
        Oracle.require("gcc", "gcc");
        agree(List.of("gcc", option, "-std=c2x", "-ffreestanding", "-fsyntax-only", "-w"), "", CAbi.of(abiId));
    }

    /** Each expression asked true and false, in turn at file scope with and without a message and in a struct body. */
    private void agree(List<String> compiler, String pragma, CAbi abi) throws Exception {
        var cases = new ArrayList<String>();
        for (int i = 0; i < EXPRESSIONS.size(); i++) {
            String e = EXPRESSIONS.get(i);
            long value = schemaValue(e, abi);
            String[] asked = switch (i % 4) {
                case 0 -> new String[] {e + " == " + value, e + " == " + (value + 1)};
                case 1 -> new String[] {e + " <= " + value, e + " < " + value};
                case 2 -> new String[] {e + " != " + (value + 1), e + " != " + value};
                default -> new String[] {e + " - " + (value + 1), e + " - " + value};
            };
            for (String condition : asked) {
                cases.add(DECLARATIONS + placed(i, condition));
            }
        }
        var compilerSays = new LinkedHashMap<String, String>();
        var schemaSays = new LinkedHashMap<String, String>();
        // gcc 12 and clang 14 have C23's static_assert from <assert.h> only; gcc reports the macro at its definition
        boolean gcc = compiler.getFirst().equals("gcc");
        for (String c : cases) {
            compilerSays.put(c, compilerAt(compiler, pragma, gcc ? c.replace("  static_assert(", "  _Static_assert(")
                    : c));
            schemaSays.put(c, FirstErrors.schemaReadFor(c, abi));
        }
        assertThat(schemaSays).as("where the schema read for " + abi.id() + " and " + String.join(" ", compiler)
                + " refuse each case").isEqualTo(compilerSays);
        // every second case asks a value other than the schema's, which the compiler must refuse for the test to hold
        assertThat(compilerSays.values().stream().filter(String::isEmpty).count()).as("cases taken")
                .isEqualTo(EXPRESSIONS.size());
        var refused = new ArrayList<String>();
        for (String r : REFUSED) {
            String c = DECLARATIONS + r + "\n";
            String at = compilerAt(compiler, pragma, c);
            String schemaAt = FirstErrors.schemaReadFor(c, abi);
            assertThat(at).as(r).isNotEmpty();
            boolean agrees = gcc ? schemaAt.startsWith(at.split(":")[0] + ":") : at.equals(schemaAt);
            refused.add(agrees ? "" : r + ": the compiler at " + at + ", the schema at " + schemaAt);
        }
        assertThat(refused).as("refused where the compiler refuses (gcc: on its line)").containsOnly("");
    }

    /** Where {@code compiler} first refuses {@code pragma} then {@code source}, as a line of {@code source}. */
    private String compilerAt(List<String> compiler, String pragma, String source) throws Exception {
        String at = FirstErrors.compiler(dir, compiler, pragma + source);
        if (at.isEmpty() || pragma.isEmpty()) {
            return at;
        }
        String[] lineColumn = at.split(":");
        return (Integer.parseInt(lineColumn[0]) - pragma.lines().count()) + ":" + lineColumn[1];
    }

    /** The assertion of {@code condition}: at file scope with a message, with none, C23's spelling, in a body. */
    private static String placed(int i, String condition) {
        return switch (i % 3) {
            case 0 -> "_Static_assert(" + condition + ", \"wire size\");\n";
            case 1 -> "  static_assert(" + condition + ");\n";
            default -> "struct H { int h;\n    _Static_assert(" + condition + ", \"in \" \"a body\"); };\n";
        };
    }

    /** The schema's value of {@code expression} read for {@code abi}: an array's length, one more, the reader's way. */
    private static long schemaValue(String expression, CAbi abi) {
        Schema s = SchemaParser.parse("v.h", DECLARATIONS + "struct Value { char v[(" + expression + ") + 1]; };\n",
                CommandLineMacros.NONE, abi);
        return ((ArrayType) s.type("Value").orElseThrow().members().getFirst().type()).length() - 1;
    }

    /** Read for every ABI: what does not depend on the ABI is checked as clang checks it; nor does a skipped arm. */
    @Test
    void everyAbiReadChecksWhatDoesNotDependOnTheAbi() throws Exception {
        Oracle.require("clang", "clang");
        List<String> refused = Stream.of(
                "_Static_assert(E2 == 7, \"enum\");",
                "_Static_assert(WIRE != 24);",
                "struct H { int h; _Static_assert(E1 + WIRE < 29, \"in a body\"); };",
                "_Static_assert(WIRE == 24, \"\"); _Static_assert(1 ? 0 : 1, \"\");").map(c -> DECLARATIONS + c).toList();
        List<String> taken = Stream.of(
                "_Static_assert(E2 == 6, \"enum\");",
                "_Static_assert(WIRE == 24 && E1, \"\");",
                "#ifdef NOT_DEFINED_HERE\n_Static_assert(E2 == 7, \"only where it is defined\");\n#endif",
                "#ifdef _WIN32\n_Static_assert(sizeof(long) == 4, \"\");\n#else\n"
                        + "_Static_assert(sizeof(long) == sizeof(void *), \"\");\n#endif")
                .map(c -> DECLARATIONS + c).toList();
        var compilerSays = new LinkedHashMap<String, String>();
        var schemaSays = new LinkedHashMap<String, String>();
        for (String c : Stream.concat(refused.stream(), taken.stream()).toList()) {
            compilerSays.put(c, FirstErrors.compiler(dir, List.of("clang", "-target", "x86_64-linux-gnu", "-std=c2x",
                    "-ffreestanding", "-fsyntax-only", "-w"), c + "\n"));
            schemaSays.put(c, FirstErrors.schemaReadFor(c + "\n", null));
        }
        assertThat(schemaSays).isEqualTo(compilerSays);
        refused.forEach(c -> assertThat(compilerSays.get(c)).as(c).isNotEmpty());
        taken.forEach(c -> assertThat(compilerSays.get(c)).as(c).isEmpty());
    }

    /** Read for every ABI, an assertion that depends on the ABI is kept, at its keyword, and the file taken. */
    @Test
    void everyAbiReadKeepsWhatDependsOnTheAbi() {
        String text = DECLARATIONS + "_Static_assert(sizeof(struct msg) == 24, \"wire size\");\n"
                + "struct H { int h; static_assert(offsetof(struct N, arr[2].len) == 1); };\n"
                + "_Static_assert((int) sizeof(long) == 8, \"\");\n_Static_assert(E2 == 6, \"\");\n"
                + "_Static_assert(sizeof(((struct N *)0)->arr) == 72, \"\");\n";
        Schema schema = SchemaParser.parse("h.h", text);
        int line = (int) DECLARATIONS.lines().count() + 1;
        assertThat(schema.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::position,
                Schema.UncheckedAssertion::condition).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(new Position("h.h", line, 1), "sizeof(struct msg) == 24"),
                        org.assertj.core.groups.Tuple.tuple(new Position("h.h", line + 1, 19),
                                "offsetof(struct N, arr[2].len) == 1"),
                        org.assertj.core.groups.Tuple.tuple(new Position("h.h", line + 2, 1),
                                "(int) sizeof(long) == 8"),
                        org.assertj.core.groups.Tuple.tuple(new Position("h.h", line + 4, 1),
                                "sizeof(((struct N *)0)->arr) == 72"));
        assertThat(schema.uncheckedAssertions().get(1).reason()).contains("offsetof depends on the ABI");
        assertThat(schema.uncheckedAssertions().get(3).reason()).contains("sizeof depends on the ABI");
        // read for a C ABI, each is checked there: the first and third hold under x86-64 Linux, the second does not
        assertThat(FirstErrors.schemaReadFor(text, CAbi.of("x86_64-sysv"))).isEqualTo((line + 1) + ":19");
        assertThat(FirstErrors.schemaReasonReadFor(text, CAbi.of("x86_64-sysv"))).isEqualTo("static assertion"
                + " failed: offsetof(struct N, arr[2].len) is 80 under x86_64-sysv, asserted == 1");
        assertThat(FirstErrors.schemaReasonReadFor(text.replace("== 24", "== 32"), CAbi.of("x86_64-sysv")))
                .isEqualTo("static assertion failed: \"wire size\": sizeof(struct msg) is 24 under x86_64-sysv,"
                        + " asserted == 32");
        assertThat(FirstErrors.schemaReasonReadFor(text.replace("== 1)", "== 80)").replace("== 72", "== 64"),
                CAbi.of("x86_64-sysv"))).isEqualTo("static assertion failed: \"\": sizeof(((struct N *)0)->arr) is 72"
                        + " under x86_64-sysv, asserted == 64");
    }

    /**
     * What the schema cannot evaluate is kept unchecked under either read, naming it, and the file taken, as clang
     * takes it: the layouts do not need the assertion, and a header read before assertions were checked still reads.
     */
    @Test
    void whatCannotBeEvaluatedIsKeptUncheckedNamingIt() throws Exception {
        Oracle.require("clang", "clang");
        Map<String, String> reasons = new LinkedHashMap<>();
        for (String c : List.of("_Static_assert(sizeof(1 + 1L) == 8, \"\");",
                "extern struct msg g;\n_Static_assert(sizeof g == 24, \"\");",
                "enum U8 : unsigned char { U0 };\n_Static_assert(sizeof(U0) == 1, \"\");",
                "struct L { struct msg *next; };\n_Static_assert(sizeof(*((struct L *)0)->next) == 24, \"\");",
                "_Static_assert(sizeof L\"ab\" == 12, \"\");",
                "#define OFF(m) offsetof(struct msg, m)\n_Static_assert(OFF(len) == 8, \"\");",
                "_Static_assert('a' == 97, \"\");", "_Static_assert((1 << 31) < 0, \"\");")) {
            String text = DECLARATIONS + c + "\n";
            assertThat(FirstErrors.compiler(dir, List.of("clang", "-target", "x86_64-linux-gnu", "-std=c2x",
                    "-ffreestanding", "-fsyntax-only", "-w"), text)).as("clang takes " + c).isEmpty();
            Schema oneAbi = SchemaParser.parse("c.h", text, CommandLineMacros.NONE, CAbi.of("x86_64-sysv"));
            assertThat(oneAbi.uncheckedAssertions()).as(c).hasSize(1);
            assertThat(oneAbi.uncheckedAssertions().getFirst().position().line())
                    .isEqualTo(text.lines().toList().indexOf(c.lines().toList().getLast()) + 1);
            reasons.put(c, oneAbi.uncheckedAssertions().getFirst().reason());
            assertThat(SchemaParser.parse("c.h", text).uncheckedAssertions()).as(c).hasSize(1);
        }
        assertThat(reasons.values()).containsExactly(
                "static assertion: sizeof of an expression with '+' is not read; write sizeof(type)",
                "static assertion: sizeof of 'g', a variable or function, is not read: the schema keeps no variable's"
                        + " type; write sizeof of its type",
                "static assertion: sizeof of 'U0' is not read: a const variable's or an enumerator's of an enum with a"
                        + " fixed underlying type is its own type, which the schema does not keep; write sizeof of its"
                        + " type",
                "static assertion: sizeof of what 'struct msg *' points to is not read: the schema keeps a pointer's"
                        + " target by name only; write sizeof of its type",
                "static assertion: sizeof of a wide or UTF literal (L\"ab\") is not read; write sizeof of its type",
                "'OFF' is a function-like macro, which constant expressions here do not expand",
                "static assertion: character literals are not supported in constant expressions",
                "static assertion: 1 << 31 overflows int (32 bits here)");
    }
    /**
     * A macro where the schema reads an assertion's words as written, a message ({@code #define MSG "m"},
     * {@code __FILE__}, one from a header the schema does not read) or an
     * {@code offsetof} designator's member, does not refuse a file clang takes (the schema took such files before it
     * checked assertions): a message that is a macro leaves the condition checked, with the message as written when it
     * fails; a designator that holds one keeps the assertion unchecked, naming the macro.
     */
    @Test
    void macrosInAMessageOrADesignatorRefuseNoFileClangTakes() throws Exception {
        Oracle.require("clang", "clang");
        CAbi x86 = CAbi.of("x86_64-sysv");
        for (String c : List.of("#define MSG \"wire size\"\n_Static_assert(sizeof(struct msg) == 24, MSG);",
                "#define PRE \"pre: \"\n_Static_assert(sizeof(struct msg) == 24, PRE \"wire\");",
                "_Static_assert(sizeof(struct msg) == 24, __FILE__ \": wire size\");",
                "#define M len\n_Static_assert(offsetof(struct msg, M) == 8, \"\");")) {
            String text = DECLARATIONS + c + "\n";
            assertThat(FirstErrors.compiler(dir, List.of("clang", "-target", "x86_64-linux-gnu", "-std=c2x",
                    "-ffreestanding", "-fsyntax-only", "-w"), text)).as("clang takes " + c).isEmpty();
            assertThat(FirstErrors.schemaReadFor(text, x86)).as(c).isEmpty();
            assertThat(FirstErrors.schemaReadFor(text, null)).as(c).isEmpty();
        }
        String designator = DECLARATIONS + "#define M len\n_Static_assert(offsetof(struct msg, M) == 8, \"\");\n";
        assertThat(SchemaParser.parse("c.h", designator, CommandLineMacros.NONE, x86).uncheckedAssertions())
                .extracting(Schema.UncheckedAssertion::reason).containsExactly("static assertion: 'M' is a macro"
                        + " here, which the schema does not replace in offsetof's designator");
        assertThat(FirstErrors.schemaReasonReadFor(DECLARATIONS + "#define MSG \"wire size\"\n"
                + "_Static_assert(sizeof(struct msg) == 32, MSG);\n", x86)).isEqualTo("static assertion failed: MSG:"
                        + " sizeof(struct msg) is 24 under x86_64-sysv, asserted == 32");
    }

    /**
     * A message is string literals only once macros are replaced: clang refuses a macro the file defines as no string
     * ({@code #define BAD 1}) after a string ("expected ')'") or first ("expected string literal for diagnostic
     * message"), at the macro's name, and a number after a string at the number, whether or not the schema can
     * evaluate the condition; it takes a macro that is strings, nothing, or a function-like macro's call, whose # may
     * make a string.
     */
    @Test
    void aMessageMacroThatIsNoStringIsRefusedAtItsNameAsClangRefusesIt() throws Exception {
        Oracle.require("clang", "clang");
        String macros = "#define BAD 1\n#define STR \"b\"\n#define VIA BAD\n#define NONE\n#define Q(x) #x\n";
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), CAbi.of("x86_64-sysv"), List.of(
                macros + "_Static_assert(1, \"a\" BAD);",
                macros + "_Static_assert(1, BAD \"a\");",
                macros + "_Static_assert(1, \"a\" STR VIA);",
                macros + "_Static_assert(1, NONE);",
                macros + "_Static_assert(1, \"a\"  42);",
                macros + "struct S { int s; _Static_assert(1, u8\"a\" BAD); };",
                macros + "_Static_assert(sizeof(1 + 1L) == 8, \"a\" BAD);"), List.of(
                macros + "_Static_assert(1, \"a\" STR);",
                macros + "_Static_assert(1, STR \"a\");",
                macros + "_Static_assert(1, NONE \"a\" NONE STR);",
                macros + "_Static_assert(1, \"a\" Q(BAD) STR);"));
        assertThat(FirstErrors.schemaReasonReadFor("#define BAD 1\n_Static_assert(1, \"a\" BAD);\n", null))
                .isEqualTo("expected ')' after the message of _Static_assert but found '1' (in the expansion of"
                        + " macro 'BAD')");
        assertThat(FirstErrors.schemaReasonReadFor("#define BAD 1\n_Static_assert(1, BAD \"a\");\n", null))
                .isEqualTo("expected a string literal, the message of _Static_assert but found '1' (in the expansion"
                        + " of macro 'BAD')");
    }

    /**
     * A macro whose replacement holds strings and then a token that is none is refused as clang refuses it, expecting
     * the {@code )} after the message, where the schema said a string literal was expected, as if none came first.
     */
    @Test
    void aMessageMacroOfAStringAndThenANumberIsToldTheCloseParenthesisWasExpected() throws Exception {
        Oracle.require("clang", "clang");
        String direct = "#define M \"a\" 1\n_Static_assert(1, M);\n";
        String through = "#define ONE 1\n#define M \"a\" ONE\n_Static_assert(1, M);\n";
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), CAbi.of("x86_64-sysv"),
                List.of(direct, through), List.of());
        for (String source : List.of(direct, through)) {
            assertThat(FirstErrors.schemaReasonReadFor(source, null)).as(source).isEqualTo("expected ')' after the"
                    + " message of _Static_assert but found '1' (in the expansion of macro 'M')");
        }
    }
}
