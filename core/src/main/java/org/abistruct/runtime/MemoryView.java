package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.ref.Cleaner;
import org.abistruct.memory.NativeMemory;

/**
 * Memory a view reads and writes: a segment and an offset into it, and who frees it. Views over a user's
 * segment (an arena's, a mapped file's, a heap array's) keep that segment, with its bounds and liveness checks, and
 * Cleaner-managed views keep a segment of their own block ({@link NativeMemory#managedSegment}); other native views
 * use the address-space segment ({@link NativeMemory#EVERYTHING}) with the address as offset.
 * <p>
 * A <em>direct</em> view is an instance of a generated direct class: native memory in the machine's byte order,
 * at an address below {@link #DIRECT_LIMIT}. It keeps {@code null} as its segment, and its address in
 * {@link #offset} in the form {@link Access#direct} reads (shifted left two bits); its accessors use constant
 * offsets from that address, with no swap test and no bounds check left after compilation. Only the direct
 * constructor makes one, and a direct view stays direct: {@link #moveTo} refuses other memory.
 */
public abstract class MemoryView implements AutoCloseable {
    /**
     * Native addresses below this (2<sup>61</sup>, far above any address a 64-bit platform hands out) can have
     * direct views. Shifted left two bits, such an address still fits in a positive {@code long}.
     */
    public static final long DIRECT_LIMIT = 1L << 61;

    /**
     * The segment accesses go through, or {@code null} for a direct view, whose accessors reach native memory
     * through the constant {@link NativeMemory#EVERYTHING} (the JIT folds that segment's checks; it cannot fold
     * a field).
     */
    protected MemorySegment segment;
    /**
     * The view's start within {@link #segment}; for a direct view, its address in the form
     * {@link Access#direct} reads.
     */
    protected long offset;
    /**
     * Who frees the memory: an {@link Ownership}, or for a Cleaner-managed view its {@link Cleaner.Cleanable}. One
     * field rather than two keeps a view at 32 bytes, which is what every allocation of a struct costs in B/op.
     */
    private Object owner;

    /**
     * A view that reaches its memory through a segment.
     *
     * @param segment the memory, or {@code null} for native memory ({@link NativeMemory#EVERYTHING} is kept)
     * @param offset the view's start in {@code segment} (the address, for native memory)
     * @param ownership who frees the memory
     */
    protected MemoryView(MemorySegment segment, long offset, Ownership ownership) {
        this.segment = orAddressSpace(segment);
        this.offset = offset;
        this.owner = ownership;
    }

    /**
     * A direct view at {@code address}, for the constructors of direct classes, whose callers have checked
     * {@link #isDirect}.
     *
     * @param address the native address, below {@link #DIRECT_LIMIT}
     * @param ownership who frees the memory
     */
    protected MemoryView(long address, Ownership ownership) {
        this.offset = address << Access.DIRECT_SHIFT;
        this.owner = ownership;
    }

    /**
     * Whether a view of these arguments (those of the segment constructor, and the byte order of its ABI) can be
     * direct: native memory in the machine's byte order at an address below {@link #DIRECT_LIMIT}.
     *
     * @param segment the memory, or {@code null} for native memory
     * @param offset  the view's start in {@code segment} (the address, for native memory)
     * @param swapped whether the view's ABI stores scalars in the other byte order than the machine's
     * @return {@code true} if the view can reach its memory directly
     */
    protected static boolean isDirect(MemorySegment segment, long offset, boolean swapped) {
        return (segment == null || isAddressSpace(segment)) && !swapped && offset >= 0 && offset < DIRECT_LIMIT;
    }

    /**
     * Whether {@code segment} is {@link NativeMemory#EVERYTHING}. The size is asked first, so that views over heap
     * memory, mapped files and arenas never make that segment: making it calls a restricted method, which a program
     * that reads only such memory need not be allowed to call.
     *
     * @param segment a segment, or {@code null}
     * @return {@code true} only for the address-space segment itself
     */
    protected static boolean isAddressSpace(MemorySegment segment) {
        return segment != null && segment.byteSize() == Long.MAX_VALUE && segment == NativeMemory.EVERYTHING;
    }

    /** The segment the view lies in: a direct view's is the address space. */
    private MemorySegment base() {
        return orAddressSpace(segment);
    }

    /** {@code segment}, or for {@code null} (native memory) the address-space segment. */
    private static MemorySegment orAddressSpace(MemorySegment segment) {
        return segment == null ? NativeMemory.EVERYTHING : segment;
    }

