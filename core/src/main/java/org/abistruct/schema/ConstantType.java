package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.type.Scalar;

/**
 * What a named constant may hold and which C type it has in constant expressions: an enumerator of an enum without a
 * fixed underlying type holds an {@code int} (C11 6.7.2.2); one with a fixed type, or a {@code const} variable, holds
 * a value of that type and has its promoted type ({@code uint8_t} holds 0 to 255 and promotes to {@code int}; C23
 * 6.7.2.2). {@code long} is refused, since its width depends on the ABI (but in a file read for one C ABI, which
 * gives it the ABI's), and so is a plain {@code char} value
 * outside 0 to 127, since its signedness does ({@code aarch64}, {@code arm32} and other Linux ports make it unsigned),
 * but in a file read for a C ABI that knows it ({@link CAbi#charSigned()}), which gives {@code char} -128 to 127 or 0
 * to 255.
 *
 * @param promoted  the type of the constants
 * @param min       the smallest value they may have
 * @param max       the largest
 * @param spelling  the underlying type as messages name it
 * @param abiReason why no value is allowed, or null
 * @param wrapBits  for an unsigned type, its width: C converts a {@code const} initializer to it modulo 2^n
 *                  (an enumerator's value must fit instead); 0 for the others
 */
record ConstantType(CInteger.Type promoted, long min, long max, String spelling, String abiReason, int wrapBits) {

    /** A plain {@code char}: 0 to 127 under every ABI. */
    private static final ConstantType PLAIN_CHAR = new ConstantType(CInteger.Type.INT, 0, 127, "char (whose signedness depends on"
            + " the ABI)", null, 0);

    /** The type of a constant declared as {@code underlying}, {@link #PLAIN_CHAR} for a plain {@code char}. */
    static ConstantType of(Scalar underlying, boolean plainChar) {
        return plainChar ? PLAIN_CHAR : of(underlying);
    }

    /**
     * The type of a constant declared as {@code underlying} in a file read for {@code target} (null: for every ABI),
     * where {@code long}, {@code size_t} and the pointer-sized types have the ABI's width, and a plain {@code char}
     * the ABI's signedness, where it knows it.
     */
    static ConstantType of(Scalar underlying, boolean plainChar, CAbi target) {
        if (plainChar) {
            return target == null ? PLAIN_CHAR
                    : target.charSigned().map(ConstantType::plainChar).orElseGet(() -> unknownChar(target));
        }
        ConstantType sized = target == null ? null : sized(underlying, target);
        return sized != null ? sized : of(underlying);
    }

    /**
     * A plain {@code char} in a file read for a C ABI built without its signedness: 0 to 127, as {@link #PLAIN_CHAR},
     * named with the builder method that gives it.
     */
    private static ConstantType unknownChar(CAbi target) {
        return new ConstantType(CInteger.Type.INT, 0, Byte.MAX_VALUE, "char (whose signedness the C ABI '" + target.id()
                + "' does not know; build it with CAbi.Builder.charSigned(...) to give it)", null, 0);
    }

    /** A plain {@code char} of the signedness a C ABI gives it: as {@code int8_t} or {@code uint8_t}, named char. */
    private static ConstantType plainChar(boolean signed) {
        return signed ? new ConstantType(CInteger.Type.INT, Byte.MIN_VALUE, Byte.MAX_VALUE, "char", null, 0)
                : new ConstantType(CInteger.Type.INT, 0, 255, "char", null, 8);
    }

    /** The type of a {@code long} or pointer-sized constant under {@code target}; null for another type. */
    private static ConstantType sized(Scalar underlying, CAbi target) {
        int longBits = target.longSize() * 8;
        int pointerBits = target.pointerSize() * 8;
        return switch (underlying) {
            case LONG -> ofWidth(CInteger.Type.LONG, longBits, "long");
            case ULONG -> ofWidth(CInteger.Type.UNSIGNED_LONG, longBits, "unsigned long");
            case INTPTR -> ofWidth(IntegerCast.pointerSized(pointerBits, longBits, false), pointerBits, "intptr_t");
            case SIZE_T, UINTPTR -> ofWidth(IntegerCast.pointerSized(pointerBits, longBits, true), pointerBits,
                    underlying.typeName());
            default -> null;
        };
    }

    /** A type of 32 or 64 bits, whose values have type {@code type}. */
    private static ConstantType ofWidth(CInteger.Type type, int bits, String spelling) {
        if (type.unsigned) {
            // a 64-bit unsigned value of 2^63 or more is refused where used, as for unsigned long long
            return new ConstantType(type, 0, bits == 64 ? Long.MAX_VALUE : 0xFFFF_FFFFL, spelling, null, bits);
        }
        return bits == 64 ? new ConstantType(type, Long.MIN_VALUE, Long.MAX_VALUE, spelling, null, 0)
                : new ConstantType(type, Integer.MIN_VALUE, Integer.MAX_VALUE, spelling, null, 0);
    }

    private static ConstantType of(Scalar underlying) {
        return switch (underlying) {
            case INT8 -> new ConstantType(CInteger.Type.INT, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8_t", null, 0);
            case UINT8 -> new ConstantType(CInteger.Type.INT, 0, 255, "uint8_t", null, 8);
            case INT16 -> new ConstantType(CInteger.Type.INT, Short.MIN_VALUE, Short.MAX_VALUE, "int16_t", null, 0);
            case UINT16 -> new ConstantType(CInteger.Type.INT, 0, 65535, "uint16_t", null, 16);
            case BOOL -> new ConstantType(CInteger.Type.INT, 0, 1, "bool", null, 0);
            case UINT32 -> new ConstantType(CInteger.Type.UNSIGNED_INT, 0, 0xFFFF_FFFFL, "unsigned int", null, 32);
            case INT64 -> new ConstantType(CInteger.Type.LONG_LONG, Long.MIN_VALUE, Long.MAX_VALUE, "long long", null, 0);
            case UINT64 -> new ConstantType(CInteger.Type.UNSIGNED_LONG_LONG, 0, Long.MAX_VALUE, "unsigned long long",
                    null, 64);
            case INT32 -> new ConstantType(CInteger.Type.INT, Integer.MIN_VALUE, Integer.MAX_VALUE, "int", null, 0);
            case INT128, UINT128 -> new ConstantType(CInteger.Type.INT, 0, -1, underlying.typeName(), "a constant of"
                    + " type " + underlying.typeName() + " has 128 bits, and the schema's constant expressions compute"
                    + " with at most 64; declare it with a 64-bit type such as long long", 0);
            default -> new ConstantType(CInteger.Type.INT, 0, -1, underlying.typeName(), "a constant of type "
                    + underlying.typeName() + " has a width that depends on the ABI, or is not an integer", 0);
        };
    }

    /** A {@code const} initializer's value converted to this type, as C converts it to an unsigned one. */
    long converted(long value) {
        return wrapBits == 0 || wrapBits == 64 ? value : value & ((1L << wrapBits) - 1);
    }

    /**
     * Whether {@code value} is outside the type's range under every ABI: a plain {@code char}'s is -128 to 255 then
     * (clang takes {@code enum E : char { A = -1 }} where {@code char} is signed), and a type whose width depends on
     * the ABI has none.
     */
    boolean surelyOutside(long value) {
        if (min == 0 && max == Byte.MAX_VALUE) {
            // a plain char of a signedness not known (PLAIN_CHAR, unknownChar): no other type is 0 to 127
            return value < Byte.MIN_VALUE || value > 255;
        }
        return abiReason == null && (value < min || value > max);
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
            return ctx.error(name, what + " does not fit in " + spelling);
        }
        return null;
    }
}
