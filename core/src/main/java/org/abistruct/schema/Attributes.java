package org.abistruct.schema;

/**
 * What the attributes and qualifiers on one declaration asked for: an alignment, packing, or a GLSL
 * matrix order. Collected while reading, then applied to a member or a struct.
 */
final class Attributes {
    /** The largest alignment asked for ({@code alignas}, {@code aligned(N)}), 0 for none. */
    long alignAs;
    /** {@code __attribute__((packed))}. */
    boolean packed;
    /** {@code row_major} (true), {@code column_major} (false), or null when not said. */
    Boolean rowMajor;

    void alignTo(long alignment) {
        alignAs = Math.max(alignAs, alignment);
    }

    void addAll(Attributes other) {
        alignTo(other.alignAs);
        packed |= other.packed;
        if (other.rowMajor != null) {
            rowMajor = other.rowMajor;
        }
    }
}
