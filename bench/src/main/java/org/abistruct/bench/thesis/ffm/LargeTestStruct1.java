package org.abistruct.bench.thesis.ffm;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static java.lang.foreign.MemoryLayout.PathElement.sequenceElement;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.VarHandle;

/**
 * {@code struct LargeTestStruct1}: 496 000 bytes, align 8. The {@code MEDIUM_*} and {@code SMALL_*} handles reach
 * the members of {@code mediumTestStruct1Array[i]} and {@code smallTestStruct3Array[i]} through full paths from this
 * root, as experiment 3 writes them: coordinates {@code (segment, base, i[, j])}, {@code j} indexing a member array.
 */
public final class LargeTestStruct1 {
    static final int MEDIUM_TEST_STRUCT1_ARRAY_LENGTH = 600;
    static final int SMALL_TEST_STRUCT3_ARRAY_LENGTH = 1200;
    static final int INT_ARRAY_LENGTH = 100_000;

    public static final StructLayout LAYOUT = MemoryLayout.structLayout(
            MemoryLayout.sequenceLayout(MEDIUM_TEST_STRUCT1_ARRAY_LENGTH, MediumTestStruct1.LAYOUT)
                    .withName("mediumTestStruct1Array"),                                  // 0
            MemoryLayout.sequenceLayout(SMALL_TEST_STRUCT3_ARRAY_LENGTH, SmallTestStruct3.LAYOUT)
                    .withName("smallTestStruct3Array"),                                   // 67 200
            MemoryLayout.sequenceLayout(INT_ARRAY_LENGTH, JAVA_INT).withName("intArray")) // 96 000
            .withName("LargeTestStruct1");

    static final long MEDIUM_TEST_STRUCT1_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("mediumTestStruct1Array"));
    static final long SMALL_TEST_STRUCT3_ARRAY_OFFSET = LAYOUT.byteOffset(groupElement("smallTestStruct3Array"));
    static final VarHandle INT_ARRAY = LAYOUT.varHandle(groupElement("intArray"), sequenceElement());

    static final VarHandle MEDIUM_A_LONG = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aLong"));
    static final VarHandle MEDIUM_A_SECOND_LONG = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSecondLong"));
    static final VarHandle MEDIUM_A_THIRD_LONG = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aThirdLong"));
    static final VarHandle MEDIUM_A_INT4 = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aInt4"), sequenceElement());
    static final VarHandle MEDIUM_A_SHORT = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aShort"));
    static final VarHandle MEDIUM_A_SUB_STRUCT_A_INT = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSubStruct"),
            groupElement("aInt"));
    static final VarHandle MEDIUM_A_SUB_STRUCT_A_FLOAT = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSubStruct"),
            groupElement("aFloat"));
    static final VarHandle MEDIUM_A_SUB_STRUCT_A_INT_VEC4 = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSubStruct"),
            groupElement("aIntVec4"), sequenceElement());
    static final VarHandle MEDIUM_A_SECOND_SUB_STRUCT_A_INT = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSecondSubStruct"),
            groupElement("aInt"));
    static final VarHandle MEDIUM_A_SECOND_SUB_STRUCT_A_BYTE = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSecondSubStruct"),
            groupElement("aByte"));
    static final VarHandle MEDIUM_A_SECOND_SUB_STRUCT_A_LONG = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aSecondSubStruct"),
            groupElement("aLong"));
    static final VarHandle MEDIUM_A_BYTE_ARRAY = LAYOUT.varHandle(
            groupElement("mediumTestStruct1Array"), sequenceElement(), groupElement("aByteArray"),
            sequenceElement());

    static final VarHandle SMALL_A_LONG = LAYOUT.varHandle(
            groupElement("smallTestStruct3Array"), sequenceElement(), groupElement("aLong"));
    static final VarHandle SMALL_A_SECOND_LONG = LAYOUT.varHandle(
            groupElement("smallTestStruct3Array"), sequenceElement(), groupElement("aSecondLong"));
    static final VarHandle SMALL_A_THIRD_LONG = LAYOUT.varHandle(
            groupElement("smallTestStruct3Array"), sequenceElement(), groupElement("aThirdLong"));

    private static final long MEDIUM_STRIDE = MediumTestStruct1.LAYOUT.byteSize();

    private LargeTestStruct1() {
    }

    /** Offset of {@code mediumTestStruct1Array[i].aByteArray}, where its bulk copy starts. */
    static long mediumByteArrayOffset(int i) {
        return MEDIUM_TEST_STRUCT1_ARRAY_OFFSET + i * MEDIUM_STRIDE + MediumTestStruct1.A_BYTE_ARRAY_OFFSET;
    }
}
