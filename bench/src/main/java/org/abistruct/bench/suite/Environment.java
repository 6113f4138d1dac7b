package org.abistruct.bench.suite;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.bench.BenchInfo;

/**
 * What a run ran on, kept in {@code env.txt} as {@code key: value} lines (command, profile, date, JDK,
 * CPU, nproc, OS), followed by {@link BenchInfo}'s lines (library versions from versions.properties,
 * LWJGL's memory backend and allocator). The report header reads it back.
 */
public record Environment(Map<String, String> entries, List<String> details) {
    public static final String FILE = "env.txt";
    private static final String DETAILS_HEADER = "# org.abistruct.bench.BenchInfo";

    public Environment {
        entries = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        details = List.copyOf(details);
    }

    /** This JVM's and machine's description, for a run started with {@code command} under {@code profile}. */
    public static Environment collect(String command, Profile profile) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("command", command);
        entries.put("profile", profile.displayName());
        entries.put("date", ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        entries.put("jdk", System.getProperty("java.vm.version") + " (" + System.getProperty("java.vm.vendor") + ")");
        entries.put("java.home", System.getProperty("java.home"));
        entries.put("cpu", cpuModel());
        entries.put("nproc", String.valueOf(Runtime.getRuntime().availableProcessors()));
        entries.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        // a compile-time constant of the JNA jar bundled in benchmarks.jar; reading it loads nothing
        entries.put("jna", com.sun.jna.Native.VERSION);
        return new Environment(entries, benchInfo());
    }

    public String get(String key) {
        return entries.getOrDefault(key, "unknown");
    }

    public void write(Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        entries.forEach((key, value) -> lines.add(key + ": " + value));
        if (!details.isEmpty()) {
            lines.add(DETAILS_HEADER);
            lines.addAll(details);
        }
        Files.write(dir.resolve(FILE), lines, StandardCharsets.UTF_8);
    }

    /** The environment recorded in {@code dir}, or an empty one when there is no env.txt. */
    public static Environment read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        Map<String, String> entries = new LinkedHashMap<>();
        List<String> details = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return new Environment(entries, details);
        }
        boolean inDetails = false;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.equals(DETAILS_HEADER)) {
                inDetails = true;
            } else if (inDetails) {
                details.add(line);
            } else {
                int colon = line.indexOf(": ");
                if (colon > 0) {
                    entries.put(line.substring(0, colon), line.substring(colon + 2));
                }
            }
        }
        return new Environment(entries, details);
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: say so below
        }
        return "unknown (" + System.getProperty("os.arch") + ")";
    }

    /** BenchInfo's output (it prints to System.out), captured so that its facts are not duplicated here. */
    private static List<String> benchInfo() {
        PrintStream original = System.out;
        var captured = new ByteArrayOutputStream();
        try (var capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            BenchInfo.main(new String[0]);
        } catch (RuntimeException | LinkageError e) {
            return List.of("BenchInfo failed: " + e);
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
