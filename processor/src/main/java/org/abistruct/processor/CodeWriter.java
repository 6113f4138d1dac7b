package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;

/**
 * A small indentation-aware text builder for Java source: {@link #line} writes one line at the current
 * depth, {@link #open}/{@link #close} write a block's braces and change the depth, and {@link #javadoc}
 * writes a comment block. Lines are joined with {@code \n}.
 */
final class CodeWriter {
    private static final String INDENT = "    ";
    /** Javadoc is wrapped to keep lines within this many characters. */
    private static final int WIDTH = 120;

    private final StringBuilder out = new StringBuilder();
    private int depth;
    /** While set, {@link #open} at class level writes an abstract method declaration instead of a body. */
    private boolean declarationsOnly;
    /** The depth of the declaration whose body is being dropped, or -1. */
    private int droppingAt = -1;

    /**
     * From now on, each method opened at the current depth is written as {@code public abstract ...;}, and the
     * lines of its body are dropped; Javadoc and other lines at this depth are written as usual.
     */
    CodeWriter declarationsOnly(boolean on) {
        declarationsOnly = on;
        return this;
    }

    /** Writes {@code text} (which may span several lines) at the current indentation; an empty line stays empty. */
    CodeWriter line(String text) {
        if (droppingAt >= 0) {
            return this;
        }
        for (String part : text.split("\n", -1)) {
            if (!part.isEmpty()) {
                out.append(INDENT.repeat(depth)).append(part);
            }
            out.append('\n');
        }
        return this;
    }

    /**
     * Writes a statement, breaking it before the outermost {@code +} operators (those inside the fewest
     * parentheses, such as an offset sum passed as an argument) when it would be longer than the line width;
     * continuation lines are indented twice.
     */
    CodeWriter statement(String text) {
        int room = WIDTH - INDENT.length() * depth;
        if (text.length() <= room) {
            return line(text);
        }
        List<Plus> pluses = plusOperators(text);
        int breakDepth = pluses.stream().mapToInt(Plus::depth).min().orElse(0);
        var parts = new ArrayList<String>();
        int start = 0;
        for (Plus plus : pluses) {
            if (plus.depth() == breakDepth) {
                parts.add(text.substring(start, plus.at()));
                start = plus.at() + 1;
            }
        }
        parts.add(text.substring(start));
        var current = new StringBuilder(parts.getFirst());
        String continuation = INDENT.repeat(2);
        for (String part : parts.subList(1, parts.size())) {
            if (current.length() + 1 + part.length() > room) {
                line(current.toString());
                current.setLength(0);
                current.append(continuation).append(part);
            } else {
                current.append(' ').append(part);
            }
        }
        return line(current.toString());
    }

    /** A {@code +} operator of a statement: the index of the space before it, and its depth in parentheses. */
    private record Plus(int at, int depth) {
    }

    /** The {@code +} operators of {@code text} outside string literals, in order. */
    private static List<Plus> plusOperators(String text) {
        var pluses = new ArrayList<Plus>();
        int parens = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                parens++;
            } else if (c == ')') {
                parens--;
            } else if (c == '"') {
                i = text.indexOf('"', i + 1);
            } else if (text.startsWith(" + ", i)) {
                pluses.add(new Plus(i, parens));
            }
        }
        return pluses;
    }

    /** {@link String#format} then {@link #line(String)}. */
    CodeWriter line(String format, Object... args) {
        return line(String.format(format, args));
    }

    CodeWriter blank() {
        if (droppingAt < 0) {
            out.append('\n');
        }
        return this;
    }

    /** Writes {@code header + " {"} and indents what follows (see {@link #declarationsOnly} for the exception). */
    CodeWriter open(String header) {
        if (declarationsOnly && droppingAt < 0) {
            if (!header.startsWith("public ")) {
                throw new IllegalStateException("not a public method: " + header);
            }
            line("public abstract " + header.substring("public ".length()) + ";");
            droppingAt = depth;
        } else {
            line(header + " {");
        }
        depth++;
        return this;
    }

    CodeWriter open(String format, Object... args) {
        return open(String.format(format, args));
    }

    /** Ends the innermost block with {@code "}"}. */
    CodeWriter close() {
        return close("}");
    }

    /** Ends the innermost block and opens the next on the same line: {@code "} header {"} ({@code catch (...)}, {@code else}). */
    CodeWriter next(String header) {
        close("} " + header + " {");
        depth++;
        return this;
    }

    /** Ends the innermost block with {@code closing} (such as {@code "});"}). */
    CodeWriter close(String closing) {
        if (depth == 0) {
            throw new IllegalStateException("unbalanced close()");
        }
        depth--;
        if (depth == droppingAt) {
            droppingAt = -1;
            return this;
        }
        return line(closing);
    }

    /** Writes a Javadoc comment; each element of {@code lines} is one line (it may itself contain newlines). */
    CodeWriter javadoc(String... lines) {
        String text = String.join("\n", lines);
        if (!text.contains("\n") && text.length() + INDENT.length() * depth + 7 <= WIDTH) {
            return line("/** " + text + " */");
        }
        line("/**");
        boolean pre = false;
        int width = Math.max(60, WIDTH - INDENT.length() * depth - 3);
        for (String part : text.split("\n", -1)) {
            if (part.contains("<pre>")) {
                pre = true;
            }
            if (pre) {
                line(part.isEmpty() ? " *" : " * " + part);
            } else {
                for (String wrapped : wrap(part, width)) {
                    line(wrapped.isEmpty() ? " *" : " * " + wrapped);
                }
            }
            if (part.contains("</pre>")) {
                pre = false;
            }
        }
        return line(" */");
    }

    /** Splits {@code text} at spaces into lines of at most {@code width} characters (longer words stay whole). */
    private static List<String> wrap(String text, int width) {
        var lines = new ArrayList<String>();
        var current = new StringBuilder();
        for (String word : text.split(" ")) {
            if (!current.isEmpty() && current.length() + 1 + word.length() > width) {
                lines.add(current.toString());
                current.setLength(0);
            }
            if (!current.isEmpty()) {
                current.append(' ');
            }
            current.append(word);
        }
        lines.add(current.toString());
        return lines;
    }

    int depth() {
        return depth;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
