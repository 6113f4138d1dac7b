package org.abistruct.examples;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;

/**
 * Runs an example's {@code main} in a JVM of its own, as docs/examples.md does: {@code java [FLAGS] -cp CORE:EXAMPLES
 * CLASS ARGS}, with the class path of the core and this module's classes only, so that what the example needs at run
 * time is what the documented command gives it, and so that its exit status and standard error are the real ones.
 */
final class ExampleProcess {
    private ExampleProcess() {
    }

    /** What a run printed, and how it ended. */
    record Result(int status, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    /**
     * Runs {@code main} of {@code example} with {@code jvmFlags} before the class path, and waits for it.
     *
     * @param dir where to put the run's standard error (a temporary folder of the test)
     */
    static Result run(Path dir, List<String> jvmFlags, Class<?> example, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmFlags);
        command.add("-cp");
        command.add(classPathEntry(Abi.class) + java.io.File.pathSeparator + classPathEntry(example));
        command.add(example.getName());
        command.addAll(List.of(args));
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process process = new ProcessBuilder(command).redirectError(err.toFile()).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError(example.getSimpleName() + " did not finish in 2 minutes; it printed:\n" + out);
        }
        return new Result(process.exitValue(), out, Files.readString(err));
    }

    /** The folder or jar {@code type} was loaded from: core/target/classes, examples/target/classes in a build. */
    private static String classPathEntry(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("no class path entry for " + type, e);
        }
    }
}
