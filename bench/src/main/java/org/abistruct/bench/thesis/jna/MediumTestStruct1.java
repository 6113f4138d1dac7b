package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct MediumTestStruct1} (112 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"aLong", "aSecondLong", "aThirdLong", "aInt4", "aShort", "aSubStruct", "aSecondSubStruct", "aByteArray"})
public final class MediumTestStruct1 extends Structure {
    public long aLong;
    public long aSecondLong;
    public long aThirdLong;
    public int[] aInt4 = new int[4];
    public short aShort;
    public SmallTestStruct1 aSubStruct;
    public SmallTestStruct2 aSecondSubStruct;
    public byte[] aByteArray = new byte[20];

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public MediumTestStruct1() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public MediumTestStruct1(Pointer memory) {
        super(memory);
        read();
    }
}
