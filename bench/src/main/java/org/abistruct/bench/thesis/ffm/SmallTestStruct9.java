package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct9}: 16 bytes, align 4. Handles take {@code (segment, base)}. */
public final class SmallTestStruct9 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            SmallTestStruct8.LAYOUT.withName("aSmallTestStruct8"),  // 0
            JAVA_INT.withName("aSmallInt"),                         // 8
            JAVA_INT.withName("aSecondSmallInt"))                   // 12
            .withName("SmallTestStruct9");

    static final long A_SMALL_TEST_STRUCT8_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct8"));
    static final VarHandle A_SMALL_INT = LAYOUT.varHandle(groupElement("aSmallInt"));
    static final VarHandle A_SECOND_SMALL_INT = LAYOUT.varHandle(groupElement("aSecondSmallInt"));

    private SmallTestStruct9() {
    }
}
