package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report pipeline on a small hand-made JMH result set (test resource jmh.json): E1Allocate (lwjgl,
 * abistruct, jna; 2 forks x 2 iterations), E1WriteRead with E1Reference, E1ColdStart (3 forks, in ms/op)
 * and the allocator study (malloc and calloc at 3 sizes). Expected numbers are worked out by hand.
 */
class ReportPipelineTest {
    private static final double EPS = 1e-9;

    @TempDir
    Path dir;

    private JsonNode summary;
    private String report;

    @BeforeEach
    void buildReport() throws IOException {
        copy("jmh.json");
        copy("env.txt");
        Reporting.write(dir, List.of(new RunFailure("E1Allocate.ffm", "RunnerException: boom", "jmh.log")));
        summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        report = Files.readString(dir.resolve("report.md"));
    }

    @Test
    void allocateRowsAndRatios() {
        JsonNode lwjgl = row("E1Allocate", "lwjgl");
        assertThat(lwjgl.path("timeNs").path("mean").asDouble()).isCloseTo(850, within(EPS));
        assertThat(lwjgl.path("timeNs").path("error").asDouble()).isCloseTo(50, within(EPS));
        assertThat(lwjgl.path("timeNs").path("median").asDouble()).isCloseTo(850, within(EPS));
        assertThat(lwjgl.path("timeNs").path("min").asDouble()).isCloseTo(800, within(EPS));
        assertThat(lwjgl.path("timeNs").path("max").asDouble()).isCloseTo(900, within(EPS));
        assertThat(lwjgl.path("timeNs").path("samples").asInt()).isEqualTo(4);
        assertThat(lwjgl.path("bytesPerOp").asDouble()).isCloseTo(904, within(EPS));
        assertThat(lwjgl.path("timeRatioToLwjgl").asDouble()).isCloseTo(1, within(EPS));

        JsonNode abistruct = row("E1Allocate", "abistruct");
        assertThat(abistruct.path("label").asText()).isEqualTo("AbiStruct (x86_64-msvc)");
        assertThat(abistruct.path("timeNs").path("mean").asDouble()).isCloseTo(210, within(EPS));
        assertThat(abistruct.path("timeRatioToLwjgl").asDouble()).isCloseTo(210.0 / 850, within(EPS));
        assertThat(abistruct.path("bytesRatioToLwjgl").asDouble()).isCloseTo(1e-5 / 904, within(EPS));

        JsonNode jna = row("E1Allocate", "jna");
        assertThat(jna.path("timeRatioToLwjgl").asDouble()).isCloseTo(40_000.0 / 850, within(EPS));
        assertThat(jna.path("bytesRatioToLwjgl").asDouble()).isCloseTo(7240.0 / 904, within(EPS));

        JsonNode target = benchmark("E1Allocate").path("target");
        assertThat(target.path("verdict").asText()).isEqualTo("met");
        assertThat(target.path("timeRatio").asDouble()).isCloseTo(210.0 / 850, within(EPS));
    }

    @Test
    void writeReadHasItsReferenceAndMissesItsTimeTarget() {
        JsonNode abistruct = row("E1WriteRead", "abistruct");
        assertThat(abistruct.path("timeNs").path("mean").asDouble()).isCloseTo(310, within(EPS));
        assertThat(abistruct.path("timeRatioToLwjgl").asDouble()).isCloseTo(310.0 / 250, within(EPS));
        assertThat(abistruct.path("bytesRatioToLwjgl").asDouble()).isCloseTo(400.0 / 448, within(EPS));
        assertThat(abistruct.path("reference").path("source").asText()).isEqualTo("E1Reference");
        assertThat(abistruct.path("reference").path("timeNs").path("mean").asDouble()).isCloseTo(110, within(EPS));
        assertThat(row("E1WriteRead", "lwjgl").path("reference").path("bytesPerOp").asDouble())
                .isCloseTo(176, within(EPS));
        assertThat(benchmark("E1WriteRead").path("target").path("verdict").asText()).isEqualTo("NOT met");
        assertThat(benchmark("E1Reference").path("target").isMissingNode()).isTrue();
    }

