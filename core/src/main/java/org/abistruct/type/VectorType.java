package org.abistruct.type;

import java.util.Set;

/**
 * A vector of 2, 3, 4, 8 or 16 scalar components ({@code vec3}, {@code float4}, {@code uchar16}).
 * C ABIs lay a vector out as an array of its components; GPU ABIs give it the alignment their
 * specifications state.
 *
 * @param component the component type, of at most 64 bits
 * @param length    the number of components: 2, 3, 4, 8 or 16
 */
public record VectorType(Scalar component, int length) implements DataType {
    private static final Set<Integer> LENGTHS = Set.of(2, 3, 4, 8, 16);

    /**
     * Checks the components.
     *
     * @throws IllegalArgumentException if {@code component} is {@code null} or a 128-bit integer (the only components
     *                                  of a fixed size over 8 bytes; {@code long double}, whose size the ABI decides,
     *                                  passes), or {@code length} is not 2, 3, 4, 8 or 16
     */
    public VectorType {
        if (component == null) {
            throw new IllegalArgumentException("component is null");
        }
        if (component.fixedByteSize() > 8) {
            // no GLSL, OpenCL, HLSL or Metal vector has one, nor a name for it
            throw new IllegalArgumentException("a vector of " + component.typeName()
                    + ": vector components have at most 64 bits");
        }
        if (!LENGTHS.contains(length)) {
            throw new IllegalArgumentException("vector length=" + length + " is not one of 2, 3, 4, 8, 16");
        }
    }

    /**
     * A vector.
     *
     * @param component the component type, of at most 64 bits
     * @param length    the number of components: 2, 3, 4, 8 or 16
     * @return the vector type
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static VectorType of(Scalar component, int length) {
        return new VectorType(component, length);
    }

    /** The GLSL name where one exists ({@code vec3}, {@code u16vec2}), else the OpenCL name ({@code float8}). */
    @Override
    public String typeName() {
        return TypeNames.vectorName(component, length);
    }
}
