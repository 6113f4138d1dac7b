package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct9} (thesis-structs.h); generates {@link SmallTestStruct9}. */
@Struct(name = "SmallTestStruct9", abi = "x86_64-msvc")
record SmallTestStruct9Decl(SmallTestStruct8Decl aSmallTestStruct8, int aSmallInt, int aSecondSmallInt) {
}
