package org.abistruct.runtime;

/** Range checks shared by generated accessors; each throws with the member name and the bad value. */
public final class Checks {
    private Checks() {
    }

    /** {@code value} as an unsigned 8-bit member, or an exception. */
    public static byte uint8(String member, long value) {
        if ((value & ~0xFFL) != 0) {
            throw outOfRange(member, value, "0..255");
        }
        return (byte) value;
    }

    public static short uint16(String member, long value) {
        if ((value & ~0xFFFFL) != 0) {
            throw outOfRange(member, value, "0..65535");
        }
        return (short) value;
    }

    public static int uint32(String member, long value) {
        if ((value & ~0xFFFF_FFFFL) != 0) {
            throw outOfRange(member, value, "0..4294967295");
        }
        return (int) value;
    }

    /** An array index, or an exception naming the member and its length. */
    public static int index(String member, int index, int length) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException(member + ": index " + index + " out of range 0.." + (length - 1));
        }
        return index;
    }

    /**
     * The distance of element {@code index} from the first, {@code stride} bytes apart, or an exception as
     * {@link #index}. One call instead of a check and a multiplication keeps an element accessor within the
     * 35 bytes of bytecode C2 inlines anywhere (see {@link Access}).
     */
    public static long element(String member, int index, int length, long stride) {
        return index(member, index, length) * stride;
    }

    /** A Java array long enough for a bulk copy. */
    public static void length(String member, int actual, int required) {
        if (actual < required) {
            throw new BadValue(member + ": array of length " + actual + " is shorter than "
                    + required + " elements");
        }
    }

    /**
     * An array or record taken from a value being written into a struct (or its element {@code index},
     * {@code [i][j]...}), or an exception naming it.
     */
    public static <T> T present(String member, T value, int... index) {
        if (value == null) {
            throw new MissingValue(member + path(index) + " is null");
        }
        return value;
    }

    /** {@link #length} for element {@code index} of a multi-dimensional array or an array of vectors. */
    public static void lengthAt(String member, int actual, int required, int... index) {
        if (actual < required) {
            length(member + path(index), actual, required);
        }
    }

    /**
     * The exception a nested struct's {@code set} threw: one of these checks' own with its message put inside
     * {@code member} and element {@code index} of it ({@code lights[2].color: ...}), any other (such as a record
     * accessor's) as it is.
     */
    public static RuntimeException inMember(String member, RuntimeException e, int... index) {
        String where = member + path(index) + ".";
        return switch (e) {
            case BadValue bad -> new BadValue(where + bad.getMessage(), bad);
            case MissingValue missing -> (RuntimeException) new MissingValue(where + missing.getMessage()).initCause(missing);
            default -> e;
        };
    }

    /**
     * The exception an element setter threw for element {@code index} of {@code member}, with the element named
     * ({@code sizes[1][0]: value ...} for {@code sizes: value ...}); another exception as it is.
     */
    public static RuntimeException atElement(String member, IllegalArgumentException e, int... index) {
        return named(member, "", e, index);
    }

    /**
     * The exception a component setter of a vector threw, with the component named ({@code ids.y: value ...}, or
     * {@code ids[2].y: value ...} in an array of vectors, for {@code ids: value ...}); another exception as it is.
     *
     * @param component the component's name in the vector's language ({@code y}, or {@code sa} for an OpenCL
     *                  {@code uchar16}'s component 10)
     */
    public static RuntimeException atComponent(String member, IllegalArgumentException e, String component, int... index) {
        return named(member, "." + component, e, index);
    }

    private static RuntimeException named(String member, String suffix, IllegalArgumentException e, int... index) {
        String message = e.getMessage();
        if (e instanceof BadValue && message != null && message.startsWith(member + ": ")) {
            return new BadValue(member + path(index) + suffix + message.substring(member.length()), e);
        }
        return e;
    }

    /**
     * A value these checks refuse; {@link #inMember}, {@link #atElement} and {@link #atComponent} tell it from another
     * {@code IllegalArgumentException}.
     */
    static final class BadValue extends IllegalArgumentException {
        BadValue(String message) {
            super(message);
        }

        BadValue(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A missing array or record these checks refuse. */
    static final class MissingValue extends NullPointerException {
        MissingValue(String message) {
            super(message);
        }
    }

    private static String path(int... index) {
        var sb = new StringBuilder();
        for (int i : index) {
            sb.append('[').append(i).append(']');
        }
        return sb.toString();
    }

    /**
     * The first of the {@code count} values of a bulk write to an array of ABI-sized integers (C {@code long},
     * {@code size_t}, pointers) that the ABI's {@code size}-byte element cannot hold, or -1: checked before anything
     * is stored, so that a value too wide for a 4-byte ABI leaves the whole member as it was.
     *
     * @param size the element size under the view's ABI, 4 or 8
     */
    public static int firstTooWide(long[] values, int count, long size, boolean signed) {
        if (size == 8) {
            return -1;
        }
        for (int i = 0; i < count; i++) {
            if (!fitsIn4Bytes(values[i], signed)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The error for {@code value}, refused by {@link #firstTooWide} for element {@code index} of {@code member}
     * ({@code sizes[1][0]: value ...}).
     */
    public static IllegalArgumentException tooWide(String member, long value, boolean signed, int... index) {
        return new BadValue(member + path(index) + ": " + tooWideFor4Bytes(value, signed) + "; nothing was written");
    }

    static boolean fitsIn4Bytes(long value, boolean signed) {
        return signed ? value == (int) value : (value >>> 32) == 0;
    }

    /** The reason a value cannot be stored in a 4-byte ABI-sized integer. */
    static String tooWideFor4Bytes(long value, boolean signed) {
        String text = signed ? Long.toString(value) : Long.toUnsignedString(value);
        return "value " + text + " does not fit in 4 bytes under this ABI";
    }

    private static IllegalArgumentException outOfRange(String member, long value, String range) {
        return new BadValue(member + ": value " + value + " out of range " + range);
    }
}
