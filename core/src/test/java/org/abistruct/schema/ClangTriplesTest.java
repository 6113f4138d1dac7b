package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import org.abistruct.abi.CAbi;
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
}
