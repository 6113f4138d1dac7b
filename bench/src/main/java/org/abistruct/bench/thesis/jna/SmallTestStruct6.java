package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct6} (24 bytes): {@code int64_t aPointer; int8_t aByte1; int64_t aSecondPointer;}
 */
@Structure.FieldOrder({"aPointer", "aByte1", "aSecondPointer"})
public final class SmallTestStruct6 extends Structure {
    public long aPointer;
    public byte aByte1;
    public long aSecondPointer;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct6() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct6(Pointer memory) {
        super(memory);
        read();
    }
}
