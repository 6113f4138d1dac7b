package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct LargeTestStruct4} (688,000 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"mediumTestStruct1Array", "mediumTestStruct2Array", "mediumTestStruct3Array", "mediumTestStruct4Array", "mediumTestStruct5Array"})
public final class LargeTestStruct4 extends Structure {
    public MediumTestStruct1[] mediumTestStruct1Array = (MediumTestStruct1[]) new MediumTestStruct1().toArray(400);
    public MediumTestStruct2[] mediumTestStruct2Array = (MediumTestStruct2[]) new MediumTestStruct2().toArray(500);
    public MediumTestStruct3[] mediumTestStruct3Array = (MediumTestStruct3[]) new MediumTestStruct3().toArray(600);
    public MediumTestStruct4[] mediumTestStruct4Array = (MediumTestStruct4[]) new MediumTestStruct4().toArray(300);
    public MediumTestStruct5[] mediumTestStruct5Array = (MediumTestStruct5[]) new MediumTestStruct5().toArray(700);

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public LargeTestStruct4() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public LargeTestStruct4(Pointer memory) {
        super(memory);
        read();
    }
}
