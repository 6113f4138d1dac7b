package org.abistruct.bench;

import java.util.concurrent.TimeUnit;
import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Target 5: the first struct write in a fresh JVM, single shot, many forks. Each fork calls one method
 * once, so the time includes loading and initialising the library's classes (for LWJGL: its natives, its
 * memory backend and the JDK's {@code sun.misc.Unsafe} warning; for AbiStruct: the FFM address-space
 * segment, the layout computation and, for {@code malloc}, starting to bind the C library's malloc/free on a
 * daemon thread while the first blocks come from an early heap).
 * <ul>
 * <li>{@code firstMalloc_*}: {@code malloc()}, write and read one member, {@code free()}.</li>
 * <li>{@code firstStack_*} (no target, for reference): the same on each library's thread-local stack.</li>
 * </ul>
 * JMH's own harness has run in the fork before the shot; {@code run.sh} also times whole processes
 * ({@link FirstWrite}).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 30, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class Startup {

    @Benchmark
    public float firstMalloc_lwjgl() {
        LwjglViewport s = LwjglViewport.malloc();
        s.x(1.5f);
        float r = s.x();
        s.free();
        return r;
    }

    @Benchmark
    public float firstMalloc_abistruct() {
        Viewport s = Viewport.malloc();
        s.x(1.5f);
        float r = s.x();
        s.free();
        return r;
    }

    @Benchmark
    public float firstStack_lwjgl() {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            LwjglViewport s = LwjglViewport.malloc(stack);
            s.x(1.5f);
            return s.x();
        }
    }

    @Benchmark
    public float firstStack_abistruct() {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            Viewport s = Viewport.malloc(frame);
            s.x(1.5f);
            return s.x();
        }
    }
}
