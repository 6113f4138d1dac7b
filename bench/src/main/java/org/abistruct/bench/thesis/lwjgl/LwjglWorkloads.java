package org.abistruct.bench.thesis.lwjgl;

import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.abistruct.bench.thesis.Expect;
import org.openjdk.jmh.infra.Blackhole;

import static org.lwjgl.system.MemoryUtil.memAlloc;

/**
 * The LWJGL 3.4.3 bodies of the thesis's three experiments. They follow the thesis's LWJGL benchmarks
 * ({@code Benchmark2}, {@code 3}, {@code 3Baseline}, {@code 5}, {@code 7}, {@code 7Baseline}, {@code 6}, {@code 9},
 * {@code 9Baseline}): the same writes and reads in the same order, nested members reached through the generated
 * nested-struct getters on every access, struct-array elements through the indexed element views, and the 20-byte
 * array of {@code MediumTestStruct1} written and read one element at a time. The experiment-2 body is written out
 * again inside the experiment-3 loops, as in the thesis, so that inlining decisions do not differ from the original.
 *
 * <p>Allocation is the thesis's (and the issue's) {@code memAlloc}/{@code memFree} idiom: the struct wraps the
 * {@code ByteBuffer} that {@code MemoryUtil.memAlloc} returns (not zeroed) and {@code free()} releases that same
 * block ({@code nmemFree} of its address, what {@code memFree(buffer)} does). The thesis's helper also returned the
 * buffer and the struct in a {@code BiResult}; that extra object is left out. LWJGL's leaner generated
 * {@code X.malloc()}, which makes no {@code ByteBuffer}, is the peer of the runtime benchmarks in
 * {@code docs/performance.md}.
 *
 * <p>Read-backs use {@link Expect#equal}, which compares primitives; the thesis boxed both sides.
 */
public final class LwjglWorkloads {
    private LwjglWorkloads() {
    }

    // ---------- Experiment 1 ----------

