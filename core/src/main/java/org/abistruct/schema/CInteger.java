package org.abistruct.schema;

/**
 * A value of a C integer constant expression and its C type, with C11's arithmetic (6.3.1.8 usual arithmetic
 * conversions, 6.5 operators): unsigned types wrap, and what C leaves undefined (signed overflow, a shift by the
 * width or more, a left shift of a negative value, division by zero) is an {@link Undefined} error rather than a
 * guess. {@code int} is 32 bits and {@code long long} 64 under every ABI here; {@code long} is 32 or 64 bits
 * ({@code longBits}), so {@link ConstantExpression} evaluates under both and requires the same answer (under the
 * one ABI a file is read for, at its width only).
 *
 * @param value the value; for an unsigned type, its bits (a {@code unsigned long long} above 2^63 is negative here)
 * @param type  its C type
 */
record CInteger(long value, Type type) {

    /** The integer types a constant expression's values can have (all at least {@code int}: no promotions). */
    enum Type {
        INT("int", 1, false), UNSIGNED_INT("unsigned int", 1, true), LONG("long", 2, false),
        UNSIGNED_LONG("unsigned long", 2, true), LONG_LONG("long long", 3, false),
        UNSIGNED_LONG_LONG("unsigned long long", 3, true);

        final String spelling;
        final int rank;
        final boolean unsigned;

        Type(String spelling, int rank, boolean unsigned) {
            this.spelling = spelling;
            this.rank = rank;
            this.unsigned = unsigned;
        }

        int bits(int longBits) {
            return switch (rank) {
                case 1 -> 32;
                case 2 -> longBits;
                default -> 64;
            };
        }

        Type toUnsigned() {
            return switch (this) {
                case INT, UNSIGNED_INT -> UNSIGNED_INT;
                case LONG, UNSIGNED_LONG -> UNSIGNED_LONG;
                default -> UNSIGNED_LONG_LONG;
            };
        }

        /** The type both operands of a binary arithmetic operator convert to (C11 6.3.1.8). */
        static Type common(Type a, Type b, int longBits) {
            if (a.unsigned == b.unsigned) {
                return a.rank >= b.rank ? a : b;
            }
            Type u = a.unsigned ? a : b;
            Type s = a.unsigned ? b : a;
            if (u.rank >= s.rank) {
                return u;
            }
            return s.bits(longBits) > u.bits(longBits) ? s : s.toUnsigned();
        }
    }

    /** What C leaves undefined, or this parser does not follow; the message says which. */
    static final class Undefined extends Exception {
        private static final long serialVersionUID = 1L;

        Undefined(String reason) {
            super(reason, null, false, false);
        }
    }

    static CInteger of(boolean truth) {
        return new CInteger(truth ? 1 : 0, Type.INT);
    }

    /** The value converted to {@code to} (C11 6.3.1.3): wrapped for an unsigned type; for a signed one, it must fit. */
    CInteger convert(Type to, int longBits) throws Undefined {
        int bits = to.bits(longBits);
        if (to.unsigned) {
            return new CInteger(wrap(value, bits, true), to);
        }
        if (isHugeUnsigned(longBits) || !fits(value, bits)) {
            throw new Undefined(describe(longBits) + " does not fit in " + to.spelling);
        }
        return new CInteger(value, to);
    }

    /** An unsigned 64-bit value of 2^63 or more, whose bits read as a negative Java long. */
    private boolean isHugeUnsigned(int longBits) {
        return type.unsigned && type.bits(longBits) == 64 && value < 0;
    }

    /**
     * {@link #isHugeUnsigned(int)} where {@code long} has the width this value was computed with: a 32-bit
     * {@code unsigned long} is never negative here, since unsigned types of 32 bits keep their value in the low bits.
     */
    boolean isHugeUnsigned() {
        return type.unsigned && value < 0;
    }

    boolean isZero() {
        return value == 0;
    }

    /** Whether this is a negative value of a signed type. */
    boolean isNegative() {
        return !type.unsigned && value < 0;
    }

    /** The value as C prints it. */
    String describe(int longBits) {
        return isHugeUnsigned(longBits) ? Long.toUnsignedString(value) : Long.toString(value);
    }

    /** The value as a Java long, if it is one: an unsigned 64-bit value of 2^63 or more is not. */
    long toLong(int longBits) throws Undefined {
        if (isHugeUnsigned(longBits)) {
            throw new Undefined(describe(longBits) + " is too large");
        }
        return value;
    }

    static long wrap(long v, int bits, boolean unsigned) {
        if (bits == 64) {
            return v;
        }
        return unsigned ? v & 0xFFFF_FFFFL : (int) v;
    }

    static boolean fits(long v, int bits) {
        return bits == 64 || v == (int) v;
    }
}
