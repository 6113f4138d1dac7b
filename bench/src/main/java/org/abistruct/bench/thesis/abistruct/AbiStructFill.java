package org.abistruct.bench.thesis.abistruct;

import static org.abistruct.bench.thesis.LeafValues.f32;
import static org.abistruct.bench.thesis.LeafValues.f64;
import static org.abistruct.bench.thesis.LeafValues.i16;
import static org.abistruct.bench.thesis.LeafValues.i32;
import static org.abistruct.bench.thesis.LeafValues.i64;
import static org.abistruct.bench.thesis.LeafValues.i8;

import java.lang.foreign.ValueLayout;
import org.abistruct.abi.Abi;
import org.abistruct.bench.thesis.LeafValues;
import org.abistruct.bench.thesis.ThesisStructs;
import org.abistruct.runtime.StructView;

/**
 * The byte-identity image of a thesis structure written through AbiStruct's generated accessors: the struct is
 * allocated zeroed, every leaf member gets its {@link LeafValues} value (by path), and the struct's bytes are
 * copied out before it is freed. One {@code fill(view, prefix)} per struct type; the prefix is the path of the
 * view itself ({@code ""} at the root, {@code "aSubStruct."}, {@code "mediumTestStruct1Array[3]."}), so the large
 * structs reuse the small ones' fills.
 */
public final class AbiStructFill {
    private AbiStructFill() {
    }

    /** The image under the thesis's ABI, {@value ThesisStructs#ABI}. */
    public static byte[] image(String structName) {
        return image(structName, Abi.of(ThesisStructs.ABI));
    }

    /** The image of {@code structName} (one of {@link ThesisStructs#SIZES}) laid out under {@code abi}. */
    public static byte[] image(String structName, Abi abi) {
        StructView view = switch (structName) {
            case "SmallTestStruct1" -> fill(SmallTestStruct1.calloc(abi), "");
            case "SmallTestStruct2" -> fill(SmallTestStruct2.calloc(abi), "");
            case "SmallTestStruct3" -> fill(SmallTestStruct3.calloc(abi), "");
            case "SmallTestStruct4" -> fill(SmallTestStruct4.calloc(abi), "");
            case "SmallTestStruct5" -> fill(SmallTestStruct5.calloc(abi), "");
            case "SmallTestStruct6" -> fill(SmallTestStruct6.calloc(abi), "");
            case "SmallTestStruct7" -> fill(SmallTestStruct7.calloc(abi), "");
            case "SmallTestStruct8" -> fill(SmallTestStruct8.calloc(abi), "");
            case "SmallTestStruct9" -> fill(SmallTestStruct9.calloc(abi), "");
            case "SmallTestStruct10" -> fill(SmallTestStruct10.calloc(abi), "");
            case "MediumTestStruct1" -> fill(MediumTestStruct1.calloc(abi), "");
            case "MediumTestStruct2" -> fill(MediumTestStruct2.calloc(abi), "");
            case "MediumTestStruct3" -> fill(MediumTestStruct3.calloc(abi), "");
            case "MediumTestStruct4" -> fill(MediumTestStruct4.calloc(abi), "");
            case "MediumTestStruct5" -> fill(MediumTestStruct5.calloc(abi), "");
            case "LargeTestStruct1" -> fill(LargeTestStruct1.calloc(abi), "");
            case "LargeTestStruct2" -> fill(LargeTestStruct2.calloc(abi), "");
            case "LargeTestStruct3" -> fill(LargeTestStruct3.calloc(abi), "");
            case "LargeTestStruct4" -> fill(LargeTestStruct4.calloc(abi), "");
            case "LargeTestStruct5" -> fill(LargeTestStruct5.calloc(abi), "");
            default -> throw new IllegalArgumentException("not a thesis structure: " + structName);
        };
        try {
            return view.segment().toArray(ValueLayout.JAVA_BYTE);
        } finally {
            view.free();
        }
    }

    private static String at(String prefix, String member, int i) {
        return prefix + member + "[" + i + "]";
    }

    // ---------- Experiment 1 (small) ----------

