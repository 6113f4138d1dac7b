package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.CAbi;

/**
 * clang for IBM Z aligns a vector over 8 bytes to 8 with the vector facility ({@code -march=z13}), as GCC for IBM Z
 * does, and to its size for its default CPU, which the schema therefore refuses unless an {@code aligned(N)} on the
 * vector's typedef decides: the facts GnuVectorSizeClangTest and ExtVectorTypeClangTest hold it to, each with its own
 * vector attribute.
 */
final class IbmZVectorFacility {
    /** clang for IBM Z with the vector facility. */
    static final List<String> Z13 = List.of("clang", "-target", "s390x-linux-gnu", "-march=z13", "-std=gnu11",
            "-fsyntax-only", "-w");

    private IbmZVectorFacility() {
    }

    /**
     * Asserts that clang aligns {@code vector}'s struct {@code H}, whose member {@code e} is a 16-byte vector, to 8
     * with the vector facility and to 16 without, that the schema read for {@code s390x} refuses it for
     * {@code reason}, and that {@code decided}, whose vectors' typedefs each have an {@code aligned(N)}, is laid out
     * by the schema as clang lays it out with the vector facility and without.
     */
    static void assertDecidedOnlyByAligned(Path dir, String vector, String reason, String decided)
            throws IOException, InterruptedException {
        assertThat(FirstErrors.compiler(dir, Z13, vector + "_Static_assert(_Alignof(struct H) == 8, \"z13's\");\n"))
                .isEmpty();
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("s390x-linux-gnu", "gnu11"),
                vector + "_Static_assert(_Alignof(struct H) == 16, \"clang's\");\n")).isEmpty();
        assertThat(FirstErrors.schemaReasonReadFor(vector, CAbi.of("s390x"))).contains(reason);
        ClangStaticAsserts facts = ClangStaticAsserts.ofStructsNamedH(decided, decided, CAbi.of("s390x"),
                CAbi.of("s390x"));
        assertThat(facts.size()).isPositive();
        assertThat(facts.failuresUnder(Z13)).isEmpty();
        assertThat(facts.failures("s390x-linux-gnu", "-std=gnu11")).isEmpty();
    }
}
