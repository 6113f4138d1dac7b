package org.abistruct.runtime;

/**
 * A value a struct member cannot take, thrown by the setters of generated views: a number outside an unsigned or
 * narrow member's range ({@code flags: value 256 out of range 0..255}), a C {@code long}, {@code size_t} or pointer
 * too wide for the 4 bytes an ABI gives it ({@code size: value 4294967296 does not fit in 4 bytes under i386-sysv}),
 * or a Java array shorter than the member it is copied into ({@code basis: array of length 8 is shorter than 9
 * elements}); also what a bulk getter ({@code basisTo(dst)}) throws for a destination array too short. The message starts with the member, its element and its component where they apply
 * ({@code lights[2].color: ...}, {@code ids.y: ...}, {@code sizes[1][0]: ...}).
 * <p>
 * An {@link IllegalArgumentException}, so code that catches that goes on working.
 */
public final class IllegalMemberValueException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    IllegalMemberValueException(String message) {
        super(message);
    }

    IllegalMemberValueException(String message, Throwable cause) {
        super(message, cause);
    }
}
