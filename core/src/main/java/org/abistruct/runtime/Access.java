package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.VarHandle;
import org.abistruct.memory.NativeMemory;

/**
 * The loads and stores generated accessors compile to: unaligned value layouts on a segment plus offset,
 * with a byte swap when the ABI's byte order is not the machine's.
 * <p>
 * A {@code null} segment means native memory in the machine's byte order (a direct view, see
 * {@link MemoryView}), reached through {@link NativeMemory#EVERYTHING}: that segment is a constant, so the JIT
 * folds its liveness check, which it cannot do for a segment read from a field. The direct accessors of
 * generated classes also read their address through {@link #direct}, which lets the JIT fold the bounds check
 * too: what remains is the plain load or store that LWJGL's {@code Unsafe} accessors compile to, plus one
 * shift per view. Other views pass their segment, and {@code swap} applies there. The segment is read where it is
 * used rather than kept in a field here, so that views over heap memory never make it (see
 * {@link MemoryView#isAddressSpace}).
 * <p>
 * Every public method here is at most 35 bytes of bytecode (C2's {@code MaxInlineSize}), with the segment
 * path split off into a method of its own: C2 inlines a method that small at any call site, while a larger
 * one only where the call is hot, and a generated accessor that stays a call makes its view escape.
 */
public final class Access {
    private static final ValueLayout.OfByte BYTE = ValueLayout.JAVA_BYTE;
    private static final ValueLayout.OfShort SHORT = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG_UNALIGNED;
    /*
     * The layouts' own var handles, called directly: segment.get(layout, o) reaches the same handle through
     * two more inlined methods, about 45 more C2 nodes per access (bench/diag/parse_nodes.py), which count
     * against the inlining budget of every method that uses many accessors. The call sites pass exactly
     * (MemorySegment, long[, value]), the handles' types, so no adaptation is made. Each handle sits in a
     * holder class of its own, so that a program makes only the ones its structs use, on first use, as
     * segment.get did: making all four when Access loads added to the first struct write.
     */
    private static final class Bytes {
        static final VarHandle AT = BYTE.varHandle();
    }

    private static final class Shorts {
        static final VarHandle AT = SHORT.varHandle();
    }

    private static final class Ints {
        static final VarHandle AT = INT.varHandle();
    }

    private static final class Longs {
        static final VarHandle AT = LONG.varHandle();
    }

    private Access() {
    }

    /**
     * How far left a direct view's address is shifted in its {@code offset} field: see {@link #direct}. Code in
     * this package shifts with the constant rather than through a method, because C2 counts every inlined call
     * against its inlining budget (about 18 nodes for a one-line method).
     */
    static final int DIRECT_SHIFT = 2;

    /**
     * A direct view's address, from the form its {@code offset} field keeps (shifted left two
     * bits, {@code DIRECT_SHIFT}). The JIT then knows the address is below 2<sup>62</sup>; plus a member offset
     * (below {@link BoundLayout#MAX_SIZE}) it cannot reach the end of {@link NativeMemory#EVERYTHING}, so the
     * bounds check of the access folds away, and accesses at constant distances from one address are known not
     * to overlap. A shift after a plain load also leaves that load free to serve as the view's null check, which
     * an {@code and} with a 62-bit mask would not: C2 folds the load into the {@code and}.
     *
     * @param direct the {@code offset} field of a direct view
     * @return the view's address
     */
    public static long direct(long direct) {
        return direct >>> DIRECT_SHIFT;
    }

    /**
     * Loads a byte.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @return the byte
     */
    public static byte getByte(MemorySegment s, long o) {
        return s == null ? (byte) Bytes.AT.get(NativeMemory.EVERYTHING, o) : (byte) Bytes.AT.get(s, o);
    }

    /**
     * Stores a byte.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the byte
     */
    public static void putByte(MemorySegment s, long o, byte v) {
        if (s == null) {
            Bytes.AT.set(NativeMemory.EVERYTHING, o, v);
        } else {
            Bytes.AT.set(s, o, v);
        }
    }

    /**
     * Loads a 16-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value
     */
    public static short getShort(MemorySegment s, long o, boolean swap) {
        return s == null ? (short) Shorts.AT.get(NativeMemory.EVERYTHING, o) : getShortFrom(s, o, swap);
    }

    private static short getShortFrom(MemorySegment s, long o, boolean swap) {
        short v = (short) Shorts.AT.get(s, o);
        return swap ? Short.reverseBytes(v) : v;
    }

    /**
     * Stores a 16-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putShort(MemorySegment s, long o, short v, boolean swap) {
        if (s == null) {
            Shorts.AT.set(NativeMemory.EVERYTHING, o, v);
        } else {
            putShortTo(s, o, v, swap);
        }
    }

    private static void putShortTo(MemorySegment s, long o, short v, boolean swap) {
        Shorts.AT.set(s, o, swap ? Short.reverseBytes(v) : v);
    }

    /**
     * Loads a 32-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value
     */
    public static int getInt(MemorySegment s, long o, boolean swap) {
        return s == null ? (int) Ints.AT.get(NativeMemory.EVERYTHING, o) : getIntFrom(s, o, swap);
    }

    private static int getIntFrom(MemorySegment s, long o, boolean swap) {
        int v = (int) Ints.AT.get(s, o);
        return swap ? Integer.reverseBytes(v) : v;
    }

