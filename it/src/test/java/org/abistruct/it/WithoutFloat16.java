package org.abistruct.it;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.it.RandomStructs.Array;
import org.abistruct.it.RandomStructs.Kind;
import org.abistruct.it.RandomStructs.Matrix;
import org.abistruct.it.RandomStructs.MemberDecl;
import org.abistruct.it.RandomStructs.Nested;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.RandomStructs.Scalar;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.it.RandomStructs.Vector;

/**
 * A {@link RandomStructs} corpus for a C target that has no {@code _Float16}. A struct that holds no
 * {@code float16_t} anywhere stays as it is (the same declaration, so the same generated class); one that does
 * becomes a twin named {@code <name>n} without the members that hold one (a scalar, a vector or matrix of them, an
 * array of those, a nested struct left empty), nesting the twins of the structs it nests. A struct left without
 * members is dropped, and so is every member that nests it.
 */
final class WithoutFloat16 {
    private WithoutFloat16() {
    }

    /** The corpus without {@code float16_t}, in the order of {@code structs} (which nest only earlier ones). */
    static List<StructDecl> of(List<StructDecl> structs) {
        Map<StructDecl, StructDecl> twins = new IdentityHashMap<>(); // a null twin: dropped
        List<StructDecl> out = new ArrayList<>();
        for (StructDecl s : structs) {
            StructDecl twin = twin(s, twins);
            twins.put(s, twin);
            if (twin != null) {
                out.add(twin);
            }
        }
        return List.copyOf(out);
    }

    /** The twins of {@code of(structs)} that differ from their original: what must be compiled besides {@code structs}. */
    static List<StructDecl> twinsOnly(List<StructDecl> structs) {
        List<StructDecl> twins = new ArrayList<>(of(structs));
        twins.removeIf(t -> structs.stream().anyMatch(s -> s == t));
        return twins;
    }

    private static StructDecl twin(StructDecl s, Map<StructDecl, StructDecl> twins) {
        List<MemberDecl> kept = new ArrayList<>();
        boolean changed = false;
        for (MemberDecl m : s.members()) {
            Kind kind = without(m.kind(), twins);
            changed |= kind != m.kind();
            if (kind != null) {
                kept.add(kind == m.kind() ? m : new MemberDecl(m.name(), kind, m.align()));
            }
        }
        if (!changed) {
            return s;
        }
        // the struct's @Align was at least its members' alignment, and dropping members does not raise that
        return kept.isEmpty() ? null : new StructDecl(s.name() + "n", List.copyOf(kept), s.align());
    }

    /** {@code kind} itself when it holds no float16_t, a twin that does not, or null when nothing would be left. */
    private static Kind without(Kind kind, Map<StructDecl, StructDecl> twins) {
        return switch (kind) {
            case Scalar sc -> sc.prim() == Prim.F16 ? null : sc;
            case Vector v -> v.component() == Prim.F16 ? null : v;
            case Matrix m -> m.component() == Prim.F16 ? null : m;
            case Nested n -> {
                StructDecl twin = twins.get(n.struct());
                yield twin == null ? null : twin == n.struct() ? n : new Nested(twin);
            }
            case Array a -> {
                Kind element = without(a.element(), twins);
                yield element == null ? null : element == a.element() ? a : new Array(element, a.dims());
            }
        };
    }
}
