package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.abistruct.type.ArrayType;

/**
 * A {@link CType} spelled as a C type name ({@code int (*(*)(void))[4]}), for the pointers a declarator with nested
 * parentheses declares, whose spelling no single run of its tokens gives.
 */
final class CTypeSpelling {
    private CTypeSpelling() {
    }

    /** {@code type} as a C type name, with {@code specified} spelling {@link CType#SPECIFIED}. */
    static String of(CType type, String specified) {
        return spell(type, specified, "");
    }

    /** {@code type} around the abstract declarator {@code inner} spelled so far (from the name outwards). */
    private static String spell(CType type, String specified, String inner) {
        return switch (type) {
            case CType.Pointer p -> spell(p.pointee(), specified, grouped(p.pointee(), "*" + inner));
            case CType.Qualified q when q.type() instanceof CType.Pointer p -> spell(p.pointee(), specified,
                    grouped(p.pointee(), "* " + qualifiers(q) + (inner.isEmpty() ? "" : " " + inner)));
            case CType.Qualified q -> qualifiers(q) + " " + spell(q.type(), specified, inner);
            case CType.Array a -> spell(a.element(), specified,
                    inner + "[" + (a.length() == ArrayType.RUNTIME_SIZED ? "" : a.length()) + "]");
            case CType.Function f -> spell(f.returns(), specified, inner + "(" + parameters(f, specified) + ")");
            case CType.Declared d -> spell(d.type(), specified, inner + d.suffix());
            case CType.Basic b -> named(b == CType.SPECIFIED ? specified : b.name(), inner);
            case CType.TargetDependent t -> named(t.name(), inner);
            case CType.Tagged t -> named(t.name(), inner);
        };
    }

    /** {@code inner} in parentheses where it is a pointer to an array or a function: {@code (*)[4]}. */
    private static String grouped(CType pointee, String inner) {
        CType unqualified = pointee instanceof CType.Qualified q ? q.type() : pointee;
        boolean binds = unqualified instanceof CType.Array || unqualified instanceof CType.Function
                || unqualified instanceof CType.Declared;
        return binds ? "(" + inner + ")" : inner;
    }

    private static String named(String name, String inner) {
        return inner.isEmpty() ? name : name + " " + inner;
    }

    private static String qualifiers(CType.Qualified q) {
        return q.qualifiers().stream().sorted().map(x -> x.name().toLowerCase(java.util.Locale.ROOT))
                .collect(Collectors.joining(" "));
    }

    private static String parameters(CType.Function f, String specified) {
        List<String> each = new ArrayList<>();
        for (CType p : f.parameters()) {
            each.add(of(p, specified));
        }
        if (f.variadic()) {
            each.add("...");
        }
        if (each.isEmpty() && f.prototyped()) {
            return "void";
        }
        return String.join(", ", each);
    }
}
