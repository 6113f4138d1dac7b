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

    /**
     * The measure of {@code name}'s type under {@code abi}.
     *
     * @throws Unmeasured if the type has no measure there: too large, a 128-bit integer under a 32-bit ABI, or an
     *                    array of elements a typedef aligns more than their size
     */
    static TypeMeasure of(CAbi abi, TypeName name) {
        try {
            return of(abi, name.type(), name.typedefAlign());
        } catch (ArithmeticException tooLarge) {
            throw new Unmeasured("the type name of '" + name.spelling() + "' is too large");
        } catch (Misaligned m) {
            throw new Unmeasured("the type name of '" + name.spelling() + "' is an array of elements a typedef or an"
                    + " enum's attribute aligns to " + m.alignment + " bytes, though each is " + m.size + " bytes under "
                    + abi.id() + ": they cannot all be aligned (GCC refuses such an array of a typedef)");
        }
    }

    /** Why a type name has no size or alignment under the ABI; the message is for the user, without position. */
    static final class Unmeasured extends RuntimeException {
        Unmeasured(String message) {
            super(message, null, false, false);
        }
    }

    /** An array's elements, of {@code size} bytes, that a typedef aligns to {@code alignment}, which does not divide it. */
    private static final class Misaligned extends RuntimeException {
        final long size;
        final long alignment;

        Misaligned(long size, long alignment) {
            super(null, null, false, false);
            this.size = size;
            this.alignment = alignment;
        }
    }

    /**
     * The measure of {@code type} under {@code abi}, with the alignment {@code typedefAlign} a typedef gave it (0 for
     * none), which replaces both alignments, lower or higher, and leaves the size, as in GCC and clang.
     */
    private static TypeMeasure of(CAbi abi, DataType type, long typedefAlign) {
        TypeMeasure natural = switch (type) {
            case ArrayType a -> {
                TypeMeasure element = of(abi, a.element(), a.elementAlign());
                if (a.elementAlign() != 0 && element.size % a.elementAlign() != 0) {
                    // as a member of this type is refused (AbstractAbi.typedefAligned): GCC refuses it, clang gives
                    // it no one size (16 for two 16-aligned ints on x86-64 Linux, 8 on Windows)
                    throw new Misaligned(element.size, a.elementAlign());
                }
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
            throw new Unmeasured("'" + s.typeName() + "' has no size under " + abi.id() + ": clang and GCC have"
                    + " 128-bit integers only on targets with 64-bit pointers");
        }
        var holder = new StructType("sizeof", false, List.of(Member.of("m", type)), 0, 0, Position.NONE);
        StructLayout layout = abi.withPack(0).layout(holder);
        long size = layout.member("m").orElseThrow().byteSize();
        long alignment = layout.byteAlignment();
        boolean eightByteScalar = type instanceof Scalar && size == 8;
        return new TypeMeasure(size, alignment, eightByteScalar ? Math.max(alignment, 8) : alignment);
    }
}
