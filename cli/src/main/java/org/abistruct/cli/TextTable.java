package org.abistruct.cli;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table: columns padded to their widest cell, two spaces apart, no trailing blanks. */
final class TextTable {
    enum Align { LEFT, RIGHT }

    private final List<Align> alignments;
    private final List<List<String>> rows = new ArrayList<>();

    TextTable(Align... alignments) {
        this.alignments = List.of(alignments);
    }

    /** Adds a row; missing trailing cells are blank. */
    TextTable row(String... cells) {
        if (cells.length > alignments.size()) {
            throw new IllegalArgumentException(cells.length + " cells for " + alignments.size() + " columns");
        }
        rows.add(List.of(cells));
        return this;
    }

    /** The table, each line prefixed with {@code indent} and ended with a newline. */
    String render(String indent) {
        int[] widths = new int[alignments.size()];
        for (List<String> row : rows) {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        var sb = new StringBuilder();
        for (List<String> row : rows) {
            var line = new StringBuilder(indent);
            for (int c = 0; c < alignments.size(); c++) {
                String cell = c < row.size() ? row.get(c) : "";
                if (c > 0) {
                    line.append("  ");
                }
                line.append(alignments.get(c) == Align.RIGHT ? padLeft(cell, widths[c]) : padRight(cell, widths[c]));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    static String padLeft(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    static String padRight(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
