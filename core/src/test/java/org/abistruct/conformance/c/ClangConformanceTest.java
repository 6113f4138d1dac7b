package org.abistruct.conformance.c;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Differential test of the C ABIs and OpenCL C against clang: hundreds of seeded random declarations per
 * ABI, each laid out by {@link Abi#of(String)} and by clang ({@code -fdump-record-layouts-simple}), compared
 * in size, alignment, every member's offset (bit offset for bitfields) and size, array dimensions and
 * strides, matrix strides and nested struct sizes.
 *
 * <p>Replay a failure with {@code -Dabistruct.seed=N}; change the count with {@code -Dabistruct.cdiff.types=N}.
 */
@Tag("conformance")
class ClangConformanceTest {
    /** How many disagreeing types a failure message shows in full. */
    private static final int SHOWN = 10;

    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.CTarget#IDS")
    void randomDeclarationsAgreeWithClang(String abiId) throws Exception {
        ClangOracle.require();
        CTarget target = CTarget.of(abiId);
        GeneratedCorpus corpus = GeneratedCorpus.build(target);
        Abi abi = Abi.of(abiId);
        var emitter = new CEmitter(target);

        var failures = new ArrayList<String>();
        for (StructType type : corpus.types()) {
            List<String> differences;
            try {
                StructLayout layout = abi.layout(type);
                differences = LayoutComparison.differences(type, corpus.clang().get(type.name()), corpus.dump(), layout);
            } catch (RuntimeException e) {
                differences = List.of("engine threw " + e);
            }
            if (!differences.isEmpty()) {
                failures.add(describe(corpus, emitter, type, differences));
            }
        }
        int agree = corpus.types().size() - failures.size();
        System.out.println(abiId + ": " + agree + " of " + corpus.types().size() + " types agree with clang (seed "
                + corpus.seed() + ")");
        if (!failures.isEmpty()) {
            fail(abiId + ": " + failures.size() + " of " + corpus.types().size() + " types disagree with clang (seed "
                    + corpus.seed() + "; replay with -Dabistruct.seed=" + corpus.seed() + "). First "
                    + Math.min(SHOWN, failures.size()) + ":\n\n"
                    + String.join("\n", failures.subList(0, Math.min(SHOWN, failures.size()))));
        }
    }

    private static String describe(GeneratedCorpus corpus, CEmitter emitter, StructType type, List<String> differences) {
        return "--- " + type.kind() + " " + type.name() + " (seed " + corpus.seed() + ", ABI " + corpus.target().abiId()
                + ", clang " + String.join(" ", corpus.target().clangOptions()) + ")\n"
                + emitter.declarationWithDependencies(type)
                + "    " + String.join("\n    ", differences) + "\n";
    }
}
