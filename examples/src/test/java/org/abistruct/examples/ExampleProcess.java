package org.abistruct.examples;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;

/**
 * Runs an example's {@code main} in a JVM of its own, as {@code examples/run.sh} does, so that its exit status and
 * standard error are the real ones. A CPU example gets the class path of the core and this module's classes only, so
 * that it is shown to need nothing else; a GPU example gets LWJGL's jars too, and the environment that picks a driver.
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
     * @param dir where to put the run's standard output and error (a temporary folder of the test)
     */
    static Result run(Path dir, List<String> jvmFlags, Class<?> example, String... args)
            throws IOException, InterruptedException {
        String classPath = classPathEntry(Abi.class) + File.pathSeparator + classPathEntry(example);
        return run(dir, jvmFlags, classPath, Map.of(), example, args);
    }

    /**
     * Runs {@code main} of the GPU example {@code example} as {@code examples/run.sh} does, with native access, LWJGL's
     * jars on the class path and {@code env} (a driver's selection, see {@link GpuDrivers}) added to the environment.
     */
    static Result runOnGpu(Path dir, Map<String, String> env, Class<?> example, String... args)
            throws IOException, InterruptedException {
        // LWJGL's sun.misc.Unsafe memory backend would print the JDK's warning on standard error
        List<String> flags = List.of("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow");
        String classPath = classPathEntry(Abi.class) + File.pathSeparator + classPathEntry(example) + File.pathSeparator
                + String.join(File.pathSeparator, lwjglJars());
        return run(dir, flags, classPath, env, example, args);
    }

    private static Result run(Path dir, List<String> jvmFlags, String classPath, Map<String, String> env, Class<?> example,
            String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmFlags);
        command.add("-cp");
        command.add(classPath);
        command.add(example.getName());
        command.addAll(List.of(args));
        // both streams to files: reading a pipe until its end would wait as long as a hung run, past the time limit
        Path out = Files.createTempFile(dir, "stdout", ".txt");
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(example.getSimpleName() + " did not finish in 2 minutes; it printed:\n"
                    + Files.readString(out) + "\nand on standard error:\n" + Files.readString(err));
        }
        return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The LWJGL jars (classes and natives) of this test run's class path, which Maven took from the module's pom. */
    private static List<String> lwjglJars() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> Path.of(entry).getFileName().toString().startsWith("lwjgl"))
                .toList();
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
