package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.abi.CAbi;
import org.abistruct.type.ArrayType;
import org.junit.jupiter.api.Test;

/**
 * {@code sizeof} of an expression without a compiler: its values in array sizes read for one C ABI, its refusal read
 * for every ABI, and the messages of what is refused or kept unchecked; clang's verdicts are StaticAssertClangTest's.
 */
class SizeofExpressionTest {
    private static final CAbi X86_64 = CAbi.of("x86_64-sysv");
    private static final CAbi I386 = CAbi.of("i386-sysv");
    private static final String S = "struct s { int a; unsigned f : 3; long arr[3]; struct { short x; } in; };\n";

    private static long length(String text, CAbi abi) {
        Schema schema = SchemaParser.parse("c.h", text, CommandLineMacros.NONE, abi);
        return ((ArrayType) schema.type("V").orElseThrow().members().getFirst().type()).length();
    }

    /**
     * An undeclared name in an index is refused in a static assertion read for one C ABI, at the name, as clang and gcc
     * refuse it, where the assertion was kept unchecked; read for every ABI, sizeof keeps it unchecked first.
     */
    @Test
    void anUnknownNameInAnIndexIsRefusedInAStaticAssertionToo() {
        String text = "struct N { int arr[4]; };\n_Static_assert(sizeof(((struct N *)0)->arr[nope]) == 4, \"\");\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEqualTo("2:44");
        assertThat(FirstErrors.schemaReasonReadFor(text, X86_64)).isEqualTo("static assertion: unknown name 'nope' in"
                + " the index of sizeof's operand: no type, enumeration constant or variable of that name is declared"
                + " before");
        assertThat(SchemaParser.parse("c.h", text).uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason)
                .containsExactly("static assertion: sizeof depends on the ABI, and a schema is laid out under every"
                        + " ABI; write the number (a file read for one C ABI takes it)");
    }

    /** A parameter list the schema keeps as written does not hide it either, as clang refuses it there too. */
    @Test
    void anUnknownNameInAnIndexIsRefusedInAParameterList() {
        String unknown = "struct N { int arr[4]; };\ntypedef void F(int a[sizeof(((struct N *)0)->arr[nope])]);\n";
        String parameter = "struct N { int arr[4]; };\n"
                + "typedef void F(int n, int a[sizeof(((struct N *)0)->arr[n])]);\nstruct V { F *f; };\n";

        assertThat(FirstErrors.schemaReadFor(unknown, X86_64)).isEqualTo("2:50"); // at the name, as clang and gcc
        assertThat(SchemaParser.parse("c.h", parameter, CommandLineMacros.NONE, X86_64).type("V")).isPresent();
    }

    @Test
    void anArrayMembersWholeSizeIsItsAbisInAnArraySize() {
        String text = S + "struct V { char v[sizeof(((struct s *)0)->arr)]; };\n";

        assertThat(length(text, X86_64)).isEqualTo(24);
        assertThat(length(text, I386)).isEqualTo(12);
    }

    @Test
    void aSubscriptOfAGnuVectorIsItsComponentAsInClang() {
        String text = "typedef short v4s __attribute__((vector_size(8)));\nstruct s { v4s v; };\n"
                + "struct V { char v[sizeof(((struct s *)0)->v[1]) * 3]; };\n";

        assertThat(length(text, X86_64)).isEqualTo(6);
    }

    @Test
    void anIndexIsNotEvaluatedSoAVariableMayBeOneAsInClang() {
        String variable = S + "extern int n;\nstruct V { char v[sizeof(((struct s *)0)->arr[n + ((struct s *)0)->a])];"
                + " };\n";
        String unknown = S + "struct V { char v[sizeof(((struct s *)0)->arr[m])]; };\n";

        assertThat(length(variable, X86_64)).isEqualTo(8);
        assertThat(FirstErrors.schemaReadFor(unknown, X86_64)).isEqualTo("2:47"); // at the name, as clang says
        assertThat(FirstErrors.schemaReasonReadFor(unknown, X86_64)).isEqualTo("array size of 'v': unknown name 'm' in"
                + " the index of sizeof's operand: no type, enumeration constant or variable of that name is declared"
                + " before");
    }

