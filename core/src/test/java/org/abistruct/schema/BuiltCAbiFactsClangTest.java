package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.BitfieldRule;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.VaList;
import org.abistruct.abi.VectorAlignment;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The target facts a C ABI holds ({@link CAbi#vaList()}, {@link CAbi#alignedDefault()}, {@link CAbi#vectorAlignment()})
 * in an ABI a user builds: a copy of a built-in one with an id of its own reads every file as its base does, and as
 * clang reads it for the base's target; one built from scratch refuses what needs a fact it was not given, naming the
 * builder method, and reads with the facts it was given, as clang does for the target they are.
 */
class BuiltCAbiFactsClangTest {
    /** Each fact once: a va_list member, aligned without a value, vectors every target lays out alike. */
    private static final String FACTS = """
            typedef __builtin_va_list V;
            struct HA { char c; V v; int after; };
            struct HB { char c; } __attribute__((aligned));
            typedef float F2 __attribute__((vector_size(8)));
            typedef float F4 __attribute__((vector_size(16), aligned(16)));
            struct HC { char c; F2 f; char d; F4 g; };
            """;

    @TempDir
    Path dir;

    /** Every case of the va_list, default alignment and vector_size tests, taken or refused, and {@link #FACTS}. */
    private static List<String> cases() {
        var cases = new ArrayList<String>();
        cases.add(FACTS);
        cases.add("struct H { char c; } __attribute__((aligned));\nstruct I { char c; int i __attribute__((__aligned__)); };");
        cases.addAll(GnuModeAndVaListClangTest.LAID_OUT);
        cases.addAll(GnuVectorSizeClangTest.LAID_OUT);
        cases.addAll(GnuVectorSizeClangTest.NOT_ON_MICROSOFT);
        cases.addAll(GnuVectorSizeClangTest.SCHEMA_REFUSES.keySet());
        return cases;
    }

    /** Each built-in C ABI, and ABIs derived from some with a pack or byte order. */
    static Stream<CAbi> bases() {
        return Stream.concat(GnuVectorSize.builtInCAbis().stream(), Stream.of(CAbi.of("x86_64-msvc").withPack(2),
                CAbi.of("s390x").withPack(4), CAbi.of("aarch64").withByteOrder(ByteOrder.BIG_ENDIAN)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bases")
    void aCopyWithAnIdOfItsOwnReadsAsItsBase(CAbi base) {
        // an id that does not name the base, which the schema must not look at
        CAbi copy = base.toBuilder().id("my-target").build();
        assertThat(copy.vaList()).isEqualTo(base.vaList()).isPresent();
        assertThat(copy.alignedDefault()).isEqualTo(base.alignedDefault()).isPresent();
        assertThat(copy.vectorAlignment()).isEqualTo(base.vectorAlignment()).isPresent();
        int laidOut = 0;
        for (String c : cases()) {
            String reason = FirstErrors.schemaReasonReadFor(c, base);
            assertThat(FirstErrors.schemaReasonReadFor(c, copy).replace(copy.id(), base.id())).as(c).isEqualTo(reason);
            if (reason.isEmpty()) {
                List<StructType> types = SchemaParser.parse("c.h", c, CommandLineMacros.NONE, base).types();
                assertThat(SchemaParser.parse("c.h", c, CommandLineMacros.NONE, copy).types()).as(c).isEqualTo(types);
                for (StructType t : types) {
                    assertThat(copy.layout(t).toString().replace(copy.id(), base.id())).as(c)
                            .isEqualTo(base.layout(t).toString());
                }
                laidOut++;
            }
        }
        assertThat(laidOut).isGreaterThan(10);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void aCopyLaysOutAsClangForItsBasesTarget(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi copy = CAbi.of(abiId).toBuilder().id("my-target").build();
        ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, FACTS, copy);
    }

    @Test
    void oneBuiltFromScratchRefusesWhatNeedsAFactItWasNotGivenNamingTheBuilderMethod() {
        CAbi scratch = CAbi.builder().id("scratch").build();
        assertThat(scratch.vaList()).isEmpty();
        assertThat(scratch.alignedDefault()).isEmpty();
        assertThat(scratch.vectorAlignment()).isEmpty();
        assertThat(FirstErrors.schemaReasonReadFor("struct S { __builtin_va_list v; };", scratch))
                .contains("'__builtin_va_list' of the C ABI 'scratch' is not known")
                .contains("CAbi.Builder.vaList(...)");
        assertThat(FirstErrors.schemaReasonReadFor("struct S { char c; } __attribute__((aligned));", scratch))
                .contains("the C ABI 'scratch' does not know").contains("CAbi.Builder.alignedDefault(...)");
        assertThat(FirstErrors.schemaReasonReadFor("typedef float F2 __attribute__((vector_size(8)));", scratch))
                .contains("vectors on the C ABI 'scratch' is not known").contains("CAbi.Builder.vectorAlignment(...)");
        // a pointer to va_list and a typedef of it need no layout
        assertThat(FirstErrors.schemaReasonReadFor("typedef __builtin_va_list V;\nstruct S { V *p; };", scratch))
                .isEmpty();
        // given one fact, it still lacks the others
        CAbi some = CAbi.builder().id("some").vaList(VaList.X86_64_SYSV).build();
        assertThat(FirstErrors.schemaReasonReadFor("struct S { __builtin_va_list v; };", some)).isEmpty();
        assertThat(FirstErrors.schemaReasonReadFor(FACTS, some)).contains("CAbi.Builder.alignedDefault(...)");
    }

    /**
     * ABIs built from scratch with the facts of a target, each with that target's clang triple: x86-64 Linux, and
     * 32-bit Arm Linux, whose facts are all unlike x86-64's.
     */
    static Stream<Arguments> builtFromScratch() {
        return Stream.of(
                Arguments.of("x86_64-linux-gnu", CAbi.builder().id("my-x86-64")
                        .vaList(VaList.X86_64_SYSV).alignedDefault(16)
                        .vectorAlignment(VectorAlignment.SIZE.withGccLimit(16)).build()),
                Arguments.of("armv7a-linux-gnueabihf", CAbi.builder().id("my-arm")
                        .longSize(4).pointerSize(4).longDouble(8, 8).bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS)
                        .vaList(VaList.ARM).alignedDefault(8).vectorAlignment(VectorAlignment.atMost(8)).build()));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("builtFromScratch")
    void oneBuiltFromScratchWithTheFactsReadsWithThem(String triple, CAbi built) throws Exception {
        String wide = "typedef double D4 __attribute__((vector_size(32)));\nstruct HD { char c; D4 d; };\n";
        if (built.id().equals("my-x86-64")) {
            // the GCC limit given refuses what GCC without AVX aligns otherwise than clang
            assertThat(FirstErrors.schemaReasonReadFor(wide, built)).contains("GCC aligns a 32-byte vector to 16");
        } else {
            assertThat(FirstErrors.schemaReasonReadFor(wide, built)).isEmpty();
        }
        String source = built.id().equals("my-x86-64") ? FACTS : FACTS + wide;
        assertThat(FirstErrors.schemaReasonReadFor(source, built)).isEmpty();
        Oracle.require("clang", "clang");
        ClangStaticAsserts.assertLaidOutAsClangFor(triple, "", source, built);
    }
}
