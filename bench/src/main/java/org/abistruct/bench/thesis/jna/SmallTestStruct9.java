package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct9} (16 bytes): {@code struct SmallTestStruct8 aSmallTestStruct8; int32_t aSmallInt; int32_t aSecondSmallInt;}
 */
@Structure.FieldOrder({"aSmallTestStruct8", "aSmallInt", "aSecondSmallInt"})
public final class SmallTestStruct9 extends Structure {
    public SmallTestStruct8 aSmallTestStruct8;
    public int aSmallInt;
    public int aSecondSmallInt;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct9() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct9(Pointer memory) {
        super(memory);
        read();
    }
}
