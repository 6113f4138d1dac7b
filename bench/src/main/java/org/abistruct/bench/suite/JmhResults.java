package org.abistruct.bench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JMH's JSON result format (an array of results) into {@link JmhResult}s, and merges the per-run
 * result files into one array. JMH writes NaN, e.g. an error it cannot compute, as the string "NaN".
 */
public final class JmhResults {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JmhResults() {
    }

    /** The results in a JMH JSON file. */
    public static List<JmhResult> read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        if (root == null || !root.isArray()) {
            throw new IOException(file + ": not a JMH JSON result array");
        }
        List<JmhResult> results = new ArrayList<>();
        for (JsonNode node : root) {
            results.add(result(node));
        }
        return results;
    }

    /** Writes the entries of every existing file in {@code parts}, in order, as one JSON array to {@code target}. */
    public static void merge(List<Path> parts, Path target) throws IOException {
        ArrayNode merged = MAPPER.createArrayNode();
        for (Path part : parts) {
            if (!Files.isRegularFile(part) || Files.size(part) == 0) {
                continue;
            }
            JsonNode node = MAPPER.readTree(part.toFile());
            if (node != null && node.isArray()) {
                merged.addAll((ArrayNode) node);
            }
        }
        MAPPER.writeValue(target.toFile(), merged);
    }

    private static JmhResult result(JsonNode node) {
        List<String> jvmArgs = new ArrayList<>();
        node.path("jvmArgs").forEach(arg -> jvmArgs.add(arg.asText()));
        Map<String, String> params = new LinkedHashMap<>();
        node.path("params").properties().forEach(e -> params.put(e.getKey(), e.getValue().asText()));
        Map<String, JmhMetric> secondary = new LinkedHashMap<>();
        node.path("secondaryMetrics").properties().forEach(e -> secondary.put(e.getKey(), metric(e.getValue())));
        return new JmhResult(node.path("benchmark").asText(), node.path("mode").asText(), node.path("forks").asInt(),
                jvmArgs, node.path("jdkVersion").asText(""), node.path("vmVersion").asText(""), params,
                metric(node.path("primaryMetric")), secondary);
    }

    private static JmhMetric metric(JsonNode node) {
        List<List<Double>> raw = new ArrayList<>();
        for (JsonNode fork : node.path("rawData")) {
            List<Double> values = new ArrayList<>();
            fork.forEach(value -> values.add(number(value)));
            raw.add(values);
        }
        return new JmhMetric(number(node.path("score")), number(node.path("scoreError")),
                node.path("scoreUnit").asText(""), raw);
    }

    private static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.asDouble();
        }
        if (node.isTextual()) {
            try {
                return Double.parseDouble(node.asText());   // "NaN", "Infinity"
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }
}
