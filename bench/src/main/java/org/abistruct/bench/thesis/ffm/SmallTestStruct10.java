package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct SmallTestStruct10}: 48 bytes, align 8. The handles reach the nested members through full paths from
 * this root, as experiment 1 writes them; they take {@code (segment, base)}.
 */
public final class SmallTestStruct10 {
    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            SmallTestStruct3.LAYOUT.withName("aSmallTestStruct3"),  // 0
            SmallTestStruct7.LAYOUT.withName("aSmallTestStruct7"))  // 24
            .withName("SmallTestStruct10");

    static final long A_SMALL_TEST_STRUCT3_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct3"));
    static final long A_SMALL_TEST_STRUCT7_OFFSET = LAYOUT.byteOffset(groupElement("aSmallTestStruct7"));

    static final VarHandle A_SMALL_TEST_STRUCT3_A_LONG =
            LAYOUT.varHandle(groupElement("aSmallTestStruct3"), groupElement("aLong"));
    static final VarHandle A_SMALL_TEST_STRUCT3_A_SECOND_LONG =
            LAYOUT.varHandle(groupElement("aSmallTestStruct3"), groupElement("aSecondLong"));
    static final VarHandle A_SMALL_TEST_STRUCT3_A_THIRD_LONG =
            LAYOUT.varHandle(groupElement("aSmallTestStruct3"), groupElement("aThirdLong"));
    static final VarHandle A_SMALL_TEST_STRUCT7_A_INT =
            LAYOUT.varHandle(groupElement("aSmallTestStruct7"), groupElement("aInt"));
    static final VarHandle A_SMALL_TEST_STRUCT7_A_POINTER =
            LAYOUT.varHandle(groupElement("aSmallTestStruct7"), groupElement("aPointer"));
    static final VarHandle A_SMALL_TEST_STRUCT7_A_SECOND_INT =
            LAYOUT.varHandle(groupElement("aSmallTestStruct7"), groupElement("aSecondInt"));
    static final VarHandle A_SMALL_TEST_STRUCT7_A_THIRD_INT =
            LAYOUT.varHandle(groupElement("aSmallTestStruct7"), groupElement("aThirdInt"));

    private SmallTestStruct10() {
    }
}
