package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memByteBuffer;

import java.util.function.Consumer;
import org.abistruct.bench.thesis.LeafValues;
import org.lwjgl.system.Struct;

/**
 * The LWJGL side of the byte-identity check: allocates a thesis struct zeroed ({@code calloc()}), writes every leaf
 * member through the struct classes' own accessors with the {@link LeafValues} value of its path, and returns a copy
 * of the struct's bytes. Each {@code fill} helper takes the struct view and the path prefix of its members, so the
 * large structs reuse the small ones.
 */
public final class LwjglFill {
    private LwjglFill() {
    }

    /** The bytes of the named struct (for example {@code "MediumTestStruct1"}) after every leaf was written. */
    public static byte[] image(String structName) {
        return switch (structName) {
            case "SmallTestStruct1" -> image(SmallTestStruct1.calloc(), s -> fill(s, ""));
            case "SmallTestStruct2" -> image(SmallTestStruct2.calloc(), s -> fill(s, ""));
            case "SmallTestStruct3" -> image(SmallTestStruct3.calloc(), s -> fill(s, ""));
            case "SmallTestStruct4" -> image(SmallTestStruct4.calloc(), s -> fill(s, ""));
            case "SmallTestStruct5" -> image(SmallTestStruct5.calloc(), s -> fill(s, ""));
            case "SmallTestStruct6" -> image(SmallTestStruct6.calloc(), s -> fill(s, ""));
            case "SmallTestStruct7" -> image(SmallTestStruct7.calloc(), s -> fill(s, ""));
            case "SmallTestStruct8" -> image(SmallTestStruct8.calloc(), s -> fill(s, ""));
            case "SmallTestStruct9" -> image(SmallTestStruct9.calloc(), s -> fill(s, ""));
            case "SmallTestStruct10" -> image(SmallTestStruct10.calloc(), s -> fill(s, ""));
            case "MediumTestStruct1" -> image(MediumTestStruct1.calloc(), s -> fill(s, ""));
            case "MediumTestStruct2" -> image(MediumTestStruct2.calloc(), s -> fill(s, ""));
            case "MediumTestStruct3" -> image(MediumTestStruct3.calloc(), s -> fill(s, ""));
            case "MediumTestStruct4" -> image(MediumTestStruct4.calloc(), s -> fill(s, ""));
            case "MediumTestStruct5" -> image(MediumTestStruct5.calloc(), s -> fill(s, ""));
            case "LargeTestStruct1" -> image(LargeTestStruct1.calloc(), s -> fill(s, ""));
            case "LargeTestStruct2" -> image(LargeTestStruct2.calloc(), s -> fill(s, ""));
            case "LargeTestStruct3" -> image(LargeTestStruct3.calloc(), s -> fill(s, ""));
            case "LargeTestStruct4" -> image(LargeTestStruct4.calloc(), s -> fill(s, ""));
            case "LargeTestStruct5" -> image(LargeTestStruct5.calloc(), s -> fill(s, ""));
            default -> throw new IllegalArgumentException("not a thesis struct: " + structName);
        };
    }

    /** Fills, copies the bytes out and frees, also when filling fails. */
    private static <S extends Struct<S>> byte[] image(S struct, Consumer<S> filler) {
        try {
            filler.accept(struct);
            byte[] bytes = new byte[struct.sizeof()];
            memByteBuffer(struct.address(), struct.sizeof()).get(bytes);
            return bytes;
        } finally {
            struct.free();
        }
    }

    private static String at(String prefix, String member, int index) {
        return prefix + member + "[" + index + "]";
    }

    // ---------- Experiment 1 ----------

    static void fill(SmallTestStruct1 s, String p) {
        s.aInt(LeafValues.i32(p + "aInt"));
        s.aFloat(LeafValues.f32(p + "aFloat"));
        for (int i = 0; i < 4; i++) {
            s.aIntVec4(i, LeafValues.i32(at(p, "aIntVec4", i)));
        }
    }

    static void fill(SmallTestStruct2 s, String p) {
        s.aInt(LeafValues.i32(p + "aInt"));
        s.aByte(LeafValues.i8(p + "aByte"));
        s.aLong(LeafValues.i64(p + "aLong"));
    }

