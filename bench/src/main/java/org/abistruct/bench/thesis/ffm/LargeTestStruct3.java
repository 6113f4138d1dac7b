package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;

/** {@code struct LargeTestStruct3}: 710 400 bytes, align 8; four struct arrays of 1200 elements. */
public final class LargeTestStruct3 {
    static final int ARRAY_LENGTH = 1200;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(ARRAY_LENGTH, MediumTestStruct1.LAYOUT)
                    .withName("mediumTestStruct1Array"),   // 0
            MemoryLayout.sequenceLayout(ARRAY_LENGTH, MediumTestStruct5.LAYOUT)
                    .withName("mediumTestStruct5Array"),   // 134 400
            MemoryLayout.sequenceLayout(ARRAY_LENGTH, SmallTestStruct8.LAYOUT)
                    .withName("smallTestStruct8Array"),    // 643 200
            MemoryLayout.sequenceLayout(ARRAY_LENGTH, SmallTestStruct10.LAYOUT)
                    .withName("smallTestStruct10Array"))   // 652 800
            .withName("LargeTestStruct3");

    static final long MEDIUM_TEST_STRUCT1_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct1Array"));
    static final long MEDIUM_TEST_STRUCT5_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct5Array"));
    static final long SMALL_TEST_STRUCT8_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("smallTestStruct8Array"));
    static final long SMALL_TEST_STRUCT10_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("smallTestStruct10Array"));

    private LargeTestStruct3() {
    }
}
