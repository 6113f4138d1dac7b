package org.abistruct.abi;

import java.nio.ByteOrder;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * OpenCL C device layout (OpenCL 3.0 "Alignment of Types", for a 64-bit device such as SPIR64): every
 * built-in type is aligned to its size; a 3-component vector is sized and aligned as 4 components;
 * {@code long} is 64-bit and {@code bool} 1 byte; structs follow the C rules. OpenCL C has no matrices,
 * no {@code long double} and no bitfields.
 */
public final class OpenClAbi extends AbstractAbi {
    /**
     * The OpenCL C layout under its own id.
     *
     * @param id the identifier {@link #id()} returns
     * @throws IllegalArgumentException if {@code id} is {@code null} or blank
     */
    public OpenClAbi(String id) {
        super(id, ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT8, UINT8, BOOL -> Shape.of(1, 1);
            case INT16, UINT16, FLOAT16 -> Shape.of(2, 2);
            case INT32, UINT32, FLOAT32 -> Shape.of(4, 4);
            case INT64, UINT64, FLOAT64, LONG, ULONG, SIZE_T, INTPTR, UINTPTR -> Shape.of(8, 8);
            case LONG_DOUBLE -> throw cannotHold(where, "long double (OpenCL C has none)");
            case INT128, UINT128 -> throw cannotHold(where, scalar.typeName() + " (OpenCL C has no 128-bit integers)");
        };
    }

    @Override
    protected Shape vector(VectorType vector, Member where) {
        if (vector.component() == Scalar.BOOL) {
            throw cannotHold(where, "a bool vector (OpenCL C has none)");
        }
        return PowerOfTwoVectors.shape(scalar(vector.component(), where), vector.length());
    }

    @Override
    protected Shape matrix(MatrixType matrix, Member where) {
        throw cannotHold(where, "a matrix (OpenCL C has none; use an array of vectors)");
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