    @Test
    void coldStartUsesIterationOneAcrossForksInNanoseconds() {
        JsonNode lwjgl = row("E1ColdStart", "lwjgl");
        assertThat(lwjgl.path("timeNs").path("samples").asInt()).isEqualTo(3);
        assertThat(lwjgl.path("timeNs").path("mean").asDouble()).isCloseTo(110e6, within(1e-3));
        assertThat(lwjgl.path("timeNs").path("median").asDouble()).isCloseTo(110e6, within(1e-3));
        assertThat(lwjgl.path("bytesPerOp").asDouble()).isCloseTo(1_888_200, within(1e-6));
        assertThat(lwjgl.path("reference").path("source").asText()).isEqualTo("iteration 2");
        assertThat(lwjgl.path("reference").path("timeNs").path("mean").asDouble()).isCloseTo(270_000, within(1e-3));
        assertThat(lwjgl.path("reference").path("bytesPerOp").asDouble()).isCloseTo(7790, within(1e-6));

        JsonNode abistruct = row("E1ColdStart", "abistruct");
        assertThat(abistruct.path("timeRatioToLwjgl").asDouble()).isCloseTo(50.0 / 110, within(EPS));
        assertThat(benchmark("E1ColdStart").path("target").path("verdict").asText()).isEqualTo("met");
    }

    @Test
    void allocatorStudyPerMethodAndSize() {
        JsonNode allocator = summary.path("allocator");
        assertThat(allocator.path("sizes").toString()).isEqualTo("[36,1012,515724]");
        assertThat(allocator.path("methods").get(0).path("method").asText()).isEqualTo("malloc");
        JsonNode calloc = allocator.path("methods").get(1);
        assertThat(calloc.path("method").asText()).isEqualTo("calloc");
        assertThat(calloc.path("points").get(2).path("size").asInt()).isEqualTo(515_724);
        assertThat(calloc.path("points").get(2).path("meanNs").asDouble()).isCloseTo(96_531, within(EPS));
    }

    @Test
    void failuresAreRecorded() {
        assertThat(summary.path("failed").get(0).path("run").asText()).isEqualTo("E1Allocate.ffm");
        assertThat(report).contains("## Failed runs").contains("E1Allocate.ffm: RunnerException: boom");
    }

    @Test
    void reportHasHeaderTablesTargetsAndFigures() {
        assertThat(report)
                .contains("- Profile: quick — **indicative numbers**")
                .contains("- Machine: Fixture CPU @ 2.0GHz, 2 CPUs, Linux 6.0 amd64")
                .contains("- Command: `abistruct bench --quick --only E1|Allocator`")
                .contains("- Libraries: org.lwjgl:lwjgl:3.4.3 (+ natives-linux), jmh=1.37")
                .contains("### Benchmark 1: allocate (E1Allocate)")
                .contains("### Benchmark 2: allocate, write, read back and compare (E1WriteRead)")
                .contains("reference columns: E1Reference")
                .contains("| LWJGL | 850 | 50.0 | 850 | 1.00 | 904 | 1.00 |")
                .contains("| AbiStruct (x86_64-msvc) | 210 | 12.5 | 210 | 0.25 | 0 | 0.00 |")
                .contains("| AbiStruct (x86_64-msvc) | 310 | – | 310 | 1.24 | 110 | 400 | 0.89 | 0 |")
                .contains("**Target:** AbiStruct (x86_64-msvc) / LWJGL time <= 0.5 and B/op <= LWJGL's"
                        + " — measured time ratio 0.25, B/op 0 vs LWJGL's 904: **met**")
                .contains("**Target:** AbiStruct (x86_64-msvc) / LWJGL time <= 1.0 and B/op <= LWJGL's"
                        + " — measured time ratio 1.24, B/op 400 vs LWJGL's 448: **NOT met**")
                .contains("| LWJGL | 110,000,000 |")
                .contains("![E1Allocate: time per library](plots/E1Allocate-time.png)")
                .contains("![Allocator study: ns/op against size, log-log](plots/allocator.png)")
                .contains("| 515,724 | 154 | 96,531 |");
        // the reference class is a column of the WriteRead table, not a table of its own
        assertThat(report).doesNotContain("(E1Reference)");
        // experiments without results are absent
        assertThat(report).doesNotContain("## Experiment 2");
    }

    @Test
    void figuresAreDecodablePngs() throws IOException {
        for (String plot : List.of("E1Allocate-time", "E1Allocate-bytes", "E1WriteRead-time", "E1ColdStart-time",
                "E1ColdStart-bytes", "allocator")) {
            Path file = dir.resolve("plots").resolve(plot + ".png");
            assertThat(file).exists();
            BufferedImage image = ImageIO.read(file.toFile());
            assertThat(image).as(plot).isNotNull();
            assertThat(image.getWidth()).isGreaterThanOrEqualTo(600);
            assertThat(image.getHeight()).isGreaterThanOrEqualTo(400);
            assertThat(Files.size(file)).isGreaterThan(5_000);
        }
    }

