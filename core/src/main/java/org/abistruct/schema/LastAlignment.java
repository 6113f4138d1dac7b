package org.abistruct.schema;

/**
 * Alignments asked of a type more than once, on a struct's own definition ({@code struct
 * __attribute__((aligned(16))) __attribute__((aligned(8))) S {...}}) or on a typedef: clang gives the type the largest,
 * while GCC sets the type's alignment once per attribute, so the last one it reads wins, even a smaller one (on a
 * member or a variable it keeps the largest, as clang does). Where the last is smaller the two lay the type out
 * differently, and the schema refuses it rather than pick one compiler's layout; whether the type's own alignment
 * hides the difference depends on the ABI, so that is refused too.
 */
final class LastAlignment {
    private LastAlignment() {
    }

    /**
     * The alignment GCC reads last among those of a typedef's declaration specifiers ({@code specifiers}, written before
     * {@code typedef}, after it, or after a struct's body and a qualifier), 0 for none: it reads them after those of the
     * declarator, and a C23 {@code [[gnu::aligned(N)]]} at the start of the declaration after a GNU one.
     */
    static long ofSpecifiers(Attributes specifiers) {
        return specifiers.standardAlignAs > 0 ? specifiers.standardAlignAs : specifiers.lastAlignAs;
    }

    /**
     * Refuses, at {@code at}, {@code what} (as {@code struct 'S'} or {@code typedef 'T'}) where GCC's alignment for it,
     * the last it reads ({@code gcc}), is smaller than clang's, the largest ({@code clang}); a
     * {@code __declspec(align(N))} among them ({@code declspec}), which GCC does not read, makes it clang's, as
     * elsewhere.
     */
    static void refuseSmallerLast(Token at, String what, long clang, long gcc, boolean declspec, String fix) {
        if (declspec || gcc <= 0 || gcc >= clang) {
            return;
        }
        throw new SchemaException(at.position(), what + " is asked for more than one alignment, and clang gives "
                + clang + ", GCC " + gcc + " (clang takes the largest, GCC the last it reads), so their layouts"
                + " differ; " + fix);
    }
}
