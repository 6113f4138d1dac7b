package org.abistruct.it;

import java.io.File;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * External tools (the C compiler, glslangValidator, the driver harnesses) run as processes; the same behaviour as
 * core's conformance {@code Oracle}, copied so that this module needs no test jar.
 *
 * <p>When a tool is missing the test is skipped with a one-line reason ({@link #unavailable}), unless the system property
 * {@code abistruct.requireOracles} is {@code true} (as in CI), in which case it fails: a run that silently
 * skipped would prove nothing.
 */
public final class Oracle {
    private static final boolean REQUIRED = Boolean.getBoolean("abistruct.requireOracles");

    private Oracle() {
    }

    /**
     * A C compiler on the PATH ({@code -Dabistruct.it.cc=NAME}, else gcc, else clang, else cc), or the test is
     * skipped (or fails when required).
     */
    public static String requireCCompiler() {
        String chosen = System.getProperty("abistruct.it.cc", "");
        String[] candidates = chosen.isBlank() ? new String[] {"gcc", "clang", "cc"} : new String[] {chosen};
        for (String cc : candidates) {
            if (onPath(cc)) {
                return cc;
            }
        }
        unavailable("no C compiler (" + String.join(", ", candidates) + ") on PATH (install the Debian package gcc or clang)");
        throw new AssertionError("unreachable");
    }

    /** Skips the test with {@code reason}, or fails it when {@code abistruct.requireOracles} is set. */
    public static void unavailable(String reason) {
        if (REQUIRED) {
            Assertions.fail(reason + "; abistruct.requireOracles=true forbids skipping");
        }
        Assumptions.abort(reason);
    }

    public static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
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
        return run(dir, command, Map.of(), timeoutSeconds);
    }

    /** {@link #run(Path, List, long)} with {@code extraEnv} added to the environment. */
    public static Run run(Path dir, List<String> command, Map<String, String> extraEnv, long timeoutSeconds)
            throws IOException, InterruptedException {
        // stderr goes to a file so that a chatty tool cannot block on a full pipe while we read stdout
        Path errFile = Files.createTempFile(dir, "stderr", ".txt");
        var builder = new ProcessBuilder(command).directory(dir.toFile()).redirectError(errFile.toFile());
        builder.environment().putAll(extraEnv);
        Process p = builder.start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            Assertions.fail(String.join(" ", command) + " timed out after " + timeoutSeconds + " s");
        }
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        Files.deleteIfExists(errFile);
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), err);
    }

    /** Compiles {@code source} (C) into an executable {@code output} in {@code dir}, failing with the compiler's messages. */
    public static Path compileProgram(String cc, Path dir, Path source, String output) throws IOException, InterruptedException {
        List<String> cmd = List.of(cc, "-std=gnu11", "-O0", "-w", "-o", output, source.toString());
        run(dir, cmd, 120).orFail(cmd);
        return dir.resolve(output);
    }

    /**
     * Compiles {@code cSource} into the shared library {@code lib<name>.so} in {@code dir} with the C compiler of
     * {@link #requireCCompiler}, and loads it for as long as {@code arena} lives.
     */
    public static SymbolLookup sharedLibrary(Path dir, String name, String cSource, Arena arena)
            throws IOException, InterruptedException {
        String cc = requireCCompiler();
        Path source = dir.resolve(name + ".c");
        Files.writeString(source, cSource);
        String output = "lib" + name + ".so";
        List<String> cmd = List.of(cc, "-std=gnu11", "-O1", "-shared", "-fPIC", "-o", output, source.toString());
        run(dir, cmd, 120).orFail(cmd);
        return SymbolLookup.libraryLookup(dir.resolve(output), arena);
    }
}
