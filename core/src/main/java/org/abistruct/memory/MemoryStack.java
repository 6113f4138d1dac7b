package org.abistruct.memory;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A thread-confined bump allocator with frames, for short-lived structs (the render-loop pattern):
 * <pre>{@code
 * try (var frame = MemoryStack.push()) {
 *     Light light = Light.calloc(frame, abi);
 *     ...
 * }   // everything allocated in the frame is released here
 * }</pre>
 * Allocation is a pointer bump in Java; nothing is freed one by one. Each thread has its own stack of
 * {@code abistruct.stackSize} bytes (system property, in bytes or with a {@code k} or {@code m} suffix; default
 * 64 KiB), allocated on first use.
 * Using a stack from another thread, popping or allocating in a frame that is not the innermost open one (or is
 * closed), and overflowing the stack are {@link IllegalStateException}s; a negative size to allocate, or a capacity
 * that is not positive ({@code new MemoryStack(0)}), is an {@link IllegalArgumentException}.
 */
public final class MemoryStack {
    private static final String SIZE_PROPERTY = "abistruct.stackSize";
    private static final long DEFAULT_SIZE = 64 * 1024;
    private static final int MAX_FRAMES = 256;
    private static final ThreadLocal<MemoryStack> STACKS =
            ThreadLocal.withInitial(() -> new MemoryStack(configuredSize(), true));

    private final Thread owner = Thread.currentThread();
    private final long base;
    /** The end of the block: {@code base + capacity}. */
    private final long limit;
    /** The address of the first free byte. */
    private long top;
    /** Frames open; frame {@code i} is open exactly while {@code i < depth}. */
    private int depth;
    private final Frame[] frames = new Frame[MAX_FRAMES];
    /** Whether this is a thread's own stack, sized by {@code abistruct.stackSize}, rather than one a user made. */
    private final boolean threadStack;
    /** Holds the block so that the auto arena does not free it while the stack lives. */
    @SuppressWarnings("unused")
    private final MemorySegment keepAlive;

