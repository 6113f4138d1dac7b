package org.abistruct.bench.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/** A stand-in for JMH in tests: writes a one-entry result in JMH's JSON shape, or fails for chosen runs. */
final class FakeJmh implements SuiteRunner.Executor {
    private final Set<String> failing;

    FakeJmh(Set<String> failing) {
        this.failing = Set.copyOf(failing);
    }

    @Override
    public void run(PlannedRun run, Path resultJson, PrintStream log) throws Exception {
        log.println("fake JMH output for " + run.id().shortName());
        // JMH's Runner closes its output stream when it is done
        log.close();
        if (failing.contains(run.id().shortName())) {
            throw new org.openjdk.jmh.runner.RunnerException("Benchmark caught the exception");
        }
        write(resultJson, run.id());
    }

    static void write(Path resultJson, BenchmarkId id) throws IOException {
        Files.writeString(resultJson, """
                [{"jmhVersion": "1.37", "benchmark": "%s", "mode": "avgt", "forks": 1, "jvmArgs": [],
                  "primaryMetric": {"score": 100.0, "scoreError": "NaN", "scoreUnit": "ns/op", "rawData": [[100.0, 100.0]]},
                  "secondaryMetrics": {"gc.alloc.rate.norm": {"score": 16.0, "scoreError": "NaN", "scoreUnit": "B/op",
                    "rawData": [[16.0, 16.0]]}}}]
                """.formatted(id.jmhName()));
    }
}
