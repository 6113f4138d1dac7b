package org.abistruct.layout;

import org.abistruct.AbiStructException;
import org.abistruct.type.Position;

/** A type that an ABI cannot hold, or whose layout breaks one of the ABI's rules. Names the member. */
public final class LayoutException extends AbiStructException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception about the member declared at {@code position}.
     *
     * @param position where the member or type is declared; {@code null} or {@link Position#NONE} when not known
     * @param message  what the ABI refuses, naming the member, without the position
     */
    public LayoutException(Position position, String message) {
        super(position, message);
    }
}
