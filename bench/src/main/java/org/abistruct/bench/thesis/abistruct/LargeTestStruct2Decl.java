package org.abistruct.bench.thesis.abistruct;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;

/** The thesis's {@code struct LargeTestStruct2} (thesis-structs.h); generates {@link LargeTestStruct2}. */
@Struct(name = "LargeTestStruct2", abi = "x86_64-msvc")
record LargeTestStruct2Decl(@Length(500_000) byte[] nativeInt8Array) {
}
