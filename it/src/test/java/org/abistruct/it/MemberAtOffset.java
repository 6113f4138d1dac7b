package org.abistruct.it;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * The member a byte of a struct belongs to, found through the struct's layout: through arrays (by their strides) and
 * nested structs down to the innermost member or array element, so that a differing byte can be named.
 *
 * @param path  the member as C would write it ({@code m2[1][0].m4}), or {@code (padding)} with the member before it
 * @param start the first byte of that member or element, from the start of the outermost struct
 * @param end   the byte after its last
 */
record MemberAtOffset(String path, long start, long end) {

    /** The innermost member or element of {@code layout} that holds byte {@code offset}, or the padding around it. */
    static MemberAtOffset of(StructLayout layout, long offset) {
        return find(layout, offset, "", 0);
    }

    private static MemberAtOffset find(StructLayout layout, long offset, String prefix, long base) {
        String before = null;
        long paddingStart = 0;
        for (MemberLayout m : layout.members()) {
            long start = m.byteOffset();
            if (offset >= start && offset < m.byteEnd()) {
                return inside(m, offset - start, prefix + m.name(), base + start);
            }
            if (m.byteEnd() <= offset && m.byteEnd() >= paddingStart) {
                before = m.name();
                paddingStart = m.byteEnd();
            }
        }
        long paddingEnd = layout.byteSize();
        for (MemberLayout m : layout.members()) {
            if (m.byteOffset() > offset) {
                paddingEnd = Math.min(paddingEnd, m.byteOffset());
            }
        }
        String where = before == null ? "before the first member" : "after " + prefix + before;
        return new MemberAtOffset(prefix + "(padding " + where + ")", base + paddingStart, base + paddingEnd);
    }

    /** Within member {@code m}, {@code offset} bytes from its start: the array element and nested member there. */
    private static MemberAtOffset inside(MemberLayout m, long offset, String path, long base) {
        long elementSize = m.byteSize();
        long rest = offset;
        List<Long> strides = m.arrayStrides();
        var index = new StringBuilder();
        for (long stride : strides) {
            index.append('[').append(rest / stride).append(']');
            base += rest / stride * stride;
            rest %= stride;
            elementSize = stride;
        }
        if (m.nested() != null) {
            return find(m.nested(), rest, path + index + ".", base);
        }
        return new MemberAtOffset(path + index, base, base + elementSize);
    }

    @Override
    public String toString() {
        return path + " (bytes " + start + ".." + (end - 1) + ")";
    }
}