    /**
     * The size of each thread's stack: {@code -Dabistruct.stackSize}, in bytes or with a {@code k} or {@code m} suffix
     * (KiB, MiB), or 64 KiB.
     *
     * @throws IllegalArgumentException if the property is set to something else, rather than ignore it
     */
    static long configuredSize() {
        String text = System.getProperty(SIZE_PROPERTY);
        if (text == null) {
            return DEFAULT_SIZE;
        }
        String digits = text.strip();
        char unit = digits.isEmpty() ? ' ' : Character.toLowerCase(digits.charAt(digits.length() - 1));
        long scale = unit == 'k' ? 1024 : unit == 'm' ? 1024 * 1024 : 1;
        try {
            long size = Math.multiplyExact(Long.parseLong(scale == 1 ? digits : digits.substring(0, digits.length() - 1)),
                    scale);
            if (size > 0) {
                return size;
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw new IllegalArgumentException("-D" + SIZE_PROPERTY + "=" + text + " is not a stack size: give a positive"
                + " number of bytes, or of KiB or MiB with a k or m (64k, 1m)");
    }

    /**
     * A stack of {@code capacity} bytes owned by the calling thread, kept alive until it is unreachable. Open frames on
     * it with {@link #pushFrame()}: the static {@link #push()} opens one on the thread's own stack.
     *
     * @param capacity the stack's size in bytes, allocated now
     * @throws IllegalArgumentException if {@code capacity} is not positive
     */
    public MemoryStack(long capacity) {
        this(capacity, false);
    }

    private MemoryStack(long capacity, boolean threadStack) {
        this.threadStack = threadStack;
        if (capacity <= 0) {
            throw new IllegalArgumentException("stack capacity=" + capacity + " must be positive");
        }
        // Arena memory needs no downcall, so a first stack frame does not pay for binding malloc
        MemorySegment block = Arena.ofAuto().allocate(capacity, 16);
        this.base = block.address();
        this.limit = base + capacity;
        this.top = base;
        this.keepAlive = block;
        for (int i = 0; i < MAX_FRAMES; i++) {
            frames[i] = new Frame(this, i);
        }
    }

    /**
     * The calling thread's stack, made on the thread's first call with {@code -Dabistruct.stackSize} bytes (64 KiB
     * unless set).
     *
     * @return the calling thread's stack
     * @throws IllegalArgumentException on a thread's first call, if {@code -Dabistruct.stackSize} is set to something
     *                                  other than a positive number of bytes, KiB ({@code 64k}) or MiB ({@code 1m})
     */
    public static MemoryStack get() {
        return STACKS.get();
    }

    /**
     * Opens a frame on the calling thread's stack.
     *
     * @return the frame, which {@link #pushFrame()} describes
     * @throws IllegalStateException    if more frames than the stack allows are open
     * @throws IllegalArgumentException as {@link #get()}, on the thread's first call
     */
    public static Frame push() {
        return get().pushFrame();
    }

    /**
     * Opens a frame; close it (try-with-resources) to release what was allocated in it. The {@link Frame} object
     * is the one every push at this depth returns, so that pushing allocates nothing: keep it only until it is
     * closed. Closing it twice is an exception, but closing it again after the next push at the same depth
     * closes that newer frame.
     *
     * @return the frame, now the innermost one
     * @throws IllegalStateException if the calling thread is not the stack's, or more frames than the stack allows
     *                               are open
     */
    public Frame pushFrame() {
        checkThread();
        int index = depth;
        if (index == MAX_FRAMES) {
            throw new IllegalStateException("memory stack: more than " + MAX_FRAMES + " nested frames");
        }
        Frame frame = frames[index];
        // the same value every time; storing it lets the JIT, which sees this store, know in the frame's
        // allocate and close that frame.stack is this stack, and fold their checks against what push saw
        frame.stack = this;
        frame.mark = top;
        depth = index + 1;
        return frame;
    }

    /**
     * Allocates {@code size} uninitialised bytes aligned to {@code alignment} (a power of two) in the
     * current frame and returns their address.
     *
     * @param size      the bytes wanted
     * @param alignment the alignment wanted, a power of two
     * @return the native address of the bytes, freed when the frame closes
     * @throws IllegalStateException    if no frame is open, the stack has too few bytes left, or the calling thread
     *                                  is not the stack's
     * @throws IllegalArgumentException if {@code size} is negative or {@code alignment} not a power of two
     */
    public long allocate(long size, long alignment) {
        checkThread();
        if (depth == 0) {
            throw new IllegalStateException("memory stack: allocate outside a frame; use try (var frame = MemoryStack.push())");
        }
        return bump(size, alignment);
    }

    /** {@link #allocate} in {@code frame}, which must be the innermost open frame. */
    private long allocate(Frame frame, long size, long alignment) {
        checkThread();
        int innermost = depth - 1;
        // by identity, as in pop: after an inlined push the JIT folds the test away
        if (innermost < 0 || frames[innermost] != frame) {
            throw new IllegalStateException(frame.index >= depth
                    ? "memory stack: frame " + frame.index + " is closed; allocate in an open frame"
                    : "memory stack: allocate in frame " + frame.index + " while frame " + innermost
                            + " is open inside it; the inner frame's close would free it");
        }
        return bump(size, alignment);
    }

    private long bump(long size, long alignment) {
        NativeMemory.checkAlignment(alignment);
        // no overflow: top is a user-space address and alignment at most 2^62
        long start = (top + alignment - 1) & -alignment;
        // compared as a difference, so that a huge size cannot wrap around past the limit
        if (size < 0 || size > limit - start) {
            throw cannotAllocate(size, alignment);
        }
        top = start + size;
        return start;
    }

    private RuntimeException cannotAllocate(long size, long alignment) {
        if (size < 0) {
            return new IllegalArgumentException("memory stack: size=" + size + " is negative");
        }
        // where the bytes left would hold the size, the padding up to the alignment is what does not fit
        String requested = (size == 1 ? "1 byte" : size + " bytes")
                + (size <= limit - top ? " aligned to " + alignment : "");
        // the property sizes only the threads' own stacks
        return new IllegalStateException("memory stack overflow: " + requested + " requested, " + (limit - top) + " of "
                + capacity() + " left (" + (threadStack ? "raise -Dabistruct.stackSize" : "make the MemoryStack larger") + ")");
    }

    /**
     * {@link #allocate} and zero the bytes.
     *
     * @param size      the bytes wanted
     * @param alignment the alignment wanted, a power of two
     * @return the native address of the zeroed bytes, freed when the frame closes
     * @throws IllegalStateException    as {@link #allocate}
     * @throws IllegalArgumentException as {@link #allocate}
     */
    public long allocateZeroed(long size, long alignment) {
        long address = allocate(size, alignment);
        NativeMemory.zero(address, size);
        return address;
    }

    /** {@return the bytes allocated in the open frames, alignment padding included} */
    public long used() {
        return top - base;
    }

    /** {@return the stack's size in bytes} */
    public long capacity() {
        return limit - base;
    }

    /** Says whose stack it is and how much of it is in use; callable from any thread, as a debugger calls it. */
    @Override
    public String toString() {
        return "memory stack of " + name(owner) + ": " + depth + (depth == 1 ? " frame" : " frames") + " open, " + used()
                + " of " + capacity() + " bytes used";
    }

    /** The bytes frame {@code index}, open, holds: up to the next frame's mark, or the top for the innermost. */
    private long bytesIn(int index) {
        long end = index + 1 < depth ? frames[index + 1].mark : top;
        return end - frames[index].mark;
    }

    private void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("memory stack of " + name(owner) + " used from " + name(Thread.currentThread()));
        }
    }

