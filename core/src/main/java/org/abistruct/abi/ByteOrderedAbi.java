package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.Objects;
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
        StructLayout layout = base.layout(type);
        return new StructLayout(layout.type(), id(), layout.byteSize(), layout.byteAlignment(), layout.dataSize(),
                layout.members());
    }

    @Override
    public Abi withByteOrder(ByteOrder order) {
        // before comparing: a base without a byte order (a user's Abi) would take null for its own
        Objects.requireNonNull(order, "order");
        return order == base.byteOrder() ? base : new ByteOrderedAbi(base, order);
    }

    @Override
    public String toString() {
        return id();
    }
}
