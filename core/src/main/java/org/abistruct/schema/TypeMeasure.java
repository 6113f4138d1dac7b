package org.abistruct.schema;

import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * A type's size and alignments under one C ABI, as {@code sizeof}, {@code _Alignof} and {@code __alignof__} give them
 * in clang for the ABI's target.
 *
 * @param size      {@code sizeof}
 * @param alignment {@code _Alignof} and {@code alignof} (C11's, the ABI alignment)
 * @param preferred {@code __alignof__} and {@code __alignof} (GCC's, the preferred alignment): 8 for an 8-byte
 *                  {@code double} or {@code long long} on i386 System V, whose ABI alignment is 4, as clang and
 *                  GCC give it; the ABI alignment for every other type and ABI
 */
record TypeMeasure(long size, long alignment, long preferred) {

    /** The measure of {@code name}'s type under {@code abi}. */
    static TypeMeasure of(CAbi abi, TypeName name) {
        return of(abi, name.type(), name.typedefAlign());
    }

    /**
     * The measure of {@code type} under {@code abi}, with the alignment {@code typedefAlign} a typedef gave it (0 for
     * none), which replaces both alignments, lower or higher, and leaves the size, as in GCC and clang.
     */
    private static TypeMeasure of(CAbi abi, DataType type, long typedefAlign) {
        TypeMeasure natural = switch (type) {
            case ArrayType a -> {
                TypeMeasure element = of(abi, a.element(), a.elementAlign());
                yield new TypeMeasure(Math.multiplyExact(element.size, a.length()), element.alignment,
                        element.preferred);
            }
            case StructType s -> {
                // the struct as the ABI lays it out, under the ABI's pack (the packed ABI's structs are 1-aligned)
                StructLayout layout = abi.layout(s);
                yield new TypeMeasure(layout.byteSize(), layout.byteAlignment(), layout.byteAlignment());
            }
            default -> leaf(abi, type);
        };
        return typedefAlign == 0 ? natural : new TypeMeasure(natural.size, typedefAlign, typedefAlign);
    }

    /**
     * A scalar's, pointer's or vector's measure: the ABI's, read from a struct holding it alone, laid out without a
     * pack, since {@code #pragma pack} changes members, not types ({@code _Alignof(int)} is 4 under
     * {@code #pragma pack(1)} in clang).
     */
    private static TypeMeasure leaf(CAbi abi, DataType type) {
        if (type instanceof Scalar s && s.fixedByteSize() > 8 && abi.pointerSize() < 8) {
            // the ABI refuses it as a member; here it is a type name, which the caller reports where it stands
            throw new Unmeasurable("'" + s.typeName() + "' has no size under " + abi.id() + ": clang and GCC have"
                    + " 128-bit integers only on targets with 64-bit pointers");
        }
        var holder = new StructType("sizeof", false, List.of(Member.of("m", type)), 0, 0, Position.NONE);
        StructLayout layout = abi.withPack(0).layout(holder);
        long size = layout.member("m").orElseThrow().byteSize();
        long alignment = layout.byteAlignment();
        boolean eightByteScalar = type instanceof Scalar && size == 8;
        return new TypeMeasure(size, alignment, eightByteScalar ? Math.max(alignment, 8) : alignment);
    }

    /** Thrown for a type the ABI has no such thing as, with why: the caller reports it at the type name. */
    static final class Unmeasurable extends RuntimeException {
        Unmeasurable(String reason) {
            super(reason, null, false, false);
        }
    }
}
