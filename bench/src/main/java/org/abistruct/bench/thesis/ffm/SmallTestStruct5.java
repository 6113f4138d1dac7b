package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct5}: 40 bytes, align 8. Handles take {@code (segment, base[, index])}. */
public final class SmallTestStruct5 {
    static final int A_LONG3_LENGTH = 3;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aPointer64"),                                             // 0
            JAVA_SHORT.withName("aShort1"),                                               // 8
            MemoryLayout.paddingLayout(6),
            MemoryLayout.sequenceLayout(A_LONG3_LENGTH, JAVA_LONG).withName("aLong3"))  // 16
            .withName("SmallTestStruct5");

    static final VarHandle A_POINTER64 = LAYOUT.varHandle(groupElement("aPointer64"));
    static final VarHandle A_SHORT1 = LAYOUT.varHandle(groupElement("aShort1"));
    static final VarHandle A_LONG3 = LAYOUT.varHandle(groupElement("aLong3"), sequenceElement());

    private SmallTestStruct5() {
    }
}
