package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * What an enum's own attributes ask for: {@code __attribute__((packed))} and an alignment ({@code aligned(N)},
 * {@code __declspec(align(N))}), written between {@code enum} and its name or body, after its {@code }}, or on a
 * declaration of it before its body ({@code enum __attribute__((packed)) E;}), which clang gives the enum the body
 * makes. Declarations after the body add nothing, as clang ignores their attributes.
 *
 * @param packed  whether the enum is packed: GCC and clang give it the smallest integer type its values fit
 * @param alignAs the largest alignment asked for, 0 for none; clang takes it as the enum's alignment, lower or higher
 */
record EnumAttributes(boolean packed, long alignAs) {
    /** None at all. */
    static final EnumAttributes NONE = new EnumAttributes(false, 0);

    /** The attributes of {@code attributes} that are the enum's. */
    static EnumAttributes of(Attributes attributes) {
        return new EnumAttributes(attributes.packed, attributes.alignAs);
    }

    /** These and {@code later}'s together, as clang merges the attributes of an enum's declarations. */
    EnumAttributes and(EnumAttributes later) {
        return new EnumAttributes(packed || later.packed, Math.max(alignAs, later.alignAs));
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
