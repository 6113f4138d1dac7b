package org.abistruct.schema;

import java.util.EnumSet;
import java.util.Set;

/**
 * What the attributes and qualifiers on one declaration asked for: an alignment, packing, or a GLSL
 * matrix order. Collected while reading, then applied to a member or a struct.
 */
final class Attributes {
    /** The largest alignment asked for ({@code alignas}, {@code aligned(N)}), 0 for none. */
    long alignAs;
    /**
     * The alignment the last C23 {@code [[gnu::aligned(N)]]} asked for, 0 for none: on a declaration of a struct before
     * its body GCC takes it, even after a larger one, and ignores an {@code __attribute__} one.
     */
    long standardAlignAs;
    /** The alignment the last {@code aligned(N)} read asked for, in either spelling, 0 for none. */
    long lastAlignAs;
    /** The largest alignment a GNU {@code aligned(N)} asked for, in either spelling, 0 for none. */
    long gnuAlignAs;
    /**
     * The name of the first GNU {@code aligned(N)} that asked for {@link #gnuAlignAs}, or null: where an enum's
     * alignment, which GCC ignores, is refused ({@link GccEnumAlignment}).
     */
    Token gnuAlignedAt;
    /**
     * The alignment {@code __declspec(align(N))} asked for, 0 for none: before {@code struct} in a typedef it aligns
     * the struct, where GCC's {@code aligned(N)} aligns the typedef.
     */
    long declspecAlignAs;
    /** The first {@code alignas} or {@code _Alignas} keyword read, or null: C allows it on fewer declarations. */
    Token alignas;
    /**
     * The last {@code alignas} or {@code _Alignas} keyword read, or null: where clang refuses the declaration's
     * alignment as lower than its type's ({@code _Alignas(1) _Alignas(2) int x;} at the second).
     */
    Token lastAlignas;
    /** {@code __attribute__((packed))}, or {@code [[gnu::packed]]}. */
    boolean packed;
    /**
     * Whether {@link #packed} was written {@code [[gnu::packed]]} (too): on a declaration of an enum before its body GCC
     * takes it, and ignores {@code __attribute__((packed))}.
     */
    boolean standardPacked;
    /** How {@link #packed} was written, for messages: {@code __attribute__((packed))} or {@code [[gnu::packed]]}. */
    String packedSpelling = "__attribute__((packed))";
    /**
     * The name of the last GNU {@code mode(M)} attribute read, or null: where clang reports what is wrong with it.
     */
    Token mode;
    /** The machine mode of {@link #mode} ({@code __word__}, {@code QI}): the declared integer type's size ({@link GnuMode}). */
    Token modeArgument;
    /**
     * The name of the last GNU {@code vector_size(N)} or clang {@code ext_vector_type(N)} attribute read, or null
     * ({@link GnuVectorSize}, {@link ExtVectorType}).
     */
    Token vectorSize;
    /** The N of a {@code vector_size(N)} {@link #vectorSize}: the vector's size in bytes; 0 for an ext_vector_type. */
    long vectorBytes;
    /** The N of an {@code ext_vector_type(N)} {@link #vectorSize}: the number of components; 0 for a vector_size. */
    long vectorComponents;
    /** Whether an {@code aligned(N)} was read before {@link #vectorSize}: GCC then gives the vector its own alignment. */
    boolean alignedBeforeVectorSize;
    /** {@code row_major} (true), {@code column_major} (false), or null when not said. */
    Boolean rowMajor;
    /** The C qualifiers read ({@code const}): they change no layout, but make another type for a typedef. */
    final Set<CType.Qualifier> qualifiers = EnumSet.noneOf(CType.Qualifier.class);
    /** The first {@code restrict} among {@link #qualifiers}, or null: where clang refuses it on a non-pointer. */
    Token restrict;

    void alignTo(long alignment) {
        alignAs = Math.max(alignAs, alignment);
    }

    /**
     * What attributes written before {@code struct} ({@code __declspec(align(16)) struct S {...}}, also after
     * {@code typedef}) give the struct itself: only {@code __declspec(align(N))}. GCC and clang apply a GNU attribute
     * or {@code alignas} there to the names declared (a typedef's alignment) and ignore {@code packed}, with a warning:
     * {@code struct __attribute__((packed)) S} or {@code struct S {...} __attribute__((packed))} packs the struct.
     */
    Attributes forStructBeforeKeyword() {
        var struct = new Attributes();
        struct.alignTo(declspecAlignAs);
        struct.declspecAlignAs = declspecAlignAs;
        return struct;
    }

    void addAll(Attributes other) {
        alignTo(other.alignAs);
        // other's were written after these
        standardAlignAs = other.standardAlignAs > 0 ? other.standardAlignAs : standardAlignAs;
        lastAlignAs = other.lastAlignAs > 0 ? other.lastAlignAs : lastAlignAs;
        declspecAlignAs = Math.max(declspecAlignAs, other.declspecAlignAs);
        if (other.gnuAlignAs > gnuAlignAs) {
            gnuAlignAs = other.gnuAlignAs;
            gnuAlignedAt = other.gnuAlignedAt;
        }
        if (alignas == null) {
            alignas = other.alignas;
        }
        if (other.lastAlignas != null) {
            lastAlignas = other.lastAlignas;
        }
        if (other.packed && !packed) {
            packedSpelling = other.packedSpelling;
        }
        packed |= other.packed;
        standardPacked |= other.standardPacked;
        if (other.mode != null) {
            mode = other.mode;
            modeArgument = other.modeArgument;
        }
        if (other.vectorSize != null) {
            vectorSize = other.vectorSize;
            vectorBytes = other.vectorBytes;
            vectorComponents = other.vectorComponents;
            alignedBeforeVectorSize = other.alignedBeforeVectorSize || alignAs > 0;
        }
        if (other.rowMajor != null) {
            rowMajor = other.rowMajor;
        }
        qualifiers.addAll(other.qualifiers);
        if (restrict == null) {
            restrict = other.restrict;
        }
    }

    /** The qualifiers read since the last call, which then has them no more: a declarator's {@code *} takes them. */
    Set<CType.Qualifier> takeQualifiers() {
        Set<CType.Qualifier> taken = Set.copyOf(qualifiers);
        qualifiers.clear();
        restrict = null;
        return taken;
    }
}
