package org.abistruct.conformance.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.abistruct.conformance.c.CEmitter.Probe;
import org.abistruct.conformance.c.CEmitter.ProbeKind;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Checks the differential harness itself, without the layout engine: clang accepts every generated
 * declaration and dumps a complete layout for it, the generator is reproducible and exercises every
 * feature, and generator + emitter + dump parser reproduce the hand-checked table B.8.
 */
@Tag("conformance")
class ClangHarnessTest {
    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.CTarget#IDS")
    void clangLaysOutEveryGeneratedDeclaration(String abiId) throws Exception {
        ClangOracle.require();
        GeneratedCorpus corpus = GeneratedCorpus.build(CTarget.of(abiId));

        assertThat(corpus.clang()).hasSize(corpus.types().size());
        for (StructType type : corpus.types()) {
            ClangRecordLayout record = corpus.clang().get(type.name()).record();
            assertThat(record.fieldOffsets()).as(type.name()).hasSize(type.members().size());
            assertThat(record.byteSize()).as(type.name()).isPositive();
            assertThat(record.byteSize() % record.byteAlignment()).as(type.name() + " size is a multiple of its alignment")
                    .isZero();
            if (type.isUnion()) {
                assertThat(record.fieldOffsets()).as(type.name()).containsOnly(0L);
            } else {
                assertThat(record.fieldOffsets()).as(type.name()).isSorted();
            }
            assertProbesAreConsistent(type, corpus.clang().get(type.name()));
        }
    }

    /** An array's size is its length times its outer stride, and each stride its length times the next. */
    private static void assertProbesAreConsistent(StructType type, ClangTypeLayout clang) {
        for (Probe probe : clang.probed().keySet()) {
            if (probe.kind() != ProbeKind.ARRAY_STRIDE) {
                continue;
            }
            Member m = type.members().get(probe.member());
            DataType t = m.type();
            for (int d = 0; d < probe.dimension(); d++) {
                t = ((ArrayType) t).element();
            }
            ArrayType array = (ArrayType) t;
            if (array.isRuntimeSized()) {
                continue;
            }
            Probe whole = probe.dimension() == 0 ? new Probe(probe.member(), ProbeKind.MEMBER_SIZE, 0)
                    : new Probe(probe.member(), ProbeKind.ARRAY_STRIDE, probe.dimension() - 1);
            assertThat(clang.probed(whole)).as(type.name() + "." + m.name() + " dimension " + probe.dimension())
                    .isEqualTo(array.length() * clang.probed(probe));
        }
    }

