package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Objects;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;

/**
 * An ABI with the layout of another and a different byte order (for example std430 data written
 * big-endian on the wire). The id is the base id with {@code -be} or {@code -le}.
 */
record ByteOrderedAbi(Abi base, ByteOrder byteOrder) implements Abi {
    ByteOrderedAbi {
        // a null order would read as "not the machine's" and swap, under an id that says -le
        Objects.requireNonNull(byteOrder, "order");
    }

    @Override
    public String id() {
        return base.id() + (byteOrder == ByteOrder.BIG_ENDIAN ? "-be" : "-le");
    }

    @Override
    public StructLayout layout(StructType type) {
        StructLayout layout;
        try {
            layout = base.layout(type);
        } catch (LayoutException e) {
            // the base's message names the base: say which ABI was asked for
            throw (LayoutException) new LayoutException(e.position(), id() + ": " + e.reason()).initCause(e);
        }
        return underThisId(layout);
    }

    /**
     * The base's {@code layout} with this ABI's id, and so are its nested structs' layouts, as an ABI of its own (a
     * {@code CAbi} given another order) names them: a tool that walks the nested layouts and reads their id would
     * otherwise take their bytes for the base's order.
     */
    private StructLayout underThisId(StructLayout layout) {
        var members = new ArrayList<MemberLayout>();
        for (MemberLayout m : layout.members()) {
            members.add(m.nested() == null ? m : new MemberLayout(m.member(), m.byteOffset(), m.byteSize(),
                    m.byteAlignment(), m.arrayDims(), m.arrayStrides(), m.matrixStride(), m.rowMajor(), m.bitOffset(),
                    m.bitWidth(), underThisId(m.nested())));
        }
        return new StructLayout(layout.type(), id(), layout.byteSize(), layout.byteAlignment(), layout.dataSize(),
                members);
    }

    @Override
    public Abi withByteOrder(ByteOrder order) {
        // before comparing: a base without a byte order (a user's Abi) would take null for its own
        Objects.requireNonNull(order, "order");
        if (order == byteOrder) {
            return this; // as Abi promises; an equal copy missed the identity check of each struct's layout cache
        }
        return order == base.byteOrder() ? base : new ByteOrderedAbi(base, order);
    }

    @Override
    public String toString() {
        return id();
    }
}
