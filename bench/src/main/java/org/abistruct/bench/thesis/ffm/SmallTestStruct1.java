package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct SmallTestStruct1}: 24 bytes, align 4. Handles take {@code (segment, base[, index])}. */
public final class SmallTestStruct1 {
    static final int A_INT_VEC4_LENGTH = 4;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_INT.withName("aInt"),                                                        // 0
            JAVA_FLOAT.withName("aFloat"),                                                    // 4
            MemoryLayout.sequenceLayout(A_INT_VEC4_LENGTH, JAVA_INT).withName("aIntVec4"))  // 8
            .withName("SmallTestStruct1");

    static final VarHandle A_INT = LAYOUT.varHandle(groupElement("aInt"));
    static final VarHandle A_FLOAT = LAYOUT.varHandle(groupElement("aFloat"));
    static final VarHandle A_INT_VEC4 = LAYOUT.varHandle(groupElement("aIntVec4"), sequenceElement());

    private SmallTestStruct1() {
    }
}
