package org.abistruct.bench.thesis.jna;

import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.abistruct.bench.thesis.Expect;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The thesis's JNA benchmark bodies. A struct is created with {@code new X()}. Values go into the Java fields,
 * {@code write()} copies them to native memory, and {@code read()} copies them back before the comparison.
 * Nothing is freed explicitly: as in the thesis, JNA's cleaner releases the memory once the struct is garbage.
 */
public final class JnaWorkloads {
    private JnaWorkloads() {
    }

    /** Experiment 1, benchmark 1 (thesis {@code Benchmark2}). */
    public static void e1Allocate(Blackhole bh) {
        bh.consume(new SmallTestStruct1());
        bh.consume(new SmallTestStruct2());
        bh.consume(new SmallTestStruct3());
        bh.consume(new SmallTestStruct4());
        bh.consume(new SmallTestStruct5());
        bh.consume(new SmallTestStruct6());
        bh.consume(new SmallTestStruct7());
        bh.consume(new SmallTestStruct8());
        bh.consume(new SmallTestStruct9());
        bh.consume(new SmallTestStruct10());
    }

    /** Experiment 1, benchmarks 2 and 3 (thesis {@code Benchmark3}): each struct is written as soon as it is filled. */
    public static void e1WriteRead(Exp1Values v, Blackhole bh) {
        SmallTestStruct1 struct1 = new SmallTestStruct1();
        struct1.aInt = v.ints[0];
        struct1.aFloat = v.floats[0];
        struct1.aIntVec4[0] = v.ints[1];
        struct1.aIntVec4[1] = v.ints[2];
        struct1.aIntVec4[2] = v.ints[3];
        struct1.aIntVec4[3] = v.ints[4];
        struct1.write();

        SmallTestStruct10 struct2 = new SmallTestStruct10();
        struct2.aSmallTestStruct3.aLong = v.longs[0];
        struct2.aSmallTestStruct3.aSecondLong = v.longs[1];
        struct2.aSmallTestStruct3.aThirdLong = v.longs[2];
        struct2.aSmallTestStruct7.aInt = v.ints[5];
        struct2.aSmallTestStruct7.aSecondInt = v.ints[6];
        struct2.aSmallTestStruct7.aThirdInt = v.ints[7];
        struct2.aSmallTestStruct7.aPointer = v.longs[3];
        struct2.write();

        struct1.read();
        struct2.read();

        Expect.equal(v.ints[0], struct1.aInt);
        Expect.equal(v.floats[0], struct1.aFloat);
        Expect.equal(v.ints[1], struct1.aIntVec4[0]);
        Expect.equal(v.ints[2], struct1.aIntVec4[1]);
        Expect.equal(v.ints[3], struct1.aIntVec4[2]);
        Expect.equal(v.ints[4], struct1.aIntVec4[3]);

        Expect.equal(v.longs[0], struct2.aSmallTestStruct3.aLong);
        Expect.equal(v.longs[1], struct2.aSmallTestStruct3.aSecondLong);
        Expect.equal(v.longs[2], struct2.aSmallTestStruct3.aThirdLong);
        Expect.equal(v.ints[5], struct2.aSmallTestStruct7.aInt);
        Expect.equal(v.ints[6], struct2.aSmallTestStruct7.aSecondInt);
        Expect.equal(v.ints[7], struct2.aSmallTestStruct7.aThirdInt);
        Expect.equal(v.longs[3], struct2.aSmallTestStruct7.aPointer);
    }

    /** Experiment 1 reference (thesis {@code Benchmark3Baseline}). */
    public static void e1Reference(Blackhole bh) {
        bh.consume(new SmallTestStruct1());
        bh.consume(new SmallTestStruct10());
    }

    /** Experiment 2, benchmark 1 (thesis {@code Benchmark5}). */
    public static void e2Allocate(Blackhole bh) {
        bh.consume(new MediumTestStruct1());
        bh.consume(new MediumTestStruct2());
        bh.consume(new MediumTestStruct3());
        bh.consume(new MediumTestStruct4());
        bh.consume(new MediumTestStruct5());
    }

    /**
     * Experiment 2, benchmarks 2 and 3 (thesis {@code Benchmark7}). The thesis replaced {@code aByteArray} with the
     * value array itself, so that {@code read()} copied the bytes back into the values and the 20 byte checks
     * compared an array with itself; here the values are copied into the struct's own array, so the checks are real.
     */
    public static void e2WriteRead(Exp2Values v, Blackhole bh) {
        MediumTestStruct1 struct = new MediumTestStruct1();
        struct.aLong = v.longs[0];
        struct.aSecondLong = v.longs[1];
        struct.aThirdLong = v.longs[2];
        struct.aInt4[0] = v.ints[0];
        struct.aInt4[1] = v.ints[1];
        struct.aInt4[2] = v.ints[2];
        struct.aInt4[3] = v.ints[3];
        struct.aShort = v.shorts[0];
        struct.aSubStruct.aInt = v.ints[4];
        struct.aSubStruct.aFloat = v.floats[0];
        struct.aSubStruct.aIntVec4[0] = v.ints[5];
        struct.aSubStruct.aIntVec4[1] = v.ints[6];
        struct.aSubStruct.aIntVec4[2] = v.ints[7];
        struct.aSubStruct.aIntVec4[3] = v.ints[8];
        struct.aSecondSubStruct.aInt = v.ints[9];
        struct.aSecondSubStruct.aLong = v.longs[3];
        struct.aSecondSubStruct.aByte = v.bytes[0];
        System.arraycopy(v.byteArray, 0, struct.aByteArray, 0, v.byteArray.length);

        struct.write();
        struct.read();

        expectMedium(struct, v.bytes, v.shorts, v.ints, v.longs, v.floats, v.byteArray);
    }

