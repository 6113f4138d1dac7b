package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.memory.NativeMemory;
import org.junit.jupiter.api.Test;

/**
 * Managed views dropped in a loop are freed while the loop runs, even when their Java objects are far too few to make
 * the GC run: the GC sees a view's few bytes, not its block.
 */
class ManagedViewsUnderMemoryPressureTest {
    private static final long MIB = 1 << 20;

    @Test
    void droppedManagedBlocksDoNotPileUpBetweenCollections() throws Exception {
        assumeTrue(Files.exists(Path.of("/proc/self/status")), "peak memory is read from Linux's /proc/self/status");
        String classpath = location(ManagedViewsUnderMemoryPressureTest.class) + File.pathSeparator
                + location(MemoryView.class) + File.pathSeparator + System.getProperty("java.class.path");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-Xmx32m", "--enable-native-access=ALL-UNNAMED", "-cp",
                classpath, DropsLargeManagedViews.class.getName()).redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(printed).isZero();
        long peakMib = Long.parseLong(printed.strip()) / 1024;
        // 1 000 MiB were written in all; without collections they were all still held at the end
        assertThat(peakMib).as("peak resident MiB").isLessThan(400);
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** Runs under -Xmx32m: drops 1 000 managed views of 1 MiB each, every page written, and prints the peak RSS in KiB. */
    static final class DropsLargeManagedViews {
        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 1000; i++) {
                long address = NativeMemory.calloc(MIB);
                for (long page = 0; page < MIB; page += 4096) {
                    NativeMemory.EVERYTHING.set(ValueLayout.JAVA_BYTE, address + page, (byte) 1);
                }
                MemoryViewTest.Pair.managed(Abi.nativeAbi(), address, MIB).a(i);
            }
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    System.out.println(line.replaceAll("\\D", ""));
                }
            }
        }
    }
}