    /**
     * Stores a 32-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putInt(MemorySegment s, long o, int v, boolean swap) {
        if (s == null) {
            Ints.AT.set(NativeMemory.EVERYTHING, o, v);
        } else {
            putIntTo(s, o, v, swap);
        }
    }

    private static void putIntTo(MemorySegment s, long o, int v, boolean swap) {
        Ints.AT.set(s, o, swap ? Integer.reverseBytes(v) : v);
    }

    /**
     * Loads a 64-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value
     */
    public static long getLong(MemorySegment s, long o, boolean swap) {
        return s == null ? (long) Longs.AT.get(NativeMemory.EVERYTHING, o) : getLongFrom(s, o, swap);
    }

    private static long getLongFrom(MemorySegment s, long o, boolean swap) {
        long v = (long) Longs.AT.get(s, o);
        return swap ? Long.reverseBytes(v) : v;
    }

    /**
     * Stores a 64-bit integer.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putLong(MemorySegment s, long o, long v, boolean swap) {
        if (s == null) {
            Longs.AT.set(NativeMemory.EVERYTHING, o, v);
        } else {
            putLongTo(s, o, v, swap);
        }
    }

    private static void putLongTo(MemorySegment s, long o, long v, boolean swap) {
        Longs.AT.set(s, o, swap ? Long.reverseBytes(v) : v);
    }

    /**
     * Loads an IEEE 754 binary32 value.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value
     */
    public static float getFloat(MemorySegment s, long o, boolean swap) {
        return Float.intBitsToFloat(getInt(s, o, swap));
    }

    /**
     * Stores an IEEE 754 binary32 value, NaN payloads as they are.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putFloat(MemorySegment s, long o, float v, boolean swap) {
        putInt(s, o, Float.floatToRawIntBits(v), swap);
    }

    /**
     * Loads an IEEE 754 binary64 value.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value
     */
    public static double getDouble(MemorySegment s, long o, boolean swap) {
        return Double.longBitsToDouble(getLong(s, o, swap));
    }

    /**
     * Stores an IEEE 754 binary64 value, NaN payloads as they are.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putDouble(MemorySegment s, long o, double v, boolean swap) {
        putLong(s, o, Double.doubleToRawLongBits(v), swap);
    }

    /**
     * Loads an IEEE 754 binary16 value.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return the value, widened to float
     */
    public static float getFloat16(MemorySegment s, long o, boolean swap) {
        return Float.float16ToFloat(getShort(s, o, swap));
    }

    /**
     * Stores {@code v} rounded to IEEE 754 binary16.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param v    the value, rounded to nearest even
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putFloat16(MemorySegment s, long o, float v, boolean swap) {
        putShort(s, o, Float.floatToFloat16(v), swap);
    }

    /**
     * Loads a bool of {@code size} bytes: 1 in C ABIs, 4 (a {@code uint}) in GPU blocks.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param size the bool's size under the ABI, 1 or 4
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     * @return {@code true} unless every byte is 0
     */
    public static boolean getBool(MemorySegment s, long o, long size, boolean swap) {
        return (size == 1 ? getByte(s, o) : getInt(s, o, swap)) != 0;
    }

    /**
     * Stores a bool of {@code size} bytes as 1 or 0: 1 byte in C ABIs, 4 (a {@code uint}) in GPU blocks.
     *
     * @param s    the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o    the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param size the bool's size under the ABI, 1 or 4
     * @param v    the value
     * @param swap whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *             {@code null}
     */
    public static void putBool(MemorySegment s, long o, long size, boolean v, boolean swap) {
        putBoolBits(s, o, size, v ? 1 : 0, swap);
    }

    private static void putBoolBits(MemorySegment s, long o, long size, int bits, boolean swap) {
        if (size == 1) {
            putByte(s, o, (byte) bits);
        } else {
            putInt(s, o, bits, swap);
        }
    }

    /**
     * An integer whose size the ABI decides (C {@code long}, {@code size_t}, pointers): 4 or 8 bytes,
     * sign- or zero-extended to long.
     *
     * @param s      the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o      the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param size   the integer's size under the ABI, 4 or 8
     * @param signed whether a 4-byte value is sign-extended rather than zero-extended
     * @param swap   whether to reverse the bytes (the ABI's byte order is not the machine's); ignored when {@code s} is
     *               {@code null}
     * @return the value
     */
    public static long getSized(MemorySegment s, long o, long size, boolean signed, boolean swap) {
        return size == 8 ? getLong(s, o, swap) : getSizedInt(s, o, signed, swap);
    }

    private static long getSizedInt(MemorySegment s, long o, boolean signed, boolean swap) {
        int v = getInt(s, o, swap);
        return signed ? v : Integer.toUnsignedLong(v);
    }

    /**
     * Stores an ABI-sized integer. {@code member} gives the signedness, the byte swap (where {@code s} is not
     * {@code null}) and, only when the value is refused, the member's and the ABI's names.
     *
     * @param s      the segment, or {@code null} for native memory in the machine's byte order (a direct view)
     * @param o      the byte offset in {@code s}, or the native address when {@code s} is {@code null}
     * @param size   the integer's size under the ABI, 4 or 8
     * @param v      the value
     * @param member the member's signedness, byte swap and names
     * @throws IllegalMemberValueException when {@code v} does not fit in 4 bytes of that signedness
     */
    public static void putSized(MemorySegment s, long o, long size, long v, AbiSizedMember member) {
        if (size == 8) {
            putLong(s, o, v, member.swap());
        } else {
            putSizedInt(s, o, v, member);
        }
    }

    private static void putSizedInt(MemorySegment s, long o, long v, AbiSizedMember member) {
        if (!Checks.fitsIn4Bytes(v, member.signed())) {
            throw Checks.tooWide(member, v);
        }
        putInt(s, o, (int) v, member.swap());
    }
}
