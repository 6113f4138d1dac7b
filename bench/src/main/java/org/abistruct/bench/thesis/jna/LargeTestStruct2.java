package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct LargeTestStruct2} (500,000 bytes): {@code int8_t nativeInt8Array[500000];}
 */
@Structure.FieldOrder({"nativeInt8Array"})
public final class LargeTestStruct2 extends Structure {
    public byte[] nativeInt8Array = new byte[500000];

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public LargeTestStruct2() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public LargeTestStruct2(Pointer memory) {
        super(memory);
        read();
    }
}
