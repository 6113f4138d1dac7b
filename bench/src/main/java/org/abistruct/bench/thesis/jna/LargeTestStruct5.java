package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct LargeTestStruct5} (1,184,000 bytes): {@code struct LargeTestStruct1 largeTestStruct1; struct LargeTestStruct4 largeTestStruct4;}
 */
@Structure.FieldOrder({"largeTestStruct1", "largeTestStruct4"})
public final class LargeTestStruct5 extends Structure {
    public LargeTestStruct1 largeTestStruct1;
    public LargeTestStruct4 largeTestStruct4;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public LargeTestStruct5() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public LargeTestStruct5(Pointer memory) {
        super(memory);
        read();
    }
}
