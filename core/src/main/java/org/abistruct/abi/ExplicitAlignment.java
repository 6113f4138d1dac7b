package org.abistruct.abi;

import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/** The largest alignment a type asks for explicitly ({@code alignas}), through nested structs and arrays. */
final class ExplicitAlignment {
    private ExplicitAlignment() {
    }

    /** 0 when nothing in {@code type} asks for an explicit alignment. */
    static long of(DataType type) {
        return switch (type) {
            case ArrayType a -> of(a.element());
            case StructType s -> {
                long max = s.alignAs();
                for (Member m : s.members()) {
                    max = Math.max(max, Math.max(m.alignAs(), of(m.type())));
                }
                yield max;
            }
            default -> 0;
        };
    }
}
