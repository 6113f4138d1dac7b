package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;

/** {@code struct LargeTestStruct5}: 1 184 000 bytes, align 8. */
public final class LargeTestStruct5 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            LargeTestStruct1.LAYOUT.withName("largeTestStruct1"),  // 0
            LargeTestStruct4.LAYOUT.withName("largeTestStruct4"))  // 496 000
            .withName("LargeTestStruct5");

    static final long LARGE_TEST_STRUCT1_OFFSET = LAYOUT.byteOffset(groupElement("largeTestStruct1"));
    static final long LARGE_TEST_STRUCT4_OFFSET = LAYOUT.byteOffset(groupElement("largeTestStruct4"));

    private LargeTestStruct5() {
    }
}
