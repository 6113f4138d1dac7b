package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct MediumTestStruct3} (256 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"aSmallTestStruct1", "aSmallTestStruct2", "aSmallTestStruct3", "aSmallTestStruct4", "aSmallTestStruct5", "aSmallTestStruct6", "aSmallTestStruct7", "aSmallTestStruct8", "aSmallTestStruct9", "aSmallTestStruct10"})
public final class MediumTestStruct3 extends Structure {
    public SmallTestStruct1 aSmallTestStruct1;
    public SmallTestStruct2 aSmallTestStruct2;
    public SmallTestStruct3 aSmallTestStruct3;
    public SmallTestStruct4 aSmallTestStruct4;
    public SmallTestStruct5 aSmallTestStruct5;
    public SmallTestStruct6 aSmallTestStruct6;
    public SmallTestStruct7 aSmallTestStruct7;
    public SmallTestStruct8 aSmallTestStruct8;
    public SmallTestStruct9 aSmallTestStruct9;
    public SmallTestStruct10 aSmallTestStruct10;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public MediumTestStruct3() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public MediumTestStruct3(Pointer memory) {
        super(memory);
        read();
    }
}
