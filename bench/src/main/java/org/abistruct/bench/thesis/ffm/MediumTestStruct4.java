package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct MediumTestStruct4}: 416 bytes, align 8. Handles take {@code (segment, base[, index])}. */
public final class MediumTestStruct4 {
    static final int A_FLOAT64_ARRAY_LENGTH = 13;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MediumTestStruct1.LAYOUT.withName("aMediumTestStruct1"),                                   // 0
            MediumTestStruct2.LAYOUT.withName("aMediumTestStruct2"),                                   // 112
            MemoryLayout.sequenceLayout(A_FLOAT64_ARRAY_LENGTH, JAVA_DOUBLE).withName("aFloat64Array"), // 248
            JAVA_BYTE.withName("aByte"),                                                               // 352
            MemoryLayout.paddingLayout(7),
            SmallTestStruct6.LAYOUT.withName("aSmallTestStruct6"),                                     // 360
            JAVA_SHORT.withName("aShort"),                                                             // 384
            MemoryLayout.paddingLayout(6),
            SmallTestStruct7.LAYOUT.withName("aSmallTestStruct7"))                                     // 392
            .withName("MediumTestStruct4");

    static final long A_MEDIUM_TEST_STRUCT1_OFFSET = LAYOUT.byteOffset(groupElement("aMediumTestStruct1"));
    static final long A_MEDIUM_TEST_STRUCT2_OFFSET = LAYOUT.byteOffset(groupElement("aMediumTestStruct2"));
    static final VarHandle A_FLOAT64_ARRAY = LAYOUT.varHandle(groupElement("aFloat64Array"), sequenceElement());
    static final VarHandle A_BYTE = LAYOUT.varHandle(groupElement("aByte"));
    static final long A_SMALL_TEST_STRUCT6_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct6"));
    static final VarHandle A_SHORT = LAYOUT.varHandle(groupElement("aShort"));
    static final long A_SMALL_TEST_STRUCT7_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct7"));

    private MediumTestStruct4() {
    }
}
