package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct LargeTestStruct1} (496,000 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"mediumTestStruct1Array", "smallTestStruct3Array", "intArray"})
public final class LargeTestStruct1 extends Structure {
    public MediumTestStruct1[] mediumTestStruct1Array = (MediumTestStruct1[]) new MediumTestStruct1().toArray(600);
    public SmallTestStruct3[] smallTestStruct3Array = (SmallTestStruct3[]) new SmallTestStruct3().toArray(1200);
    public int[] intArray = new int[100000];

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public LargeTestStruct1() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public LargeTestStruct1(Pointer memory) {
        super(memory);
        read();
    }
}
