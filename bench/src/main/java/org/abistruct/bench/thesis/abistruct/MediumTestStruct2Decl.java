package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct MediumTestStruct2} (thesis-structs.h); generates {@link MediumTestStruct2}. */
@Struct(name = "MediumTestStruct2", abi = "x86_64-msvc")
record MediumTestStruct2Decl(
        long aLong,
        byte aByte,
        double aSecondLong,
        @Length(20) byte[] aByteArray,
        SmallTestStruct1Decl aSubStruct,
        long aThirdLong,
        @Length(4) int[] aInt4,
        short aShort,
        SmallTestStruct3Decl aSecondSubStruct,
        long aPointer) {
}