    @Test
    void generatorIsReproducibleFromItsSeed() {
        CTarget target = CTarget.of("x86_64-msvc");
        List<StructType> first = new RandomDeclarations(target, 42).generate(100);
        assertThat(new RandomDeclarations(target, 42).generate(100)).isEqualTo(first);
        assertThat(new RandomDeclarations(target, 43).generate(100)).isNotEqualTo(first);
        assertThat(new RandomDeclarations(CTarget.of("x86_64-sysv"), 42).generate(100)).isNotEqualTo(first);
    }

    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.CTarget#IDS")
    void generatorExercisesEveryFeatureTheTargetHolds(String abiId) {
        CTarget target = CTarget.of(abiId);
        Map<String, Integer> counts = featureCounts(new RandomDeclarations(target, GeneratedCorpus.SEED)
                .generate(GeneratedCorpus.TYPES_PER_ABI));
        var expected = new ArrayList<>(List.of("union", "union in union", "nested struct", "array of structs",
                "multi-dimensional array", "vector", "3-vector", "pointer", "flexible array member"));
        if (!target.matrixComponents().isEmpty()) {
            expected.addAll(List.of("matrix", "row-major matrix"));
        }
        if (!target.bitfieldTypes().isEmpty()) {
            expected.addAll(List.of("bitfield", "zero-width bitfield", "unnamed bitfield", "full-width bitfield"));
        }
        if (target.perStructPack()) {
            expected.addAll(List.of("pack(1)", "pack(2)", "pack(4)", "pack(8)", "pack(16)"));
        }
        if (target.alignAs()) {
            expected.addAll(List.of("member alignAs", "struct alignAs"));
        }
        if (target.alignAs() && target.perStructPack()) {
            expected.add("alignAs with pack");
        }
        target.scalars().forEach(s -> expected.add("scalar " + s));
        for (String feature : expected) {
            assertThat(counts.getOrDefault(feature, 0)).as(abiId + ": types with " + feature + " in " + counts)
                    .isPositive();
        }
    }

    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.GoldenTableB8#ABIS")
    void clangThroughThisHarnessReproducesTableB8(String abiId) throws Exception {
        ClangOracle.require();
        GeneratedCorpus corpus = GeneratedCorpus.ofTypes(CTarget.of(abiId), 0, GoldenTableB8.types());
        var wrong = new ArrayList<String>();
        for (GoldenTableB8.Row row : GoldenTableB8.rows()) {
            var cell = GoldenTableB8.Cell.parse(row.cells().get(abiId));
            ClangRecordLayout record = corpus.clang().get(row.type().name()).record();
            var actual = new LinkedHashMap<String, Long>();
            for (int i = 0; i < row.type().members().size(); i++) {
                Member m = row.type().members().get(i);
                long bits = record.fieldOffsets().get(i);
                actual.put(m.name(), m.isBitfield() ? bits : bits / 8);
            }
            boolean agrees = record.byteSize() == cell.size() && record.byteAlignment() == cell.alignment()
                    && cell.offsets().entrySet().stream().allMatch(e -> e.getValue().equals(actual.get(e.getKey())));
            if (!agrees) {
                wrong.add(row.label() + ": table " + row.cells().get(abiId) + ", clang " + actual + " "
                        + record.byteSize() + "/" + record.byteAlignment());
            }
        }
        assertThat(wrong).as(abiId).isEmpty();
    }

    /** How many types show each feature. */
    private static Map<String, Integer> featureCounts(List<StructType> types) {
        var counts = new LinkedHashMap<String, Integer>();
        for (StructType t : types) {
            var features = new HashSet<String>();
            if (t.isUnion()) {
                features.add("union");
            }
            if (t.pack() != 0) {
                features.add("pack(" + t.pack() + ")");
            }
            if (t.alignAs() != 0) {
                features.add("struct alignAs");
            }
            if (t.hasRuntimeSizedTail()) {
                features.add("flexible array member");
            }
            for (Member m : t.members()) {
                if (m.alignAs() != 0) {
                    features.add("member alignAs");
                    if (t.pack() != 0) {
                        features.add("alignAs with pack");
                    }
                }
                if (m.isBitfield()) {
                    features.add("bitfield");
                    if (m.bitWidth() == 0) {
                        features.add("zero-width bitfield");
                    } else if (m.name().isEmpty()) {
                        features.add("unnamed bitfield");
                    }
                    if (m.bitWidth() > 1 && m.bitWidth() == 8 * ((Scalar) m.type()).fixedByteSize()) {
                        features.add("full-width bitfield");
                    }
                }
                if (m.type() instanceof ArrayType a && a.element() instanceof ArrayType) {
                    features.add("multi-dimensional array");
                }
                if (m.type() instanceof ArrayType a && a.leafElement() instanceof StructType) {
                    features.add("array of structs");
                }
                if (t.isUnion() && m.type() instanceof StructType s && s.isUnion()) {
                    features.add("union in union");
                }
                addLeafFeatures(m.type(), features);
            }
            features.forEach(f -> counts.merge(f, 1, Integer::sum));
        }
        return counts;
    }

    private static void addLeafFeatures(DataType type, Set<String> features) {
        DataType leaf = type instanceof ArrayType a ? a.leafElement() : type;
        switch (leaf) {
            case Scalar s -> features.add("scalar " + s);
            case VectorType v -> features.add(v.length() == 3 ? "3-vector" : "vector");
            case MatrixType m -> features.add(m.rowMajor() ? "row-major matrix" : "matrix");
            case PointerType p -> features.add("pointer");
            case StructType s -> features.add("nested struct");
            case ArrayType a -> throw new AssertionError(a);
        }
    }
}
