package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct MediumTestStruct4} (416 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"aMediumTestStruct1", "aMediumTestStruct2", "aFloat64Array", "aByte", "aSmallTestStruct6", "aShort", "aSmallTestStruct7"})
public final class MediumTestStruct4 extends Structure {
    public MediumTestStruct1 aMediumTestStruct1;
    public MediumTestStruct2 aMediumTestStruct2;
    public double[] aFloat64Array = new double[13];
    public byte aByte;
    public SmallTestStruct6 aSmallTestStruct6;
    public short aShort;
    public SmallTestStruct7 aSmallTestStruct7;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public MediumTestStruct4() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public MediumTestStruct4(Pointer memory) {
        super(memory);
        read();
    }
}
