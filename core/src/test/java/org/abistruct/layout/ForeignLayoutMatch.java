package org.abistruct.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.UnionLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Asserts that an FFM layout has AbiStruct's size, alignment and named member offsets, nested ones too, and that
 * every value of a named member has exactly the alignment ForeignLayouts promises: its natural one (a lone value's
 * under the ABI), lowered to the alignment of the member and of every struct member enclosing it. A packed
 * enclosing struct thus lowers the values of a struct nested in it (In's double at offset 12 of a pack(4) Out is
 * 4-aligned), and an over-aligned member ({@code alignas}, a std140 array) keeps its values' natural alignment.
 * Then, value by value, that the FFM layout holds every value AbiStruct lays out, at its offset, size and alignment:
 * every element of every array, the members of anonymous structs and unions, and an array's last element cut short
 * by the member after it, which the named paths above cannot reach.
 */
public final class ForeignLayoutMatch {
    /** A lone value's layout per ABI and type, from probe structs of this class's own, not the builder's. */
    private static final Map<List<Object>, MemberLayout> LONE = new ConcurrentHashMap<>();

    private ForeignLayoutMatch() {
    }

    public static void assertMatches(GroupLayout foreign, StructLayout layout, Abi abi) {
        assertThat(foreign.byteSize()).as("size of %s", layout).isEqualTo(layout.byteSize());
        assertThat(foreign.byteAlignment()).as("alignment of %s", layout).isEqualTo(layout.byteAlignment());
        assertThat(foreign.name()).as("name of %s", layout).hasValue(layout.name());
        members(foreign, layout, abi, List.of(), List.of(), 0, Long.MAX_VALUE);
        var expected = expectedValues(layout, abi, 0, Long.MAX_VALUE, new ArrayList<>());
        var actual = foreignValues(foreign, 0, new ArrayList<>());
        expected.sort(BY_PLACE);
        actual.sort(BY_PLACE);
        assertThat(actual).as("every value of %s under %s: offset, size, alignment", layout, abi.id())
                .isEqualTo(expected);
    }

    /** One value of a layout: where it starts in the outermost struct, its size and its alignment, in bytes. */
    private record Value(long offset, long size, long alignment) {
    }

    /** Union members overlap, so values are compared as sorted lists. */
    private static final Comparator<Value> BY_PLACE = Comparator.comparingLong(Value::offset)
            .thenComparingLong(Value::size).thenComparingLong(Value::alignment);

    /** The values of an FFM layout that starts at {@code base}, every sequence element walked. */
    private static List<Value> foreignValues(MemoryLayout layout, long base, List<Value> out) {
        switch (layout) {
            case ValueLayout v -> out.add(new Value(base, v.byteSize(), v.byteAlignment()));
            case SequenceLayout s -> {
                for (long i = 0; i < s.elementCount(); i++) {
                    foreignValues(s.elementLayout(), base + i * s.elementLayout().byteSize(), out);
                }
            }
            case UnionLayout u -> u.memberLayouts().forEach(part -> foreignValues(part, base, out));
            case GroupLayout g -> {
                long offset = base;
                for (MemoryLayout part : g.memberLayouts()) {
                    foreignValues(part, offset, out);
                    offset += part.byteSize();
                }
            }
            default -> {
                // padding
            }
        }
        return out;
    }

    /**
     * The values AbiStruct lays out in {@code layout} at {@code base}, from its members' offsets, array strides and
     * matrix strides, each aligned as the class comment says ({@code cap}: the enclosing members' lowest alignment).
     */
    private static List<Value> expectedValues(StructLayout layout, Abi abi, long base, long cap, List<Value> out) {
        for (MemberLayout m : layout.members()) {
            long memberCap = Math.min(cap, m.byteAlignment());
            DataType leaf = m.member().type() instanceof ArrayType a ? a.leafElement() : m.member().type();
            for (long element : elementOffsets(m, 0, 0, new ArrayList<>())) {
                leafValues(m, leaf, abi, base + m.byteOffset() + element, memberCap, out);
            }
        }
        return out;
    }

    /** The offset of every element of an array member in its first byte; {@code [0]} for any other member. */
    private static List<Long> elementOffsets(MemberLayout m, int dim, long offset, List<Long> out) {
        if (dim == m.arrayDims().size()) {
            out.add(offset);
            return out;
        }
        for (long i = 0; i < m.arrayDims().get(dim); i++) {
            elementOffsets(m, dim + 1, offset + i * m.arrayStrides().get(dim), out);
        }
        return out;
    }

