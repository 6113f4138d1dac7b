package org.abistruct.layout;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.UnionLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Every value of a layout as "offset:size@alignment", in memory order: once from an FFM layout by walking it, once
 * from AbiStruct's layout by its members' offsets, array strides and matrix strides. Equal lists mean each array
 * element, vector component, matrix column and anonymous member's value sits where AbiStruct puts it, with the
 * alignment ForeignLayouts promises: its natural one (a lone value's under the ABI), lowered to the alignment of the
 * member and of every struct member enclosing it.
 */
public final class ForeignLayoutValues {
    /** Layouts with more values are not enumerated. */
    public static final int LIMIT = 20_000;
    /** A lone value's layout per ABI and type, from probe structs of this class's own, not the builder's. */
    private static final Map<List<Object>, MemberLayout> LONE = new ConcurrentHashMap<>();

    private ForeignLayoutValues() {
    }

    public static List<String> of(MemoryLayout layout) {
        var out = new ArrayList<String>();
        walk(layout, 0, out);
        return out;
    }

    private static void walk(MemoryLayout layout, long at, List<String> out) {
        switch (layout) {
            case ValueLayout v -> out.add(at + ":" + v.byteSize() + "@" + v.byteAlignment());
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
        struct(layout, 0, Long.MAX_VALUE, abi, out);
        return out;
    }

    /** {@code cap}: the lowest alignment of the struct members enclosing {@code layout}. */
    private static void struct(StructLayout layout, long at, long cap, Abi abi, List<String> out) {
        for (MemberLayout m : layout.members()) {
            DataType type = m.member().type() instanceof ArrayType a ? a.leafElement() : m.member().type();
            elements(m, type, 0, at + m.byteOffset(), Math.min(cap, m.byteAlignment()), abi, out);
        }
    }

    private static void elements(MemberLayout m, DataType leaf, int dim, long at, long cap, Abi abi,
            List<String> out) {
        if (dim < m.arrayDims().size()) {
            for (long i = 0; i < m.arrayDims().get(dim) && out.size() <= LIMIT; i++) {
                elements(m, leaf, dim + 1, at + i * m.arrayStrides().get(dim), cap, abi, out);
            }
            return;
        }
        switch (leaf) {
            case StructType s -> struct(m.nested(), at, cap, abi, out);
            case VectorType v -> components(v, at, cap, abi, out);
            case MatrixType x -> {
                for (int c = 0; c < x.strideCount(); c++) {
                    components(x.strideVector(), at + c * m.matrixStride(), cap, abi, out);
                }
            }
            default -> out.add(value(leaf, at, cap, abi));
        }
    }

    private static void components(VectorType v, long at, long cap, Abi abi, List<String> out) {
        long size = lone(abi, v.component()).byteSize();
        for (int i = 0; i < v.length(); i++) {
            out.add(value(v.component(), at + i * size, cap, abi));
        }
    }

    private static String value(DataType type, long at, long cap, Abi abi) {
        MemberLayout lone = lone(abi, type);
        return at + ":" + lone.byteSize() + "@" + Math.min(cap, lone.byteAlignment());
    }

    /** How {@code abi} lays out {@code type} alone, as the one member of a struct. */
    static MemberLayout lone(Abi abi, DataType type) {
        return LONE.computeIfAbsent(List.of(abi, type), key -> abi.layout(
                StructType.struct("natural", Member.of("v", type))).members().getFirst());
    }
}
