package org.abistruct.bench.suite;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
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

    /**
     * The results in a JMH JSON file (possibly none).
     *
     * @throws BadInputException when the file is not JSON, or not an array of JMH results; its message
     *     names the file and, for a JSON syntax error, the line and column
     */
    public static List<JmhResult> read(Path file) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new BadInputException(file + ": not valid JSON"
                    + (at == null || at.getLineNr() < 1 ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"), e);
        }
        if (root == null || root.isMissingNode()) {
            throw new BadInputException(file + ": empty, not a JMH result array");
        }
        if (!root.isArray()) {
            throw new BadInputException(file + ": not a JMH result array (JMH's -rf json output)");
        }
        List<JmhResult> results = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            JsonNode node = root.get(i);
            if (!isResult(node)) {
                throw new BadInputException(file + ": entry " + (i + 1) + " is not a JMH result");
            }
            results.add(result(node));
        }
        return results;
    }

    /** An object with a {@code package.Class.method} benchmark name and a primary metric. */
    private static boolean isResult(JsonNode node) {
        if (!node.isObject() || !node.path("benchmark").isTextual() || !node.path("primaryMetric").isObject()) {
            return false;
        }
        String name = node.path("benchmark").asText();
        int method = name.lastIndexOf('.');
        int type = name.lastIndexOf('.', method - 1);
        return type > 0 && method > type + 1 && method < name.length() - 1;
    }

    /**
     * Writes the entries of every existing file in {@code parts}, in order, as one JSON array to {@code target}
     * (atomically: a reader, or a run interrupted meanwhile, sees the old array or the new one).
     */
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
        AtomicFiles.write(target, MAPPER.writeValueAsBytes(merged));
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
