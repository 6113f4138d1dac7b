package org.abistruct.runtime;

import java.util.ArrayList;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;

/**
 * Range checks shared by generated accessors; each throws with the member name and the bad value: an
 * {@link IllegalMemberValueException} for a value the member cannot take, a {@link MissingMemberValueException} for a
 * missing one, an {@link IndexOutOfBoundsException} for an index.
 */
public final class Checks {
    private Checks() {
    }

    /**
     * {@code value} as an unsigned 8-bit member, or an exception.
     *
     * @param member the member's name, for the message
     * @param value  the value being stored
     * @return the value's low 8 bits
     * @throws IllegalMemberValueException if {@code value} is outside 0..255
     */
    public static byte uint8(String member, long value) {
        if ((value & ~0xFFL) != 0) {
            throw outOfRange(member, value, "0..255");
        }
        return (byte) value;
    }

    /**
     * {@code value} as an unsigned 16-bit member, or an exception.
     *
     * @param member the member's name, for the message
     * @param value  the value being stored
     * @return the value's low 16 bits
     * @throws IllegalMemberValueException if {@code value} is outside 0..65535
     */
    public static short uint16(String member, long value) {
        if ((value & ~0xFFFFL) != 0) {
            throw outOfRange(member, value, "0..65535");
        }
        return (short) value;
    }

    /**
     * {@code value} as an unsigned 32-bit member, or an exception.
     *
     * @param member the member's name, for the message
     * @param value  the value being stored
     * @return the value's low 32 bits
     * @throws IllegalMemberValueException if {@code value} is outside 0..4294967295
     */
    public static int uint32(String member, long value) {
        if ((value & ~0xFFFF_FFFFL) != 0) {
            throw outOfRange(member, value, "0..4294967295");
        }
        return (int) value;
    }

    /**
     * An array index, or an exception naming the member and its length.
     *
     * @param member the array member's name, for the message
     * @param index  the index asked for
     * @param length the array's length
     * @return {@code index}
     * @throws IndexOutOfBoundsException if {@code index} is negative or not below {@code length}
     */
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
     *
     * @param member the array member's name, for the message
     * @param index  the index asked for
     * @param length the array's length
     * @param stride the bytes from one element to the next
     * @return {@code index * stride}
     * @throws IndexOutOfBoundsException if {@code index} is negative or not below {@code length}
     */
    public static long element(String member, int index, int length, long stride) {
        return index(member, index, length) * stride;
    }

    /**
     * Throws unless a Java array is long enough for a bulk copy.
     *
     * @param member   the member's name, for the message
     * @param actual   the Java array's length
     * @param required the elements the copy needs
     * @throws IllegalMemberValueException if {@code actual} is less than {@code required}
     */
    public static void length(String member, int actual, int required) {
        if (actual < required) {
            throw new IllegalMemberValueException(member + ": array of length " + actual + " is shorter than "
                    + required + " elements");
        }
    }

    /**
     * An array or record taken from a value being written into a struct (or its element {@code index},
     * {@code [i][j]...}), or an exception naming it.
     *
     * @param <T>    the value's type
     * @param member the member's name, for the message
     * @param value  the array or record
     * @param index  the element's indices, outermost first; none for the member itself
     * @return {@code value}
     * @throws MissingMemberValueException if {@code value} is {@code null}
     */
    public static <T> T present(String member, T value, int... index) {
        if (value == null) {
            throw new MissingMemberValueException(member + path(index) + " is null");
        }
        return value;
    }

    /**
     * {@link #length} for element {@code index} of a multi-dimensional array or an array of vectors.
     *
     * @param member   the member's name, for the message
     * @param actual   the Java array's length
     * @param required the elements the copy needs
     * @param index    the element's indices, outermost first
     * @throws IllegalMemberValueException if {@code actual} is less than {@code required}
     */
    public static void lengthAt(String member, int actual, int required, int... index) {
        if (actual < required) {
            length(member + path(index), actual, required);
        }
    }

    /**
     * The exception a nested struct's {@code set} threw: one of these checks' own with its message put inside
     * {@code member} and element {@code index} of it ({@code lights[2].color: ...}), any other (such as a record
     * accessor's) as it is.
     *
     * @param member the nested struct member's name
     * @param e      the exception the nested {@code set} threw
     * @param index  the element's indices in an array of structs, outermost first; none for a single struct
     * @return the exception to throw in place of {@code e}
     */
    public static RuntimeException inMember(String member, RuntimeException e, int... index) {
        String where = member + path(index) + ".";
        return switch (e) {
            case IllegalMemberValueException bad -> new IllegalMemberValueException(where + bad.getMessage(), bad);
            case MissingMemberValueException missing ->
                    (RuntimeException) new MissingMemberValueException(where + missing.getMessage()).initCause(missing);
            default -> e;
        };
    }

