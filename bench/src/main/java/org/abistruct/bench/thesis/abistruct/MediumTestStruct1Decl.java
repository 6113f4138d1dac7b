package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct MediumTestStruct1} (thesis-structs.h); generates {@link MediumTestStruct1}. */
@Struct(name = "MediumTestStruct1", abi = "x86_64-msvc")
record MediumTestStruct1Decl(
        long aLong,
        long aSecondLong,
        long aThirdLong,
        @Length(4) int[] aInt4,
        short aShort,
        SmallTestStruct1Decl aSubStruct,
        SmallTestStruct2Decl aSecondSubStruct,
        @Length(20) byte[] aByteArray) {
}
