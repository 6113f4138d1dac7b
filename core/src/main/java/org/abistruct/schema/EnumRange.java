package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * The least and greatest value an enum's enumerators take, which decide the integer type of an enum without a fixed
 * underlying type. C11 wants every value to fit in an {@code int}; GCC and clang make the enum {@code unsigned int}
 * when the values are not negative and fit in it, and 8 bytes wide when they need more than 32 bits, where MSVC
 * keeps 4 bytes. Enumerators whose value cannot be read are not counted: the enum is taken to be as wide as its
 * read values need.
 *
 * @param min     the least value read
 * @param max     the greatest value read
 * @param outside the first enumerator whose value does not fit in {@code int}, or null
 * @param value   that enumerator's value
 */
record EnumRange(long min, long max, Token outside, long value) {
    /** No value read yet. */
    static final EnumRange EMPTY = new EnumRange(Long.MAX_VALUE, Long.MIN_VALUE, null, 0);

    EnumRange with(Token name, long v) {
        boolean first = outside == null && v != (int) v;
        return new EnumRange(Math.min(min, v), Math.max(max, v), first ? name : outside, first ? v : value);
    }

    /** {@code int}, or {@code unsigned int} as GCC and clang choose it; null when the enum's width depends on the ABI. */
    Scalar scalar() {
        if (outside == null) {
            return Scalar.INT32;
        }
        return min >= 0 && max <= 0xFFFF_FFFFL ? Scalar.UINT32 : null;
    }

    /** Why a member may not have this enum's type: its width depends on the compiler. */
    String refusal(String spelling) {
        return "'" + spelling + "' holds values from " + min + " to " + max + ", which no 32-bit integer type holds ('"
                + outside.text() + "' at " + outside.position() + " is " + value + "): GCC and clang then make the enum"
                + " 8 bytes wide and MSVC 4, so its layout depends on the ABI; give it a fixed underlying type ("
                + spelling + " : int64_t)";
    }
}
