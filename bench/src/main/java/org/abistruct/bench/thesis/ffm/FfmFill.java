package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import org.abistruct.bench.thesis.LeafValues;

/**
 * The FFM side of the byte-identity check: allocates a structure zeroed in a confined arena, writes every leaf
 * member through the structure classes' VarHandles with the {@link LeafValues} of its path, and returns the bytes.
 *
 * <p>Each fill helper takes {@code (segment, base, prefix)}: {@code base} is the byte offset of the (nested)
 * structure inside the segment, passed as the handles' base-offset coordinate, and {@code prefix} its path, so the
 * larger structures reuse the helpers of the smaller ones.
 */
public final class FfmFill {
    private FfmFill() {
    }

    /** The bytes of {@code structName} (one of {@code ThesisStructs.SIZES}) with every leaf written. */
    public static byte[] image(String structName) {
        Target target = target(structName);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment segment = arena.allocate(target.layout());
            target.filler().fill(segment, 0L, "");
            return segment.toArray(JAVA_BYTE);
        }
    }

    /** Writes every leaf of one structure that starts {@code base} bytes into the segment. */
    private interface Filler {
        void fill(MemorySegment s, long base, String prefix);
    }

    private record Target(StructLayout layout, Filler filler) {
    }

    private static Target target(String structName) {
        return switch (structName) {
            case "SmallTestStruct1" -> new Target(SmallTestStruct1.LAYOUT, FfmFill::small1);
            case "SmallTestStruct2" -> new Target(SmallTestStruct2.LAYOUT, FfmFill::small2);
            case "SmallTestStruct3" -> new Target(SmallTestStruct3.LAYOUT, FfmFill::small3);
            case "SmallTestStruct4" -> new Target(SmallTestStruct4.LAYOUT, FfmFill::small4);
            case "SmallTestStruct5" -> new Target(SmallTestStruct5.LAYOUT, FfmFill::small5);
            case "SmallTestStruct6" -> new Target(SmallTestStruct6.LAYOUT, FfmFill::small6);
            case "SmallTestStruct7" -> new Target(SmallTestStruct7.LAYOUT, FfmFill::small7);
            case "SmallTestStruct8" -> new Target(SmallTestStruct8.LAYOUT, FfmFill::small8);
            case "SmallTestStruct9" -> new Target(SmallTestStruct9.LAYOUT, FfmFill::small9);
            case "SmallTestStruct10" -> new Target(SmallTestStruct10.LAYOUT, FfmFill::small10);
            case "MediumTestStruct1" -> new Target(MediumTestStruct1.LAYOUT, FfmFill::medium1);
            case "MediumTestStruct2" -> new Target(MediumTestStruct2.LAYOUT, FfmFill::medium2);
            case "MediumTestStruct3" -> new Target(MediumTestStruct3.LAYOUT, FfmFill::medium3);
            case "MediumTestStruct4" -> new Target(MediumTestStruct4.LAYOUT, FfmFill::medium4);
            case "MediumTestStruct5" -> new Target(MediumTestStruct5.LAYOUT, FfmFill::medium5);
            case "LargeTestStruct1" -> new Target(LargeTestStruct1.LAYOUT, FfmFill::large1);
            case "LargeTestStruct2" -> new Target(LargeTestStruct2.LAYOUT, FfmFill::large2);
            case "LargeTestStruct3" -> new Target(LargeTestStruct3.LAYOUT, FfmFill::large3);
            case "LargeTestStruct4" -> new Target(LargeTestStruct4.LAYOUT, FfmFill::large4);
            case "LargeTestStruct5" -> new Target(LargeTestStruct5.LAYOUT, FfmFill::large5);
            default -> throw new IllegalArgumentException("unknown thesis structure: " + structName);
        };
    }

    /** The path of element {@code i} of array member {@code member}. */
    private static String at(String prefix, String member, int i) {
        return prefix + member + "[" + i + "]";
    }

    /** The prefix of the members of struct-array element {@code i}. */
    private static String element(String prefix, String member, int i) {
        return at(prefix, member, i) + ".";
    }

    private static void small1(MemorySegment s, long base, String p) {
        SmallTestStruct1.A_INT.set(s, base, LeafValues.i32(p + "aInt"));
        SmallTestStruct1.A_FLOAT.set(s, base, LeafValues.f32(p + "aFloat"));
        for (int i = 0; i < SmallTestStruct1.A_INT_VEC4_LENGTH; i++) {
            SmallTestStruct1.A_INT_VEC4.set(s, base, (long) i, LeafValues.i32(at(p, "aIntVec4", i)));
        }
    }

    private static void small2(MemorySegment s, long base, String p) {
        SmallTestStruct2.A_INT.set(s, base, LeafValues.i32(p + "aInt"));
        SmallTestStruct2.A_BYTE.set(s, base, LeafValues.i8(p + "aByte"));
        SmallTestStruct2.A_LONG.set(s, base, LeafValues.i64(p + "aLong"));
    }

    private static void small3(MemorySegment s, long base, String p) {
        SmallTestStruct3.A_LONG.set(s, base, LeafValues.i64(p + "aLong"));
        SmallTestStruct3.A_SECOND_LONG.set(s, base, LeafValues.i64(p + "aSecondLong"));
        SmallTestStruct3.A_THIRD_LONG.set(s, base, LeafValues.i64(p + "aThirdLong"));
    }

    private static void small4(MemorySegment s, long base, String p) {
        SmallTestStruct4.A_POINTER.set(s, base, LeafValues.i64(p + "aPointer"));
        small1(s, base + SmallTestStruct4.A_SMALL_TEST_STRUCT1_OFFSET, p + "aSmallTestStruct1.");
    }

    private static void small5(MemorySegment s, long base, String p) {
        SmallTestStruct5.A_POINTER64.set(s, base, LeafValues.i64(p + "aPointer64"));
        SmallTestStruct5.A_SHORT1.set(s, base, LeafValues.i16(p + "aShort1"));
        for (int i = 0; i < SmallTestStruct5.A_LONG3_LENGTH; i++) {
            SmallTestStruct5.A_LONG3.set(s, base, (long) i, LeafValues.i64(at(p, "aLong3", i)));
        }
    }

    private static void small6(MemorySegment s, long base, String p) {
        SmallTestStruct6.A_POINTER.set(s, base, LeafValues.i64(p + "aPointer"));
        SmallTestStruct6.A_BYTE1.set(s, base, LeafValues.i8(p + "aByte1"));
        SmallTestStruct6.A_SECOND_POINTER.set(s, base, LeafValues.i64(p + "aSecondPointer"));
    }

    private static void small7(MemorySegment s, long base, String p) {
        SmallTestStruct7.A_INT.set(s, base, LeafValues.i32(p + "aInt"));
        SmallTestStruct7.A_POINTER.set(s, base, LeafValues.i64(p + "aPointer"));
        SmallTestStruct7.A_SECOND_INT.set(s, base, LeafValues.i32(p + "aSecondInt"));
        SmallTestStruct7.A_THIRD_INT.set(s, base, LeafValues.i32(p + "aThirdInt"));
    }

    private static void small8(MemorySegment s, long base, String p) {
        SmallTestStruct8.A_BYTE.set(s, base, LeafValues.i8(p + "AByte"));
        SmallTestStruct8.A_SHORT.set(s, base, LeafValues.i16(p + "aShort"));
        SmallTestStruct8.A_INT.set(s, base, LeafValues.i32(p + "aInt"));
    }

    private static void small9(MemorySegment s, long base, String p) {
        small8(s, base + SmallTestStruct9.A_SMALL_TEST_STRUCT8_OFFSET, p + "aSmallTestStruct8.");
        SmallTestStruct9.A_SMALL_INT.set(s, base, LeafValues.i32(p + "aSmallInt"));
        SmallTestStruct9.A_SECOND_SMALL_INT.set(s, base, LeafValues.i32(p + "aSecondSmallInt"));
    }

    private static void small10(MemorySegment s, long base, String p) {
        small3(s, base + SmallTestStruct10.A_SMALL_TEST_STRUCT3_OFFSET, p + "aSmallTestStruct3.");
        small7(s, base + SmallTestStruct10.A_SMALL_TEST_STRUCT7_OFFSET, p + "aSmallTestStruct7.");
    }

    private static void medium1(MemorySegment s, long base, String p) {
        MediumTestStruct1.A_LONG.set(s, base, LeafValues.i64(p + "aLong"));
        MediumTestStruct1.A_SECOND_LONG.set(s, base, LeafValues.i64(p + "aSecondLong"));
        MediumTestStruct1.A_THIRD_LONG.set(s, base, LeafValues.i64(p + "aThirdLong"));
        for (int i = 0; i < MediumTestStruct1.A_INT4_LENGTH; i++) {
            MediumTestStruct1.A_INT4.set(s, base, (long) i, LeafValues.i32(at(p, "aInt4", i)));
        }
        MediumTestStruct1.A_SHORT.set(s, base, LeafValues.i16(p + "aShort"));
        small1(s, base + MediumTestStruct1.A_SUB_STRUCT_OFFSET, p + "aSubStruct.");
        small2(s, base + MediumTestStruct1.A_SECOND_SUB_STRUCT_OFFSET, p + "aSecondSubStruct.");
        for (int i = 0; i < MediumTestStruct1.A_BYTE_ARRAY_LENGTH; i++) {
            MediumTestStruct1.A_BYTE_ARRAY.set(s, base, (long) i, LeafValues.i8(at(p, "aByteArray", i)));
        }
    }

    private static void medium2(MemorySegment s, long base, String p) {
        MediumTestStruct2.A_LONG.set(s, base, LeafValues.i64(p + "aLong"));
        MediumTestStruct2.A_BYTE.set(s, base, LeafValues.i8(p + "aByte"));
        MediumTestStruct2.A_SECOND_LONG.set(s, base, LeafValues.f64(p + "aSecondLong"));
        for (int i = 0; i < MediumTestStruct2.A_BYTE_ARRAY_LENGTH; i++) {
            MediumTestStruct2.A_BYTE_ARRAY.set(s, base, (long) i, LeafValues.i8(at(p, "aByteArray", i)));
        }
        small1(s, base + MediumTestStruct2.A_SUB_STRUCT_OFFSET, p + "aSubStruct.");
        MediumTestStruct2.A_THIRD_LONG.set(s, base, LeafValues.i64(p + "aThirdLong"));
        for (int i = 0; i < MediumTestStruct2.A_INT4_LENGTH; i++) {
            MediumTestStruct2.A_INT4.set(s, base, (long) i, LeafValues.i32(at(p, "aInt4", i)));
        }
        MediumTestStruct2.A_SHORT.set(s, base, LeafValues.i16(p + "aShort"));
        small3(s, base + MediumTestStruct2.A_SECOND_SUB_STRUCT_OFFSET, p + "aSecondSubStruct.");
        MediumTestStruct2.A_POINTER.set(s, base, LeafValues.i64(p + "aPointer"));
    }

    private static void medium3(MemorySegment s, long base, String p) {
        small1(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT1_OFFSET, p + "aSmallTestStruct1.");
        small2(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT2_OFFSET, p + "aSmallTestStruct2.");
        small3(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT3_OFFSET, p + "aSmallTestStruct3.");
        small4(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT4_OFFSET, p + "aSmallTestStruct4.");
        small5(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT5_OFFSET, p + "aSmallTestStruct5.");
        small6(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT6_OFFSET, p + "aSmallTestStruct6.");
        small7(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT7_OFFSET, p + "aSmallTestStruct7.");
        small8(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT8_OFFSET, p + "aSmallTestStruct8.");
        small9(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT9_OFFSET, p + "aSmallTestStruct9.");
        small10(s, base + MediumTestStruct3.A_SMALL_TEST_STRUCT10_OFFSET, p + "aSmallTestStruct10.");
    }

    private static void medium4(MemorySegment s, long base, String p) {
        medium1(s, base + MediumTestStruct4.A_MEDIUM_TEST_STRUCT1_OFFSET, p + "aMediumTestStruct1.");
        medium2(s, base + MediumTestStruct4.A_MEDIUM_TEST_STRUCT2_OFFSET, p + "aMediumTestStruct2.");
        for (int i = 0; i < MediumTestStruct4.A_FLOAT64_ARRAY_LENGTH; i++) {
            MediumTestStruct4.A_FLOAT64_ARRAY.set(s, base, (long) i, LeafValues.f64(at(p, "aFloat64Array", i)));
        }
        MediumTestStruct4.A_BYTE.set(s, base, LeafValues.i8(p + "aByte"));
        small6(s, base + MediumTestStruct4.A_SMALL_TEST_STRUCT6_OFFSET, p + "aSmallTestStruct6.");
        MediumTestStruct4.A_SHORT.set(s, base, LeafValues.i16(p + "aShort"));
        small7(s, base + MediumTestStruct4.A_SMALL_TEST_STRUCT7_OFFSET, p + "aSmallTestStruct7.");
    }

    private static void medium5(MemorySegment s, long base, String p) {
        for (int i = 0; i < MediumTestStruct5.A_FLOAT64_ARRAY_LENGTH; i++) {
            MediumTestStruct5.A_FLOAT64_ARRAY.set(s, base, (long) i, LeafValues.i8(at(p, "aFloat64Array", i)));
        }
        medium3(s, base + MediumTestStruct5.A_MEDIUM_TEST_STRUCT3_OFFSET, p + "aMediumTestStruct3.");
        small2(s, base + MediumTestStruct5.A_SMALL_TEST_STRUCT2_OFFSET, p + "aSmallTestStruct2.");
        MediumTestStruct5.A_POINTER64.set(s, base, LeafValues.i64(p + "aPointer64"));
        long stride = SmallTestStruct7.LAYOUT.byteSize();
        for (int i = 0; i < MediumTestStruct5.A_STRUCT_ARRAY_LENGTH; i++) {
            small7(s, base + MediumTestStruct5.A_STRUCT_ARRAY_OFFSET + i * stride, element(p, "aStructArray", i));
        }
    }

    private static void large1(MemorySegment s, long base, String p) {
        long mediumStride = MediumTestStruct1.LAYOUT.byteSize();
        for (int i = 0; i < LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
            medium1(s, base + LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_OFFSET + i * mediumStride,
                    element(p, "mediumTestStruct1Array", i));
        }
        long smallStride = SmallTestStruct3.LAYOUT.byteSize();
        for (int i = 0; i < LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_LENGTH; i++) {
            small3(s, base + LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_OFFSET + i * smallStride,
                    element(p, "smallTestStruct3Array", i));
        }
        for (int i = 0; i < LargeTestStruct1.INT_ARRAY_LENGTH; i++) {
            LargeTestStruct1.INT_ARRAY.set(s, base, (long) i, LeafValues.i32(at(p, "intArray", i)));
        }
    }

    private static void large2(MemorySegment s, long base, String p) {
        for (int i = 0; i < LargeTestStruct2.NATIVE_INT8_ARRAY_LENGTH; i++) {
            LargeTestStruct2.NATIVE_INT8_ARRAY.set(s, base, (long) i, LeafValues.i8(at(p, "nativeInt8Array", i)));
        }
    }

    private static void large3(MemorySegment s, long base, String p) {
        long medium1Stride = MediumTestStruct1.LAYOUT.byteSize();
        long medium5Stride = MediumTestStruct5.LAYOUT.byteSize();
        long small8Stride = SmallTestStruct8.LAYOUT.byteSize();
        long small10Stride = SmallTestStruct10.LAYOUT.byteSize();
        for (int i = 0; i < LargeTestStruct3.ARRAY_LENGTH; i++) {
            medium1(s, base + LargeTestStruct3.MEDIUM_TEST_STRUCT1_ARRAY_OFFSET + i * medium1Stride,
                    element(p, "mediumTestStruct1Array", i));
        }
        for (int i = 0; i < LargeTestStruct3.ARRAY_LENGTH; i++) {
            medium5(s, base + LargeTestStruct3.MEDIUM_TEST_STRUCT5_ARRAY_OFFSET + i * medium5Stride,
                    element(p, "mediumTestStruct5Array", i));
        }
        for (int i = 0; i < LargeTestStruct3.ARRAY_LENGTH; i++) {
            small8(s, base + LargeTestStruct3.SMALL_TEST_STRUCT8_ARRAY_OFFSET + i * small8Stride,
                    element(p, "smallTestStruct8Array", i));
        }
        for (int i = 0; i < LargeTestStruct3.ARRAY_LENGTH; i++) {
            small10(s, base + LargeTestStruct3.SMALL_TEST_STRUCT10_ARRAY_OFFSET + i * small10Stride,
                    element(p, "smallTestStruct10Array", i));
        }
    }

    private static void large4(MemorySegment s, long base, String p) {
        long medium1Stride = MediumTestStruct1.LAYOUT.byteSize();
        long medium2Stride = MediumTestStruct2.LAYOUT.byteSize();
        long medium3Stride = MediumTestStruct3.LAYOUT.byteSize();
        long medium4Stride = MediumTestStruct4.LAYOUT.byteSize();
        long medium5Stride = MediumTestStruct5.LAYOUT.byteSize();
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
            medium1(s, base + LargeTestStruct4.MEDIUM_TEST_STRUCT1_ARRAY_OFFSET + i * medium1Stride,
                    element(p, "mediumTestStruct1Array", i));
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT2_ARRAY_LENGTH; i++) {
            medium2(s, base + LargeTestStruct4.MEDIUM_TEST_STRUCT2_ARRAY_OFFSET + i * medium2Stride,
                    element(p, "mediumTestStruct2Array", i));
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT3_ARRAY_LENGTH; i++) {
            medium3(s, base + LargeTestStruct4.MEDIUM_TEST_STRUCT3_ARRAY_OFFSET + i * medium3Stride,
                    element(p, "mediumTestStruct3Array", i));
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT4_ARRAY_LENGTH; i++) {
            medium4(s, base + LargeTestStruct4.MEDIUM_TEST_STRUCT4_ARRAY_OFFSET + i * medium4Stride,
                    element(p, "mediumTestStruct4Array", i));
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT5_ARRAY_LENGTH; i++) {
            medium5(s, base + LargeTestStruct4.MEDIUM_TEST_STRUCT5_ARRAY_OFFSET + i * medium5Stride,
                    element(p, "mediumTestStruct5Array", i));
        }
    }

    private static void large5(MemorySegment s, long base, String p) {
        large1(s, base + LargeTestStruct5.LARGE_TEST_STRUCT1_OFFSET, p + "largeTestStruct1.");
        large4(s, base + LargeTestStruct5.LARGE_TEST_STRUCT4_OFFSET, p + "largeTestStruct4.");
    }
}
