package org.abistruct.bench.suite;

import java.util.List;
import java.util.Map;

/**
 * One entry of JMH's JSON result array: a benchmark method (with one set of {@code @Param} values), its
 * mode ({@code avgt}, {@code ss}), forks, forked JVM arguments, and its primary and secondary metrics
 * (the GC profiler's {@value #ALLOC_NORM} among the latter).
 */
public record JmhResult(String benchmark, String mode, int forks, List<String> jvmArgs, String jdkVersion,
        String vmVersion, Map<String, String> params, JmhMetric primary, Map<String, JmhMetric> secondary) {

    /** The GC profiler's bytes allocated per operation. */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";

    public JmhResult {
        jvmArgs = List.copyOf(jvmArgs);
        params = Map.copyOf(params);
        secondary = Map.copyOf(secondary);
    }

    public BenchmarkId id() {
        return BenchmarkId.ofJmhName(benchmark);
    }

    /** The B/op metric, or null when the run had no GC profiler. */
    public JmhMetric allocation() {
        return secondary.get(ALLOC_NORM);
    }
}
