package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import org.abistruct.abi.BitfieldRule;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.StdintTypes;
import org.abistruct.abi.VaList;
import org.abistruct.abi.VectorAlignment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ClangTriplesTest {

    /** The targets the clang conformance tests lay each built-in C ABI out on. */
    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void eachBuiltInCAbiPreprocessesForTheTargetItsClangTestsUse(String triple, String abiId) {
        assertThat(ClangTriples.targetOption(CAbi.of(abiId))).isEqualTo("-target " + triple + " ");
    }

    @Test
    void aDerivedAbiPreprocessesForItsBaseAndOneOfNoTargetForNone() {
        assertThat(ClangTriples.targetOption(CAbi.of("x86_64-msvc").withPack(2))).isEqualTo("-target x86_64-pc-windows-msvc ");
        assertThat(ClangTriples.targetOption(CAbi.of("aarch64-apple").withByteOrder(ByteOrder.BIG_ENDIAN)))
                .isEqualTo("-target arm64-apple-macos ");
        // pack(1) over x86-64 Linux, but a wire format's header is the user's to preprocess
        assertThat(ClangTriples.targetOption(CAbi.of("packed"))).isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.of("network"))).isEmpty();
        assertThat(ClangTriples.targetOption(null)).isEmpty();
    }

    /**
     * An ABI with an id of the user's own preprocesses for the built-in C ABI whose data model and target facts it has
     * (pack and byte order aside): a copy, derived or not, or one built from scratch with them.
     */
    @Test
    void anAbiOfTheUsersOwnIdPreprocessesForTheBuiltInAbiWhoseFactsItHas() {
        assertThat(ClangTriples.targetOption(CAbi.of("aarch64").toBuilder().id("my-a64").build()))
                .isEqualTo("-target aarch64-linux-gnu ");
        assertThat(ClangTriples.targetOption(CAbi.of("i386-msvc").toBuilder().id("win32").build().withPack(4)))
                .isEqualTo("-target i686-pc-windows-msvc ");
        assertThat(ClangTriples.targetOption(CAbi.of("s390x").toBuilder().id("z-le").byteOrder(ByteOrder.LITTLE_ENDIAN)
                .build())).isEqualTo("-target s390x-linux-gnu ");
        assertThat(ClangTriples.targetOption(CAbi.builder().id("my-arm").longSize(4).pointerSize(4).longDouble(8, 8)
                .bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS).charSigned(false).vaList(VaList.ARM)
                .alignedDefault(8).vectorAlignment(VectorAlignment.atMost(8)).stdintTypes(StdintTypes.ILP32).build()))
                .isEqualTo("-target armv7a-linux-gnueabihf ");
    }

    /**
     * One whose facts are no built-in C ABI's gets no {@code -target}, whatever its id begins with: built from scratch
     * without them, a copy that no longer knows one (its char's signedness) or with another data model ({@code long}
     * of 4 bytes, which drops the stdint types), or all facts known but one changed; and a copy of a wire format.
     */
    @Test
    void anAbiWhoseFactsAreNoBuiltInAbisGetsNoTarget() {
        assertThat(ClangTriples.targetOption(CAbi.builder().id("mine").build())).isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.builder().id("aarch64-mine").build())).isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.of("arm32").toBuilder().id("my-arm").charSigned(null).build()))
                .isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.of("x86_64-sysv").toBuilder().id("x86_64-ilp32").longSize(4)
                .build())).isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.of("riscv64").toBuilder().id("rv")
                .alignedDefault(8).build())).isEmpty();
        assertThat(ClangTriples.targetOption(CAbi.of("network").withPack(2))).isEmpty();
    }
}
