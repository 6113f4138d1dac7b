package org.abistruct.layout;

import java.util.List;
import org.abistruct.type.Member;

/**
 * Where one member sits under one ABI.
 *
 * @param member        the declared member
 * @param byteOffset    offset from the start of the enclosing type; for a bitfield, the offset of its
 *                      storage unit
 * @param byteSize      the bytes the member spans: for an array, its outermost count times its outermost
 *                      stride (0 for a runtime-sized array); for a struct, the struct's size; for a bitfield,
 *                      its storage unit's size. Under ABIs that pack into tail padding (HLSL constant
 *                      buffers, scalar block layout) the next member may start before {@code byteEnd()}
 * @param byteAlignment the alignment the ABI gave the member
 * @param arrayDims     element counts, outermost first ({@code 0} for a runtime-sized dimension); empty
 *                      when the member is not an array
 * @param arrayStrides  byte distance between consecutive elements of each dimension, outermost first
 * @param matrixStride  byte distance between consecutive columns (rows when row-major) of a matrix, or of
 *                      an array's matrix elements; 0 when there is no matrix
 * @param rowMajor      whether the matrix is row-major (false when there is no matrix)
 * @param bitOffset     for a bitfield, the offset of its first bit from the start of the enclosing type
 * @param bitWidth      for a bitfield, its width in bits; {@link Member#NOT_A_BITFIELD} otherwise
 * @param nested        the layout of the struct or union type of the member (or of its array elements),
 *                      or {@code null}
 */
public record MemberLayout(Member member, long byteOffset, long byteSize, long byteAlignment,
                           List<Long> arrayDims, List<Long> arrayStrides, long matrixStride, boolean rowMajor,
                           long bitOffset, int bitWidth, StructLayout nested) {

    /**
     * Copies the lists.
     *
     * @throws IllegalArgumentException if {@code arrayDims} and {@code arrayStrides} differ in length
     */
    public MemberLayout {
        arrayDims = List.copyOf(arrayDims);
        arrayStrides = List.copyOf(arrayStrides);
        if (arrayDims.size() != arrayStrides.size()) {
            throw new IllegalArgumentException("member " + member.name() + ": arrayDims=" + arrayDims
                    + " and arrayStrides=" + arrayStrides + " differ in length");
        }
    }

    /** {@return the member's name; empty for an unnamed bitfield or an anonymous struct or union member} */
    public String name() {
        return member.name();
    }

    /** {@return the type as the declaration spelled it (the element type for an array)} */
    public String typeName() {
        return member.typeName();
    }

    /** {@return whether the member is an array, of any number of dimensions} */
    public boolean isArray() {
        return !arrayDims.isEmpty();
    }

    /** {@return whether the member is a matrix or an array of matrices} */
    public boolean isMatrix() {
        return matrixStride != 0;
    }

    /** {@return whether the member is a bitfield} */
    public boolean isBitfield() {
        return bitWidth != Member.NOT_A_BITFIELD;
    }

    /** {@return whether this is an anonymous struct or union member ({@link Member#isAnonymous()})} */
    public boolean isAnonymous() {
        return member.isAnonymous();
    }

    /**
     * This member as seen from a type that holds its own at {@code bytes}: offsets (the bit offset too) grow by
     * that much, as they do for a member of an anonymous struct seen from the enclosing type.
     *
     * @param bytes the offset of the holding member in the outer type
     * @return a copy of this layout with its offsets grown by {@code bytes}
     */
    public MemberLayout shiftedBy(long bytes) {
        long bits = isBitfield() ? bitOffset + bytes * 8 : bitOffset;
        return new MemberLayout(member, byteOffset + bytes, byteSize, byteAlignment, arrayDims, arrayStrides,
                matrixStride, rowMajor, bits, bitWidth, nested);
    }

    /** {@return the offset of the first byte after the member's {@code byteSize} bytes} */
    public long byteEnd() {
        return byteOffset + byteSize;
    }
}
