package org.abistruct.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.VectorType;

/**
 * Asserts that an FFM layout has AbiStruct's size, alignment and named member offsets, nested ones too, and that
 * every value of a named member has exactly the alignment ForeignLayouts promises: its natural one (a lone value's
 * under the ABI), lowered to the alignment of the member and of every struct member enclosing it. A packed
 * enclosing struct thus lowers the values of a struct nested in it (In's double at offset 12 of a pack(4) Out is
 * 4-aligned), and an over-aligned member ({@code alignas}, a std140 array) keeps its values' natural alignment.
 * Then, value by value ({@link ForeignLayoutValues}), every element of every array, the members of anonymous structs
 * and unions, and an array's last element cut short by the member after it, which the named paths cannot reach.
 */
public final class ForeignLayoutMatch {
    private ForeignLayoutMatch() {
    }

    public static void assertMatches(GroupLayout foreign, StructLayout layout, Abi abi) {
        assertThat(foreign.byteSize()).as("size of %s", layout).isEqualTo(layout.byteSize());
        assertThat(foreign.byteAlignment()).as("alignment of %s", layout).isEqualTo(layout.byteAlignment());
        assertThat(foreign.name()).as("name of %s", layout).hasValue(layout.name());
        members(foreign, layout, abi, List.of(), List.of(), 0, Long.MAX_VALUE);
        List<String> values = ForeignLayoutValues.of(foreign);
        if (values.size() <= ForeignLayoutValues.LIMIT) {
            assertThat(values).as("every value of %s under %s, offset:size@alignment", layout, abi.id())
                    .isEqualTo(ForeignLayoutValues.of(layout, abi));
        }
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
        return ForeignLayoutValues.lone(abi, type).byteAlignment();
    }
}
