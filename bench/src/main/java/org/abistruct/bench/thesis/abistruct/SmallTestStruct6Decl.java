package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct6} (thesis-structs.h); generates {@link SmallTestStruct6}. */
@Struct(name = "SmallTestStruct6", abi = "x86_64-msvc")
record SmallTestStruct6Decl(long aPointer, byte aByte1, long aSecondPointer) {
}
