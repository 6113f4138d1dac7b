package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.DataType;
import org.abistruct.type.Position;

/**
 * A member type as written, before struct names are resolved: a base type, the array dimensions a
 * typedef added ({@code typedef float vec3_t[3];}), and an alignment a typedef asked for
 * ({@code typedef uint64_t u64a __attribute__((aligned(8)));}). Struct names resolve when a member
 * uses them, so a typedef may name a struct that is defined later.
 *
 * @param spelling the name as the user wrote it ({@code unsigned int}, {@code struct Light}, {@code u32})
 * @param base     what the name stands for
 * @param dims     array dimensions from typedefs, outermost first
 * @param alignAs  the alignment a typedef added, or 0
 * @param position where the type was written
 * @param element  with typedef dimensions, the spelling of the array's element type ({@code float} for
 *                 {@code vec3_t}); null without
 */
record TypeExpr(String spelling, Base base, List<Long> dims, long alignAs, Position position, String element) {
    TypeExpr {
        dims = List.copyOf(dims);
    }

    TypeExpr(String spelling, Base base, List<Long> dims, Position position) {
        this(spelling, base, dims, 0, position, null);
    }

    /**
     * The type name a member of this type records: the element type for an array typedef, since the
     * member's dimensions then include the typedef's ({@code vec3_t w[2]} is {@code float[2][3]}).
     */
    String memberTypeName() {
        return element != null ? element : spelling;
    }

    /**
     * This type, spelled {@code newSpelling}, with array dimensions {@code outer} (outermost first) put in front of
     * its own.
     */
    TypeExpr arrayOf(String newSpelling, List<Long> outer, Position where) {
        var all = new ArrayList<>(outer);
        all.addAll(dims);
        return new TypeExpr(newSpelling, base, all, alignAs, where, all.isEmpty() ? null : memberTypeName());
    }

    static TypeExpr of(String spelling, DataType type, Position position) {
        return new TypeExpr(spelling, new Known(type), List.of(), position);
    }

    TypeExpr respelled(String newSpelling, Position where) {
        return new TypeExpr(newSpelling, base, dims, alignAs, where, element);
    }

    TypeExpr withAlignAs(long alignment) {
        return new TypeExpr(spelling, base, dims, Math.max(alignAs, alignment), position, element);
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