    /**
     * The exception an element setter threw for element {@code index} of {@code member}, with the element named
     * ({@code sizes[1][0]: value ...} for {@code sizes: value ...}); another exception as it is.
     *
     * @param member the array member's name
     * @param e      the exception the element setter threw
     * @param index  the element's indices, outermost first
     * @return the exception to throw in place of {@code e}
     */
    public static RuntimeException atElement(String member, IllegalArgumentException e, int... index) {
        return named(member, "", e, index);
    }

    /**
     * The exception a component setter of a vector threw, with the component named ({@code ids.y: value ...}, or
     * {@code ids[2].y: value ...} in an array of vectors, for {@code ids: value ...}); another exception as it is.
     *
     * @param member    the vector member's name
     * @param e         the exception the component setter threw
     * @param component the component's name in the vector's language ({@code y}, or {@code sa} for an OpenCL
     *                  {@code uchar16}'s component 10)
     * @param index     the vector's indices in an array of vectors, outermost first; none for a single vector
     * @return the exception to throw in place of {@code e}
     */
    public static RuntimeException atComponent(String member, IllegalArgumentException e, String component, int... index) {
        return named(member, "." + component, e, index);
    }

    private static RuntimeException named(String member, String suffix, IllegalArgumentException e, int... index) {
        String message = e.getMessage();
        if (e instanceof IllegalMemberValueException && message != null && message.startsWith(member + ": ")) {
            return new IllegalMemberValueException(member + path(index) + suffix + message.substring(member.length()), e);
        }
        return e;
    }

    private static String path(int... index) {
        var sb = new StringBuilder();
        for (int i : index) {
            sb.append('[').append(i).append(']');
        }
        return sb.toString();
    }

    /**
     * Throws unless each of the {@code count} values of a bulk write to an array of ABI-sized integers (C {@code long},
     * {@code size_t}, pointers) fits the ABI's {@code size}-byte element: checked before anything is stored, so that a
     * value too wide for a 4-byte ABI leaves the whole member as it was.
     *
     * @param values the values to store
     * @param count  how many of {@code values}, from the first, are stored
     * @param size   the element size under the view's ABI, 4 or 8
     * @param member the array member, for the message ({@code sizes[1][0]: value 4294967296 does not fit in 4 bytes
     *               under i386-sysv; nothing was written}): {@code values} is in row-major order
     * @throws IllegalMemberValueException for the first value that does not fit
     */
    public static void allFit(long[] values, int count, long size, AbiSizedMember member) {
        if (size != 8) {
            int bad = firstTooWide(values, count, member.signed());
            if (bad >= 0) {
                throw tooWide(member, values, bad);
            }
        }
    }

    /** The index of the first of {@code count} values that does not fit in 4 bytes, or -1. */
    private static int firstTooWide(long[] values, int count, boolean signed) {
        for (int i = 0; i < count; i++) {
            if (!fitsIn4Bytes(values[i], signed)) {
                return i;
            }
        }
        return -1;
    }

    static boolean fitsIn4Bytes(long value, boolean signed) {
        return signed ? value == (int) value : (value >>> 32) == 0;
    }

    /** The refusal of {@code value} for {@code member}, built only when a store throws it. */
    static IllegalMemberValueException tooWide(AbiSizedMember member, long value) {
        return new IllegalMemberValueException(member.member().name() + ": " + tooWideFor4Bytes(member, value));
    }

    /** The refusal of {@code values[flatIndex]} for that element (row-major) of array {@code member}. */
    private static IllegalMemberValueException tooWide(AbiSizedMember member, long[] values, int flatIndex) {
        return new IllegalMemberValueException(member.member().name() + path(elementIndex(member.member().type(), flatIndex))
                + ": " + tooWideFor4Bytes(member, values[flatIndex]) + "; nothing was written");
    }

    /** {@code [1, 0]} for element 2 of a {@code [2][2]} array: its index in each dimension, outermost first. */
    private static int[] elementIndex(DataType type, int flatIndex) {
        var lengths = new ArrayList<Long>();
        for (DataType t = type; t instanceof ArrayType a; t = a.element()) {
            lengths.add(a.length());
        }
        int[] index = new int[lengths.size()];
        long rest = flatIndex;
        for (int d = index.length - 1; d >= 0; d--) {
            index[d] = (int) (d == 0 ? rest : rest % lengths.get(d));
            rest /= lengths.get(d);
        }
        return index;
    }

    /** The reason a value cannot be stored in a 4-byte ABI-sized integer, naming the ABI that makes it 4 bytes. */
    private static String tooWideFor4Bytes(AbiSizedMember member, long value) {
        String text = member.signed() ? Long.toString(value) : Long.toUnsignedString(value);
        return "value " + text + " does not fit in 4 bytes under " + member.abi().id();
    }

    private static IllegalArgumentException outOfRange(String member, long value, String range) {
        return new IllegalMemberValueException(member + ": value " + value + " out of range " + range);
    }
}
