package org.abistruct.abi;

import java.util.List;
import org.abistruct.layout.StructLayout;

/**
 * The size and placement facts of one type under one ABI, as the engine computes them while laying out
 * a struct. Immutable.
 *
 * @param size         bytes from one element to the next in an array of this type (tail padding included)
 * @param span         bytes the type actually covers; equal to {@code size} except where an ABI packs the
 *                     next member into tail padding (HLSL constant buffers)
 * @param alignment    the type's alignment
 * @param dims         array element counts, outermost first (0 for runtime-sized); empty for non-arrays
 * @param strides      array strides matching {@code dims}
 * @param matrixStride distance between a matrix's columns (rows when row-major); 0 when no matrix
 * @param rowMajor     whether the matrix is row-major
 * @param nested       layout of the struct type (or array element struct type), or {@code null}
 */
public record Shape(long size, long span, long alignment, List<Long> dims, List<Long> strides,
                    long matrixStride, boolean rowMajor, StructLayout nested) {

    /**
     * Copies the lists and checks the numbers.
     *
     * @throws IllegalArgumentException if {@code alignment} is not a power of two, or {@code size} or {@code span}
     *                                  is negative
     */
    public Shape {
        dims = List.copyOf(dims);
        strides = List.copyOf(strides);
        if (alignment < 1 || Long.bitCount(alignment) != 1) {
            throw new IllegalArgumentException("alignment=" + alignment + " is not a power of two");
        }
        if (size < 0 || span < 0) {
            throw new IllegalArgumentException("size=" + size + " span=" + span + " is negative");
        }
    }

    /**
     * A plain scalar or vector shape whose span equals its size.
     *
     * @param size      the type's size in bytes
     * @param alignment the type's alignment in bytes, a power of two
     * @return the shape, with no array dimensions, matrix stride or nested struct
     * @throws IllegalArgumentException if {@code alignment} is not a power of two or {@code size} is negative
     */
    public static Shape of(long size, long alignment) {
        return new Shape(size, size, alignment, List.of(), List.of(), 0, false, null);
    }

    /**
     * A matrix: an array of its columns, or of its rows when row-major.
     *
     * @param size         bytes from one matrix to the next in an array of them
     * @param span         bytes the matrix covers
     * @param alignment    the matrix's alignment in bytes
     * @param matrixStride bytes from one column (row when row-major) to the next
     * @param rowMajor     whether the matrix is stored row by row
     * @return the shape, with no array dimensions or nested struct
     */
    public static Shape matrix(long size, long span, long alignment, long matrixStride, boolean rowMajor) {
        return new Shape(size, span, alignment, List.of(), List.of(), matrixStride, rowMajor, null);
    }

    /**
     * A struct or union.
     *
     * @param layout the struct's layout, which gives its size and alignment
     * @param span   the bytes it covers as a member
     * @return the shape, with {@code layout} as its nested layout
     */
    public static Shape struct(StructLayout layout, long span) {
        return new Shape(layout.byteSize(), span, layout.byteAlignment(), List.of(), List.of(), 0, false, layout);
    }

    /**
     * This shape with another alignment, as a typedef or {@code alignas} gives it.
     *
     * @param newAlignment the alignment in bytes, a power of two
     * @return a copy of this shape but for its alignment
     * @throws IllegalArgumentException if {@code newAlignment} is not a power of two
     */
    public Shape withAlignment(long newAlignment) {
        return new Shape(size, span, newAlignment, dims, strides, matrixStride, rowMajor, nested);
    }
}
