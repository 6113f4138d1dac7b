package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct6}: 24 bytes, align 8. Handles take {@code (segment, base)}. */
public final class SmallTestStruct6 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aPointer"),        // 0
            JAVA_BYTE.withName("aByte1"),          // 8
            MemoryLayout.paddingLayout(7),
            JAVA_LONG.withName("aSecondPointer"))  // 16
            .withName("SmallTestStruct6");

    static final VarHandle A_POINTER = LAYOUT.varHandle(groupElement("aPointer"));
    static final VarHandle A_BYTE1 = LAYOUT.varHandle(groupElement("aByte1"));
    static final VarHandle A_SECOND_POINTER = LAYOUT.varHandle(groupElement("aSecondPointer"));

    private SmallTestStruct6() {
    }
}
