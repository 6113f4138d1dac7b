package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct MediumTestStruct5} (424 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"aFloat64Array", "aMediumTestStruct3", "aSmallTestStruct2", "aPointer64", "aStructArray"})
public final class MediumTestStruct5 extends Structure {
    public byte[] aFloat64Array = new byte[21];
    public MediumTestStruct3 aMediumTestStruct3;
    public SmallTestStruct2 aSmallTestStruct2;
    public long aPointer64;
    public SmallTestStruct7[] aStructArray = (SmallTestStruct7[]) new SmallTestStruct7().toArray(5);

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public MediumTestStruct5() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public MediumTestStruct5(Pointer memory) {
        super(memory);
        read();
    }
}
