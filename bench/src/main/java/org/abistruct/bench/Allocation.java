package org.abistruct.bench;

import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Target 2 (and 4): allocate a 24-byte struct, write and read one member, free it.
 * <ul>
 * <li>{@code malloc_lwjgl}: {@code LwjglViewport.malloc()} ({@code nmemAllocChecked}, LWJGL's default
 * allocator) and {@code free()} ({@code nmemFree}).</li>
 * <li>{@code malloc_abistruct}: {@code Viewport.malloc()} and {@code free()} (a block from the calling thread's
 * stack of free small blocks, see {@code SmallBlocks}).</li>
 * <li>{@code malloc_abistructUserAbi}: {@code Viewport.malloc(abi)} with a {@code CAbi} built at run time.</li>
 * <li>{@code mallocTwoThreads_*} (no target): {@code malloc_*} on two threads at once.</li>
 * <li>{@code stack_*} (no target, for reference): the thread-local stack of each library, one frame per op.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class Allocation {

    @State(Scope.Thread)
    public static class Values {
        public float f = 1.5f;

        @Setup(Level.Trial)
        public void setUp() {
            SameLayout.viewport(Viewport.DEFAULT_ABI);
        }
    }

    @State(Scope.Thread)
    public static class UserAbi {
        @Param("user-c")
        public String abiId;
        public Abi abi;

        @Setup(Level.Trial)
        public void setUp() {
            abi = SameLayout.userAbi(abiId);
            SameLayout.viewport(abi);
        }
    }

    @Benchmark
    public float malloc_lwjgl(Values v) {
        LwjglViewport s = LwjglViewport.malloc();
        s.x(v.f);
        float r = s.x();
        s.free();
        return r;
    }

    @Benchmark
    public float malloc_abistruct(Values v) {
        Viewport s = Viewport.malloc();
        s.x(v.f);
        float r = s.x();
        s.free();
        return r;
    }

    @Benchmark
    public float malloc_abistructUserAbi(UserAbi u, Values v) {
        Viewport s = Viewport.malloc(u.abi);
        s.x(v.f);
        float r = s.x();
        s.free();
        return r;
    }

    /** The same pair on two threads at once (no target): allocators with shared state slow down here. */
    @Benchmark
    @Threads(2)
    public float mallocTwoThreads_lwjgl(Values v) {
        return malloc_lwjgl(v);
    }

    @Benchmark
    @Threads(2)
    public float mallocTwoThreads_abistruct(Values v) {
        return malloc_abistruct(v);
    }

    @Benchmark
    public float stack_lwjgl(Values v) {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            LwjglViewport s = LwjglViewport.malloc(stack);
            s.x(v.f);
            return s.x();
        }
    }

    @Benchmark
    public float stack_abistruct(Values v) {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            Viewport s = Viewport.malloc(frame);
            s.x(v.f);
            return s.x();
        }
    }
}
