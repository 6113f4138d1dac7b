package org.abistruct;

import org.abistruct.type.Position;

/**
 * Base of the exceptions AbiStruct throws for bad input: a declaration that does not parse, or a type
 * an ABI cannot hold. Each carries the {@link Position} of the offending text, when there is one, so
 * tools can print {@code file:line:col: message}.
 */
public abstract class AbiStructException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Where the offending text is, or {@link Position#NONE}; part of the serialized form. */
    private final Position position;

    /**
     * An exception about the text at {@code position}.
     *
     * @param position where the offending text is; {@code null} for {@link Position#NONE}
     * @param message  what is wrong, without the position, which {@link #getMessage()} puts in front
     */
    protected AbiStructException(Position position, String message) {
        super(message);
        this.position = position == null ? Position.NONE : position;
    }

    /** {@return where the problem is, or {@link Position#NONE}} */
    public Position position() {
        return position;
    }

    /** {@return the message without the position} */
    public String reason() {
        return super.getMessage();
    }

    /** {@code file:line:col: message} when a position is known, else the message alone. */
    @Override
    public String getMessage() {
        return position.isKnown() ? position + ": " + reason() : reason();
    }
}
