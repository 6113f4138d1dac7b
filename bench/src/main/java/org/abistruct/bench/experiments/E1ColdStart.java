package org.abistruct.bench.experiments;

import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.ThesisStructs;
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
 * Experiment 1, benchmark 3 (the thesis's Benchmark4): the body of {@link E1WriteRead} in fresh JVMs, single shot.
 * Iteration 1 is the cold first invocation (class loading, layout, first native calls); iteration 2, the second
 * invocation, is its reference. The AbiStruct rows obtain their ABI inside the measured call, so that its look-up
 * or construction is part of the cold start.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 2)
@Fork(value = 30, jvmArgs = {"--enable-native-access=ALL-UNNAMED", "-Xmx8g"})
public class E1ColdStart {

    @Benchmark
    public void abistruct(Exp1Values v, Blackhole bh) {
        AbiStructWorkloads.e1WriteRead(Abi.of(ThesisStructs.ABI), v, bh);
    }

    @Benchmark
    public void abistructRuntimeAbi(Exp1Values v, Blackhole bh) {
        AbiStructWorkloads.e1WriteRead(AbiStructState.userBuilt(), v, bh);
    }

    @Benchmark
    public void abistructStack(Exp1Values v, Blackhole bh) {
        AbiStructStackWorkloads.e1WriteRead(MemoryStack.get(), Abi.of(ThesisStructs.ABI), v, bh);
    }

    @Benchmark
    public void lwjgl(Exp1Values v, Blackhole bh) {
        LwjglWorkloads.e1WriteRead(v, bh);
    }

    @Benchmark
    public void ffm(Exp1Values v, Blackhole bh) {
        FfmWorkloads.e1WriteRead(v, bh);
    }

    @Benchmark
    public void jna(Exp1Values v, Blackhole bh) {
        JnaWorkloads.e1WriteRead(v, bh);
    }
}
