package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.ref.Cleaner;
import org.abistruct.memory.NativeMemory;

/**
 * Memory a view reads and writes: a segment and an offset into it, and who frees it. Native views use the
 * address-space segment ({@link NativeMemory#EVERYTHING}) with the address as offset; views over a user's
 * segment (an arena's, a mapped file's, a heap array's) keep that segment, with its bounds and liveness
 * checks.
 */
public abstract class MemoryView implements AutoCloseable {
    /**
     * The segment accesses go through, or {@code null} for native memory, which {@link Access} reaches through
     * the constant {@link NativeMemory#EVERYTHING} (the JIT folds that segment's checks; it cannot fold a field).
     */
    protected MemorySegment segment;
    /** The view's start within {@link #segment}. */
    protected long offset;
    /**
     * Who frees the memory: an {@link Ownership}, or for a Cleaner-managed view its {@link Cleaner.Cleanable}. One
     * field rather than two keeps a view at 32 bytes, which is what every allocation of a struct costs in B/op.
     */
    private Object owner;

    protected MemoryView(MemorySegment segment, long offset, Ownership ownership) {
        this.segment = nativeAsNull(segment);
        this.offset = offset;
        this.owner = ownership;
    }

    private static MemorySegment nativeAsNull(MemorySegment segment) {
        return segment == NativeMemory.EVERYTHING ? null : segment;
    }

    /** The segment the view's offset is relative to. */
    protected final MemorySegment base() {
        return segment == null ? NativeMemory.EVERYTHING : segment;
    }

    /** The bytes the view spans. */
    public abstract long byteSize();

    /** The native address of the first byte (for a heap view, the offset into the array). */
    public final long address() {
        return base().address() + offset;
    }

    /** A segment of exactly {@link #byteSize()} bytes over the view's memory, to hand to native code or a GPU API. */
    public final MemorySegment segment() {
        return base().asSlice(offset, byteSize());
    }

    /** Who frees this view's memory. */
    public final Ownership ownership() {
        return owner instanceof Cleaner.Cleanable ? Ownership.MANAGED : (Ownership) owner;
    }

    /**
     * Frees memory the view allocated with {@code malloc}/{@code calloc}.
     *
     * @throws IllegalStateException if it was already freed, or the view does not own its memory
     */
    public final void free() {
        Ownership ownership = ownership();
        switch (ownership) {
            case MALLOC -> NativeMemory.free(address());
            case MANAGED -> ((Cleaner.Cleanable) owner).clean();
            default -> throw new IllegalStateException("cannot free " + describe() + ": " + ownership.whyNotFreeable());
        }
        owner = Ownership.FREED;
    }

    /**
     * Frees owned memory ({@link #free()}); for borrowed, stack or arena memory, and for memory already freed,
     * it does nothing, so views of every kind can sit in try-with-resources (and close is idempotent, as
     * {@link AutoCloseable} recommends). Calling {@link #free()} twice is the error.
     */
    @Override
    public final void close() {
        Ownership ownership = ownership();
        if (ownership == Ownership.MALLOC || ownership == Ownership.MANAGED) {
            free();
        }
    }

    /** A short description for error messages, such as {@code Light@x86_64-sysv}. */
    protected abstract String describe();

    /** Registers a Cleaner that frees this view's malloc'd memory once the view is unreachable. */
    protected final void manageWithCleaner() {
        if (owner != Ownership.MALLOC) {
            throw new IllegalStateException("only malloc'd memory can be Cleaner-managed");
        }
        long address = address();
        // the action must not refer to the view, or the view would never become unreachable
        owner = CleanerHolder.CLEANER.register(this, () -> NativeMemory.free(address));
    }

    /** Points the view at other memory of the same owner (array cursors). */
    protected final void moveTo(MemorySegment newSegment, long newOffset) {
        this.segment = nativeAsNull(newSegment);
        this.offset = newOffset;
    }

    private static final class CleanerHolder {
        static final Cleaner CLEANER = Cleaner.create();
    }
}
