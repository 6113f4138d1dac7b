package org.abistruct.bench.thesis;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Experiment 2, benchmarks 2 and 3: values drawn once per fork, in the thesis's order, seed 134545. */
@State(Scope.Benchmark)
public class Exp2Values {
    public static final long SEED = 134545;

    public final byte[] bytes;
    public final short[] shorts;
    public final int[] ints;
    public final long[] longs;
    public final float[] floats;
    /** The 20 bytes of {@code MediumTestStruct1.aByteArray}. */
    public final byte[] byteArray;

    public Exp2Values() {
        ThesisRandom random = new ThesisRandom(SEED);
        bytes = random.bytes(10);
        shorts = random.shorts(10);
        ints = random.ints(10);
        longs = random.longs(10);
        floats = random.floats(10);
        byteArray = random.bytes(20);
    }
}
