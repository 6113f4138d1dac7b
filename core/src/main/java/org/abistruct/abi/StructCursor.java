package org.abistruct.abi;

/**
 * The running state while one struct is laid out: how far the data reaches, in bits so that bitfields
 * can share bytes, and the largest member alignment seen.
 */
final class StructCursor {
    private final boolean union;
    private long dataBits;
    private long maxAlignment = 1;

    StructCursor(boolean union) {
        this.union = union;
    }

    boolean isUnion() {
        return union;
    }

    /** Bytes of data so far (a partly used byte counts). */
    long dataSize() {
        return Math.ceilDiv(dataBits, 8);
    }

    long dataBits() {
        return dataBits;
    }

    long maxAlignment() {
        return maxAlignment;
    }

    /** Records a member of {@code size} bytes at {@code offset} whose alignment is {@code alignment}. */
    void occupy(long offset, long size, long alignment) {
        dataBits = Math.max(dataBits, Math.multiplyExact(Math.addExact(offset, size), 8));
        raiseAlignment(alignment);
    }

    /** Records data reaching {@code endBit}; in a struct the data only grows. */
    void occupyBits(long endBit) {
        dataBits = Math.max(dataBits, endBit);
    }

    /** Sets the end of the data, which may leave unused bits at the end of a storage unit behind. */
    void setDataBits(long bits) {
        dataBits = bits;
    }

    void raiseAlignment(long alignment) {
        maxAlignment = Math.max(maxAlignment, alignment);
    }
}
