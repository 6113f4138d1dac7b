package org.abistruct.conformance.glsl;

import org.abistruct.type.StructType;

/**
 * One generated type and how the shader probes it.
 *
 * <p>GLSL forbids layout qualifiers on the members of a {@code struct} declaration, so a struct can hold
 * row-major matrices only when the block member that holds the struct says {@code layout(row_major)}, and
 * then every matrix in it, at every depth, is row-major. Hence two shapes:
 * <ul>
 *   <li>{@link Shape#STRUCT}: all matrices of {@link #type()} share one order. The shader declares
 *       {@code struct T} and a block {@code { uint8_t pad; T t; T arr[2]; }}: the offset of {@code t}
 *       is T's alignment and the array stride of {@code arr} is T's size.</li>
 *   <li>{@link Shape#BLOCK}: T's members are the block's members, each with its own matrix order, and
 *       the last may be a runtime-sized array. Member offsets are checked; size and alignment are not,
 *       since a block is not a type that can be put in an array.</li>
 * </ul>
 *
 * @param binding the block's binding number, unique in the shader
 * @param type    the generated type
 * @param shape   how the shader declares it
 */
record GlslCase(int binding, StructType type, Shape shape) {

    /** How a case is declared in the shader. */
    enum Shape { STRUCT, BLOCK }

    /** The block's type name in the shader. */
    String blockName() {
        return "Blk" + binding;
    }
}
