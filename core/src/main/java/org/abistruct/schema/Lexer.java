package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.Position;

/**
 * Splits schema text into {@link Token}s with their line and column, dropping whitespace and comments.
 * It reads the text after line splices ({@link SplicedText}), as C does, so a backslash before the line end joins
 * lines anywhere: in a comment, a name, a literal, a preprocessor line.
 * A {@code #} that starts a line opens a preprocessor line: its tokens are emitted between
 * {@link TokenKind#DIRECTIVE_START} and {@link TokenKind#DIRECTIVE_END}, read leniently (any character
 * is a token there, since most directives are ignored). Positions are in the text as written, splices
 * included: columns count bytes of UTF-8 from 1 ({@link LineStarts}); a tab is one column, as in clang's diagnostics.
 * <p>
 * In a GLSL file (one that starts with {@code #version}) quotes are read as glslang's preprocessor reads them: a
 * {@code '} is punctuation, never the start of a character literal, so a {@code /*} or {@code //} after it starts a
 * comment, in a directive and in skipped text too, and in code it is an error where the file reaches it; a
 * {@code "} must be closed on its line wherever it is read, in a directive and in skipped text too, or glslang
 * refuses the file ("End of line in string").
 * <p>
 * Tokens are read one at a time ({@link #next}), the text spliced as far as they go, so a reading may stop early, and
 * go on from a directive with other joins ({@link #from}).
 */
final class Lexer {
    private static final String PUNCTUATION = "{}()[];,:*=<>+-/.&|~!?%^#";
    /** The error of a {@code '} in GLSL code: the text of its {@link TokenKind#INVALID} token. */
    private static final String CODE_APOSTROPHE = "unexpected ''' in GLSL code, which glslang refuses (\"character"
            + " literals not supported\")";

    /** The text after splicing, each line end one {@code '\n'}. */
    private final SplicedText text;
    /** Whether quotes are read as glslang reads them. */
    private final boolean glsl;
    private int pos;
    /** Whether the tokens are a preprocessor line's, up to its end. */
    private boolean inDirective;
    /** Whether a token was already seen on the current line (a later {@code #} is not a directive). */
    private boolean tokenOnLine;
    /** Where the last line ended: its {@code \n}, or the {@code \r} of a CRLF or a lone CR (clang's place for it). */
    private Position lastLineEnd;

    private Lexer(SplicedText text, boolean glsl) {
        this.text = text;
        this.glsl = glsl;
    }

    /** The tokens of {@code text}, ending with one {@link TokenKind#END} token. */
    static List<Token> tokenize(String file, String text) {
        return tokenize(file, text, CommandLineMacros.NONE);
    }

    /**
     * The tokens of {@code text} with {@code -D} and {@code -U} settings in force, which may decide where a shader's
     * lines are joined ({@link LineContinuation#of(String, String, CommandLineMacros)}).
     */
    static List<Token> tokenize(String file, String text, CommandLineMacros commandLine) {
        return tokenize(file, text, LineContinuation.of(file, text, commandLine));
    }

    /** The tokens of {@code text} with its lines joined as {@code rule} says; as GLSL if it starts with #version. */
    static List<Token> tokenize(String file, String text, LineContinuation rule) {
        return tokenize(file, text, rule, LineContinuation.isGlsl(text));
    }

    /** The tokens of {@code text} with its lines joined as {@code rule} says, read as glslang would if {@code glsl}. */
    static List<Token> tokenize(String file, String text, LineContinuation rule, boolean glsl) {
        Lexer lexer = new Lexer(SplicedText.of(file, text, rule), glsl);
        var tokens = new ArrayList<Token>();
        Token t;
        do {
            t = lexer.next();
            tokens.add(t);
        } while (!t.isEnd());
        return tokens;
    }

    /**
     * The tokens of GLSL {@code text} from offset {@code from}, its start or a {@code #} that starts a directive, with
     * the lines joined as {@code rule} says, read as {@link #next} asks for them; {@code lines} are the text's lines.
     */
    static Lexer from(String file, String text, LineContinuation rule, int from, LineStarts lines) {
        return new Lexer(SplicedText.from(file, text, rule, from, lines), true);
    }

    /**
     * The next token: a code token, or a preprocessor line as {@link TokenKind#DIRECTIVE_START}, its tokens and
     * {@link TokenKind#DIRECTIVE_END}; {@link TokenKind#END} at the end of the text.
     */
    Token next() {
        if (inDirective) {
            boolean lineEnded = skipSpaceAndComments(true);
            if (lineEnded || !text.has(pos)) {
                inDirective = false;
                // "found end of line" errors point where the line ended, not at the start of the next one
                Position end = lineEnded ? lastLineEnd : here();
                return new Token(TokenKind.DIRECTIVE_END, "", end, end);
            }
            return token(true);
        }
        skipSpaceAndComments(false);
        if (!text.has(pos)) {
            return new Token(TokenKind.END, "", here(), here());
        }
        if (text.charAt(pos) == '#' && !tokenOnLine) {
            Position start = here();
            pos++;
            inDirective = true;
            return new Token(TokenKind.DIRECTIVE_START, "#", start, here());
        }
        tokenOnLine = true;
        return token(false);
    }

