package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct LargeTestStruct3} (710,400 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"mediumTestStruct1Array", "mediumTestStruct5Array", "smallTestStruct8Array", "smallTestStruct10Array"})
public final class LargeTestStruct3 extends Structure {
    public MediumTestStruct1[] mediumTestStruct1Array = (MediumTestStruct1[]) new MediumTestStruct1().toArray(1200);
    public MediumTestStruct5[] mediumTestStruct5Array = (MediumTestStruct5[]) new MediumTestStruct5().toArray(1200);
    public SmallTestStruct8[] smallTestStruct8Array = (SmallTestStruct8[]) new SmallTestStruct8().toArray(1200);
    public SmallTestStruct10[] smallTestStruct10Array = (SmallTestStruct10[]) new SmallTestStruct10().toArray(1200);

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public LargeTestStruct3() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public LargeTestStruct3(Pointer memory) {
        super(memory);
        read();
    }
}
