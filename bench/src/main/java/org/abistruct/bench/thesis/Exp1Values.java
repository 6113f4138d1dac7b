package org.abistruct.bench.thesis;

import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** Experiment 1, benchmarks 2 and 3: values drawn once per fork, in the thesis's order, seed 134545. */
@State(Scope.Benchmark)
public class Exp1Values {
    public static final long SEED = 134545;

    public final int[] ints;
    public final long[] longs;
    public final float[] floats;

    public Exp1Values() {
        ThesisRandom random = new ThesisRandom(SEED);
        ints = random.ints(10);
        longs = random.longs(10);
        floats = random.floats(10);
    }
}
