package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct MediumTestStruct5} (thesis-structs.h); generates {@link MediumTestStruct5}. */
@Struct(name = "MediumTestStruct5", abi = "x86_64-msvc")
record MediumTestStruct5Decl(
        @Length(21) byte[] aFloat64Array,
        MediumTestStruct3Decl aMediumTestStruct3,
        SmallTestStruct2Decl aSmallTestStruct2,
        long aPointer64,
        @Length(5) SmallTestStruct7Decl[] aStructArray) {
}
