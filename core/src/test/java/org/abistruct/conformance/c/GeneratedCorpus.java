package org.abistruct.conformance.c;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.abistruct.conformance.c.CEmitter.EmittedFile;
import org.abistruct.type.StructType;

/**
 * Random declarations for one target together with clang's layouts of them (one clang run).
 *
 * @param target the ABI and its clang command
 * @param seed   the generator seed
 * @param types  the declarations, in declaration order
 * @param file   the emitted source with its probes
 * @param dump   every record clang dumped
 * @param clang  by type name, clang's layout and probed sizes
 */
record GeneratedCorpus(CTarget target, long seed, List<StructType> types, EmittedFile file,
                       Map<String, ClangRecordLayout> dump, Map<String, ClangTypeLayout> clang) {

    /** The seed, from {@code -Dabistruct.seed=N} (to replay a failure) or a fixed default. */
    static final long SEED = Long.getLong("abistruct.seed", 20_250_611L);
    /** Types per ABI, from {@code -Dabistruct.cdiff.types=N}. */
    static final int TYPES_PER_ABI = Integer.getInteger("abistruct.cdiff.types", 500);

    /** Generates, emits and runs clang for {@code target} with the configured seed and count. */
    static GeneratedCorpus build(CTarget target) throws IOException, InterruptedException {
        return build(target, SEED, TYPES_PER_ABI);
    }

    static GeneratedCorpus build(CTarget target, long seed, int count) throws IOException, InterruptedException {
        List<StructType> types = new RandomDeclarations(target, seed).generate(count);
        return ofTypes(target, seed, types);
    }

    /** Emits {@code types} (each after the types it contains) and runs clang over them. */
    static GeneratedCorpus ofTypes(CTarget target, long seed, List<StructType> types)
            throws IOException, InterruptedException {
        EmittedFile file = new CEmitter(target).emit(types);
        Map<String, ClangRecordLayout> dump = ClangOracle.layouts(target, file.text());
        return new GeneratedCorpus(target, seed, types, file, dump, ClangTypeLayout.of(types, file, dump));
    }
}
