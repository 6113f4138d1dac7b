package org.abistruct.bench.experiments;

import java.util.concurrent.TimeUnit;
import org.abistruct.bench.thesis.abistruct.AbiStructStackWorkloads;
import org.abistruct.bench.thesis.abistruct.AbiStructWorkloads;
import org.abistruct.bench.thesis.ffm.FfmWorkloads;
import org.abistruct.bench.thesis.jna.JnaWorkloads;
import org.abistruct.bench.thesis.lwjgl.LwjglWorkloads;
import org.abistruct.memory.MemoryStack;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Experiment 1, benchmark 1 (the thesis's Benchmark2): allocate 10 small structs (SmallTestStruct1..10, 256 B),
 * consume each, free them.
 *
 * <p>Rows: {@code abistruct} (ABI x86_64-msvc, the thesis's layout), {@code abistructRuntimeAbi} (the same rules
 * in an ABI built at run time), {@code abistructStack} (AbiStruct's thread stack), {@code lwjgl}, {@code ffm},
 * {@code jna}. The iteration counts here are defaults; {@code bin/abistruct bench} sets its profile's.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 10)
@Fork(value = 2, jvmArgs = {"--enable-native-access=ALL-UNNAMED", "-Xmx8g"})
public class E1Allocate {

    @Benchmark
    public void abistruct(AbiStructState s, Blackhole bh) {
        AbiStructWorkloads.e1Allocate(s.builtIn, bh);
    }

    @Benchmark
    public void abistructRuntimeAbi(AbiStructState s, Blackhole bh) {
        AbiStructWorkloads.e1Allocate(s.runtime, bh);
    }

    @Benchmark
    public void abistructStack(AbiStructState s, Blackhole bh) {
        AbiStructStackWorkloads.e1Allocate(MemoryStack.get(), s.builtIn, bh);
    }

    @Benchmark
    public void lwjgl(Blackhole bh) {
        LwjglWorkloads.e1Allocate(bh);
    }

    @Benchmark
    public void ffm(Blackhole bh) {
        FfmWorkloads.e1Allocate(bh);
    }

    @Benchmark
    public void jna(Blackhole bh) {
        JnaWorkloads.e1Allocate(bh);
    }
}
