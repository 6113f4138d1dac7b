package org.abistruct.schema;

import org.abistruct.type.Position;

/**
 * A schema text after C's translation phase 2 (C11 5.1.1.2p1 item 2), which comes before comments and tokens: each
 * backslash that ends a line is deleted with the line end ({@link LineContinuation} says which), so a {@code //}
 * comment ending in one runs on into the next line, and a name, number or literal may be split across lines. Each line
 * end that stays is one {@code '\n'} here, whether written {@code \n}, CRLF or a lone CR (GCC and clang count all three).
 * A byte order mark is dropped. Each character keeps its place in the original text, so positions are those the author
 * sees.
 */
final class SplicedText {
    private final String file;
    private final String text;
    /** For each character of {@link #text}, and for its end, the offset in the original text. */
    private final int[] origin;
    /** Where the lines of the original text start, spliced or not. */
    private final LineStarts lines;

    private SplicedText(String file, String text, int[] origin, LineStarts lines) {
        this.file = file;
        this.text = text;
        this.origin = origin;
        this.lines = lines;
    }

    /** {@code original} spliced as {@code rule} says, with positions in {@code file}. */
    static SplicedText of(String file, String original, LineContinuation rule) {
        var text = new StringBuilder(original.length());
        var origin = new int[original.length() + 1];
        int i = original.startsWith("\uFEFF") ? 1 : 0;
        while (i < original.length()) {
            int splice = rule.spliceAt(original, i);
            int lineEnd = lineEndLength(original, i);
            if (splice == 0) {
                origin[text.length()] = i;
                text.append(lineEnd > 0 ? '\n' : original.charAt(i));
            }
            i += splice > 0 ? splice : Math.max(1, lineEnd);
        }
        origin[text.length()] = original.length();
        return new SplicedText(file, text.toString(), origin, new LineStarts(original));
    }

    /** The text with its splices removed and each line end one {@code '\n'}. */
    String text() {
        return text;
    }

    /** Where the character at {@code index} of {@link #text} (or its end) stands in the original text. */
    Position position(int index) {
        return lines.position(file, origin[index]);
    }

    /** The length of the line end at {@code i}: 2 for CRLF, 1 for {@code \n} or a lone CR, 0 for none. */
    static int lineEndLength(String text, int i) {
        if (i >= text.length()) {
            return 0;
        }
        char c = text.charAt(i);
        if (c == '\r') {
            return i + 1 < text.length() && text.charAt(i + 1) == '\n' ? 2 : 1;
        }
        return c == '\n' ? 1 : 0;
    }
}
