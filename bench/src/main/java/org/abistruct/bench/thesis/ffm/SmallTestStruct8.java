package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct SmallTestStruct8}: 8 bytes, align 4. The first member really is spelled {@code AByte}. Handles take
 * {@code (segment, base)}.
 */
public final class SmallTestStruct8 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_BYTE.withName("AByte"),    // 0
            MemoryLayout.paddingLayout(1),
            JAVA_SHORT.withName("aShort"),  // 2
            JAVA_INT.withName("aInt"))      // 4
            .withName("SmallTestStruct8");

    static final VarHandle A_BYTE = LAYOUT.varHandle(groupElement("AByte"));
    static final VarHandle A_SHORT = LAYOUT.varHandle(groupElement("aShort"));
    static final VarHandle A_INT = LAYOUT.varHandle(groupElement("aInt"));

    private SmallTestStruct8() {
    }
}
