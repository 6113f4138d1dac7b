package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The signedness of plain {@code char} a C ABI holds ({@link CAbi#charSigned()}), held to clang on every built-in C
 * ABI's target: it is signed where clang does not define {@code __CHAR_UNSIGNED__}, and a file read for the ABI gives
 * plain {@code char} constants, casts and enumerators the values clang gives them there.
 */
class CharSignednessClangTest {
    /** Sized by plain char values only one signedness holds: each array's length differs between the two. */
    static final String VALUES = """
            const char K = -1;
            typedef char C;
            enum F : C { A = 100, B };
            struct H { char a[K + 130]; char b[(char) 200 + 100]; char c[(C) -1 + 2]; char d[B]; };
            """;

    /** An enumerator of a fixed char type that only an unsigned char holds: clang refuses it where char is signed. */
    static final String TWO_HUNDRED = "enum E : char { A = 200 };\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void signedWhereClangDoesNotDefineCharUnsigned(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        String defined = FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"),
                "#ifdef __CHAR_UNSIGNED__\n#error unsigned\n#endif\n");
        assertThat(CAbi.of(abiId).charSigned()).as(triple).contains(defined.isEmpty());
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiPlainCharHasItsSignedness(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        long size = ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, VALUES, target).byteSize();
        assertThat(size).isEqualTo(target.charSigned().orElseThrow() ? 129 + 44 + 1 + 101 : 385 + 300 + 257 + 101);
        // refused at the enumerator where clang refuses it, taken where it takes it; clang's Windows targets take every
        // value out of range, cut to the type, as a Microsoft extension, which the schema refuses for every type
        String schema = FirstErrors.schemaReadFor(TWO_HUNDRED, target);
        assertThat(schema).isEqualTo(target.charSigned().orElseThrow() ? "1:17" : "");
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), TWO_HUNDRED))
                .isEqualTo(abiId.contains("msvc") ? "" : schema);
    }

    @Test
    void aNegativeEnumeratorOfAnUnsignedCharIsRefusedAsInAnUnsignedType() {
        // C23 and GCC refuse it, and clang takes it with the same bits, as for uint8_t
        String negative = "enum E : char { A = -1 };\n";
        assertThat(FirstErrors.schemaReasonReadFor(negative, CAbi.of("aarch64")))
                .isEqualTo("value -1 of 'A' does not fit in char, the underlying type of 'enum E'");
        assertThat(FirstErrors.schemaReasonReadFor(negative, CAbi.of("x86_64-sysv"))).isEmpty();
    }

    @Test
    void anAbiBuiltWithoutItRefusesAValueOnlyOneSignednessHoldsAndOneBuiltWithItTakesIt() throws Exception {
        CAbi scratch = CAbi.builder().id("scratch").build();
        assertThat(scratch.charSigned()).isEmpty();
        // a const and an enumerator name the ABI and the builder method as a cast does, at the use
        String unknown = "char (whose signedness the C ABI 'scratch' does not know; build it with"
                + " CAbi.Builder.charSigned(...) to give it)";
        assertThat(FirstErrors.schemaReasonReadFor(VALUES, scratch)).endsWith("value -1 of 'K' does not fit in "
                + unknown);
        assertThat(FirstErrors.schemaReadFor(VALUES, scratch)).isEqualTo("4:19");
        String enumerator = "enum E : char { A = 200 };\nstruct S { char a[A]; };";
        assertThat(FirstErrors.schemaReasonReadFor(enumerator, scratch)).endsWith("value 200 of 'A' does not fit in "
                + unknown);
        assertThat(FirstErrors.schemaReadFor(enumerator, scratch)).isEqualTo("2:19");
        // read for every ABI, no builder method would help
        assertThat(FirstErrors.schemaReasonReadFor(enumerator, null)).endsWith("value 200 of 'A' does not fit in char"
                + " (whose signedness depends on the ABI)");
        assertThat(FirstErrors.schemaReasonReadFor("struct S { char a[(char) 200]; };", scratch)).endsWith("(char)"
                + " 200 is -56 where char is signed but 200 where it is unsigned, which the C ABI 'scratch' does not know"
                + " (build it with CAbi.Builder.charSigned(...) to give it); cast to signed char or unsigned char");
        assertThat(FirstErrors.schemaReasonReadFor("struct S { char a[(char) 100]; };", scratch)).isEmpty();
        // a copy keeps its base's; one built with it has it, as clang for a target of that signedness
        for (CAbi built : List.of(CAbi.of("aarch64").toBuilder().id("mine").build(),
                CAbi.builder().id("mine").charSigned(false).build())) {
            assertThat(built.charSigned()).contains(false);
            assertThat(built.layout(SchemaParser.parse("c.h", VALUES, CommandLineMacros.NONE, built).types().getLast())
                    .byteSize()).isEqualTo(385 + 300 + 257 + 101);
        }
        CAbi signed = CAbi.builder().id("mine").charSigned(true).build();
        assertThat(FirstErrors.schemaReadFor(TWO_HUNDRED, signed)).isEqualTo("1:17");
        if (Oracle.onPath("clang")) {
            for (var e : List.of(List.of("aarch64-linux-gnu", "false"), List.of("x86_64-linux-gnu", "true"))) {
                CAbi built = CAbi.builder().id("mine").charSigned(Boolean.parseBoolean(e.get(1))).build();
                assertThat(ClangStaticAsserts.ofStructsNamedH(VALUES, VALUES, built, built).failures(e.get(0),
                        "-std=gnu11")).as(e.get(0)).isEmpty();
            }
        }
    }
}
