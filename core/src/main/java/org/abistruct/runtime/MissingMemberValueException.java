package org.abistruct.runtime;

/**
 * A {@code null} array or record where a struct member needs a value, thrown by a generated view's {@code set(value)}:
 * {@code grid[1] is null}, {@code lights[2].color is null}. The message names the member and its element where they
 * apply.
 * <p>
 * A {@link NullPointerException}, so code that catches that goes on working.
 */
public final class MissingMemberValueException extends NullPointerException {
    private static final long serialVersionUID = 1L;

    MissingMemberValueException(String message) {
        super(message);
    }
}
