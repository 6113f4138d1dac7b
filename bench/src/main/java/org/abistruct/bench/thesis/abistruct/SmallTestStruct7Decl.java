package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct7} (thesis-structs.h); generates {@link SmallTestStruct7}. */
@Struct(name = "SmallTestStruct7", abi = "x86_64-msvc")
record SmallTestStruct7Decl(int aInt, long aPointer, int aSecondInt, int aThirdInt) {
}
