package org.abistruct.bench.thesis;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Experiment 3, benchmarks 2 and 3: values drawn once per fork, in the thesis's order, seed 124545. Row {@code i}
 * of the two-dimensional arrays feeds element {@code i} of {@code LargeTestStruct1}'s struct arrays, the way
 * {@link Exp2Values} feeds the single {@code MediumTestStruct1} of experiment 2.
 */
@State(Scope.Benchmark)
public class Exp3Values {
    public static final long SEED = 124545;
    public static final int MEDIUM_COUNT = 600;
    public static final int SMALL_COUNT = 1200;
    public static final int INT_COUNT = 100_000;

    public final byte[][] bytes;
    public final short[][] shorts;
    public final int[][] ints;
    public final long[][] longs;
    public final float[][] floats;
    public final byte[][] byteArray;
    /** {@code long2[i]} holds the three longs of {@code smallTestStruct3Array[i]}. */
    public final long[][] long2;
    /** The {@code intArray} values. */
    public final int[] int2;

    public Exp3Values() {
        ThesisRandom random = new ThesisRandom(SEED);
        bytes = random.bytes(10, MEDIUM_COUNT);
        shorts = random.shorts(10, MEDIUM_COUNT);
        ints = random.ints(10, MEDIUM_COUNT);
        longs = random.longs(10, MEDIUM_COUNT);
        floats = random.floats(10, MEDIUM_COUNT);
        byteArray = random.bytes(20, MEDIUM_COUNT);
        long2 = random.longs(3, SMALL_COUNT);
        int2 = random.ints(INT_COUNT);
    }
}
