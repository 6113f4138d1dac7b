package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.abistruct.it.structs.Particle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program that uses structs over heap memory, mapped files or arenas only never needs native access:
 * {@link HeapOnlyProgram} runs in a JVM started with {@code --illegal-native-access=deny}, where any restricted FFM
 * method (such as the {@code reinterpret} that makes the address-space segment) throws, and prints no warning.
 */
class HeapOnlyTest {

    @Test
    void heapMappedAndArenaViewsRunWithNativeAccessDenied(@TempDir Path dir) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(java.toString(), "--illegal-native-access=deny", "-cp",
                System.getProperty("java.class.path"), HeapOnlyProgram.class.getName(),
                dir.resolve("records.bin").toString()).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("HeapOnlyProgram did not finish in 2 minutes; it printed:\n" + out);
        }
        String errors = Files.readString(err);
        assertThat(p.exitValue()).as("exit status; standard error:\n%s", errors).isZero();
        // the JDK's notice about restricted methods starts with WARNING:; nothing else of ours goes to stderr
        assertThat(errors).as("standard error").doesNotContain("WARNING");
        assertThat(out.lines()).containsExactly(
                "particle 7 2.0 -5 0.5 0.25 9",
                "heap address 0 size " + bytesOfParticle() + " prints true",
                "array 42 49 true",
                "network 4",
                "std140 2.5 true",
                "mapped 5 arena 6");
    }

    private static long bytesOfParticle() {
        return Particle.layout(Particle.DEFAULT_ABI).byteSize();
    }
}
