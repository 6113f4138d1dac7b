package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct1} (thesis-structs.h); generates {@link SmallTestStruct1}. */
@Struct(name = "SmallTestStruct1", abi = "x86_64-msvc")
record SmallTestStruct1Decl(int aInt, float aFloat, @Length(4) int[] aIntVec4) {
}
