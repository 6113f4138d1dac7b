package org.abistruct.schema;

import java.util.HashMap;
import java.util.Map;

/**
 * Where a token or directive sits among the conditionals this file does not decide: the innermost undecided
 * {@code #if} and which of its arms ({@code 0} for the first, {@code 1} after the first {@code #else} or {@code #elif},
 * ...), then the enclosing ones. {@code null} is outside all of them. Conditionals the file decides are not listed:
 * code in a branch known not to be taken is dropped, and one known to be taken is as good as unconditional.
 *
 * @param outer       the enclosing undecided conditionals, or null
 * @param conditional which {@code #if} (numbered in the file's order)
 * @param arm         which of its arms
 * @param at          its {@code #if} token, for messages
 */
record Branches(Branches outer, int conditional, int arm, Token at) {

    /** Identity: each arm's object is made once, and comparing chains thousands deep would cost (and recurse). */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** How something declared under {@code declared} relates to a use under {@code use}. */
    enum Relation {
        /** Whenever the use is compiled, so is the declaration. */
        CERTAIN,
        /** The declaration is in another arm of a conditional the use is in: never seen together. */
        IMPOSSIBLE,
        /** The declaration may or may not be compiled with the use. */
        MAYBE
    }

    static Relation relation(Branches declared, Branches use) {
        if (declared == null) {
            return Relation.CERTAIN;
        }
        Map<Integer, Integer> useArms = new HashMap<>();
        for (Branches b = use; b != null; b = b.outer) {
            useArms.put(b.conditional, b.arm);
        }
        Relation result = Relation.CERTAIN;
        for (Branches b = declared; b != null; b = b.outer) {
            Integer arm = useArms.get(b.conditional);
            if (arm == null) {
                result = Relation.MAYBE;
            } else if (arm != b.arm) {
                return Relation.IMPOSSIBLE;
            }
        }
        return result;
    }

    /** The {@code #if} of a conditional both are in, in different arms; null if there is none. */
    static Token conflict(Branches a, Branches b) {
        if (a == b) {
            return null;
        }
        Map<Integer, Branches> inA = new HashMap<>();
        for (Branches x = a; x != null; x = x.outer) {
            inA.put(x.conditional, x);
        }
        for (Branches y = b; y != null; y = y.outer) {
            Branches x = inA.get(y.conditional);
            if (x != null && x.arm != y.arm) {
                return x.at;
            }
        }
        return null;
    }

    /** The line of the innermost undecided {@code #if} of {@code declared} that {@code use} is not in, for messages. */
    static int undecidedLine(Branches declared, Branches use) {
        var shared = new java.util.HashSet<Integer>();
        for (Branches u = use; u != null; u = u.outer) {
            shared.add(u.conditional);
        }
        for (Branches b = declared; b != null; b = b.outer) {
            if (!shared.contains(b.conditional)) {
                return b.at.position().line();
            }
        }
        return 0;
    }
}
