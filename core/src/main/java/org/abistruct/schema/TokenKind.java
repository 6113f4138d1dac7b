package org.abistruct.schema;

/** What a {@link Token} is. */
enum TokenKind {
    /** A name or keyword: {@code struct}, {@code vec3}, {@code radius}. */
    IDENTIFIER,
    /** A C number as written ({@code 16}, {@code 0x10u}, {@code 1.5}); checked where it is used. */
    NUMBER,
    /** A string or character literal, quotes included ({@code "C"} in {@code extern "C"}). */
    STRING,
    /** One punctuation character: {@code { } ( ) [ ] ; , : * =} and the like. */
    PUNCT,
    /** The {@code #} that starts a preprocessor line. */
    DIRECTIVE_START,
    /** The end of a preprocessor line. */
    DIRECTIVE_END,
    /**
     * What the lexer cannot read (an unterminated literal, GLSL's {@code '} in code); its text is the error, reported
     * only if the token is in code the file compiles, since C lets {@code #if 0} hold anything.
     */
    INVALID,
    /**
     * A character no token of C or GLSL holds outside a directive (U+0001, {@code @}, U+FFFD); its text is the
     * character, and its error ({@link Lexer#refusal}) is reported as {@link #INVALID}'s is.
     */
    UNEXPECTED_CHARACTER,
    /** The end of the input. */
    END
}
