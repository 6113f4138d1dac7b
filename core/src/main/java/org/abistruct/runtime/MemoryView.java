package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.ref.Cleaner;
import org.abistruct.memory.NativeMemory;

/**
 * Memory a view reads and writes: a segment and an offset into it, and who frees it. Native views use the
 * address-space segment ({@link NativeMemory#EVERYTHING}) with the address as offset; views over a user's
 * segment (an arena's, a mapped file's, a heap array's) keep that segment, with its bounds and liveness
 * checks.
 * <p>
 * A native view is <em>direct</em> when its bytes are in the machine's order and its address is below
 * {@link #DIRECT_LIMIT}; the constructor and {@link #moveTo} then store {@code null} as its segment, and
 * generated classes make it an instance of the ABI's direct class, whose accessors use constant offsets and
 * {@link Access#direct} (no swap test, and no bounds check left after compilation). Any other native view
 * keeps {@code EVERYTHING} and takes the general path.
 */
public abstract class MemoryView implements AutoCloseable {
    /**
     * Native addresses below this (2<sup>61</sup>, far above any address a 64-bit platform hands out) make a
     * view direct. With member offsets below {@link BoundLayout#MAX_SIZE}, an address plus an offset never
     * reaches bit 62, which is what {@link Access#direct} relies on.
     */
    public static final long DIRECT_LIMIT = 1L << 61;

    /**
     * The segment accesses go through, or {@code null} for a direct native view, which {@link Access} reaches
     * through the constant {@link NativeMemory#EVERYTHING} (the JIT folds that segment's checks; it cannot fold
     * a field).
     */
    protected MemorySegment segment;
    /** The view's start within {@link #segment}. */
    protected long offset;
    /**
     * Who frees the memory: an {@link Ownership}, or for a Cleaner-managed view its {@link Cleaner.Cleanable}. One
     * field rather than two keeps a view at 32 bytes, which is what every allocation of a struct costs in B/op.
     */
    private Object owner;

    /**
     * @param segment the memory, {@link NativeMemory#EVERYTHING} or {@code null} for native memory
     * @param offset the view's start in {@code segment} (the address, for native memory)
     * @param ownership who frees the memory
     * @param swapped whether the view's bytes are in the other byte order than the machine's
     */
    protected MemoryView(MemorySegment segment, long offset, Ownership ownership, boolean swapped) {
        this.segment = directAsNull(segment, offset, swapped);
        this.offset = offset;
        this.owner = ownership;
    }

    /**
     * A direct view at {@code address}, for the constructors of direct classes, whose callers have checked
     * {@link #isDirect}: it skips the check the other constructor makes, which keeps making a view cheap for
     * the JIT to inline.
     *
     * @param address the native address, below {@link #DIRECT_LIMIT}
     * @param ownership who frees the memory
     */
    protected MemoryView(long address, Ownership ownership) {
        this.offset = address;
        this.owner = ownership;
    }

    /**
     * Whether a view of these arguments (those of the constructor) is direct: native memory in the machine's
     * byte order at an address below {@link #DIRECT_LIMIT}.
     */
    protected static boolean isDirect(MemorySegment segment, long offset, boolean swapped) {
        return (segment == null || segment == NativeMemory.EVERYTHING) && !swapped && offset >= 0 && offset < DIRECT_LIMIT;
    }

    private static MemorySegment directAsNull(MemorySegment segment, long offset, boolean swapped) {
        if (isDirect(segment, offset, swapped)) {
            return null;
        }
        return segment == null ? NativeMemory.EVERYTHING : segment;
    }

    /**
     * Whether this view can only be direct: generated classes answer {@code true} for their per-ABI class whose
     * accessors reach native memory with constant offsets, and {@link #moveTo} then refuses other memory.
     */
    protected boolean directOnly() {
        return false;
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

    /**
     * Points the view at other memory of the same owner (array cursors); the arguments are those of the
     * constructor.
     */
    protected final void moveTo(MemorySegment newSegment, long newOffset, boolean swapped) {
        MemorySegment moved = directAsNull(newSegment, newOffset, swapped);
        if (moved != null && directOnly()) {
            throw new IllegalArgumentException("view " + describe() + " reaches native memory directly and cannot move to "
                    + moved + " at offset " + newOffset + "; take a view of that memory with get(i) or wrap");
        }
        this.segment = moved;
        this.offset = newOffset;
    }

    private static final class CleanerHolder {
        static final Cleaner CLEANER = Cleaner.create();
    }
}
