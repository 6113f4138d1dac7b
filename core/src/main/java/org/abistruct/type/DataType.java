package org.abistruct.type;

/**
 * A type that can be laid out under an ABI. The model is sealed and immutable: a type says
 * <em>what</em> a member is; an {@link org.abistruct.abi.Abi} decides where it goes and how big it is.
 */
public sealed interface DataType permits Scalar, VectorType, MatrixType, ArrayType, PointerType, StructType {

    /** {@return the canonical spelling of this type, as the schema language accepts it (for example {@code vec3})} */
    String typeName();
}
