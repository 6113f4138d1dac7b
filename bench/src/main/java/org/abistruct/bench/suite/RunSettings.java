package org.abistruct.bench.suite;

import java.util.List;
import org.openjdk.jmh.annotations.Mode;

/**
 * The JMH settings of one run: mode, warm-up and measurement iterations with their durations, forks,
 * whether JMH forces a GC between iterations, and the allocator study's sizes (empty for the experiments).
 */
public record RunSettings(Mode mode, int warmupIterations, double warmupSeconds, int measurementIterations,
        double measurementSeconds, int forks, boolean gcBetweenIterations, List<Integer> sizes) {

    public RunSettings {
        sizes = List.copyOf(sizes);
    }

    /** AverageTime with time-bound iterations. */
    static RunSettings averageTime(int warmups, double warmupSeconds, int measurements, double measurementSeconds,
            int forks, boolean gc) {
        return new RunSettings(Mode.AverageTime, warmups, warmupSeconds, measurements, measurementSeconds, forks,
                gc, List.of());
    }

    /** Benchmark 3: no warm-up, two single shots per fork (the cold one and its reference). */
    static RunSettings coldStart(int forks, boolean gc) {
        return new RunSettings(Mode.SingleShotTime, 0, 0, 2, 0, forks, gc, List.of());
    }

    RunSettings withSizes(List<Integer> newSizes) {
        return new RunSettings(mode, warmupIterations, warmupSeconds, measurementIterations, measurementSeconds,
                forks, gcBetweenIterations, newSizes);
    }

    /** Forks of the whole run: the allocator study forks once per size. */
    public int totalForks() {
        return forks * Math.max(1, sizes.size());
    }

    /** "1 fork, warm-up 2 x 0.5 s, measurement 4 x 0.5 s" or "8 forks x 2 single shots". */
    public String describe() {
        String forkText = forks + (forks == 1 ? " fork" : " forks");
        String gc = gcBetweenIterations ? ", GC between iterations" : "";
        if (mode == Mode.SingleShotTime) {
            return forkText + " x " + measurementIterations + " single shots" + gc;
        }
        return forkText + ", warm-up " + warmupIterations + " x " + Formats.seconds(warmupSeconds)
                + ", measurement " + measurementIterations + " x " + Formats.seconds(measurementSeconds) + gc;
    }
}
