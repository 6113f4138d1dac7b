package org.abistruct.layout;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.UnionLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Every value of a layout as "offset:size", in memory order: once from an FFM layout by walking it, once from
 * AbiStruct's layout by its members' offsets, array strides and matrix strides. Equal lists mean each array
 * element, vector component and matrix column sits where AbiStruct puts it.
 */
public final class ForeignLayoutValues {
    /** Layouts with more values are not enumerated. */
    public static final int LIMIT = 20_000;

    private ForeignLayoutValues() {
    }

    public static List<String> of(MemoryLayout layout) {
        var out = new ArrayList<String>();
        walk(layout, 0, out);
        return out;
    }

    private static void walk(MemoryLayout layout, long at, List<String> out) {
        switch (layout) {
            case ValueLayout v -> out.add(at + ":" + v.byteSize());
            case SequenceLayout s -> {
                for (long i = 0; i < s.elementCount() && out.size() <= LIMIT; i++) {
                    walk(s.elementLayout(), at + i * s.elementLayout().byteSize(), out);
                }
            }
            case UnionLayout u -> u.memberLayouts().forEach(m -> walk(m, at, out));
            case GroupLayout g -> {
                long offset = at;
                for (MemoryLayout m : g.memberLayouts()) {
                    walk(m, offset, out);
                    offset += m.byteSize();
                }
            }
            default -> {
                // padding
            }
        }
    }

    public static List<String> of(StructLayout layout, Abi abi) {
        var out = new ArrayList<String>();
        struct(layout, 0, abi, out);
        return out;
    }

    private static void struct(StructLayout layout, long at, Abi abi, List<String> out) {
        for (MemberLayout m : layout.members()) {
            DataType type = m.member().type() instanceof ArrayType a ? a.leafElement() : m.member().type();
            elements(m, type, 0, at + m.byteOffset(), abi, out);
        }
    }

    private static void elements(MemberLayout m, DataType leaf, int dim, long at, Abi abi, List<String> out) {
        if (dim < m.arrayDims().size()) {
            for (long i = 0; i < m.arrayDims().get(dim) && out.size() <= LIMIT; i++) {
                elements(m, leaf, dim + 1, at + i * m.arrayStrides().get(dim), abi, out);
            }
            return;
        }
        switch (leaf) {
            case StructType s -> struct(m.nested(), at, abi, out);
            case VectorType v -> components(v, at, abi, out);
            case MatrixType x -> {
                for (int c = 0; c < x.strideCount(); c++) {
                    components(x.strideVector(), at + c * m.matrixStride(), abi, out);
                }
            }
            default -> out.add(at + ":" + sizeOf(leaf, abi));
        }
    }

    private static void components(VectorType v, long at, Abi abi, List<String> out) {
        long size = sizeOf(v.component(), abi);
        for (int i = 0; i < v.length(); i++) {
            out.add(at + i * size + ":" + size);
        }
    }

    private static long sizeOf(DataType type, Abi abi) {
        return abi.layout(StructType.struct("one", Member.of("v", type))).members().getFirst().byteSize();
    }
}
