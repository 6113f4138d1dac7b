package org.abistruct.schema;

/**
 * Finds, in a shader's text read without joins, the first backslash before a line end that glslang would refuse, or
 * read otherwise, if it joined no lines there. Where it joins none, it refuses every one but one that ends a {@code //}
 * comment, where it warns and ends the comment at the line end ({@link #refusedUnjoined}): in code, a directive, a
 * block comment or a string, in an {@code #if 0} block too. Where whether it joins depends on a conditional the file
 * does not decide, one matters also after a {@code //} comment if the next line holds code ({@link #first}): joined,
 * that line is part of the comment. One before a line holding only blanks, or blanks and another {@code //} comment,
 * leaves the same tokens joined or not. glslang's preprocessor reads {@code "} as a quote, {@code '} as punctuation.
 */
final class JoinsThatMatter {
    private JoinsThatMatter() {
    }

    /**
     * The offset of the first backslash whose joining would change what glslang makes of the file, between
     * {@code from}, which must be in code (not in a comment or literal), and {@code until}; -1 for none.
     */
    static int first(String text, int from, int until) {
        return scan(text, from, until, true);
    }

    /** As {@link #first}, the first that glslang refuses where it joins no lines: any but one ending a comment. */
    static int refusedUnjoined(String text, int from, int until) {
        return scan(text, from, until, false);
    }

    private static int scan(String text, int from, int until, boolean commentBeforeCodeMatters) {
        var glsl = LineContinuation.GLSL;
        boolean lineComment = false;
        boolean blockComment = false;
        boolean quote = false;
        for (int i = from; i < until; i++) {
            char c = text.charAt(i);
            char next = i + 1 < text.length() ? text.charAt(i + 1) : 0;
            int splice = glsl.spliceAt(text, i);
            if (splice > 0) {
                if (!lineComment || commentBeforeCodeMatters && !blankOrLineComment(text, i + splice)) {
                    return i;
                }
            } else if (SplicedText.lineEndLength(text, i) > 0) {
                lineComment = false;
                quote = false; // as glslang reads it: a string ends at the line end
            } else if (blockComment) {
                if (c == '*' && next == '/') {
                    blockComment = false;
                    i++;
                }
            } else if (quote) {
                if (c == '"') {
                    quote = false;
                } else if (c == '\\') {
                    i++; // an escape; a backslash before a line end was taken above
                }
            } else if (!lineComment && c == '/' && (next == '/' || next == '*')) {
                lineComment = next == '/';
                blockComment = next == '*';
                i++;
            } else if (!lineComment && c == '"') {
                quote = true;
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
