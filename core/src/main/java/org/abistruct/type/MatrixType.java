package org.abistruct.type;

/**
 * A matrix of {@code columns} x {@code rows} floating-point components ({@code mat3}, {@code dmat4x3}).
 * Column-major by default: it is laid out as {@code columns} vectors of {@code rows} components. A
 * row-major matrix is laid out as {@code rows} vectors of {@code columns} components.
 *
 * @param component {@link Scalar#FLOAT32}, {@link Scalar#FLOAT64} or {@link Scalar#FLOAT16}
 * @param columns   2 to 4
 * @param rows      2 to 4
 * @param rowMajor  whether rows, not columns, are contiguous
 */
public record MatrixType(Scalar component, int columns, int rows, boolean rowMajor) implements DataType {
    /**
     * Checks the components.
     *
     * @throws IllegalArgumentException if {@code component} is not a float type, or {@code columns} or {@code rows}
     *                                  is outside 2 to 4
     */
    public MatrixType {
        if (component != Scalar.FLOAT32 && component != Scalar.FLOAT64 && component != Scalar.FLOAT16) {
            throw new IllegalArgumentException("matrix component=" + component + " is not a float type");
        }
        if (columns < 2 || columns > 4 || rows < 2 || rows > 4) {
            throw new IllegalArgumentException("matrix columns=" + columns + " rows=" + rows + " must be 2..4");
        }
    }

    /**
     * A column-major matrix.
     *
     * @param component {@link Scalar#FLOAT32}, {@link Scalar#FLOAT64} or {@link Scalar#FLOAT16}
     * @param columns   2 to 4
     * @param rows      2 to 4
     * @return the matrix type
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static MatrixType of(Scalar component, int columns, int rows) {
        return new MatrixType(component, columns, rows, false);
    }

    /**
     * The same matrix with a given storage order.
     *
     * @param rowMajor whether rows, not columns, are contiguous
     * @return a matrix of the same component, columns and rows
     */
    public MatrixType withRowMajor(boolean rowMajor) {
        return new MatrixType(component, columns, rows, rowMajor);
    }

    /** {@return the contiguous vector: a column, or a row when row-major} */
    public VectorType strideVector() {
        return VectorType.of(component, rowMajor ? columns : rows);
    }

    /** {@return how many stride vectors make up the matrix} */
    public int strideCount() {
        return rowMajor ? rows : columns;
    }

    @Override
    public String typeName() {
        return TypeNames.matrixName(component, columns, rows);
    }
}
