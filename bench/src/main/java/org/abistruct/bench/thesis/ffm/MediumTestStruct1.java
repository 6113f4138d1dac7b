package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct MediumTestStruct1}: 112 bytes, align 8. The handles, including the full-path ones into the two sub
 * structs that experiment 2 writes, take {@code (segment, base[, index])}.
 */
public final class MediumTestStruct1 {
    static final int A_INT4_LENGTH = 4;
    static final int A_BYTE_ARRAY_LENGTH = 20;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            JAVA_LONG.withName("aLong"),                                                    // 0
            JAVA_LONG.withName("aSecondLong"),                                              // 8
            JAVA_LONG.withName("aThirdLong"),                                               // 16
            MemoryLayout.sequenceLayout(A_INT4_LENGTH, JAVA_INT).withName("aInt4"),        // 24
            JAVA_SHORT.withName("aShort"),                                                  // 40
            MemoryLayout.paddingLayout(2),
            SmallTestStruct1.LAYOUT.withName("aSubStruct"),                                 // 44
            MemoryLayout.paddingLayout(4),
            SmallTestStruct2.LAYOUT.withName("aSecondSubStruct"),                           // 72
            MemoryLayout.sequenceLayout(A_BYTE_ARRAY_LENGTH, JAVA_BYTE).withName("aByteArray"), // 88
            MemoryLayout.paddingLayout(4))
            .withName("MediumTestStruct1");

    static final VarHandle A_LONG = LAYOUT.varHandle(groupElement("aLong"));
    static final VarHandle A_SECOND_LONG = LAYOUT.varHandle(groupElement("aSecondLong"));
    static final VarHandle A_THIRD_LONG = LAYOUT.varHandle(groupElement("aThirdLong"));
    static final VarHandle A_INT4 = LAYOUT.varHandle(groupElement("aInt4"), sequenceElement());
    static final VarHandle A_SHORT = LAYOUT.varHandle(groupElement("aShort"));
    static final VarHandle A_BYTE_ARRAY = LAYOUT.varHandle(groupElement("aByteArray"), sequenceElement());

    static final long A_SUB_STRUCT_OFFSET = LAYOUT.byteOffset(groupElement("aSubStruct"));
    static final long A_SECOND_SUB_STRUCT_OFFSET = LAYOUT.byteOffset(groupElement("aSecondSubStruct"));
    /** Where the bulk copy of {@code aByteArray} starts. */
    static final long A_BYTE_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("aByteArray"));

    static final VarHandle A_SUB_STRUCT_A_INT =
            LAYOUT.varHandle(groupElement("aSubStruct"), groupElement("aInt"));
    static final VarHandle A_SUB_STRUCT_A_FLOAT =
            LAYOUT.varHandle(groupElement("aSubStruct"), groupElement("aFloat"));
    static final VarHandle A_SUB_STRUCT_A_INT_VEC4 =
            LAYOUT.varHandle(groupElement("aSubStruct"), groupElement("aIntVec4"), sequenceElement());
    static final VarHandle A_SECOND_SUB_STRUCT_A_INT =
            LAYOUT.varHandle(groupElement("aSecondSubStruct"), groupElement("aInt"));
    static final VarHandle A_SECOND_SUB_STRUCT_A_BYTE =
            LAYOUT.varHandle(groupElement("aSecondSubStruct"), groupElement("aByte"));
    static final VarHandle A_SECOND_SUB_STRUCT_A_LONG =
            LAYOUT.varHandle(groupElement("aSecondSubStruct"), groupElement("aLong"));

    private MediumTestStruct1() {
    }
}
