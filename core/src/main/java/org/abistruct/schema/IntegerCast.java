package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.schema.CInteger.Type;
import org.abistruct.schema.CInteger.Undefined;
import org.abistruct.type.Scalar;

/**
 * A cast to an integer type in a constant expression read for one C ABI ({@code (unsigned long) x}, {@code (int) -1},
 * {@code (__fd_mask) 1}): the value is converted as C11 6.3.1.3 converts it, at the ABI's widths, modulo 2^N to a
 * signed type too, as GCC and clang define it, and the result has the type's promoted type (C11 6.3.1.1: a
 * {@code short} or {@code char} becomes an {@code int}).
 *
 * @param spelling  the type as written, for messages
 * @param bits      the type's width: 8 to 64, or 1 for {@code _Bool}
 * @param unsigned  whether it is unsigned
 * @param promoted  the type the value has after the cast
 * @param unknownChar for a plain {@code char} of a signedness the ABI does not know ({@link CAbi#charSigned()}), which
 *                    refuses a value only one signedness holds, the ABI's id; else null
 */
record IntegerCast(String spelling, int bits, boolean unsigned, Type promoted, String unknownChar) {

    /** The cast to {@code name} under {@code abi}, or null when it is not an integer type. */
    static IntegerCast of(CAbi abi, TypeName name) {
        if (!(name.type() instanceof Scalar s) || !(s.isInteger() || s == Scalar.BOOL)) {
            return null;
        }
        int longBits = abi.longSize() * 8;
        int pointerBits = abi.pointerSize() * 8;
        String spelling = name.spelling();
        return switch (s) {
            case BOOL -> new IntegerCast(spelling, 1, true, Type.INT, null);
            // a plain char has the ABI's signedness, where it knows it
            case INT8 -> name.plainChar() && abi.charSigned().isPresent()
                    ? new IntegerCast(spelling, 8, !abi.charSigned().get(), Type.INT, null)
                    : new IntegerCast(spelling, 8, false, Type.INT, name.plainChar() ? abi.id() : null);
            case UINT8 -> new IntegerCast(spelling, 8, true, Type.INT, null);
            case INT16 -> new IntegerCast(spelling, 16, false, Type.INT, null);
            case UINT16 -> new IntegerCast(spelling, 16, true, Type.INT, null);
            case INT32 -> new IntegerCast(spelling, 32, false, Type.INT, null);
            case UINT32 -> new IntegerCast(spelling, 32, true, Type.UNSIGNED_INT, null);
            case INT64 -> new IntegerCast(spelling, 64, false, Type.LONG_LONG, null);
            case UINT64 -> new IntegerCast(spelling, 64, true, Type.UNSIGNED_LONG_LONG, null);
            case LONG -> new IntegerCast(spelling, longBits, false, Type.LONG, null);
            case ULONG -> new IntegerCast(spelling, longBits, true, Type.UNSIGNED_LONG, null);
            case INTPTR -> new IntegerCast(spelling, pointerBits, false, pointerSized(pointerBits, longBits, false),
                    null);
            case SIZE_T, UINTPTR -> new IntegerCast(spelling, pointerBits, true,
                    pointerSized(pointerBits, longBits, true), null);
            default -> null;
        };
    }

    /** The type of {@code size_t} ({@code unsigned}) or {@code intptr_t} under an ABI, as its {@code <stddef.h>} has it. */
    static Type pointerSized(int pointerBits, int longBits, boolean unsigned) {
        Type t = pointerBits == 32 ? Type.INT : pointerBits == longBits ? Type.LONG : Type.LONG_LONG;
        return unsigned ? t.toUnsigned() : t;
    }

    /** {@code value} cast to this type. */
    CInteger apply(CInteger value, int longBits) throws Undefined {
        long v = value.value();
        if (bits == 1) {
            return CInteger.of(!value.isZero());
        }
        long converted = bits == 64 ? v : unsigned ? v & ((1L << bits) - 1) : (v << (64 - bits)) >> (64 - bits);
        if (unknownChar != null && (converted < 0 || converted > Byte.MAX_VALUE)) {
            throw new Undefined("(" + spelling + ") " + value.describe(longBits) + " is " + converted + " where char is"
                    + " signed but " + (converted & 0xFF) + " where it is unsigned, which the C ABI '" + unknownChar
                    + "' does not know (build it with CAbi.Builder.charSigned(...) to give it); cast to signed char or"
                    + " unsigned char");
        }
        return new CInteger(converted, promoted);
    }
}
