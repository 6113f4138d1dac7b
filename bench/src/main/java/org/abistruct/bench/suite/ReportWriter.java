package org.abistruct.bench.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes {@code report.md}: a header (profile, date, machine, JDK, command), the targets at a glance, one
 * table per benchmark in the form of the thesis's Tab. 1-9 (mean, error, median, ratio to LWJGL,
 * reference, B/op and its ratio) with its target verdict and figures, the allocator study's table and
 * figure, and the failed runs.
 */
public final class ReportWriter {
    private final Summary summary;
    private final Environment environment;
    private final Set<String> plots;
    private final StringBuilder out = new StringBuilder();

    /**
     * @param plots the relative paths (e.g. {@code plots/E1Allocate-time.png}) of the figures that exist
     */
    public ReportWriter(Summary summary, Environment environment, Set<String> plots) {
        this.summary = summary;
        this.environment = environment;
        this.plots = Set.copyOf(plots);
    }

    public String write() {
        header();
        targets();
        for (int experiment = 1; experiment <= 3; experiment++) {
            experiment(experiment);
        }
        others();
        allocator();
        failures();
        return out.toString();
    }

    private void header() {
        line("# AbiStruct benchmark suite: AbiStruct, LWJGL, FFM and JNA");
        line();
        String profile = summary.profile() != null ? summary.profile() : environment.get("profile");
        String indicative = "quick".equals(profile)
                ? " — **indicative numbers** (1 fork, short iterations); `--full` runs the thesis's configuration"
                : "full".equals(profile) ? " — the thesis's configuration" : "";
        line("- Profile: " + profile + indicative);
        line("- Date: " + environment.get("date"));
        line("- Machine: " + environment.get("cpu") + ", " + environment.get("nproc") + " CPUs, "
                + environment.get("os"));
        line("- JDK: " + environment.get("jdk"));
        line("- Command: `" + environment.get("command") + "`");
        if (!summary.forkJvmArgs().isEmpty()) {
            line("- Forked JVM arguments: " + String.join("; ", summary.forkJvmArgs().stream()
                    .map(args -> "`" + (args.isEmpty() ? "(none)" : args) + "`").toList()));
        }
        environment.details().stream().filter(d -> d.startsWith("lwjgl artifact=")).findFirst()
                .ifPresent(d -> line("- Libraries: " + d.replace("lwjgl artifact=", "")
                        + (environment.entries().containsKey("jna") ? ", jna=" + environment.get("jna") : "")));
        environment.details().stream().filter(d -> d.startsWith("lwjgl.allocator=")).findFirst()
                .ifPresent(d -> line("- LWJGL allocator: " + d.substring("lwjgl.allocator=".length())));
        line();
        line(summary.note() + " Rows are never mixed: AbiStruct's default row uses the ABI x86_64-msvc (the"
                + " layout the thesis used), the run-time ABI and stack rows are separate.");
        line();
    }

    private void targets() {
        List<Summary.Benchmark> withTargets =
                summary.benchmarks().stream().filter(b -> b.target() != null).toList();
        if (withTargets.isEmpty()) {
            return;
        }
        line("## Targets (issue 4), AbiStruct (x86_64-msvc) against LWJGL");
        line();
        line("| Benchmark | Target | Time ratio | B/op AbiStruct / LWJGL | Verdict |");
        line("|---|---|--:|--:|---|");
        for (Summary.Benchmark benchmark : withTargets) {
            Summary.TargetResult target = benchmark.target();
            String bytes = target.lwjglBytesPerOp() == null ? "–"
                    : Formats.bytes(target.bytesPerOp()) + " / " + Formats.bytes(target.lwjglBytesPerOp());
            line("| " + benchmark.benchmark() + " | " + target.target() + " | " + Formats.ratio(target.timeRatio())
                    + " | " + bytes + " | " + verdict(target) + " |");
        }
        line();
    }

    private void experiment(int experiment) {
        String allocate = "E" + experiment + Kind.ALLOCATE.suffix();
        String writeRead = "E" + experiment + Kind.WRITE_READ.suffix();
        String reference = "E" + experiment + Kind.REFERENCE.suffix();
        String cold = "E" + experiment + Kind.COLD_START.suffix();
        if (summary.benchmark(allocate) == null && summary.benchmark(writeRead) == null
                && summary.benchmark(reference) == null && summary.benchmark(cold) == null) {
            return;
        }
        line("## Experiment " + experiment);
        line();
        section(summary.benchmark(allocate), "Benchmark 1: allocate");
        if (summary.benchmark(writeRead) != null) {
            section(summary.benchmark(writeRead), "Benchmark 2: allocate, write, read back and compare");
        } else {
            section(summary.benchmark(reference), "Reference of benchmark 2: allocate the same structs only");
        }
        section(summary.benchmark(cold), "Benchmark 3: cold start in fresh JVMs");
    }

    /** Benchmark classes outside the E1-E3 naming, e.g. ones added later. */
    private void others() {
        List<Summary.Benchmark> others = summary.benchmarks().stream().filter(b -> b.experiment() == 0).toList();
        if (others.isEmpty()) {
            return;
        }
        line("## Other benchmarks");
        line();
        others.forEach(b -> section(b, b.benchmark()));
    }

