package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct3} (thesis-structs.h); generates {@link SmallTestStruct3}. */
@Struct(name = "SmallTestStruct3", abi = "x86_64-msvc")
record SmallTestStruct3Decl(long aLong, long aSecondLong, long aThirdLong) {
}