    private static SmallTestStruct1 fill(SmallTestStruct1 s, String p) {
        s.aInt(i32(p + "aInt")).aFloat(f32(p + "aFloat"));
        for (int k = 0; k < SmallTestStruct1.A_INT_VEC4_LENGTH; k++) {
            s.aIntVec4(k, i32(at(p, "aIntVec4", k)));
        }
        return s;
    }

    private static SmallTestStruct2 fill(SmallTestStruct2 s, String p) {
        return s.aInt(i32(p + "aInt")).aByte(i8(p + "aByte")).aLong(i64(p + "aLong"));
    }

    private static SmallTestStruct3 fill(SmallTestStruct3 s, String p) {
        return s.aLong(i64(p + "aLong")).aSecondLong(i64(p + "aSecondLong")).aThirdLong(i64(p + "aThirdLong"));
    }

    private static SmallTestStruct4 fill(SmallTestStruct4 s, String p) {
        s.aPointer(i64(p + "aPointer"));
        fill(s.aSmallTestStruct1(), p + "aSmallTestStruct1.");
        return s;
    }

    private static SmallTestStruct5 fill(SmallTestStruct5 s, String p) {
        s.aPointer64(i64(p + "aPointer64")).aShort1(i16(p + "aShort1"));
        for (int k = 0; k < SmallTestStruct5.A_LONG3_LENGTH; k++) {
            s.aLong3(k, i64(at(p, "aLong3", k)));
        }
        return s;
    }

    private static SmallTestStruct6 fill(SmallTestStruct6 s, String p) {
        return s.aPointer(i64(p + "aPointer")).aByte1(i8(p + "aByte1")).aSecondPointer(i64(p + "aSecondPointer"));
    }

    private static SmallTestStruct7 fill(SmallTestStruct7 s, String p) {
        return s.aInt(i32(p + "aInt")).aPointer(i64(p + "aPointer"))
                .aSecondInt(i32(p + "aSecondInt")).aThirdInt(i32(p + "aThirdInt"));
    }

    private static SmallTestStruct8 fill(SmallTestStruct8 s, String p) {
        return s.AByte(i8(p + "AByte")).aShort(i16(p + "aShort")).aInt(i32(p + "aInt"));
    }

    private static SmallTestStruct9 fill(SmallTestStruct9 s, String p) {
        fill(s.aSmallTestStruct8(), p + "aSmallTestStruct8.");
        return s.aSmallInt(i32(p + "aSmallInt")).aSecondSmallInt(i32(p + "aSecondSmallInt"));
    }

    private static SmallTestStruct10 fill(SmallTestStruct10 s, String p) {
        fill(s.aSmallTestStruct3(), p + "aSmallTestStruct3.");
        fill(s.aSmallTestStruct7(), p + "aSmallTestStruct7.");
        return s;
    }

    // ---------- Experiment 2 (medium) ----------

    private static MediumTestStruct1 fill(MediumTestStruct1 s, String p) {
        s.aLong(i64(p + "aLong")).aSecondLong(i64(p + "aSecondLong")).aThirdLong(i64(p + "aThirdLong"));
        for (int k = 0; k < MediumTestStruct1.A_INT4_LENGTH; k++) {
            s.aInt4(k, i32(at(p, "aInt4", k)));
        }
        s.aShort(i16(p + "aShort"));
        fill(s.aSubStruct(), p + "aSubStruct.");
        fill(s.aSecondSubStruct(), p + "aSecondSubStruct.");
        for (int k = 0; k < MediumTestStruct1.A_BYTE_ARRAY_LENGTH; k++) {
            s.aByteArray(k, i8(at(p, "aByteArray", k)));
        }
        return s;
    }

    private static MediumTestStruct2 fill(MediumTestStruct2 s, String p) {
        s.aLong(i64(p + "aLong")).aByte(i8(p + "aByte")).aSecondLong(f64(p + "aSecondLong"));
        for (int k = 0; k < MediumTestStruct2.A_BYTE_ARRAY_LENGTH; k++) {
            s.aByteArray(k, i8(at(p, "aByteArray", k)));
        }
        fill(s.aSubStruct(), p + "aSubStruct.");
        s.aThirdLong(i64(p + "aThirdLong"));
        for (int k = 0; k < MediumTestStruct2.A_INT4_LENGTH; k++) {
            s.aInt4(k, i32(at(p, "aInt4", k)));
        }
        s.aShort(i16(p + "aShort"));
        fill(s.aSecondSubStruct(), p + "aSecondSubStruct.");
        return s.aPointer(i64(p + "aPointer"));
    }

