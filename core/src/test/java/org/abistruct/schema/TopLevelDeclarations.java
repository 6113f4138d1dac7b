package org.abistruct.schema;

/**
 * Finds the top-level declaration (or function definition) of preprocessed C text that holds a position, so that a
 * header test can leave out a declaration the schema refuses by design and read the rest. A plain scan of brackets and
 * {@code ;}, enough for preprocessed headers (no literal holds a bracket there that matters).
 */
final class TopLevelDeclarations {
    private TopLevelDeclarations() {
    }

    /** The [start, end) offsets of the declaration of {@code text} that holds {@code line:column} (1-based). */
    static int[] around(String text, int line, int column) {
        int at = offset(text, line, column);
        int start = 0;
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
                if (c == '}' && depth == 0 && isFunctionBody(text, start, i)) {
                    if (at <= i) {
                        return new int[] {start, i + 1};
                    }
                    start = i + 1;
                }
            } else if (c == ';' && depth == 0) {
                if (at <= i) {
                    return new int[] {start, i + 1};
                }
                start = i + 1;
            }
        }
        throw new IllegalArgumentException(line + ":" + column + " is in no declaration");
    }

    /** {@code text} with [start, end) blanked, line ends kept, so that positions after it stay clang's. */
    static String blank(String text, int[] span) {
        var b = new StringBuilder(text);
        for (int i = span[0]; i < span[1]; i++) {
            if (b.charAt(i) != '\n') {
                b.setCharAt(i, ' ');
            }
        }
        return b.toString();
    }

    /** Whether the {@code }} at {@code close} ends a function's body: its first {@code {} follows a {@code )}. */
    private static boolean isFunctionBody(String text, int start, int close) {
        int open = text.indexOf('{', start);
        return open >= 0 && open < close && text.substring(start, open).strip().endsWith(")");
    }

    private static int offset(String text, int line, int column) {
        int i = 0;
        for (int l = 1; l < line; l++) {
            i = text.indexOf('\n', i) + 1;
        }
        return i + column - 1;
    }
}
