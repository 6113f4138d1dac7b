package org.abistruct.schema;

import java.math.BigInteger;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Scalar;

/**
 * The least and greatest value an enum's enumerators take, which decide the integer type of an enum without a fixed
 * underlying type. C11 wants every value to fit in an {@code int}; GCC and clang make the enum {@code unsigned int}
 * when the values are not negative and fit in it, and 8 bytes wide when they need more than 32 bits ({@code long} or
 * {@code unsigned long}, {@code long long} where {@code long} has 32 bits; unsigned up to 2^64 - 1 when none is
 * negative), where MSVC and clang's Microsoft targets keep 4 bytes and cut the values to {@code int}. A file read for
 * one C ABI that is not Microsoft's takes the 8 bytes; one read for every ABI, or for a Microsoft one, refuses them.
 * A negative value with one of 2^63 or more, which no 64-bit type holds, is refused everywhere. An enumerator whose
 * value cannot be read leaves the width unknown.
 *
 * @param min      the least value read
 * @param least    the enumerator that has it
 * @param max      the greatest value read, or 2^63 where an enumerator not read would be it ({@link #withUnread})
 * @param greatest the enumerator that has it
 * @param outside  the first enumerator whose value does not fit in {@code int}, or null
 * @param value    that enumerator's value
 * @param unread   the first enumerator whose value could not be read, or null
 * @param why      why it could not be
 */
