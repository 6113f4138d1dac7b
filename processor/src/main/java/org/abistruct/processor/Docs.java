package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.abistruct.layout.MemberLayout;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/** The Javadoc text generated classes carry: the C-like declaration and where each member lies. */
final class Docs {
    /** A matrix's column and row, and the component of a vector of 8 or 16 (OpenCL's). */
    private static final Set<String> ELEMENT_INDICES = Set.of("column", "row", "c");

    /** The Java arrays copied in and out, JOML objects and views to reuse. */
    private static final Set<String> REFERENCES = Set.of("src", "dst", "reuse");

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

    /**
     * The {@code @throws} tags for an accessor's index and reference parameters, which its body checks: an index out of
     * range is an {@code IndexOutOfBoundsException} and a {@code null} Java array, JOML object or view to reuse a
     * {@code NullPointerException}. {@code tags} are the accessor's other tags; an exception they document already is
     * left out.
     */
    static List<String> thrown(Site site, List<String> tags) {
        var indices = new ArrayList<String>();
        var references = new ArrayList<String>();
        for (String tag : tags) {
            if (!tag.startsWith("@param ")) {
                continue;
            }
            String name = tag.split(" ", 3)[1];
            if (ELEMENT_INDICES.contains(name) || isArrayIndex(site, name)) {
                indices.add("{@code " + name + "}");
            } else if (REFERENCES.contains(name)) {
                references.add(name);
            }
        }
        var thrown = new ArrayList<String>();
        if (!indices.isEmpty() && tags.stream().noneMatch(t -> t.startsWith("@throws IndexOutOfBoundsException"))) {
            thrown.add("@throws IndexOutOfBoundsException if " + either(indices) + " is out of range");
        }
        for (String reference : references) {
            String tag = "@throws NullPointerException if {@code " + reference + "} is {@code null}";
            if (!tags.contains(tag)) {
                thrown.add(tag);
            }
        }
        return thrown;
    }

    private static boolean isArrayIndex(Site site, String name) {
        for (int d = 0; d < site.dims().size(); d++) {
            if (Names.index(d).equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** {@code a}, {@code a or b}, {@code a, b or c}. */
    private static String either(List<String> names) {
        int last = names.size() - 1;
        return last == 0 ? names.get(0) : String.join(", ", names.subList(0, last)) + " or " + names.get(last);
    }

    /** The first sentence of every accessor's Javadoc: what the member is and where it lies. */
    static String member(StructModel owner, MemberModel m) {
        return "Member {@code " + declaration(m) + "}: " + placement(owner, m) + "." + (isHalf(m) ? HALF : "");
    }

    /** Java has no half-precision type, so the accessors of a binary16 member take and give a {@code float}. */
    private static final String HALF = " Its {@code float} is stored as an IEEE 754 binary16 half, rounded to the nearest"
            + " one (infinity at a magnitude of 65520 and above).";

    private static boolean isHalf(MemberModel m) {
        Scalar component = switch (m.leaf()) {
            case Scalar s -> s;
            case VectorType v -> v.component();
            case MatrixType t -> t.component();
            default -> null;
        };
        return component == Scalar.FLOAT16;
    }
}
