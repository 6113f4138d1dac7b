package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct LargeTestStruct4} (thesis-structs.h); generates {@link LargeTestStruct4}. */
@Struct(name = "LargeTestStruct4", abi = "x86_64-msvc")
record LargeTestStruct4Decl(
        @Length(400) MediumTestStruct1Decl[] mediumTestStruct1Array,
        @Length(500) MediumTestStruct2Decl[] mediumTestStruct2Array,
        @Length(600) MediumTestStruct3Decl[] mediumTestStruct3Array,
        @Length(300) MediumTestStruct4Decl[] mediumTestStruct4Array,
        @Length(700) MediumTestStruct5Decl[] mediumTestStruct5Array) {
}
