package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.abistruct.type.DataType;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;

/**
 * A member type as written, before struct names are resolved: a base type, the array dimensions a
 * typedef added ({@code typedef float vec3_t[3];}), and the alignments typedefs gave the type and its
 * parts ({@code typedef uint64_t u64a __attribute__((aligned(8)));}). Struct names resolve when a member
 * uses them, so a typedef may name a struct that is defined later.
 *
 * @param spelling   the name as the user wrote it ({@code unsigned int}, {@code struct Light}, {@code u32})
 * @param base       what the name stands for
 * @param dims       array dimensions from typedefs, outermost first
 * @param alignments the alignment a typedef gave each level of the type, 0 for none: first the type itself (the
 *                   array from {@code dims[0]} in, when there are dimensions), then each inner array, then the
 *                   base; one more than {@code dims}, or empty for none at all
 * @param position   where the type was written
 * @param element    with typedef dimensions, the spelling of the array's element type ({@code float} for
 *                   {@code vec3_t}); null without
 * @param ctype      the type as C sees it, which a typedef name declared again must keep ({@link CType})
 */
record TypeExpr(String spelling, Base base, List<Long> dims, List<Long> alignments, Position position,
                String element, CType ctype) {
    TypeExpr {
        dims = List.copyOf(dims);
        alignments = alignments.stream().allMatch(a -> a == 0) ? List.of() : List.copyOf(alignments);
        if (!alignments.isEmpty() && alignments.size() != dims.size() + 1) {
            throw new IllegalArgumentException(alignments.size() + " alignments for " + dims.size() + " dimensions");
        }
    }

    TypeExpr(String spelling, Base base, CType ctype, Position position) {
        this(spelling, base, List.of(), List.of(), position, null, ctype);
    }

    /**
     * The type name a member of this type records: the element type for an array typedef, since the
     * member's dimensions then include the typedef's ({@code vec3_t w[2]} is {@code float[2][3]}).
     */
    String memberTypeName() {
        return element != null ? element : spelling;
    }

    /** The alignment a typedef gave level {@code level} of the type ({@link #alignments}), or 0. */
    long alignment(int level) {
        return alignments.isEmpty() ? 0 : alignments.get(level);
    }

    /**
     * This type, spelled {@code newSpelling}, with array dimensions {@code outer} (outermost first) put in front of
     * its own, which makes it {@code declared} to C; the new array levels have no typedef alignment.
     */
    TypeExpr arrayOf(String newSpelling, List<Long> outer, CType declared, Position where) {
        var all = new ArrayList<>(outer);
        all.addAll(dims);
        var aligned = new ArrayList<Long>();
        if (!alignments.isEmpty()) {
            outer.forEach(d -> aligned.add(0L));
            aligned.addAll(alignments);
        }
        return new TypeExpr(newSpelling, base, all, aligned, where, all.isEmpty() ? null : memberTypeName(),
                declared);
    }

    static TypeExpr of(String spelling, DataType type, CType ctype, Position position) {
        return new TypeExpr(spelling, new Known(type), ctype, position);
    }

    /** A struct or union type whose name is its tag, which C knows it by. */
    static TypeExpr of(String spelling, StructType type, Position position) {
        return of(spelling, type, new CType.Tagged(type.name()), position);
    }

    TypeExpr respelled(String newSpelling, Position where) {
        return new TypeExpr(newSpelling, base, dims, alignments, where, element, ctype);
    }

    /** This type, with its C type, as one that no member can have: {@code reason} says why. */
    TypeExpr notAnObject(String reason) {
        return withBase(new NotAnObject(reason));
    }

    /** This type with {@code newBase} for what it stands for. */
    TypeExpr withBase(Base newBase) {
        return new TypeExpr(spelling, newBase, dims, alignments, position, element, ctype);
    }

    /** This type with its C type {@code qualifiers} added ({@code const}); a layout does not change with them. */
    TypeExpr qualified(Set<CType.Qualifier> qualifiers) {
        return new TypeExpr(spelling, base, dims, alignments, position, element, CType.qualified(ctype, qualifiers));
    }

    /**
     * This type as a typedef with an alignment attribute declares it: {@code alignment} replaces the alignment the
     * type had from an earlier typedef, lower or higher, as in GCC and clang ({@code typedef int8a int2b
     * __attribute__((aligned(2)))} is 2-aligned); 0 keeps it.
     */
    TypeExpr withAlignAs(long alignment) {
        if (alignment == 0) {
            return this;
        }
        var aligned = new ArrayList<Long>();
        aligned.add(alignment);
        for (int level = 1; level <= dims.size(); level++) {
            aligned.add(alignment(level));
        }
        return new TypeExpr(spelling, base, dims, aligned, position, element, ctype);
    }

    /** This type with {@code levels} as its {@link #alignments}: one more than its dimensions, or none. */
    TypeExpr withAlignments(List<Long> levels) {
        return new TypeExpr(spelling, base, dims, levels, position, element, ctype);
    }

    /** What a type name stands for. */
    sealed interface Base permits Known, StructName, NotAnObject {
    }

    /** A type already known: a built-in, a pointer, an enum's integer, or a completed struct. */
    record Known(DataType type) implements Base {
    }

    /** A struct or union named by tag; {@code keyword} is {@code struct}, {@code union} or null (bare name). */
    record StructName(String name, String keyword) implements Base {
    }

    /** {@code void}, a function type, or an undeclared name: fine behind a pointer, an error by value. */
    record NotAnObject(String reason) implements Base {
    }
}
