package org.abistruct.memory;

import java.lang.ref.Cleaner;
import java.util.Arrays;

/**
 * Blocks of 1 to {@value #MAX_SIZE} bytes, served in Java from per-thread stacks of free blocks, without a
 * downcall. With two critical downcalls, a struct's {@code malloc} and {@code free} took 10–16 ns in
 * {@code Allocation.malloc}; here they are an array pop and push on the calling thread's own stacks.
 *
 * <p><b>Where blocks live.</b> One region of {@value #CLASSES} &times; 16 MiB of address space is reserved when this
 * class is initialised ({@code mmap} with {@code MAP_NORESERVE}: no memory is committed until a page is touched).
 * Each size class (16, 32, ... 512 bytes) owns one 16 MiB slice, so {@link #free} finds a block's class from its
 * address alone, with no header. The allocator never writes into a block, free or not. A class whose slice is
 * used up sends further requests to the C library.
 *
 * <p><b>Threads.</b> Each thread keeps, per class, a Java array of up to {@value #CACHE_LIMIT} free blocks. A full
 * one gives its {@value #BATCH} oldest to the class's shared pool, and an empty one takes up to {@value #BATCH}
 * from it (or cuts fresh ones), under the pool's lock. A block freed by another thread than the one that
 * allocated it joins the freeing thread's stack. When a thread has ended and become unreachable, a
 * {@link Cleaner} gives its blocks to the pools. Memory is never returned to the kernel: the pools keep what a
 * program's peak needed.
 *
 * <p><b>Misuse.</b> Freeing the block the thread freed last, again, throws, as does freeing an address in the
 * region that is not the start of a block. Other double frees are not detected here (a view refuses its
 * own second {@code free()}).
 *
 * <p>Linux on x86-64 and AArch64 only, where the {@code mmap} flags are known; elsewhere {@link #START} and
 * {@link #END} are 0, nothing is {@link #contains contained}, and callers go to the C library.
 */
final class SmallBlocks {
    static final long MAX_SIZE = 512;
    static final int CLASSES = (int) (MAX_SIZE / 16);
    private static final int CLASS_SHIFT = 24;
    static final long CLASS_SPAN = 1L << CLASS_SHIFT;
    /** A thread keeps up to this many free blocks per class. */
    static final int CACHE_LIMIT = 64;
    /** Blocks moved at once between a thread's stack and its class's pool. */
    static final int BATCH = 32;

    /** The reserved region, or both 0 where it is not available; static finals, which C2 folds into checks. */
    static final long START = reserve(CLASSES * CLASS_SPAN);
    static final long END = START == 0 ? 0 : START + CLASSES * CLASS_SPAN;

    private static final Pool[] POOLS = pools();
    /** {@code ceil(2^32 / (sizeClass + 1))} per class, for {@link #blocksIn}. */
    private static final long[] RECIPROCALS = reciprocals();
    private static final ThreadLocal<Cache> CACHES = new Caches();
    /**
     * Caches by thread id modulo {@value #SLOTS}: a look-up cheaper than a {@code ThreadLocal}'s. A slot is written
     * only when its thread misses, so threads that allocate at the same time do not write a shared field on every
     * {@code malloc} (one shared "cache used last" made two threads three times slower). Safe without locks: a thread
     * uses the cache it read only if it owns it, and a cache's fields are final.
     */
    private static final int SLOTS = 256;
    private static final Cache[] RECENT = recent();

    private SmallBlocks() {
    }

    static boolean contains(long address) {
        return address >= START && address < END;
    }

    /**
     * A block of {@code size} bytes, 16-byte aligned, or 0 when this allocator does not serve it (outside 1 to
     * {@value #MAX_SIZE} bytes, no region, or its class used up).
     */
    static long allocate(long size) {
        // sizes 1..MAX_SIZE only; 0 and negative sizes wrap to large values
        if (Long.compareUnsigned(size - 1, MAX_SIZE - 1) > 0 || START == 0) {
            return 0;
        }
        int sizeClass = (int) ((size - 1) >>> 4);
        Cache cache = cache();
        int count = cache.counts[sizeClass];
        if (count == 0) {
            return refill(cache, sizeClass);
        }
        cache.counts[sizeClass] = --count;
        return cache.blocks[sizeClass][count];
    }

