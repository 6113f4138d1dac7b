package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code #define}s and {@code #undef}s of a schema, for its constant expressions: array sizes, bit widths,
 * alignments and enumerator values may use object-like macros. Nothing else is expanded, and {@code #if} is not
 * evaluated, so both branches' definitions are seen: two different definitions of one name in force at a use are
 * an error there rather than a guess.
 */
final class Macros {
    /**
     * One {@code #define} or {@code #undef}.
     *
     * @param name         the macro's name token
     * @param codeIndex    the index of the first code token after the directive: uses from there on see it
     * @param replacement  the replacement tokens; {@code null} for an {@code #undef}
     * @param functionLike whether it takes parameters ({@code #define F(x) ...}), which are not expanded
     */
    record Definition(Token name, int codeIndex, List<Token> replacement, boolean functionLike) {
        /** Whether two definitions are the same, as C11 6.10.3p2 allows a redefinition to be. */
        boolean sameAs(Definition other) {
            if (functionLike != other.functionLike || replacement.size() != other.replacement.size()) {
                return false;
            }
            for (int i = 0; i < replacement.size(); i++) {
                if (!replacement.get(i).text().equals(other.replacement.get(i).text())) {
                    return false;
                }
            }
            return true;
        }
    }

    private final Map<String, List<Definition>> byName = new HashMap<>();

    /** Records the directive {@code line} (its tokens after the {@code #}, ending with the end-of-line token). */
    void record(List<Token> line, int codeIndex) {
        if (line.size() < 3 || !line.get(1).isIdentifier()) {
            return;
        }
        Token name = line.get(1);
        if (line.get(0).is("define")) {
            Token next = line.get(2);
            boolean functionLike = next.is("(") && next.position().line() == name.position().line()
                    && next.position().column() == name.end().column();
            var replacement = new ArrayList<>(line.subList(2, line.size() - 1));
            add(new Definition(name, codeIndex, List.copyOf(replacement), functionLike));
        } else if (line.get(0).is("undef")) {
            add(new Definition(name, codeIndex, null, false));
        }
    }

    private void add(Definition d) {
        byName.computeIfAbsent(d.name().text(), k -> new ArrayList<>()).add(d);
    }

    /**
     * The definition of {@code name} in force at the code token {@code codeIndex}, or {@code null} for none.
     *
     * @throws Ambiguous if two different definitions are in force there (from both branches of an {@code #if})
     */
    Definition at(String name, int codeIndex) throws Ambiguous {
        List<Definition> all = byName.get(name);
        if (all == null) {
            return null;
        }
        Definition current = null;
        for (Definition d : all) {
            if (d.codeIndex() > codeIndex) {
                break;
            }
            if (d.replacement() == null) {
                current = null;
            } else if (current != null && !current.sameAs(d)) {
                throw new Ambiguous(current, d);
            } else {
                current = d;
            }
        }
        return current;
    }

    /** Two different definitions of one name, both in force. */
    static final class Ambiguous extends Exception {
        private static final long serialVersionUID = 1L;
        final transient Definition first;
        final transient Definition second;

        Ambiguous(Definition first, Definition second) {
            super(null, null, false, false);
            this.first = first;
            this.second = second;
        }
    }
}
