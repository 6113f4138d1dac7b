package org.abistruct.schema;

import java.util.OptionalInt;
import org.abistruct.AbiStructException;
import org.abistruct.type.Position;

/**
 * A declaration that does not parse or does not make sense; carries file, line and column, and for some errors what
 * they are about, so that a tool adds its advice by the error's kind, not by its wording.
 */
public final class SchemaException extends AbiStructException {
    private static final long serialVersionUID = 1L;
    /** {@link #unexpectedCharacter} when the error is no unexpected character. */
    private static final int NO_CHARACTER = -1;

    /** The name of the type nothing declared, when that is the error; null otherwise. */
    private final String unknownType;
    /** The code point of a character the schema language does not hold, when that is the error; else -1. */
    private final int unexpectedCharacter;

    /**
     * An exception about the text at {@code position}.
     *
     * @param position where in the schema file the problem is
     * @param message  what is wrong and what was expected, without the position
     */
    public SchemaException(Position position, String message) {
        this(position, message, null, NO_CHARACTER);
    }

    private SchemaException(Position position, String message, String unknownType, int unexpectedCharacter) {
        super(position, message);
        this.unknownType = unknownType;
        this.unexpectedCharacter = unexpectedCharacter;
    }

    /** The error of {@code name}, a type nothing declared, as {@code message} says it. */
    static SchemaException unknownType(Position position, String message, String name) {
        return new SchemaException(position, message, name, NO_CHARACTER);
    }

    /** The error of {@code codePoint}, a character no token of C or GLSL holds, as {@code message} says it. */
    static SchemaException unexpectedCharacter(Position position, String message, int codePoint) {
        return new SchemaException(position, message, null, codePoint);
    }

    /** This error with {@code message} for its message, about what it was about. */
    SchemaException reworded(String message) {
        return new SchemaException(position(), message, unknownType, unexpectedCharacter);
    }

    /** {@return the name of the type nothing declared, when that is the error, else null} */
    String unknownType() {
        return unknownType;
    }

    /**
     * The character of an {@code unexpected character} error, one that no token of C or GLSL holds: a control
     * character of a binary file, or a lone U+DC80 to U+DCFF where a byte was not UTF-8 ({@link SchemaParser}).
     *
     * @return its code point, or empty when the error is another
     */
    public OptionalInt unexpectedCharacter() {
        return unexpectedCharacter == NO_CHARACTER ? OptionalInt.empty() : OptionalInt.of(unexpectedCharacter);
    }
}
