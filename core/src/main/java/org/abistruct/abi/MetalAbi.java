package org.abistruct.abi;

import java.nio.ByteOrder;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * Metal Shading Language buffer layout (MSL specification, tables "Size and alignment of scalar data
 * types", "… vector data types", "… matrix data types"): scalars align to their size ({@code bool} is 1
 * byte, {@code long} 8); {@code char3} is 4/4, {@code short3} and {@code half3} 8/8, {@code int3} and
 * {@code float3} 16/16; {@code floatCxR} and {@code halfCxR} are C column vectors ({@code float3x3} is 48/16).
 * MSL has no {@code double}, no 8- or 16-component vectors, no row-major matrices and no bitfields.
 */
public final class MetalAbi extends AbstractAbi {
    /**
     * The Metal buffer layout under its own id.
     *
     * @param id the identifier {@link #id()} returns
     * @throws IllegalArgumentException if {@code id} is {@code null} or blank
     */
    public MetalAbi(String id) {
        super(id, ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT8, UINT8, BOOL -> Shape.of(1, 1);
            case INT16, UINT16, FLOAT16 -> Shape.of(2, 2);
            case INT32, UINT32, FLOAT32 -> Shape.of(4, 4);
            case INT64, UINT64, LONG, ULONG, SIZE_T, INTPTR, UINTPTR -> Shape.of(8, 8);
            case FLOAT64, LONG_DOUBLE -> throw cannotHold(where, scalar.typeName() + " (Metal has no double)");
            case INT128, UINT128 -> throw cannotHold(where, scalar.typeName() + " (Metal's widest integers have 64 bits)");
        };
    }

    @Override
    protected Shape vector(VectorType vector, Member where) {
        if (vector.length() > 4) {
            throw cannotHold(where, "a " + vector.length() + "-component vector (Metal vectors have 2 to 4)");
        }
        return PowerOfTwoVectors.shape(scalar(vector.component(), where), vector.length());
    }

    @Override
    protected Shape matrix(MatrixType matrix, Member where) {
        if (matrix.rowMajor()) {
            throw cannotHold(where, "a row-major matrix (Metal matrices are column-major)");
        }
        return super.matrix(matrix, where);
    }

    /** C and C++ refuse an {@code alignas} below the type's alignment (clang: "requested alignment is less"). */
    @Override
    protected boolean refusesLoweringAlignas() {
        return true;
    }

    @Override
    protected Shape pointer(PointerType pointer, Member where) {
        return Shape.of(8, 8);
    }
}
