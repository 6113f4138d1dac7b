package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct2} (thesis-structs.h); generates {@link SmallTestStruct2}. */
@Struct(name = "SmallTestStruct2", abi = "x86_64-msvc")
record SmallTestStruct2Decl(int aInt, byte aByte, long aLong) {
}