    private static void leafValues(MemberLayout m, DataType leaf, Abi abi, long offset, long cap, List<Value> out) {
        switch (leaf) {
            case Scalar s -> out.add(value(abi, s, offset, cap));
            case PointerType p -> out.add(value(abi, p, offset, cap));
            case VectorType v -> components(abi, v.component(), v.length(), offset, cap, out);
            case MatrixType x -> {
                for (int column = 0; column < x.strideCount(); column++) {
                    components(abi, x.component(), x.strideVector().length(), offset + column * m.matrixStride(),
                            cap, out);
                }
            }
            case StructType nested -> expectedValues(m.nested(), abi, offset, cap, out);
            case ArrayType a -> throw new IllegalStateException("nested ArrayType " + a);
        }
    }

    private static void components(Abi abi, Scalar component, int count, long offset, long cap, List<Value> out) {
        long size = lone(abi, component).byteSize();
        for (int i = 0; i < count; i++) {
            out.add(value(abi, component, offset + i * size, cap));
        }
    }

    private static Value value(Abi abi, DataType type, long offset, long cap) {
        return new Value(offset, lone(abi, type).byteSize(), Math.min(cap, natural(abi, type)));
    }

    /**
     * {@code cap}: the lowest alignment of the struct members enclosing {@code layout}; {@code path} reaches it
     * through the first element of arrays, {@code open} through all of them ({@code select} takes no index).
     */
    private static void members(GroupLayout root, StructLayout layout, Abi abi, List<PathElement> path,
            List<PathElement> open, long base, long cap) {
        for (MemberLayout m : layout.members()) {
            if (m.name().isEmpty()) {
                continue; // anonymous members stay unnamed in FFM, as in C
            }
            var here = new ArrayList<>(path);
            here.add(PathElement.groupElement(m.name()));
            var openHere = new ArrayList<>(open);
            openHere.add(PathElement.groupElement(m.name()));
            MemoryLayout selected = root.select(openHere.toArray(PathElement[]::new));
            assertThat(root.byteOffset(here.toArray(PathElement[]::new))).as("offset of %s in %s", m.name(), layout)
                    .isEqualTo(base + m.byteOffset());
            long memberCap = Math.min(cap, m.byteAlignment());
            if (m.nested() == null) {
                long expected = Math.min(memberCap, natural(abi, leaf(m.member().type())));
                for (ValueLayout value : values(selected, new ArrayList<>())) {
                    assertThat(value.byteAlignment()).as("alignment of a value of %s in %s under %s: %s",
                            m.name(), layout, abi.id(), selected).isEqualTo(expected);
                }
                continue;
            }
            // an array of structs: its first element, where every dimension is a plain sequence
            int dims = m.arrayDims().size();
            for (int dim = 0; dim < dims && selected instanceof SequenceLayout s && s.elementCount() > 0; dim++) {
                here.add(PathElement.sequenceElement(0));
                openHere.add(PathElement.sequenceElement());
                selected = s.elementLayout();
            }
            if (here.size() == path.size() + 1 + dims && selected instanceof GroupLayout group) {
                assertThat(group.byteAlignment()).as("alignment of %s in %s under %s", m.name(), layout, abi.id())
                        .isEqualTo(Math.min(memberCap, m.nested().byteAlignment()));
                members(root, m.nested(), abi, here, openHere, base + m.byteOffset(), memberCap);
            } else {
                // an empty array, or one whose last element the next member cuts short: only a bound is simple
                assertThat(selected.byteAlignment()).as("alignment of %s in %s", m.name(), layout)
                        .isLessThanOrEqualTo(memberCap);
            }
        }
    }

    private static List<ValueLayout> values(MemoryLayout layout, List<ValueLayout> out) {
        switch (layout) {
            case ValueLayout v -> out.add(v);
            case SequenceLayout s -> values(s.elementLayout(), out);
            case GroupLayout g -> g.memberLayouts().forEach(part -> values(part, out));
            default -> {
                // padding
            }
        }
        return out;
    }

    /** The scalar or pointer an array, vector or matrix member is made of. */
    private static DataType leaf(DataType type) {
        return switch (type) {
            case ArrayType a -> leaf(a.leafElement());
            case VectorType v -> v.component();
            case MatrixType x -> x.component();
            default -> type;
        };
    }

    private static long natural(Abi abi, DataType type) {
        return lone(abi, type).byteAlignment();
    }

    private static MemberLayout lone(Abi abi, DataType type) {
        return LONE.computeIfAbsent(List.of(abi, type), key -> abi.layout(
                StructType.struct("natural", Member.of("v", type))).members().getFirst());
    }
}
