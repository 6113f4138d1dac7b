package org.abistruct.bench.thesis.jna;

import com.sun.jna.Pointer;
import com.sun.jna.Structure;

/**
 * JNA peer of {@code struct MediumTestStruct2} (136 bytes),
 * members in C order as in {@code thesis-structs.h}.
 */
@Structure.FieldOrder({"aLong", "aByte", "aSecondLong", "aByteArray", "aSubStruct", "aThirdLong", "aInt4", "aShort", "aSecondSubStruct", "aPointer"})
public final class MediumTestStruct2 extends Structure {
    public long aLong;
    public byte aByte;
    public double aSecondLong;
    public byte[] aByteArray = new byte[20];
    public SmallTestStruct1 aSubStruct;
    public long aThirdLong;
    public int[] aInt4 = new int[4];
    public short aShort;
    public SmallTestStruct3 aSecondSubStruct;
    public long aPointer;

    /** Backed by JNA's own zeroed memory, allocated once the layout is known. */
    public MediumTestStruct2() {
    }

    /** Mapped onto existing memory; JNA calls this for array elements and nested members. */
    public MediumTestStruct2(Pointer memory) {
        super(memory);
        read();
    }
}
