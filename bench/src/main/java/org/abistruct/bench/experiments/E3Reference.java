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
 * Experiment 3, reference of benchmark 2 (the thesis's Benchmark9Baseline): allocate only LargeTestStruct1,
 * consume, free.
 *
 * <p>Rows: {@code abistruct} (ABI x86_64-msvc, the thesis's layout), {@code abistructRuntimeAbi} (the same rules
 * in an ABI built at run time), {@code abistructStack} (AbiStruct's thread stack), {@code lwjgl}, {@code ffm},
 * {@code jna}. The iteration counts here are defaults; {@code bin/abistruct bench} sets its profile's.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 10)
@Fork(value = 2, jvmArgs = {"--enable-native-access=ALL-UNNAMED", "-Xmx8g", "-Dabistruct.stackSize=4194304"})
public class E3Reference {

    @Benchmark
    public void abistruct(AbiStructState s, Blackhole bh) {
        AbiStructWorkloads.e3Reference(s.builtIn, bh);
    }

    @Benchmark
    public void abistructRuntimeAbi(AbiStructState s, Blackhole bh) {
        AbiStructWorkloads.e3Reference(s.runtime, bh);
    }

    @Benchmark
    public void abistructStack(AbiStructState s, Blackhole bh) {
        AbiStructStackWorkloads.e3Reference(MemoryStack.get(), s.builtIn, bh);
    }

    @Benchmark
    public void lwjgl(Blackhole bh) {
        LwjglWorkloads.e3Reference(bh);
    }

    @Benchmark
    public void ffm(Blackhole bh) {
        FfmWorkloads.e3Reference(bh);
    }

    @Benchmark
    public void jna(Blackhole bh) {
        JnaWorkloads.e3Reference(bh);
    }
}
