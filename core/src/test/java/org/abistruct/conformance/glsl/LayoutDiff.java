package org.abistruct.conformance.glsl;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * Compares an engine {@link StructLayout} with a struct type reflected by spirv-cross, member by member
 * and into nested structs, and lists every disagreement as {@code path: quantity engine=X oracle=Y}.
 */
final class LayoutDiff {
    private final SpirvReflection reflection;
    private final List<String> differences = new ArrayList<>();

    private LayoutDiff(SpirvReflection reflection) {
        this.reflection = reflection;
    }

    /** The differences between {@code engine} and the reflected struct {@code oracle}; empty when they agree. */
    static List<String> compare(StructLayout engine, SpirvReflection.Struct oracle, SpirvReflection reflection) {
        var diff = new LayoutDiff(reflection);
        diff.struct(engine.name(), engine, oracle);
        return diff.differences;
    }

    /** Records a difference unless the two numbers agree. */
    static void check(List<String> out, String path, String quantity, Object engine, Object oracle) {
        if (!engine.equals(oracle)) {
            out.add(path + ": " + quantity + " engine=" + engine + " oracle=" + oracle);
        }
    }

    private void struct(String path, StructLayout engine, SpirvReflection.Struct oracle) {
        if (engine.members().size() != oracle.members().size()) {
            differences.add(path + ": member count engine=" + engine.members().size()
                    + " oracle=" + oracle.members().size());
            return;
        }
        for (int i = 0; i < oracle.members().size(); i++) {
            member(path, engine.members().get(i), oracle.members().get(i));
        }
    }

    private void member(String parent, MemberLayout engine, SpirvReflection.Member oracle) {
        String path = parent + "." + oracle.name();
        if (!engine.name().equals(oracle.name())) {
            differences.add(path + ": engine member is named " + engine.name() + " (harness out of step)");
            return;
        }
        check(differences, path, "byteOffset", engine.byteOffset(), oracle.offset());
        List<Long> dims = oracle.arrayInnermostFirst().reversed();
        check(differences, path, "arrayDims", engine.arrayDims(), dims);
        if (engine.arrayDims().equals(dims) && !dims.isEmpty()) {
            List<Long> strides = strides(dims, oracle.arrayStride());
            check(differences, path, "arrayStrides", engine.arrayStrides(), strides);
            // a member array spans its outermost count times its outermost stride (0 when runtime-sized)
            check(differences, path, "byteSize", engine.byteSize(), dims.getFirst() * strides.getFirst());
        }
        check(differences, path, "matrixStride", engine.matrixStride(), oracle.matrixStride());
        check(differences, path, "rowMajor", engine.rowMajor(), oracle.rowMajor());
        SpirvReflection.Struct nested = reflection.structOf(oracle);
        if (nested != null) {
            if (engine.nested() == null) {
                differences.add(path + ": engine has no nested layout for struct " + nested.name());
            } else {
                struct(path, engine.nested(), nested);
            }
        }
    }

    /**
     * Strides of every dimension, outermost first. spirv-cross reports only the outermost; in these
     * layouts an array has no padding after its last element, so each inner stride is the enclosing
     * stride divided by the inner count (checked against spirv-dis ArrayStride decorations:
     * {@code float a[2][3]} in std140 has 48 and 16).
     */
    static List<Long> strides(List<Long> dimsOutermostFirst, long outermostStride) {
        var strides = new ArrayList<Long>();
        long stride = outermostStride;
        strides.add(stride);
        for (int d = 1; d < dimsOutermostFirst.size(); d++) {
            long count = dimsOutermostFirst.get(d);
            if (stride % count != 0) {
                throw new IllegalStateException("stride " + stride + " does not split into " + count + " elements");
            }
            stride /= count;
            strides.add(stride);
        }
        return strides;
    }
}
