package org.abistruct.abi;

import org.abistruct.layout.MemberLayout;
import org.abistruct.type.Member;

/**
 * The Microsoft bitfield rule as clang's Microsoft record layout implements it: a bitfield joins the
 * current storage unit only if the previous member was a non-zero-width bitfield whose type has the same
 * size and enough bits remain; otherwise it opens a new unit at the next offset its type's alignment
 * allows. A zero-width bitfield is ignored unless it follows a non-zero-width one, and in a union bitfields
 * do not raise the alignment. A typedef's alignment on the bitfield's type counts as an explicit one: it can raise
 * the storage unit's alignment but not lower it.
 */
final class MicrosoftBitfields extends BitfieldAllocator {
    /** Size of the open storage unit, or 0 when the previous member was not a non-zero-width bitfield. */
    private long unitSize;
    private long unitOffset;
    private long remainingBits;

    MicrosoftBitfields(int pack) {
        super(pack);
    }

    @Override
    MemberLayout place(Member m, Shape storage, StructCursor cursor) {
        long width = m.bitWidth();
        long size = storage.size();
        // a typedef's alignment raises a bitfield's as alignas does, and survives the pack (clang's required alignment)
        long explicit = Math.max(m.alignAs(), m.typeAlign());
        long alignment = Math.max(pack > 0 ? Math.min(storage.alignment(), pack) : storage.alignment(), explicit);
        if (width == 0) {
            return placeZeroWidth(m, storage, cursor, alignment);
        }
        if (!cursor.isUnion() && unitSize == size && width <= remainingBits) {
            long bitOffset = (unitOffset + size) * 8 - remainingBits;
            remainingBits -= width;
            return bitfield(m, unitOffset, storage, alignment, bitOffset);
        }
        unitSize = size;
        remainingBits = size * 8 - width;
        if (cursor.isUnion()) {
            unitOffset = 0;
            cursor.occupyBits(size * 8);
        } else {
            unitOffset = Sizes.roundUp(cursor.dataSize(), alignment);
            cursor.setDataBits((unitOffset + size) * 8);
            cursor.raiseAlignment(alignment);
        }
        return bitfield(m, unitOffset, storage, alignment, unitOffset * 8);
    }

    private MemberLayout placeZeroWidth(Member m, Shape storage, StructCursor cursor, long alignment) {
        if (unitSize == 0) {
            long offset = cursor.isUnion() ? 0 : cursor.dataSize();
            return bitfield(m, offset, storage, 1, offset * 8);
        }
        unitSize = 0;
        if (cursor.isUnion()) {
            cursor.occupyBits(storage.size() * 8);
            return bitfield(m, 0, storage, alignment, 0);
        }
        long offset = Sizes.roundUp(cursor.dataSize(), alignment);
        cursor.setDataBits(offset * 8);
        cursor.raiseAlignment(alignment);
        return bitfield(m, offset, storage, alignment, offset * 8);
    }

    @Override
    void endRun() {
        unitSize = 0;
    }
}