    /** {@code thread 'main'}, or by id for a thread without a name (a virtual thread's is empty). */
    private static String name(Thread thread) {
        String name = thread.getName();
        if (!name.isEmpty()) {
            return "thread '" + name + "'";
        }
        return (thread.isVirtual() ? "virtual thread #" : "thread #") + thread.threadId();
    }

    private void pop(Frame frame) {
        checkThread();
        int innermost = depth - 1;
        // compared by identity, so that after an inlined push the JIT folds the test away
        if (innermost < 0 || frames[innermost] != frame) {
            throw new IllegalStateException(frame.index >= depth
                    ? "memory stack: frame " + frame.index + " was already popped"
                    : "memory stack: frame " + frame.index + " popped while frame " + innermost + " is still open");
        }
        top = frame.mark;
        depth = innermost;
    }

    /** One open frame of a {@link MemoryStack}; allocation methods take it to say where memory comes from. */
    public static final class Frame implements AutoCloseable {
        /** Always the stack that made the frame; not final only for the store in {@link #pushFrame}. */
        private MemoryStack stack;
        private final int index;
        /** {@link #top} when the frame was pushed. */
        private long mark;

        private Frame(MemoryStack stack, int index) {
            this.stack = stack;
            this.index = index;
        }

        /** {@return the stack this frame belongs to} */
        public MemoryStack stack() {
            return stack;
        }

        /**
         * Allocates in this frame.
         *
         * @param size      the bytes wanted
         * @param alignment the alignment wanted, a power of two
         * @return the native address of the bytes, freed when this frame closes
         * @throws IllegalStateException    if the frame is closed, another frame is open inside it, the stack has too
         *                                  few bytes left, or the calling thread is not the stack's
         * @throws IllegalArgumentException if {@code size} is negative or {@code alignment} not a power of two
         */
        public long allocate(long size, long alignment) {
            return stack.allocate(this, size, alignment);
        }

        /**
         * {@link #allocate} and zero the bytes.
         *
         * @param size      the bytes wanted
         * @param alignment the alignment wanted, a power of two
         * @return the native address of the zeroed bytes, freed when this frame closes
         * @throws IllegalStateException    as {@link #allocate}
         * @throws IllegalArgumentException as {@link #allocate}
         */
        public long allocateZeroed(long size, long alignment) {
            long address = stack.allocate(this, size, alignment);
            NativeMemory.zero(address, size);
            return address;
        }

        /** Says which frame of whose stack it is, whether it is open, and how much was allocated in it. */
        @Override
        public String toString() {
            String frame = "frame " + index + " of the memory stack of " + name(stack.owner);
            if (index >= stack.depth) {
                return frame + ", closed";
            }
            return frame + ", open, " + stack.bytesIn(index) + " bytes allocated in it";
        }

        /** Releases everything allocated since this frame was pushed. */
        @Override
        public void close() {
            stack.pop(this);
        }
    }
}
