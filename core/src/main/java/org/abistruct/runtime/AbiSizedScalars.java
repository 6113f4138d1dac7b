package org.abistruct.runtime;

import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
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
                require(type, m, leaf, abi, sizeOf(leaf, abi), 1, 4);
            } else if (isAbiSizedInteger(leaf)) {
                require(type, m, leaf, abi, sizeOf(leaf, abi), 4, 8);
            }
        }
    }

    /**
     * Throws unless every lone {@code bool} and ABI-sized integer member of {@code layout} has there a size views store.
     * Their accessors store the size the member has in the struct's layout, not the one {@link #check} learns from a
     * struct of the scalar alone, and a user's ABI can make the two differ: a 2-byte {@code size_t} member ending a
     * struct was written as 4 bytes, past the struct's end. (Elements and components take the scalar's size alone.)
     *
     * @throws IllegalArgumentException naming the ABI, the member, the type and its size
     */
    static void checkMembers(StructLayout layout, Abi abi) {
        for (MemberLayout m : layout.members()) {
            DataType type = m.member().type();
            if (m.isBitfield()) {
                continue; // views do not access bitfields yet
            }
            if (type == Scalar.BOOL) {
                require(layout.type(), m.member(), type, abi, m.byteSize(), 1, 4);
            } else if (isAbiSizedInteger(type)) {
                require(layout.type(), m.member(), type, abi, m.byteSize(), 4, 8);
            }
        }
    }

    /** Whether views store {@code type} in 4 or 8 bytes as the ABI says: a pointer, C {@code long}, {@code size_t}... */
    private static boolean isAbiSizedInteger(DataType type) {
        return type instanceof PointerType || type instanceof Scalar s && s.isAbiSized() && s != Scalar.LONG_DOUBLE;
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

    private static void require(StructType owner, Member m, DataType scalar, Abi abi, long size, long oneSize,
                                long otherSize) {
        if (size != oneSize && size != otherSize) {
            throw new IllegalArgumentException("ABI " + abi.id() + " makes " + scalar.typeName() + " " + size + " bytes"
                    + " (member '" + m.name() + "' of " + owner.name() + "); views store it in " + oneSize + " or "
                    + otherSize + " bytes");
        }
    }
}
