package org.abistruct.golden;

import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/** Short factories for building golden-vector declarations in code, so each table row reads like the shader. */
final class Decl {
    private Decl() {
    }

    static Member m(String name, DataType type) {
        return Member.of(name, type);
    }

    /** A member with an explicit alignment ({@code @align(n)} in WGSL, {@code alignas(n)} in MSL/C). */
    static Member aligned(long alignment, String name, DataType type) {
        return Member.of(name, type).withAlignAs(alignment);
    }

    static Member bitfield(String name, Scalar type, int width) {
        return Member.bitfield(name, type, width);
    }

    static VectorType vec(Scalar component, int length) {
        return VectorType.of(component, length);
    }

    /** A column-major matrix of {@code columns} column vectors with {@code rows} components (GLSL/WGSL/MSL matCxR). */
    static MatrixType mat(Scalar component, int columns, int rows) {
        return MatrixType.of(component, columns, rows);
    }

    static MatrixType rowMajor(MatrixType matrix) {
        return matrix.withRowMajor(true);
    }

    static ArrayType arr(DataType element, long length) {
        return ArrayType.of(element, length);
    }

    /** {@code T name[outer][inner]}: an array of {@code outer} arrays of {@code inner} elements. */
    static ArrayType arr(DataType element, long outer, long inner) {
        return ArrayType.of(ArrayType.of(element, inner), outer);
    }

    static ArrayType runtime(DataType element) {
        return ArrayType.runtimeSized(element);
    }

    static PointerType ptr(String target) {
        return new PointerType(target);
    }

    static StructType struct(String name, Member... members) {
        return StructType.struct(name, members);
    }

    static StructType union(String name, Member... members) {
        return StructType.union(name, members);
    }
}
