package org.abistruct.schema;

import org.abistruct.AbiStructException;
import org.abistruct.type.Position;

/** A declaration that does not parse or does not make sense; carries file, line and column. */
public final class SchemaException extends AbiStructException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception about the text at {@code position}.
     *
     * @param position where in the schema file the problem is
     * @param message  what is wrong and what was expected, without the position
     */
    public SchemaException(Position position, String message) {
        super(position, message);
    }
}
