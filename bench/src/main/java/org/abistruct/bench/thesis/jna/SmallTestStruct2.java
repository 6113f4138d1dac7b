package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct2} (16 bytes): {@code int32_t aInt; int8_t aByte; int64_t aLong;}
 */
@Structure.FieldOrder({"aInt", "aByte", "aLong"})
public final class SmallTestStruct2 extends Structure {
    public int aInt;
    public byte aByte;
    public long aLong;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct2() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct2(Pointer memory) {
        super(memory);
        read();
    }
}
