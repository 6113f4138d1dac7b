package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct LargeTestStruct1} (thesis-structs.h); generates {@link LargeTestStruct1}. */
@Struct(name = "LargeTestStruct1", abi = "x86_64-msvc")
record LargeTestStruct1Decl(
        @Length(600) MediumTestStruct1Decl[] mediumTestStruct1Array,
        @Length(1200) SmallTestStruct3Decl[] smallTestStruct3Array,
        @Length(100_000) int[] intArray) {
}