    @Test
    void aNameAfterAGreaterThanInAnIndexMustBeDeclaredAsOnlyArrowNamesAMember() {
        String greater = S + "struct V { char v[sizeof(((struct s *)0)->arr[1 > y])]; };\n";
        String arrow = S + "struct V { char v[sizeof(((struct s *)0)->arr[1 > ((struct s *)0)->a])]; };\n";

        assertThat(FirstErrors.schemaReadFor(greater, X86_64)).isEqualTo("2:51"); // at the name, as clang says
        assertThat(FirstErrors.schemaReasonReadFor(greater, X86_64)).startsWith("array size of 'v': unknown name 'y'");
        assertThat(length(arrow, X86_64)).isEqualTo(8);
    }

    @Test
    void anObjectLikeMacroMayHoldTheOperand() {
        String text = S + "#define X_SIZE sizeof(((struct s *)0)->in.x)\nstruct V { char v[X_SIZE * 3]; };\n";

        assertThat(length(text, X86_64)).isEqualTo(6);
    }

    @Test
    void readForEveryAbiItDependsOnTheAbiAsSizeofOfATypeDoes() {
        String array = S + "struct V { char v[sizeof(((struct s *)0)->a)]; };\n";
        assertThat(FirstErrors.schemaReasonReadFor(array, null)).isEqualTo("array size of 'v': sizeof depends on the"
                + " ABI, and a schema is laid out under every ABI; write the number (a file read for one C ABI takes"
                + " it)");

        Schema schema = SchemaParser.parse("c.h", S + "_Static_assert(sizeof 'a' == 4, \"\");\n");
        assertThat(schema.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason).containsExactly(
                "static assertion: sizeof depends on the ABI, and a schema is laid out under every ABI; write the"
                        + " number (a file read for one C ABI takes it)");
    }

    @Test
    void sizeofOfABitfieldIsRefusedAtItsOperandAsClangRefusesIt() {
        String parenthesised = S + "_Static_assert(sizeof(((struct s *)0)->f) == 4, \"\");\n";
        String bare = S + "_Static_assert(sizeof ((struct s *)0)->f == 4, \"\");\n";

        assertThat(FirstErrors.schemaReadFor(parenthesised, X86_64)).isEqualTo("2:22");
        assertThat(FirstErrors.schemaReasonReadFor(parenthesised, X86_64))
                .isEqualTo("static assertion: invalid application of 'sizeof' to bit-field 'f'");
        assertThat(FirstErrors.schemaReadFor(bare, X86_64)).isEqualTo("2:40");
    }

    @Test
    void aMemberThatIsNotThereIsRefusedAtItsName() {
        String text = S + "struct V { char v[sizeof(((struct s *)0)->in.y)]; };\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEqualTo("2:46");
        assertThat(FirstErrors.schemaReasonReadFor(text, X86_64))
                .isEqualTo("array size of 'v': no member named 'y' in 'struct s::in'");
    }

    @Test
    void theMessagesSpellTheTypesAsCDoes() {
        String pointer = S + "typedef struct s S;\nstruct V { char v[sizeof(((S *)0).a)]; };\n";
        String struct = S + "struct V { char v[sizeof(((struct s *)0)->in->x)]; };\n";
        String flexible = "struct f { int n; char tail[]; };\nstruct V { char v[sizeof(((struct f *)0)->tail)]; };\n";

        assertThat(FirstErrors.schemaReasonReadFor(pointer, X86_64)).isEqualTo("array size of 'v': member reference"
                + " type 'S *' is a pointer; did you mean to use '->'?");
        assertThat(FirstErrors.schemaReasonReadFor(struct, X86_64)).isEqualTo("array size of 'v': member reference"
                + " type 'struct s::in' is not a pointer; did you mean to use '.'?");
        assertThat(FirstErrors.schemaReasonReadFor(flexible, X86_64)).isEqualTo("array size of 'v': invalid"
                + " application of 'sizeof' to an incomplete type 'char[]'");
    }

