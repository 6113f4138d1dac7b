package org.abistruct.bench.suite;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code abistruct bench}: runs the thesis's three experiments and the allocator study with JMH's GC
 * profiler and writes raw JSON, summary.json, report.md and PNG figures; or rebuilds the latter from an
 * existing results directory. Exit codes: 0 all runs succeeded, 1 a run failed or an I/O error, 2 usage or
 * bad input ({@code --report-from DIR} whose jmh.json is not the suite's JMH results: one line naming the file).
 * A usage error prints one line ending in {@code (see 'abistruct bench --help')} rather than the help;
 * an I/O error one line with the path and the reason.
 */
@Command(name = "abistruct bench", mixinStandardHelpOptions = true, sortOptions = false,
        version = "abistruct bench (JMH 1.37)",
        description = {
            "Runs the benchmark suite (the thesis's experiments 1-3 and allocator study; AbiStruct against"
                    + " LWJGL, FFM and JNA) and writes DIR/jmh.json, summary.json, report.md and plots/*.png.",
            "Profiles: --quick (under 15 minutes on 2 cores; indicative numbers), default (about an hour),"
                    + " --full (the thesis's configuration; about a day and a half). --dry-run prints the estimate."},
        footer = {"", "DIR/report.md holds the tables (in the form of the thesis's Tab. 1-9) and figures;"
                + " jmh.log holds JMH's output."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:all runs succeeded", "1:a run failed, or an I/O error",
            "2:usage error (bad option, --only matches nothing, --out not a new or empty folder), or"
                    + " --report-from DIR without the suite's JMH results"})
public final class BenchCommand implements Callable<Integer> {
    static final int EXIT_FAILED = 1;
    static final int EXIT_USAGE = 2;

    /** --quick and --full exclude each other; neither is the default profile. */
    static final class ProfileChoice {
        @Option(names = "--quick", description = "Short run: 1 fork, short iterations; indicative numbers.")
        boolean quick;

        @Option(names = "--full", description = "The thesis's configuration: 50 x 1 s warm-up, 400 x 1 s"
                + " measurement, 3 forks; 1000 forks for benchmark 3; all 175 allocator sizes.")
        boolean full;
    }

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true)
    ProfileChoice profileChoice;

    @Option(names = "--only", paramLabel = "PATTERN",
            description = "Run only benchmarks whose name (e.g. E1Allocate.lwjgl, AllocatorStudy.malloc)"
                    + " contains a match of this Java regular expression.")
    String only;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Results directory: a new or empty folder (default: bench-results/<yyyy-MM-dd-HHmmss>).")
    Path out;

    @Option(names = "--report-from", paramLabel = "DIR",
            description = "Run nothing: rebuild summary.json, report.md and plots from DIR/jmh.json.")
    Path reportFrom;

    @Option(names = "--dry-run", description = "Print the plan and its estimated duration; run nothing.")
    boolean dryRun;

    private final List<String> arguments;
    private final PrintStream stdout;
    private final Supplier<Set<String>> compiledBenchmarks;
    private final SuiteRunner.Executor executor;

    /**
     * @param arguments the command line, recorded in env.txt
     * @param compiledBenchmarks the JMH names this build has (normally {@link Catalogue#compiledBenchmarks()})
     */
    BenchCommand(List<String> arguments, PrintStream stdout, Supplier<Set<String>> compiledBenchmarks,
            SuiteRunner.Executor executor) {
        this.arguments = List.copyOf(arguments);
        this.stdout = stdout;
        this.compiledBenchmarks = compiledBenchmarks;
        this.executor = executor;
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(commandLine(new BenchCommand(List.of(args), System.out, Catalogue::compiledBenchmarks,
                new JmhExecutor()), System.out, System.err).execute(args));
    }

    /** The picocli command line with this command's output streams and error handling. */
    static CommandLine commandLine(BenchCommand command, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(command);
        commandLine.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        commandLine.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        commandLine.setParameterExceptionHandler(BenchCommand::usageError);
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> failure(e, cmd.getErr()));
        return commandLine;
    }

    /** A usage error: one line, as {@code abistruct layout} prints it, rather than the whole help. */
    private static int usageError(ParameterException e, String[] args) {
        PrintWriter err = e.getCommandLine().getErr();
        err.println(ErrorLines.oneLine(e.getMessage()) + " (see '"
                + e.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
        err.flush();
        return EXIT_USAGE;
    }

    /** What failed and why, in one line; a stack trace only for a bug. */
    private static int failure(Exception e, PrintWriter err) {
        try {
            Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
            if (cause instanceof BadInputException bad) {
                err.println(ErrorLines.oneLine(bad.getMessage()));
                return EXIT_USAGE;
            }
            if (cause instanceof IOException io) {
                err.println("abistruct bench: " + ErrorLines.describe(io));
                return EXIT_FAILED;
            }
            err.println("abistruct bench: internal error: " + ErrorLines.oneLine(String.valueOf(e))
                    + "; please report this bug with the command line");
            e.printStackTrace(err);
            return EXIT_FAILED;
        } finally {
            err.flush();
        }
    }

    @Override
    public Integer call() throws IOException {
        if (reportFrom != null) {
            return reportOnly();
        }
        Profile profile = profileChoice == null ? Profile.DEFAULT
                : profileChoice.quick ? Profile.QUICK : Profile.FULL;
        Plan plan = Plan.of(profile, Catalogue.suite(), onlyPattern());
        if (plan.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--only '" + only + "' matches no benchmark; names"
                    + " look like E1Allocate.lwjgl, E2ColdStart.abistructStack, AllocatorStudy.malloc (the"
                    + " pattern is a Java regular expression, found anywhere in the name)");
        }
        String outState = out == null ? null : checkOut(out);
        plan = restrictToBuild(plan);
        if (plan == null) {
            return EXIT_FAILED;
        }
        stdout.println(profile.notice());
        plan.describe().forEach(stdout::println);
        if (dryRun) {
            if (only != null) {
                stdout.println("Benchmarks (" + plan.runs().size() + "): "
                        + String.join(", ", plan.runs().stream().map(run -> run.id().shortName()).toList()));
            }
            stdout.println("Results: " + (out == null ? Path.of("bench-results", "<yyyy-MM-dd-HHmmss>") + " (a new folder)"
                    : out.toAbsolutePath().normalize() + " (" + outState + ")"));
            return 0;
        }
        Path dir = out;
        if (dir == null) {
            dir = Path.of("bench-results", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss")));
            checkOut(dir);
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException("cannot create the results folder " + dir + ": " + ErrorLines.describe(e), e);
        }
        stdout.println("Results: " + dir.toAbsolutePath().normalize());
        Environment.collect(commandText(), profile).write(dir);
        List<RunFailure> failures = new SuiteRunner(dir, executor, stdout, System::nanoTime).run(plan);
        if (Files.isRegularFile(dir.resolve(Reporting.JMH_JSON))) {
            Reporting.write(dir, failures);
            stdout.println("Report: " + dir.resolve(Reporting.REPORT_MD));
        }
        if (!failures.isEmpty()) {
            stdout.println(failures.size() + " run(s) failed: "
                    + String.join(", ", failures.stream().map(RunFailure::run).toList())
                    + "; see " + dir.resolve(SuiteRunner.LOG));
            return EXIT_FAILED;
        }
        return 0;
    }

    private int reportOnly() throws IOException {
        if (profileChoice != null || only != null || out != null || dryRun) {
            throw new ParameterException(spec.commandLine(),
                    "--report-from rebuilds an existing results directory and takes no other option");
        }
        Summary summary = Reporting.write(reportFrom, null);
        stdout.println("Rebuilt " + reportFrom.resolve(Reporting.SUMMARY_JSON) + ", "
                + reportFrom.resolve(Reporting.REPORT_MD) + " and " + reportFrom.resolve(Plots.DIR) + "/ from "
                + reportFrom.resolve(Reporting.JMH_JSON) + " (" + summary.benchmarks().size() + " benchmarks"
                + (summary.allocator() == null ? "" : " and the allocator study") + ")");
        return 0;
    }

    /**
     * A run writes into a new or empty folder only: in one that holds an earlier run, jmh.json, env.txt,
     * summary.json and report.md would be replaced by this run's and the earlier per-run files ignored.
     *
     * @return how the folder stands, for the dry run: "a new folder" or "an empty folder"
     */
    private String checkOut(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return "a new folder";
        }
        if (!Files.isDirectory(dir)) {
            throw new ParameterException(spec.commandLine(), "--out " + dir + " exists and is not a directory");
        }
        boolean empty;
        try (Stream<Path> entries = Files.list(dir)) {
            empty = entries.findAny().isEmpty();
        }
        if (!empty) {
            throw new ParameterException(spec.commandLine(), "--out " + dir + " is not empty; give a new folder"
                    + " (a run would replace the results there; --report-from DIR rebuilds a report)");
        }
        return "an empty folder";
    }

    private Pattern onlyPattern() {
        if (only == null) {
            return null;
        }
        try {
            return Pattern.compile(only);
        } catch (PatternSyntaxException e) {
            throw new ParameterException(spec.commandLine(), "--only: not a regular expression: "
                    + e.getDescription() + " in '" + only + "'");
        }
    }

    /** Drops (with a warning) runs this build does not have; null when a real run cannot go on. */
    private Plan restrictToBuild(Plan plan) {
        Set<String> compiled;
        try {
            compiled = compiledBenchmarks.get();
        } catch (IllegalStateException e) {
            if (dryRun) {
                stdout.println("warning: " + e.getMessage());
                return plan;
            }
            spec.commandLine().getErr().println("abistruct bench: " + e.getMessage());
            return null;
        }
        List<String> missing = plan.missingFrom(compiled);
        if (!missing.isEmpty()) {
            stdout.println("warning: not in this build, skipped (" + missing.size() + "): "
                    + String.join(", ", missing));
        }
        Plan restricted = plan.restrictedTo(compiled);
        if (restricted.isEmpty() && !dryRun) {
            spec.commandLine().getErr().println("abistruct bench: none of the planned benchmarks is in this"
                    + " build (package " + BenchmarkId.PACKAGE + "); rebuild the bench module");
            return null;
        }
        return restricted.isEmpty() ? plan : restricted;
    }

    private String commandText() {
        StringBuilder text = new StringBuilder("abistruct bench");
        for (String argument : arguments) {
            text.append(' ').append(argument.isEmpty() || argument.matches(".*[\\s'\"$|&;<>*?()\\\\].*")
                    ? "'" + argument.replace("'", "'\\''") + "'" : argument);
        }
        return text.toString();
    }
}
