package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** How deep a {@link CType} nests, and how deep the schema lets one nest: a deeper one is refused. */
final class CTypeDepth {
    /**
     * The most levels a type may nest ({@link #of}): {@link CType#map} and the like recurse through its levels, and
     * one nested deeper, which a chain of typedefs builds ({@code typedef F0 (*F1)(void);} adds two), is refused where
     * it is declared rather than overflowing the stack (1024 take half of Java's usual 1 MB). clang has no such limit
     * for typedef chains.
     */
    static final int MAX = 1024;

    private CTypeDepth() {
    }

    /**
     * Refuses {@code type}, declared at {@code at}, where it nests more than {@link #MAX} levels: what the schema does
     * with a type recurses through its levels.
     */
    static void refuseTooDeep(ParseContext ctx, CType type, Token at) {
        if (of(type, MAX) > MAX) {
            throw ctx.forbidden(at, "the type declared here nests more than " + MAX + " levels of pointers, arrays,"
                    + " functions and qualifiers, counting those of the typedef names it is written with, which is"
                    + " more than the schema follows (clang takes deeper ones)");
        }
    }

    /**
     * How many levels {@code type} nests (a pointer, array, function, qualified or kept-as-written type is one, on the
     * deepest path through its parts, parameters included), or {@code limit + 1} when that is more than
     * {@code limit}: counted without recursion, and each shared part visited once at each depth it is met at.
     */
    static int of(CType type, int limit) {
        var deepest = new IdentityHashMap<CType, Integer>();
        var pending = new ArrayDeque<Map.Entry<CType, Integer>>();
        pending.push(Map.entry(type, 0));
        int most = 0;
        while (!pending.isEmpty()) {
            var next = pending.pop();
            CType t = next.getKey();
            int above = next.getValue();
            Integer seen = deepest.get(t);
            if (seen != null && seen >= above) {
                continue;
            }
            deepest.put(t, above);
            List<CType> parts = switch (t) {
                case CType.Pointer p -> List.of(p.pointee());
                case CType.Array a -> List.of(a.element());
                case CType.Function f -> {
                    var all = new ArrayList<CType>(f.parameters());
                    all.add(f.returns());
                    yield all;
                }
                case CType.Declared d -> List.of(d.type());
                case CType.Qualified q -> List.of(q.type());
                case CType.Basic b -> List.of();
                case CType.TargetDependent d -> List.of();
                case CType.Tagged g -> List.of();
            };
            if (parts.isEmpty()) {
                continue;
            }
            int level = above + 1;
            if (level > limit) {
                return limit + 1;
            }
            most = Math.max(most, level);
            parts.forEach(part -> pending.push(Map.entry(part, level)));
        }
        return most;
    }
}
