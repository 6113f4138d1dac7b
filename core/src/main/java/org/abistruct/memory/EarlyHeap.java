package org.abistruct.memory;

import java.lang.foreign.Arena;
import java.lang.foreign.ValueLayout;

/**
 * Serves {@code malloc} while the C library's {@code malloc} and {@code free} are being bound. Binding them costs
 * the FFM linker about 75 ms in a fresh JVM, which would otherwise be most of a program's time to its first
 * struct. So the first {@code malloc} starts the binding on a daemon thread and takes its block from here without
 * waiting: one {@value #CAPACITY}-byte {@link BumpBlock} from the global arena. Once the binding is done,
 * {@code malloc} goes to the C library and this block serves no more.
 *
 * <p>Freeing gives back the most recent block only; other early blocks keep their bytes until the JVM exits, at
 * most {@value #CAPACITY} bytes in all. A request that does not fit in what is left waits for the binding instead.
 *
 * <p>The block is a static final, set when this class is initialised, so every thread that frees sees its bounds:
 * a {@code free} can never hand an early block to the C library.
 */
final class EarlyHeap {
    static final long CAPACITY = 64 * 1024;
    static final BumpBlock BLOCK = new BumpBlock(Arena.global().allocate(CAPACITY, BumpBlock.ALIGNMENT).address(),
            CAPACITY);
    /** The block's bounds as static finals, which C2 folds into {@code free}'s check. */
    static final long START = BLOCK.start;
    static final long END = BLOCK.end;

    /** True once the binding has ended, whether bound or failed: {@code malloc} then goes to {@link LibC}. */
    static volatile boolean libcBound;

    static {
        // a 32-bit JVM's allocations refuse before they get here, and its bindings would pass wrong arguments
        if (ValueLayout.ADDRESS.byteSize() == 8) {
            Thread binder = new Thread(new Binder(), "abistruct-libc-binding");
            binder.setDaemon(true);
            binder.start();
        }
    }

    private EarlyHeap() {
    }

    static boolean contains(long address) {
        return address >= START && address < END;
    }

    /** A class rather than a lambda: spinning a lambda's class would cost the first {@code malloc} time. */
    private static final class Binder implements Runnable {
        @Override
        public void run() {
            try {
                // one call each also prepares the handles' invokers, off the thread that waits for its struct
                LibC.FREE.invokeExact((long) LibC.MALLOC.invokeExact(BumpBlock.ALIGNMENT));
                // reserves the small blocks' region, so that the first malloc after the binding does not wait for it
                NativeMemory.free(SmallBlocks.allocate(16));
            } catch (Throwable t) {
                // LibC's failed initialisation is rethrown, with this cause, to the first malloc that reaches it
            } finally {
                libcBound = true;
            }
        }
    }
}
