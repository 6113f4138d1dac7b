package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static final RunSettings SETTINGS = RunSettings.averageTime(1, 1, 1, 1, 1, false);

    private final Progress progress = new Progress(List.of(
            new PlannedRun(new BenchmarkId("E1Allocate", "lwjgl"), SETTINGS, 60),
            new PlannedRun(new BenchmarkId("E2WriteRead", "jna"), SETTINGS, 60),
            new PlannedRun(new BenchmarkId("E3ColdStart", "ffm"), SETTINGS, 120)));

    @Test
    void firstLineUsesTheEstimate() {
        assertThat(progress.line(0, 0)).isEqualTo("[1/3] E1Allocate.lwjgl  elapsed 0:00, about 4:00 left");
    }

    @Test
    void laterLinesRescaleByActualOverEstimated() {
        // the first run took 90 s instead of 60 s: the remaining 180 s estimate becomes 270 s
        assertThat(progress.secondsLeft(1, 90)).isCloseTo(270, within(1e-9));
        assertThat(progress.line(1, 90)).isEqualTo("[2/3] E2WriteRead.jna  elapsed 1:30, about 4:30 left");
    }

    @Test
    void clockShowsHours() {
        assertThat(Formats.clock(3725)).isEqualTo("1:02:05");
    }
}
