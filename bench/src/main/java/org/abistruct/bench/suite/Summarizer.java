package org.abistruct.bench.suite;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Turns raw JMH results into the {@link Summary}: statistics over every measurement iteration of every
 * fork (the thesis's summaries used fork 0 only), iteration 1 and 2 across forks for the cold start,
 * ratios to the LWJGL row, the references and the targets. Times are converted to ns/op.
 */
public final class Summarizer {
    static final String NOTE = "Time statistics use every measurement iteration of every fork (ns/op); error is"
            + " JMH's 99.9% confidence half-width; B/op is the GC profiler's gc.alloc.rate.norm (mean over"
            + " iterations); ratios are to the LWJGL row. ColdStart: iteration 1 (the first invocation in a fresh"
            + " JVM) across forks, iteration 2 as the reference.";

    private static final List<Kind> KIND_ORDER =
            List.of(Kind.ALLOCATE, Kind.WRITE_READ, Kind.REFERENCE, Kind.COLD_START);

    private Summarizer() {
    }

    public static Summary summarize(List<JmhResult> results, String profile, List<RunFailure> failed) {
        Map<String, Map<String, JmhResult>> byClass = new LinkedHashMap<>();
        List<JmhResult> allocator = new ArrayList<>();
        TreeSet<String> jvmArgs = new TreeSet<>();
        for (JmhResult result : results) {
            jvmArgs.add(String.join(" ", result.jvmArgs()));
            BenchmarkId id = result.id();
            if (id.kind() == Kind.ALLOCATOR) {
                allocator.add(result);
            } else {
                // a later result of the same method replaces an earlier one (a re-run merged in)
                byClass.computeIfAbsent(id.className(), k -> new LinkedHashMap<>()).put(id.method(), result);
            }
        }
        Map<String, Summary.Benchmark> benchmarks = new LinkedHashMap<>();
        byClass.entrySet().stream()
                .sorted(Comparator.comparing((Map.Entry<String, Map<String, JmhResult>> e) -> classOrder(e.getKey()))
                        .thenComparing(Map.Entry::getKey))
                .forEach(e -> benchmarks.put(e.getKey(), benchmark(e.getKey(), e.getValue().values())));
        attachReferences(benchmarks);
        List<Summary.Benchmark> withTargets = benchmarks.values().stream().map(Summarizer::withTarget).toList();
        String generated = ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
        return new Summary(profile, generated, NOTE, List.copyOf(jvmArgs), withTargets,
                allocator.isEmpty() ? null : allocator(allocator), failed);
    }

    private static int classOrder(String className) {
        BenchmarkId probe = new BenchmarkId(className, "");
        int kind = probe.kind() == null ? -1 : KIND_ORDER.indexOf(probe.kind());
        return probe.experiment() * 10 + (kind < 0 ? 9 : kind);
    }

    private static Summary.Benchmark benchmark(String className, java.util.Collection<JmhResult> results) {
        Kind kind = Kind.ofClass(className);
        boolean cold = kind == Kind.COLD_START;
        List<Summary.Row> rows = results.stream()
                .sorted(Comparator.comparingInt((JmhResult r) -> Library.orderOf(r.id().method())))
                .map(r -> cold ? coldRow(r) : steadyRow(r))
                .toList();
        Summary.Row lwjgl = rows.stream().filter(r -> r.library().equals(Library.LWJGL.method())).findFirst()
                .orElse(null);
        List<Summary.Row> withRatios = rows.stream().map(r -> withRatios(r, lwjgl)).toList();
        String mode = results.iterator().next().mode();
        return new Summary.Benchmark(className, new BenchmarkId(className, "").experiment(),
                kind == null ? "other" : kind.jsonName(), mode, withRatios, null);
    }

    private static Summary.Row steadyRow(JmhResult result) {
        double scale = nanosPer(result.primary().unit());
        List<Double> times = scaled(result.primary().allValues(), scale);
        Stats stats = Stats.of(times, result.primary().scoreError() * scale);
        JmhMetric alloc = result.allocation();
        Double bytes = alloc == null || Double.isNaN(alloc.score()) ? null : alloc.score();
        Double bytesMedian = alloc == null ? null : Stats.median(alloc.allValues());
        String method = result.id().method();
        return new Summary.Row(method, Library.labelOf(method), result.forks(), stats, bytes, bytesMedian,
                null, null, null, times);
    }

    private static Summary.Row coldRow(JmhResult result) {
        double scale = nanosPer(result.primary().unit());
        List<Double> first = scaled(result.primary().iteration(0), scale);
        List<Double> second = scaled(result.primary().iteration(1), scale);
        JmhMetric alloc = result.allocation();
        List<Double> firstBytes = alloc == null ? List.of() : alloc.iteration(0);
        List<Double> secondBytes = alloc == null ? List.of() : alloc.iteration(1);
        Summary.Reference reference = second.isEmpty() ? null
                : new Summary.Reference("iteration 2", Stats.of(second, Double.NaN), Stats.mean(secondBytes));
        String method = result.id().method();
        return new Summary.Row(method, Library.labelOf(method), result.forks(), Stats.of(first, Double.NaN),
                Stats.mean(firstBytes), Stats.median(firstBytes), null, null, reference, first);
    }

    private static Summary.Row withRatios(Summary.Row row, Summary.Row lwjgl) {
        if (lwjgl == null) {
            return row;
        }
        Double timeRatio = lwjgl.timeNs().mean() > 0 ? row.timeNs().mean() / lwjgl.timeNs().mean() : null;
        // below one byte LWJGL's B/op is GC noise; a ratio to it would mean nothing
        Double bytesRatio = row.bytesPerOp() != null && lwjgl.bytesPerOp() != null && lwjgl.bytesPerOp() >= 1
                ? row.bytesPerOp() / lwjgl.bytesPerOp() : null;
        return row.withRatios(timeRatio, bytesRatio);
    }

    /** Each E<n>WriteRead row gets the same library's E<n>Reference row as its reference. */
    private static void attachReferences(Map<String, Summary.Benchmark> benchmarks) {
        benchmarks.replaceAll((name, benchmark) -> {
            if (!name.endsWith(Kind.WRITE_READ.suffix())) {
                return benchmark;
            }
            String referenceName = name.substring(0, name.length() - Kind.WRITE_READ.suffix().length())
                    + Kind.REFERENCE.suffix();
            Summary.Benchmark reference = benchmarks.get(referenceName);
            if (reference == null) {
                return benchmark;
            }
            List<Summary.Row> rows = benchmark.rows().stream().map(row -> {
                Summary.Row ref = reference.row(row.library());
                return ref == null ? row
                        : row.withReference(new Summary.Reference(referenceName, ref.timeNs(), ref.bytesPerOp()));
            }).toList();
            return new Summary.Benchmark(benchmark.benchmark(), benchmark.experiment(), benchmark.kind(),
                    benchmark.mode(), rows, benchmark.target());
        });
    }

    private static Summary.Benchmark withTarget(Summary.Benchmark benchmark) {
        Targets.Target target = Targets.of(benchmark.benchmark());
        if (target == null) {
            return benchmark;
        }
        Summary.TargetResult result = Targets.evaluate(target, benchmark.row(Library.ABISTRUCT.method()),
                benchmark.row(Library.LWJGL.method()));
        return new Summary.Benchmark(benchmark.benchmark(), benchmark.experiment(), benchmark.kind(),
                benchmark.mode(), benchmark.rows(), result);
    }

    private static Summary.Allocator allocator(List<JmhResult> results) {
        Map<String, Map<Integer, Summary.AllocatorPoint>> byMethod = new LinkedHashMap<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        for (JmhResult result : results) {
            int size = Integer.parseInt(result.params().getOrDefault("size", "0"));
            sizes.add(size);
            double scale = nanosPer(result.primary().unit());
            double error = result.primary().scoreError() * scale;
            JmhMetric alloc = result.allocation();
            byMethod.computeIfAbsent(result.id().method(), k -> new java.util.TreeMap<>())
                    .put(size, new Summary.AllocatorPoint(size, result.primary().score() * scale,
                            Double.isNaN(error) ? null : error,
                            alloc == null || Double.isNaN(alloc.score()) ? null : alloc.score()));
        }
        List<Summary.AllocatorSeries> series = byMethod.entrySet().stream()
                .sorted(Comparator.comparingInt(e -> allocatorOrder(e.getKey())))
                .map(e -> new Summary.AllocatorSeries(e.getKey(), List.copyOf(e.getValue().values())))
                .toList();
        return new Summary.Allocator(List.copyOf(sizes), series);
    }

    private static int allocatorOrder(String method) {
        int index = Catalogue.ALLOCATOR_METHODS.indexOf(method);
        return index < 0 ? Catalogue.ALLOCATOR_METHODS.size() : index;
    }

    /** Nanoseconds per unit of a JMH score unit such as {@code us/op}. */
    static double nanosPer(String unit) {
        String time = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
        return switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "min" -> 60e9;
            default -> throw new IllegalArgumentException("unexpected JMH time unit " + unit
                    + " (the suite expects a time per operation)");
        };
    }

    private static List<Double> scaled(List<Double> values, double scale) {
        return values.stream().map(v -> v * scale).toList();
    }
}
