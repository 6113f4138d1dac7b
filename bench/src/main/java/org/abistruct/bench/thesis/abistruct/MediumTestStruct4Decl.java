package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct MediumTestStruct4} (thesis-structs.h); generates {@link MediumTestStruct4}. */
@Struct(name = "MediumTestStruct4", abi = "x86_64-msvc")
record MediumTestStruct4Decl(
        MediumTestStruct1Decl aMediumTestStruct1,
        MediumTestStruct2Decl aMediumTestStruct2,
        @Length(13) double[] aFloat64Array,
        byte aByte,
        SmallTestStruct6Decl aSmallTestStruct6,
        short aShort,
        SmallTestStruct7Decl aSmallTestStruct7) {
}
