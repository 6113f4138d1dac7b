package org.abistruct.golden;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.abistruct.type.StructType;

/**
 * One golden vector: a declaration, the layout an oracle (or a specification table) gives it, and where
 * that layout comes from. Built fluently; a value left unset is not checked.
 *
 * <p>Member paths may reach into nested structs with dots ({@code "light.radius"}); a nested offset is
 * relative to the start of the nested struct.
 */
final class GoldenVector {
    static final long UNCHECKED = -1;

    /**
     * What one member must look like; {@code UNCHECKED} values and {@code strides == null} skip a check.
     *
     * @param size the member's {@code byteSize}
     * @param span the bytes the member's data covers: the {@code dataSize} of a struct holding only that
     *             member (FXC's "Size", which stops after the last element's data)
     */
    record Expected(String path, long offset, long size, long span, List<Long> strides, long matrixStride) {
        Expected withSize(long newSize) {
            return new Expected(path, offset, newSize, span, strides, matrixStride);
        }

        Expected withStrides(List<Long> newStrides) {
            return new Expected(path, offset, size, span, newStrides, matrixStride);
        }

        Expected withMatrixStride(long newStride) {
            return new Expected(path, offset, size, span, strides, newStride);
        }
    }

    private final String source;
    private final StructType type;
    private final List<Expected> members = new ArrayList<>();
    private String recordSection;
    private long size = UNCHECKED;
    private long alignment = UNCHECKED;
    private long dataSize = UNCHECKED;

    private GoldenVector(String source, StructType type) {
        this.source = source;
        this.type = type;
    }

    static GoldenVector of(String source, StructType type) {
        return new GoldenVector(source, type);
    }

    /** Marks the vector as recorded oracle output: the section of a record file that holds its numbers. */
    GoldenVector recordedIn(String section) {
        this.recordSection = section;
        return this;
    }

    GoldenVector size(long bytes) {
        this.size = bytes;
        return this;
    }

    GoldenVector alignment(long bytes) {
        this.alignment = bytes;
        return this;
    }

    GoldenVector dataSize(long bytes) {
        this.dataSize = bytes;
        return this;
    }

    /** A member's offset and {@code byteSize} (size {@link #UNCHECKED} to check only the offset). */
    GoldenVector member(String path, long offset, long bytes) {
        members.add(new Expected(path, offset, bytes, UNCHECKED, null, UNCHECKED));
        return this;
    }

    /**
     * A member's offset and the bytes its data covers, as compilers that pack into the tail of an
     * aggregate report them (FXC's "Offset: N Size: M").
     */
    GoldenVector spans(String path, long offset, long bytes) {
        members.add(new Expected(path, offset, UNCHECKED, bytes, null, UNCHECKED));
        return this;
    }

    /** The {@code byteSize} of the member added last. */
    GoldenVector byteSize(long bytes) {
        members.add(members.removeLast().withSize(bytes));
        return this;
    }

    /** The array strides (outermost first) of the member added last. */
    GoldenVector strides(Long... strides) {
        members.add(members.removeLast().withStrides(Arrays.asList(strides)));
        return this;
    }

    /** The matrix stride of the member added last. */
    GoldenVector matrixStride(long stride) {
        members.add(members.removeLast().withMatrixStride(stride));
        return this;
    }

    String source() {
        return source;
    }

    StructType type() {
        return type;
    }

    List<Expected> members() {
        return List.copyOf(members);
    }

    String recordSection() {
        return recordSection;
    }

    long size() {
        return size;
    }

    long alignment() {
        return alignment;
    }

    long dataSize() {
        return dataSize;
    }

    @Override
    public String toString() {
        return type.name();
    }
}
