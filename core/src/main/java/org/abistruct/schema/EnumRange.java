package org.abistruct.schema;

import org.abistruct.abi.BitfieldRule;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Scalar;

/**
 * The least and greatest value an enum's enumerators take, which decide the integer type of an enum without a fixed
 * underlying type. C11 wants every value to fit in an {@code int}; GCC and clang make the enum {@code unsigned int}
 * when the values are not negative and fit in it, and 8 bytes wide when they need more than 32 bits ({@code long} or
 * {@code unsigned long}, {@code long long} where {@code long} has 32 bits), where MSVC and clang's Microsoft targets
 * keep 4 bytes and cut the values to {@code int}. A file read for one C ABI that is not Microsoft's takes the 8 bytes;
 * one read for every ABI, or for a Microsoft one, refuses them. An enumerator whose value cannot be read leaves the
 * width unknown.
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
        if (unread != null) {
            // the width waits on the value not read, unless the target's clang cuts one read already
            return new TypeExpr.NotAnObject(isMicrosoft(target) && wide() ? microsoftRefusal(spelling, target)
                    : unreadRefusal(spelling));
        }
        Scalar needed = scalar();
        if (isMicrosoft(target)) {
            return needed != null ? new TypeExpr.Known(needed) : new TypeExpr.NotAnObject(microsoftRefusal(spelling,
                    target));
        }
        int width = packed ? packedWidth() : needed != null ? 4 : 8;
        if (width < 4 && !gccPacked) {
            return new TypeExpr.NotAnObject(packedRefusal(spelling, false, true));
        }
        return new TypeExpr.Known(switch (width) {
            case 1 -> min < 0 ? Scalar.INT8 : Scalar.UINT8;
            case 2 -> min < 0 ? Scalar.INT16 : Scalar.UINT16;
            case 4 -> needed;
            default -> min < 0 ? Scalar.INT64 : Scalar.UINT64;
        });
    }

    /**
     * The type clang and GCC for {@code target}, not a Microsoft one, give this enum's enumerators after its body
     * where their values do not fit in {@code int}: the enum's own, {@code unsigned int} or an 8-byte type.
     */
    CInteger.Type wideConstantType(CAbi target) {
        if (min >= 0 && max <= 0xFFFF_FFFFL) {
            return CInteger.Type.UNSIGNED_INT;
        }
        boolean longIs64 = target.longSize() == 8;
        if (min < 0) {
            return longIs64 ? CInteger.Type.LONG : CInteger.Type.LONG_LONG;
        }
        return longIs64 ? CInteger.Type.UNSIGNED_LONG : CInteger.Type.UNSIGNED_LONG_LONG;
    }

    /** Whether clang for {@code target} is a Microsoft one: the ABI lays bitfields out as Microsoft's do. */
    static boolean isMicrosoft(CAbi target) {
        return target.bitfields() == BitfieldRule.MICROSOFT;
    }

    /** Why a member may not have this enum's type read for the Microsoft ABI {@code target}: clang cuts its values. */
    private String microsoftRefusal(String spelling, CAbi target) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        return name + " holds values from " + min + " to " + max + ", which no 32-bit integer type holds ('"
                + outside.text() + "' at " + outside.position() + " is " + value + "): clang for " + target.id()
                + "'s target, as MSVC, makes it an int and cuts each value to 32 bits (" + value + " becomes "
                + (int) value + "), which the schema does not follow; give it a fixed underlying type (" + spelling
                + " : int64_t)";
    }

    /**
     * How many bytes GCC and clang make this enum when it is packed: the smallest of {@code signed char},
     * {@code short}, {@code int} and {@code long long} that holds its values, or of their unsigned types when none is
     * negative (clang's Sema::ActOnEnumBody).
     */
    int packedWidth() {
        if (min >= 0) {
            return max <= 0xFF ? 1 : max <= 0xFFFF ? 2 : max <= 0xFFFF_FFFFL ? 4 : 8;
        }
        return min >= Byte.MIN_VALUE && max <= Byte.MAX_VALUE ? 1
                : min >= Short.MIN_VALUE && max <= Short.MAX_VALUE ? 2
                : min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE ? 4 : 8;
    }

    /** Why a member may not have this packed enum's type, which its values make 1 or 2 bytes wide. */
    private String packedRefusal(String spelling, boolean gccPacked, boolean oneAbi) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        int width = packedWidth();
        String fixed = (min < 0 ? "int" : "uint") + width * 8 + "_t";
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
                    + " fixed underlying type (" + spelling + " : int64_t)";
        }
        return unreadRefusal(spelling);
    }

    /** Whether a value read needs more than 32 bits: no 32-bit integer type holds every value read. */
    private boolean wide() {
        return outside != null && !(min >= 0 && max <= 0xFFFF_FFFFL);
    }

    /** Why a member may not have this enum's type: its width depends on the value of {@link #unread}. */
    private String unreadRefusal(String spelling) {
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        String fixed = wide() ? "int64_t" : outside != null ? "uint32_t" : "int32_t";
        return "the width of " + name + " depends on its values (GCC and clang make an enum 8 bytes wide when a value"
                + " needs more than 32 bits, and MSVC 4), and the value of '" + unread.text() + "' cannot be read ("
                + why + "); give it the fixed underlying type its values need (" + spelling + " : " + fixed + ", say)";
    }
}
