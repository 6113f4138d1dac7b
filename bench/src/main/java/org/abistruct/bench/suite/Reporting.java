package org.abistruct.bench.suite;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Builds {@code summary.json}, the figures and {@code report.md} of a results directory from its
 * {@code jmh.json} and {@code env.txt}; both after a run and for {@code --report-from}.
 */
public final class Reporting {
    public static final String JMH_JSON = "jmh.json";
    public static final String SUMMARY_JSON = "summary.json";
    public static final String REPORT_MD = "report.md";
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Reporting() {
    }

    /**
     * Writes summary.json, plots/*.png and report.md into {@code dir}: all of them or, when something
     * fails, none (each is drawn and written to a temporary file before any is moved into place).
     *
     * @param failed the failed runs; null to keep those recorded in an existing summary.json
     * @return the summary written
     */
    public static Summary write(Path dir, List<RunFailure> failed) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(dir + (Files.exists(dir) ? ": not a folder" : ": no such folder"));
        }
        Path jmhJson = dir.resolve(JMH_JSON);
        if (!Files.isRegularFile(jmhJson)) {
            throw new BadInputException(jmhJson + ": no such file (nothing to report)");
        }
        List<JmhResult> results = suiteResults(jmhJson, failed == null);
        List<RunFailure> failures = failed != null ? failed : previousFailures(dir.resolve(SUMMARY_JSON));
        Environment environment = Environment.read(dir);
        String profile = environment.entries().getOrDefault("profile", null);
        Summary summary;
        try {
            summary = Summarizer.summarize(results, profile, failures);
        } catch (IllegalArgumentException e) {   // e.g. a time unit the suite does not use
            throw new BadInputException(jmhJson + ": " + e.getMessage(), e);
        }
        // everything that can fail first, in memory; then the files, all or nothing
        summary = keepGeneratedIfUnchanged(summary, dir.resolve(SUMMARY_JSON));
        Map<String, byte[]> plots = Plots.render(summary);
        byte[] summaryJson = MAPPER.writeValueAsBytes(summary);
        byte[] reportMd = new ReportWriter(summary, environment, plots.keySet()).write().getBytes(StandardCharsets.UTF_8);
        Path plotsDir = dir.resolve(Plots.DIR);
        if (Files.exists(plotsDir) && !Files.isDirectory(plotsDir)) {
            throw new IOException(plotsDir + ": exists and is not a folder (the figures go there)");
        }
        Files.createDirectories(plotsDir);
        try (AtomicFiles files = new AtomicFiles()) {
            for (Map.Entry<String, byte[]> plot : plots.entrySet()) {
                files.stage(dir.resolve(plot.getKey()), plot.getValue());
            }
            files.stage(dir.resolve(SUMMARY_JSON), summaryJson);
            files.stage(dir.resolve(REPORT_MD), reportMd);
            files.commit();
        }
        return summary;
    }

    /**
     * The results in {@code jmhJson}, which must all be the suite's (from {@link BenchmarkId#PACKAGE}); none
     * only after a run whose runs all failed (not {@code requireSome}), not for {@code --report-from}.
     */
    private static List<JmhResult> suiteResults(Path jmhJson, boolean requireSome) throws IOException {
        List<JmhResult> results = JmhResults.read(jmhJson);
        if (results.isEmpty()) {
            if (requireSome) {
                throw new BadInputException(jmhJson + ": no results");
            }
            return results;
        }
        List<String> foreign = results.stream().map(JmhResult::benchmark).filter(name -> !isSuite(name)).toList();
        if (foreign.size() == results.size()) {
            List<String> distinct = foreign.stream().distinct().toList();
            throw new BadInputException(jmhJson + ": no result of the thesis suite (found " + distinct.getFirst()
                    + (distinct.size() == 1 ? "" : " and " + (distinct.size() - 1) + " more") + "; the suite's are "
                    + BenchmarkId.PACKAGE + ".E1Allocate.lwjgl and the like)");
        }
        for (int i = 0; i < results.size(); i++) {
            if (!isSuite(results.get(i).benchmark())) {
                throw new BadInputException(jmhJson + ": entry " + (i + 1) + " (" + results.get(i).benchmark()
                        + ") is not a benchmark of the thesis suite");
            }
        }
        return results;
    }

    private static boolean isSuite(String jmhName) {
        BenchmarkId id = BenchmarkId.ofJmhName(jmhName);
        return id.jmhName().equals(jmhName) && id.kind() != null;
    }

    /**
     * {@code summary} with the existing summary.json's {@code generated} time when nothing else differs, so
     * that rebuilding a committed results folder leaves it unchanged.
     */
    private static Summary keepGeneratedIfUnchanged(Summary summary, Path summaryJson) {
        if (!Files.isRegularFile(summaryJson)) {
            return summary;
        }
        try {
            byte[] old = Files.readAllBytes(summaryJson);
            JsonNode generated = MAPPER.readTree(old).path("generated");
            if (!generated.isTextual()) {
                return summary;
            }
            Summary same = new Summary(summary.profile(), generated.asText(), summary.note(), summary.forkJvmArgs(),
                    summary.benchmarks(), summary.allocator(), summary.failed());
            return Arrays.equals(MAPPER.writeValueAsBytes(same), old) ? same : summary;
        } catch (IOException e) {
            return summary;   // unreadable: it is replaced
        }
    }

    private static List<RunFailure> previousFailures(Path summaryJson) throws IOException {
        List<RunFailure> failures = new ArrayList<>();
        if (!Files.isRegularFile(summaryJson)) {
            return failures;
        }
        JsonNode summary;
        try {
            summary = MAPPER.readTree(summaryJson.toFile());
        } catch (JsonProcessingException e) {
            throw new BadInputException(summaryJson + ": not valid JSON (it records the failed runs; delete it"
                    + " to rebuild without them)", e);
        }
        for (JsonNode node : summary == null ? MAPPER.missingNode() : summary.path("failed")) {
            failures.add(new RunFailure(node.path("run").asText(), node.path("error").asText(),
                    node.path("log").asText()));
        }
        return failures;
    }
}
