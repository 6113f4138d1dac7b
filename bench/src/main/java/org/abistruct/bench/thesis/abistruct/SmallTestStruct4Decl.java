package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct4} (thesis-structs.h); generates {@link SmallTestStruct4}. */
@Struct(name = "SmallTestStruct4", abi = "x86_64-msvc")
record SmallTestStruct4Decl(long aPointer, SmallTestStruct1Decl aSmallTestStruct1) {
}