    /** Experiment 1, benchmark 1 (thesis {@code Benchmark2}). */
    public static void e1Allocate(Blackhole bh) {
        SmallTestStruct1 s1 = new SmallTestStruct1(memAlloc(SmallTestStruct1.SIZEOF));
        SmallTestStruct2 s2 = new SmallTestStruct2(memAlloc(SmallTestStruct2.SIZEOF));
        SmallTestStruct3 s3 = new SmallTestStruct3(memAlloc(SmallTestStruct3.SIZEOF));
        SmallTestStruct4 s4 = new SmallTestStruct4(memAlloc(SmallTestStruct4.SIZEOF));
        SmallTestStruct5 s5 = new SmallTestStruct5(memAlloc(SmallTestStruct5.SIZEOF));
        SmallTestStruct6 s6 = new SmallTestStruct6(memAlloc(SmallTestStruct6.SIZEOF));
        SmallTestStruct7 s7 = new SmallTestStruct7(memAlloc(SmallTestStruct7.SIZEOF));
        SmallTestStruct8 s8 = new SmallTestStruct8(memAlloc(SmallTestStruct8.SIZEOF));
        SmallTestStruct9 s9 = new SmallTestStruct9(memAlloc(SmallTestStruct9.SIZEOF));
        SmallTestStruct10 s10 = new SmallTestStruct10(memAlloc(SmallTestStruct10.SIZEOF));
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

    /** Experiment 1, benchmarks 2 and 3 (thesis {@code Benchmark3}/{@code Benchmark4}): 13 writes, 13 reads. */
    public static void e1WriteRead(Exp1Values v, Blackhole bh) {
        int[] ints = v.ints;
        long[] longs = v.longs;
        float[] floats = v.floats;

        SmallTestStruct1 struct1 = new SmallTestStruct1(memAlloc(SmallTestStruct1.SIZEOF));
        struct1.aInt(ints[0]);
        struct1.aFloat(floats[0]);
        struct1.aIntVec4(0, ints[1]);
        struct1.aIntVec4(1, ints[2]);
        struct1.aIntVec4(2, ints[3]);
        struct1.aIntVec4(3, ints[4]);

        SmallTestStruct10 struct2 = new SmallTestStruct10(memAlloc(SmallTestStruct10.SIZEOF));
        struct2.aSmallTestStruct3().aLong(longs[0]);
        struct2.aSmallTestStruct3().aSecondLong(longs[1]);
        struct2.aSmallTestStruct3().aThirdLong(longs[2]);
        struct2.aSmallTestStruct7().aInt(ints[5]);
        struct2.aSmallTestStruct7().aSecondInt(ints[6]);
        struct2.aSmallTestStruct7().aThirdInt(ints[7]);
        struct2.aSmallTestStruct7().aPointer(longs[3]);

        Expect.equal(ints[0], struct1.aInt());
        Expect.equal(floats[0], struct1.aFloat());
        Expect.equal(ints[1], struct1.aIntVec4(0));
        Expect.equal(ints[2], struct1.aIntVec4(1));
        Expect.equal(ints[3], struct1.aIntVec4(2));
        Expect.equal(ints[4], struct1.aIntVec4(3));

        Expect.equal(longs[0], struct2.aSmallTestStruct3().aLong());
        Expect.equal(longs[1], struct2.aSmallTestStruct3().aSecondLong());
        Expect.equal(longs[2], struct2.aSmallTestStruct3().aThirdLong());
        Expect.equal(ints[5], struct2.aSmallTestStruct7().aInt());
        Expect.equal(ints[6], struct2.aSmallTestStruct7().aSecondInt());
        Expect.equal(ints[7], struct2.aSmallTestStruct7().aThirdInt());
        Expect.equal(longs[3], struct2.aSmallTestStruct7().aPointer());

        struct1.free();
        struct2.free();
    }

    /** Experiment 1 reference (thesis {@code Benchmark3Baseline}). */
    public static void e1Reference(Blackhole bh) {
        SmallTestStruct1 struct1 = new SmallTestStruct1(memAlloc(SmallTestStruct1.SIZEOF));
        SmallTestStruct10 struct2 = new SmallTestStruct10(memAlloc(SmallTestStruct10.SIZEOF));
        bh.consume(struct1);
        bh.consume(struct2);
        struct1.free();
        struct2.free();
    }

    // ---------- Experiment 2 ----------

    /** Experiment 2, benchmark 1 (thesis {@code Benchmark5}). */
    public static void e2Allocate(Blackhole bh) {
        MediumTestStruct1 m1 = new MediumTestStruct1(memAlloc(MediumTestStruct1.SIZEOF));
        MediumTestStruct2 m2 = new MediumTestStruct2(memAlloc(MediumTestStruct2.SIZEOF));
        MediumTestStruct3 m3 = new MediumTestStruct3(memAlloc(MediumTestStruct3.SIZEOF));
        MediumTestStruct4 m4 = new MediumTestStruct4(memAlloc(MediumTestStruct4.SIZEOF));
        MediumTestStruct5 m5 = new MediumTestStruct5(memAlloc(MediumTestStruct5.SIZEOF));
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

    /** Experiment 2, benchmarks 2 and 3 (thesis {@code Benchmark7}/{@code Benchmark8}): 37 writes, 37 reads. */
    public static void e2WriteRead(Exp2Values v, Blackhole bh) {
        byte[] bytes = v.bytes;
        short[] shorts = v.shorts;
        int[] ints = v.ints;
        long[] longs = v.longs;
        float[] floats = v.floats;
        byte[] byteArray = v.byteArray;

        MediumTestStruct1 struct1 = new MediumTestStruct1(memAlloc(MediumTestStruct1.SIZEOF));

        struct1.aLong(longs[0]);
        struct1.aSecondLong(longs[1]);
        struct1.aThirdLong(longs[2]);
        struct1.aInt4(0, ints[0]);
        struct1.aInt4(1, ints[1]);
        struct1.aInt4(2, ints[2]);
        struct1.aInt4(3, ints[3]);
        struct1.aShort(shorts[0]);
        struct1.aSubStruct().aInt(ints[4]);
        struct1.aSubStruct().aFloat(floats[0]);
        struct1.aSubStruct().aIntVec4(0, ints[5]);
        struct1.aSubStruct().aIntVec4(1, ints[6]);
        struct1.aSubStruct().aIntVec4(2, ints[7]);
        struct1.aSubStruct().aIntVec4(3, ints[8]);
        struct1.aSecondSubStruct().aInt(ints[9]);
        struct1.aSecondSubStruct().aLong(longs[3]);
        struct1.aSecondSubStruct().aByte(bytes[0]);
        for (int i = 0; i < 20; i++) {
            struct1.aByteArray(i, byteArray[i]);
        }

        Expect.equal(longs[0], struct1.aLong());
        Expect.equal(longs[1], struct1.aSecondLong());
        Expect.equal(longs[2], struct1.aThirdLong());
        Expect.equal(ints[0], struct1.aInt4(0));
        Expect.equal(ints[1], struct1.aInt4(1));
        Expect.equal(ints[2], struct1.aInt4(2));
        Expect.equal(ints[3], struct1.aInt4(3));
        Expect.equal(shorts[0], struct1.aShort());
        Expect.equal(ints[4], struct1.aSubStruct().aInt());
        Expect.equal(floats[0], struct1.aSubStruct().aFloat());
        Expect.equal(ints[5], struct1.aSubStruct().aIntVec4(0));
        Expect.equal(ints[6], struct1.aSubStruct().aIntVec4(1));
        Expect.equal(ints[7], struct1.aSubStruct().aIntVec4(2));
        Expect.equal(ints[8], struct1.aSubStruct().aIntVec4(3));
        Expect.equal(ints[9], struct1.aSecondSubStruct().aInt());
        Expect.equal(longs[3], struct1.aSecondSubStruct().aLong());
        Expect.equal(bytes[0], struct1.aSecondSubStruct().aByte());
        for (int i = 0; i < 20; i++) {
            Expect.equal(byteArray[i], struct1.aByteArray(i));
        }

        struct1.free();
    }

    /** Experiment 2 reference (thesis {@code Benchmark7Baseline}). */
    public static void e2Reference(Blackhole bh) {
        MediumTestStruct1 struct1 = new MediumTestStruct1(memAlloc(MediumTestStruct1.SIZEOF));
        bh.consume(struct1);
        struct1.free();
    }

    // ---------- Experiment 3 ----------

    /** Experiment 3, benchmark 1 (thesis {@code Benchmark6}). */
    public static void e3Allocate(Blackhole bh) {
        LargeTestStruct1 l1 = new LargeTestStruct1(memAlloc(LargeTestStruct1.SIZEOF));
        LargeTestStruct2 l2 = new LargeTestStruct2(memAlloc(LargeTestStruct2.SIZEOF));
        LargeTestStruct3 l3 = new LargeTestStruct3(memAlloc(LargeTestStruct3.SIZEOF));
        LargeTestStruct4 l4 = new LargeTestStruct4(memAlloc(LargeTestStruct4.SIZEOF));
        LargeTestStruct5 l5 = new LargeTestStruct5(memAlloc(LargeTestStruct5.SIZEOF));
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

    /**
     * Experiment 3, benchmarks 2 and 3 (thesis {@code Benchmark9}/{@code Benchmark10}): the experiment-2 writes on
     * all 600 {@code mediumTestStruct1Array} elements, 3 longs on each of 1200 {@code smallTestStruct3Array}
     * elements, 100 000 {@code intArray} elements, then the same three loops reading back.
     */
    public static void e3WriteRead(Exp3Values v, Blackhole bh) {
        LargeTestStruct1 struct1 = new LargeTestStruct1(memAlloc(LargeTestStruct1.SIZEOF));

        for (int i = 0; i < Exp3Values.MEDIUM_COUNT; i++) {
            MediumTestStruct1 struct = struct1.mediumTestStruct1Array(i);
            byte[] bytes = v.bytes[i];
            short[] shorts = v.shorts[i];
            int[] ints = v.ints[i];
            long[] longs = v.longs[i];
            float[] floats = v.floats[i];
            byte[] byteArray = v.byteArray[i];

            struct.aLong(longs[0]);
            struct.aSecondLong(longs[1]);
            struct.aThirdLong(longs[2]);
            struct.aInt4(0, ints[0]);
            struct.aInt4(1, ints[1]);
            struct.aInt4(2, ints[2]);
            struct.aInt4(3, ints[3]);
            struct.aShort(shorts[0]);
            struct.aSubStruct().aInt(ints[4]);
            struct.aSubStruct().aFloat(floats[0]);
            struct.aSubStruct().aIntVec4(0, ints[5]);
            struct.aSubStruct().aIntVec4(1, ints[6]);
            struct.aSubStruct().aIntVec4(2, ints[7]);
            struct.aSubStruct().aIntVec4(3, ints[8]);
            struct.aSecondSubStruct().aInt(ints[9]);
            struct.aSecondSubStruct().aLong(longs[3]);
            struct.aSecondSubStruct().aByte(bytes[0]);
            for (int j = 0; j < 20; j++) {
                struct.aByteArray(j, byteArray[j]);
            }
        }
        for (int i = 0; i < Exp3Values.SMALL_COUNT; i++) {
            SmallTestStruct3 struct = struct1.smallTestStruct3Array(i);
            long[] longs = v.long2[i];
            struct.aLong(longs[0]);
            struct.aSecondLong(longs[1]);
            struct.aThirdLong(longs[2]);
        }
        int[] int2 = v.int2;
        for (int i = 0; i < Exp3Values.INT_COUNT; i++) {
            struct1.intArray(i, int2[i]);
        }

        for (int i = 0; i < Exp3Values.MEDIUM_COUNT; i++) {
            MediumTestStruct1 struct = struct1.mediumTestStruct1Array(i);
            byte[] bytes = v.bytes[i];
            short[] shorts = v.shorts[i];
            int[] ints = v.ints[i];
            long[] longs = v.longs[i];
            float[] floats = v.floats[i];
            byte[] byteArray = v.byteArray[i];

            Expect.equal(longs[0], struct.aLong());
            Expect.equal(longs[1], struct.aSecondLong());
            Expect.equal(longs[2], struct.aThirdLong());
            Expect.equal(ints[0], struct.aInt4(0));
            Expect.equal(ints[1], struct.aInt4(1));
            Expect.equal(ints[2], struct.aInt4(2));
            Expect.equal(ints[3], struct.aInt4(3));
            Expect.equal(shorts[0], struct.aShort());
            Expect.equal(ints[4], struct.aSubStruct().aInt());
            Expect.equal(floats[0], struct.aSubStruct().aFloat());
            Expect.equal(ints[5], struct.aSubStruct().aIntVec4(0));
            Expect.equal(ints[6], struct.aSubStruct().aIntVec4(1));
            Expect.equal(ints[7], struct.aSubStruct().aIntVec4(2));
            Expect.equal(ints[8], struct.aSubStruct().aIntVec4(3));
            Expect.equal(ints[9], struct.aSecondSubStruct().aInt());
            Expect.equal(longs[3], struct.aSecondSubStruct().aLong());
            Expect.equal(bytes[0], struct.aSecondSubStruct().aByte());
            for (int j = 0; j < 20; j++) {
                Expect.equal(byteArray[j], struct.aByteArray(j));
            }
        }
        for (int i = 0; i < Exp3Values.SMALL_COUNT; i++) {
            SmallTestStruct3 struct = struct1.smallTestStruct3Array(i);
            long[] longs = v.long2[i];
            Expect.equal(longs[0], struct.aLong());
            Expect.equal(longs[1], struct.aSecondLong());
            Expect.equal(longs[2], struct.aThirdLong());
        }
        for (int i = 0; i < Exp3Values.INT_COUNT; i++) {
            Expect.equal(int2[i], struct1.intArray(i));
        }

        struct1.free();
    }

    /** Experiment 3 reference (thesis {@code Benchmark9Baseline}). */
    public static void e3Reference(Blackhole bh) {
        LargeTestStruct1 struct1 = new LargeTestStruct1(memAlloc(LargeTestStruct1.SIZEOF));
        bh.consume(struct1);
        struct1.free();
    }
}
