package org.abistruct.examples;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs a GPU example as its users would, in a JVM of its own ({@code java --enable-native-access=ALL-UNNAMED -cp
 * ... MainClass}) with the environment that selects a CPU driver, and finds those drivers. A missing driver skips
 * the test with a one-line reason, unless {@code -Dabistruct.requireOracles=true} (as in CI), which makes it a
 * failure: a run that silently skipped would prove nothing.
 */
final class GpuExampleRun {
    private static final boolean REQUIRED = Boolean.getBoolean("abistruct.requireOracles");
    /** Where Debian's pocl-opencl-icd registers PoCL with the ICD loader. */
    private static final Path POCL_ICD = Path.of("/etc/OpenCL/vendors/pocl.icd");

    /** What the example printed and its exit status. */
    record Result(int exitCode, String stdout, String stderr) {
        List<String> lines() {
            return stdout.lines().toList();
        }
    }

    private GpuExampleRun() {
    }

    /** Runs {@code main} with {@code env} added to the environment, in {@code dir}, for at most two minutes. */
    static Result run(Class<?> main, Map<String, String> env, Path dir) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // LWJGL's sun.misc.Unsafe memory backend would print the JDK's warning on stderr
                "--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow",
                "-cp", System.getProperty("java.class.path"), main.getName()));
        Path err = dir.resolve("stderr.txt");
        var builder = new ProcessBuilder(command).directory(dir.toFile()).redirectError(err.toFile());
        builder.environment().putAll(env);
        Process p = builder.start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            Assertions.fail(main.getSimpleName() + " did not finish in 120 s");
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), Files.readString(err));
    }

    /** The environment that gives the Vulkan loader lavapipe's ICD alone, or a skip. */
    static Map<String, String> lavapipeOnly() throws IOException {
        requireLibrary("libvulkan.so.1", "the Vulkan loader (install the Debian package libvulkan1)");
        String arch = switch (System.getProperty("os.arch")) {
            case "amd64" -> "x86_64";
            case "arm64" -> "aarch64";
            default -> System.getProperty("os.arch");
        };
        for (String d : List.of("/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d", "/usr/local/share/vulkan/icd.d")) {
            Path icd = Path.of(d, "lvp_icd." + arch + ".json");
            if (Files.isRegularFile(icd)) {
                // VK_DRIVER_FILES for loaders since 1.3.207, VK_ICD_FILENAMES for older ones
                return Map.of("VK_DRIVER_FILES", icd.toString(), "VK_ICD_FILENAMES", icd.toString());
            }
        }
        unavailable("no lavapipe ICD (lvp_icd." + arch + ".json under /usr/share/vulkan/icd.d; install the Debian package"
                + " mesa-vulkan-drivers)");
        throw new AssertionError("unreachable");
    }

    /** The environment that gives the OpenCL ICD loader PoCL alone, with its kernel cache in {@code dir}, or a skip. */
    static Map<String, String> poclOnly(Path dir) {
        requireLibrary("libOpenCL.so.1", "the OpenCL ICD loader (install the Debian package ocl-icd-libopencl1)");
        if (!Files.isRegularFile(POCL_ICD)) {
            unavailable("no PoCL ICD (" + POCL_ICD + "; install the Debian package pocl-opencl-icd)");
        }
        return Map.of("OCL_ICD_VENDORS", POCL_ICD.toString(), "POCL_CACHE_DIR", dir.resolve("pocl-cache").toString());
    }

    @SuppressWarnings("restricted") // loads the library to see that it is there; surefire enables native access
    private static void requireLibrary(String name, String what) {
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup.libraryLookup(name, arena);
        } catch (IllegalArgumentException e) {
            unavailable("cannot load " + name + ", " + what);
        }
    }

    /** Skips the test with {@code reason}, or fails it when {@code abistruct.requireOracles} is set. */
    private static void unavailable(String reason) {
        if (REQUIRED) {
            Assertions.fail(reason + "; abistruct.requireOracles=true forbids skipping");
        }
        Assumptions.abort(reason);
    }
}
