package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct3} (24 bytes): {@code int64_t aLong; int64_t aSecondLong; int64_t aThirdLong;}
 */
@Structure.FieldOrder({"aLong", "aSecondLong", "aThirdLong"})
public final class SmallTestStruct3 extends Structure {
    public long aLong;
    public long aSecondLong;
    public long aThirdLong;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct3() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct3(Pointer memory) {
        super(memory);
        read();
    }
}
