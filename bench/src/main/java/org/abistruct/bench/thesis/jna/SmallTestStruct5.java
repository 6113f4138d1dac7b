package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct5} (40 bytes): {@code int64_t aPointer64; int16_t aShort1; int64_t aLong3[3];}
 */
@Structure.FieldOrder({"aPointer64", "aShort1", "aLong3"})
public final class SmallTestStruct5 extends Structure {
    public long aPointer64;
    public short aShort1;
    public long[] aLong3 = new long[3];

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct5() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct5(Pointer memory) {
        super(memory);
        read();
    }
}
