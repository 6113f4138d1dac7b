package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.abi.CAbi;
import org.junit.jupiter.api.Test;

/** What a false or malformed static assertion's error says, and where; clang's verdicts are StaticAssertClangTest's. */
class StaticAssertionTest {
    private static final CAbi X86_64 = CAbi.of("x86_64-sysv");

    @Test
    void aFalseComparisonGivesItsSidesValuesAndTheAbi() {
        String text = "struct msg { int a; long len; };\n_Static_assert(sizeof(struct msg) == 24, \"wire size\");\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEqualTo("2:1");
        assertThat(FirstErrors.schemaReasonReadFor(text, X86_64)).isEqualTo(
                "static assertion failed: \"wire size\": sizeof(struct msg) is 16 under x86_64-sysv, asserted == 24");
    }

    @Test
    void aRightSideThatIsNoPlainNumberIsGivenItsValue() {
        assertThat(FirstErrors.schemaReasonReadFor("enum { X = 3 };\n#define Y (X + 1)\nstatic_assert(X >= Y);\n",
                null)).isEqualTo("static assertion failed: X is 3, asserted >= Y, which is 4");
    }

    @Test
    void aConditionThatIsNoComparisonIsGivenAsWritten() {
        assertThat(FirstErrors.schemaReasonReadFor("enum { X = 3 };\n_Static_assert(X - 3, u8\"m\" \"n\");\n", null))
                .isEqualTo("static assertion failed: u8\"m\" \"n\": 'X - 3' is 0");
    }

    @Test
    void aMissingCommaIsReportedJustAfterTheCondition() {
        String text = "_Static_assert(1 \"m\");\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEqualTo("1:17");
        assertThat(FirstErrors.schemaReasonReadFor(text, X86_64))
                .isEqualTo("expected ',' or ')' after the condition of _Static_assert but found '\"m\"'");
    }

    @Test
    void anAssertionInAConditionalTheFileDoesNotDecideIsPassedOver() {
        String text = "#ifdef _WIN32\n_Static_assert(0, \"never here\");\n#endif\nstruct S { int a; };\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEmpty();
        assertThat(SchemaParser.parse("c.c", text).uncheckedAssertions()).isEmpty();
    }

    @Test
    void offsetofOfABitfieldIsRefusedAtTheMemberAsClangRefusesIt() {
        String text = "struct B { char c; unsigned f : 3; };\n_Static_assert(offsetof(struct B, f) == 0, \"\");\n";

        assertThat(FirstErrors.schemaReadFor(text, X86_64)).isEqualTo("2:35");
        assertThat(FirstErrors.schemaReasonReadFor(text, X86_64))
                .isEqualTo("static assertion: cannot compute offset of bit-field 'f'");
    }

    /** The sides' values are those compared, after C's conversions: -1 against a size_t is 2^64 - 1, as clang has it. */
    @Test
    void aSideConvertedToUnsignedIsGivenItsConvertedValue() {
        assertThat(FirstErrors.schemaReasonReadFor("_Static_assert(-1 < sizeof(int), \"neg\");\n", X86_64))
                .isEqualTo("static assertion failed: \"neg\": -1 is 18446744073709551615 under x86_64-sysv,"
                        + " asserted < sizeof(int), which is 4");
        assertThat(FirstErrors.schemaReasonReadFor("_Static_assert(-1 > 0, \"\");\n", X86_64))
                .isEqualTo("static assertion failed: \"\": -1 is -1 under x86_64-sysv, asserted > 0");
    }

    /** A condition written in parentheses is quoted without them, as clang quotes it, so that its sides pair up. */
    @Test
    void aParenthesisedConditionIsQuotedWithoutItsParentheses() {
        assertThat(FirstErrors.schemaReasonReadFor("struct S { int a; };\n_Static_assert(((sizeof(struct S) == 8)),"
                + " \"p\");\n", X86_64)).isEqualTo("static assertion failed: \"p\": sizeof(struct S) is 4 under"
                        + " x86_64-sysv, asserted == 8");
        assertThat(FirstErrors.schemaReasonReadFor("enum { X = 3 };\n_Static_assert((X) - (3), \"\");\n", null))
                .isEqualTo("static assertion failed: \"\": '(X) - (3)' is 0");
    }

    /** A message may be a macro from a header the schema does not read; one that holds no string or name is refused. */
    @Test
    void aMessageMayNameAMacroTheSchemaDoesNotKnow() {
        assertThat(FirstErrors.schemaReadFor("_Static_assert(1, HEADER_MESSAGE);\nstruct S { int a; };\n", X86_64))
                .isEmpty();
        assertThat(FirstErrors.schemaReasonReadFor("_Static_assert(0, HEADER_MESSAGE \"!\");\n", X86_64))
                .isEqualTo("static assertion failed: HEADER_MESSAGE \"!\": '0' is 0 under x86_64-sysv");
        assertThat(FirstErrors.schemaReasonReadFor("_Static_assert(1, 42);\n", X86_64))
                .isEqualTo("expected a string literal, the message of _Static_assert but found '42'");
    }

    /**
     * Read for every ABI, a comparison false whatever the width of {@code long} is refused, though one side's value
     * depends on that width: {@code 0UL - 1} is 2^64 - 1 or 2^32 - 1, never 0, and every compiler refuses it.
     */
    @Test
    void aComparisonFalseUnderEveryWidthOfLongIsRefusedThoughASideDependsOnIt() {
        String text = "_Static_assert((0UL - 1) == 0, \"wrap\");\nstruct S { int a; };\n";

        assertThat(FirstErrors.schemaReadFor(text, null)).isEqualTo("1:1");
        assertThat(FirstErrors.schemaReasonReadFor(text, null))
                .isEqualTo("static assertion failed: \"wrap\": '(0UL - 1) == 0' is 0");
        assertThat(SchemaParser.parse("c.h", text.replace("==", "!=")).uncheckedAssertions()).isEmpty();
    }
}
