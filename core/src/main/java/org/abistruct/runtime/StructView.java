package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import org.abistruct.layout.StructLayout;

/**
 * Base of the generated struct classes: a flyweight over one struct's bytes, laid out by one ABI. Generated
 * accessors read and write through {@link Access} at {@code offset + member offset}; nothing on that path
 * allocates or reflects.
 */
public abstract class StructView extends MemoryView {

    /**
     * See {@link MemoryView#MemoryView(MemorySegment, long, Ownership)}.
     *
     * @param segment   the memory, or {@code null} for native memory
     * @param offset    the view's start in {@code segment} (the address, for native memory)
     * @param ownership who frees the memory
     */
    protected StructView(MemorySegment segment, long offset, Ownership ownership) {
        super(segment, offset, ownership);
    }

    /**
     * See {@link MemoryView#MemoryView(long, Ownership)}.
     *
     * @param address   the native address, below {@link MemoryView#DIRECT_LIMIT}
     * @param ownership who frees the memory
     */
    protected StructView(long address, Ownership ownership) {
        super(address, ownership);
    }

    /** {@return this struct's layout under the view's ABI} */
    public abstract BoundLayout boundLayout();

    /** {@return the full layout (member offsets, sizes, strides) under the view's ABI} */
    public final StructLayout layout() {
        return boundLayout().layout;
    }

    @Override
    public final long byteSize() {
        return boundLayout().size;
    }

    /**
     * Writes {@code value}'s members straight into this view's memory, as a generated {@code set(value)} writes them
     * into its scratch copy of the struct. An enclosing struct's {@code set(value)} calls it on the views of its nested
     * structs, which lie inside its own scratch copy already. Generated classes that have {@code set(value)} override
     * it; the others throw. Not all or nothing: call {@code set(value)}.
     *
     * @param value a value of the struct's declaring record
     * @throws UnsupportedOperationException if the generated class has no {@code set(value)}
     */
    protected void setUnstaged(Record value) {
        throw new UnsupportedOperationException(getClass().getName() + " has no setUnstaged: it has no set(value), or an"
                + " AbiStruct processor older than the one that generated the struct that holds it made it; recompile it");
    }

    /**
     * {@link #setUnstaged} of a nested struct's view, from the enclosing struct's class: an enclosing
     * {@code set(value)} stages the whole struct once, so its nested structs need no scratch copy of their own.
     *
     * @param view  a view of the nested struct, inside the enclosing struct's scratch copy
     * @param value the nested struct's value
     */
    protected static void setUnstaged(StructView view, Record value) {
        view.setUnstaged(value);
    }

    @Override
    protected String describe() {
        return boundLayout().named();
    }
}
