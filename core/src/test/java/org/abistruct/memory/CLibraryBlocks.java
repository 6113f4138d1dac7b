package org.abistruct.memory;

/**
 * For tests that need a block from the C library's {@code malloc}, whose {@code free} writes its free-list pointers
 * into the block: in a fresh JVM the first blocks come from the early heap, whose free writes nothing.
 */
public final class CLibraryBlocks {
    private CLibraryBlocks() {
    }

    /**
     * {@link NativeMemory#malloc} of {@code size} bytes once the C library is bound (within 10 s); {@code size} must
     * be above {@link SmallBlocks#MAX_SIZE}, or the block comes from {@link SmallBlocks} instead.
     */
    public static long malloc(long size) throws InterruptedException {
        for (int i = 0; i < 1000; i++) {
            long address = NativeMemory.malloc(size);
            if (!EarlyHeap.contains(address)) {
                return address;
            }
            NativeMemory.free(address);
            Thread.sleep(10);
        }
        throw new AssertionError("malloc still served from the early heap after 10 s");
    }
}
