package org.abistruct.schema;

import java.util.Arrays;
import org.abistruct.type.Position;

/**
 * Where the lines of a text start, counting each line end as GCC and clang do ({@code \n}, CRLF or a lone CR), spliced
 * or not: turns an offset in the text into the position an author sees, and back. A column counts the bytes of the
 * line's UTF-8 from 1, as clang's diagnostics do (after an {@code é} in a comment, one more than the characters before
 * it), so that a position reads as clang's after text outside ASCII too. A byte order mark is not on line 1 (clang counts its three
 * bytes there, GCC none).
 */
final class LineStarts {
    private final int[] starts;
    /** The offsets of the characters outside ASCII, in order; a surrogate pair's at its first half. */
    private final int[] wide;
    /** For each of {@link #wide}, the bytes its UTF-8 takes beyond its UTF-16 units, summed with those before it. */
    private final int[] extra;

    LineStarts(String text) {
        var starts = new int[16];
        var wide = new int[0];
        var extra = new int[0];
        int lines = 1;
        int wides = 0;
        int sum = 0;
        int i = text.startsWith("\uFEFF") ? 1 : 0;
        starts[0] = i;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                        && Character.isLowSurrogate(text.charAt(i + 1));
                // 4 bytes for 2 units, 2 or 3 bytes for 1, and a byte that is not UTF-8 one
                sum += pair ? 2 : c < 0x800 ? 1 : RawBytes.is(c) ? 0 : 2;
                if (wides == wide.length) {
                    wide = Arrays.copyOf(wide, Math.max(16, wides * 2));
                    extra = Arrays.copyOf(extra, wide.length);
                }
                wide[wides] = i;
                extra[wides++] = sum;
                i += pair ? 2 : 1;
                continue;
            }
            int end = SplicedText.lineEndLength(text, i);
            i += Math.max(1, end);
            if (end > 0) {
                if (lines == starts.length) {
                    starts = Arrays.copyOf(starts, lines * 2);
                }
                starts[lines++] = i;
            }
        }
        this.starts = Arrays.copyOf(starts, lines);
        this.wide = Arrays.copyOf(wide, wides);
        this.extra = Arrays.copyOf(extra, wides);
    }

    /** The offset of {@code p} (a line and column of this text). */
    int offset(Position p) {
        int start = starts[p.line() - 1];
        int lo = start;
        int hi = start + p.column() - 1; // a column is at least as many bytes as units
        while (lo < hi) { // the first offset whose column is p's
            int mid = (lo + hi) >>> 1;
            if (column(start, mid) < p.column()) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The line and column of {@code offset}, in {@code file}. */
    Position position(String file, int offset) {
        int line = Arrays.binarySearch(starts, offset);
        if (line < 0) {
            line = -line - 2; // the last line that starts before the offset
        }
        return new Position(file, line + 1, column(starts[line], offset));
    }

    /** The column of {@code offset} on the line that starts at {@code start}. */
    private int column(int start, int offset) {
        return offset - start + 1 + extraBefore(offset) - extraBefore(start);
    }

    /** The bytes the characters before {@code offset} take beyond their UTF-16 units. */
    private int extraBefore(int offset) {
        if (wide.length == 0) {
            return 0;
        }
        int i = Arrays.binarySearch(wide, offset);
        int before = i >= 0 ? i : -i - 1; // how many wide characters start before the offset
        return before == 0 ? 0 : extra[before - 1];
    }
}
