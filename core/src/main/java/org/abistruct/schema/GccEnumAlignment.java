package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * An alignment GCC ignores where clang takes it, as the enum's or a typedef's alignment, lower or higher: one on an
 * enum's own declaration ({@code enum __attribute__((aligned(16))) E {...}}, after its {@code }}, as
 * {@code [[gnu::aligned(16)]]}, or on a declaration before its body), and one on a typedef of an enum that has no body
 * yet ({@code typedef enum E T __attribute__((aligned(16)));} before {@code enum E {...}}), which GCC gives the enum's
 * own alignment. The two lay the enum or typedef out differently unless the alignment is the one the enum's integer
 * type has anyway, so the schema refuses it there rather than pick one compiler's layout, as {@link LastAlignment}
 * does; a {@code __declspec(align(N))}, which GCC does not read, leaves it clang's.
 */
final class GccEnumAlignment {
    private GccEnumAlignment() {
    }

    /**
     * A typedef ({@code name}) of an enum without a body yet, whose alignment attribute at {@code alignedAt} asked for
     * {@code alignAs}: clang gives the typedef that alignment, GCC the enum's own, once the body decides it.
     */
    record TypedefBeforeBody(Token name, Token alignedAt, long alignAs) {
    }

    /**
     * Refuses, at its {@code aligned}, the alignment of {@code attributes} (all the enum's declarations so far) where
     * it is not GCC's for the enum {@code spelling}, {@code gcc}, that of its integer type ({@link #of},
     * {@link EnumRange#gccAlignment}): 0 where that depends on the ABI (8 bytes, 4 under i386), which no alignment
     * matches under every ABI, and -1 where it is not known yet (a declaration before the body). So too the alignment
     * of each typedef of the enum declared before its body ({@link EnumAttributes#typedefsBeforeBody}), which GCC
     * gives the enum's alignment.
     */
    static void refuseWhereGccDiffers(EnumAttributes attributes, long gcc, String spelling) {
        if (gcc < 0) {
            return;
        }
        String what = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        long n = attributes.alignAs();
        if (!attributes.declspec() && attributes.alignedAt() != null && gcc != n) {
            String typedef = spelling.equals("enum") ? "typedef enum {...} T" : "typedef " + spelling + " T";
            throw differ(attributes.alignedAt(), what + " is asked for an alignment of " + n + " on its own"
                    + " declaration", n, gcc, "GCC ignores an alignment there", "align a typedef of the enum instead ("
                    + typedef + " __attribute__((aligned(" + n + ")));)");
        }
        for (TypedefBeforeBody t : attributes.typedefsBeforeBody()) {
            if (gcc != t.alignAs()) {
                throw differ(t.alignedAt(), "typedef '" + t.name().text() + "' of " + what + " is asked for an"
                        + " alignment of " + t.alignAs() + " before the enum's body", t.alignAs(), gcc, "GCC ignores"
                        + " the alignment of a typedef of an enum without a body yet, and gives it the enum's",
                        "declare the typedef after the enum's body instead");
            }
        }
    }

    /**
     * The error at {@code at}, where {@code asked} (what asks for the alignment {@code n}) lays out as {@code n} under
     * clang and {@code gcc} (0: the ABI's for an 8-byte type) under GCC, which {@code ignores} says why.
     */
    private static SchemaException differ(Token at, String asked, long n, long gcc, String ignores, String fix) {
        String gccReading = gcc > 0 ? String.valueOf(gcc) : "its 8-byte type's own, 4 or 8 as the ABI aligns it";
        return new SchemaException(at.position(), asked + ", and clang gives " + n + ", GCC " + gccReading + " ("
                + ignores + ", clang takes it, lower or higher), so their layouts differ; " + fix
                + ", which both take");
    }

    /** The alignment of {@code s}, an enum's fixed underlying type, under every C ABI, 0 where it depends on the ABI. */
    static long of(Scalar s) {
        if (s == Scalar.BOOL) {
            return 1;
        }
        return !s.isAbiSized() && s.fixedByteSize() <= 4 ? s.fixedByteSize() : 0;
    }
}
