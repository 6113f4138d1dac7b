package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct1} (24 bytes): {@code int32_t aInt; float aFloat; int32_t aIntVec4[4];}
 */
@Structure.FieldOrder({"aInt", "aFloat", "aIntVec4"})
public final class SmallTestStruct1 extends Structure {
    public int aInt;
    public float aFloat;
    public int[] aIntVec4 = new int[4];

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct1() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct1(Pointer memory) {
        super(memory);
        read();
    }
}