    /** Experiment 2 reference (thesis {@code Benchmark7Baseline}). */
    public static void e2Reference(Blackhole bh) {
        bh.consume(new MediumTestStruct1());
    }

    /** Experiment 3, benchmark 1 (thesis {@code Benchmark6}). */
    public static void e3Allocate(Blackhole bh) {
        bh.consume(new LargeTestStruct1());
        bh.consume(new LargeTestStruct2());
        bh.consume(new LargeTestStruct3());
        bh.consume(new LargeTestStruct4());
        bh.consume(new LargeTestStruct5());
    }

    /**
     * Experiment 3, benchmarks 2 and 3 (thesis {@code Benchmark9}): the struct's own array elements are filled,
     * then one {@code write()} and one {@code read()} of the whole struct sit between the write and read phases.
     */
    public static void e3WriteRead(Exp3Values v, Blackhole bh) {
        LargeTestStruct1 large = new LargeTestStruct1();

        MediumTestStruct1[] mediums = large.mediumTestStruct1Array;
        for (int i = 0; i < mediums.length; i++) {
            MediumTestStruct1 struct = mediums[i];
            long[] longs = v.longs[i];
            int[] ints = v.ints[i];
            struct.aLong = longs[0];
            struct.aSecondLong = longs[1];
            struct.aThirdLong = longs[2];
            struct.aInt4[0] = ints[0];
            struct.aInt4[1] = ints[1];
            struct.aInt4[2] = ints[2];
            struct.aInt4[3] = ints[3];
            struct.aShort = v.shorts[i][0];
            struct.aSubStruct.aInt = ints[4];
            struct.aSubStruct.aFloat = v.floats[i][0];
            struct.aSubStruct.aIntVec4[0] = ints[5];
            struct.aSubStruct.aIntVec4[1] = ints[6];
            struct.aSubStruct.aIntVec4[2] = ints[7];
            struct.aSubStruct.aIntVec4[3] = ints[8];
            struct.aSecondSubStruct.aInt = ints[9];
            struct.aSecondSubStruct.aLong = longs[3];
            struct.aSecondSubStruct.aByte = v.bytes[i][0];
            System.arraycopy(v.byteArray[i], 0, struct.aByteArray, 0, v.byteArray[i].length);
        }

        SmallTestStruct3[] smalls = large.smallTestStruct3Array;
        for (int i = 0; i < smalls.length; i++) {
            SmallTestStruct3 struct = smalls[i];
            struct.aLong = v.long2[i][0];
            struct.aSecondLong = v.long2[i][1];
            struct.aThirdLong = v.long2[i][2];
        }

        System.arraycopy(v.int2, 0, large.intArray, 0, large.intArray.length);

        large.write();
        large.read();

        for (int i = 0; i < mediums.length; i++) {
            expectMedium(mediums[i], v.bytes[i], v.shorts[i], v.ints[i], v.longs[i], v.floats[i], v.byteArray[i]);
        }
        for (int i = 0; i < smalls.length; i++) {
            SmallTestStruct3 struct = smalls[i];
            Expect.equal(v.long2[i][0], struct.aLong);
            Expect.equal(v.long2[i][1], struct.aSecondLong);
            Expect.equal(v.long2[i][2], struct.aThirdLong);
        }
        int[] intArray = large.intArray;
        for (int i = 0; i < intArray.length; i++) {
            Expect.equal(v.int2[i], intArray[i]);
        }
    }

    /** Experiment 3 reference (thesis {@code Benchmark9Baseline}). */
    public static void e3Reference(Blackhole bh) {
        bh.consume(new LargeTestStruct1());
    }

    /** The 37 read-back checks of one {@code MediumTestStruct1}, shared by experiments 2 and 3. */
    private static void expectMedium(MediumTestStruct1 struct, byte[] bytes, short[] shorts, int[] ints, long[] longs,
                                     float[] floats, byte[] byteArray) {
        Expect.equal(longs[0], struct.aLong);
        Expect.equal(longs[1], struct.aSecondLong);
        Expect.equal(longs[2], struct.aThirdLong);
        Expect.equal(ints[0], struct.aInt4[0]);
        Expect.equal(ints[1], struct.aInt4[1]);
        Expect.equal(ints[2], struct.aInt4[2]);
        Expect.equal(ints[3], struct.aInt4[3]);
        Expect.equal(shorts[0], struct.aShort);
        Expect.equal(ints[4], struct.aSubStruct.aInt);
        Expect.equal(floats[0], struct.aSubStruct.aFloat);
        Expect.equal(ints[5], struct.aSubStruct.aIntVec4[0]);
        Expect.equal(ints[6], struct.aSubStruct.aIntVec4[1]);
        Expect.equal(ints[7], struct.aSubStruct.aIntVec4[2]);
        Expect.equal(ints[8], struct.aSubStruct.aIntVec4[3]);
        Expect.equal(ints[9], struct.aSecondSubStruct.aInt);
        Expect.equal(longs[3], struct.aSecondSubStruct.aLong);
        Expect.equal(bytes[0], struct.aSecondSubStruct.aByte);
        for (int j = 0; j < 20; j++) {
            Expect.equal(byteArray[j], struct.aByteArray[j]);
        }
    }
}
