package org.abistruct.schema;

import java.util.Map;

/**
 * Refuses the declarator shapes C forbids: an array of functions, a function returning an array or a function (C11
 * 6.7.6.2p1, 6.7.6.3p1), each at the token where clang reports it: the one-level and nested readings and the
 * dimensions all meet these shapes, and share one wording of each refusal.
 */
final class ForbiddenShapes {
    private final ParseContext ctx;

    ForbiddenShapes(ParseContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Refuses an array of functions or a function returning an array or a function in {@code type}, a declarator's
     * shape, which C forbids (C11 6.7.6.2p1, 6.7.6.3p1) and clang and GCC refuse.
     */
    void refuseImpossible(CType type, Token label, Map<CType, Token> madeAt) {
        CType t = type;
        while (true) {
            CType unqualified = t instanceof CType.Qualified q ? q.type() : t;
            switch (unqualified) {
                case CType.Array a -> {
                    if (unqualifiedOf(a.element()) instanceof CType.Function) {
                        throw ctx.forbidden(madeAt.getOrDefault(a, label), "'" + label.text() + "' is declared as an array of functions, which C"
                                + " forbids (C11 6.7.6.2p1; clang and GCC refuse it): make it an array of pointers to"
                                + " functions");
                    }
                    t = a.element();
                }
                case CType.Function f -> {
                    CType returns = unqualifiedOf(f.returns());
                    if (returns instanceof CType.Array || returns instanceof CType.Function) {
                        throw ctx.forbidden(madeAt.getOrDefault(f, label), "'" + label.text()
                                + "' is declared as a function returning "
                                + (returns instanceof CType.Array ? "an array" : "a function") + ", which C forbids"
                                + " (C11 6.7.6.3p1; clang and GCC refuse it): return a pointer to it");
                    }
                    t = f.returns();
                }
                case CType.Pointer p -> t = p.pointee();
                default -> {
                    return;
                }
            }
        }
    }

    private static CType unqualifiedOf(CType t) {
        return t instanceof CType.Qualified q ? q.type() : t;
    }

    /**
     * Refuses what follows the suffix after {@code (*label)} that began at {@code start}: a parameter list after
     * dimensions ({@code (*p)[4](void)}, an array of functions) or dimensions or a list after a parameter list (a
     * function returning an array or a function), which C forbids (C11 6.7.6.2p1, 6.7.6.3p1) and clang refuses at the
     * first {@code [} or at the function's {@code (}.
     */
    void refuseAfterSuffix(Token label, Token start, Token next) {
        if (start.is("[") && next.is("(")) {
            throw arrayOfFunctions(label, start);
        }
        if (start.is("(")) {
            refuseReturned(label, start, next);
        }
    }

    /** The error for an array of functions: {@code label[4](void)}, at the first {@code [}, where clang reports it. */
    SchemaException arrayOfFunctions(Token label, Token firstDimension) {
        return ctx.forbidden(firstDimension, "'" + label.text() + "' is declared as an array of functions, which C"
                + " forbids (C11 6.7.6.2p1; clang and GCC refuse it): make it an array of pointers to functions");
    }

    /**
     * Refuses dimensions or a parameter list ({@code next}, the token after the list and the attributes after it)
     * after the parameter list of {@code label} that opened at {@code open}: a function returning an array or a
     * function (C11 6.7.6.3p1), at that {@code (}, where clang refuses it.
     */
    void refuseReturned(Token label, Token open, Token next) {
        if (next.is("[") || next.is("(")) {
            String what = next.is("[") ? "an array" : "a function";
            throw ctx.forbidden(open, "'" + label.text() + "' is declared as a function returning " + what + ", which C"
                    + " forbids (C11 6.7.6.3p1; clang and GCC refuse it): return a pointer to it");
        }
    }
}
