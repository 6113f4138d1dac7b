package org.abistruct.schema;

import org.abistruct.type.Position;

/**
 * One token of schema text and where it starts and ends.
 *
 * @param kind     what the token is
 * @param text     the token as written, less any line splices in it ({@code ""} for the end tokens)
 * @param position the file, line and column of its first character
 * @param end      where the character after it is written, past any line splices: where a token that follows with
 *                 nothing between starts ({@code <<} is two tokens)
 * @param afterText just after its last character, on that character's line, before any splice that follows: where a
 *                 missing {@code ;} belongs, as clang reports it
 */
record Token(TokenKind kind, String text, Position position, Position end, Position afterText) {
    private static final int LONGEST_QUOTED = 40;

    /** A token whose next character follows its last at once (no splice between). */
    Token(TokenKind kind, String text, Position position, Position end) {
        this(kind, text, position, end, end);
    }

    /** A token written on one line, without splices (a name the parser makes up). */
    Token(TokenKind kind, String text, Position position) {
        this(kind, text, position, new Position(position.file(), position.line(), position.column() + text.length()));
    }

    /** Whether this is the identifier or punctuation {@code spelling}. */
    boolean is(String spelling) {
        return (kind == TokenKind.IDENTIFIER || kind == TokenKind.PUNCT) && text.equals(spelling);
    }

    boolean isIdentifier() {
        return kind == TokenKind.IDENTIFIER;
    }

    boolean isEnd() {
        return kind == TokenKind.END;
    }

    /** The token as an error message names it: {@code '}'}, {@code end of file}. */
    String describe() {
        return switch (kind) {
            case END -> "end of file";
            case DIRECTIVE_END -> "end of line";
            default -> "'" + (text.length() > LONGEST_QUOTED ? text.substring(0, LONGEST_QUOTED) + "..." : text) + "'";
        };
    }
}
