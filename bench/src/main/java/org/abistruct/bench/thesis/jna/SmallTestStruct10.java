package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct10} (48 bytes): {@code struct SmallTestStruct3 aSmallTestStruct3; struct SmallTestStruct7 aSmallTestStruct7;}
 */
@Structure.FieldOrder({"aSmallTestStruct3", "aSmallTestStruct7"})
public final class SmallTestStruct10 extends Structure {
    public SmallTestStruct3 aSmallTestStruct3;
    public SmallTestStruct7 aSmallTestStruct7;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct10() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct10(Pointer memory) {
        super(memory);
        read();
    }
}
