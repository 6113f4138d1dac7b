package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Differential test of the std140, std430 and scalar ABIs against glslangValidator + spirv-cross: a
 * seeded generator makes hundreds of struct types per layout, one shader declares them all, and every
 * size, alignment, member offset, array dimension and stride, matrix stride and matrix order the engine
 * computes must equal the reflected SPIR-V.
 *
 * <p>System properties: {@code abistruct.glsl.seed} (default {@value #DEFAULT_SEED}),
 * {@code abistruct.glsl.count} types per layout (default {@value #DEFAULT_COUNT}).
 */
@Tag("conformance")
class GlslConformanceTest {
    static final long DEFAULT_SEED = 20250611L;
    static final int DEFAULT_COUNT = 500;
    private static final int REPORTED_FAILURES = 10;

    @TempDir
    Path dir;

    @BeforeAll
    static void tools() {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
    }

    @ParameterizedTest
    @EnumSource(GlslLayout.class)
    void engineAgreesWithGlslangAndSpirvCross(GlslLayout layout) throws Exception {
        long seed = Long.getLong("abistruct.glsl.seed", DEFAULT_SEED);
        int count = Integer.getInteger("abistruct.glsl.count", DEFAULT_COUNT);
        // each layout gets its own stream of types from the one seed
        List<GlslCase> cases = new GlslTypeGenerator(seed + layout.ordinal(), layout).generate(count);
        SpirvReflection reflection = SpirvReflection.compile(dir, layout.abiId(), GlslShaderWriter.shader(layout, cases));
        assertThat(reflection.blocks()).as("blocks in the reflection").hasSize(cases.size());

        Abi abi = Abi.of(layout.abiId());
        var failures = new ArrayList<String>();
        int structShapes = 0;
        for (GlslCase c : cases) {
            List<String> differences = differences(abi, c, reflection);
            if (!differences.isEmpty()) {
                failures.add(report(seed, layout, c, differences));
            }
            structShapes += c.shape() == GlslCase.Shape.STRUCT ? 1 : 0;
        }
        if (!failures.isEmpty()) {
            keepShader(layout);
            failures.sort(java.util.Comparator.comparingInt(String::length)); // smallest repro first
            fail(failures.size() + " of " + cases.size() + " " + layout.abiId()
                    + " types disagree with glslang/spirv-cross (rerun with -Dabistruct.glsl.seed=" + seed
                    + " -Dabistruct.glsl.count=" + count + "); the shortest "
                    + Math.min(REPORTED_FAILURES, failures.size()) + ":\n"
                    + String.join("\n", failures.subList(0, Math.min(REPORTED_FAILURES, failures.size()))));
        }
        System.out.println(layout.abiId() + ": " + cases.size() + " types agree with glslang/spirv-cross ("
                + structShapes + " also by size and alignment; seed " + seed + ")");
    }

    /** Every way the engine's layout of one case differs from the oracle's. */
    static List<String> differences(Abi abi, GlslCase c, SpirvReflection reflection) {
        StructLayout engine;
        try {
            engine = abi.layout(c.type());
        } catch (RuntimeException e) {
            return List.of("engine threw " + e);
        }
        SpirvReflection.Struct block = reflection.blockStruct(c.binding());
        if (c.shape() == GlslCase.Shape.BLOCK) {
            return LayoutDiff.compare(engine, block, reflection);
        }
        SpirvReflection.Member one = block.member(GlslShaderWriter.ONE);
        SpirvReflection.Member pair = block.member(GlslShaderWriter.PAIR);
        var differences = new ArrayList<String>();
        // t follows a 1-byte member, so its offset is T's alignment; T[2]'s stride is T's size
        LayoutDiff.check(differences, c.type().name(), "byteAlignment", engine.byteAlignment(), one.offset());
        LayoutDiff.check(differences, c.type().name(), "byteSize", engine.byteSize(), pair.arrayStride());
        differences.addAll(LayoutDiff.compare(engine, reflection.structOf(one), reflection));
        return differences;
    }

    private static String report(long seed, GlslLayout layout, GlslCase c, List<String> differences) {
        return "seed=" + seed + " layout=" + layout.abiId() + " type " + c.type().name() + " (" + c.shape() + " shape)\n"
                + GlslShaderWriter.caseSource(layout, c).indent(4)
                + String.join("\n", differences).indent(2);
    }

    /** Leaves the failing shader and its reflection where a person can rerun the tools on them. */
    private void keepShader(GlslLayout layout) throws Exception {
        Path keep = Path.of(System.getProperty("java.io.tmpdir"), "abistruct-glsl-conformance");
        Files.createDirectories(keep);
        for (String ext : List.of(".comp", ".json")) {
            Files.copy(dir.resolve(layout.abiId() + ext), keep.resolve(layout.abiId() + ext),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        System.out.println(layout.abiId() + ": failing shader kept in " + keep);
    }
}
