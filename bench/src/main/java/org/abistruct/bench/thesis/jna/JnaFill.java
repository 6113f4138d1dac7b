package org.abistruct.bench.thesis.jna;

import com.sun.jna.Structure;
import java.util.function.Consumer;
import org.abistruct.bench.thesis.LeafValues;

/**
 * The JNA side of the byte-identity check: fills every leaf member of a freshly allocated (zeroed) struct with its
 * {@link LeafValues} value through the Java fields, writes the struct with {@code write()} and returns its bytes.
 * Each {@code fill} method takes the path prefix of the struct it fills, so outer structs reuse the inner ones.
 */
public final class JnaFill {
    private JnaFill() {
    }

    /** The bytes of struct {@code structName} after every leaf member was written, exactly its size long. */
    public static byte[] image(String structName) {
        Structure struct = switch (structName) {
            case "SmallTestStruct1" -> filled(new SmallTestStruct1(), s -> fill(s, ""));
            case "SmallTestStruct2" -> filled(new SmallTestStruct2(), s -> fill(s, ""));
            case "SmallTestStruct3" -> filled(new SmallTestStruct3(), s -> fill(s, ""));
            case "SmallTestStruct4" -> filled(new SmallTestStruct4(), s -> fill(s, ""));
            case "SmallTestStruct5" -> filled(new SmallTestStruct5(), s -> fill(s, ""));
            case "SmallTestStruct6" -> filled(new SmallTestStruct6(), s -> fill(s, ""));
            case "SmallTestStruct7" -> filled(new SmallTestStruct7(), s -> fill(s, ""));
            case "SmallTestStruct8" -> filled(new SmallTestStruct8(), s -> fill(s, ""));
            case "SmallTestStruct9" -> filled(new SmallTestStruct9(), s -> fill(s, ""));
            case "SmallTestStruct10" -> filled(new SmallTestStruct10(), s -> fill(s, ""));
            case "MediumTestStruct1" -> filled(new MediumTestStruct1(), s -> fill(s, ""));
            case "MediumTestStruct2" -> filled(new MediumTestStruct2(), s -> fill(s, ""));
            case "MediumTestStruct3" -> filled(new MediumTestStruct3(), s -> fill(s, ""));
            case "MediumTestStruct4" -> filled(new MediumTestStruct4(), s -> fill(s, ""));
            case "MediumTestStruct5" -> filled(new MediumTestStruct5(), s -> fill(s, ""));
            case "LargeTestStruct1" -> filled(new LargeTestStruct1(), s -> fill(s, ""));
            case "LargeTestStruct2" -> filled(new LargeTestStruct2(), s -> fill(s, ""));
            case "LargeTestStruct3" -> filled(new LargeTestStruct3(), s -> fill(s, ""));
            case "LargeTestStruct4" -> filled(new LargeTestStruct4(), s -> fill(s, ""));
            case "LargeTestStruct5" -> filled(new LargeTestStruct5(), s -> fill(s, ""));
            default -> throw new IllegalArgumentException("unknown struct " + structName);
        };
        // One write() copies the whole tree of Java fields into the struct's memory.
        struct.write();
        return struct.getPointer().getByteArray(0, struct.size());
    }

    /** Lets one switch arm create and fill a struct of its own type. */
    private static <S extends Structure> S filled(S struct, Consumer<S> fill) {
        fill.accept(struct);
        return struct;
    }

    static void fill(SmallTestStruct1 s, String prefix) {
        s.aInt = LeafValues.i32(prefix + "aInt");
        s.aFloat = LeafValues.f32(prefix + "aFloat");
        fillI32(s.aIntVec4, prefix + "aIntVec4");
    }

    static void fill(SmallTestStruct2 s, String prefix) {
        s.aInt = LeafValues.i32(prefix + "aInt");
        s.aByte = LeafValues.i8(prefix + "aByte");
        s.aLong = LeafValues.i64(prefix + "aLong");
    }

    static void fill(SmallTestStruct3 s, String prefix) {
        s.aLong = LeafValues.i64(prefix + "aLong");
        s.aSecondLong = LeafValues.i64(prefix + "aSecondLong");
        s.aThirdLong = LeafValues.i64(prefix + "aThirdLong");
    }

    static void fill(SmallTestStruct4 s, String prefix) {
        s.aPointer = LeafValues.i64(prefix + "aPointer");
        fill(s.aSmallTestStruct1, prefix + "aSmallTestStruct1.");
    }

