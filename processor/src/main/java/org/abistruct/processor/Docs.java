package org.abistruct.processor;

import java.util.stream.Collectors;
import org.abistruct.layout.MemberLayout;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;

/** The Javadoc text generated classes carry: the C-like declaration and where each member lies. */
final class Docs {
    private Docs() {
    }

    /** The member as a C/GLSL declaration, for example {@code vec3 position} or {@code float grid[2][3]}. */
    static String declaration(MemberModel m) {
        var sb = new StringBuilder();
        if (m.member().alignAs() != 0) {
            sb.append("alignas(").append(m.member().alignAs()).append(") ");
        }
        if (m.leaf() instanceof MatrixType t && t.rowMajor()) {
            sb.append("layout(row_major) ");
        }
        if (m.leaf() instanceof StructType) {
            sb.append("struct ");
        }
        sb.append(m.member().typeName()).append(' ').append(m.name());
        for (long d : m.dims()) {
            sb.append('[').append(d).append(']');
        }
        return sb.toString();
    }

    /** {@code offset 16, 12 bytes} (with strides where there are some) under the default ABI. */
    static String placement(StructModel owner, MemberModel m) {
        MemberLayout ml = owner.defaultLayoutOf(m);
        var sb = new StringBuilder("offset ").append(ml.byteOffset()).append(", ").append(ml.byteSize())
                .append(ml.byteSize() == 1 ? " byte" : " bytes");
        if (ml.isArray()) {
            sb.append(", element stride").append(ml.arrayStrides().size() > 1 ? "s " : " ")
                    .append(ml.arrayStrides().stream().map(String::valueOf).collect(Collectors.joining(", ")));
        }
        if (ml.isMatrix()) {
            sb.append(", ").append(ml.rowMajor() ? "row" : "column").append(" stride ").append(ml.matrixStride());
        }
        return sb.append(" under ").append(owner.abiDisplayName()).toString();
    }

    /** The first sentence of every accessor's Javadoc: what the member is and where it lies. */
    static String member(StructModel owner, MemberModel m) {
        return "Member {@code " + declaration(m) + "}: " + placement(owner, m) + ".";
    }
}
