package org.abistruct.bench.thesis.abistruct;

import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.abistruct.bench.thesis.Expect;

/**
 * The write-then-read part of benchmark 2 (the thesis's Benchmark3, 7 and 9 bodies, section 3.4), shared by
 * {@link AbiStructWorkloads} (heap) and {@link AbiStructStackWorkloads} (stack frame), which differ only in where
 * the structs live. Nested structs and struct-array elements go through one view per kind that is repositioned
 * with the {@code (reuse)} / {@code (i, reuse)} accessors, so the loops allocate nothing.
 */
final class AbiStructBodies {
    private AbiStructBodies() {
    }

    /** Benchmark3: 13 writes into SmallTestStruct1 and SmallTestStruct10, then 13 checked reads. */
    static void e1(SmallTestStruct1 s1, SmallTestStruct10 s10, Exp1Values v) {
        int[] ints = v.ints;
        long[] longs = v.longs;
        float[] floats = v.floats;
        SmallTestStruct3 s3 = s10.aSmallTestStruct3();
        SmallTestStruct7 s7 = s10.aSmallTestStruct7();

        s1.aInt(ints[0]).aFloat(floats[0])
                .aIntVec4(0, ints[1]).aIntVec4(1, ints[2]).aIntVec4(2, ints[3]).aIntVec4(3, ints[4]);
        s3.aLong(longs[0]).aSecondLong(longs[1]).aThirdLong(longs[2]);
        s7.aInt(ints[5]).aSecondInt(ints[6]).aThirdInt(ints[7]).aPointer(longs[3]);

        Expect.equal(ints[0], s1.aInt());
        Expect.equal(floats[0], s1.aFloat());
        Expect.equal(ints[1], s1.aIntVec4(0));
        Expect.equal(ints[2], s1.aIntVec4(1));
        Expect.equal(ints[3], s1.aIntVec4(2));
        Expect.equal(ints[4], s1.aIntVec4(3));
        Expect.equal(longs[0], s3.aLong());
        Expect.equal(longs[1], s3.aSecondLong());
        Expect.equal(longs[2], s3.aThirdLong());
        Expect.equal(ints[5], s7.aInt());
        Expect.equal(ints[6], s7.aSecondInt());
        Expect.equal(ints[7], s7.aThirdInt());
        Expect.equal(longs[3], s7.aPointer());
    }

    /** Benchmark7: 17 scalar writes and the 20-byte array into one MediumTestStruct1, then 37 checked reads. */
    static void e2(MediumTestStruct1 m, Exp2Values v) {
        SmallTestStruct1 sub = m.aSubStruct();
        SmallTestStruct2 second = m.aSecondSubStruct();
        writeMedium(m, sub, second, v.bytes, v.shorts, v.ints, v.longs, v.floats, v.byteArray);
        checkMedium(m, sub, second, v.bytes, v.shorts, v.ints, v.longs, v.floats, v.byteArray);
    }

    /**
     * Benchmark9: the Benchmark7 writes into each of the 600 MediumTestStruct1 elements (row i of the values),
     * three longs into each of the 1200 SmallTestStruct3 elements, the 100 000 ints; then all 125 800 reads.
     */
    static void e3(LargeTestStruct1 large, Exp3Values v) {
        MediumTestStruct1 m = large.mediumTestStruct1Array(0);
        SmallTestStruct1 sub = m.aSubStruct();
        SmallTestStruct2 second = m.aSecondSubStruct();
        SmallTestStruct3 small = large.smallTestStruct3Array(0);
        int mediums = LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH;
        int smalls = LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_LENGTH;
        int[] int2 = v.int2;

        for (int i = 0; i < mediums; i++) {
            large.mediumTestStruct1Array(i, m);
            writeMedium(m, m.aSubStruct(sub), m.aSecondSubStruct(second),
                    v.bytes[i], v.shorts[i], v.ints[i], v.longs[i], v.floats[i], v.byteArray[i]);
        }
        for (int i = 0; i < smalls; i++) {
            long[] row = v.long2[i];
            large.smallTestStruct3Array(i, small).aLong(row[0]).aSecondLong(row[1]).aThirdLong(row[2]);
        }
        // element by element, the same work as LWJGL's intArray(i, v), although a bulk intArray(int[]) exists
        for (int i = 0; i < int2.length; i++) {
            large.intArray(i, int2[i]);
        }

        for (int i = 0; i < mediums; i++) {
            large.mediumTestStruct1Array(i, m);
            checkMedium(m, m.aSubStruct(sub), m.aSecondSubStruct(second),
                    v.bytes[i], v.shorts[i], v.ints[i], v.longs[i], v.floats[i], v.byteArray[i]);
        }
        for (int i = 0; i < smalls; i++) {
            long[] row = v.long2[i];
            large.smallTestStruct3Array(i, small);
            Expect.equal(row[0], small.aLong());
            Expect.equal(row[1], small.aSecondLong());
            Expect.equal(row[2], small.aThirdLong());
        }
        for (int i = 0; i < int2.length; i++) {
            Expect.equal(int2[i], large.intArray(i));
        }
    }

    /** {@code sub} and {@code second} must be {@code m}'s aSubStruct and aSecondSubStruct. */
    private static void writeMedium(MediumTestStruct1 m, SmallTestStruct1 sub, SmallTestStruct2 second,
            byte[] bytes, short[] shorts, int[] ints, long[] longs, float[] floats, byte[] byteArray) {
        m.aLong(longs[0]).aSecondLong(longs[1]).aThirdLong(longs[2])
                .aInt4(0, ints[0]).aInt4(1, ints[1]).aInt4(2, ints[2]).aInt4(3, ints[3])
                .aShort(shorts[0]);
        sub.aInt(ints[4]).aFloat(floats[0])
                .aIntVec4(0, ints[5]).aIntVec4(1, ints[6]).aIntVec4(2, ints[7]).aIntVec4(3, ints[8]);
        second.aInt(ints[9]).aLong(longs[3]).aByte(bytes[0]);
        m.aByteArray(byteArray);
    }

    private static void checkMedium(MediumTestStruct1 m, SmallTestStruct1 sub, SmallTestStruct2 second,
            byte[] bytes, short[] shorts, int[] ints, long[] longs, float[] floats, byte[] byteArray) {
        Expect.equal(longs[0], m.aLong());
        Expect.equal(longs[1], m.aSecondLong());
        Expect.equal(longs[2], m.aThirdLong());
        Expect.equal(ints[0], m.aInt4(0));
        Expect.equal(ints[1], m.aInt4(1));
        Expect.equal(ints[2], m.aInt4(2));
        Expect.equal(ints[3], m.aInt4(3));
        Expect.equal(shorts[0], m.aShort());
        Expect.equal(ints[4], sub.aInt());
        Expect.equal(floats[0], sub.aFloat());
        Expect.equal(ints[5], sub.aIntVec4(0));
        Expect.equal(ints[6], sub.aIntVec4(1));
        Expect.equal(ints[7], sub.aIntVec4(2));
        Expect.equal(ints[8], sub.aIntVec4(3));
        Expect.equal(ints[9], second.aInt());
        Expect.equal(longs[3], second.aLong());
        Expect.equal(bytes[0], second.aByte());
        for (int k = 0; k < MediumTestStruct1.A_BYTE_ARRAY_LENGTH; k++) {
            Expect.equal(byteArray[k], m.aByteArray(k));
        }
    }
}
