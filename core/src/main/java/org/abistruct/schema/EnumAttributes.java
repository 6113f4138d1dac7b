package org.abistruct.schema;

import java.util.List;
import java.util.stream.Stream;
import org.abistruct.type.Scalar;

/**
 * What an enum's own attributes ask for: {@code __attribute__((packed))} and an alignment ({@code aligned(N)},
 * {@code __declspec(align(N))}), written between {@code enum} and its name or body, after its {@code }}, or on a
 * declaration of it before its body ({@code enum __attribute__((packed)) E;}), which clang gives the enum the body
 * makes. Declarations after the body add nothing, as clang ignores their attributes.
 *
 * @param packed    whether the enum is packed: GCC and clang give it the smallest integer type its values fit
 * @param alignAs   the largest alignment asked for, 0 for none; clang takes it as the enum's alignment, lower or
 *                  higher, where GCC ignores it ({@link GccEnumAlignment})
 * @param declspec  whether a {@code __declspec(align(N))} is among them, which GCC does not read
 * @param alignedAt the name of the GNU {@code aligned(N)} ({@code __attribute__} or {@code [[gnu::...]]}) that asked
 *                  for {@code alignAs}, or null for none
 * @param standardPacked whether a {@code [[gnu::packed]]} is among them: GCC packs the enum by one on a declaration
 *                  before the body, not by an {@code __attribute__((packed))} there
 * @param typedefsBeforeBody the typedefs of the enum declared with an alignment before its body, which GCC ignores
 *                  ({@link GccEnumAlignment}); not the enum's, but checked where the body makes its type known
 */
record EnumAttributes(boolean packed, long alignAs, boolean declspec, Token alignedAt, boolean standardPacked,
        List<GccEnumAlignment.TypedefBeforeBody> typedefsBeforeBody) {
    /** None at all. */
    static final EnumAttributes NONE = new EnumAttributes(false, 0, false, null, false, List.of());

    /** The attributes of {@code attributes} that are the enum's. */
    static EnumAttributes of(Attributes attributes) {
        return new EnumAttributes(attributes.packed, attributes.alignAs, attributes.declspecAlignAs > 0,
                attributes.gnuAlignAs == attributes.alignAs ? attributes.gnuAlignedAt : null,
                attributes.standardPacked, List.of());
    }

    /** These, and {@code typedef} declared with an alignment before the enum's body. */
    EnumAttributes withTypedefBeforeBody(GccEnumAlignment.TypedefBeforeBody typedef) {
        return new EnumAttributes(packed, alignAs, declspec, alignedAt, standardPacked,
                Stream.concat(typedefsBeforeBody.stream(), Stream.of(typedef)).toList());
    }

    /** These and {@code later}'s together, as clang merges the attributes of an enum's declarations. */
    EnumAttributes and(EnumAttributes later) {
        Token at = later.alignAs > alignAs || alignedAt == null && later.alignAs == alignAs ? later.alignedAt
                : alignedAt;
        return new EnumAttributes(packed || later.packed, Math.max(alignAs, later.alignAs),
                declspec || later.declspec, at, standardPacked || later.standardPacked,
                Stream.concat(typedefsBeforeBody.stream(), later.typedefsBeforeBody.stream()).toList());
    }

    /**
     * {@code base}, the enum {@code spelling}'s integer type, or why no member can have it: an alignment lower than
     * the type's own. clang lowers the enum's alignment to it (GCC ignores an alignment on an enum), and its Microsoft
     * targets then lay a member of the enum out by that alignment, where they lay one of a typedef that lowers an
     * alignment out by the type's own; the schema has one way to lower a type's alignment, a typedef's, so it takes an
     * enum's alignment only where it raises the alignment under every ABI.
     */
    TypeExpr.Base applyTo(TypeExpr.Base base, String spelling) {
        if (alignAs == 0 || !(base instanceof TypeExpr.Known(Scalar s))) {
            return base;
        }
        // a type whose size the ABI decides may be 8-aligned under some ABI
        long largest = s == Scalar.BOOL ? 1 : s.isAbiSized() ? 8 : s.fixedByteSize();
        if (alignAs >= largest) {
            return base;
        }
        String name = spelling.equals("enum") ? "this enum" : "'" + spelling + "'";
        return new TypeExpr.NotAnObject("the alignment attribute of " + name + " asks for " + alignAs + " bytes, less"
                + " than its " + s.typeName() + " needs under some ABIs: clang lowers the enum's alignment to it (GCC"
                + " ignores it) and lays a member of the enum out by it under its Microsoft targets too, which the"
                + " schema does not follow; only an alignment that raises an enum's is taken");
    }
}
