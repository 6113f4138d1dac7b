package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/** {@code struct LargeTestStruct2}: 500 000 bytes, align 1. The handle takes {@code (segment, base, index)}. */
public final class LargeTestStruct2 {
    static final int NATIVE_INT8_ARRAY_LENGTH = 500_000;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(NATIVE_INT8_ARRAY_LENGTH, JAVA_BYTE).withName("nativeInt8Array"))  // 0
            .withName("LargeTestStruct2");

    static final VarHandle NATIVE_INT8_ARRAY = LAYOUT.varHandle(groupElement("nativeInt8Array"), sequenceElement());

    private LargeTestStruct2() {
    }
}
