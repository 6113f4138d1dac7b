package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct SmallTestStruct5} (thesis-structs.h); generates {@link SmallTestStruct5}. */
@Struct(name = "SmallTestStruct5", abi = "x86_64-msvc")
record SmallTestStruct5Decl(long aPointer64, short aShort1, @Length(3) long[] aLong3) {
}
