package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SmallBlocksTest {
    private static final ValueLayout.OfLong WORD = ValueLayout.JAVA_LONG_UNALIGNED;
    /** The largest size the other tests use: the two top classes are left to the tests that need them unused. */
    private static final int SHARED_MAX = (int) SmallBlocks.blockSize(SmallBlocks.CLASSES - 3);
    private static final int FRESH_CLASS = SmallBlocks.CLASSES - 2;
    private static final int ENDED_THREAD_CLASS = SmallBlocks.CLASSES - 1;

    @BeforeEach
    void regionIsReserved() {
        // reserved on Linux x86-64 and AArch64, where CI runs; elsewhere the C library serves every size
        assumeTrue(SmallBlocks.START != 0, "no small-block region on this platform");
    }

    @Test
    void servesOneToMaxSizeBytesAlignedAndInTheSliceOfTheirClass() {
        for (long size = 1; size <= SmallBlocks.MAX_SIZE; size++) {
            long block = SmallBlocks.allocate(size);
            try {
                int sizeClass = (int) ((size - 1) / 16);
                long slice = SmallBlocks.START + sizeClass * SmallBlocks.CLASS_SPAN;
                assertThat(block % 16).as("size %d", size).isZero();
                long first = slice + SmallBlocks.firstBlockOffset(sizeClass);
                assertThat(block).as("size %d", size).isBetween(first, slice + SmallBlocks.CLASS_SPAN - size);
                assertThat((block - first) % SmallBlocks.blockSize(sizeClass)).isZero();
                assertThat(SmallBlocks.blockSize(sizeClass)).isGreaterThanOrEqualTo(size);
            } finally {
                SmallBlocks.free(block);
            }
        }
    }

    @Test
    void leavesOtherSizesToTheCLibrary() {
        assertThat(SmallBlocks.allocate(0)).isZero();
        assertThat(SmallBlocks.allocate(SmallBlocks.MAX_SIZE + 1)).isZero();
        assertThat(SmallBlocks.allocate(-1)).isZero();
        assertThat(SmallBlocks.allocate(Long.MIN_VALUE)).isZero();
        long large = NativeMemory.malloc(SmallBlocks.MAX_SIZE + 1);
        assertThat(SmallBlocks.contains(large)).isFalse();
        NativeMemory.free(large);
        long small = NativeMemory.malloc(24);
        assertThat(SmallBlocks.contains(small)).isTrue();
        NativeMemory.free(small);
    }

    @Test
    void liveBlocksNeverOverlap() {
        Random random = new Random(7);
        List<long[]> live = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            long size = 1 + random.nextInt(SHARED_MAX);
            long block = SmallBlocks.allocate(size);
            NativeMemory.EVERYTHING.asSlice(block, size).fill((byte) i);
            live.add(new long[] {block, size, (byte) i});
            if (random.nextInt(3) == 0) {
                long[] gone = live.remove(random.nextInt(live.size()));
                assertFilled(gone);
                SmallBlocks.free(gone[0]);
            }
        }
        live.forEach(SmallBlocksTest::assertFilled);
        live.forEach(block -> SmallBlocks.free(block[0]));
    }

    private static void assertFilled(long[] block) {
        for (long i = 0; i < block[1]; i++) {
            assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, block[0] + i)).isEqualTo((byte) block[2]);
        }
    }

    @Test
    void aFreedBlockIsTheNextOneOfItsClass() {
        long block = SmallBlocks.allocate(40);
        SmallBlocks.free(block);
        assertThat(SmallBlocks.allocate(33)).isEqualTo(block);
        SmallBlocks.free(block);
    }

    @Test
    void freeingTheLastFreedBlockAgainIsRefusedAndLeavesTheStacksIntact() {
        long block = SmallBlocks.allocate(24);
        SmallBlocks.free(block);
        assertThatThrownBy(() -> NativeMemory.free(block)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("freed twice").hasMessageContaining(Long.toHexString(block));
        long again = SmallBlocks.allocate(24);
        long next = SmallBlocks.allocate(24);
        assertThat(again).isEqualTo(block);
        assertThat(next).isNotEqualTo(block);
        SmallBlocks.free(next);
        SmallBlocks.free(again);
    }

    @Test
    void freshBlocksGoOutInAddressOrderAndAreNeverWritten() throws Exception {
        int sizeClass = FRESH_CLASS;
        long[] blocks = onANewThread(sizeClass, 3).blocks();
        long size = SmallBlocks.blockSize(sizeClass);
        // the pool of this class is empty, so these are cut fresh: consecutive, on pages still zero
        long slice = SmallBlocks.START + sizeClass * SmallBlocks.CLASS_SPAN;
        // cut a batch at a time from the class's first block, wherever earlier tests left off
        assertThat((blocks[0] - slice - SmallBlocks.firstBlockOffset(sizeClass)) % (size * SmallBlocks.BATCH)).isZero();
        assertThat(blocks[1]).isEqualTo(blocks[0] + size);
        assertThat(blocks[2]).isEqualTo(blocks[1] + size);
        for (long offset = 0; offset < 3 * size; offset += 8) {
            assertThat(NativeMemory.EVERYTHING.get(WORD, blocks[0] + offset)).isZero();
        }
    }

    @Test
    void noClassStartsAPageAndEachStartsOnALineOfItsOwn() {
        Set<Long> lines = new HashSet<>();
        for (int sizeClass = 0; sizeClass < SmallBlocks.CLASSES; sizeClass++) {
            long first = SmallBlocks.START + sizeClass * SmallBlocks.CLASS_SPAN + SmallBlocks.firstBlockOffset(sizeClass);
            assertThat(first % 4096).as("class %d", sizeClass).isNotZero();
            assertThat(first % 16).as("class %d", sizeClass).isZero();
            assertThat(lines.add(first % 4096 / 64)).as("class %d shares a line", sizeClass).isTrue();
        }
    }

    @Test
    void aClassWhoseSliceIsUsedUpSendsRequestsToTheCLibrary() {
        long size = SmallBlocks.blockSize(ENDED_THREAD_CLASS);
        long[] blocks = new long[(int) (SmallBlocks.CLASS_SPAN / size)];
        int taken = 0;
        for (long block = SmallBlocks.allocate(size); block != 0; block = SmallBlocks.allocate(size)) {
            blocks[taken++] = block;
        }
        try {
            assertThat(taken).isBetween(1, blocks.length);
            long fromTheCLibrary = NativeMemory.malloc(size);
            assertThat(SmallBlocks.contains(fromTheCLibrary)).isFalse();
            NativeMemory.free(fromTheCLibrary);
        } finally {
            for (int i = 0; i < taken; i++) {
                SmallBlocks.free(blocks[i]);
            }
        }
        long again = SmallBlocks.allocate(size);
        assertThat(again).as("freed blocks serve again").isNotZero();
        SmallBlocks.free(again);
    }

    @Test
    void anAddressInsideABlockIsRefused() {
        long block = SmallBlocks.allocate(64);
        for (long inside : new long[] {8, 16, 32, 48}) {
            assertThatThrownBy(() -> NativeMemory.free(block + inside)).as("block + %d", inside)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not the start of a block");
        }
        long next = SmallBlocks.allocate(64);
        assertThat(next).as("nothing was given back").isNotEqualTo(block + 48);
        SmallBlocks.free(next);
        SmallBlocks.free(block);
    }

    @Test
    void thePartOfASliceTooShortForABlockIsRefused() {
        int sizeClass = 2; // 48-byte blocks: a slice ends in a part of one
        long size = SmallBlocks.blockSize(sizeClass);
        long usable = SmallBlocks.CLASS_SPAN - SmallBlocks.firstBlockOffset(sizeClass);
        assertThat(usable % size).isNotZero();
        long partial = SmallBlocks.START + sizeClass * SmallBlocks.CLASS_SPAN + SmallBlocks.firstBlockOffset(sizeClass)
                + usable / size * size;
        assertThatThrownBy(() -> NativeMemory.free(partial)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not the start of a block");
    }

    @Test
    void blocksInDividesExactlyForEveryClassAndOffsetInASlice() {
        for (int sizeClass = 0; sizeClass < SmallBlocks.CLASSES; sizeClass++) {
            for (long units = 0; units < SmallBlocks.CLASS_SPAN / 16; units++) {
                if (SmallBlocks.blocksIn(units, sizeClass) != units / (sizeClass + 1)) {
                    throw new AssertionError("class " + sizeClass + ", units " + units);
                }
            }
        }
    }

    @Test
    void aThreadKeepsAtMostTheCacheLimitAndGivesTheRestToThePool() throws Exception {
        int sizeClass = 5;
        // a thread of its own, so that its stack starts empty
        OnANewThread seen = onANewThread(sizeClass, 200);
        int cached = seen.cached();
        int pooled = seen.pooled();
        assertThat(cached).isBetween(SmallBlocks.CACHE_LIMIT - SmallBlocks.BATCH, SmallBlocks.CACHE_LIMIT);
        // all 200 are free again: what the thread does not keep is in the pool
        assertThat(pooled).isGreaterThanOrEqualTo(200 - cached);
    }

    @Test
    void anEndedThreadsBlocksGoBackToThePool() throws Exception {
        // no other thread of these tests uses this class, so its pool changes by this thread's blocks only
        int sizeClass = ENDED_THREAD_CLASS;
        OnANewThread atEnd = onANewThread(sizeClass, 10);
        int kept = atEnd.cached();
        int expected = atEnd.pooled() + kept;
        assertThat(kept).isGreaterThanOrEqualTo(10);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (SmallBlocks.pooled(sizeClass) < expected && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(20);
        }
        assertThat(SmallBlocks.pooled(sizeClass)).isEqualTo(expected);
    }

    /** What a thread that allocated and then freed blocks of one class saw at its end. */
    private record OnANewThread(long[] blocks, int cached, int pooled) {
    }

    /** Allocates {@code count} blocks of {@code sizeClass} on a new thread, frees them, and lets the thread end. */
    private static OnANewThread onANewThread(int sizeClass, int count) throws InterruptedException {
        AtomicReference<OnANewThread> seen = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            long[] blocks = new long[count];
            for (int i = 0; i < count; i++) {
                blocks[i] = SmallBlocks.allocate(SmallBlocks.blockSize(sizeClass));
            }
            for (long block : blocks) {
                SmallBlocks.free(block);
            }
            seen.set(new OnANewThread(blocks, SmallBlocks.cached(sizeClass), SmallBlocks.pooled(sizeClass)));
        });
        thread.start();
        thread.join();
        return seen.get();
    }

    /** Threads allocate, write, check and free, and hand a share of their blocks to others to free. */
    @Test
    void threadsNeverShareALiveBlock() throws Exception {
        ConcurrentLinkedQueue<long[]> handedOver = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int t = 0; t < 4; t++) {
            long seed = t;
            Thread thread = new Thread(() -> churn(seed, handedOver));
            thread.setUncaughtExceptionHandler((th, e) -> failure.compareAndSet(null, e));
            threads.add(thread);
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(failure.get()).isNull();
        Set<Long> distinct = new HashSet<>();
        for (long[] block : handedOver) {
            assertThat(distinct.add(block[0])).isTrue();
            assertSigned(block);
            NativeMemory.free(block[0]);
        }
    }

    private static void churn(long seed, ConcurrentLinkedQueue<long[]> handedOver) {
        Random random = new Random(seed);
        List<long[]> mine = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            if (mine.isEmpty() || random.nextInt(5) < 3) {
                long size = 16 + random.nextInt(SHARED_MAX - 15);
                long block = NativeMemory.malloc(size);
                long signature = seed << 32 | i;
                NativeMemory.EVERYTHING.set(WORD, block, signature);
                NativeMemory.EVERYTHING.set(WORD, block + size - 8, ~signature);
                long[] entry = {block, size, signature};
                if (random.nextInt(10) == 0) {
                    handedOver.add(entry);
                } else {
                    mine.add(entry);
                }
            } else {
                long[] entry = random.nextBoolean() || handedOver.isEmpty() ? mine.remove(random.nextInt(mine.size()))
                        : handedOver.poll();
                if (entry == null) {
                    continue;
                }
                assertSigned(entry);
                NativeMemory.free(entry[0]);
            }
        }
        mine.forEach(entry -> {
            assertSigned(entry);
            NativeMemory.free(entry[0]);
        });
    }

    private static void assertSigned(long[] entry) {
        assertThat(NativeMemory.EVERYTHING.get(WORD, entry[0])).isEqualTo(entry[2]);
        assertThat(NativeMemory.EVERYTHING.get(WORD, entry[0] + entry[1] - 8)).isEqualTo(~entry[2]);
    }
}