    static void fill(SmallTestStruct5 s, String prefix) {
        s.aPointer64 = LeafValues.i64(prefix + "aPointer64");
        s.aShort1 = LeafValues.i16(prefix + "aShort1");
        fillI64(s.aLong3, prefix + "aLong3");
    }

    static void fill(SmallTestStruct6 s, String prefix) {
        s.aPointer = LeafValues.i64(prefix + "aPointer");
        s.aByte1 = LeafValues.i8(prefix + "aByte1");
        s.aSecondPointer = LeafValues.i64(prefix + "aSecondPointer");
    }

    static void fill(SmallTestStruct7 s, String prefix) {
        s.aInt = LeafValues.i32(prefix + "aInt");
        s.aPointer = LeafValues.i64(prefix + "aPointer");
        s.aSecondInt = LeafValues.i32(prefix + "aSecondInt");
        s.aThirdInt = LeafValues.i32(prefix + "aThirdInt");
    }

    static void fill(SmallTestStruct8 s, String prefix) {
        s.AByte = LeafValues.i8(prefix + "AByte");
        s.aShort = LeafValues.i16(prefix + "aShort");
        s.aInt = LeafValues.i32(prefix + "aInt");
    }

    static void fill(SmallTestStruct9 s, String prefix) {
        fill(s.aSmallTestStruct8, prefix + "aSmallTestStruct8.");
        s.aSmallInt = LeafValues.i32(prefix + "aSmallInt");
        s.aSecondSmallInt = LeafValues.i32(prefix + "aSecondSmallInt");
    }

    static void fill(SmallTestStruct10 s, String prefix) {
        fill(s.aSmallTestStruct3, prefix + "aSmallTestStruct3.");
        fill(s.aSmallTestStruct7, prefix + "aSmallTestStruct7.");
    }

    static void fill(MediumTestStruct1 s, String prefix) {
        s.aLong = LeafValues.i64(prefix + "aLong");
        s.aSecondLong = LeafValues.i64(prefix + "aSecondLong");
        s.aThirdLong = LeafValues.i64(prefix + "aThirdLong");
        fillI32(s.aInt4, prefix + "aInt4");
        s.aShort = LeafValues.i16(prefix + "aShort");
        fill(s.aSubStruct, prefix + "aSubStruct.");
        fill(s.aSecondSubStruct, prefix + "aSecondSubStruct.");
        fillI8(s.aByteArray, prefix + "aByteArray");
    }

    static void fill(MediumTestStruct2 s, String prefix) {
        s.aLong = LeafValues.i64(prefix + "aLong");
        s.aByte = LeafValues.i8(prefix + "aByte");
        s.aSecondLong = LeafValues.f64(prefix + "aSecondLong");
        fillI8(s.aByteArray, prefix + "aByteArray");
        fill(s.aSubStruct, prefix + "aSubStruct.");
        s.aThirdLong = LeafValues.i64(prefix + "aThirdLong");
        fillI32(s.aInt4, prefix + "aInt4");
        s.aShort = LeafValues.i16(prefix + "aShort");
        fill(s.aSecondSubStruct, prefix + "aSecondSubStruct.");
        s.aPointer = LeafValues.i64(prefix + "aPointer");
    }

    static void fill(MediumTestStruct3 s, String prefix) {
        fill(s.aSmallTestStruct1, prefix + "aSmallTestStruct1.");
        fill(s.aSmallTestStruct2, prefix + "aSmallTestStruct2.");
        fill(s.aSmallTestStruct3, prefix + "aSmallTestStruct3.");
        fill(s.aSmallTestStruct4, prefix + "aSmallTestStruct4.");
        fill(s.aSmallTestStruct5, prefix + "aSmallTestStruct5.");
        fill(s.aSmallTestStruct6, prefix + "aSmallTestStruct6.");
        fill(s.aSmallTestStruct7, prefix + "aSmallTestStruct7.");
        fill(s.aSmallTestStruct8, prefix + "aSmallTestStruct8.");
        fill(s.aSmallTestStruct9, prefix + "aSmallTestStruct9.");
        fill(s.aSmallTestStruct10, prefix + "aSmallTestStruct10.");
    }

