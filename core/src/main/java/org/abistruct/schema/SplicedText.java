package org.abistruct.schema;

import java.util.Arrays;
import org.abistruct.type.Position;

/**
 * A schema text after C's translation phase 2 (C11 5.1.1.2p1 item 2), which comes before comments and tokens: each
 * backslash that ends a line is deleted with the line end ({@link LineContinuation} says which), so a {@code //}
 * comment ending in one runs on into the next line, and a name, number or literal may be split across lines. Each line
 * end that stays is one {@code '\n'} here, whether written {@code \n}, CRLF or a lone CR (GCC and clang count all three).
 * A byte order mark is dropped. Each character keeps its place in the original text, so positions are those the author
 * sees. The text is spliced as it is read, so that reading only up to a point costs only as much.
 */
final class SplicedText {
    private final String file;
    private final String original;
    private final LineContinuation rule;
    /** The text spliced so far. */
    private final StringBuilder text;
    /** For each character of {@link #text}, the offset in the original text. */
    private int[] origin;
    /** Where the splicing goes on in the original text. */
    private int next;
    /** Where the lines of the original text start, spliced or not. */
    private final LineStarts lines;

    private SplicedText(String file, String original, LineContinuation rule, int from, LineStarts lines) {
        this.file = file;
        this.original = original;
        this.rule = rule;
        this.text = new StringBuilder();
        this.origin = new int[16];
        this.next = from == 0 && original.startsWith("\uFEFF") ? 1 : from;
        this.lines = lines;
    }

    /** {@code original} spliced as {@code rule} says, with positions in {@code file}. */
    static SplicedText of(String file, String original, LineContinuation rule) {
        return new SplicedText(file, original, rule, 0, new LineStarts(original));
    }

    /** The part of {@code original} from {@code from} on, spliced as {@code rule} says; {@code lines} are its lines. */
    static SplicedText from(String file, String original, LineContinuation rule, int from, LineStarts lines) {
        return new SplicedText(file, original, rule, from, lines);
    }

    /** Whether the spliced text has a character at {@code index}, splicing up to it. */
    boolean has(int index) {
        while (text.length() <= index && next < original.length()) {
            int splice = rule.spliceAt(original, next);
            int lineEnd = lineEndLength(original, next);
            if (splice == 0) {
                if (text.length() == origin.length) {
                    origin = Arrays.copyOf(origin, origin.length * 2);
                }
                origin[text.length()] = next;
                text.append(lineEnd > 0 ? '\n' : original.charAt(next));
            }
            next += splice > 0 ? splice : Math.max(1, lineEnd);
        }
        return index < text.length();
    }

    /** The character at {@code index}, which {@link #has} must have found; each line end is one {@code '\n'}. */
    char charAt(int index) {
        return text.charAt(index);
    }

    /** The code point at {@code index}, which {@link #has} must have found: a surrogate pair is one. */
    int codePointAt(int index) {
        char c = text.charAt(index);
        return Character.isHighSurrogate(c) && has(index + 1) && Character.isLowSurrogate(text.charAt(index + 1))
                ? Character.toCodePoint(c, text.charAt(index + 1)) : c;
    }

    /** The spliced text from {@code begin} to {@code end}, which must have been read. */
    String substring(int begin, int end) {
        return text.substring(begin, end);
    }

    /** Where the character at {@code index} (or the end of the text) stands in the original text. */
    Position position(int index) {
        return lines.position(file, has(index) ? origin[index] : original.length());
    }

    /** Where the text stands just after the character at {@code index}, which must have been read: before a splice. */
    Position positionAfter(int index) {
        return lines.position(file, origin[index] + 1);
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
