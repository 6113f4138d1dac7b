package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct MediumTestStruct5}: 424 bytes, align 8. {@code aFloat64Array} holds {@code int8_t}s despite its name,
 * as in the thesis. Handles take {@code (segment, base[, index])}.
 */
public final class MediumTestStruct5 {
    static final int A_FLOAT64_ARRAY_LENGTH = 21;
    static final int A_STRUCT_ARRAY_LENGTH = 5;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(A_FLOAT64_ARRAY_LENGTH, JAVA_BYTE).withName("aFloat64Array"),      // 0
            MemoryLayout.paddingLayout(3),
            MediumTestStruct3.LAYOUT.withName("aMediumTestStruct3"),                                     // 24
            SmallTestStruct2.LAYOUT.withName("aSmallTestStruct2"),                                       // 280
            JAVA_LONG.withName("aPointer64"),                                                            // 296
            MemoryLayout.sequenceLayout(A_STRUCT_ARRAY_LENGTH, SmallTestStruct7.LAYOUT).withName("aStructArray")) // 304
            .withName("MediumTestStruct5");

    static final VarHandle A_FLOAT64_ARRAY = LAYOUT.varHandle(groupElement("aFloat64Array"), sequenceElement());
    static final long A_MEDIUM_TEST_STRUCT3_OFFSET = LAYOUT.byteOffset(groupElement("aMediumTestStruct3"));
    static final long A_SMALL_TEST_STRUCT2_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct2"));
    static final VarHandle A_POINTER64 = LAYOUT.varHandle(groupElement("aPointer64"));
    static final long A_STRUCT_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("aStructArray"));

    private MediumTestStruct5() {
    }
}
