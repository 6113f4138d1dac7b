package org.abistruct.memory;

import java.util.Locale;

/**
 * Large zeroed blocks mapped straight from the kernel with {@code mmap}. Fresh pages are already zero, so nothing
 * is cleared, and pages that are never touched cost nothing. The C library's {@code calloc} does the same only
 * until its first large {@code free}: glibc then raises its mapping threshold and serves later blocks from the
 * heap, which it must clear byte by byte.
 *
 * <p>Linux only, where the {@code mmap} flag values are known; elsewhere {@link #AVAILABLE} is false and callers
 * use {@code calloc}.
 */
final class FreshPages {
    /** Blocks from this size on are mapped: glibc's own initial threshold. */
    static final long FROM = 128 * 1024;
    static final boolean AVAILABLE = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
    /** Every {@code mmap} result is aligned at least this much, whatever the page size. */
    static final long MIN_PAGE = 4096;

    private static final MappedBlocks MAPPED = new MappedBlocks();

    private FreshPages() {
    }

    /** Maps {@code size} zeroed bytes, page-aligned. */
    static long map(long size) {
        long address;
        try {
            address = (long) Mman.MMAP.invokeExact(0L, size, Mman.PROT_READ_WRITE, Mman.MAP_PRIVATE_ANONYMOUS, -1, 0L);
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
        if (address == Mman.MAP_FAILED || address == 0) {
            throw new OutOfMemoryError("mmap of " + size + " bytes failed");
        }
        MAPPED.put(address, size);
        return address;
    }

    /** Unmaps {@code address} if it came from {@link #map}; false if it did not (the C library's memory then). */
    static boolean unmapIfMapped(long address) {
        if ((address & (MIN_PAGE - 1)) != 0 || MAPPED.isEmpty()) {
            return false;
        }
        long size = MAPPED.remove(address);
        if (size == 0) {
            return false;
        }
        int result;
        try {
            result = (int) Mman.MUNMAP.invokeExact(address, size);
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
        if (result != 0) {
            throw new IllegalStateException("munmap of " + size + " bytes at 0x" + Long.toHexString(address) + " failed");
        }
        return true;
    }
}
