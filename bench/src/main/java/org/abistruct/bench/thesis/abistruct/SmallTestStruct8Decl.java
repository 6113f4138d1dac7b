package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct8} (thesis-structs.h); generates {@link SmallTestStruct8}. */
@Struct(name = "SmallTestStruct8", abi = "x86_64-msvc")
record SmallTestStruct8Decl(byte AByte, short aShort, int aInt) {
}