    /** Gives back a block from {@link #allocate}; the caller has checked {@link #contains}. */
    static void free(long block) {
        int sizeClass = (int) ((block - START) >>> CLASS_SHIFT);
        if (!isBlockStart(block, sizeClass)) {
            throw new IllegalArgumentException("0x" + Long.toHexString(block) + " is not the start of a block");
        }
        Cache cache = cache();
        int count = cache.counts[sizeClass];
        long[] blocks = cache.stack(sizeClass);
        if (count > 0 && blocks[count - 1] == block) {
            throw new IllegalStateException("block 0x" + Long.toHexString(block) + " was just freed: freed twice");
        }
        if (count == CACHE_LIMIT) {
            count = spill(cache, sizeClass);
        }
        blocks[count] = block;
        cache.counts[sizeClass] = count + 1;
    }

    private static Cache cache() {
        long thread = Thread.currentThread().threadId();
        Cache cache = RECENT[(int) thread & (SLOTS - 1)];
        return cache.owner == thread ? cache : ownCache(thread);
    }

    private static Cache ownCache(long thread) {
        Cache cache = CACHES.get();
        RECENT[(int) thread & (SLOTS - 1)] = cache;
        return cache;
    }

    private static Cache[] recent() {
        Cache[] recent = new Cache[SLOTS];
        Arrays.fill(recent, new Cache(NO_THREAD));
        return recent;
    }

    /**
     * Whether {@code block}, an address in {@code sizeClass}'s slice, is where a block starts, as every block
     * {@link #allocate} gave out does. (Whether the block was cut yet is not checked: reading the pool's frontier, a
     * volatile field, made {@code malloc} + {@code free} 1 to 2 ns slower, and only a made-up address fails that test
     * alone.)
     */
    private static boolean isBlockStart(long block, int sizeClass) {
        long inSlice = block - START - sizeClass * CLASS_SPAN - firstBlockOffset(sizeClass);
        if (inSlice < 0 || (inSlice & 15) != 0
                || inSlice + blockSize(sizeClass) > CLASS_SPAN - firstBlockOffset(sizeClass)) { // the slice's last part
            return false;
        }
        long units = inSlice >>> 4; // below 2^20: a slice holds 2^20 units of 16 bytes
        return blocksIn(units, sizeClass) * (sizeClass + 1) == units;
    }

    /**
     * {@code units / (sizeClass + 1)} for {@code units} below 2^20, with a multiplication: a division made
     * {@code malloc} + {@code free} 1 to 3 ns slower (bench/results/2026-11-23-free-checks). Multiplying by
     * {@code ceil(2^32 / (sizeClass + 1))} adds less than 2^20 / 2^32 to the exact quotient, too little to reach the
     * next integer.
     */
    static long blocksIn(long units, int sizeClass) {
        return units * RECIPROCALS[sizeClass] >>> 32;
    }

    private static long[] reciprocals() {
        long[] r = new long[CLASSES];
        for (int sizeClass = 0; sizeClass < CLASSES; sizeClass++) {
            r[sizeClass] = ((1L << 32) + sizeClass) / (sizeClass + 1);
        }
        return r;
    }

    /** The size of the blocks of {@code sizeClass}. */
    static long blockSize(int sizeClass) {
        return (sizeClass + 1) * 16L;
    }

    /**
     * How far into its slice the first block of {@code sizeClass} starts: one cache line more for each class. A slice
     * starts a page, and a struct that starts a page is slow to write in a hot loop: every compiled loop polls for
     * safepoints by reading the first bytes of a page, and a store to the same bytes of another page costs that read
     * a few cycles (4K aliasing; {@code diag.PagePlacement} measures it). Programs often allocate a single struct of
     * a size, whose block would then always start a page. The line per class also keeps the first blocks of
     * different classes off one cache set.
     */
    static long firstBlockOffset(int sizeClass) {
        return (sizeClass + 1) * 64L;
    }

    /** Free blocks in {@code sizeClass}'s shared pool; for tests. */
    static int pooled(int sizeClass) {
        return POOLS[sizeClass].count();
    }

    /** Free blocks the calling thread keeps for {@code sizeClass}; for tests. */
    static int cached(int sizeClass) {
        return cache().counts[sizeClass];
    }

    /** Fills the thread's empty stack from the pool, or with fresh blocks, and returns one of them (0 if none). */
    private static long refill(Cache cache, int sizeClass) {
        long[] blocks = cache.stack(sizeClass);
        int taken = POOLS[sizeClass].take(blocks, sizeClass);
        if (taken == 0) {
            return 0;
        }
        cache.counts[sizeClass] = taken - 1;
        return blocks[taken - 1];
    }

