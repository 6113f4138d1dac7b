package org.abistruct.abi;

import org.abistruct.layout.StructLayout;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * The GLSL/Vulkan block layouts: {@code std140} (GL 4.6 §7.6.2.2, ARB_uniform_buffer_object), {@code std430}
 * (ARB_shader_storage_buffer_object) and Vulkan {@code scalar} (GL_EXT_scalar_block_layout; Vulkan spec
 * "Alignment Requirements"). One class, three rule sets, so the differences stay visible:
 * <ul>
 *   <li>std140 and std430: a scalar of N bytes aligns to N, a 2-vector to 2N, a 3- or 4-vector to 4N
 *       (rules 1-3); a 3-vector still occupies 3N bytes, so a scalar can follow in its last slot;</li>
 *   <li>std140 only: arrays and structs align to a multiple of 16 (a vec4), and array strides are rounded up
 *       to that alignment (rules 4 and 9);</li>
 *   <li>scalar: every type aligns to its component scalar, and a member may start in the tail padding of a
 *       preceding struct or array of structs (glslang places it right after the last member's data; the
 *       Vulkan rule against that applies only without scalar block layout);</li>
 *   <li>a matrix is an array of its columns, or of its rows when row-major (rules 5-8);</li>
 *   <li>{@code bool} is stored as a 32-bit {@code uint} (ARB_uniform_buffer_object issue 70).</li>
 * </ul>
 */
public final class GlslAbi extends GpuBlockAbi {
    /** Which of the three block layouts. */
    public enum Rules {
        /** Uniform blocks' layout: arrays, and structs, round their alignment up to a {@code vec4}'s 16 bytes. */
        STD140,
        /** Storage blocks' layout: std140 without the rounding up to 16. */
        STD430,
        /** {@code GL_EXT_scalar_block_layout}: every type aligned to its scalar component. */
        SCALAR
    }

    private static final long VEC4_ALIGNMENT = 16;
    private final Rules rules;

    /**
     * A GLSL block layout under its own id.
     *
     * @param id    the identifier {@link #id()} returns
     * @param rules which of the block layouts
     * @throws IllegalArgumentException if {@code id} is {@code null} or blank
     */
    public GlslAbi(String id, Rules rules) {
        super(id);
        this.rules = rules;
    }

    /** {@return which of the block layouts this is} */
    public Rules rules() {
        return rules;
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT8, UINT8 -> Shape.of(1, 1);
            case INT16, UINT16, FLOAT16 -> Shape.of(2, 2);
            case INT32, UINT32, FLOAT32, BOOL -> Shape.of(4, 4);
            case INT64, UINT64, FLOAT64 -> Shape.of(8, 8);
            case LONG, ULONG, SIZE_T, INTPTR, UINTPTR -> throw cannotHold(where,
                    "the C type " + scalar.typeName() + " (use a fixed-width type such as int64_t)");
            case LONG_DOUBLE -> throw cannotHold(where, "the C type long double (use double)");
            case INT128, UINT128 -> throw cannotHold(where, "the C type " + scalar.typeName()
                    + " (GLSL's widest integers have 64 bits)");
        };
    }

    /** GLSL has no pointers in blocks; a buffer's GPU address (GL_EXT_buffer_reference, Vulkan) is a 64-bit integer. */
    @Override
    protected Shape pointer(PointerType pointer, Member where) {
        throw cannotHold(where, "a pointer (declare a buffer device address as uint64_t)");
    }

    @Override
    protected Shape vector(VectorType vector, Member where) {
        if (vector.length() > 4) {
            throw cannotHold(where, "a " + vector.length() + "-component vector");
        }
        Shape component = scalar(vector.component(), where);
        long size = component.size() * vector.length();
        long alignment = switch (rules) {
            case SCALAR -> component.alignment();
            case STD140, STD430 -> component.alignment() * (vector.length() == 2 ? 2 : 4);
        };
        return Shape.of(size, alignment);
    }

    @Override
    protected long arrayAlignment(Shape element, Member where) {
        return rules == Rules.STD140 ? Math.max(element.alignment(), VEC4_ALIGNMENT) : element.alignment();
    }

    @Override
    protected long arrayStride(Shape element, Member where) {
        return Sizes.roundUp(element.size(), arrayAlignment(element, where));
    }

    @Override
    protected long structAlignment(long maxMemberAlignment) {
        return rules == Rules.STD140 ? Math.max(maxMemberAlignment, VEC4_ALIGNMENT) : maxMemberAlignment;
    }

    /** Under scalar layout the next member may pack into a nested struct's tail padding (glslang does). */
    @Override
    protected long structSpan(StructLayout nested) {
        return rules == Rules.SCALAR ? nested.dataSize() : nested.byteSize();
    }

    /** Under scalar layout an array ends where its last element's data ends. */
    @Override
    protected long arraySpan(long count, long stride, Shape element) {
        return rules == Rules.SCALAR ? Math.addExact(Math.multiplyExact(count - 1, stride), element.span())
                : Math.multiplyExact(count, stride);
    }
}
