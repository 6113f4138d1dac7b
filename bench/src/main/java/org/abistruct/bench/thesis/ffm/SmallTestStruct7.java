package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct7}: 24 bytes, align 8. Handles take {@code (segment, base)}. */
public final class SmallTestStruct7 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_INT.withName("aInt"),         // 0
            MemoryLayout.paddingLayout(4),
            JAVA_LONG.withName("aPointer"),    // 8
            JAVA_INT.withName("aSecondInt"),   // 16
            JAVA_INT.withName("aThirdInt"))    // 20
            .withName("SmallTestStruct7");

    static final VarHandle A_INT = LAYOUT.varHandle(groupElement("aInt"));
    static final VarHandle A_POINTER = LAYOUT.varHandle(groupElement("aPointer"));
    static final VarHandle A_SECOND_INT = LAYOUT.varHandle(groupElement("aSecondInt"));
    static final VarHandle A_THIRD_INT = LAYOUT.varHandle(groupElement("aThirdInt"));

    private SmallTestStruct7() {
    }
}
