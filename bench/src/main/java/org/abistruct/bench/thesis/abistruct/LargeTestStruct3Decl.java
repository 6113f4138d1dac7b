package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct LargeTestStruct3} (thesis-structs.h); generates {@link LargeTestStruct3}. */
@Struct(name = "LargeTestStruct3", abi = "x86_64-msvc")
record LargeTestStruct3Decl(
        @Length(1200) MediumTestStruct1Decl[] mediumTestStruct1Array,
        @Length(1200) MediumTestStruct5Decl[] mediumTestStruct5Array,
        @Length(1200) SmallTestStruct8Decl[] smallTestStruct8Array,
        @Length(1200) SmallTestStruct10Decl[] smallTestStruct10Array) {
}
