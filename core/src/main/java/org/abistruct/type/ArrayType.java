package org.abistruct.type;

/**
 * A fixed array of {@code length} elements, or a runtime-sized array ({@code T name[]}: a GPU storage
 * block's last member, a C flexible array member) when {@code length} is {@link #RUNTIME_SIZED}. A length of 0 is
 * GNU C's zero-length array ({@code __u8 data[0];}), which only the C ABIs lay out: no bytes, its element's
 * alignment, anywhere in a struct.
 * Multi-dimensional arrays nest: {@code T a[2][3]} is an array of 2 arrays of 3.
 *
 * @param element      the element type
 * @param length       the element count (at least 0), or {@link #RUNTIME_SIZED}
 * @param elementAlign the alignment a typedef gave the element type, which replaces its natural alignment, lower or
 *                     higher ({@code typedef int int2 __attribute__((aligned(2))); int2 a[3];}, see
 *                     {@link Member#typeAlign()}), or 0 for none
 */
public record ArrayType(DataType element, long length, long elementAlign) implements DataType {
    /** The length of a runtime-sized array. */
    public static final long RUNTIME_SIZED = -1;

    /**
     * Checks the components.
     *
     * @throws IllegalArgumentException if {@code element} is {@code null}, {@code length} is negative but not
     *                                  {@link #RUNTIME_SIZED}, an inner dimension is runtime-sized, or
     *                                  {@code elementAlign} is not 0 or a power of two up to
     *                                  {@link Member#MAX_ALIGNMENT}
     */
    public ArrayType {
        if (element == null) {
            throw new IllegalArgumentException("element is null");
        }
        if (length < 0 && length != RUNTIME_SIZED) {
            throw new IllegalArgumentException("array length=" + length + " must be at least 0");
        }
        if (element instanceof ArrayType inner && inner.isRuntimeSized()) {
            throw new IllegalArgumentException("only the outermost dimension of an array may be runtime-sized");
        }
        Member.checkAlignment(elementAlign, "array element: elementAlign");
    }

    /**
     * An array whose element type has its natural alignment.
     *
     * @param element the element type
     * @param length  the element count (at least 0), or {@link #RUNTIME_SIZED}
     * @throws IllegalArgumentException as the canonical constructor
     */
    public ArrayType(DataType element, long length) {
        this(element, length, 0);
    }

    /**
     * A fixed array whose element type has its natural alignment.
     *
     * @param element the element type
     * @param length  the element count, at least 0
     * @return the array type
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static ArrayType of(DataType element, long length) {
        return new ArrayType(element, length);
    }

    /**
     * A runtime-sized array ({@code T name[]}) whose element type has its natural alignment.
     *
     * @param element the element type, not itself a runtime-sized array
     * @return the array type
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static ArrayType runtimeSized(DataType element) {
        return new ArrayType(element, RUNTIME_SIZED);
    }

    /** {@return whether the length is {@link #RUNTIME_SIZED}} */
    public boolean isRuntimeSized() {
        return length == RUNTIME_SIZED;
    }

    /** {@return the innermost non-array type} */
    public DataType leafElement() {
        return element instanceof ArrayType inner ? inner.leafElement() : element;
    }

    @Override
    public String typeName() {
        return leafElement().typeName();
    }
}
