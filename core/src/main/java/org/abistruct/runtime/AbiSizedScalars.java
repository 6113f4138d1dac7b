package org.abistruct.runtime;

import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The sizes an ABI may give the scalars whose size it decides, for generated views: {@link Access} stores a
 * {@code bool} in 1 or 4 bytes, and a C {@code long}, {@code size_t}, {@code intptr_t} or pointer in 4 or 8. Any other
 * size, which a user's ABI can give (2-byte pointers for a 16-bit target, say), would have views store 4 bytes into a
 * 2-byte member, over the next member or past the struct's end; so the layout is refused when it is bound.
 */
final class AbiSizedScalars {
    private AbiSizedScalars() {
    }

    /**
     * Throws unless every {@code bool} and ABI-sized integer in {@code type} (its nested structs' included) has a size
     * views store.
     *
     * @throws IllegalArgumentException naming the ABI, the member, the type and its size
     */
    static void check(StructType type, Abi abi) {
        for (Member m : type.members()) {
            DataType leaf = scalarOf(m.type());
            if (leaf instanceof StructType nested) {
                check(nested, abi);
            } else if (leaf == Scalar.BOOL) {
                require(type, m, leaf, abi, 1, 4);
            } else if (leaf instanceof PointerType || leaf instanceof Scalar s && s.isAbiSized() && s != Scalar.LONG_DOUBLE) {
                require(type, m, leaf, abi, 4, 8);
            }
        }
    }

    /**
     * What {@code type} is made of past its array dimensions and vector components: a scalar, a pointer, a struct or
     * a matrix.
     */
    static DataType scalarOf(DataType type) {
        DataType leaf = type instanceof ArrayType a ? a.leafElement() : type;
        return leaf instanceof VectorType v ? v.component() : leaf;
    }

    /** The bytes {@code abi} gives {@code scalar} (a pointer, or a {@code Scalar} whose size it decides). */
    static long sizeOf(DataType scalar, Abi abi) {
        StructType probe = StructType.struct("scalar", Member.of("value", scalar));
        return LayoutMatch.layout(abi, probe, "a struct of one " + scalar.typeName() + " (which views lay out to learn its"
                + " size)").members().getFirst().byteSize();
    }

    private static void require(StructType owner, Member m, DataType scalar, Abi abi, long oneSize, long otherSize) {
        long size = sizeOf(scalar, abi);
        if (size != oneSize && size != otherSize) {
            throw new IllegalArgumentException("ABI " + abi.id() + " makes " + scalar.typeName() + " " + size + " bytes"
                    + " (member '" + m.name() + "' of " + owner.name() + "); views store it in " + oneSize + " or "
                    + otherSize + " bytes");
        }
    }
}
