package org.abistruct.memory;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * The bytes of Cleaner-managed blocks not freed yet. The GC sees a managed view's few Java objects, not its block, so
 * a program that drops large managed structs could fill the machine's memory before a collection let the Cleaner free
 * them. As the JDK does for direct buffers and automatic arenas, a managed allocation that takes the total past a limit
 * runs the GC and gives the Cleaner a moment; the limit is the maximum heap size, the JDK's default for those.
 */
final class ManagedBytes {
    /**
     * For every managed view: the limit is {@code -Xmx}. {@code -XX:+DisableExplicitGC} turns the collection off, and the
     * wait then ends after a few milliseconds, as nothing is freed.
     */
    static final ManagedBytes MANAGED = new ManagedBytes(Runtime.getRuntime().maxMemory(), System::gc, ManagedBytes::sleep);

    /** At most this many sleeps of 1, 2, 4, ... ms for the Cleaner after a collection, half a second in all. */
    private static final int MAX_SLEEPS = 9;
    /**
     * The sleeps that may free nothing before the wait ends (1 + 2 + 4 ms): the Cleaner starts within them after a
     * collection, so one that frees nothing later has nothing more to free, as when the program holds more live
     * managed memory than the limit, or {@code -XX:+DisableExplicitGC} made the collection a no-op.
     */
    private static final int SLEEPS_BEFORE_PROGRESS = 3;

    private final long limit;
    private final Runnable collector;
    /** Sleeps the given milliseconds while the Cleaner frees ({@link Thread#sleep}; tests free in it instead). */
    private final LongConsumer sleeper;
    private final AtomicLong reserved = new AtomicLong();
    /**
     * The total past which an allocation collects: {@code limit} above what the last collection left, or less as blocks
     * are freed since, so that a program whose live managed memory is larger than the limit does not collect on every
     * allocation.
     */
    private volatile long collectAt;

    ManagedBytes(long limit, Runnable collector, LongConsumer sleeper) {
        this.limit = limit;
        this.collector = collector;
        this.sleeper = sleeper;
        this.collectAt = limit;
    }

    /** Counts {@code size} more bytes, first collecting if they take the total past the limit. */
    void reserve(long size) {
        if (reserved.addAndGet(size) > collectAt) {
            collect();
        }
    }

    /**
     * Counts a freed block's {@code size} bytes out. The next collection comes a limit above what is left, so that
     * live memory that once raised it, freed since, does not let that much garbage gather before a collection.
     */
    void release(long size) {
        long left = reserved.addAndGet(-size);
        long at = collectAt;
        if (at > limit && left + limit < at) {
            collectAt = Math.max(limit, left + limit);
        }
    }

    /** The bytes counted now. */
    long reserved() {
        return reserved.get();
    }

    private synchronized void collect() {
        if (reserved.get() <= collectAt) {
            return; // another thread collected while this one waited for the lock
        }
        collector.run();
        // the Cleaner frees what the collection found on its own thread: wait while it is still freeing
        long before = reserved.get();
        for (int sleeps = 0; sleeps < MAX_SLEEPS && before > limit && !Thread.currentThread().isInterrupted(); sleeps++) {
            sleeper.accept(1L << sleeps);
            long now = reserved.get();
            if (now >= before && sleeps + 1 >= SLEEPS_BEFORE_PROGRESS) {
                break;
            }
            before = now;
        }
        collectAt = reserved.get() + limit;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // ends the wait, and the allocation goes on
        }
    }
}
