package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct MediumTestStruct2}: 136 bytes, align 8. {@code aSecondLong} is a {@code double}, as in the thesis.
 * Handles take {@code (segment, base[, index])}.
 */
public final class MediumTestStruct2 {
    static final int A_BYTE_ARRAY_LENGTH = 20;
    static final int A_INT4_LENGTH = 4;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aLong"),                                                        // 0
            JAVA_BYTE.withName("aByte"),                                                        // 8
            MemoryLayout.paddingLayout(7),
            JAVA_DOUBLE.withName("aSecondLong"),                                                // 16
            MemoryLayout.sequenceLayout(A_BYTE_ARRAY_LENGTH, JAVA_BYTE).withName("aByteArray"), // 24
            SmallTestStruct1.LAYOUT.withName("aSubStruct"),                                     // 44
            MemoryLayout.paddingLayout(4),
            JAVA_LONG.withName("aThirdLong"),                                                   // 72
            MemoryLayout.sequenceLayout(A_INT4_LENGTH, JAVA_INT).withName("aInt4"),            // 80
            JAVA_SHORT.withName("aShort"),                                                      // 96
            MemoryLayout.paddingLayout(6),
            SmallTestStruct3.LAYOUT.withName("aSecondSubStruct"),                               // 104
            JAVA_LONG.withName("aPointer"))                                                     // 128
            .withName("MediumTestStruct2");

    static final VarHandle A_LONG = LAYOUT.varHandle(groupElement("aLong"));
    static final VarHandle A_BYTE = LAYOUT.varHandle(groupElement("aByte"));
    static final VarHandle A_SECOND_LONG = LAYOUT.varHandle(groupElement("aSecondLong"));
    static final VarHandle A_BYTE_ARRAY = LAYOUT.varHandle(groupElement("aByteArray"), sequenceElement());
    static final long A_SUB_STRUCT_OFFSET = LAYOUT.byteOffset(groupElement("aSubStruct"));
    static final VarHandle A_THIRD_LONG = LAYOUT.varHandle(groupElement("aThirdLong"));
    static final VarHandle A_INT4 = LAYOUT.varHandle(groupElement("aInt4"), sequenceElement());
    static final VarHandle A_SHORT = LAYOUT.varHandle(groupElement("aShort"));
    static final long A_SECOND_SUB_STRUCT_OFFSET = LAYOUT.byteOffset(groupElement("aSecondSubStruct"));
    static final VarHandle A_POINTER = LAYOUT.varHandle(groupElement("aPointer"));

    private MediumTestStruct2() {
    }
}
