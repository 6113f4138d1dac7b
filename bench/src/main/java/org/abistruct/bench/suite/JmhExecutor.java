package org.abistruct.bench.suite;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Collection;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one planned benchmark through JMH's Runner API with the GC profiler, writing the raw JSON result.
 * JVM arguments are left to the benchmark class's {@code @Fork}; everything else comes from the plan.
 */
public final class JmhExecutor implements SuiteRunner.Executor {

    @Override
    public void run(PlannedRun run, Path resultJson, PrintStream log) throws RunnerException {
        // Runner closes its output when done, so each run gets its own stream on the shared log
        Collection<RunResult> results = new Runner(options(run, resultJson),
                OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run();
        if (results.isEmpty()) {
            throw new RunnerException("JMH returned no result for " + run.id().shortName());
        }
    }

    static org.openjdk.jmh.runner.options.Options options(PlannedRun run, Path resultJson) {
        RunSettings settings = run.settings();
        ChainedOptionsBuilder builder = new OptionsBuilder()
                .include(run.id().includeRegex())
                .mode(settings.mode())
                .timeUnit(TimeUnit.NANOSECONDS)
                .warmupIterations(settings.warmupIterations())
                .measurementIterations(settings.measurementIterations())
                .forks(settings.forks())
                .shouldDoGC(settings.gcBetweenIterations())
                // a benchmark that throws must fail the run, not quietly drop out of the results
                .shouldFailOnError(true)
                .addProfiler(GCProfiler.class)
                .result(resultJson.toString())
                .resultFormat(ResultFormatType.JSON);
        if (settings.warmupIterations() > 0) {
            builder.warmupTime(millis(settings.warmupSeconds()));
        }
        if (settings.mode() != Mode.SingleShotTime) {
            builder.measurementTime(millis(settings.measurementSeconds()));
        }
        if (!settings.sizes().isEmpty()) {
            builder.param("size", settings.sizes().stream().map(String::valueOf).toArray(String[]::new));
        }
        return builder.build();
    }

    private static TimeValue millis(double seconds) {
        return TimeValue.milliseconds(Math.round(seconds * 1000));
    }
}
