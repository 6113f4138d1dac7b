package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program that uses structs over heap memory, mapped files or arenas only never needs native access: {@link HeapOnlyProgram} runs in a JVM
 * started with {@code --illegal-native-access=deny}, where any restricted FFM method (such as the {@code reinterpret}
 * that makes the address-space segment) throws, and prints no warning.
 */
class HeapOnlyTest {

    @Test
    void heapMappedAndArenaViewsRunWithNativeAccessDenied(@TempDir Path dir) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "--illegal-native-access=deny", "-cp",
                System.getProperty("java.class.path"), HeapOnlyProgram.class.getName(),
                dir.resolve("records.bin").toString()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("exit status; standard error:\n%s", err).isZero();
        assertThat(err).as("standard error").isEmpty();
        assertThat(out.lines()).containsExactly(
                "particle 7 2.0 -5 0.5 0.25 9",
                "heap address 0 size " + bytesOfParticle() + " prints true",
                "array 42 true",
                "network 4",
                "std140 2.5 true",
                "mapped 5 arena 6");
    }

    private static long bytesOfParticle() {
        return org.abistruct.it.structs.Particle.layout(org.abistruct.it.structs.Particle.DEFAULT_ABI).byteSize();
    }
}
