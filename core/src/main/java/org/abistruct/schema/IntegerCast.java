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
 * @param plainChar whether it is a plain {@code char}, whose signedness the ABI decides
 */
record IntegerCast(String spelling, int bits, boolean unsigned, Type promoted, boolean plainChar) {

    /** The cast to {@code name} under {@code abi}, or null when it is not an integer type. */
    static IntegerCast of(CAbi abi, TypeName name) {
        if (!(name.type() instanceof Scalar s) || !(s.isInteger() || s == Scalar.BOOL)) {
            return null;
        }
        int longBits = abi.longSize() * 8;
        int pointerBits = abi.pointerSize() * 8;
        String spelling = name.spelling();
        return switch (s) {
            case BOOL -> new IntegerCast(spelling, 1, true, Type.INT, false);
            case INT8 -> new IntegerCast(spelling, 8, false, Type.INT, name.plainChar());
            case UINT8 -> new IntegerCast(spelling, 8, true, Type.INT, false);
            case INT16 -> new IntegerCast(spelling, 16, false, Type.INT, false);
            case UINT16 -> new IntegerCast(spelling, 16, true, Type.INT, false);
            case INT32 -> new IntegerCast(spelling, 32, false, Type.INT, false);
            case UINT32 -> new IntegerCast(spelling, 32, true, Type.UNSIGNED_INT, false);
            case INT64 -> new IntegerCast(spelling, 64, false, Type.LONG_LONG, false);
            case UINT64 -> new IntegerCast(spelling, 64, true, Type.UNSIGNED_LONG_LONG, false);
            case LONG -> new IntegerCast(spelling, longBits, false, Type.LONG, false);
            case ULONG -> new IntegerCast(spelling, longBits, true, Type.UNSIGNED_LONG, false);
            case INTPTR -> new IntegerCast(spelling, pointerBits, false, pointerSized(pointerBits, longBits, false),
                    false);
            case SIZE_T, UINTPTR -> new IntegerCast(spelling, pointerBits, true,
                    pointerSized(pointerBits, longBits, true), false);
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
        if (plainChar && (converted < 0 || converted > Byte.MAX_VALUE)) {
            throw new Undefined("(" + spelling + ") " + value.describe(longBits) + " is " + converted + " where char is"
                    + " signed but " + (converted & 0xFF) + " where it is unsigned, which the schema does not know for"
                    + " the ABI; cast to signed char or unsigned char");
        }
        return new CInteger(converted, promoted);
    }
}
