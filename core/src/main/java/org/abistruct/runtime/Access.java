package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.abistruct.memory.NativeMemory;

/**
 * The loads and stores generated accessors compile to: unaligned value layouts on a segment plus offset,
 * with a byte swap when the ABI's byte order is not the machine's. A {@code null} segment means native
 * memory addressed through {@link NativeMemory#EVERYTHING}: that segment is a constant, so the JIT folds
 * its liveness and bounds checks, which it cannot do for a segment read from a field. The layouts are
 * constants too, so each call inlines to a plain memory access; {@code swap} comes from a final field and
 * is a predictable branch.
 */
public final class Access {
    private static final MemorySegment EVERYTHING = NativeMemory.EVERYTHING;
    private static final ValueLayout.OfByte BYTE = ValueLayout.JAVA_BYTE;
    private static final ValueLayout.OfShort SHORT = ValueLayout.JAVA_SHORT_UNALIGNED;
    private static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;
    private static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG_UNALIGNED;

    private Access() {
    }

    public static byte getByte(MemorySegment s, long o) {
        return s == null ? EVERYTHING.get(BYTE, o) : s.get(BYTE, o);
    }

    public static void putByte(MemorySegment s, long o, byte v) {
        if (s == null) {
            EVERYTHING.set(BYTE, o, v);
        } else {
            s.set(BYTE, o, v);
        }
    }

    public static short getShort(MemorySegment s, long o, boolean swap) {
        short v = s == null ? EVERYTHING.get(SHORT, o) : s.get(SHORT, o);
        return swap ? Short.reverseBytes(v) : v;
    }

    public static void putShort(MemorySegment s, long o, short v, boolean swap) {
        short stored = swap ? Short.reverseBytes(v) : v;
        if (s == null) {
            EVERYTHING.set(SHORT, o, stored);
        } else {
            s.set(SHORT, o, stored);
        }
    }

    public static int getInt(MemorySegment s, long o, boolean swap) {
        int v = s == null ? EVERYTHING.get(INT, o) : s.get(INT, o);
        return swap ? Integer.reverseBytes(v) : v;
    }

    public static void putInt(MemorySegment s, long o, int v, boolean swap) {
        int stored = swap ? Integer.reverseBytes(v) : v;
        if (s == null) {
            EVERYTHING.set(INT, o, stored);
        } else {
            s.set(INT, o, stored);
        }
    }

    public static long getLong(MemorySegment s, long o, boolean swap) {
        long v = s == null ? EVERYTHING.get(LONG, o) : s.get(LONG, o);
        return swap ? Long.reverseBytes(v) : v;
    }

    public static void putLong(MemorySegment s, long o, long v, boolean swap) {
        long stored = swap ? Long.reverseBytes(v) : v;
        if (s == null) {
            EVERYTHING.set(LONG, o, stored);
        } else {
            s.set(LONG, o, stored);
        }
    }

    public static float getFloat(MemorySegment s, long o, boolean swap) {
        return Float.intBitsToFloat(getInt(s, o, swap));
    }

    public static void putFloat(MemorySegment s, long o, float v, boolean swap) {
        putInt(s, o, Float.floatToRawIntBits(v), swap);
    }

    public static double getDouble(MemorySegment s, long o, boolean swap) {
        return Double.longBitsToDouble(getLong(s, o, swap));
    }

    public static void putDouble(MemorySegment s, long o, double v, boolean swap) {
        putLong(s, o, Double.doubleToRawLongBits(v), swap);
    }

    /** An IEEE 754 binary16 value, widened to float. */
    public static float getFloat16(MemorySegment s, long o, boolean swap) {
        return Float.float16ToFloat(getShort(s, o, swap));
    }

    /** Stores {@code v} rounded to IEEE 754 binary16. */
    public static void putFloat16(MemorySegment s, long o, float v, boolean swap) {
        putShort(s, o, Float.floatToFloat16(v), swap);
    }

    /** A bool of {@code size} bytes: 1 in C ABIs, 4 (a {@code uint}) in GPU blocks. */
    public static boolean getBool(MemorySegment s, long o, long size, boolean swap) {
        return size == 1 ? getByte(s, o) != 0 : getInt(s, o, swap) != 0;
    }

    public static void putBool(MemorySegment s, long o, long size, boolean v, boolean swap) {
        if (size == 1) {
            putByte(s, o, v ? (byte) 1 : 0);
        } else {
            putInt(s, o, v ? 1 : 0, swap);
        }
    }

    /**
     * An integer whose size the ABI decides (C {@code long}, {@code size_t}, pointers): 4 or 8 bytes,
     * sign- or zero-extended to long.
     */
    public static long getSized(MemorySegment s, long o, long size, boolean signed, boolean swap) {
        if (size == 8) {
            return getLong(s, o, swap);
        }
        int v = getInt(s, o, swap);
        return signed ? v : Integer.toUnsignedLong(v);
    }

    /**
     * Stores an ABI-sized integer.
     *
     * @throws IllegalArgumentException when {@code v} does not fit in 4 bytes of that signedness
     */
    public static void putSized(MemorySegment s, long o, long size, boolean signed, long v, boolean swap, String member) {
        if (size == 8) {
            putLong(s, o, v, swap);
            return;
        }
        boolean fits = signed ? v == (int) v : (v >>> 32) == 0;
        if (!fits) {
            throw new IllegalArgumentException(member + ": value " + (signed ? Long.toString(v) : Long.toUnsignedString(v))
                    + " does not fit in 4 bytes under this ABI");
        }
        putInt(s, o, (int) v, swap);
    }
}
