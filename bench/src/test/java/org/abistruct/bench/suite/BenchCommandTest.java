package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
    private static final Supplier<Set<String>> EVERYTHING =
            () -> Catalogue.suite().stream().map(BenchmarkId::jmhName).collect(Collectors.toSet());

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void onlyWithoutMatchIsAUsageError() {
        assertThat(run(EVERYTHING, Set.of(), "--only", "NoSuchBenchmark")).isEqualTo(2);
        assertThat(err()).contains("--only 'NoSuchBenchmark' matches no benchmark");
    }

    @Test
    void badRegexIsAUsageError() {
        assertThat(run(EVERYTHING, Set.of(), "--only", "E1[")).isEqualTo(2);
        assertThat(err()).contains("not a regular expression");
    }

    @Test
    void quickAndFullExcludeEachOther() {
        assertThat(run(EVERYTHING, Set.of(), "--quick", "--full")).isEqualTo(2);
    }

    @Test
    void reportFromTakesNoOtherOption() {
        assertThat(run(EVERYTHING, Set.of(), "--report-from", dir.toString(), "--quick")).isEqualTo(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--bogus", "--only NoSuchBenchmark", "--only E1[", "--quick --full", "--out",
        "--report-from . --dry-run"})
    void usageErrorsAreOneLineNotTheHelp(String arguments) {
        assertThat(run(EVERYTHING, Set.of(), arguments.split(" "))).isEqualTo(2);
        assertThat(err().lines().toList()).singleElement().asString()
                .endsWith(" (see 'abistruct bench --help')");
        assertThat(out()).isEmpty();
    }

    @Test
    void anIoErrorSaysWhatFailedAndWhy() throws Exception {
        Path dangling = Files.createSymbolicLink(dir.resolve("results"), dir.resolve("nowhere"));

        assertThat(run(EVERYTHING, Set.of(), "--quick", "--only", "^E1Allocate\\.lwjgl$", "--out", dangling.toString()))
                .isEqualTo(1);

        assertThat(err().lines().toList()).containsExactly(
                "abistruct bench: cannot create the results folder " + dangling + ": " + dangling + ": exists");
    }

    @Test
    void fileSystemExceptionsGetAReadableReason() {
        assertThat(ErrorLines.describe(new NoSuchFileException("/proc/nonexistent")))
                .isEqualTo("/proc/nonexistent: no such file or directory");
        assertThat(ErrorLines.describe(new AccessDeniedException("/root/x")))
                .isEqualTo("/root/x: permission denied");
        assertThat(ErrorLines.describe(new FileAlreadyExistsException("/etc/hostname")))
                .isEqualTo("/etc/hostname: exists");
        assertThat(ErrorLines.describe(new FileSystemException("/sys/foo", null, "Operation not permitted")))
                .isEqualTo("/sys/foo: Operation not permitted");
        assertThat(ErrorLines.describe(new java.io.IOException("disk\nfull"))).isEqualTo("disk full");
    }

    @Test
    void dryRunPrintsThePlanAndRunsNothing() {
        assertThat(run(EVERYTHING, Set.of(), "--quick", "--dry-run", "--out", dir.resolve("r").toString()))
                .isEqualTo(0);
        assertThat(out()).contains("--quick: indicative numbers").contains("Plan (quick): 80 runs")
                .contains("Estimated duration: ");
        assertThat(dir.resolve("r")).doesNotExist();
    }

    @Test
    void dryRunWithOnlyListsTheMatchedBenchmarks() {
        assertThat(run(EVERYTHING, Set.of(), "--dry-run", "--only", "^E1Allocate\\.(lwjgl|jna)$")).isEqualTo(0);
        assertThat(out()).contains("Benchmarks (2): E1Allocate.lwjgl, E1Allocate.jna");
        out.reset();
        assertThat(run(EVERYTHING, Set.of(), "--dry-run")).isEqualTo(0);
        assertThat(out()).doesNotContain("Benchmarks (");
    }

    @Test
    void dryRunSaysWhereTheResultsGo() {
        assertThat(run(EVERYTHING, Set.of(), "--dry-run", "--out", dir.resolve("r").toString())).isEqualTo(0);
        assertThat(out()).contains("Results: " + dir.resolve("r") + " (a new folder)");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void outIntoAnEarlierRunIsAUsageErrorAndTouchesNothing(boolean dryRun) throws Exception {
        Path earlier = Files.createDirectories(dir.resolve("earlier"));
        Files.writeString(earlier.resolve("jmh.json"), "[]");
        Files.writeString(earlier.resolve("env.txt"), "profile: default\n");

        List<String> args = new java.util.ArrayList<>(List.of("--quick", "--only", "^E1Allocate\\.lwjgl$",
                "--out", earlier.toString()));
        if (dryRun) {
            args.add("--dry-run");
        }
        assertThat(run(EVERYTHING, Set.of(), args.toArray(String[]::new))).isEqualTo(2);

        assertThat(err().lines().toList()).containsExactly("--out " + earlier + " is not empty; give a new folder"
                + " (a run would replace the results there; --report-from DIR rebuilds a report)"
                + " (see 'abistruct bench --help')");
        assertThat(out()).isEmpty();
        try (var files = Files.list(earlier)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("jmh.json", "env.txt");
        }
        assertThat(Files.readString(earlier.resolve("jmh.json"))).isEqualTo("[]");
    }

    @Test
    void outAtAFileIsAUsageError() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertThat(run(EVERYTHING, Set.of(), "--dry-run", "--out", file.toString())).isEqualTo(2);
        assertThat(err().lines().toList()).containsExactly(
                "--out " + file + " exists and is not a directory (see 'abistruct bench --help')");
    }

    @Test
    void outIntoAnEmptyFolderRuns() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThat(run(EVERYTHING, Set.of(), "--quick", "--only", "^E1Allocate\\.lwjgl$", "--out", empty.toString(),
                "--dry-run")).isEqualTo(0);
        assertThat(out()).contains("Results: " + empty + " (an empty folder)");

        out.reset();
        assertThat(run(EVERYTHING, Set.of(), "--quick", "--only", "^E1Allocate\\.lwjgl$", "--out", empty.toString()))
                .isEqualTo(0);
        assertThat(empty.resolve("report.md")).exists();
    }

    @Test
    void warnsAboutBenchmarksTheBuildLacks() {
        Supplier<Set<String>> some = () -> Set.of("org.abistruct.bench.experiments.E1Allocate.lwjgl");
        assertThat(run(some, Set.of(), "--dry-run", "--only", "^E1Allocate\\.(lwjgl|jna)$")).isEqualTo(0);
        assertThat(out()).contains("not in this build, skipped (1): E1Allocate.jna").contains("Plan (default): 1 run,");
    }

    @Test
    void runsWritesTheReportAndReportsFailures() throws Exception {
        Path results = dir.resolve("results");
        int exit = run(EVERYTHING, Set.of("E1Allocate.jna"), "--quick", "--only", "^E1Allocate\\.(lwjgl|abistruct|jna)$",
                "--out", results.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(out()).contains("[1/3] E1Allocate.lwjgl").contains("FAILED E1Allocate.jna")
                .contains("1 run(s) failed: E1Allocate.jna");
        assertThat(results.resolve("report.md")).exists();
        assertThat(results.resolve("summary.json")).exists();
        assertThat(Files.readString(results.resolve("env.txt")))
                .contains("command: abistruct bench --quick --only '^E1Allocate\\.(lwjgl|abistruct|jna)$' --out ")
                .contains("profile: quick")
                .contains("nproc: ");
        assertThat(Files.readString(results.resolve("report.md"))).contains("- Profile: quick").contains("E1Allocate.jna");

        out.reset();
        assertThat(run(EVERYTHING, Set.of(), "--report-from", results.toString())).isEqualTo(0);
        assertThat(out()).contains("Rebuilt ");
    }

    @Test
    void aRunWhoseRunsAllFailedStillReportsThem() throws Exception {
        Path results = dir.resolve("results");
        assertThat(run(EVERYTHING, Set.of("E1Allocate.jna"), "--quick", "--only", "^E1Allocate\\.jna$",
                "--out", results.toString())).isEqualTo(1);
        assertThat(err()).isEmpty();
        assertThat(Files.readString(results.resolve("report.md"))).contains("E1Allocate.jna");
    }

    private int run(Supplier<Set<String>> compiled, Set<String> failing, String... args) {
        var command = new BenchCommand(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), compiled,
                new FakeJmh(failing));
        return BenchCommand.commandLine(command, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
