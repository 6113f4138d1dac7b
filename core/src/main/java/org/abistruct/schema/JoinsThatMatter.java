package org.abistruct.schema;

/**
 * Finds, in a shader's text read without joins, the first backslash before a line end whose joining would change what
 * glslang makes of the file. That is any but one that ends a {@code //} comment before a line holding only blanks, or
 * blanks and another {@code //} comment: glslang only warns about those, and joined or not they leave the same tokens.
 * A backslash before a line end anywhere else matters: in code or a literal it joins (or, unjoined, glslang refuses
 * it), and in a block comment glslang refuses it unjoined, while joined it may end the comment ({@code *\} then
 * {@code /}).
 */
final class JoinsThatMatter {
    private JoinsThatMatter() {
    }

    /**
     * The offset of the first such backslash from {@code from}, which must be in code (not in a comment or literal), up
     * to {@code until}; -1 for none.
     */
    static int first(String text, int from, int until) {
        var glsl = new LineContinuation(false, from);
        boolean lineComment = false;
        boolean blockComment = false;
        char quote = 0;
        for (int i = from; i < until; i++) {
            char c = text.charAt(i);
            char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
            int splice = glsl.spliceAt(text, i);
            if (splice > 0) {
                if (!lineComment || !blankOrLineComment(text, i + splice)) {
                    return i;
                }
            } else if (SplicedText.lineEndLength(text, i) > 0) {
                lineComment = false;
                quote = 0; // as the lexer reads it: a literal ends at the line end
            } else if (blockComment) {
                if (c == '*' && next == '/') {
                    blockComment = false;
                    i++;
                }
            } else if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\') {
                    i++; // an escape; a backslash before a line end was taken above
                }
            } else if (!lineComment && c == '/' && (next == '/' || next == '*')) {
                lineComment = next == '/';
                blockComment = next == '*';
                i++;
            } else if (!lineComment && (c == '"' || c == '\'')) {
                quote = c;
            }
        }
        return -1;
    }

    /** Whether the line starting at {@code i} holds only blanks, or blanks and a {@code //} comment. */
    private static boolean blankOrLineComment(String text, int i) {
        while (i < text.length() && " \t\f\u000B".indexOf(text.charAt(i)) >= 0) {
            i++;
        }
        return i == text.length() || SplicedText.lineEndLength(text, i) > 0 || text.startsWith("//", i);
    }
}
