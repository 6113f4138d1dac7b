package org.abistruct.bench.thesis.abistruct;

import org.abistruct.abi.Abi;
import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.abistruct.memory.MemoryStack;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The thesis's nine workloads (section 3.4) with AbiStruct, stack variant: each invocation opens one frame of the
 * given {@link MemoryStack}, takes its structs from the generated {@code malloc(frame, abi)} (uninitialised, like
 * LWJGL's {@code memAlloc}) and releases them all by closing the frame. The stack must hold the largest invocation
 * (experiment 3, benchmark 1: 3.58 MB plus alignment).
 */
public final class AbiStructStackWorkloads {
    private AbiStructStackWorkloads() {
    }

    /** Experiment 1, benchmark 1: allocate SmallTestStruct1..10. */
    public static void e1Allocate(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            SmallTestStruct1 s1 = SmallTestStruct1.malloc(frame, abi);
            SmallTestStruct2 s2 = SmallTestStruct2.malloc(frame, abi);
            SmallTestStruct3 s3 = SmallTestStruct3.malloc(frame, abi);
            SmallTestStruct4 s4 = SmallTestStruct4.malloc(frame, abi);
            SmallTestStruct5 s5 = SmallTestStruct5.malloc(frame, abi);
            SmallTestStruct6 s6 = SmallTestStruct6.malloc(frame, abi);
            SmallTestStruct7 s7 = SmallTestStruct7.malloc(frame, abi);
            SmallTestStruct8 s8 = SmallTestStruct8.malloc(frame, abi);
            SmallTestStruct9 s9 = SmallTestStruct9.malloc(frame, abi);
            SmallTestStruct10 s10 = SmallTestStruct10.malloc(frame, abi);
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
        }
    }

    /** Experiment 1, benchmarks 2 and 3 (the thesis's Benchmark3). */
    public static void e1WriteRead(MemoryStack stack, Abi abi, Exp1Values v, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            SmallTestStruct1 s1 = SmallTestStruct1.malloc(frame, abi);
            SmallTestStruct10 s10 = SmallTestStruct10.malloc(frame, abi);
            AbiStructBodies.e1(s1, s10, v);
        }
    }

    /** Experiment 1 reference (Benchmark3Baseline): the allocations of {@link #e1WriteRead} alone. */
    public static void e1Reference(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            SmallTestStruct1 s1 = SmallTestStruct1.malloc(frame, abi);
            SmallTestStruct10 s10 = SmallTestStruct10.malloc(frame, abi);
            bh.consume(s1);
            bh.consume(s10);
        }
    }

    /** Experiment 2, benchmark 1: allocate MediumTestStruct1..5. */
    public static void e2Allocate(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            MediumTestStruct1 m1 = MediumTestStruct1.malloc(frame, abi);
            MediumTestStruct2 m2 = MediumTestStruct2.malloc(frame, abi);
            MediumTestStruct3 m3 = MediumTestStruct3.malloc(frame, abi);
            MediumTestStruct4 m4 = MediumTestStruct4.malloc(frame, abi);
            MediumTestStruct5 m5 = MediumTestStruct5.malloc(frame, abi);
            bh.consume(m1);
            bh.consume(m2);
            bh.consume(m3);
            bh.consume(m4);
            bh.consume(m5);
        }
    }

    /** Experiment 2, benchmarks 2 and 3 (the thesis's Benchmark7). */
    public static void e2WriteRead(MemoryStack stack, Abi abi, Exp2Values v, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            MediumTestStruct1 m = MediumTestStruct1.malloc(frame, abi);
            AbiStructBodies.e2(m, v);
        }
    }

    /** Experiment 2 reference (Benchmark7Baseline). */
    public static void e2Reference(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            MediumTestStruct1 m = MediumTestStruct1.malloc(frame, abi);
            bh.consume(m);
        }
    }

    /** Experiment 3, benchmark 1: allocate LargeTestStruct1..5 (3.58 MB). */
    public static void e3Allocate(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            LargeTestStruct1 l1 = LargeTestStruct1.malloc(frame, abi);
            LargeTestStruct2 l2 = LargeTestStruct2.malloc(frame, abi);
            LargeTestStruct3 l3 = LargeTestStruct3.malloc(frame, abi);
            LargeTestStruct4 l4 = LargeTestStruct4.malloc(frame, abi);
            LargeTestStruct5 l5 = LargeTestStruct5.malloc(frame, abi);
            bh.consume(l1);
            bh.consume(l2);
            bh.consume(l3);
            bh.consume(l4);
            bh.consume(l5);
        }
    }

    /** Experiment 3, benchmarks 2 and 3 (the thesis's Benchmark9). */
    public static void e3WriteRead(MemoryStack stack, Abi abi, Exp3Values v, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            LargeTestStruct1 large = LargeTestStruct1.malloc(frame, abi);
            AbiStructBodies.e3(large, v);
        }
    }

    /** Experiment 3 reference (Benchmark9Baseline). */
    public static void e3Reference(MemoryStack stack, Abi abi, Blackhole bh) {
        try (MemoryStack.Frame frame = stack.pushFrame()) {
            LargeTestStruct1 large = LargeTestStruct1.malloc(frame, abi);
            bh.consume(large);
        }
    }
}
