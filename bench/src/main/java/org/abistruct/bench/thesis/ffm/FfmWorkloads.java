package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import org.abistruct.bench.thesis.Exp1Values;
import org.abistruct.bench.thesis.Exp2Values;
import org.abistruct.bench.thesis.Exp3Values;
import org.abistruct.bench.thesis.Expect;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The thesis's three experiments on the Java FFM API. Every invocation opens one {@link Arena#ofConfined()}, takes
 * each structure from it with {@code arena.allocate(X.LAYOUT)} (zeroed) and frees them all by closing the arena, as
 * the thesis's FFMA benchmarks do.
 *
 * <p>Members are reached through the structure classes' {@code static final VarHandle}s, built from full layout
 * paths and invoked with exact types: {@code (segment, 0L)} for a member, plus one {@code long} per array index.
 * Deliberate differences from the thesis's FFMA code, all in favour of the idiomatic fast path:
 * <ul>
 *   <li>value layouts are naturally aligned instead of {@code withByteAlignment(1)}; the offsets are the same;</li>
 *   <li>nested structures and struct-array elements are reached by path handles with index coordinates, not by
 *       {@code asSlice} views per access;</li>
 *   <li>{@code aByteArray} is copied with {@link MemorySegment#copy(Object, int, MemorySegment,
 *       java.lang.foreign.ValueLayout, long, int)} from the {@code byte[]} instead of
 *       {@code asSlice(...).copyFrom(MemorySegment.ofArray(...))}, the same bulk copy without two wrapper
 *       segments;</li>
 *   <li>read-backs compare primitives with {@link Expect#equal} instead of the boxing {@code mustBeEquals};</li>
 *   <li>the write/read bodies consume their segments like the reference bodies do, so that benchmark minus
 *       reference is exactly the writes and reads.</li>
 * </ul>
 */
public final class FfmWorkloads {
    private FfmWorkloads() {
    }

    /** Experiment 1, benchmark 1: SmallTestStruct1..10. */
    public static void e1Allocate(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(SmallTestStruct1.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct2.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct3.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct4.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct5.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct6.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct7.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct8.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct9.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct10.LAYOUT));
        }
    }

    /** Experiment 1, benchmarks 2 and 3 (thesis {@code Benchmark3}): 13 writes, 13 checked reads. */
    public static void e1WriteRead(Exp1Values v, Blackhole bh) {
        int[] ints = v.ints;
        long[] longs = v.longs;
        float[] floats = v.floats;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment s1 = arena.allocate(SmallTestStruct1.LAYOUT);
            bh.consume(s1);
            SmallTestStruct1.A_INT.set(s1, 0L, ints[0]);
            SmallTestStruct1.A_FLOAT.set(s1, 0L, floats[0]);
            for (int i = 0; i < SmallTestStruct1.A_INT_VEC4_LENGTH; i++) {
                SmallTestStruct1.A_INT_VEC4.set(s1, 0L, (long) i, ints[1 + i]);
            }

            MemorySegment s10 = arena.allocate(SmallTestStruct10.LAYOUT);
            bh.consume(s10);
            SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_LONG.set(s10, 0L, longs[0]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_SECOND_LONG.set(s10, 0L, longs[1]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_THIRD_LONG.set(s10, 0L, longs[2]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_INT.set(s10, 0L, ints[5]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_SECOND_INT.set(s10, 0L, ints[6]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_THIRD_INT.set(s10, 0L, ints[7]);
            SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_POINTER.set(s10, 0L, longs[3]);

            Expect.equal(ints[0], (int) SmallTestStruct1.A_INT.get(s1, 0L));
            Expect.equal(floats[0], (float) SmallTestStruct1.A_FLOAT.get(s1, 0L));
            for (int i = 0; i < SmallTestStruct1.A_INT_VEC4_LENGTH; i++) {
                Expect.equal(ints[1 + i], (int) SmallTestStruct1.A_INT_VEC4.get(s1, 0L, (long) i));
            }
            Expect.equal(longs[0], (long) SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_LONG.get(s10, 0L));
            Expect.equal(longs[1], (long) SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_SECOND_LONG.get(s10, 0L));
            Expect.equal(longs[2], (long) SmallTestStruct10.A_SMALL_TEST_STRUCT3_A_THIRD_LONG.get(s10, 0L));
            Expect.equal(ints[5], (int) SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_INT.get(s10, 0L));
            Expect.equal(ints[6], (int) SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_SECOND_INT.get(s10, 0L));
            Expect.equal(ints[7], (int) SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_THIRD_INT.get(s10, 0L));
            Expect.equal(longs[3], (long) SmallTestStruct10.A_SMALL_TEST_STRUCT7_A_POINTER.get(s10, 0L));
        }
    }

    /** Experiment 1 reference (thesis {@code Benchmark3Baseline}). */
    public static void e1Reference(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(SmallTestStruct1.LAYOUT));
            bh.consume(arena.allocate(SmallTestStruct10.LAYOUT));
        }
    }

    /** Experiment 2, benchmark 1: MediumTestStruct1..5. */
    public static void e2Allocate(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(MediumTestStruct1.LAYOUT));
            bh.consume(arena.allocate(MediumTestStruct2.LAYOUT));
            bh.consume(arena.allocate(MediumTestStruct3.LAYOUT));
            bh.consume(arena.allocate(MediumTestStruct4.LAYOUT));
            bh.consume(arena.allocate(MediumTestStruct5.LAYOUT));
        }
    }

    /** Experiment 2, benchmarks 2 and 3 (thesis {@code Benchmark7}): 17 writes and a 20-byte copy, 37 checked reads. */
    public static void e2WriteRead(Exp2Values v, Blackhole bh) {
        byte[] bytes = v.bytes;
        short[] shorts = v.shorts;
        int[] ints = v.ints;
        long[] longs = v.longs;
        float[] floats = v.floats;
        byte[] byteArray = v.byteArray;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment s = arena.allocate(MediumTestStruct1.LAYOUT);
            bh.consume(s);
            MediumTestStruct1.A_LONG.set(s, 0L, longs[0]);
            MediumTestStruct1.A_SECOND_LONG.set(s, 0L, longs[1]);
            MediumTestStruct1.A_THIRD_LONG.set(s, 0L, longs[2]);
            for (int i = 0; i < MediumTestStruct1.A_INT4_LENGTH; i++) {
                MediumTestStruct1.A_INT4.set(s, 0L, (long) i, ints[i]);
            }
            MediumTestStruct1.A_SHORT.set(s, 0L, shorts[0]);
            MediumTestStruct1.A_SUB_STRUCT_A_INT.set(s, 0L, ints[4]);
            MediumTestStruct1.A_SUB_STRUCT_A_FLOAT.set(s, 0L, floats[0]);
            for (int i = 0; i < SmallTestStruct1.A_INT_VEC4_LENGTH; i++) {
                MediumTestStruct1.A_SUB_STRUCT_A_INT_VEC4.set(s, 0L, (long) i, ints[5 + i]);
            }
            MediumTestStruct1.A_SECOND_SUB_STRUCT_A_INT.set(s, 0L, ints[9]);
            MediumTestStruct1.A_SECOND_SUB_STRUCT_A_LONG.set(s, 0L, longs[3]);
            MediumTestStruct1.A_SECOND_SUB_STRUCT_A_BYTE.set(s, 0L, bytes[0]);
            MemorySegment.copy(byteArray, 0, s, JAVA_BYTE, MediumTestStruct1.A_BYTE_ARRAY_OFFSET,
                    MediumTestStruct1.A_BYTE_ARRAY_LENGTH);

            Expect.equal(longs[0], (long) MediumTestStruct1.A_LONG.get(s, 0L));
            Expect.equal(longs[1], (long) MediumTestStruct1.A_SECOND_LONG.get(s, 0L));
            Expect.equal(longs[2], (long) MediumTestStruct1.A_THIRD_LONG.get(s, 0L));
            for (int i = 0; i < MediumTestStruct1.A_INT4_LENGTH; i++) {
                Expect.equal(ints[i], (int) MediumTestStruct1.A_INT4.get(s, 0L, (long) i));
            }
            Expect.equal(shorts[0], (short) MediumTestStruct1.A_SHORT.get(s, 0L));
            Expect.equal(ints[4], (int) MediumTestStruct1.A_SUB_STRUCT_A_INT.get(s, 0L));
            Expect.equal(floats[0], (float) MediumTestStruct1.A_SUB_STRUCT_A_FLOAT.get(s, 0L));
            for (int i = 0; i < SmallTestStruct1.A_INT_VEC4_LENGTH; i++) {
                Expect.equal(ints[5 + i], (int) MediumTestStruct1.A_SUB_STRUCT_A_INT_VEC4.get(s, 0L, (long) i));
            }
            Expect.equal(ints[9], (int) MediumTestStruct1.A_SECOND_SUB_STRUCT_A_INT.get(s, 0L));
            Expect.equal(longs[3], (long) MediumTestStruct1.A_SECOND_SUB_STRUCT_A_LONG.get(s, 0L));
            Expect.equal(bytes[0], (byte) MediumTestStruct1.A_SECOND_SUB_STRUCT_A_BYTE.get(s, 0L));
            for (int i = 0; i < MediumTestStruct1.A_BYTE_ARRAY_LENGTH; i++) {
                Expect.equal(byteArray[i], (byte) MediumTestStruct1.A_BYTE_ARRAY.get(s, 0L, (long) i));
            }
        }
    }

    /** Experiment 2 reference (thesis {@code Benchmark7Baseline}). */
    public static void e2Reference(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(MediumTestStruct1.LAYOUT));
        }
    }

    /** Experiment 3, benchmark 1: LargeTestStruct1..5. */
    public static void e3Allocate(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(LargeTestStruct1.LAYOUT));
            bh.consume(arena.allocate(LargeTestStruct2.LAYOUT));
            bh.consume(arena.allocate(LargeTestStruct3.LAYOUT));
            bh.consume(arena.allocate(LargeTestStruct4.LAYOUT));
            bh.consume(arena.allocate(LargeTestStruct5.LAYOUT));
        }
    }

    /**
     * Experiment 3, benchmarks 2 and 3 (thesis {@code Benchmark9}): the experiment-2 writes into each of the 600
     * {@code mediumTestStruct1Array} elements, three longs into each of the 1200 {@code smallTestStruct3Array}
     * elements, all 100 000 {@code intArray} elements; then the same three loops read and check everything.
     */
    public static void e3WriteRead(Exp3Values v, Blackhole bh) {
        long[][] long2 = v.long2;
        int[] int2 = v.int2;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment s = arena.allocate(LargeTestStruct1.LAYOUT);
            bh.consume(s);
            for (int i = 0; i < LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
                writeMedium(s, i, v);
            }
            for (int i = 0; i < LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_LENGTH; i++) {
                long[] row = long2[i];
                LargeTestStruct1.SMALL_A_LONG.set(s, 0L, (long) i, row[0]);
                LargeTestStruct1.SMALL_A_SECOND_LONG.set(s, 0L, (long) i, row[1]);
                LargeTestStruct1.SMALL_A_THIRD_LONG.set(s, 0L, (long) i, row[2]);
            }
            for (int i = 0; i < LargeTestStruct1.INT_ARRAY_LENGTH; i++) {
                LargeTestStruct1.INT_ARRAY.set(s, 0L, (long) i, int2[i]);
            }

            for (int i = 0; i < LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
                checkMedium(s, i, v);
            }
            for (int i = 0; i < LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_LENGTH; i++) {
                long[] row = long2[i];
                Expect.equal(row[0], (long) LargeTestStruct1.SMALL_A_LONG.get(s, 0L, (long) i));
                Expect.equal(row[1], (long) LargeTestStruct1.SMALL_A_SECOND_LONG.get(s, 0L, (long) i));
                Expect.equal(row[2], (long) LargeTestStruct1.SMALL_A_THIRD_LONG.get(s, 0L, (long) i));
            }
            for (int i = 0; i < LargeTestStruct1.INT_ARRAY_LENGTH; i++) {
                Expect.equal(int2[i], (int) LargeTestStruct1.INT_ARRAY.get(s, 0L, (long) i));
            }
        }
    }

    /** Experiment 3 reference (thesis {@code Benchmark9Baseline}). */
    public static void e3Reference(Blackhole bh) {
        try (Arena arena = Arena.ofConfined()) {
            bh.consume(arena.allocate(LargeTestStruct1.LAYOUT));
        }
    }

    /** The experiment-2 writes into {@code mediumTestStruct1Array[i]}, with row {@code i} of the values. */
    private static void writeMedium(MemorySegment s, int i, Exp3Values v) {
        long e = i;
        long[] longs = v.longs[i];
        int[] ints = v.ints[i];
        LargeTestStruct1.MEDIUM_A_LONG.set(s, 0L, e, longs[0]);
        LargeTestStruct1.MEDIUM_A_SECOND_LONG.set(s, 0L, e, longs[1]);
        LargeTestStruct1.MEDIUM_A_THIRD_LONG.set(s, 0L, e, longs[2]);
        for (int j = 0; j < MediumTestStruct1.A_INT4_LENGTH; j++) {
            LargeTestStruct1.MEDIUM_A_INT4.set(s, 0L, e, (long) j, ints[j]);
        }
        LargeTestStruct1.MEDIUM_A_SHORT.set(s, 0L, e, v.shorts[i][0]);
        LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_INT.set(s, 0L, e, ints[4]);
        LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_FLOAT.set(s, 0L, e, v.floats[i][0]);
        for (int j = 0; j < SmallTestStruct1.A_INT_VEC4_LENGTH; j++) {
            LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_INT_VEC4.set(s, 0L, e, (long) j, ints[5 + j]);
        }
        LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_INT.set(s, 0L, e, ints[9]);
        LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_LONG.set(s, 0L, e, longs[3]);
        LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_BYTE.set(s, 0L, e, v.bytes[i][0]);
        MemorySegment.copy(v.byteArray[i], 0, s, JAVA_BYTE, LargeTestStruct1.mediumByteArrayOffset(i),
                MediumTestStruct1.A_BYTE_ARRAY_LENGTH);
    }

    /** The experiment-2 reads of {@code mediumTestStruct1Array[i]}, each checked against row {@code i}. */
    private static void checkMedium(MemorySegment s, int i, Exp3Values v) {
        long e = i;
        long[] longs = v.longs[i];
        int[] ints = v.ints[i];
        byte[] byteArray = v.byteArray[i];
        Expect.equal(longs[0], (long) LargeTestStruct1.MEDIUM_A_LONG.get(s, 0L, e));
        Expect.equal(longs[1], (long) LargeTestStruct1.MEDIUM_A_SECOND_LONG.get(s, 0L, e));
        Expect.equal(longs[2], (long) LargeTestStruct1.MEDIUM_A_THIRD_LONG.get(s, 0L, e));
        for (int j = 0; j < MediumTestStruct1.A_INT4_LENGTH; j++) {
            Expect.equal(ints[j], (int) LargeTestStruct1.MEDIUM_A_INT4.get(s, 0L, e, (long) j));
        }
        Expect.equal(v.shorts[i][0], (short) LargeTestStruct1.MEDIUM_A_SHORT.get(s, 0L, e));
        Expect.equal(ints[4], (int) LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_INT.get(s, 0L, e));
        Expect.equal(v.floats[i][0], (float) LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_FLOAT.get(s, 0L, e));
        for (int j = 0; j < SmallTestStruct1.A_INT_VEC4_LENGTH; j++) {
            Expect.equal(ints[5 + j], (int) LargeTestStruct1.MEDIUM_A_SUB_STRUCT_A_INT_VEC4.get(s, 0L, e, (long) j));
        }
        Expect.equal(ints[9], (int) LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_INT.get(s, 0L, e));
        Expect.equal(longs[3], (long) LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_LONG.get(s, 0L, e));
        Expect.equal(v.bytes[i][0], (byte) LargeTestStruct1.MEDIUM_A_SECOND_SUB_STRUCT_A_BYTE.get(s, 0L, e));
        for (int j = 0; j < MediumTestStruct1.A_BYTE_ARRAY_LENGTH; j++) {
            Expect.equal(byteArray[j], (byte) LargeTestStruct1.MEDIUM_A_BYTE_ARRAY.get(s, 0L, e, (long) j));
        }
    }
}
