package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The GPU programs take no arguments, and, as docs/examples.md says of every example, one they cannot use ends them
 * with status 2 and their usage before they touch a device: a driver is picked through the environment, not on the
 * command line. Needs no driver.
 */
class GpuExamplesUsageTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "VulkanParticles | usage: VulkanParticles   (no arguments; VK_DRIVER_FILES picks the Vulkan driver)",
        "OpenClParticles | usage: OpenClParticles   (no arguments; OCL_ICD_VENDORS picks the OpenCL driver)"})
    void anArgumentIsAUsageError(String example, String usage, @TempDir Path dir) throws Exception {
        Class<?> main = Class.forName("org.abistruct.examples." + example);
        ExampleProcess.Result run = ExampleProcess.runOnGpu(dir, Map.of(), main, "1000");

        assertThat(run.status()).as("exit status; stdout:%n%s%nstderr:%n%s", run.out(), run.err()).isEqualTo(2);
        assertThat(run.out()).as("nothing printed: no device was looked for").isEmpty();
        assertThat(run.err().lines()).containsExactly(usage);
    }
}
