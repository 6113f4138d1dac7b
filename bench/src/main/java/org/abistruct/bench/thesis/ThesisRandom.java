package org.abistruct.bench.thesis;

import java.util.Random;

/**
 * The thesis's value source ({@code MyRandom}): a {@link Random} with a fixed seed, drawing the same ranges, so
 * that every library writes the same values in the same order.
 */
public final class ThesisRandom {
    private final Random random;

    public ThesisRandom(long seed) {
        this.random = new Random(seed);
    }

    public int getInt() {
        return random.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public long getLong() {
        return random.nextLong(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public short getShort() {
        return (short) random.nextInt(Short.MIN_VALUE, Short.MAX_VALUE + 1);
    }

    public float getFloat() {
        return random.nextFloat();
    }

    public byte[] bytes(int length) {
        byte[] b = new byte[length];
        random.nextBytes(b);
        return b;
    }

    public short[] shorts(int length) {
        short[] a = new short[length];
        for (int i = 0; i < length; i++) {
            a[i] = getShort();
        }
        return a;
    }

    public int[] ints(int length) {
        int[] a = new int[length];
        for (int i = 0; i < length; i++) {
            a[i] = getInt();
        }
        return a;
    }

    public long[] longs(int length) {
        long[] a = new long[length];
        for (int i = 0; i < length; i++) {
            a[i] = getLong();
        }
        return a;
    }

    public float[] floats(int length) {
        float[] a = new float[length];
        for (int i = 0; i < length; i++) {
            a[i] = getFloat();
        }
        return a;
    }

    /** {@code times} rows of {@code length} values each: row {@code i} feeds array element {@code i}. */
    public byte[][] bytes(int length, int times) {
        byte[][] rows = new byte[times][];
        for (int i = 0; i < times; i++) {
            rows[i] = bytes(length);
        }
        return rows;
    }

    public short[][] shorts(int length, int times) {
        short[][] rows = new short[times][];
        for (int i = 0; i < times; i++) {
            rows[i] = shorts(length);
        }
        return rows;
    }

    public int[][] ints(int length, int times) {
        int[][] rows = new int[times][];
        for (int i = 0; i < times; i++) {
            rows[i] = ints(length);
        }
        return rows;
    }

    public long[][] longs(int length, int times) {
        long[][] rows = new long[times][];
        for (int i = 0; i < times; i++) {
            rows[i] = longs(length);
        }
        return rows;
    }

    public float[][] floats(int length, int times) {
        float[][] rows = new float[times][];
        for (int i = 0; i < times; i++) {
            rows[i] = floats(length);
        }
        return rows;
    }
}
