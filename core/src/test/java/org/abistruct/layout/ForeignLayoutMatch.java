package org.abistruct.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.util.ArrayList;
import java.util.List;

/** Asserts that an FFM layout has AbiStruct's size, alignment and named member offsets, nested ones too. */
public final class ForeignLayoutMatch {
    private ForeignLayoutMatch() {
    }

    public static void assertMatches(GroupLayout foreign, StructLayout layout) {
        assertThat(foreign.byteSize()).as("size of %s", layout).isEqualTo(layout.byteSize());
        assertThat(foreign.byteAlignment()).as("alignment of %s", layout).isEqualTo(layout.byteAlignment());
        assertThat(foreign.name()).as("name of %s", layout).hasValue(layout.name());
        members(foreign, layout, List.of(), 0);
    }

    private static void members(GroupLayout root, StructLayout layout, List<PathElement> path, long base) {
        for (MemberLayout m : layout.members()) {
            if (m.name().isEmpty()) {
                continue; // anonymous members stay unnamed in FFM, as in C
            }
            var here = new ArrayList<>(path);
            here.add(PathElement.groupElement(m.name()));
            PathElement[] elements = here.toArray(PathElement[]::new);
            assertThat(root.byteOffset(elements)).as("offset of %s in %s", m.name(), layout)
                    .isEqualTo(base + m.byteOffset());
            assertThat(root.select(elements).byteAlignment()).as("alignment of %s in %s", m.name(), layout)
                    .isLessThanOrEqualTo(m.byteAlignment());
            if (m.nested() != null && !m.isArray() && root.select(elements) instanceof GroupLayout) {
                members(root, m.nested(), here, base + m.byteOffset());
            }
        }
    }
}
