package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct10} (thesis-structs.h); generates {@link SmallTestStruct10}. */
@Struct(name = "SmallTestStruct10", abi = "x86_64-msvc")
record SmallTestStruct10Decl(SmallTestStruct3Decl aSmallTestStruct3, SmallTestStruct7Decl aSmallTestStruct7) {
}
