package org.abistruct.bench.suite;

import org.openjdk.jmh.annotations.Mode;

/**
 * Expected wall-clock seconds of a run. The constants were measured on the 2-core development machine
 * (JDK 25, JMH 1.37 with the GC profiler, an empty benchmark, other builds running alongside) and err on
 * the slow side; the progress line rescales the estimate by what the finished runs actually took.
 */
public final class Estimate {
    /** Per JMH Runner invocation in the host JVM (benchmark list, lock, result file): measured 0.3 s. */
    static final double RUN_SECONDS = 0.3;
    /**
     * Starting, connecting and ending one forked JVM: measured 0.42 s per AverageTime fork and 0.5 s per
     * single-shot fork of a trivial benchmark at load 1.7, 1.0 s with other builds at load 5; the real
     * benchmark classes also load LWJGL's and JNA's natives and AbiStruct's runtime.
     */
    static final double FORK_SECONDS = 0.7;
    /** Iteration bookkeeping and the GC profiler's per-iteration work. */
    static final double ITERATION_SECONDS = 0.02;
    /** JMH's forced System.gc() between iterations: measured 0.65 s per iteration (it waits for the GC to settle). */
    static final double GC_SECONDS = 0.65;

    private Estimate() {
    }

    /** Seconds for one run of {@code id} with {@code settings}. */
    public static double seconds(BenchmarkId id, RunSettings settings) {
        int iterations = settings.warmupIterations() + settings.measurementIterations();
        double perIteration = ITERATION_SECONDS + (settings.gcBetweenIterations() ? GC_SECONDS : 0);
        double perFork = FORK_SECONDS + iterations * perIteration;
        if (settings.mode() == Mode.SingleShotTime) {
            perFork += coldShotsSeconds(id);
        } else {
            perFork += settings.warmupIterations() * settings.warmupSeconds()
                    + settings.measurementIterations() * settings.measurementSeconds()
                    + iterations * overrunSeconds(id);
        }
        return RUN_SECONDS + settings.totalForks() * perFork;
    }

    /**
     * Both single shots of a cold-start fork, class loading and native library loading included; from the
     * thesis's iteration 1 + 2 means (Tab. 3, 6, 9: about 0.1 s in experiments 1 and 2, up to 0.55 s + 0.2 s
     * in experiment 3) plus a margin.
     */
    private static double coldShotsSeconds(BenchmarkId id) {
        return id.experiment() == 3 ? 0.6 : 0.2;
    }

    /**
     * An AverageTime iteration ends after the invocation running at its deadline, so slow operations
     * lengthen every iteration by about one operation: JNA allocating experiment 3's large structs took
     * 301 ms per operation in the thesis (Tab. 7), its write/read 35 ms (Tab. 8); the others are far below.
     */
    private static double overrunSeconds(BenchmarkId id) {
        if (id.experiment() != 3) {
            return 0;
        }
        if ("jna".equals(id.method())) {
            return id.kind() == Kind.ALLOCATE ? 0.3 : 0.035;
        }
        return 0.007;
    }
}
