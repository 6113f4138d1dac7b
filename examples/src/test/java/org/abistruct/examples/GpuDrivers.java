package org.abistruct.examples;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The environments that make the GPU examples run on a CPU driver (lavapipe, PoCL), as docs/examples.md's commands
 * do. A missing driver skips the test with a one-line reason, unless {@code -Dabistruct.requireOracles=true} (as in
 * CI), which makes it a failure: a run that silently skipped would prove nothing.
 */
final class GpuDrivers {
    private static final boolean REQUIRED = Boolean.getBoolean("abistruct.requireOracles");
    /** Where Debian's pocl-opencl-icd registers PoCL with the ICD loader. */
    private static final Path POCL_ICD = Path.of("/etc/OpenCL/vendors/pocl.icd");

    private GpuDrivers() {
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
