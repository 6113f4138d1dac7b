package org.abistruct.type;

/**
 * A place in a declaration's source text: file name, 1-based line and column.
 *
 * @param file   the file name as given by the user, or {@code ""} when unknown
 * @param line   1-based line, 0 when unknown
 * @param column 1-based column, 0 when unknown
 */
public record Position(String file, int line, int column) implements java.io.Serializable {
    /** No known position (a type built in code). */
    public static final Position NONE = new Position("", 0, 0);

    /** Takes a {@code null} file for {@code ""}. */
    public Position {
        if (file == null) {
            file = "";
        }
    }

    /** {@return whether the position names a line, unlike {@link #NONE}} */
    public boolean isKnown() {
        return line > 0;
    }

    /** {@code file:line:col}, the form compilers print. */
    @Override
    public String toString() {
        return isKnown() ? file + ":" + line + ":" + column : "<unknown>";
    }
}
