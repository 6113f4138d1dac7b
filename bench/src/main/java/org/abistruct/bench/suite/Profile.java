package org.abistruct.bench.suite;

import java.util.List;
import java.util.Locale;

/**
 * How long the suite measures. {@code FULL} is the thesis's configuration (section 3.3 of the reference:
 * 50 x 1 s warm-up, 400 x 1 s measurement, 3 forks, references 1 fork, 1000 single-shot forks for
 * benchmark 3; the allocator study 1 fork, 2 x 3 s + 3 x 3 s, GC between iterations, all 175 sizes).
 * {@code QUICK} fits in 15 minutes on two cores and is indicative only; the default sits between.
 */
public enum Profile {
    QUICK,
    DEFAULT,
    FULL;

    /** The name printed and recorded ("quick", "default", "full"). */
    public String displayName() {
        return this == DEFAULT ? "default" : name().toLowerCase(Locale.ROOT);
    }

    /** The line printed before a run. */
    public String notice() {
        return switch (this) {
            case QUICK -> "--quick: indicative numbers (1 fork, short iterations, no forced GC between iterations);"
                    + " --full uses the thesis's configuration";
            case DEFAULT -> "default profile: 2 forks, 5 x 1 s warm-up, 10 x 1 s measurement, 30 cold-start forks,"
                    + " 40 allocator sizes; --full uses the thesis's configuration";
            case FULL -> "--full: the thesis's configuration (50 x 1 s warm-up, 400 x 1 s measurement, 3 forks;"
                    + " 1000 forks for benchmark 3; 175 allocator sizes)";
        };
    }

    /** The settings for one benchmark of this kind. */
    public RunSettings settings(Kind kind) {
        return switch (kind) {
            case ALLOCATE, WRITE_READ, REFERENCE -> steady(kind == Kind.REFERENCE);
            case COLD_START -> switch (this) {
                case QUICK -> RunSettings.coldStart(10, false);
                case DEFAULT -> RunSettings.coldStart(30, true);
                case FULL -> RunSettings.coldStart(1000, true);
            };
            case ALLOCATOR -> switch (this) {
                case QUICK -> RunSettings.averageTime(1, 0.3, 2, 0.3, 1, false).withSizes(allocatorSizes());
                case DEFAULT -> RunSettings.averageTime(1, 0.5, 2, 0.5, 1, true).withSizes(allocatorSizes());
                case FULL -> RunSettings.averageTime(2, 3, 3, 3, 1, true).withSizes(allocatorSizes());
            };
        };
    }

    /** The allocator study's sizes: 15 (quick), 40 (default) or all 175 (full). */
    public List<Integer> allocatorSizes() {
        return switch (this) {
            case QUICK -> AllocatorSizes.evenlySpaced(15);
            case DEFAULT -> AllocatorSizes.evenlySpaced(40);
            case FULL -> AllocatorSizes.all();
        };
    }

    private RunSettings steady(boolean reference) {
        return switch (this) {
            case QUICK -> RunSettings.averageTime(2, 0.5, 4, 0.5, 1, false);
            // references run 1 fork, as the thesis's *Baseline classes did
            case DEFAULT -> RunSettings.averageTime(5, 1, 10, 1, reference ? 1 : 2, false);
            case FULL -> RunSettings.averageTime(50, 1, 400, 1, reference ? 1 : 3, false);
        };
    }
}