    /** Moves the oldest {@value #BATCH} blocks of the thread's full stack to the pool; returns the count left. */
    private static int spill(Cache cache, int sizeClass) {
        long[] blocks = cache.blocks[sizeClass];
        POOLS[sizeClass].give(blocks, 0, BATCH);
        System.arraycopy(blocks, BATCH, blocks, 0, CACHE_LIMIT - BATCH);
        return CACHE_LIMIT - BATCH;
    }

    /** A class's shared blocks: the free ones given back by threads, and the part of its slice not cut yet. */
    private static final class Pool {
        private long[] free = new long[BATCH];
        private int count;
        private long uncut;
        private final long end;

        Pool(long slice, int sizeClass) {
            uncut = slice + firstBlockOffset(sizeClass);
            end = slice + CLASS_SPAN;
        }

        synchronized int count() {
            return count;
        }

        /** Puts up to {@value #BATCH} blocks into {@code into}, freed ones first; returns how many (0: used up). */
        synchronized int take(long[] into, int sizeClass) {
            if (count > 0) {
                int taken = Math.min(BATCH, count);
                count -= taken;
                System.arraycopy(free, count, into, 0, taken);
                return taken;
            }
            long size = blockSize(sizeClass);
            int cut = (int) Math.min(BATCH, (end - uncut) / size);
            // the lowest address on top of the stack, so that fresh blocks go out in address order
            for (int i = 0; i < cut; i++) {
                into[i] = uncut + (cut - 1 - i) * size;
            }
            uncut += cut * size;
            return cut;
        }

        synchronized void give(long[] blocks, int from, int length) {
            if (count + length > free.length) {
                free = Arrays.copyOf(free, Math.max(free.length * 2, count + length));
            }
            System.arraycopy(blocks, from, free, count, length);
            count += length;
        }
    }

    /** No thread has this id (they are positive). */
    private static final long NO_THREAD = -1;

    /**
     * A thread's free blocks, a stack per class (made on first use of the class), and how many each holds. It
     * names its thread by id, never reaching the {@code Thread}, so that a cache left in {@link #RECENT} does not
     * keep an ended thread reachable.
     */
    private static final class Cache {
        final long owner;
        final long[][] blocks = new long[CLASSES][];
        final int[] counts = new int[CLASSES];

        Cache(long owner) {
            this.owner = owner;
        }

        /** The stack of {@code sizeClass}, made on first use. */
        long[] stack(int sizeClass) {
            long[] stack = blocks[sizeClass];
            return stack != null ? stack : (blocks[sizeClass] = new long[CACHE_LIMIT]);
        }
    }

    /** Makes each thread's cache, and has its blocks given back once the thread is unreachable. */
    private static final class Caches extends ThreadLocal<Cache> {
        @Override
        protected Cache initialValue() {
            Thread thread = Thread.currentThread();
            Cache cache = new Cache(thread.threadId());
            SharedCleaner.CLEANER.register(thread, new Returner(cache.blocks, cache.counts));
            return cache;
        }
    }

    /** Gives an ended thread's blocks to the pools; holds the stacks, not the thread, which must become unreachable. */
    private record Returner(long[][] blocks, int[] counts) implements Runnable {
        @Override
        public void run() {
            for (int sizeClass = 0; sizeClass < CLASSES; sizeClass++) {
                if (counts[sizeClass] > 0) {
                    POOLS[sizeClass].give(blocks[sizeClass], 0, counts[sizeClass]);
                    counts[sizeClass] = 0;
                }
            }
        }
    }

    private static Pool[] pools() {
        Pool[] pools = new Pool[CLASSES];
        for (int sizeClass = 0; sizeClass < CLASSES && START != 0; sizeClass++) {
            pools[sizeClass] = new Pool(START + sizeClass * CLASS_SPAN, sizeClass);
        }
        return pools;
    }

    /** Reserves {@code span} bytes of address space, committed page by page on first touch; 0 if not available. */
    private static long reserve(long span) {
        String arch = System.getProperty("os.arch", "");
        if (!FreshPages.AVAILABLE || !(arch.equals("amd64") || arch.equals("x86_64") || arch.equals("aarch64"))) {
            return 0;
        }
        try {
            long address = (long) Mman.MMAP.invokeExact(0L, span, Mman.PROT_READ_WRITE,
                    Mman.MAP_PRIVATE_ANONYMOUS | Mman.MAP_NORESERVE, -1, 0L);
            return address == Mman.MAP_FAILED ? 0 : address;
        } catch (Throwable t) {
            // no region: the C library serves every size
            return 0;
        }
    }
}
