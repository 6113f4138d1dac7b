package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct MediumTestStruct3} (thesis-structs.h); generates {@link MediumTestStruct3}. */
@Struct(name = "MediumTestStruct3", abi = "x86_64-msvc")
record MediumTestStruct3Decl(
        SmallTestStruct1Decl aSmallTestStruct1,
        SmallTestStruct2Decl aSmallTestStruct2,
        SmallTestStruct3Decl aSmallTestStruct3,
        SmallTestStruct4Decl aSmallTestStruct4,
        SmallTestStruct5Decl aSmallTestStruct5,
        SmallTestStruct6Decl aSmallTestStruct6,
        SmallTestStruct7Decl aSmallTestStruct7,
        SmallTestStruct8Decl aSmallTestStruct8,
        SmallTestStruct9Decl aSmallTestStruct9,
        SmallTestStruct10Decl aSmallTestStruct10) {
}
