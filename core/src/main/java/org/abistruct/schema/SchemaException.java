package org.abistruct.schema;

import org.abistruct.AbiStructException;
import org.abistruct.type.Position;

/** A declaration that does not parse or does not make sense; carries file, line and column. */
public final class SchemaException extends AbiStructException {
    private static final long serialVersionUID = 1L;

    public SchemaException(Position position, String message) {
        super(position, message);
    }
}