record EnumRange(BigInteger min, Token least, BigInteger max, Token greatest, Token outside, BigInteger value,
        Token unread, String why) {
    private static final BigInteger UINT32_MAX = BigInteger.valueOf(0xFFFF_FFFFL);
    private static final BigInteger INT64_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    private static final BigInteger TWO_TO_63 = INT64_MAX.add(BigInteger.ONE);

    /** No value read yet: {@code min} above and {@code max} below every value an enumerator can have. */
    static final EnumRange EMPTY = new EnumRange(BigInteger.ONE.shiftLeft(64), null, TWO_TO_63.negate()
            .subtract(BigInteger.ONE), null, null, BigInteger.ZERO, null, null);

    /** With the value {@code v} of enumerator {@code name}: its bits, unsigned where {@code huge} (2^63 or more). */
    EnumRange with(Token name, long v, boolean huge) {
        BigInteger big = huge ? new BigInteger(Long.toUnsignedString(v)) : BigInteger.valueOf(v);
        boolean first = outside == null && (huge || v != (int) v);
        boolean less = big.compareTo(min) < 0;
        boolean greater = big.compareTo(max) > 0;
        return new EnumRange(less ? big : min, less ? name : least, greater ? big : max, greater ? name : greatest,
                first ? name : outside, first ? big : value, unread, why);
    }

    /**
     * With enumerator {@code name}, whose value could not be read; {@code past2To63} where it would be 2^63, after a
     * signed 2^63 - 1, which the greatest value then is, so that the fixed type suggested holds it.
     */
    EnumRange withUnread(Token name, SchemaException failure, boolean past2To63) {
        if (unread != null) {
            return this;
        }
        boolean greater = past2To63 && TWO_TO_63.compareTo(max) > 0;
        return new EnumRange(min, least, greater ? TWO_TO_63 : max, greater ? name : greatest,
                outside, value, name, failure.getMessage());
    }

    /** Whether a value is negative: the enum is a signed type. */
    private boolean negative() {
        return min.signum() < 0;
    }

    /** Whether every value read is 0 to 2^32 - 1, which {@code unsigned int} holds. */
    private boolean fitsUnsigned32() {
        return !negative() && max.compareTo(UINT32_MAX) <= 0;
    }

    /**
     * Whether no 64-bit type holds the values: a negative one and one of 2^63 or more. GCC and clang warn
     * ("enumeration values exceed range of largest integer") and make the enum signed, cutting the large value.
     */
    boolean tooWide() {
        return negative() && max.compareTo(INT64_MAX) > 0;
    }

    /**
     * Why a member, or a constant ({@code name} after the body), may not have this enum's type: {@link #tooWide}, read
     * for {@code target} (null: for every ABI), whose clang, for a Microsoft one, makes the enum an {@code int}.
     */
    String tooWideRefusal(String spelling, CAbi target) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        String microsoft = target != null && target.isMicrosoft() ? ", while clang for " + target.id() + "'s target, as"
                + " MSVC, makes it an int and cuts '" + greatest.text() + "' to " + max.intValue() : "";
        return name + " holds values from " + min + " ('" + least.text() + "' at " + least.position() + ") to " + max
                + " ('" + greatest.text() + "' at " + greatest.position() + "), which no integer type holds: GCC and"
                + " clang warn (enumeration values exceed range of largest integer), make the enum a signed 64-bit"
                + " type and cut '" + greatest.text() + "' to " + max.longValue() + microsoft + ", which the schema"
                + " does not follow; give it a fixed underlying type and values that type holds (" + spelling
                + " : int64_t, with '" + greatest.text() + "' = " + max.longValue() + ", as GCC and clang make it)";
    }

    /** The fixed underlying type to suggest for the values read: the narrowest of those GCC and clang would choose. */
    private String neededType() {
        if (outside == null) {
            return "int32_t";
        }
        if (fitsUnsigned32()) {
            return "uint32_t";
        }
        return max.compareTo(INT64_MAX) > 0 ? "uint64_t" : "int64_t";
    }

    /** {@code int}, or {@code unsigned int} as GCC and clang choose it; null when the enum's width depends on the ABI. */
    Scalar scalar() {
        if (unread != null) {
            return null;
        }
        if (outside == null) {
            return Scalar.INT32;
        }
        return fitsUnsigned32() ? Scalar.UINT32 : null;
    }

    /**
     * The alignment GCC gives this enum without a fixed underlying type, {@code packed} or not: that of the integer type
     * it makes it, 0 where that depends on the ABI (an 8-byte one), -1 where a value could not be read.
     */
    long gccAlignment(boolean packed) {
        if (unread != null) {
            return -1;
        }
        int width = packed ? packedWidth() : scalar() != null ? 4 : 8;
        return width < 8 ? width : 0;
    }

    /**
     * What a member of this enum's type is: its integer type, or why it cannot be one. A {@code packed} enum
     * ({@code enum __attribute__((packed)) E}) is as wide as its values need under GCC and clang ({@link
     * #packedWidth}), while clang's Microsoft targets, as MSVC, ignore {@code packed} on an enum and make it 4 bytes:
     * where its values fit in 1 or 2 bytes its width depends on the ABI. GCC packs it too unless only an
     * {@code __attribute__((packed))} on a declaration before the body packs it ({@code gccPacked} false), which GCC
     * ignores and clang takes.
     */
    TypeExpr.Base base(String spelling, boolean packed, boolean gccPacked) {
        if (unread == null && tooWide()) {
            return new TypeExpr.NotAnObject(tooWideRefusal(spelling, null));
        }
        if (packed && unread == null && packedWidth() < 4) {
            return new TypeExpr.NotAnObject(packedRefusal(spelling, gccPacked, false));
        }
        Scalar needed = scalar();
        return needed != null ? new TypeExpr.Known(needed) : new TypeExpr.NotAnObject(refusal(spelling));
    }

    /**
     * {@link #base(String, boolean, boolean)} in a file read for {@code target} (null: for every ABI), as clang for its
     * target makes the enum: clang's Microsoft targets ignore {@code packed} on an enum and make every enum an
     * {@code int}, cutting a value that needs more than 32 bits (refused); its other targets, as GCC, give a packed
     * enum the smallest type its values fit ({@link #packedWidth}; refused where only a declaration before the body
     * packs it, which GCC ignores) and one whose values need more than 32 bits 8 bytes, aligned as the target's
     * {@code long long}.
     */
    TypeExpr.Base base(String spelling, boolean packed, boolean gccPacked, CAbi target) {
        if (target == null) {
            return base(spelling, packed, gccPacked);
        }
        if (unread == null && tooWide()) {
            return new TypeExpr.NotAnObject(tooWideRefusal(spelling, target));
        }
        if (unread != null) {
            // the width waits on the value not read, unless the target's clang cuts one read already
            return new TypeExpr.NotAnObject(target.isMicrosoft() && wide() ? microsoftRefusal(spelling, target)
                    : unreadRefusal(spelling));
        }
        Scalar needed = scalar();
        if (target.isMicrosoft()) {
            return needed != null ? new TypeExpr.Known(needed) : new TypeExpr.NotAnObject(microsoftRefusal(spelling,
                    target));
        }
        int width = packed ? packedWidth() : needed != null ? 4 : 8;
        if (width < 4 && !gccPacked) {
            return new TypeExpr.NotAnObject(packedRefusal(spelling, false, true));
        }
        return new TypeExpr.Known(switch (width) {
            case 1 -> negative() ? Scalar.INT8 : Scalar.UINT8;
            case 2 -> negative() ? Scalar.INT16 : Scalar.UINT16;
            case 4 -> needed;
            default -> negative() ? Scalar.INT64 : Scalar.UINT64;
        });
    }

    /**
     * The type clang and GCC for {@code target}, not a Microsoft one, give this enum's enumerators after its body
     * where their values do not fit in {@code int}: the enum's own, {@code unsigned int} or an 8-byte type.
     */
    CInteger.Type wideConstantType(CAbi target) {
        if (fitsUnsigned32()) {
            return CInteger.Type.UNSIGNED_INT;
        }
        boolean longIs64 = target.longSize() == 8;
        if (negative()) {
            return longIs64 ? CInteger.Type.LONG : CInteger.Type.LONG_LONG;
        }
        return longIs64 ? CInteger.Type.UNSIGNED_LONG : CInteger.Type.UNSIGNED_LONG_LONG;
    }

    /** Why a member may not have this enum's type read for the Microsoft ABI {@code target}: clang cuts its values. */
    private String microsoftRefusal(String spelling, CAbi target) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        return name + " holds values from " + min + " to " + max + ", which no 32-bit integer type holds ('"
                + outside.text() + "' at " + outside.position() + " is " + value + "): clang for " + target.id()
                + "'s target, as MSVC, makes it an int and cuts each value to 32 bits (" + value + " becomes "
                + value.intValue() + "), which the schema does not follow; give it a fixed underlying type ("
                + spelling + " : " + neededType() + ")";
    }

    /**
     * How many bytes GCC and clang make this enum when it is packed: the smallest of {@code signed char},
     * {@code short}, {@code int} and {@code long long} that holds its values, or of their unsigned types when none is
     * negative (clang's Sema::ActOnEnumBody).
     */
    int packedWidth() {
        if (!negative()) {
            return max.compareTo(BigInteger.valueOf(0xFF)) <= 0 ? 1 : max.compareTo(BigInteger.valueOf(0xFFFF)) <= 0
                    ? 2 : fitsUnsigned32() ? 4 : 8;
        }
        return within(Byte.MIN_VALUE, Byte.MAX_VALUE) ? 1 : within(Short.MIN_VALUE, Short.MAX_VALUE) ? 2
                : within(Integer.MIN_VALUE, Integer.MAX_VALUE) ? 4 : 8;
    }

    /** Whether every value read is {@code low} to {@code high}. */
    private boolean within(long low, long high) {
        return min.compareTo(BigInteger.valueOf(low)) >= 0 && max.compareTo(BigInteger.valueOf(high)) <= 0;
    }

    /** Why a member may not have this packed enum's type, which its values make 1 or 2 bytes wide. */
    private String packedRefusal(String spelling, boolean gccPacked, boolean oneAbi) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        int width = packedWidth();
        String fixed = (negative() ? "int" : "uint") + width * 8 + "_t";
        String bytes = width + (width == 1 ? " byte" : " bytes") + " wide";
        // read for one C ABI, only GCC's and clang's packing differ (clang's Microsoft targets take the file)
        String widths = gccPacked ? "so GCC and clang make it " + bytes + ", while clang's Microsoft targets, as MSVC,"
                + " ignore packed on an enum and make it 4: its layout depends on the ABI"
                + ConstantExpression.ONE_ABI_HINT
                : oneAbi ? "so clang makes it " + bytes + ", while GCC, which ignores an __attribute__((packed)) on a"
                + " declaration before the body, makes it 4: its layout depends on the compiler"
                : "so clang makes it " + bytes + ", while GCC, which ignores an __attribute__((packed)) on a"
                + " declaration before the body, and clang's Microsoft targets, as MSVC, which ignore packed on an"
                + " enum, make it 4: its layout depends on the compiler";
        return name + " is packed, and holds values from " + min + " to " + max + ", " + widths + "; give it a fixed"
                + " underlying type instead (" + spelling + " : " + fixed + ")";
    }

    /** Why a member may not have this enum's type: its width depends on the compiler, or on values not read. */
    String refusal(String spelling) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        String widths = "GCC and clang make an enum 8 bytes wide when a value needs more than 32 bits, and MSVC 4";
        if (wide() || unread == null) {
            return name + " holds values from " + min + " to " + max + ", which no 32-bit integer type holds ('"
                    + outside.text() + "' at " + outside.position() + " is " + value + "): " + widths + ", so its"
                    + " layout depends on the ABI (a file read for one C ABI but a Microsoft one takes it); give it a"
                    + " fixed underlying type (" + spelling + " : " + neededType() + ")";
        }
        return unreadRefusal(spelling);
    }

    /** Whether a value read needs more than 32 bits: no 32-bit integer type holds every value read. */
    private boolean wide() {
        return outside != null && !fitsUnsigned32();
    }

    /** Why a member may not have this enum's type: its width depends on the value of {@link #unread}. */
    private String unreadRefusal(String spelling) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        return "the width of " + name + " depends on its values (GCC and clang make an enum 8 bytes wide when a value"
                + " needs more than 32 bits, and MSVC 4), and the value of '" + unread.text() + "' cannot be read ("
                + why + "); give it the fixed underlying type its values need (" + spelling + " : " + neededType()
                + ", say)";
    }
}
