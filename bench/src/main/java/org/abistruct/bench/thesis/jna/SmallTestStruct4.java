package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct4} (32 bytes): {@code int64_t aPointer; struct SmallTestStruct1 aSmallTestStruct1;}
 */
@Structure.FieldOrder({"aPointer", "aSmallTestStruct1"})
public final class SmallTestStruct4 extends Structure {
    public long aPointer;
    public SmallTestStruct1 aSmallTestStruct1;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct4() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct4(Pointer memory) {
        super(memory);
        read();
    }
}
