package org.abistruct.bench.suite;

/** One JMH Runner invocation of the plan: a benchmark method, its settings and its estimated seconds. */
public record PlannedRun(BenchmarkId id, RunSettings settings, double estimatedSeconds) {
}
