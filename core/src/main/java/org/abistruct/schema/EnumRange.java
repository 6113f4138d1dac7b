package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * The least and greatest value an enum's enumerators take, which decide the integer type of an enum without a fixed
 * underlying type. C11 wants every value to fit in an {@code int}; GCC and clang make the enum {@code unsigned int}
 * when the values are not negative and fit in it, and 8 bytes wide when they need more than 32 bits, where MSVC
 * keeps 4 bytes. An enumerator whose value cannot be read leaves the width unknown.
 *
 * @param min     the least value read
 * @param max     the greatest value read
 * @param outside the first enumerator whose value does not fit in {@code int}, or null
 * @param value   that enumerator's value
 * @param unread  the first enumerator whose value could not be read, or null
 * @param why     why it could not be
 */
record EnumRange(long min, long max, Token outside, long value, Token unread, String why) {
    /** No value read yet. */
    static final EnumRange EMPTY = new EnumRange(Long.MAX_VALUE, Long.MIN_VALUE, null, 0, null, null);

    EnumRange with(Token name, long v) {
        boolean first = outside == null && v != (int) v;
        return new EnumRange(Math.min(min, v), Math.max(max, v), first ? name : outside, first ? v : value, unread, why);
    }

    EnumRange withUnread(Token name, SchemaException failure) {
        return unread != null ? this : new EnumRange(min, max, outside, value, name, failure.getMessage());
    }

    /** {@code int}, or {@code unsigned int} as GCC and clang choose it; null when the enum's width depends on the ABI. */
    Scalar scalar() {
        if (unread != null) {
            return null;
        }
        if (outside == null) {
            return Scalar.INT32;
        }
        return min >= 0 && max <= 0xFFFF_FFFFL ? Scalar.UINT32 : null;
    }

    /** Why a member may not have this enum's type: its width depends on the compiler, or on values not read. */
    String refusal(String spelling) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        String widths = "GCC and clang make an enum 8 bytes wide when a value needs more than 32 bits, and MSVC 4";
        boolean wide = outside != null && !(min >= 0 && max <= 0xFFFF_FFFFL);
        if (wide || unread == null) {
            return name + " holds values from " + min + " to " + max + ", which no 32-bit integer type holds ('"
                    + outside.text() + "' at " + outside.position() + " is " + value + "): " + widths + ", so its"
                    + " layout depends on the ABI; give it a fixed underlying type (" + spelling + " : int64_t)";
        }
        return "the width of " + name + " depends on its values (" + widths + "), and the value of '" + unread.text()
                + "' cannot be read (" + why + "); give it the fixed underlying type its values need (" + spelling
                + " : " + (outside != null ? "uint32_t" : "int32_t") + ", say)";
    }
}