    private void section(Summary.Benchmark benchmark, String title) {
        if (benchmark == null) {
            return;
        }
        line("### " + title + " (" + benchmark.benchmark() + ")");
        line();
        boolean references = benchmark.rows().stream().anyMatch(r -> r.reference() != null);
        StringBuilder head = new StringBuilder("| Library | Mean (ns/op) | ± error | Median (ns/op) | Ratio to LWJGL");
        StringBuilder rule = new StringBuilder("|---|--:|--:|--:|--:");
        if (references) {
            head.append(" | Reference (ns/op)");
            rule.append("|--:");
        }
        head.append(" | B/op | B/op ratio");
        rule.append("|--:|--:");
        if (references) {
            head.append(" | Reference B/op");
            rule.append("|--:");
        }
        line(head.append(" |").toString());
        line(rule.append("|").toString());
        for (Summary.Row row : benchmark.rows()) {
            StringBuilder cells = new StringBuilder("| ").append(row.label())
                    .append(" | ").append(Formats.number(row.timeNs().mean()))
                    .append(" | ").append(Formats.number(row.timeNs().error()))
                    .append(" | ").append(Formats.number(row.timeNs().median()))
                    .append(" | ").append(Formats.ratio(row.timeRatioToLwjgl()));
            if (references) {
                cells.append(" | ").append(row.reference() == null ? "–"
                        : Formats.number(row.reference().timeNs().mean()));
            }
            cells.append(" | ").append(Formats.bytes(row.bytesPerOp()))
                    .append(" | ").append(Formats.bytesRatio(row.bytesRatioToLwjgl()));
            if (references) {
                cells.append(" | ").append(row.reference() == null ? "–" : Formats.bytes(row.reference().bytesPerOp()));
            }
            line(cells.append(" |").toString());
        }
        line();
        line(caption(benchmark));
        line();
        if (benchmark.target() != null) {
            line(targetLine(benchmark.target()));
            line();
        }
        figures(benchmark.benchmark());
    }

    private static String caption(Summary.Benchmark benchmark) {
        Summary.Row first = benchmark.rows().getFirst();
        if (Kind.COLD_START.jsonName().equals(benchmark.kind())) {
            return String.format(Locale.ROOT, "_Iteration 1 of %d forks per row (single shot, no warm-up);"
                    + " reference = iteration 2 of the same forks; B/op of iteration 1._", first.forks());
        }
        String reference = first.reference() == null ? ""
                : "; reference columns: " + first.reference().source() + " (allocates the same structs only)";
        return String.format(Locale.ROOT, "_%d measurement iterations per row (%d fork%s), mode %s%s._",
                first.timeNs().samples(), first.forks(), first.forks() == 1 ? "" : "s", benchmark.mode(), reference);
    }

    static String targetLine(Summary.TargetResult target) {
        String measured = target.timeRatio() == null ? ""
                : " — measured time ratio " + Formats.ratio(target.timeRatio())
                + (target.lwjglBytesPerOp() == null ? ""
                        : ", B/op " + Formats.bytes(target.bytesPerOp()) + " vs LWJGL's "
                        + Formats.bytes(target.lwjglBytesPerOp()));
        return "**Target:** " + target.target() + measured + ": " + verdict(target);
    }

    private static String verdict(Summary.TargetResult target) {
        return target.met() == null ? target.verdict() : "**" + target.verdict() + "**";
    }

    private void figures(String benchmark) {
        List<String> images = new ArrayList<>();
        String time = Plots.timeFile(benchmark);
        String bytes = Plots.bytesFile(benchmark);
        if (plots.contains(time)) {
            images.add("![" + benchmark + ": time per library](" + time + ")");
        }
        if (plots.contains(bytes)) {
            images.add("![" + benchmark + ": B/op per library](" + bytes + ")");
        }
        if (!images.isEmpty()) {
            line(String.join(" ", images));
            line();
        }
    }

    private void allocator() {
        Summary.Allocator allocator = summary.allocator();
        if (allocator == null) {
            return;
        }
        line("## Allocator study (AllocatorStudy), mean ns/op per size");
        line();
        StringBuilder head = new StringBuilder("| Size (B)");
        StringBuilder rule = new StringBuilder("|--:");
        for (Summary.AllocatorSeries series : allocator.methods()) {
            head.append(" | ").append(series.method());
            rule.append("|--:");
        }
        line(head.append(" |").toString());
        line(rule.append("|").toString());
        for (int size : allocator.sizes()) {
            StringBuilder cells = new StringBuilder("| ").append(String.format(Locale.ROOT, "%,d", size));
            for (Summary.AllocatorSeries series : allocator.methods()) {
                Summary.AllocatorPoint point = series.at(size);
                cells.append(" | ").append(point == null ? "–" : Formats.number(point.meanNs()));
            }
            line(cells.append(" |").toString());
        }
        line();
        if (plots.contains(Plots.ALLOCATOR_FILE)) {
            line("![Allocator study: ns/op against size, log-log](" + Plots.ALLOCATOR_FILE + ")");
            line();
        }
    }

    private void failures() {
        if (summary.failed().isEmpty()) {
            return;
        }
        line("## Failed runs");
        line();
        for (RunFailure failure : summary.failed()) {
            line("- " + failure.run() + ": " + failure.error().lines().findFirst().orElse("")
                    + " (JMH's output: `" + failure.log() + "`)");
        }
        line();
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    private void line() {
        out.append('\n');
    }
}
