package org.abistruct.bench.experiments;

import java.lang.foreign.Arena;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.system.libc.LibCStdlib;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The allocator study of the thesis's section 5.3.1 (Code 15): allocate and release {@code size} bytes. The
 * peers are the C library through LWJGL ({@code malloc}, {@code malloc} + zeroing, {@code calloc}, as the thesis
 * called them), an FFM confined {@code Arena} and {@code ByteBuffer.allocateDirect} (what LUtils used; released
 * by the GC only). AbiStruct's rows are its critical-downcall {@code malloc}/{@code calloc} and its thread stack.
 * {@code bin/abistruct bench} passes the thesis's 175 sizes (or a subset); the default here is a few of them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(value = 1, jvmArgs = {"--enable-native-access=ALL-UNNAMED", "-Xmx8g", "-Dabistruct.stackSize=1048576"})
@State(Scope.Thread)
public class AllocatorStudy {

    @Param({"36", "1012", "11512", "108170", "515724"})
    public int size;

    @Benchmark
    public void malloc(Blackhole bh) {
        long address = LibCStdlib.nmalloc(size);
        bh.consume(address);
        LibCStdlib.nfree(address);
    }

    @Benchmark
    public void mallocZeroed(Blackhole bh) {
        long address = LibCStdlib.nmalloc(size);
        MemoryUtil.memSet(address, 0, size);
        bh.consume(address);
        LibCStdlib.nfree(address);
    }

    @Benchmark
    public void calloc(Blackhole bh) {
        long address = LibCStdlib.ncalloc(1, size);
        bh.consume(address);
        LibCStdlib.nfree(address);
    }

    @Benchmark
    public void ffmArena(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(size));
        }
    }

    @Benchmark
    public void allocateDirect(Blackhole bh) {
        bh.consume(ByteBuffer.allocateDirect(size));
    }

    @Benchmark
    public void abistructMalloc(Blackhole bh) {
        long address = NativeMemory.malloc(size);
        bh.consume(address);
        NativeMemory.free(address);
    }

    @Benchmark
    public void abistructCalloc(Blackhole bh) {
        long address = NativeMemory.calloc(size);
        bh.consume(address);
        NativeMemory.free(address);
    }

    /** Uninitialised, like {@code malloc}: a frame push, a pointer bump and a pop. */
    @Benchmark
    public void abistructStack(Blackhole bh) {
        try (var frame = MemoryStack.push()) {
            bh.consume(frame.allocate(size, 16));
        }
    }
}
