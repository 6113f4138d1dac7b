package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct8} (8 bytes): {@code int8_t AByte; int16_t aShort; int32_t aInt;}
 */
@Structure.FieldOrder({"AByte", "aShort", "aInt"})
public final class SmallTestStruct8 extends Structure {
    public byte AByte;
    public short aShort;
    public int aInt;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct8() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct8(Pointer memory) {
        super(memory);
        read();
    }
}
