package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;

/** {@code struct MediumTestStruct3}: 256 bytes, align 8; one of each small structure, no padding. */
public final class MediumTestStruct3 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            SmallTestStruct1.LAYOUT.withName("aSmallTestStruct1"),    // 0
            SmallTestStruct2.LAYOUT.withName("aSmallTestStruct2"),    // 24
            SmallTestStruct3.LAYOUT.withName("aSmallTestStruct3"),    // 40
            SmallTestStruct4.LAYOUT.withName("aSmallTestStruct4"),    // 64
            SmallTestStruct5.LAYOUT.withName("aSmallTestStruct5"),    // 96
            SmallTestStruct6.LAYOUT.withName("aSmallTestStruct6"),    // 136
            SmallTestStruct7.LAYOUT.withName("aSmallTestStruct7"),    // 160
            SmallTestStruct8.LAYOUT.withName("aSmallTestStruct8"),    // 184
            SmallTestStruct9.LAYOUT.withName("aSmallTestStruct9"),    // 192
            SmallTestStruct10.LAYOUT.withName("aSmallTestStruct10"))  // 208
            .withName("MediumTestStruct3");

    static final long A_SMALL_TEST_STRUCT1_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct1"));
    static final long A_SMALL_TEST_STRUCT2_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct2"));
    static final long A_SMALL_TEST_STRUCT3_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct3"));
    static final long A_SMALL_TEST_STRUCT4_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct4"));
    static final long A_SMALL_TEST_STRUCT5_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct5"));
    static final long A_SMALL_TEST_STRUCT6_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct6"));
    static final long A_SMALL_TEST_STRUCT7_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct7"));
    static final long A_SMALL_TEST_STRUCT8_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct8"));
    static final long A_SMALL_TEST_STRUCT9_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct9"));
    static final long A_SMALL_TEST_STRUCT10_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct10"));

    private MediumTestStruct3() {
    }
}