    @Test
    void reportFromKeepsRecordedFailures() throws IOException {
        Files.delete(dir.resolve("report.md"));

        Reporting.write(dir, null);

        assertThat(Files.readString(dir.resolve("report.md"))).contains("E1Allocate.ffm");
    }

    @Test
    void whenTheFiguresCannotBeWrittenNothingIsReplaced() throws IOException {
        byte[] summaryBefore = Files.readAllBytes(dir.resolve("summary.json"));
        byte[] reportBefore = Files.readAllBytes(dir.resolve("report.md"));
        try (var plots = Files.list(dir.resolve("plots"))) {
            for (Path plot : plots.toList()) {
                Files.delete(plot);
            }
        }
        Files.delete(dir.resolve("plots"));
        Files.writeString(dir.resolve("plots"), "a file where the figures' folder belongs");

        // without the recorded failure, summary.json and report.md would change
        assertThatThrownBy(() -> Reporting.write(dir, List.of())).isInstanceOf(IOException.class)
                .hasMessage(dir.resolve("plots") + ": exists and is not a folder (the figures go there)");

        assertThat(Files.readAllBytes(dir.resolve("summary.json"))).isEqualTo(summaryBefore);
        assertThat(Files.readAllBytes(dir.resolve("report.md"))).isEqualTo(reportBefore);
        assertNoTemporaryFiles();
    }

    @Test
    void whenTheReportCannotBeWrittenNothingIsReplaced() throws IOException {
        byte[] summaryBefore = Files.readAllBytes(dir.resolve("summary.json"));
        Files.delete(dir.resolve("report.md"));
        Files.createDirectory(dir.resolve("report.md"));

        assertThatThrownBy(() -> Reporting.write(dir, List.of())).isInstanceOf(IOException.class)
                .hasMessageContaining("report.md");

        assertThat(Files.readAllBytes(dir.resolve("summary.json"))).isEqualTo(summaryBefore);
        assertNoTemporaryFiles();
    }

    @Test
    void rebuildingWithoutChangeLeavesTheFolderAlone() throws IOException {
        List<Path> outputs;
        try (var plots = Files.list(dir.resolve("plots"))) {
            outputs = new java.util.ArrayList<>(plots.toList());
        }
        outputs.addAll(List.of(dir.resolve("summary.json"), dir.resolve("report.md")));
        var before = new java.util.HashMap<Path, byte[]>();
        var old = java.nio.file.attribute.FileTime.fromMillis(1_000_000_000_000L);
        for (Path output : outputs) {
            before.put(output, Files.readAllBytes(output));
            Files.setLastModifiedTime(output, old);
        }

        Reporting.write(dir, null);

        for (Path output : outputs) {
            assertThat(Files.readAllBytes(output)).as(output.toString()).isEqualTo(before.get(output));
            assertThat(Files.getLastModifiedTime(output)).as(output.toString()).isEqualTo(old);
        }
    }

    @Test
    void aChangeGetsANewGeneratedTime() throws IOException {
        Files.writeString(dir.resolve("summary.json"),
                Files.readString(dir.resolve("summary.json")).replaceFirst("\"generated\" : \"[^\"]*\"",
                        "\"generated\" : \"2000-01-01T00:00:00Z\""));

        Reporting.write(dir, List.of());

        assertThat(new ObjectMapper().readTree(dir.resolve("summary.json").toFile()).path("generated").asText())
                .isNotEqualTo("2000-01-01T00:00:00Z");
    }

    private void assertNoTemporaryFiles() throws IOException {
        try (var files = Files.walk(dir)) {
            assertThat(files.map(Path::getFileName).map(Path::toString)).noneMatch(name -> name.endsWith(".tmp"));
        }
    }

    private JsonNode benchmark(String name) {
        for (JsonNode benchmark : summary.path("benchmarks")) {
            if (benchmark.path("benchmark").asText().equals(name)) {
                return benchmark;
            }
        }
        throw new AssertionError("no benchmark " + name + " in summary.json");
    }

    private JsonNode row(String benchmark, String library) {
        for (JsonNode row : benchmark(benchmark).path("rows")) {
            if (row.path("library").asText().equals(library)) {
                return row;
            }
        }
        throw new AssertionError("no row " + library + " in " + benchmark);
    }

    private void copy(String resource) throws IOException {
        try (InputStream in = ReportPipelineTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, dir.resolve(resource));
        }
    }
}
