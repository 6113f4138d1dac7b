package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct2}: 16 bytes, align 8. Handles take {@code (segment, base)}. */
public final class SmallTestStruct2 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_INT.withName("aInt"),     // 0
            JAVA_BYTE.withName("aByte"),   // 4
            MemoryLayout.paddingLayout(3),
            JAVA_LONG.withName("aLong"))   // 8
            .withName("SmallTestStruct2");

    static final VarHandle A_INT = LAYOUT.varHandle(groupElement("aInt"));
    static final VarHandle A_BYTE = LAYOUT.varHandle(groupElement("aByte"));
    static final VarHandle A_LONG = LAYOUT.varHandle(groupElement("aLong"));

    private SmallTestStruct2() {
    }
}
