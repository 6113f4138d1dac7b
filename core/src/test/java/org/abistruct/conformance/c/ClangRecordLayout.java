package org.abistruct.conformance.c;

import java.util.List;

/**
 * One record as clang's {@code -fdump-record-layouts-simple} prints it. All numbers are in bits.
 *
 * @param record       {@code struct NAME} or {@code union NAME}
 * @param sizeBits     {@code Size:}
 * @param alignBits    {@code Alignment:}
 * @param fieldOffsets {@code FieldOffsets:}, one per field in declaration order (unnamed bitfields included)
 */
public record ClangRecordLayout(String record, long sizeBits, long alignBits, List<Long> fieldOffsets) {
    public ClangRecordLayout {
        fieldOffsets = List.copyOf(fieldOffsets);
    }

    public long byteSize() {
        return sizeBits / 8;
    }

    public long byteAlignment() {
        return alignBits / 8;
    }
}
