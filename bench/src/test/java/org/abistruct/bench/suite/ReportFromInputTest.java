package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --report-from DIR} with input that is not the suite's: one line naming the file, exit 2, nothing written. */
class ReportFromInputTest {
    private static final String SUITE = "org.abistruct.bench.experiments.E1Allocate.lwjgl";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void aMissingFolder() {
        Path missing = dir.resolve("missing");
        assertThat(reportFrom(missing)).isEqualTo(2);
        assertThat(errLines()).containsExactly(missing + ": no such folder");
    }

    @Test
    void aFolderWithoutJmhJson() {
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).containsExactly(dir.resolve("jmh.json") + ": no such file (nothing to report)");
    }

    @Test
    void truncatedJson() throws Exception {
        String whole = "[" + result(SUITE) + "]";
        Files.writeString(dir.resolve("jmh.json"), whole.substring(0, whole.indexOf("ns/op")));
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).singleElement().asString()
                .matches("\\Q" + dir.resolve("jmh.json") + "\\E: not valid JSON \\(line 2, column \\d+\\)");
        assertNothingWritten();
    }

    @Test
    void resultsOfAnotherBenchmarkSet() throws Exception {
        // what bench/run.sh writes: JMH results of the focused benchmarks, outside the suite's package
        Files.writeString(dir.resolve("jmh.json"), "[" + result("org.abistruct.bench.FieldAccess.readAbiStruct") + ","
                + result("org.abistruct.bench.FieldAccess.readLwjgl") + "]");
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).containsExactly(dir.resolve("jmh.json") + ": no result of the thesis suite (found"
                + " org.abistruct.bench.FieldAccess.readAbiStruct and 1 more; the suite's are"
                + " org.abistruct.bench.experiments.E1Allocate.lwjgl and the like)");
        assertNothingWritten();
    }

    @Test
    void oneResultOutsideTheSuite() throws Exception {
        Files.writeString(dir.resolve("jmh.json"), "[" + result(SUITE) + ","
                + result("org.abistruct.bench.FieldAccess.readAbiStruct") + "]");
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).containsExactly(dir.resolve("jmh.json")
                + ": entry 2 (org.abistruct.bench.FieldAccess.readAbiStruct) is not a benchmark of the thesis suite");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[{}]", "[1]", "[{\"benchmark\": \"\", \"primaryMetric\": {}}]",
        "[{\"benchmark\": \"E1Allocate\", \"primaryMetric\": {}}]", "[{\"benchmark\": \"a.B.c\"}]"})
    void entriesThatAreNoJmhResults(String json) throws Exception {
        Files.writeString(dir.resolve("jmh.json"), json);
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).containsExactly(dir.resolve("jmh.json") + ": entry 1 is not a JMH result");
        assertNothingWritten();
    }

    @ParameterizedTest
    @ValueSource(strings = {"[]", "", "{}"})
    void noResults(String json) throws Exception {
        Files.writeString(dir.resolve("jmh.json"), json);
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).singleElement().asString().startsWith(dir.resolve("jmh.json") + ": ")
                .containsAnyOf("no results", "empty, not a JMH result array", "not a JMH result array");
        assertNothingWritten();
    }

    @Test
    void anUnexpectedTimeUnit() throws Exception {
        Files.writeString(dir.resolve("jmh.json"), "[" + result(SUITE).replace("ns/op", "ops/s") + "]");
        assertThat(reportFrom(dir)).isEqualTo(2);
        assertThat(errLines()).containsExactly(dir.resolve("jmh.json")
                + ": unexpected JMH time unit ops/s (the suite expects a time per operation)");
    }

    @Test
    void theSuitesResultsAreReported() throws Exception {
        Files.writeString(dir.resolve("jmh.json"), "[" + result(SUITE) + "]");
        assertThat(reportFrom(dir)).isEqualTo(0);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(dir.resolve("report.md")).exists();
    }

    static String result(String benchmark) {
        return """
                {"jmhVersion": "1.37", "benchmark": "%s", "mode": "avgt", "forks": 1, "jvmArgs": [],
                  "primaryMetric": {"score": 100.0, "scoreError": "NaN", "scoreUnit": "ns/op", "rawData": [[100.0, 100.0]]},
                  "secondaryMetrics": {}}""".formatted(benchmark);
    }

    private void assertNothingWritten() {
        assertThat(dir.resolve("summary.json")).doesNotExist();
        assertThat(dir.resolve("report.md")).doesNotExist();
        assertThat(dir.resolve("plots")).doesNotExist();
    }

    private int reportFrom(Path folder) {
        String[] args = {"--report-from", folder.toString()};
        var command = new BenchCommand(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), Set::of,
                new FakeJmh(Set.of()));
        return BenchCommand.commandLine(command, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).execute(args);
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
