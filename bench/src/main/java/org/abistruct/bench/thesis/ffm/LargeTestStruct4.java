package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;

/** {@code struct LargeTestStruct4}: 688 000 bytes, align 8; one array of each medium structure. */
public final class LargeTestStruct4 {
    static final int MEDIUM_TEST_STRUCT1_ARRAY_LENGTH = 400;
    static final int MEDIUM_TEST_STRUCT2_ARRAY_LENGTH = 500;
    static final int MEDIUM_TEST_STRUCT3_ARRAY_LENGTH = 600;
    static final int MEDIUM_TEST_STRUCT4_ARRAY_LENGTH = 300;
    static final int MEDIUM_TEST_STRUCT5_ARRAY_LENGTH = 700;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT1_ARRAY_LENGTH, MediumTestStruct1.LAYOUT)
                    .withName("mediumTestStruct1Array"),   // 0
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT2_ARRAY_LENGTH, MediumTestStruct2.LAYOUT)
                    .withName("mediumTestStruct2Array"),   // 44 800
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT3_ARRAY_LENGTH, MediumTestStruct3.LAYOUT)
                    .withName("mediumTestStruct3Array"),   // 112 800
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT4_ARRAY_LENGTH, MediumTestStruct4.LAYOUT)
                    .withName("mediumTestStruct4Array"),   // 266 400
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT5_ARRAY_LENGTH, MediumTestStruct5.LAYOUT)
                    .withName("mediumTestStruct5Array"))   // 391 200
            .withName("LargeTestStruct4");

    static final long MEDIUM_TEST_STRUCT1_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct1Array"));
    static final long MEDIUM_TEST_STRUCT2_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct2Array"));
    static final long MEDIUM_TEST_STRUCT3_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct3Array"));
    static final long MEDIUM_TEST_STRUCT4_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct4Array"));
    static final long MEDIUM_TEST_STRUCT5_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct5Array"));

    private LargeTestStruct4() {
    }
}
