package org.abistruct.bench.suite;

import java.util.List;
import java.util.Locale;

/**
 * The targets for the {@code abistruct} row (ABI x86_64-msvc), as ratios to LWJGL from one run:
 * benchmark 1 of experiments 1 and 2 time <= 0.5 and B/op <= LWJGL's; benchmark 1 of experiment 3 <= 1.0;
 * benchmark 2 of all three time <= 1.0 and B/op <= LWJGL's; benchmark 3 <= 0.5 in all three.
 */
public final class Targets {

    /** A target: the benchmark class, the largest time ratio allowed, and whether B/op must not exceed LWJGL's. */
    public record Target(String benchmark, double maxTimeRatio, boolean bytesAtMostLwjgl) {

        /** "AbiStruct/LWJGL time <= 0.5 and B/op <= LWJGL's". */
        public String text() {
            return String.format(Locale.ROOT, "AbiStruct (x86_64-msvc) / LWJGL time <= %.1f%s", maxTimeRatio,
                    bytesAtMostLwjgl ? " and B/op <= LWJGL's" : "");
        }
    }

    public static final List<Target> ALL = List.of(
            new Target("E1Allocate", 0.5, true),
            new Target("E2Allocate", 0.5, true),
            new Target("E3Allocate", 1.0, false),
            new Target("E1WriteRead", 1.0, true),
            new Target("E2WriteRead", 1.0, true),
            new Target("E3WriteRead", 1.0, true),
            new Target("E1ColdStart", 0.5, false),
            new Target("E2ColdStart", 0.5, false),
            new Target("E3ColdStart", 0.5, false));

    private Targets() {
    }

    /** The target of a benchmark class, or null when the issue sets none. */
    public static Target of(String benchmark) {
        return ALL.stream().filter(t -> t.benchmark().equals(benchmark)).findFirst().orElse(null);
    }

    /**
     * The verdict for the {@code abistruct} row against the {@code lwjgl} row. B/op compare in whole bytes,
     * as the tables show them, so that the GC profiler's sub-byte noise cannot decide a verdict.
     */
    public static Summary.TargetResult evaluate(Target target, Summary.Row abistruct, Summary.Row lwjgl) {
        if (abistruct == null || lwjgl == null) {
            return new Summary.TargetResult(target.text(), null, null, null, null,
                    "not evaluated (the " + (abistruct == null ? "abistruct" : "lwjgl") + " row is missing)");
        }
        Double ratio = abistruct.timeRatioToLwjgl();
        boolean timeMet = ratio != null && ratio <= target.maxTimeRatio();
        boolean bytesMet = true;
        if (target.bytesAtMostLwjgl()) {
            bytesMet = abistruct.bytesPerOp() != null && lwjgl.bytesPerOp() != null
                    && Math.round(abistruct.bytesPerOp()) <= Math.round(lwjgl.bytesPerOp());
        }
        boolean met = timeMet && bytesMet;
        return new Summary.TargetResult(target.text(), ratio,
                target.bytesAtMostLwjgl() ? abistruct.bytesPerOp() : null,
                target.bytesAtMostLwjgl() ? lwjgl.bytesPerOp() : null, met, met ? "met" : "NOT met");
    }
}
