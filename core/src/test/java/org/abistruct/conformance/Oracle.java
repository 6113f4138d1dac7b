package org.abistruct.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * An external layout oracle (clang, glslangValidator, spirv-cross, naga) run as a process.
 *
 * <p>When a tool is missing the test is skipped with a one-line reason, unless the system property
 * {@code abistruct.requireOracles} is {@code true} (as in CI), in which case it fails: a conformance
 * run that silently skipped would prove nothing.
 */
public final class Oracle {
    private static final boolean REQUIRED = Boolean.getBoolean("abistruct.requireOracles");

    private Oracle() {
    }

    /** Skips (or, when oracles are required, fails) the calling test unless {@code tool} is on the PATH. */
    public static void require(String tool, String debianPackage) {
        if (onPath(tool)) {
            return;
        }
        String reason = tool + " not found on PATH (install the Debian package " + debianPackage + ")";
        if (REQUIRED) {
            Assertions.fail(reason + "; abistruct.requireOracles=true forbids skipping");
        }
        Assumptions.abort(reason);
    }

    /**
     * Skips (or, when oracles are required, fails) the calling test unless {@code file}, a header or other input a
     * Debian package installs, exists.
     */
    public static void requireFile(Path file, String debianPackage) {
        if (java.nio.file.Files.isRegularFile(file)) {
            return;
        }
        String reason = file + " not found (install the Debian package " + debianPackage + ")";
        if (REQUIRED) {
            Assertions.fail(reason + "; abistruct.requireOracles=true forbids skipping");
        }
        Assumptions.abort(reason);
    }

    public static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Path.of(dir, tool).toFile().canExecute()) {
                return true;
            }
        }
        return false;
    }

    /** The result of one tool run. */
    public record Run(int exitCode, String stdout, String stderr) {
        public Run orFail(List<String> command) {
            if (exitCode != 0) {
                Assertions.fail(String.join(" ", command) + " exited " + exitCode + ":\n" + stderr + stdout);
            }
            return this;
        }
    }

    /** Runs {@code command} in {@code dir}, waiting at most {@code timeoutSeconds}. */
    public static Run run(Path dir, List<String> command, long timeoutSeconds) throws IOException, InterruptedException {
        // stderr goes to a file so that a chatty tool cannot block on a full pipe while we read stdout
        Path errFile = java.nio.file.Files.createTempFile(dir, "stderr", ".txt");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(errFile.toFile()).start();
        var out = p.getInputStream().readAllBytes();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            Assertions.fail(String.join(" ", command) + " timed out after " + timeoutSeconds + " s");
        }
        String err = java.nio.file.Files.readString(errFile, StandardCharsets.UTF_8);
        java.nio.file.Files.deleteIfExists(errFile);
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), err);
    }
}
