package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code #define}s and {@code #undef}s of a schema, for its constant expressions: array sizes, bit widths,
 * alignments and enumerator values may use object-like macros. Nothing else is expanded.
 * <p>
 * {@code #if} is not evaluated, but followed far enough not to guess: a conditional is taken when its outcome is known
 * from this file alone ({@code #ifdef X} after an unconditional {@code #define X}; the guard idiom {@code #ifndef X}
 * followed by {@code #define X} when {@code X} is not defined yet), skipped when it is known not to be, and otherwise
 * both of its branches count. A {@code #define} or {@code #undef} in a branch that may or may not be taken adds a
 * possibility rather than replacing what was there, and a name that may stand for two different things at a use is
 * an error there.
 */
final class Macros {
    /**
     * One {@code #define}.
     *
     * @param name         the macro's name token
     * @param replacement  the replacement tokens
     * @param functionLike whether it takes parameters ({@code #define F(x) ...}), which are not expanded
     */
    record Definition(Token name, List<Token> replacement, boolean functionLike) {
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

    /** A {@code #define} ({@code definition} set) or {@code #undef} of one name, from the code token {@code codeIndex} on. */
    private record Event(int codeIndex, Definition definition, Token undefined, boolean conditional) {
    }

    /** The state of one open {@code #if}/{@code #ifdef}/{@code #ifndef}. */
    private enum Branch { TAKEN, NOT_TAKEN, UNKNOWN, DONE }

    private final Map<String, List<Event>> events = new HashMap<>();
    private final Deque<Branch> open = new ArrayDeque<>();
    /** A {@code #ifndef X} with {@code X} not defined: taken if the next directive defines {@code X} (a guard). */
    private String guard;

    /** Records the directive {@code line} (its tokens after the {@code #}, ending with the end-of-line token). */
    void directive(List<Token> line, int codeIndex) {
        String pendingGuard = guard;
        guard = null;
        Token keyword = line.getFirst();
        Token name = line.size() > 1 && line.get(1).isIdentifier() ? line.get(1) : null;
        switch (keyword.text()) {
            case "if" -> open.push(live() ? Branch.UNKNOWN : Branch.DONE);
            case "ifdef", "ifndef" -> open.push(condition(keyword.text().equals("ifdef"), name, codeIndex));
            case "elif", "elifdef", "elifndef" -> open.push(switch (open.isEmpty() ? Branch.UNKNOWN : open.pop()) {
                case TAKEN, DONE -> Branch.DONE;
                case NOT_TAKEN, UNKNOWN -> Branch.UNKNOWN;
            });
            case "else" -> open.push(switch (open.isEmpty() ? Branch.UNKNOWN : open.pop()) {
                case TAKEN, DONE -> Branch.DONE;
                case NOT_TAKEN -> Branch.TAKEN;
                case UNKNOWN -> Branch.UNKNOWN;
            });
            case "endif" -> open.poll();
            case "define" -> {
                if (name != null && live()) {
                    if (name.text().equals(pendingGuard)) {
                        open.pop();
                        open.push(Branch.TAKEN);
                    }
                    Token next = line.get(2);
                    boolean functionLike = next.is("(") && next.position().line() == name.position().line()
                            && next.position().column() == name.end().column();
                    var definition = new Definition(name, List.copyOf(line.subList(2, line.size() - 1)), functionLike);
                    add(new Event(codeIndex, definition, null, conditional()));
                }
            }
            case "undef" -> {
                if (name != null && live()) {
                    add(new Event(codeIndex, null, name, conditional()));
                }
            }
            default -> {
            }
        }
    }

    /** The branch {@code #ifdef name} ({@code defined}) or {@code #ifndef name} opens. */
    private Branch condition(boolean ifdef, Token name, int codeIndex) {
        if (!live() || name == null) {
            return live() ? Branch.UNKNOWN : Branch.DONE;
        }
        List<Definition> possible = possibilities(name.text(), codeIndex);
        boolean surelyDefined = possible.stream().noneMatch(d -> d == null);
        boolean surelyUndefined = possible.stream().allMatch(d -> d == null);
        boolean everDefined = events.containsKey(name.text());
        if (surelyDefined) {
            return ifdef ? Branch.TAKEN : Branch.NOT_TAKEN;
        }
        if (!ifdef && surelyUndefined && !everDefined) {
            guard = name.text(); // taken if the next directive defines it
        }
        return Branch.UNKNOWN;
    }

    /** Whether directives here can take effect: no enclosing branch is known not to be taken. */
    private boolean live() {
        return open.stream().noneMatch(b -> b == Branch.NOT_TAKEN || b == Branch.DONE);
    }

    /** Whether some enclosing branch may or may not be taken. */
    private boolean conditional() {
        return open.contains(Branch.UNKNOWN);
    }

    private void add(Event e) {
        String name = e.definition() != null ? e.definition().name().text() : e.undefined().text();
        events.computeIfAbsent(name, k -> new ArrayList<>()).add(e);
    }

    /**
     * The definition of {@code name} in force at the code token {@code codeIndex}, or {@code null} for none.
     *
     * @throws Ambiguous if it may be defined differently, or defined or not, there
     */
    Definition at(String name, int codeIndex) throws Ambiguous {
        List<Definition> possible = possibilities(name, codeIndex);
        if (possible.size() > 1) {
            List<Definition> defined = possible.stream().filter(d -> d != null).toList();
            throw defined.size() > 1 ? new Ambiguous(defined.get(0), defined.get(1)) : new Ambiguous(null, defined.get(0));
        }
        return possible.getFirst();
    }

    /** What {@code name} may stand for at {@code codeIndex}: definitions, and {@code null} for undefined. */
    private List<Definition> possibilities(String name, int codeIndex) {
        var possible = new ArrayList<Definition>();
        possible.add(null);
        for (Event e : events.getOrDefault(name, List.of())) {
            if (e.codeIndex() > codeIndex) {
                break;
            }
            if (!e.conditional()) {
                possible.clear();
            }
            if (possible.stream().noneMatch(d -> d == null ? e.definition() == null
                    : e.definition() != null && d.sameAs(e.definition()))) {
                possible.add(e.definition());
            }
        }
        return possible;
    }

    /** A name that may stand for two different things (one of them possibly nothing) at a use. */
    static final class Ambiguous extends Exception {
        private static final long serialVersionUID = 1L;
        /** Two different definitions, or {@code null} (undefined) and a definition. */
        final transient Definition first;
        final transient Definition second;

        Ambiguous(Definition first, Definition second) {
            super(null, null, false, false);
            this.first = first;
            this.second = second;
        }
    }
}
