package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct SmallTestStruct4}: 32 bytes, align 8. {@code aPointer} is the thesis's {@code BBPointer64}, an
 * {@code int64_t}. Handles take {@code (segment, base)}.
 */
public final class SmallTestStruct4 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aPointer"),                                // 0
            SmallTestStruct1.LAYOUT.withName("aSmallTestStruct1"))         // 8
            .withName("SmallTestStruct4");

    static final VarHandle A_POINTER = LAYOUT.varHandle(groupElement("aPointer"));
    static final long A_SMALL_TEST_STRUCT1_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct1"));

    private SmallTestStruct4() {
    }
}