    /** The view's start within {@link #base()}. */
    private long start() {
        return segment == null ? Access.direct(offset) : offset;
    }

    /** {@return the bytes the view spans} */
    public abstract long byteSize();

    /** {@return the native address of the first byte (for a heap view, the offset into the array)} */
    public final long address() {
        return base().address() + start();
    }

    /**
     * {@return a segment of exactly {@link #byteSize()} bytes over the view's memory, to hand to native code or a GPU API}
     */
    public final MemorySegment segment() {
        return base().asSlice(start(), byteSize());
    }

    /** {@return who frees this view's memory} */
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

    /**
     * {@return a short description for error messages, such as {@code Light@x86_64-sysv} or {@code Light[8]@std430}}
     */
    protected abstract String describe();

    /**
     * The description and where the memory is: {@code Light@x86_64-sysv[address=0x7f..., size=32]} for native memory,
     * {@code Light@std140[heap byte[1024], offset=16, size=80]} for a Java array, whose {@link #address()} is the offset
     * into it, not an address; {@code freed} (by the view), {@code closed} (its arena) or {@code read-only} come first
     * when they apply.
     */
    @Override
    public String toString() {
        MemorySegment base = base();
        String where = base.isNative() ? "address=0x" + Long.toHexString(address())
                : "heap" + base.heapBase().map(array -> " " + arrayName(array)).orElse("") + ", offset=" + address();
        String gone = owner == Ownership.FREED ? "freed, " : base.scope().isAlive() ? "" : "closed, ";
        return describe() + "[" + gone + (base.isReadOnly() ? "read-only " : "") + where + ", size=" + byteSize() + "]";
    }

    /** {@code byte[1024]}: the type and length of a heap segment's array (a read-only segment does not give it). */
    private static String arrayName(Object array) {
        return array.getClass().getComponentType().getName() + "[" + java.lang.reflect.Array.getLength(array) + "]";
    }

    /**
     * Registers a Cleaner that frees this view's memory, a block from {@code malloc} or {@code calloc} that the
     * view reaches through {@link NativeMemory#managedSegment} and owns as {@link Ownership#MANAGED}, once neither
     * the view nor anything taken from it is reachable. The Cleaner watches the segment's scope, which nested views,
     * array elements, {@link #segment()} and moved views keep with the segment they go through; a direct view
     * would keep nothing, which is why managed views are general ones.
     */
    protected final void manageWithCleaner() {
        if (owner != Ownership.MANAGED || segment == null || !segment.isNative() || isAddressSpace(segment)) {
            throw new IllegalStateException("only a MANAGED view over NativeMemory.managedSegment can be Cleaner-managed");
        }
        owner = NativeMemory.freeWhenUnreachable(segment.scope(), address(), segment.byteSize());
    }

    /**
     * Refuses to move a view that owns its memory: it would lose that memory, and its {@code free()} would free the
     * memory it was moved to, which it does not own.
     *
     * @throws IllegalStateException if this view owns its memory ({@code malloc}, {@code calloc}, Cleaner-managed)
     */
    protected final void checkMovable() {
        if (owner == Ownership.MALLOC || owner == Ownership.MANAGED || owner instanceof Cleaner.Cleanable) {
            throw new IllegalStateException("cannot move " + this + ": it owns its memory; reuse a view that does not"
                    + " (of wrapped memory, a stack frame or an array's get(i))");
        }
    }

    /**
     * Points the view at other memory of the same owner (array cursors); the arguments are those of
     * {@link #isDirect}. A direct view moves only to memory where it can be direct.
     *
     * @param newSegment the memory, or {@code null} for native memory
     * @param newOffset  the view's new start in {@code newSegment} (the address, for native memory)
     * @param swapped    whether the view's ABI stores scalars in the other byte order than the machine's
     * @throws IllegalArgumentException if this view is direct and the new memory is not
     */
    protected final void moveTo(MemorySegment newSegment, long newOffset, boolean swapped) {
        if (segment != null) {
            this.segment = orAddressSpace(newSegment);
            this.offset = newOffset;
        } else if (isDirect(newSegment, newOffset, swapped)) {
            this.offset = newOffset << Access.DIRECT_SHIFT;
        } else {
            throw new IllegalArgumentException("view " + describe() + " reaches native memory directly and cannot move to "
                    + orAddressSpace(newSegment) + " at offset " + newOffset + ", which needs a view that goes through"
                    + " its segment (heap, arena, mapped, Cleaner-managed or byte-swapped memory); take a new view"
                    + " there: get(i) for an array element, the nested struct's accessor without a view to reuse, or wrap");
        }
    }
}
