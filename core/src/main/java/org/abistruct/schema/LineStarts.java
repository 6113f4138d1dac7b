package org.abistruct.schema;

import java.util.Arrays;
import org.abistruct.type.Position;

/**
 * Where the lines of a text start, counting each line end as GCC and clang do ({@code \n}, CRLF or a lone CR), spliced
 * or not: turns an offset in the text into the position an author sees, and back. A byte order mark is not on line 1.
 */
final class LineStarts {
    private final int[] starts;

    LineStarts(String text) {
        var starts = new int[16];
        int lines = 1;
        int i = text.startsWith("\uFEFF") ? 1 : 0;
        starts[0] = i;
        while (i < text.length()) {
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
    }

    /** The offset of {@code p} (a line and column of this text). */
    int offset(Position p) {
        return starts[p.line() - 1] + p.column() - 1;
    }

    /** The line and column of {@code offset}, in {@code file}. */
    Position position(String file, int offset) {
        int line = Arrays.binarySearch(starts, offset);
        if (line < 0) {
            line = -line - 2; // the last line that starts before the offset
        }
        return new Position(file, line + 1, offset - starts[line] + 1);
    }
}
