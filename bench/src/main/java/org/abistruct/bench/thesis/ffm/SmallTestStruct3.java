package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct3}: 24 bytes, align 8. Handles take {@code (segment, base)}. */
public final class SmallTestStruct3 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aLong"),        // 0
            JAVA_LONG.withName("aSecondLong"),  // 8
            JAVA_LONG.withName("aThirdLong"))   // 16
            .withName("SmallTestStruct3");

    static final VarHandle A_LONG = LAYOUT.varHandle(groupElement("aLong"));
    static final VarHandle A_SECOND_LONG = LAYOUT.varHandle(groupElement("aSecondLong"));
    static final VarHandle A_THIRD_LONG = LAYOUT.varHandle(groupElement("aThirdLong"));

    private SmallTestStruct3() {
    }
}
