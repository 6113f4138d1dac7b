package org.abistruct.runtime;

import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Checks, when a layout is bound, that the bytes generated accessors reach lie inside the struct and inside their
 * member. They address a member from the layout's numbers (its offset, array and matrix strides, a nested struct's
 * size) and, on a direct view, without a bounds check. A user's {@code Abi} can return any layout: one that puts a
 * member past the struct's end, or gives a {@code vec4} 4 bytes at the end of the struct, would have views read and
 * write past the memory the struct was given; one that gives an {@code int} 2 bytes, views store 4 into, would have
 * them write over the member after it.
 */
final class ViewFootprint {
    private ViewFootprint() {
    }

    /** @throws IllegalArgumentException naming the ABI, the member and how far its accessors reach */
    static void check(StructLayout layout, Abi abi) {
        for (MemberLayout m : layout.members()) {
            if (m.isBitfield()) {
                continue; // views do not access bitfields yet
            }
            if (m.byteOffset() < 0) {
                throw new IllegalArgumentException("ABI " + abi.id() + " places member '" + m.name() + "' of "
                        + layout.name() + " at offset " + m.byteOffset() + ", before the struct's start");
            }
            long reach = reach(m, abi);
            if (reach > layout.byteSize() - m.byteOffset()) {
                throw new IllegalArgumentException("ABI " + abi.id() + " places member '" + m.name() + "' of "
                        + layout.name() + " at offset " + m.byteOffset() + ", where its accessors would reach "
                        + (reach == Long.MAX_VALUE ? "more bytes than a long counts" : reach + " bytes")
                        + ", past the struct's " + layout.byteSize() + " bytes");
            }
            if (reach > m.byteSize()) {
                throw new IllegalArgumentException("ABI " + abi.id() + " gives member '" + m.name() + "' of "
                        + layout.name() + " " + m.byteSize() + " bytes, where its accessors reach " + reach
                        + " bytes, over what follows it in the struct");
            }
        }
    }

    /** The bytes from the member's offset that its accessors reach (as generated code computes addresses). */
    private static long reach(MemberLayout m, Abi abi) {
        try {
            long reach = 0;
            DataType t = m.member().type();
            for (int dim = 0; t instanceof ArrayType a; dim++, t = a.element()) {
                if (a.length() == 0) {
                    return 0; // no index reaches an element
                }
                reach = Math.addExact(reach, stretch(a.length() - 1, m.arrayStrides().get(dim)));
            }
            return Math.addExact(reach, elementReach(t, m, abi));
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    private static long elementReach(DataType element, MemberLayout m, Abi abi) {
        return switch (element) {
            case StructType s -> LayoutMatch.layout(abi, s, s.kind() + " " + s.name()).byteSize();
            case MatrixType t -> Math.addExact(stretch(t.strideCount() - 1, m.matrixStride()),
                    (long) t.strideVector().length() * t.component().fixedByteSize());
            case VectorType v -> Math.multiplyExact(v.length(), scalarBytes(v.component(), m, abi));
            default -> scalarBytes(element, m, abi);
        };
    }

    /** {@code count} steps of {@code stride} bytes; a negative stride reaches before the member: as far as a long counts. */
    private static long stretch(long count, long stride) {
        return stride < 0 && count > 0 ? Long.MAX_VALUE : Math.multiplyExact(count, stride);
    }

    /** A scalar's bytes: its fixed size, or the one the ABI gives it (as the generated Layout reads it). */
    private static long scalarBytes(DataType scalar, MemberLayout m, Abi abi) {
        if (scalar instanceof Scalar s && !s.isAbiSized()) {
            return s.fixedByteSize();
        }
        if (scalar instanceof PointerType || scalar instanceof Scalar) {
            // a lone scalar reads its size from its member; an element or a component, from the ABI
            return m.member().type() == scalar ? m.byteSize() : AbiSizedScalars.sizeOf(scalar, abi);
        }
        throw new IllegalArgumentException("member '" + m.name() + "': " + scalar.typeName() + " is not a scalar");
    }
}
