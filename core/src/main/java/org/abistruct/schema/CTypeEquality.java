package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;

/**
 * The {@code equals} and {@code hashCode} of the {@link CType}s made of others, without recursion: a chain of typedefs
 * nests them deeper than a record's own methods, which recurse, can follow.
 */
final class CTypeEquality {
    private CTypeEquality() {
    }

    /**
     * Whether {@code a} and {@code b} are one type: the {@code equals} of the types made of others, compared without
     * recursion, since a chain of typedefs nests them deeper than a record's own {@code equals} can follow.
     */
    static boolean same(CType a, CType b) {
        var pending = new ArrayDeque<CType>();
        pending.push(b);
        pending.push(a);
        // each pair of parts compared once: types that share parts are compared in time linear in them
        var compared = new HashSet<Pair>();
        while (!pending.isEmpty()) {
            CType x = pending.pop();
            CType y = pending.pop();
            if (x == y || !compared.add(new Pair(x, y))) {
                continue;
            }
            boolean alike = switch (x) {
                case CType.Pointer p when y instanceof CType.Pointer q -> push(pending, p.pointee(), q.pointee());
                case CType.Array p when y instanceof CType.Array q -> p.length() == q.length()
                        && push(pending, p.element(), q.element());
                case CType.Function f when y instanceof CType.Function g -> f.variadic() == g.variadic()
                        && f.prototyped() == g.prototyped() && f.parameters().size() == g.parameters().size()
                        && push(pending, f.returns(), g.returns()) && pushAll(pending, f.parameters(), g.parameters());
                case CType.Declared d when y instanceof CType.Declared e -> d.suffix().equals(e.suffix())
                        && push(pending, d.type(), e.type());
                case CType.Qualified q when y instanceof CType.Qualified r -> q.qualifiers().equals(r.qualifiers())
                        && push(pending, q.type(), r.type());
                case CType.Basic l -> l.equals(y);
                case CType.TargetDependent l -> l.equals(y);
                case CType.Tagged l -> l.equals(y);
                default -> false;
            };
            if (!alike) {
                return false;
            }
        }
        return true;
    }

    /** Two parts {@link #same} compares, told apart by identity. */
    private record Pair(CType x, CType y) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Pair p && p.x == x && p.y == y;
        }

        @Override
        public int hashCode() {
            return 31 * System.identityHashCode(x) + System.identityHashCode(y);
        }
    }

    /** Pushes {@code x} and {@code y} for {@link #same} to compare; true. */
    private static boolean push(ArrayDeque<CType> pending, CType x, CType y) {
        pending.push(y);
        pending.push(x);
        return true;
    }

    /** Pushes each pair of {@code xs} and {@code ys}, of one size, for {@link #same} to compare; true. */
    private static boolean pushAll(ArrayDeque<CType> pending, List<CType> xs, List<CType> ys) {
        for (int i = 0; i < xs.size(); i++) {
            push(pending, xs.get(i), ys.get(i));
        }
        return true;
    }

    /** The hash of {@code type}, of the first parts met in its order only, without recursion, as {@link #same}. */
    static int hash(CType type) {
        var pending = new ArrayDeque<CType>();
        pending.push(type);
        int h = 1;
        for (int parts = 0; parts < 64 && !pending.isEmpty(); parts++) {
            CType t = pending.pop();
            h = 31 * h + switch (t) {
                case CType.Pointer p -> {
                    pending.push(p.pointee());
                    yield 1;
                }
                case CType.Array a -> {
                    pending.push(a.element());
                    yield Long.hashCode(a.length());
                }
                case CType.Function f -> {
                    f.parameters().reversed().forEach(pending::push);
                    pending.push(f.returns());
                    yield 31 * f.parameters().size() + (f.variadic() ? 2 : 0) + (f.prototyped() ? 1 : 0);
                }
                case CType.Declared d -> {
                    pending.push(d.type());
                    yield d.suffix().hashCode();
                }
                case CType.Qualified q -> {
                    pending.push(q.type());
                    yield q.qualifiers().hashCode();
                }
                case CType.Basic b -> b.hashCode();
                case CType.TargetDependent d -> d.hashCode();
                case CType.Tagged g -> g.hashCode();
            };
        }
        return h;
    }
}
