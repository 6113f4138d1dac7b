package org.abistruct.bench.diag;

import java.lang.foreign.Arena;
import java.util.concurrent.TimeUnit;
import org.abistruct.bench.FieldAccess;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.structs.Body;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Diagnosis, not a target: where a struct sits in its page changes {@code FieldAccess}'s timings. Both libraries'
 * views are put over the same bytes, {@code offset} bytes into a page-aligned block, and write then read one member
 * as {@code FieldAccess} does. Every compiled loop polls for safepoints by reading the first 4 bytes of the polling
 * page; a store to the same bytes of another page delays that read (4K aliasing). So the {@code int} at offset 0
 * should be slow at {@code offset} 0 only, and the {@code long} at offset 8 at {@code offset} 4088 only (the next
 * page's start), for both libraries alike. {@code SmallBlocks.firstBlockOffset} keeps AbiStruct's blocks off a page's
 * start for this reason. Not run by {@code run.sh}; run with {@code java -jar benchmarks.jar diag.PagePlacement}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@State(Scope.Thread)
public class PagePlacement {
    private static final long PAGE = 4096;

    @Param({"0", "4", "2048", "4088"})
    public long offset;

    private Arena arena;
    private LwjglBody lwjgl;
    private Body abistruct;

    @Setup(Level.Trial)
    public void setUp() {
        arena = Arena.ofConfined();
        long address = arena.allocate(2 * PAGE, PAGE).address() + offset;
        lwjgl = LwjglBody.create(address);
        abistruct = Body.wrap(address);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        arena.close();
    }

    @Benchmark
    public int int_lwjgl(FieldAccess.Values v) {
        lwjgl.id(v.i);
        return lwjgl.id();
    }

    @Benchmark
    public int int_abistruct(FieldAccess.Values v) {
        abistruct.id(v.i);
        return abistruct.id();
    }

    @Benchmark
    public long long_lwjgl(FieldAccess.Values v) {
        lwjgl.tag(v.l);
        return lwjgl.tag();
    }

    @Benchmark
    public long long_abistruct(FieldAccess.Values v) {
        abistruct.tag(v.l);
        return abistruct.tag();
    }
}
