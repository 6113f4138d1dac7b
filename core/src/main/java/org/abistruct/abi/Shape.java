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

    /** A plain scalar or vector shape whose span equals its size. */
    public static Shape of(long size, long alignment) {
        return new Shape(size, size, alignment, List.of(), List.of(), 0, false, null);
    }

    /** A matrix of {@code count} stride vectors. */
    public static Shape matrix(long size, long span, long alignment, long matrixStride, boolean rowMajor) {
        return new Shape(size, span, alignment, List.of(), List.of(), matrixStride, rowMajor, null);
    }

    /** A struct or union. */
    public static Shape struct(StructLayout layout, long span) {
        return new Shape(layout.byteSize(), span, layout.byteAlignment(), List.of(), List.of(), 0, false, layout);
    }

    public Shape withAlignment(long newAlignment) {
        return new Shape(size, span, newAlignment, dims, strides, matrixStride, rowMajor, nested);
    }
}
