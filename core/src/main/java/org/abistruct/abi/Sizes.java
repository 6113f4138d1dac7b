package org.abistruct.abi;

/** Checked layout arithmetic. */
final class Sizes {
    private Sizes() {
    }

    /** {@code value} rounded up to a multiple of {@code alignment} (a power of two). */
    static long roundUp(long value, long alignment) {
        return Math.addExact(value, alignment - 1) & -alignment;
    }

    /** {@code value} rounded up to a multiple of {@code multiple}, which need not be a power of two. */
    static long roundUpToMultiple(long value, long multiple) {
        return Math.multiplyExact(Math.ceilDiv(value, multiple), multiple);
    }

    /** The smallest power of two that is at least {@code value}. */
    static long nextPowerOfTwo(long value) {
        return value <= 1 ? 1 : Long.highestOneBit(value - 1) << 1;
    }
}
