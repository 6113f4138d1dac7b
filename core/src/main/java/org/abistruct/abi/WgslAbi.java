package org.abistruct.abi;

import java.util.List;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * WebGPU's WGSL host-shareable layout (WGSL §"Alignment and Size"): {@code i32 u32 f32} are 4/4,
 * {@code f16} 2/2; {@code vec2} aligns to twice its component, {@code vec3} and {@code vec4} to four times
 * (vec3&lt;f32&gt; is 16-aligned and 12 bytes); {@code matCxR} is an array of C column vectors; arrays have
 * stride {@code roundUp(AlignOf(E), SizeOf(E))}; structs align to their most-aligned member.
 *
 * <p>WGSL validates rather than pads: the uniform address space (§"Address Space Layout Constraints")
 * requires array strides that are multiples of 16, struct and array members at multiples of 16, and at
 * least {@code roundUp(16, SizeOf(S))} bytes from a struct member to the next member. A layout that breaks
 * them is an error naming the member and the fix ({@code @align}, {@code @size} or vec4 elements), as naga
 * reports it. {@code bool} is not host-shareable.
 */
public final class WgslAbi extends GpuBlockAbi {
    private static final long UNIFORM_ALIGNMENT = 16;
    private final boolean uniform;

    /**
     * A WGSL address space's layout under its own id.
     *
     * @param id      the identifier {@link #id()} returns
     * @param uniform whether the uniform address space's extra constraints apply
     * @throws IllegalArgumentException if {@code id} is {@code null} or blank
     */
    public WgslAbi(String id, boolean uniform) {
        super(id);
        this.uniform = uniform;
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT32, UINT32, FLOAT32 -> Shape.of(4, 4);
            case FLOAT16 -> Shape.of(2, 2);
            case BOOL -> throw cannotHold(where, "bool (not host-shareable in WGSL; use u32)");
            default -> throw cannotHold(where, "the type " + scalar.typeName() + " (WGSL has i32, u32, f32, f16)");
        };
    }

    @Override
    protected Shape vector(VectorType vector, Member where) {
        if (vector.length() > 4) {
            throw cannotHold(where, "a " + vector.length() + "-component vector");
        }
        Shape component = scalar(vector.component(), where);
        long alignment = component.alignment() * (vector.length() == 2 ? 2 : 4);
        return Shape.of(component.size() * vector.length(), alignment);
    }

    @Override
    protected Shape matrix(MatrixType matrix, Member where) {
        if (matrix.rowMajor()) {
            throw cannotHold(where, "a row-major matrix (WGSL matrices are column-major)");
        }
        return super.matrix(matrix, where);
    }

    @Override
    protected boolean allowsRuntimeSizedArrays() {
        return !uniform;
    }

    @Override
    protected void validate(StructLayout layout) {
        if (!uniform) {
            return;
        }
        List<MemberLayout> members = layout.members();
        for (int i = 0; i < members.size(); i++) {
            MemberLayout m = members.get(i);
            Member declared = m.member();
            for (long stride : m.arrayStrides()) {
                if (stride % UNIFORM_ALIGNMENT != 0) {
                    throw violation(declared, "array stride " + stride + " is not a multiple of 16; use vec4 "
                            + "elements or a struct element with @size(16)");
                }
            }
            boolean aggregate = declared.type() instanceof ArrayType || declared.type() instanceof StructType;
            if (aggregate && m.byteOffset() % UNIFORM_ALIGNMENT != 0) {
                throw violation(declared, "offset " + m.byteOffset() + " is not a multiple of 16; add @align(16)");
            }
            if (declared.type() instanceof StructType && i + 1 < members.size()) {
                long required = Sizes.roundUp(m.nested().byteSize(), UNIFORM_ALIGNMENT);
                long gap = members.get(i + 1).byteOffset() - m.byteOffset();
                if (gap < required) {
                    throw violation(members.get(i + 1).member(), "offset " + members.get(i + 1).byteOffset()
                            + " is only " + gap + " bytes after struct member " + declared.label() + "; it must be at least "
                            + required + " (add @align(16) to it or @size(" + required + ") to " + declared.label() + ")");
                }
            }
        }
    }

    private LayoutException violation(Member where, String what) {
        return new LayoutException(where.position(), id() + ": member " + where.label()
                + " breaks the uniform address-space layout rules: " + what);
    }
}
