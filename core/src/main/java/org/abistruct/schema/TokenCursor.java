package org.abistruct.schema;

import java.util.BitSet;
import java.util.List;

/** A read position in a token list that always ends with an {@link TokenKind#END} token. */
final class TokenCursor {
    private final List<Token> tokens;
    private int index;
    /** The tokens passed over unread, which decide no layout (for {@link WrittenMacroUses}). */
    private final BitSet skipped = new BitSet();

    TokenCursor(List<Token> tokens) {
        this.tokens = tokens;
    }

    Token peek() {
        return tokens.get(index);
    }

    /** The token {@code ahead} places on; the end token once past the end. */
    Token peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    Token next() {
        Token t = tokens.get(index);
        if (index < tokens.size() - 1) {
            index++;
        }
        return t;
    }

    /** The token before the current one (the current one at the start). */
    Token previous() {
        return tokens.get(Math.max(index - 1, 0));
    }

    boolean at(String spelling) {
        return peek().is(spelling);
    }

    boolean accept(String spelling) {
        if (at(spelling)) {
            next();
            return true;
        }
        return false;
    }

    boolean atEnd() {
        return peek().isEnd();
    }

    int index() {
        return index;
    }

    /** Goes back to {@code index}, one {@link #index()} returned, to read the tokens from there again. */
    void reset(int index) {
        this.index = index;
    }

    /**
     * The index of the first {@code ,} or {@code close} from the current token on that is outside brackets: the end of
     * one item of a list (an enumerator, a declarator with its initializer). A closing bracket that closes nothing,
     * or a {@code ;} inside brackets, ends it too (the caller reports it); -1 when the input ends first.
     */
    int endOfItem(String close) {
        int depth = 0;
        for (int i = index; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean closer = t.is(")") || t.is("]") || t.is("}");
            if (depth == 0 && (t.is(",") || t.is(close) || closer) || t.is(";")) {
                return i;
            }
            if (t.is("(") || t.is("[") || t.is("{")) {
                depth++;
            } else if (closer) {
                depth--;
            }
        }
        return -1;
    }

    /** Moves to the token at an absolute index, forward or back. */
    void moveTo(int absolute) {
        int to = Math.min(absolute, tokens.size() - 1);
        if (to > index) { // every jump forward passes over tokens the parser gives up reading
            skipped.set(index, to);
        }
        index = to;
    }

    /** Notes that the tokens from {@code from} up to the cursor were passed over unread, by a loop of the caller's. */
    void skippedSince(int from) {
        skipped.set(from, Math.max(from, index));
    }

    /** Whether the token at this index was passed over unread ({@link #skipBalanced}, {@link #moveTo}, ...). */
    boolean wasSkipped(int absolute) {
        return skipped.get(absolute);
    }

    /** The token at an absolute index; the end token past the end. */
    Token at(int absolute) {
        return tokens.get(Math.min(absolute, tokens.size() - 1));
    }

    /**
     * Skips a bracketed group starting at the current {@code open} token, nested brackets of the same
     * kind included, without recursion. Returns false when the input ends first.
     */
    boolean skipBalanced(String open, String close) {
        int start = index;
        int depth = 0;
        try {
            do {
                Token t = next();
                if (t.isEnd()) {
                    return false;
                }
                if (t.is(open)) {
                    depth++;
                } else if (t.is(close)) {
                    depth--;
                }
            } while (depth > 0);
            return true;
        } finally {
            skippedSince(start);
        }
    }

    /** The index of the {@code close} matching the {@code open} at {@code from}, or -1. */
    int findMatching(int from, String open, String close) {
        int depth = 0;
        for (int i = from; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is(open)) {
                depth++;
            } else if (t.is(close) && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
