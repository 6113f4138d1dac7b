package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code #define}s and {@code #undef}s of a schema, for its constant expressions: array sizes, bit widths,
 * alignments and enumerator values may use object-like macros. Nothing else is expanded.
 * <p>
 * Each directive is recorded with the conditionals it sits in that the file does not decide ({@link Conditionals},
 * {@link Branches}). At a use, a directive in the same arms counts for sure, one in another arm of a conditional the use
 * is in does not count, and one in a conditional the use is outside of adds a possibility. A name that may stand for
 * two different things (one possibly nothing) at a use is an error there, never a guess.
 */
final class Macros {
    /**
     * One {@code #define}.
     *
     * @param name         the macro's name token
     * @param replacement  the replacement tokens
     * @param functionLike whether it takes parameters ({@code #define F(x) ...}), which only a GLSL file's checks
     *                     expand ({@link GlslMacroExpansion})
     * @param definedOpen  whether {@code defined} and {@code #ifdef} of it stay undecided although it has a value:
     *                     glslang's {@code __VERSION__} ({@link GlslPredefinedMacros})
     */
    record Definition(Token name, List<Token> replacement, boolean functionLike, boolean definedOpen) {
        /** Whether a {@code -D} made it ({@link CommandLineMacros}) rather than a line of the file. */
        boolean fromCommandLine() {
            return name.position().file().equals(CommandLineMacros.FILE);
        }

        /**
         * Whether glslang predefines it from the {@code #version} line ({@link #predefine}): its name and its one
         * value token are both made at the {@code version} keyword, where no {@code #define} can put two tokens.
         */
        boolean predefined() {
            return !functionLike && replacement.size() == 1
                    && replacement.getFirst().position().equals(name.position());
        }

        /** Where it was made, for messages: {@code at line 4}, or {@code on the command line (-DN)}. */
        String where() {
            return fromCommandLine() ? "on the command line (-D" + name.text() + ")" : "at line " + name.position().line();
        }

        /** A function-like macro's parameter names, as written between its parentheses; empty for an object-like one. */
        List<Token> parameters() {
            if (!functionLike) {
                return List.of();
            }
            return replacement.subList(1, closingParenthesis()).stream().filter(Token::isIdentifier).toList();
        }

        /** The tokens the macro is replaced by: after a function-like macro's parameter list. */
        List<Token> body() {
            return functionLike ? replacement.subList(Math.min(closingParenthesis() + 1, replacement.size()),
                    replacement.size()) : replacement;
        }

        private int closingParenthesis() {
            for (int i = 1; i < replacement.size(); i++) {
                if (replacement.get(i).is(")")) {
                    return i;
                }
            }
            return replacement.size();
        }

        /** The replacement as text: two definitions are the same (C11 6.10.3p2) when these are equal. */
        String key() {
            var sb = new StringBuilder(functionLike ? "(" : "");
            replacement.forEach(t -> sb.append(t.text()).append(' '));
            return sb.toString();
        }
    }

    /**
     * A {@code #define} ({@code definition} set) or {@code #undef} of one name; {@code key} is the definition's
     * {@link Definition#key}, made once, or null.
     */
    private record Event(int codeIndex, Definition definition, String key, Branches branches) {
    }

    /**
     * What a name may stand for at a use.
     *
     * @param values  its possible definitions; {@code null} among them is "undefined"
     * @param settled whether a directive of this file settles the first of them (an {@code #undef}, say), rather
     *                than the name being unknown here
     */
    record Possibilities(List<Definition> values, boolean settled) {
        boolean surelyDefined() {
            return !values.contains(null) && values.stream().noneMatch(Definition::definedOpen);
        }

        boolean surelyUndefined() {
            return settled && values.size() == 1 && values.getFirst() == null;
        }
    }

    private record Key(String name, int events, Branches use) {
    }

    private final Map<String, List<Event>> events = new HashMap<>();
    /** Answers by name, number of directives before the use, and the use's branches: most uses repeat one. */
    private final Map<Key, Possibilities> answered = new HashMap<>();

    /** Records a {@code #define} or {@code #undef} line (its tokens after the {@code #}, ending with the end of line). */
    void directive(List<Token> line, int codeIndex, Branches branches) {
        Token name = line.size() > 2 && line.get(1).isIdentifier() ? line.get(1) : null;
        if (name == null) {
            return;
        }
        Definition definition = null;
        if (line.getFirst().is("define")) {
            Token next = line.get(2);
            boolean functionLike = next.is("(") && next.position().equals(name.end());
            definition = new Definition(name, List.copyOf(line.subList(2, line.size() - 1)), functionLike, false);
        } else if (!line.getFirst().is("undef")) {
            return;
        }
        record(name.text(), definition, codeIndex, branches);
    }

    /**
     * Records a macro the compiler itself defines ({@code value} set) or leaves undefined ({@code value} null) from
     * {@code name}'s place on ({@link GlslPredefinedMacros}); see {@link Definition#definedOpen}.
     */
    void predefine(Token name, List<Token> value, boolean definedOpen, int codeIndex, Branches branches) {
        Definition definition = value == null ? null : new Definition(name, List.copyOf(value), false, definedOpen);
        record(name.text(), definition, codeIndex, branches);
    }

    private void record(String name, Definition definition, int codeIndex, Branches branches) {
        events.computeIfAbsent(name, k -> new ArrayList<>()).add(new Event(codeIndex, definition,
                definition == null ? null : definition.key(), branches));
    }

    /** Records the {@code -D} and {@code -U} settings, before the file's first line. */
    void commandLine(CommandLineMacros settings) {
        for (List<Token> line : settings.directives()) {
            directive(line, -1, null);
        }
    }

    /** Whether this file defines or undefines {@code name} anywhere before. */
    boolean mentioned(String name) {
        return events.containsKey(name);
    }

    /**
     * The definition of {@code name} in force at the code token {@code codeIndex}, under {@code use}; {@code null} for
     * none.
     *
     * @throws Ambiguous if it may be defined differently, or defined or not, there
     */
    Definition at(String name, int codeIndex, Branches use) throws Ambiguous {
        List<Definition> possible = possibilities(name, codeIndex, use).values();
        if (possible.size() > 1) {
            List<Definition> defined = possible.stream().filter(d -> d != null).toList();
            throw defined.size() > 1 ? new Ambiguous(defined.get(0), defined.get(1)) : new Ambiguous(null, defined.get(0));
        }
        return possible.getFirst();
    }

    /** What {@code name} may stand for at {@code codeIndex} under {@code use}. */
    Possibilities possibilities(String name, int codeIndex, Branches use) {
        List<Event> all = events.getOrDefault(name, List.of());
        int lo = 0;
        int hi = all.size();
        while (lo < hi) { // the directives before the use
            int mid = (lo + hi) >>> 1;
            if (all.get(mid).codeIndex() <= codeIndex) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        int count = lo;
        return answered.computeIfAbsent(new Key(name, count, use), k -> replay(all.subList(0, count), use));
    }

    private static Possibilities replay(List<Event> events, Branches use) {
        var possible = new LinkedHashMap<String, Definition>();
        possible.put(null, null);
        boolean settled = false;
        for (Event e : events) {
            Branches.Relation r = Branches.relation(e.branches(), use);
            if (r == Branches.Relation.IMPOSSIBLE) {
                continue;
            }
            if (r == Branches.Relation.CERTAIN) {
                possible.clear();
                settled = true;
            }
            possible.putIfAbsent(e.key(), e.definition());
        }
        return new Possibilities(new ArrayList<>(possible.values()), settled);
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