    @Test
    void anUnknownTypeNameIsKeptUncheckedSayingItIsUnknown() {
        Schema schema = SchemaParser.parse("c.h", "typedef unsigned uint_t;\n"
                + "_Static_assert(sizeof(unit_t) == 4, \"\");\n_Static_assert(sizeof(unknown_t) == 4, \"\");\n",
                CommandLineMacros.NONE, X86_64);

        assertThat(schema.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason).containsExactly(
                "static assertion: sizeof of unknown type or name 'unit_t': no type, enumeration constant or variable"
                        + " of that name is declared before (did you mean 'uint_t'?)",
                "static assertion: sizeof of unknown type or name 'unknown_t': no type, enumeration constant or"
                        + " variable of that name is declared before");
    }

    @Test
    void whatIsNotReadIsNamed() {
        Schema schema = SchemaParser.parse("c.h", S + "_Static_assert(sizeof \"\\u00e9\" == 3, \"\");\n"
                + "_Static_assert(sizeof sizeof(int) == 8, \"\");\n_Static_assert(sizeof(-1) == 4, \"\");\n"
                + "_Static_assert(sizeof(_Alignof(int)) == 8, \"\");\n", CommandLineMacros.NONE, X86_64);

        assertThat(schema.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason).containsExactly(
                "static assertion: sizeof of a string literal with the escape '\\u' is not read",
                "static assertion: sizeof of an expression with 'sizeof' is not read; write sizeof(type)",
                "static assertion: sizeof of an expression with '-' is not read; write sizeof(type)",
                "static assertion: sizeof of an expression with '_Alignof' is not read; write sizeof(type)");
    }

    @Test
    void aWideLiteralJoinedToAPlainOneIsKeptUncheckedAsAWideOneIs() {
        // C joins "a" L"b" into a wide literal, which clang takes: its size depends on wchar_t
        Schema schema = SchemaParser.parse("c.h", "_Static_assert(sizeof \"a\" L\"b\" == 12, \"\");\n",
                CommandLineMacros.NONE, X86_64);

        assertThat(schema.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason).containsExactly(
                "static assertion: sizeof of a wide or UTF literal (L\"b\") is not read; write sizeof of its type");
    }

    @Test
    void stringLiteralsFromMacrosAreJoinedAsWrittenOnes() {
        String text = "#define STR \"abc\"\nstruct V { char v[sizeof STR STR]; };\n";

        assertThat(length(text, X86_64)).isEqualTo(7);
    }

    @Test
    void aStringLiteralFromAMacroAfterAWrittenOneIsNamedAsFromTheMacro() {
        String define = "#define E \"\\u00e9\"\n";
        String after = define + "struct V { char v[sizeof(\"a\" E)]; };\n";
        String first = define + "struct V { char v[sizeof(E \"a\")]; };\n";
        Schema asserted = SchemaParser.parse("c.h", define + "_Static_assert(sizeof \"a\" E == 3, \"\");\n",
                CommandLineMacros.NONE, X86_64);

        // at the use of E, which holds the literal, as clang names a token from a macro
        assertThat(FirstErrors.schemaReadFor(after, X86_64)).isEqualTo("2:30");
        assertThat(FirstErrors.schemaReasonReadFor(after, X86_64)).isEqualTo("array size of 'v': sizeof of a string"
                + " literal with the escape '\\u' is not read (in the expansion of macro 'E')");
        assertThat(FirstErrors.schemaReasonReadFor(first, X86_64)).endsWith("(in the expansion of macro 'E')");
        assertThat(asserted.uncheckedAssertions()).extracting(Schema.UncheckedAssertion::reason).containsExactly(
                "static assertion: sizeof of a string literal with the escape '\\u' is not read (in the expansion of"
                        + " macro 'E')");
    }

    @Test
    void aStringLiteralsBytesCountEachEscapeOnceAndEachCharacterInUtf8() {
        assertThat(StringLiteralBytes.of("\"abc\"")).isEqualTo(3);
        assertThat(StringLiteralBytes.of("\"\\x41\\101\\0\\n\\\\\"")).isEqualTo(5);
        assertThat(StringLiteralBytes.of("\"\\1234\"")).isEqualTo(2); // an octal escape has at most 3 digits
        assertThat(StringLiteralBytes.of("\"é\"")).isEqualTo(2);
    }
}
