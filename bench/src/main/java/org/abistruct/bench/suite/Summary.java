package org.abistruct.bench.suite;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The content of {@code summary.json}: per benchmark class and library row the time statistics (ns/op),
 * B/op (the GC profiler's gc.alloc.rate.norm), the ratios to LWJGL and the reference; the target
 * for the {@code abistruct} row; the allocator study per method and size; the runs that failed.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Summary(String profile, String generated, String note, List<String> forkJvmArgs,
        List<Benchmark> benchmarks, Allocator allocator, List<RunFailure> failed) {

    public Summary {
        forkJvmArgs = List.copyOf(forkJvmArgs);
        benchmarks = List.copyOf(benchmarks);
        failed = List.copyOf(failed);
    }

    /** The benchmark class called {@code name}, or null. */
    public Benchmark benchmark(String name) {
        return benchmarks.stream().filter(b -> b.benchmark().equals(name)).findFirst().orElse(null);
    }

    /**
     * One benchmark class, e.g. E1WriteRead: its rows in library order and, where the issue sets one,
     * the target with its verdict.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Benchmark(String benchmark, int experiment, String kind, String mode, List<Row> rows,
            TargetResult target) {

        public Benchmark {
            rows = List.copyOf(rows);
        }

        /** The row of {@code method}, or null. */
        public Row row(String method) {
            return rows.stream().filter(r -> r.library().equals(method)).findFirst().orElse(null);
        }
    }

    /**
     * One library row. For ColdStart, {@code timeNs} and {@code bytesPerOp} are iteration 1 (the cold
     * invocation) across forks and the reference is iteration 2; for WriteRead the reference is the
     * matching *Reference class's row. {@code timeSamples} (every measured value) feeds the box plots only.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Row(String library, String label, int forks, Stats timeNs, Double bytesPerOp,
            Double bytesPerOpMedian, Double timeRatioToLwjgl, Double bytesRatioToLwjgl, Reference reference,
            @JsonIgnore List<Double> timeSamples) {

        public Row {
            timeSamples = List.copyOf(timeSamples);
        }

        Row withRatios(Double timeRatio, Double bytesRatio) {
            return new Row(library, label, forks, timeNs, bytesPerOp, bytesPerOpMedian, timeRatio, bytesRatio,
                    reference, timeSamples);
        }

        Row withReference(Reference newReference) {
            return new Row(library, label, forks, timeNs, bytesPerOp, bytesPerOpMedian, timeRatioToLwjgl,
                    bytesRatioToLwjgl, newReference, timeSamples);
        }
    }

    /** The reference of a row: where it comes from ("E1Reference", "iteration 2"), its time and B/op. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Reference(String source, Stats timeNs, Double bytesPerOp) {
    }

    /** The verdict of one target of the issue for the {@code abistruct} row. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TargetResult(String target, Double timeRatio, Double bytesPerOp, Double lwjglBytesPerOp,
            Boolean met, String verdict) {
    }

    /** The allocator study: the sizes measured and one series per method. */
    public record Allocator(List<Integer> sizes, List<AllocatorSeries> methods) {
        public Allocator {
            sizes = List.copyOf(sizes);
            methods = List.copyOf(methods);
        }
    }

    /** One allocator method over the sizes, ascending. */
    public record AllocatorSeries(String method, List<AllocatorPoint> points) {
        public AllocatorSeries {
            points = List.copyOf(points);
        }

        /** The point of {@code size}, or null. */
        public AllocatorPoint at(int size) {
            return points.stream().filter(p -> p.size() == size).findFirst().orElse(null);
        }
    }

    /** The mean ns/op (with error) and B/op of one method at one size. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AllocatorPoint(int size, double meanNs, Double errorNs, Double bytesPerOp) {
    }
}