    static void fill(SmallTestStruct3 s, String p) {
        s.aLong(LeafValues.i64(p + "aLong"));
        s.aSecondLong(LeafValues.i64(p + "aSecondLong"));
        s.aThirdLong(LeafValues.i64(p + "aThirdLong"));
    }

    static void fill(SmallTestStruct4 s, String p) {
        s.aPointer(LeafValues.i64(p + "aPointer"));
        fill(s.aSmallTestStruct1(), p + "aSmallTestStruct1.");
    }

    static void fill(SmallTestStruct5 s, String p) {
        s.aPointer64(LeafValues.i64(p + "aPointer64"));
        s.aShort1(LeafValues.i16(p + "aShort1"));
        for (int i = 0; i < 3; i++) {
            s.aLong3(i, LeafValues.i64(at(p, "aLong3", i)));
        }
    }

    static void fill(SmallTestStruct6 s, String p) {
        s.aPointer(LeafValues.i64(p + "aPointer"));
        s.aByte1(LeafValues.i8(p + "aByte1"));
        s.aSecondPointer(LeafValues.i64(p + "aSecondPointer"));
    }

    static void fill(SmallTestStruct7 s, String p) {
        s.aInt(LeafValues.i32(p + "aInt"));
        s.aPointer(LeafValues.i64(p + "aPointer"));
        s.aSecondInt(LeafValues.i32(p + "aSecondInt"));
        s.aThirdInt(LeafValues.i32(p + "aThirdInt"));
    }

    static void fill(SmallTestStruct8 s, String p) {
        s.AByte(LeafValues.i8(p + "AByte"));
        s.aShort(LeafValues.i16(p + "aShort"));
        s.aInt(LeafValues.i32(p + "aInt"));
    }

    static void fill(SmallTestStruct9 s, String p) {
        fill(s.aSmallTestStruct8(), p + "aSmallTestStruct8.");
        s.aSmallInt(LeafValues.i32(p + "aSmallInt"));
        s.aSecondSmallInt(LeafValues.i32(p + "aSecondSmallInt"));
    }

    static void fill(SmallTestStruct10 s, String p) {
        fill(s.aSmallTestStruct3(), p + "aSmallTestStruct3.");
        fill(s.aSmallTestStruct7(), p + "aSmallTestStruct7.");
    }

    // ---------- Experiment 2 ----------

    static void fill(MediumTestStruct1 s, String p) {
        s.aLong(LeafValues.i64(p + "aLong"));
        s.aSecondLong(LeafValues.i64(p + "aSecondLong"));
        s.aThirdLong(LeafValues.i64(p + "aThirdLong"));
        for (int i = 0; i < 4; i++) {
            s.aInt4(i, LeafValues.i32(at(p, "aInt4", i)));
        }
        s.aShort(LeafValues.i16(p + "aShort"));
        fill(s.aSubStruct(), p + "aSubStruct.");
        fill(s.aSecondSubStruct(), p + "aSecondSubStruct.");
        for (int i = 0; i < 20; i++) {
            s.aByteArray(i, LeafValues.i8(at(p, "aByteArray", i)));
        }
    }

    static void fill(MediumTestStruct2 s, String p) {
        s.aLong(LeafValues.i64(p + "aLong"));
        s.aByte(LeafValues.i8(p + "aByte"));
        s.aSecondLong(LeafValues.f64(p + "aSecondLong"));
        for (int i = 0; i < 20; i++) {
            s.aByteArray(i, LeafValues.i8(at(p, "aByteArray", i)));
        }
        fill(s.aSubStruct(), p + "aSubStruct.");
        s.aThirdLong(LeafValues.i64(p + "aThirdLong"));
        for (int i = 0; i < 4; i++) {
            s.aInt4(i, LeafValues.i32(at(p, "aInt4", i)));
        }
        s.aShort(LeafValues.i16(p + "aShort"));
        fill(s.aSecondSubStruct(), p + "aSecondSubStruct.");
        s.aPointer(LeafValues.i64(p + "aPointer"));
    }

