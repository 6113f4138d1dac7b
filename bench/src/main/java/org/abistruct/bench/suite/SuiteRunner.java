package org.abistruct.bench.suite;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Runs a {@link Plan} one JMH invocation at a time: prints the progress line, appends JMH's output to
 * {@code DIR/jmh.log}, keeps each run's raw JSON in {@code DIR/jmh/<Class>.<method>.json} and the merged
 * array in {@code DIR/jmh.json} (rewritten after every run, so an interrupted suite still has its data).
 * A failing run is reported and recorded, and the suite goes on.
 */
public final class SuiteRunner {
    public static final String LOG = "jmh.log";
    public static final String RAW_DIR = "jmh";

    /** Runs one planned benchmark, writing its JMH JSON to {@code resultJson} and its output to {@code log}. */
    public interface Executor {
        void run(PlannedRun run, Path resultJson, PrintStream log) throws Exception;
    }

    private final Path dir;
    private final Executor executor;
    private final PrintStream console;
    private final LongSupplier nanoClock;

    public SuiteRunner(Path dir, Executor executor, PrintStream console, LongSupplier nanoClock) {
        this.dir = dir;
        this.executor = executor;
        this.console = console;
        this.nanoClock = nanoClock;
    }

    public static Path rawFile(Path dir, BenchmarkId id) {
        return dir.resolve(RAW_DIR).resolve(id.shortName() + ".json");
    }

    /** Runs every run of {@code plan}; returns the failed ones. */
    public List<RunFailure> run(Plan plan) throws IOException {
        Files.createDirectories(dir.resolve(RAW_DIR));
        Path log = dir.resolve(LOG);
        Progress progress = new Progress(plan.runs());
        List<Path> parts = plan.runs().stream().map(run -> rawFile(dir, run.id())).toList();
        List<RunFailure> failures = new ArrayList<>();
        long start = nanoClock.getAsLong();
        for (int i = 0; i < plan.runs().size(); i++) {
            PlannedRun run = plan.runs().get(i);
            console.println(progress.line(i, seconds(start)));
            Path result = rawFile(dir, run.id());
            Files.deleteIfExists(result);
            try (PrintStream out = new PrintStream(new FileOutputStream(log.toFile(), true), true,
                    StandardCharsets.UTF_8)) {
                out.println("##### " + run.id().shortName() + " (" + run.settings().describe() + ")");
                try {
                    executor.run(run, result, unclosable(out));
                    if (!Files.isRegularFile(result) || Files.size(result) == 0) {
                        throw new IllegalStateException("JMH wrote no result file " + result);
                    }
                } catch (Exception e) {
                    String error = e.getClass().getSimpleName() + ": " + e.getMessage();
                    out.println("##### " + run.id().shortName() + " FAILED: " + error);
                    failures.add(new RunFailure(run.id().shortName(), error, LOG));
                    console.println("  FAILED " + run.id().shortName() + ": " + firstLine(error) + " (JMH's output: "
                            + log + ")");
                }
            }
            JmhResults.merge(parts, dir.resolve(Reporting.JMH_JSON));
        }
        int runs = plan.runs().size();
        console.println("Finished " + runs + (runs == 1 ? " run" : " runs") + " in " + Formats.clock(seconds(start))
                + (failures.isEmpty() ? "" : ", " + failures.size() + " failed"));
        return failures;
    }

    /** JMH's Runner closes the stream it writes to; the log must stay open for the failure line. */
    private static PrintStream unclosable(PrintStream log) {
        return new PrintStream(new FilterOutputStream(log) {
            @Override
            public void write(byte[] bytes, int offset, int length) {
                log.write(bytes, offset, length);
            }

            @Override
            public void close() {
                log.flush();
            }
        }, true, StandardCharsets.UTF_8);
    }

    private double seconds(long start) {
        return (nanoClock.getAsLong() - start) / 1e9;
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse(text);
    }
}
