package org.abistruct.bench.thesis.abistruct;

import org.abistruct.abi.Abi;
import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The thesis's nine workloads (section 3.4) with AbiStruct, heap variant; every struct is released with
 * {@code free()} before the invocation returns. Benchmark 1 allocates zeroed memory ({@code calloc(abi)}), as the
 * issue asks of it. Benchmark 2 and its reference allocate with {@code malloc(abi)}, uninitialised like LWJGL's
 * {@code memAlloc}: the body writes every member it reads, so zeroing would be work the peer does not do. The ABI
 * is a parameter so that the benchmarks can compare a built-in ABI with a user-built one.
 */
public final class AbiStructWorkloads {
    private AbiStructWorkloads() {
    }

    /** Experiment 1, benchmark 1: allocate SmallTestStruct1..10. */
    public static void e1Allocate(Abi abi, Blackhole bh) {
        SmallTestStruct1 s1 = SmallTestStruct1.calloc(abi);
        SmallTestStruct2 s2 = SmallTestStruct2.calloc(abi);
        SmallTestStruct3 s3 = SmallTestStruct3.calloc(abi);
        SmallTestStruct4 s4 = SmallTestStruct4.calloc(abi);
        SmallTestStruct5 s5 = SmallTestStruct5.calloc(abi);
        SmallTestStruct6 s6 = SmallTestStruct6.calloc(abi);
        SmallTestStruct7 s7 = SmallTestStruct7.calloc(abi);
        SmallTestStruct8 s8 = SmallTestStruct8.calloc(abi);
        SmallTestStruct9 s9 = SmallTestStruct9.calloc(abi);
        SmallTestStruct10 s10 = SmallTestStruct10.calloc(abi);
        bh.consume(s1);
        bh.consume(s2);
        bh.consume(s3);
        bh.consume(s4);
        bh.consume(s5);
        bh.consume(s6);
        bh.consume(s7);
        bh.consume(s8);
        bh.consume(s9);
        bh.consume(s10);
        s1.free();
        s2.free();
        s3.free();
        s4.free();
        s5.free();
        s6.free();
        s7.free();
        s8.free();
        s9.free();
        s10.free();
    }

    /** Experiment 1, benchmarks 2 and 3 (the thesis's Benchmark3). */
    public static void e1WriteRead(Abi abi, Exp1Values v, Blackhole bh) {
        SmallTestStruct1 s1 = SmallTestStruct1.malloc(abi);
        SmallTestStruct10 s10 = SmallTestStruct10.malloc(abi);
        AbiStructBodies.e1(s1, s10, v);
        s1.free();
        s10.free();
    }

    /** Experiment 1 reference (Benchmark3Baseline): the allocations of {@link #e1WriteRead} alone. */
    public static void e1Reference(Abi abi, Blackhole bh) {
        SmallTestStruct1 s1 = SmallTestStruct1.malloc(abi);
        SmallTestStruct10 s10 = SmallTestStruct10.malloc(abi);
        bh.consume(s1);
        bh.consume(s10);
        s1.free();
        s10.free();
    }

    /** Experiment 2, benchmark 1: allocate MediumTestStruct1..5. */
    public static void e2Allocate(Abi abi, Blackhole bh) {
        MediumTestStruct1 m1 = MediumTestStruct1.calloc(abi);
        MediumTestStruct2 m2 = MediumTestStruct2.calloc(abi);
        MediumTestStruct3 m3 = MediumTestStruct3.calloc(abi);
        MediumTestStruct4 m4 = MediumTestStruct4.calloc(abi);
        MediumTestStruct5 m5 = MediumTestStruct5.calloc(abi);
        bh.consume(m1);
        bh.consume(m2);
        bh.consume(m3);
        bh.consume(m4);
        bh.consume(m5);
        m1.free();
        m2.free();
        m3.free();
        m4.free();
        m5.free();
    }

    /** Experiment 2, benchmarks 2 and 3 (the thesis's Benchmark7). */
    public static void e2WriteRead(Abi abi, Exp2Values v, Blackhole bh) {
        MediumTestStruct1 m = MediumTestStruct1.malloc(abi);
        AbiStructBodies.e2(m, v);
        m.free();
    }

    /** Experiment 2 reference (Benchmark7Baseline). */
    public static void e2Reference(Abi abi, Blackhole bh) {
        MediumTestStruct1 m = MediumTestStruct1.malloc(abi);
        bh.consume(m);
        m.free();
    }

    /** Experiment 3, benchmark 1: allocate LargeTestStruct1..5 (3.58 MB). */
    public static void e3Allocate(Abi abi, Blackhole bh) {
        LargeTestStruct1 l1 = LargeTestStruct1.calloc(abi);
        LargeTestStruct2 l2 = LargeTestStruct2.calloc(abi);
        LargeTestStruct3 l3 = LargeTestStruct3.calloc(abi);
        LargeTestStruct4 l4 = LargeTestStruct4.calloc(abi);
        LargeTestStruct5 l5 = LargeTestStruct5.calloc(abi);
        bh.consume(l1);
        bh.consume(l2);
        bh.consume(l3);
        bh.consume(l4);
        bh.consume(l5);
        l1.free();
        l2.free();
        l3.free();
        l4.free();
        l5.free();
    }

    /** Experiment 3, benchmarks 2 and 3 (the thesis's Benchmark9). */
    public static void e3WriteRead(Abi abi, Exp3Values v, Blackhole bh) {
        LargeTestStruct1 large = LargeTestStruct1.malloc(abi);
        AbiStructBodies.e3(large, v);
        large.free();
    }

    /** Experiment 3 reference (Benchmark9Baseline). */
    public static void e3Reference(Abi abi, Blackhole bh) {
        LargeTestStruct1 large = LargeTestStruct1.malloc(abi);
        bh.consume(large);
        large.free();
    }
}
