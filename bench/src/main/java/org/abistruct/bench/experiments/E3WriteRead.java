package org.abistruct.bench.experiments;

import java.util.concurrent.TimeUnit;
import org.abistruct.bench.thesis.Exp3Values;
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
 * Experiment 3, benchmark 2 (the thesis's Benchmark9): allocate LargeTestStruct1, write every member the thesis
 * writes with the seeded values, read each back and compare, free.
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
public class E3WriteRead {

    @Benchmark
    public void abistruct(AbiStructState s, Exp3Values v, Blackhole bh) {
        AbiStructWorkloads.e3WriteRead(s.builtIn, v, bh);
    }

    @Benchmark
    public void abistructRuntimeAbi(AbiStructState s, Exp3Values v, Blackhole bh) {
        AbiStructWorkloads.e3WriteRead(s.runtime, v, bh);
    }

    @Benchmark
    public void abistructStack(AbiStructState s, Exp3Values v, Blackhole bh) {
        AbiStructStackWorkloads.e3WriteRead(MemoryStack.get(), s.builtIn, v, bh);
    }

    @Benchmark
    public void lwjgl(Exp3Values v, Blackhole bh) {
        LwjglWorkloads.e3WriteRead(v, bh);
    }

    @Benchmark
    public void ffm(Exp3Values v, Blackhole bh) {
        FfmWorkloads.e3WriteRead(v, bh);
    }

    @Benchmark
    public void jna(Exp3Values v, Blackhole bh) {
        JnaWorkloads.e3WriteRead(v, bh);
    }
}
