package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.Position;

/**
 * Splits schema text into {@link Token}s with their line and column, dropping whitespace and comments.
 * A {@code #} that starts a line opens a preprocessor line: its tokens are emitted between
 * {@link TokenKind#DIRECTIVE_START} and {@link TokenKind#DIRECTIVE_END}, read leniently (any character
 * is a token there, since most directives are ignored), and a backslash before the newline continues
 * it. Columns count characters from 1; a tab is one column, as in clang's diagnostics.
 */
final class Lexer {
    private static final String PUNCTUATION = "{}()[];,:*=<>+-/.&|~!?%^#";

    private final String file;
    private final String text;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;
    private int line = 1;
    private int lineStart;
    /** Whether a token was already seen on the current line (a later {@code #} is not a directive). */
    private boolean tokenOnLine;
    /** Where the last line ended: its {@code \n}, or the {@code \r} of a CRLF or a lone CR (clang's place for it). */
    private Position lastLineEnd;

    private Lexer(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /** The tokens of {@code text}, ending with one {@link TokenKind#END} token. */
    static List<Token> tokenize(String file, String text) {
        Lexer lexer = new Lexer(file, text);
        if (text.startsWith("\uFEFF")) {
            lexer.pos = 1;
            lexer.lineStart = 1;
        }
        lexer.run();
        return lexer.tokens;
    }

    private void run() {
        while (true) {
            skipSpaceAndComments(false);
            if (pos >= text.length()) {
                tokens.add(new Token(TokenKind.END, "", here()));
                return;
            }
            char c = text.charAt(pos);
            if (c == '#' && !tokenOnLine) {
                directive();
            } else {
                tokenOnLine = true;
                tokens.add(token(false));
            }
        }
    }

    /** A preprocessor line: {@code #}, its tokens, and an end-of-line token. */
    private void directive() {
        tokens.add(new Token(TokenKind.DIRECTIVE_START, "#", here()));
        pos++;
        while (true) {
            boolean lineEnded = skipSpaceAndComments(true);
            if (lineEnded || pos >= text.length()) {
                // "found end of line" errors point where the line ended, not at the start of the next one
                tokens.add(new Token(TokenKind.DIRECTIVE_END, "", lineEnded ? lastLineEnd : here()));
                return;
            }
            tokens.add(token(true));
        }
    }

    /**
     * Skips blanks, newlines and comments. Inside a directive it stops at the newline that ends the line
     * (not one after a backslash) and returns true there; the newline itself is consumed.
     */
    private boolean skipSpaceAndComments(boolean inDirective) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (isLineEnd(pos)) {
                newline();
                if (inDirective) {
                    return true;
                }
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000B') {
                pos++;
            } else if (inDirective && c == '\\' && continuesLine()) {
                while (!isLineEnd(pos)) {
                    pos++;
                }
                newline();
            } else if (c == '/' && peekChar(1) == '/') {
                while (pos < text.length() && !isLineEnd(pos)) {
                    pos++;
                }
            } else if (c == '/' && peekChar(1) == '*') {
                blockComment();
            } else {
                return false;
            }
        }
        return false;
    }

    /** Whether the backslash at {@code pos} is followed by only blanks up to the newline. */
    private boolean continuesLine() {
        for (int i = pos + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isLineEnd(i)) {
                return true;
            }
            if (c != ' ' && c != '\t' && c != '\r') {
                return false;
            }
        }
        return false;
    }

    private void blockComment() {
        Position start = here();
        pos += 2;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '*' && peekChar(1) == '/') {
                pos += 2;
                return;
            }
            if (isLineEnd(pos)) {
                newline();
            } else {
                pos++;
            }
        }
        throw new SchemaException(start, "unterminated comment: expected '*/' before end of file");
    }

    private Token token(boolean inDirective) {
        Position start = here();
        int begin = pos;
        char c = text.charAt(pos);
        if (isIdentifierStart(c)) {
            while (pos < text.length() && isIdentifierPart(text.charAt(pos))) {
                pos++;
            }
            return new Token(TokenKind.IDENTIFIER, text.substring(begin, pos), start);
        }
        if (isDigit(c) || (c == '.' && isDigit(peekChar(1)))) {
            number();
            return new Token(TokenKind.NUMBER, text.substring(begin, pos), start);
        }
        if (c == '"' || c == '\'') {
            return quoted(c, inDirective) ? new Token(TokenKind.STRING, text.substring(begin, pos), start)
                    : new Token(TokenKind.INVALID, "unterminated " + (c == '"' ? "string" : "character")
                            + " literal: expected " + c + " before end of line", start);
        }
        if (PUNCTUATION.indexOf(c) >= 0 || inDirective) {
            pos += Character.charCount(text.codePointAt(pos));
            return new Token(TokenKind.PUNCT, text.substring(begin, pos), start);
        }
        String unexpected = "unexpected character " + describeChar(text.codePointAt(pos));
        pos += Character.charCount(text.codePointAt(pos));
        return new Token(TokenKind.INVALID, unexpected, start);
    }

    /** A C preprocessing number: digits, letters, dots, and a sign after an exponent letter. */
    private void number() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if ((c == '+' || c == '-') && "eEpP".indexOf(text.charAt(pos - 1)) >= 0) {
                pos++;
            } else if (isIdentifierPart(c) || c == '.') {
                pos++;
            } else {
                return;
            }
        }
    }

    /** Reads a string or character literal; whether it is terminated (a directive line may leave it open). */
    private boolean quoted(char quote, boolean inDirective) {
        pos++;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == quote) {
                pos++;
                return true;
            }
            if (c == '\n' || c == '\r') {
                break;
            }
            pos += c == '\\' && pos + 1 < text.length() && !isLineEnd(pos + 1) ? 2 : 1;
        }
        return inDirective;
    }

    /**
     * Whether a line ends at {@code i}: a {@code \n}, or a {@code \r} not followed by one (old Mac line
     * ends, which GCC and clang count as newlines too). The {@code \r} of a CRLF is a blank before the
     * {@code \n}.
     */
    private boolean isLineEnd(int i) {
        char c = text.charAt(i);
        return c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'));
    }

    private void newline() {
        int end = text.charAt(pos) == '\n' && pos > lineStart && text.charAt(pos - 1) == '\r' ? pos - 1 : pos;
        lastLineEnd = new Position(file, line, end - lineStart + 1);
        pos++;
        line++;
        lineStart = pos;
        tokenOnLine = false;
    }

    private char peekChar(int ahead) {
        int i = pos + ahead;
        return i < text.length() ? text.charAt(i) : '\0';
    }

    private Position here() {
        return new Position(file, line, pos - lineStart + 1);
    }

    private static boolean isIdentifierStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || isDigit(c);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static String describeChar(int codePoint) {
        String hex = String.format("U+%04X", codePoint);
        return codePoint >= 0x21 && codePoint < 0x7F ? "'" + Character.toString(codePoint) + "'" : hex;
    }
}
