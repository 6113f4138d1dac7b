package org.abistruct.layout;

import org.abistruct.AbiStructException;
import org.abistruct.type.Position;

/** A type that an ABI cannot hold, or whose layout breaks one of the ABI's rules. Names the member. */
public final class LayoutException extends AbiStructException {
    private static final long serialVersionUID = 1L;

    public LayoutException(Position position, String message) {
        super(position, message);
    }
}
