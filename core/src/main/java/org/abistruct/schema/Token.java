package org.abistruct.schema;

import org.abistruct.type.Position;

/**
 * One token of schema text and where it starts.
 *
 * @param kind     what the token is
 * @param text     the token exactly as written ({@code ""} for the end tokens)
 * @param position the file, line and column of its first character
 */
record Token(TokenKind kind, String text, Position position) {
    private static final int LONGEST_QUOTED = 40;

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

    /** The position just after the token: where a missing {@code ;} belongs. */
    Position end() {
        return new Position(position.file(), position.line(), position.column() + text.length());
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
