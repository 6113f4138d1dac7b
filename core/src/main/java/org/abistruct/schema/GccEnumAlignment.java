package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * An alignment on an enum's own declaration ({@code enum __attribute__((aligned(16))) E {...}}, after its {@code }},
 * as {@code [[gnu::aligned(16)]]}, or on a declaration before its body): clang takes it as the enum's alignment,
 * lower or higher, while GCC ignores it in every spelling there, so the two lay the enum out differently unless the
 * alignment is the one its integer type has anyway. The schema refuses it rather than pick one compiler's layout, as
 * {@link LastAlignment} does; a {@code __declspec(align(N))}, which GCC does not read, leaves it clang's.
 */
final class GccEnumAlignment {
    private GccEnumAlignment() {
    }

    /**
     * Refuses, at its {@code aligned}, the alignment of {@code attributes} (all the enum's declarations so far) where
     * it is not GCC's for the enum {@code spelling}, {@code gcc}, that of its integer type ({@link #of},
     * {@link EnumRange#gccAlignment}): 0 where that depends on the ABI (8 bytes, 4 under i386), which no alignment
     * matches under every ABI, and -1 where it is not known yet (a declaration before the body).
     */
    static void refuseWhereGccDiffers(EnumAttributes attributes, long gcc, String spelling) {
        if (attributes.declspec() || attributes.alignedAt() == null || gcc < 0 || gcc == attributes.alignAs()) {
            return;
        }
        long n = attributes.alignAs();
        String what = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        String gccReading = gcc > 0 ? String.valueOf(gcc) : "its 8-byte type's own (4 or 8, as the ABI aligns it)";
        String typedef = spelling.equals("enum") ? "typedef enum {...} T" : "typedef " + spelling + " T";
        throw new SchemaException(attributes.alignedAt().position(), what + " is asked for an alignment of " + n
                + " on its own declaration, and clang gives " + n + ", GCC " + gccReading + " (GCC ignores an"
                + " alignment there, clang takes it, lower or higher), so their layouts differ; align a typedef of"
                + " the enum instead (" + typedef + " __attribute__((aligned(" + n + ")));), which both take");
    }

    /** The alignment of {@code s}, an enum's fixed underlying type, under every C ABI, 0 where it depends on the ABI. */
    static long of(Scalar s) {
        if (s == Scalar.BOOL) {
            return 1;
        }
        return !s.isAbiSized() && s.fixedByteSize() <= 4 ? s.fixedByteSize() : 0;
    }
}
