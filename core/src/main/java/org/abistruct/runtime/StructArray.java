package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Base of the generated {@code X.Array} classes: {@code count} structs of one layout, one after another at
 * the layout's stride: over native memory when it was allocated natively, else over the segment it came from.
 * {@link #get(long)} returns a fresh cheap view; {@link #get(long, StructView)} and {@link #forEach} reuse one
 * and allocate nothing per element.
 *
 * @param <V> the generated struct class
 */
public abstract class StructArray<V extends StructView> extends MemoryView {
    private final BoundLayout element;
    private final long count;
    /**
     * {@link #offset} again, in a field of this class: a loop that moves a cursor stores the cursor's
     * {@code offset}, and the JIT, unable to tell the cursor from the array, would reload the array's
     * {@code offset} after every such store; this field it can keep in a register.
     */
    private final long start;
    /** Whether every element can be direct (see {@link MemoryView}): the array starts and ends below the limit. */
    private final boolean directElements;

    /**
     * An array view of {@code count} structs from {@code offset}, for the generated array classes.
     *
     * @param segment   the memory, or {@code null} for native memory
     * @param offset    the first element's start in {@code segment} (the address, for native memory)
     * @param ownership who frees the memory
     * @param element   the layout of one element, whose size is the array's stride
     * @param count     the number of elements
     * @throws IllegalArgumentException if {@code count} is negative
     */
    protected StructArray(MemorySegment segment, long offset, Ownership ownership, BoundLayout element, long count) {
        super(segment, offset, ownership);
        if (count < 0) {
            throw new IllegalArgumentException("count=" + count + " is negative");
        }
        this.element = element;
        this.count = count;
        this.start = offset;
        this.directElements = isDirect(segment, offset, element.swap)
                && (element.size == 0 || count <= (DIRECT_LIMIT - offset) / element.size);
    }

    /**
     * A view of the element at {@code offset} in {@code segment}; implemented by the generated class.
     *
     * @param segment the array's memory, or {@code null} for native memory
     * @param offset  the element's start in {@code segment} (the address, for native memory)
     * @return a new view of that element
     */
    protected abstract V view(MemorySegment segment, long offset);

    /** {@return the number of elements} */
    public final long count() {
        return count;
    }

    /** {@return the bytes from one element to the next: the struct's size under the ABI} */
    public final long stride() {
        return element.size;
    }

    /** {@return the element layout} */
    public final BoundLayout elementLayout() {
        return element;
    }

    @Override
    public final long byteSize() {
        return count * element.size;
    }

    /**
     * A new view of element {@code index}. In a loop whose views do not outlive an iteration, the JIT usually
     * removes the view (escape analysis), which makes this as cheap as moving a cursor.
     *
     * @param index the element's index, from 0
     * @return a view of that element
     * @throws IndexOutOfBoundsException if {@code index} is negative or not below {@link #count()}
     */
    public final V get(long index) {
        return view(segment, elementOffset(index));
    }

    /**
     * Points {@code reuse} at element {@code index} and returns it; allocates nothing.
     *
     * @param index the element's index, from 0
     * @param reuse a view of this array's element type to move
     * @return {@code reuse}, now over element {@code index}
     * @throws IndexOutOfBoundsException if {@code index} is negative or not below {@link #count()}
     * @throws IllegalArgumentException if {@code reuse} has another layout than the elements, or is direct and the
     *                                  elements are not (see {@link MemoryView#moveTo})
     * @throws IllegalStateException    if {@code reuse} owns its memory ({@code malloc}, {@code calloc}): it would lose it
     * @throws NullPointerException     if {@code reuse} is {@code null}
     */
    public final V get(long index, V reuse) {
        // no requireNonNull: in a loop over the elements it cost the cursor 4-5%
        // (bench/results/2026-11-24-run24/README.md); the JVM's message names reuse, as this class keeps its
        // parameter names
        if (!element.sameLayoutAs(reuse.boundLayout())) {
            throw new IllegalArgumentException("view " + reuse.describe() + " has another layout than the array's "
                    + describe() + "; reuse a view of its elements' struct under its ABI, as get(i) returns");
        }
        reuse.checkMovable();
        moveCursor(reuse, elementOffset(index));
        return reuse;
    }

    /**
     * Calls {@code action} with one view moved over every element in turn (do not keep it).
     *
     * @param action what to do with each element
     * @throws NullPointerException if {@code action} is {@code null}
     */
    public final void forEach(Consumer<? super V> action) {
        Objects.requireNonNull(action, "action"); // also when there is no element to call it with
        V cursor = view(segment, offset);
        for (long i = 0; i < count; i++) {
            moveCursor(cursor, start + i * element.size);
            action.accept(cursor);
        }
    }

    /**
     * Points {@code cursor} at the element at {@code elementOffset}. A direct cursor over direct elements only
     * needs its offset changed, which skips {@link #moveTo}'s checks on every element of a loop.
     */
    private void moveCursor(V cursor, long elementOffset) {
        if (directElements && cursor.segment == null) {
            cursor.offset = elementOffset << Access.DIRECT_SHIFT;
        } else {
            cursor.moveTo(segment, elementOffset, element.swap);
        }
    }

    /**
     * {@code Objects.checkIndex} rather than two comparisons: C2 knows it as a range check, so in a counted loop
     * it hoists the check out of the loop (loop predication), and a cursor's offset store can then sink below it.
     */
    private long elementOffset(long index) {
        try {
            Objects.checkIndex(index, count);
        } catch (IndexOutOfBoundsException e) {
            throw outOfRange(index);
        }
        return start + index * element.size;
    }

    /** Kept out of {@link #elementOffset} so that it stays small enough to inline where it is not hot. */
    private IndexOutOfBoundsException outOfRange(long index) {
        return new IndexOutOfBoundsException(count == 0
                ? "index " + index + " out of range: " + describe() + " is empty"
                : "index " + index + " out of range 0.." + (count - 1) + " of " + describe());
    }

    @Override
    protected String describe() {
        return element.named(count);
    }
}
