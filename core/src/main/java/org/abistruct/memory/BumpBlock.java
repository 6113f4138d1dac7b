package org.abistruct.memory;

/**
 * A block of native memory cut into pieces by bumping a pointer. It gives back only its most recent piece,
 * which is what a loop that allocates and frees one struct needs; other pieces keep their bytes. Thread-safe.
 */
final class BumpBlock {
    /** {@code malloc}'s own alignment on 64-bit targets. */
    static final long ALIGNMENT = 16;

    final long start;
    final long end;
    private long top;
    /** The start of the most recent piece, which {@link #free} can give back; 0 when there is none. */
    private long last;

    /** Over {@code capacity} bytes at {@code start}, both multiples of {@value #ALIGNMENT}. */
    BumpBlock(long start, long capacity) {
        if (start % ALIGNMENT != 0 || capacity % ALIGNMENT != 0 || capacity < 0) {
            throw new IllegalArgumentException("start 0x" + Long.toHexString(start) + " and capacity " + capacity
                    + " must be multiples of " + ALIGNMENT);
        }
        this.start = start;
        this.end = start + capacity;
        this.top = start;
    }

    /**
     * {@code size} bytes aligned to {@code alignment} (a power of two; at least {@value #ALIGNMENT} is used), or 0
     * when they do not fit in what is left.
     */
    synchronized long allocate(long size, long alignment) {
        // compare with what is left before adding, so that no sum wraps around, even near Long.MAX_VALUE
        if (size < 0 || alignment > end - top) {
            return 0;
        }
        long step = Math.max(alignment, ALIGNMENT);
        long at = (top + step - 1) & -step;
        if (size > end - at) {
            return 0;
        }
        long rounded = (Math.max(size, 1) + ALIGNMENT - 1) & -ALIGNMENT;
        if (rounded > end - at) {
            return 0;
        }
        last = at;
        top = at + rounded;
        return at;
    }

    /** Gives {@code address}'s bytes back if it is the most recent piece; otherwise they stay used. */
    synchronized void free(long address) {
        if (address == last) {
            top = last;
            last = 0;
        }
    }

    synchronized long remaining() {
        return end - top;
    }
}
