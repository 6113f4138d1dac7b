package org.abistruct.conformance.c;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Assertions;

/** Runs clang once over a whole emitted file and returns every record layout it computed. */
final class ClangOracle {
    private static final long TIMEOUT_SECONDS = 60;

    private ClangOracle() {
    }

    /** Skips (or fails, when oracles are required) unless clang is installed. */
    static void require() {
        Oracle.require("clang", "clang");
    }

    /** The layouts clang computes for {@code source} under {@code target}; fails the test if clang rejects it. */
    static Map<String, ClangRecordLayout> layouts(CTarget target, String source) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("abistruct-cdiff-");
        try {
            String file = "layouts" + target.sourceSuffix();
            Files.writeString(dir.resolve(file), source);
            List<String> command = target.dumpCommand(file);
            Oracle.Run run = Oracle.run(dir, command, TIMEOUT_SECONDS);
            if (run.exitCode() != 0) {
                // clang still dumps what it could; a partial dump would hide the broken declarations
                Assertions.fail(String.join(" ", command) + " (" + target.abiId() + ") exited " + run.exitCode()
                        + ":\n" + firstLines(run.stderr(), 40));
            }
            return ClangLayoutDump.parse(run.stdout());
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String firstLines(String text, int count) {
        return String.join("\n", text.lines().limit(count).toList());
    }
}
