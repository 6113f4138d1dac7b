package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * What an enum's enumerators may hold and which C type they have in constant expressions: {@code int} without a
 * fixed underlying type (C11 6.7.2.2), else the underlying type's range and its promoted type ({@code uint8_t} holds
 * 0 to 255 and promotes to {@code int}; C23 6.7.2.2). An underlying {@code long} is refused, since its width depends on
 * the ABI.
 *
 * @param promoted  the type of the constants
 * @param min       the smallest value they may have
 * @param max       the largest
 * @param spelling  the underlying type as messages name it
 * @param abiReason why no value is allowed, or null
 */
record EnumeratorType(CInteger.Type promoted, long min, long max, String spelling, String abiReason) {

    static EnumeratorType of(Scalar underlying) {
        return switch (underlying) {
            case INT8 -> new EnumeratorType(CInteger.Type.INT, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8_t", null);
            case UINT8 -> new EnumeratorType(CInteger.Type.INT, 0, 255, "uint8_t", null);
            case INT16 -> new EnumeratorType(CInteger.Type.INT, Short.MIN_VALUE, Short.MAX_VALUE, "int16_t", null);
            case UINT16 -> new EnumeratorType(CInteger.Type.INT, 0, 65535, "uint16_t", null);
            case BOOL -> new EnumeratorType(CInteger.Type.INT, 0, 1, "bool", null);
            case UINT32 -> new EnumeratorType(CInteger.Type.UNSIGNED_INT, 0, 0xFFFF_FFFFL, "unsigned int", null);
            case INT64 -> new EnumeratorType(CInteger.Type.LONG_LONG, Long.MIN_VALUE, Long.MAX_VALUE, "long long", null);
            case UINT64 -> new EnumeratorType(CInteger.Type.UNSIGNED_LONG_LONG, 0, Long.MAX_VALUE, "unsigned long long",
                    null);
            case INT32 -> new EnumeratorType(CInteger.Type.INT, Integer.MIN_VALUE, Integer.MAX_VALUE, "int", null);
            default -> new EnumeratorType(CInteger.Type.INT, 0, -1, underlying.typeName(), "an enum whose underlying"
                    + " type is " + underlying.typeName() + " has constants whose width depends on the ABI");
        };
    }

    /**
     * Null if {@code value} fits, else the error, at {@code name}.
     *
     * @param what the value as the message names it: {@code value 300 of 'A'}
     */
    SchemaException check(ParseContext ctx, Token name, String what, long value) {
        if (abiReason != null) {
            return ctx.error(name, abiReason);
        }
        if (value < min || value > max) {
            return ctx.error(name, what + " does not fit in " + spelling + " (C11 and C23 6.7.2.2)");
        }
        return null;
    }
}
