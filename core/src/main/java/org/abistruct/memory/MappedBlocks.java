package org.abistruct.memory;

/**
 * The lengths of the blocks {@link FreshPages} mapped, by address: {@code munmap} needs the length and
 * {@code free} gets only the address. An open-addressing table of primitive longs, so that recording a block
 * allocates nothing on the Java heap; a lock is enough, as mapping and unmapping are system calls anyway.
 */
final class MappedBlocks {
    private static final long EMPTY = 0;
    private static final long REMOVED = -1;

    private long[] addresses = new long[16];
    private long[] lengths = new long[16];
    /** Live entries; volatile so that {@link #isEmpty()} needs no lock on the {@code free} path. */
    private volatile int size;
    private int used;

    boolean isEmpty() {
        return size == 0;
    }

    synchronized void put(long address, long length) {
        if ((used + 1) * 2 > addresses.length) {
            rehash(size * 4 + 16);
        }
        int i = slot(address, addresses.length);
        while (addresses[i] != EMPTY && addresses[i] != REMOVED) {
            i = (i + 1) & (addresses.length - 1);
        }
        if (addresses[i] == EMPTY) {
            used++;
        }
        addresses[i] = address;
        lengths[i] = length;
        size++;
    }

    /** Removes {@code address} and returns its length, or 0 when it is not in the table. */
    synchronized long remove(long address) {
        for (int i = slot(address, addresses.length); addresses[i] != EMPTY; i = (i + 1) & (addresses.length - 1)) {
            if (addresses[i] == address) {
                addresses[i] = REMOVED;
                size--;
                return lengths[i];
            }
        }
        return 0;
    }

    private void rehash(int minCapacity) {
        long[] oldAddresses = addresses;
        long[] oldLengths = lengths;
        int capacity = Integer.highestOneBit(Math.max(minCapacity, 16) - 1) << 1;
        addresses = new long[capacity];
        lengths = new long[capacity];
        used = 0;
        size = 0;
        for (int i = 0; i < oldAddresses.length; i++) {
            if (oldAddresses[i] != EMPTY && oldAddresses[i] != REMOVED) {
                put(oldAddresses[i], oldLengths[i]);
            }
        }
    }

    /** Page-aligned addresses differ in their upper bits: mix them before masking. */
    private static int slot(long address, int capacity) {
        long h = address * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & (capacity - 1);
    }
}