    private static MediumTestStruct3 fill(MediumTestStruct3 s, String p) {
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
        return s;
    }

    private static MediumTestStruct4 fill(MediumTestStruct4 s, String p) {
        fill(s.aMediumTestStruct1(), p + "aMediumTestStruct1.");
        fill(s.aMediumTestStruct2(), p + "aMediumTestStruct2.");
        for (int k = 0; k < MediumTestStruct4.A_FLOAT64_ARRAY_LENGTH; k++) {
            s.aFloat64Array(k, f64(at(p, "aFloat64Array", k)));
        }
        s.aByte(i8(p + "aByte"));
        fill(s.aSmallTestStruct6(), p + "aSmallTestStruct6.");
        s.aShort(i16(p + "aShort"));
        fill(s.aSmallTestStruct7(), p + "aSmallTestStruct7.");
        return s;
    }

    private static MediumTestStruct5 fill(MediumTestStruct5 s, String p) {
        for (int k = 0; k < MediumTestStruct5.A_FLOAT64_ARRAY_LENGTH; k++) {
            s.aFloat64Array(k, i8(at(p, "aFloat64Array", k)));
        }
        fill(s.aMediumTestStruct3(), p + "aMediumTestStruct3.");
        fill(s.aSmallTestStruct2(), p + "aSmallTestStruct2.");
        s.aPointer64(i64(p + "aPointer64"));
        for (int i = 0; i < MediumTestStruct5.A_STRUCT_ARRAY_LENGTH; i++) {
            fill(s.aStructArray(i), at(p, "aStructArray", i) + ".");
        }
        return s;
    }

    // ---------- Experiment 3 (large) ----------

    private static LargeTestStruct1 fill(LargeTestStruct1 s, String p) {
        for (int i = 0; i < LargeTestStruct1.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct1.SMALL_TEST_STRUCT3_ARRAY_LENGTH; i++) {
            fill(s.smallTestStruct3Array(i), at(p, "smallTestStruct3Array", i) + ".");
        }
        for (int k = 0; k < LargeTestStruct1.INT_ARRAY_LENGTH; k++) {
            s.intArray(k, i32(at(p, "intArray", k)));
        }
        return s;
    }

    private static LargeTestStruct2 fill(LargeTestStruct2 s, String p) {
        for (int k = 0; k < LargeTestStruct2.NATIVE_INT8_ARRAY_LENGTH; k++) {
            s.nativeInt8Array(k, i8(at(p, "nativeInt8Array", k)));
        }
        return s;
    }

    private static LargeTestStruct3 fill(LargeTestStruct3 s, String p) {
        for (int i = 0; i < LargeTestStruct3.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct3.MEDIUM_TEST_STRUCT5_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct5Array(i), at(p, "mediumTestStruct5Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct3.SMALL_TEST_STRUCT8_ARRAY_LENGTH; i++) {
            fill(s.smallTestStruct8Array(i), at(p, "smallTestStruct8Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct3.SMALL_TEST_STRUCT10_ARRAY_LENGTH; i++) {
            fill(s.smallTestStruct10Array(i), at(p, "smallTestStruct10Array", i) + ".");
        }
        return s;
    }

    private static LargeTestStruct4 fill(LargeTestStruct4 s, String p) {
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT1_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct1Array(i), at(p, "mediumTestStruct1Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT2_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct2Array(i), at(p, "mediumTestStruct2Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT3_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct3Array(i), at(p, "mediumTestStruct3Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT4_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct4Array(i), at(p, "mediumTestStruct4Array", i) + ".");
        }
        for (int i = 0; i < LargeTestStruct4.MEDIUM_TEST_STRUCT5_ARRAY_LENGTH; i++) {
            fill(s.mediumTestStruct5Array(i), at(p, "mediumTestStruct5Array", i) + ".");
        }
        return s;
    }

    private static LargeTestStruct5 fill(LargeTestStruct5 s, String p) {
        fill(s.largeTestStruct1(), p + "largeTestStruct1.");
        fill(s.largeTestStruct4(), p + "largeTestStruct4.");
        return s;
    }
}