    /**
     * Skips blanks, newlines and comments. Inside a directive it stops at the newline that ends the line
     * and returns true there; the newline itself is consumed.
     */
    private boolean skipSpaceAndComments(boolean inDirective) {
        while (text.has(pos)) {
            char c = text.charAt(pos);
            if (c == '\n') {
                newline();
                if (inDirective) {
                    return true;
                }
            } else if (c == ' ' || c == '\t' || c == '\f' || c == '\u000B') {
                pos++;
            } else if (c == '/' && peekChar(1) == '/') {
                while (text.has(pos) && text.charAt(pos) != '\n') {
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

    private void blockComment() {
        Position start = here();
        pos += 2;
        while (text.has(pos)) {
            char c = text.charAt(pos);
            if (c == '*' && peekChar(1) == '/') {
                pos += 2;
                return;
            }
            // a comment is one space (C11 5.1.1.2p1 item 3): a line end inside it ends no line, so a '#' after it
            // starts no directive, and a directive goes on after it
            pos++;
        }
        throw new SchemaException(start, "unterminated comment: expected '*/' before end of file");
    }

    /** The token from {@code start} to here, with where its text ends ({@link Token#afterText}). */
    private Token token(TokenKind kind, String spelling, Position start) {
        return new Token(kind, spelling, start, here(), text.positionAfter(pos - 1));
    }

    private Token token(boolean inDirective) {
        Position start = here();
        int begin = pos;
        char c = text.charAt(pos);
        if (isIdentifierStart(c)) {
            while (text.has(pos) && isIdentifierPart(text.charAt(pos))) {
                pos++;
            }
            String word = text.substring(begin, pos);
            // GNU's alternate spellings of signed, which clang and GCC take as the keyword (the Linux uAPI's
            // asm-generic/int-ll64.h writes typedef __signed__ char __s8;); in a directive it is a name of its own:
            // #define __signed__ defines no macro signed, and #ifdef __signed__ asks for no macro signed
            boolean gnuSigned = !glsl && !inDirective && (word.equals("__signed__") || word.equals("__signed"));
            return token(TokenKind.IDENTIFIER, gnuSigned ? "signed" : word, start);
        }
        if (isDigit(c) || (c == '.' && isDigit(peekChar(1)))) {
            number();
            return token(TokenKind.NUMBER, text.substring(begin, pos), start);
        }
        if (c == '\'' && glsl) {
            return glslApostrophe(start, inDirective);
        }
        if (c == '"' || c == '\'') {
            if (quoted(c) || inDirective && !glsl) { // a C directive may leave it open
                return token(TokenKind.STRING, text.substring(begin, pos), start);
            }
            String unterminated = "unterminated " + (c == '"' ? "string" : "character") + " literal: expected " + c
                    + " before end of line";
            if (glsl) { // glslang's preprocessor refuses it wherever it reads it
                throw new SchemaException(start, unterminated + " (glslang refuses an open string in a directive and in"
                        + " skipped text too)");
            }
            return new Token(TokenKind.INVALID, unterminated, start, here());
        }
        if (PUNCTUATION.indexOf(c) >= 0 || inDirective) {
            pos += Character.charCount(text.codePointAt(pos));
            return token(TokenKind.PUNCT, text.substring(begin, pos), start);
        }
        int unexpected = text.codePointAt(pos);
        pos += Character.charCount(unexpected);
        return new Token(TokenKind.UNEXPECTED_CHARACTER, Character.toString(unexpected), start, here());
    }

    /**
     * Whether {@code t} is what the lexer cannot read, an error where the file reaches it in code it compiles
     * ({@link #refusal}).
     */
    static boolean isRefused(Token t) {
        return t.kind() == TokenKind.INVALID || t.kind() == TokenKind.UNEXPECTED_CHARACTER;
    }

    /** The error of {@code t}, a token the lexer cannot read ({@link #isRefused}). */
    static SchemaException refusal(Token t) {
        if (t.kind() == TokenKind.UNEXPECTED_CHARACTER) {
            int c = t.text().codePointAt(0);
            return SchemaException.unexpectedCharacter(t.position(), "unexpected character " + describeChar(c), c);
        }
        return new SchemaException(t.position(), t.text());
    }

    /** A C preprocessing number: digits, letters, dots, and a sign after an exponent letter. */
    private void number() {
        while (text.has(pos)) {
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

    /**
     * A {@code '} in a GLSL file, which glslang reads as punctuation: a token of a directive (which may be a macro's
     * replacement), and in code an error where the file reaches it, as glslang's is where its parser would see it.
     */
    private Token glslApostrophe(Position start, boolean inDirective) {
        pos++;
        return inDirective ? token(TokenKind.PUNCT, "'", start) : new Token(TokenKind.INVALID, CODE_APOSTROPHE, start,
                here());
    }

    /** Whether {@code t} is a {@code '} in GLSL code, which glslang refuses where its parser would see it. */
    static boolean isGlslCodeApostrophe(Token t) {
        return t.kind() == TokenKind.INVALID && t.text().equals(CODE_APOSTROPHE);
    }

    /** Reads a string or character literal up to its closing quote on the line; whether it has one. */
    private boolean quoted(char quote) {
        pos++;
        while (text.has(pos)) {
            char c = text.charAt(pos);
            if (c == quote) {
                pos++;
                return true;
            }
            if (c == '\n') {
                break;
            }
            pos += c == '\\' && text.has(pos + 1) && text.charAt(pos + 1) != '\n' ? 2 : 1;
        }
        return false;
    }

    private void newline() {
        lastLineEnd = here();
        pos++;
        tokenOnLine = false;
    }

    private char peekChar(int ahead) {
        int i = pos + ahead;
        return text.has(i) ? text.charAt(i) : '\0';
    }

    /** Where the character at {@code pos} is written: past any splice that precedes it. */
    private Position here() {
        return text.position(pos);
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
