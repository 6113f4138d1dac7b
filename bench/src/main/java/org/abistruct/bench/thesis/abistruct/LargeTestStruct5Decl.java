package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct LargeTestStruct5} (thesis-structs.h); generates {@link LargeTestStruct5}. */
@Struct(name = "LargeTestStruct5", abi = "x86_64-msvc")
record LargeTestStruct5Decl(LargeTestStruct1Decl largeTestStruct1, LargeTestStruct4Decl largeTestStruct4) {
}
