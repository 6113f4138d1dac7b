package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link OpenClParticles} on PoCL, the CPU OpenCL driver, as docs/examples.md shows it: the kernel must have
 * updated every particle as the Java computation did, and the report must be the one the documentation shows.
 * Skipped without the OpenCL ICD loader or PoCL, unless {@code -Dabistruct.requireOracles=true}.
 */
@Tag("conformance")
class OpenClParticlesTest {
    /** What the program prints after the line that names the device (docs/examples.md shows it too). */
    static final List<String> REPORT = List.of(
            "struct ClParticle@opencl [size=64 align=16: position@0 mass@16 velocity@32 energy@48], stride 64",
            "particle 0: position (-0.5, 0.0, 0.25) mass 1.0 velocity (-1.0, 0.0, 0.5) energy 0.625",
            "particle 1: position (1.0, -0.875, 1.1875) mass 2.0 velocity (0.0, 0.25, 0.375) energy 0.203125",
            "particle 2: position (2.5, -1.75, 2.125) mass 3.0 velocity (1.0, 0.5, 0.25) energy 1.96875",
            "checksum (positions + energies): 4679.8125",
            "1000 particles match the Java computation");

    @Test
    void theKernelUpdatesTheOpenClParticlesInAbiStructMemory(@TempDir Path dir) throws Exception {
        ExampleProcess.Result run = ExampleProcess.runOnGpu(dir, GpuDrivers.poclOnly(dir), OpenClParticles.class);

        assertThat(run.status()).as("exit status; stdout:%n%s%nstderr:%n%s", run.out(), run.err()).isZero();
        assertThat(run.lines()).as("stdout").hasSize(7);
        assertThat(run.lines().getFirst()).startsWith("device: ");
        assertThat(run.lines().subList(1, 7)).containsExactlyElementsOf(REPORT);
    }
}
