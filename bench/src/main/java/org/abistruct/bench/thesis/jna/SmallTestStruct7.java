package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct SmallTestStruct7} (24 bytes): {@code int32_t aInt; int64_t aPointer; int32_t aSecondInt; int32_t aThirdInt;}
 */
@Structure.FieldOrder({"aInt", "aPointer", "aSecondInt", "aThirdInt"})
public final class SmallTestStruct7 extends Structure {
    public int aInt;
    public long aPointer;
    public int aSecondInt;
    public int aThirdInt;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public SmallTestStruct7() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public SmallTestStruct7(Pointer memory) {
        super(memory);
        read();
    }
}
