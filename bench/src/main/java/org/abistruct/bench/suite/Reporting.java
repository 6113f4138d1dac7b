package org.abistruct.bench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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
     * Writes summary.json, plots/*.png and report.md into {@code dir}.
     *
     * @param failed the failed runs; null to keep those recorded in an existing summary.json
     * @return the summary written
     */
    public static Summary write(Path dir, List<RunFailure> failed) throws IOException {
        Path jmhJson = dir.resolve(JMH_JSON);
        if (!Files.isRegularFile(jmhJson)) {
            throw new IOException(jmhJson + ": no such file (nothing to report)");
        }
        List<RunFailure> failures = failed != null ? failed : previousFailures(dir.resolve(SUMMARY_JSON));
        Environment environment = Environment.read(dir);
        String profile = environment.entries().getOrDefault("profile", null);
        Summary summary = Summarizer.summarize(JmhResults.read(jmhJson), profile, failures);
        MAPPER.writeValue(dir.resolve(SUMMARY_JSON).toFile(), summary);
        Set<String> plots = Plots.write(summary, dir);
        Files.writeString(dir.resolve(REPORT_MD), new ReportWriter(summary, environment, plots).write(),
                StandardCharsets.UTF_8);
        return summary;
    }

    private static List<RunFailure> previousFailures(Path summaryJson) throws IOException {
        List<RunFailure> failures = new ArrayList<>();
        if (!Files.isRegularFile(summaryJson)) {
            return failures;
        }
        for (JsonNode node : MAPPER.readTree(summaryJson.toFile()).path("failed")) {
            failures.add(new RunFailure(node.path("run").asText(), node.path("error").asText(),
                    node.path("log").asText()));
        }
        return failures;
    }
}
