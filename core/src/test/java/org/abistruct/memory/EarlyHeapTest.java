package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class EarlyHeapTest {

    @Test
    void containsOnlyTheHeapsOwnBytes() {
        assertThat(EarlyHeap.END - EarlyHeap.START).isEqualTo(EarlyHeap.CAPACITY);
        assertThat(EarlyHeap.contains(EarlyHeap.START)).isTrue();
        assertThat(EarlyHeap.contains(EarlyHeap.END - 1)).isTrue();
        assertThat(EarlyHeap.contains(EarlyHeap.END)).isFalse();
        assertThat(EarlyHeap.contains(EarlyHeap.START - 1)).isFalse();
        assertThat(EarlyHeap.contains(0)).isFalse();
    }

    /** In a fresh JVM, where the order of events is known: see {@link FirstMallocs}. */
    @Test
    void aFreshJvmsFirstMallocsAreEarlyAndLaterOnesSmallBlocks() throws Exception {
        // the C library is bound on a thread of its own: on a busy machine it can finish before the reuse checks,
        // which then test nothing early; such a run is repeated
        String printed = null;
        for (int run = 0; run < 5 && (printed == null || printed.contains("bound before the reuse checks: true")); run++) {
            printed = runFirstMallocs();
        }
        assertThat(printed.lines()).containsExactly(
                "first malloc early: true",
                "written and read back: 42",
                "freed block handed out again: true",
                "calloc of reused bytes is zero: true",
                "over-aligned malloc early and aligned: true",
                "bound before the reuse checks: false",
                "after binding, early: false",
                "after binding, a small block: true");
    }

    private static String runFirstMallocs() throws Exception {
        String classpath = location(EarlyHeapTest.class) + File.pathSeparator + location(EarlyHeap.class);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED", "-cp", classpath,
                FirstMallocs.class.getName()).redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        // glibc aborts (exit 134) if an early block ever reaches its free
        assertThat(process.exitValue()).as(printed).isZero();
        return printed;
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** Runs in a fresh JVM: the first {@code malloc} there starts the binding, which takes milliseconds. */
    static final class FirstMallocs {
        public static void main(String[] args) throws InterruptedException {
            // ignored, so it must not bind the C library: the malloc below must still be early
            NativeMemory.free(0);
            long first = NativeMemory.malloc(24);
            System.out.println("first malloc early: " + EarlyHeap.contains(first));
            NativeMemory.EVERYTHING.set(ValueLayout.JAVA_INT, first, 42);
            System.out.println("written and read back: "
                    + NativeMemory.EVERYTHING.get(ValueLayout.JAVA_INT, first));
            NativeMemory.EVERYTHING.asSlice(first, 24).fill((byte) 0x5A);
            NativeMemory.free(first);
            long kept = NativeMemory.calloc(24);
            System.out.println("freed block handed out again: " + (kept == first));
            boolean zero = true;
            for (int i = 0; i < 24; i++) {
                zero &= NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, kept + i) == 0;
            }
            System.out.println("calloc of reused bytes is zero: " + zero);
            long aligned = NativeMemory.malloc(40, 64);
            System.out.println("over-aligned malloc early and aligned: "
                    + (EarlyHeap.contains(aligned) && aligned % 64 == 0));
            System.out.println("bound before the reuse checks: " + EarlyHeap.libcBound);
            long newest = NativeMemory.malloc(16);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!EarlyHeap.libcBound && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            long later = NativeMemory.malloc(24);
            System.out.println("after binding, early: " + EarlyHeap.contains(later));
            System.out.println("after binding, a small block: " + SmallBlocks.contains(later));
            NativeMemory.free(later);
            // an older early block, then the newest: neither may reach the C library's free
            NativeMemory.free(kept);
            NativeMemory.free(aligned);
            NativeMemory.free(newest);
        }
    }
}
