package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the message of a static assertion, after its {@code ,}: string literals once macros are replaced, as clang
 * wants them. A macro the file defines is looked into, so that one that is no string ({@code #define BAD 1}) is refused
 * at its name, as clang refuses {@code "a" BAD} ("expected ')'") and {@code BAD "a"} ("expected string literal"); one
 * that is strings or nothing is taken. A name the schema cannot see through may be a string, and is taken: a macro from
 * a header it does not read, a predefined one ({@code __FILE__}), or a function-like macro's call, whose {@code #} may
 * make a string.
 */
final class StaticAssertMessage {
    /** The prefixes of wide and UTF string literals, which the lexer reads as a name before the string. */
    private static final Set<String> ENCODING_PREFIXES = Set.of("u8", "u", "U", "L");

    /** What a name in the message stands for, once macros the file defines are replaced. */
    private enum Words {
        /** Nothing: a macro defined empty. */
        NONE,
        /** String literals only. */
        STRINGS,
        /** What the schema cannot see through, which may be a string; a {@code (...)} after it may be its call. */
        UNKNOWN
    }

    /**
     * A token that is no string, found in the replacement of a macro the file defines, and whether a string came before
     * it there: clang then wants the {@code )}, not a first string.
     */
    private static final class NoString extends Exception {
        private static final long serialVersionUID = 1L;
        final transient Token found;
        final boolean afterStrings;

        NoString(Token found, boolean afterStrings) {
            super(null, null, false, false);
            this.found = found;
            this.afterStrings = afterStrings;
        }
    }

    private final ParseContext ctx;
    /** The macros being replaced, which stay names inside themselves. */
    private final Set<String> replacing = new HashSet<>();
    /** Replacement tokens looked at, for one name: past {@link ConstantExpression#MAX_TOKENS}, it is not looked into. */
    private int looked;
    /** Whether a string literal was met in the replacements looked into so far, which are in the order clang reads. */
    private boolean metString;

    private StaticAssertMessage(ParseContext ctx) {
        this.ctx = ctx;
    }

    /**
     * The message whose first token is at the cursor, as its words are written ({@code "wire" " size"},
     * {@code PRE "wire"}), leaving the cursor at its {@code )}.
     *
     * @throws SchemaException where a token is no string, as clang reports it: at the token, or at the name of the
     *                         macro whose replacement holds it
     */
    static String read(ParseContext ctx, Token keyword) {
        TokenCursor cursor = ctx.cursor;
        int from = cursor.index();
        boolean strings = false;
        boolean named = false;
        int i = from;
        while (!cursor.at(i).is(")")) {
            Token t = cursor.at(i);
            int literal = stringLiteral(cursor.at(i), cursor.at(i + 1));
            if (literal > 0) {
                strings = true;
                i += literal;
                continue;
            }
            if (!t.isIdentifier()) {
                throw ctx.expected(expected(strings, keyword), t);
            }
            Words words;
            try {
                words = new StaticAssertMessage(ctx).words(t.text(), i);
            } catch (NoString e) {
                throw ctx.error(t, "expected " + expected(strings || e.afterStrings, keyword) + " but found "
                        + e.found.describe() + NamedConstants.inExpansion(t.text()));
            }
            named = true;
            strings |= words != Words.NONE;
            i++;
            if (words == Words.UNKNOWN && cursor.at(i).is("(")) {
                int close = cursor.findMatching(i, "(", ")");
                if (close < 0) {
                    throw ctx.expected(expected(strings, keyword), cursor.at(Integer.MAX_VALUE));
                }
                i = close + 1;
            }
        }
        if (!strings) {
            throw ctx.expected(expected(false, keyword), cursor.at(i));
        }
        cursor.reset(i);
        return named ? StaticAssertion.spelled(cursor, from, i) : joined(cursor, from, i);
    }

    /** What the message wants where a token is no string: the {@code )} after strings, else a first string. */
    private static String expected(boolean strings, Token keyword) {
        return strings ? "')' after the message of " + keyword.text()
                : "a string literal, the message of " + keyword.text();
    }

    /** A macro whose replacement is being looked into, and the next of its tokens to look at. */
    private static final class Replacement {
        final String name;
        final List<Token> body;
        int next;
        Words words = Words.NONE;

        Replacement(String name, List<Token> body) {
            this.name = name;
            this.body = body;
        }
    }

    /**
     * What {@code name}, at code token {@code codeIndex}, stands for: the replacement of an object-like macro the file
     * surely defines there, each name in it looked into in turn. The macros looked into are kept on a stack of their
     * own, not Java's, so that a chain of macros ({@code #define A0 A1}, {@code #define A1 A2}, ...), which clang reads
     * however long, does not overflow it before {@link ConstantExpression#MAX_TOKENS} tokens are looked at.
     *
     * @throws NoString with the first token of the replacement that is no string
     */
    private Words words(String name, int codeIndex) throws NoString {
        Deque<Replacement> open = new ArrayDeque<>();
        Replacement first = replacement(name, codeIndex);
        if (first == null) {
            return Words.UNKNOWN;
        }
        open.push(first);
        while (true) {
            Replacement r = open.peek();
            List<Token> body = r.body;
            if (r.next >= body.size()) {
                replacing.remove(r.name);
                open.pop();
                if (open.isEmpty()) {
                    return r.words;
                }
                open.peek().words = r.words == Words.NONE ? open.peek().words : Words.STRINGS;
                continue;
            }
            int i = r.next;
            if (++looked > ConstantExpression.MAX_TOKENS) {
                return Words.UNKNOWN;
            }
            int literal = stringLiteral(body.get(i), i + 1 < body.size() ? body.get(i + 1) : body.get(i));
            if (literal > 0) {
                r.words = Words.STRINGS;
                metString = true;
                r.next += literal;
            } else if (body.get(i).isIdentifier()) {
                r.next++;
                Replacement inner = replacement(body.get(i).text(), codeIndex);
                if (inner == null) {
                    return Words.UNKNOWN; // a call may follow, inside the replacement or after it
                }
                open.push(inner);
            } else {
                throw new NoString(body.get(i), metString);
            }
        }
    }

    /**
     * The replacement of {@code name} to look into, marked as being replaced; null where the schema cannot see
     * through it (see {@link Words#UNKNOWN}).
     */
    private Replacement replacement(String name, int codeIndex) {
        Macros.Definition macro;
        try {
            macro = ctx.macros.at(name, codeIndex, ctx.branchesAt(codeIndex));
        } catch (Macros.Ambiguous e) {
            return null; // one #if arm or another: what the file means here is not one thing
        }
        if (macro == null || macro.functionLike() || !replacing.add(name)) {
            return null;
        }
        return new Replacement(name, macro.body());
    }

    /**
     * How many tokens the string literal starting with {@code t} takes: 1 for {@code "a"}, 2 for a prefixed one
     * ({@code u8"a"}), whose prefix the lexer reads as a name right before the string; 0 for no string literal.
     */
    private static int stringLiteral(Token t, Token after) {
        if (t.kind() == TokenKind.STRING) {
            return 1;
        }
        return t.isIdentifier() && ENCODING_PREFIXES.contains(t.text()) && after.kind() == TokenKind.STRING
                && after.position().equals(t.end()) ? 2 : 0;
    }

    /** The string literals from code index {@code from} to before {@code to}, one space between two. */
    private static String joined(TokenCursor cursor, int from, int to) {
        var text = new StringBuilder();
        for (int i = from; i < to; i++) {
            boolean afterPrefix = i > from && cursor.at(i - 1).isIdentifier();
            text.append(text.isEmpty() || afterPrefix ? "" : " ").append(cursor.at(i).text());
        }
        return text.toString();
    }
}
