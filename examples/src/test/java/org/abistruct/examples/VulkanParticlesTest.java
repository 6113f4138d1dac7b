package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link VulkanParticles} on lavapipe, Mesa's CPU Vulkan driver, as docs/examples.md shows it: the shader must
 * have updated every particle as the Java computation did, and the report must be the one the documentation shows.
 * Skipped without the Vulkan loader or lavapipe, unless {@code -Dabistruct.requireOracles=true}.
 */
@Tag("conformance")
class VulkanParticlesTest {
    /** What the program prints after the line that names the device (docs/examples.md shows it too). */
    static final List<String> REPORT = List.of(
            "struct VkParticle@std430 [size=48 align=16: position@0 mass@16 velocity@32 energy@44], stride 48",
            "particle 0: position (-0.5, 0.0, 0.25, 1.0) mass 1.0 velocity (-1.0, 0.0, 0.5) energy 0.625",
            "particle 1: position (1.0, -0.875, 1.1875, 1.0) mass 2.0 velocity (0.0, 0.25, 0.375) energy 0.203125",
            "particle 2: position (2.5, -1.75, 2.125, 1.0) mass 3.0 velocity (1.0, 0.5, 0.25) energy 1.96875",
            "checksum (positions + energies): 4679.8125",
            "1000 particles match the Java computation");

    @Test
    void theComputeShaderUpdatesTheStd430ParticlesInTheMappedBuffer(@TempDir Path dir) throws Exception {
        ExampleProcess.Result run = ExampleProcess.runOnGpu(dir, GpuDrivers.lavapipeOnly(), VulkanParticles.class);

        assertThat(run.status()).as("exit status; stdout:%n%s%nstderr:%n%s", run.out(), run.err()).isZero();
        assertThat(run.lines()).as("stdout").hasSize(7);
        assertThat(run.lines().getFirst()).startsWith("device: llvmpipe");
        assertThat(run.lines().subList(1, 7)).containsExactlyElementsOf(REPORT);
    }
}
