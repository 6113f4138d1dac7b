package org.abistruct.bench.suite;

import java.util.List;

/**
 * The progress line printed before each run: {@code [12/80] E2WriteRead.jna  elapsed 4:10, about 7:30 left}.
 * "Left" is the estimate of the remaining runs scaled by how the finished runs compared with their estimate.
 */
public final class Progress {
    private final List<PlannedRun> runs;

    public Progress(List<PlannedRun> runs) {
        this.runs = List.copyOf(runs);
    }

    /** The line for run {@code index} (0-based) when {@code elapsedSeconds} have passed since the first started. */
    public String line(int index, double elapsedSeconds) {
        return String.format("[%d/%d] %s  elapsed %s, about %s left", index + 1, runs.size(),
                runs.get(index).id().shortName(), Formats.clock(elapsedSeconds),
                Formats.clock(secondsLeft(index, elapsedSeconds)));
    }

    /** The remaining estimate from run {@code index} on, rescaled by actual/estimated so far. */
    public double secondsLeft(int index, double elapsedSeconds) {
        double estimatedDone = 0;
        double estimatedLeft = 0;
        for (int i = 0; i < runs.size(); i++) {
            if (i < index) {
                estimatedDone += runs.get(i).estimatedSeconds();
            } else {
                estimatedLeft += runs.get(i).estimatedSeconds();
            }
        }
        double scale = estimatedDone > 0 && elapsedSeconds > 0 ? elapsedSeconds / estimatedDone : 1;
        return estimatedLeft * scale;
    }
}
