package org.abistruct.processor;

import java.util.Set;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/** Which Java primitive may hold which declared scalar, and the default scalar of each primitive. */
final class JavaTypes {
    private JavaTypes() {
    }

    /** The scalar a primitive component stands for when it has no {@code @Type}. */
    static Scalar defaultScalar(String primitive) {
        return switch (primitive) {
            case "byte" -> Scalar.INT8;
            case "short" -> Scalar.INT16;
            case "char" -> Scalar.UINT16;
            case "int" -> Scalar.INT32;
            case "long" -> Scalar.INT64;
            case "float" -> Scalar.FLOAT32;
            case "double" -> Scalar.FLOAT64;
            case "boolean" -> Scalar.BOOL;
            default -> throw new IllegalArgumentException(primitive);
        };
    }

    /** The Java primitives that may hold one value (or component) of {@code scalar}; empty when none. */
    static Set<String> holders(DataType scalar) {
        if (scalar instanceof PointerType) {
            return Set.of("long");
        }
        return switch ((Scalar) scalar) {
            case INT8, UINT8 -> Set.of("byte");
            case INT16 -> Set.of("short");
            case UINT16 -> Set.of("short", "char");
            case INT32, UINT32 -> Set.of("int");
            case INT64, UINT64, LONG, ULONG, SIZE_T, INTPTR, UINTPTR -> Set.of("long");
            case FLOAT16, FLOAT32 -> Set.of("float");
            case FLOAT64 -> Set.of("double");
            case BOOL -> Set.of("boolean");
            case LONG_DOUBLE, INT128, UINT128 -> Set.of();
        };
    }

    /** The Java primitive suggested in error messages for {@code scalar}. */
    static String preferred(DataType scalar) {
        Set<String> h = holders(scalar);
        return h.contains("short") ? "short" : h.isEmpty() ? null : h.iterator().next();
    }

    /** The scalar whose Java holder a vector or matrix uses, or the type itself for a scalar or pointer. */
    static DataType componentOf(DataType leaf) {
        return switch (leaf) {
            case VectorType v -> v.component();
            case MatrixType m -> m.component();
            default -> leaf;
        };
    }

    /**
     * The Java type that declares {@code leaf} with {@code holder} as its primitive, for a member written with
     * {@code javaDims} array dimensions: a vector's or matrix's components take one dimension of their own.
     */
    static String declaration(String holder, DataType leaf, int javaDims) {
        int componentDims = componentDims(leaf);
        return holder + "[]".repeat(Math.max(javaDims - componentDims, 0) + componentDims);
    }

    /** 1 for a vector or matrix, whose components take one Java array dimension; 0 otherwise. */
    static int componentDims(DataType leaf) {
        return leaf instanceof VectorType || leaf instanceof MatrixType ? 1 : 0;
    }
}
