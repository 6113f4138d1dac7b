package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteRunnerTest {

    @TempDir
    Path dir;

    @Test
    void goesOnAfterAFailureAndMergesTheRest() throws IOException {
        Plan plan = Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("^E1Allocate\\.(lwjgl|ffm|jna)$"));
        var console = new ByteArrayOutputStream();
        long[] now = {0};

        List<RunFailure> failures = new SuiteRunner(dir, new FakeJmh(Set.of("E1Allocate.ffm")),
                new PrintStream(console, true, StandardCharsets.UTF_8), () -> now[0] += 2_000_000_000L).run(plan);

        assertThat(failures).extracting(RunFailure::run).containsExactly("E1Allocate.ffm");
        String out = console.toString(StandardCharsets.UTF_8);
        assertThat(out).contains("[1/3] E1Allocate.lwjgl  elapsed ")
                .contains("[2/3] E1Allocate.ffm  elapsed ")
                .contains("FAILED E1Allocate.ffm: RunnerException: Benchmark caught the exception")
                .contains(dir.resolve("jmh.log").toString())
                .contains("[3/3] E1Allocate.jna");
        assertThat(JmhResults.read(dir.resolve("jmh.json"))).extracting(JmhResult::benchmark).containsExactly(
                "org.abistruct.bench.experiments.E1Allocate.lwjgl", "org.abistruct.bench.experiments.E1Allocate.jna");
        assertThat(dir.resolve("jmh/E1Allocate.lwjgl.json")).exists();
        assertThat(Files.readString(dir.resolve("jmh.log")))
                .contains("fake JMH output for E1Allocate.ffm")
                .contains("E1Allocate.ffm FAILED: RunnerException");
        assertThat(out).contains("Finished 3 runs in ");
    }

    @Test
    void oneRunIsOneRun() throws IOException {
        var console = new ByteArrayOutputStream();
        new SuiteRunner(dir, new FakeJmh(Set.of()), new PrintStream(console, true, StandardCharsets.UTF_8), () -> 0)
                .run(Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("^E1Allocate\\.lwjgl$")));
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("Finished 1 run in ");
    }
}