    static void fill(MediumTestStruct3 s, String p) {
        fill(s.aSmallTestStruct1(), p + "aSmallTestStruct1.");
        fill(s.aSmallTestStruct2(), p + "aSmallTestStruct2.");
        fill(s.aSmallTestStruct3(), p + "aSmallTestStruct3.");
        fill(s.aSmallTestStruct4(), p + "aSmallTestStruct4.");
        fill(s.aSmallTestStruct5(), p + "aSmallTestStruct5.");
        fill(s.aSmallTestStruct6(), p + "aSmallTestStruct6.");
        fill(s.aSmallTestStruct7(), p + "aSmallTestStruct7.");
        fill(s.aSmallTestStruct8(), p + "aSmallTestStruct8.");
        fill(s.aSmallTestStruct9(), p + "aSmallTestStruct9.");
        fill(s.aSmallTestStruct10(), p + "aSmallTestStruct10.");
    }

    static void fill(MediumTestStruct4 s, String p) {
        fill(s.aMediumTestStruct1(), p + "aMediumTestStruct1.");
        fill(s.aMediumTestStruct2(), p + "aMediumTestStruct2.");
        for (int i = 0; i < 13; i++) {
            s.aFloat64Array(i, LeafValues.f64(at(p, "aFloat64Array", i)));
        }
        s.aByte(LeafValues.i8(p + "aByte"));
        fill(s.aSmallTestStruct6(), p + "aSmallTestStruct6.");
        s.aShort(LeafValues.i16(p + "aShort"));
        fill(s.aSmallTestStruct7(), p + "aSmallTestStruct7.");
    }

    static void fill(MediumTestStruct5 s, String p) {
        // int8_t despite the name
        for (int i = 0; i < 21; i++) {
            s.aFloat64Array(i, LeafValues.i8(at(p, "aFloat64Array", i)));
        }
        fill(s.aMediumTestStruct3(), p + "aMediumTestStruct3.");
        fill(s.aSmallTestStruct2(), p + "aSmallTestStruct2.");
        s.aPointer64(LeafValues.i64(p + "aPointer64"));
        for (int i = 0; i < 5; i++) {
            fill(s.aStructArray(i), at(p, "aStructArray", i) + ".");
        }
    }

    // ---------- Experiment 3 ----------

    static void fill(LargeTestStruct1 s, String p) {
        for (int i = 0; i < 600; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < 1200; i++) {
            fill(s.smallTestStruct3Array(i), at(p, "smallTestStruct3Array", i) + ".");
        }
        for (int i = 0; i < 100_000; i++) {
            s.intArray(i, LeafValues.i32(at(p, "intArray", i)));
        }
    }

    static void fill(LargeTestStruct2 s, String p) {
        for (int i = 0; i < 500_000; i++) {
            s.nativeInt8Array(i, LeafValues.i8(at(p, "nativeInt8Array", i)));
        }
    }

    static void fill(LargeTestStruct3 s, String p) {
        for (int i = 0; i < 1200; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < 1200; i++) {
            fill(s.mediumTestStruct5Array(i), at(p, "mediumTestStruct5Array", i) + ".");
        }
        for (int i = 0; i < 1200; i++) {
            fill(s.smallTestStruct8Array(i), at(p, "smallTestStruct8Array", i) + ".");
        }
        for (int i = 0; i < 1200; i++) {
            fill(s.smallTestStruct10Array(i), at(p, "smallTestStruct10Array", i) + ".");
        }
    }

    static void fill(LargeTestStruct4 s, String p) {
        for (int i = 0; i < 400; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < 500; i++) {
            fill(s.mediumTestStruct2Array(i), at(p, "mediumTestStruct2Array", i) + ".");
        }
        for (int i = 0; i < 600; i++) {
            fill(s.mediumTestStruct3Array(i), at(p, "mediumTestStruct3Array", i) + ".");
        }
        for (int i = 0; i < 300; i++) {
            fill(s.mediumTestStruct4Array(i), at(p, "mediumTestStruct4Array", i) + ".");
        }
        for (int i = 0; i < 700; i++) {
            fill(s.mediumTestStruct5Array(i), at(p, "mediumTestStruct5Array", i) + ".");
        }
    }

    static void fill(LargeTestStruct5 s, String p) {
        fill(s.largeTestStruct1(), p + "largeTestStruct1.");
        fill(s.largeTestStruct4(), p + "largeTestStruct4.");
    }
}