    static void fill(MediumTestStruct4 s, String prefix) {
        fill(s.aMediumTestStruct1, prefix + "aMediumTestStruct1.");
        fill(s.aMediumTestStruct2, prefix + "aMediumTestStruct2.");
        for (int i = 0; i < s.aFloat64Array.length; i++) {
            s.aFloat64Array[i] = LeafValues.f64(prefix + "aFloat64Array[" + i + "]");
        }
        s.aByte = LeafValues.i8(prefix + "aByte");
        fill(s.aSmallTestStruct6, prefix + "aSmallTestStruct6.");
        s.aShort = LeafValues.i16(prefix + "aShort");
        fill(s.aSmallTestStruct7, prefix + "aSmallTestStruct7.");
    }

    static void fill(MediumTestStruct5 s, String prefix) {
        fillI8(s.aFloat64Array, prefix + "aFloat64Array");
        fill(s.aMediumTestStruct3, prefix + "aMediumTestStruct3.");
        fill(s.aSmallTestStruct2, prefix + "aSmallTestStruct2.");
        s.aPointer64 = LeafValues.i64(prefix + "aPointer64");
        for (int i = 0; i < s.aStructArray.length; i++) {
            fill(s.aStructArray[i], element(prefix, "aStructArray", i));
        }
    }

    static void fill(LargeTestStruct1 s, String prefix) {
        for (int i = 0; i < s.mediumTestStruct1Array.length; i++) {
            fill(s.mediumTestStruct1Array[i], element(prefix, "mediumTestStruct1Array", i));
        }
        for (int i = 0; i < s.smallTestStruct3Array.length; i++) {
            fill(s.smallTestStruct3Array[i], element(prefix, "smallTestStruct3Array", i));
        }
        fillI32(s.intArray, prefix + "intArray");
    }

    static void fill(LargeTestStruct2 s, String prefix) {
        fillI8(s.nativeInt8Array, prefix + "nativeInt8Array");
    }

    static void fill(LargeTestStruct3 s, String prefix) {
        for (int i = 0; i < s.mediumTestStruct1Array.length; i++) {
            fill(s.mediumTestStruct1Array[i], element(prefix, "mediumTestStruct1Array", i));
        }
        for (int i = 0; i < s.mediumTestStruct5Array.length; i++) {
            fill(s.mediumTestStruct5Array[i], element(prefix, "mediumTestStruct5Array", i));
        }
        for (int i = 0; i < s.smallTestStruct8Array.length; i++) {
            fill(s.smallTestStruct8Array[i], element(prefix, "smallTestStruct8Array", i));
        }
        for (int i = 0; i < s.smallTestStruct10Array.length; i++) {
            fill(s.smallTestStruct10Array[i], element(prefix, "smallTestStruct10Array", i));
        }
    }

    static void fill(LargeTestStruct4 s, String prefix) {
        for (int i = 0; i < s.mediumTestStruct1Array.length; i++) {
            fill(s.mediumTestStruct1Array[i], element(prefix, "mediumTestStruct1Array", i));
        }
        for (int i = 0; i < s.mediumTestStruct2Array.length; i++) {
            fill(s.mediumTestStruct2Array[i], element(prefix, "mediumTestStruct2Array", i));
        }
        for (int i = 0; i < s.mediumTestStruct3Array.length; i++) {
            fill(s.mediumTestStruct3Array[i], element(prefix, "mediumTestStruct3Array", i));
        }
        for (int i = 0; i < s.mediumTestStruct4Array.length; i++) {
            fill(s.mediumTestStruct4Array[i], element(prefix, "mediumTestStruct4Array", i));
        }
        for (int i = 0; i < s.mediumTestStruct5Array.length; i++) {
            fill(s.mediumTestStruct5Array[i], element(prefix, "mediumTestStruct5Array", i));
        }
    }

    static void fill(LargeTestStruct5 s, String prefix) {
        fill(s.largeTestStruct1, prefix + "largeTestStruct1.");
        fill(s.largeTestStruct4, prefix + "largeTestStruct4.");
    }

    /** The prefix of the members of element {@code index} of struct array {@code array}. */
    private static String element(String prefix, String array, int index) {
        return prefix + array + "[" + index + "].";
    }

    private static void fillI8(byte[] array, String path) {
        for (int i = 0; i < array.length; i++) {
            array[i] = LeafValues.i8(path + "[" + i + "]");
        }
    }

    private static void fillI32(int[] array, String path) {
        for (int i = 0; i < array.length; i++) {
            array[i] = LeafValues.i32(path + "[" + i + "]");
        }
    }

    private static void fillI64(long[] array, String path) {
        for (int i = 0; i < array.length; i++) {
            array[i] = LeafValues.i64(path + "[" + i + "]");
        }
    }
}
