package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.function.UnaryOperator;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;

/**
 * A user's {@code Abi} written by hand, for tests of what views and ABIs make of one: it lays out as x86_64-sysv,
 * then changes the layout with {@code edit}, under the byte order given (which may be {@code null}).
 */
public record SysvLikeAbi(String id, ByteOrder byteOrder, UnaryOperator<StructLayout> edit) implements Abi {

    /** One that says no byte order. */
    public static Abi unordered() {
        return new SysvLikeAbi("unordered", null, l -> l);
    }

    @Override
    public StructLayout layout(StructType type) {
        return edit.apply(Abi.of("x86_64-sysv").layout(type));
    }
}
