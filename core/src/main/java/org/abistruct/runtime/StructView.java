package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import org.abistruct.layout.StructLayout;

/**
 * Base of the generated struct classes: a flyweight over one struct's bytes, laid out by one ABI. Generated
 * accessors read and write through {@link Access} at {@code offset + member offset}; nothing on that path
 * allocates or reflects.
 */
public abstract class StructView extends MemoryView {

    /** See {@link MemoryView#MemoryView(MemorySegment, long, Ownership)}. */
    protected StructView(MemorySegment segment, long offset, Ownership ownership) {
        super(segment, offset, ownership);
    }

    /** See {@link MemoryView#MemoryView(long, Ownership)}. */
    protected StructView(long address, Ownership ownership) {
        super(address, ownership);
    }

    /** This struct's layout under the view's ABI. */
    public abstract BoundLayout boundLayout();

    /** The full layout (member offsets, sizes, strides) under the view's ABI. */
    public final StructLayout layout() {
        return boundLayout().layout;
    }

    @Override
    public final long byteSize() {
        return boundLayout().size;
    }

    @Override
    protected String describe() {
        return boundLayout().layout.name() + "@" + boundLayout().abi.id();
    }

    @Override
    public String toString() {
        return describe() + "[address=0x" + Long.toHexString(address()) + ", size=" + byteSize() + "]";
    }
}
