package org.abistruct.abi;

import org.abistruct.layout.StructLayout;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * HLSL constant-buffer packing as FXC and DXC emit it (the "legacy" cbuffer layout), which differs from
 * Microsoft's prose ("Packing rules for constant variables") in one respect: the member after an array,
 * matrix or struct packs right after the bytes that aggregate uses, not at the next register. The rules,
 * as the FXC reflection in DXC's tests shows them (see layout-anchors.md B.5):
 * <ul>
 *   <li>scalars and vectors align to their component and never straddle a 16-byte register;</li>
 *   <li>arrays, matrices and structs start on a register (16 bytes); every array element and every matrix
 *       column (row when row-major) starts on its own register;</li>
 *   <li>an aggregate covers {@code (n - 1) * 16} bytes plus its last element's bytes, with no tail padding;</li>
 *   <li>{@code bool} is 4 bytes; 16-bit types are 2 bytes (DXC {@code -enable-16bit-types}).</li>
 * </ul>
 * An alignment above 16, which HLSL cannot write (an {@code @Align(32)} record, a C {@code alignas(32)}), is kept as
 * in C: by the member, the array and the struct that hold it, so an over-aligned struct's bytes stay inside them.
 * A struct's {@code byteSize} is the distance between elements of an array of it (its data rounded up to its
 * alignment: 16, or more if it holds an over-aligned member); as a member it spans only its data.
 */
public final class HlslCbufferAbi extends GpuBlockAbi {
    private static final long REGISTER = 16;

    /**
     * The HLSL constant buffer layout under its own id.
     *
     * @param id the identifier {@link #id()} returns
     * @throws IllegalArgumentException if {@code id} is {@code null} or blank
     */
    public HlslCbufferAbi(String id) {
        super(id);
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT16, UINT16, FLOAT16 -> Shape.of(2, 2);
            case INT32, UINT32, FLOAT32, BOOL -> Shape.of(4, 4);
            case INT64, UINT64, FLOAT64 -> Shape.of(8, 8);
            case INT8, UINT8 -> throw cannotHold(where, "an 8-bit type (HLSL has none)");
            case LONG, ULONG, LONG_DOUBLE, SIZE_T, INTPTR, UINTPTR, INT128, UINT128 -> throw cannotHold(where,
                    "the C type " + scalar.typeName());
        };
    }

    @Override
    protected Shape vector(VectorType vector, Member where) {
        if (vector.length() > 4) {
            throw cannotHold(where, "a " + vector.length() + "-component vector");
        }
        Shape component = scalar(vector.component(), where);
        return Shape.of(component.size() * vector.length(), component.alignment());
    }

    @Override
    protected long matrixSpan(MatrixType matrix, long stride, Shape column) {
        return (matrix.strideCount() - 1) * stride + column.size();
    }

    @Override
    protected long arrayAlignment(Shape element, Member where) {
        return Math.max(REGISTER, element.alignment());
    }

    @Override
    protected long arrayStride(Shape element, Member where) {
        return Sizes.roundUp(element.size(), REGISTER);
    }

    @Override
    protected long arraySpan(long count, long stride, Shape element) {
        return Math.addExact(Math.multiplyExact(count - 1, stride), element.span());
    }

    @Override
    protected long structAlignment(long maxMemberAlignment) {
        return Math.max(REGISTER, maxMemberAlignment);
    }

    @Override
    protected long structSpan(StructLayout nested) {
        return nested.dataSize();
    }

    /** Scalars and vectors move to the next register only if they would straddle one. */
    @Override
    protected long placeMember(long cursor, Shape shape, Member member) {
        long offset = Sizes.roundUp(cursor, shape.alignment());
        if (offset % REGISTER + shape.span() > REGISTER) {
            offset = Sizes.roundUp(offset, REGISTER);
        }
        return offset;
    }

    @Override
    protected boolean allowsRuntimeSizedArrays() {
        return false;
    }
}
