package org.abistruct.abi;

import org.abistruct.layout.MemberLayout;
import org.abistruct.type.Member;

/**
 * The System V bitfield rule as clang's Itanium record layout implements it: a bitfield starts at the next
 * free bit, moved to the next boundary of its type's alignment only if it would otherwise cross a unit of
 * its type's size; under {@code #pragma pack} it is never moved (only zero-width bitfields align).
 */
final class ItaniumBitfields extends BitfieldAllocator {
    private final boolean packed;
    private final boolean unnamedAffectsAlignment;
    /** Bits left unused at the end of the data by the previous bitfield. */
    private long unfilledBits;

    ItaniumBitfields(int pack, boolean packed, boolean unnamedAffectsAlignment) {
        super(pack);
        this.packed = packed;
        this.unnamedAffectsAlignment = unnamedAffectsAlignment;
    }

    @Override
    MemberLayout place(Member m, Shape storage, StructCursor cursor) {
        long width = m.bitWidth();
        long unitBits = storage.size() * 8;
        long explicitAlignBits = m.alignAs() * 8;
        long naturalBits = storage.alignment() * 8;
        // the packed attribute drops the type's alignment to a single bit; an explicit one still counts
        long alignBits = Math.max(packed && width != 0 ? 1 : naturalBits, explicitAlignBits);
        if (pack > 0 && width != 0) {
            // under #pragma pack a packed struct's bitfields get back their natural alignment, capped
            long unpackedBits = Math.min(Math.max(naturalBits, explicitAlignBits), pack * 8L);
            alignBits = packed ? unpackedBits : Math.min(alignBits, pack * 8L);
        }
        long offset = cursor.isUnion() ? 0 : cursor.dataBits() - unfilledBits;
        boolean allowPadding = pack == 0;
        if (width == 0 || (allowPadding && (offset & (alignBits - 1)) + width > unitBits)) {
            offset = Sizes.roundUp(offset, alignBits);
        } else if (explicitAlignBits > 0 && (pack == 0 || explicitAlignBits <= pack * 8L)) {
            offset = Sizes.roundUp(offset, explicitAlignBits);
        }
        if (cursor.isUnion()) {
            cursor.occupyBits(Sizes.roundUp(width, 8));
        } else {
            long end = offset + width;
            long data = Sizes.roundUp(end, 8);
            cursor.setDataBits(Math.max(data, cursor.dataBits()));
            unfilledBits = cursor.dataBits() - end;
        }
        boolean counts = !m.name().isEmpty() || unnamedAffectsAlignment;
        cursor.raiseAlignment(counts ? Math.max(alignBits / 8, 1) : 1);
        long alignBytes = Math.max(alignBits / 8, 1);
        long unitOffset = offset / (alignBytes * 8) * alignBytes;
        return bitfield(m, unitOffset, storage, alignBytes, offset);
    }

    @Override
    void endRun() {
        unfilledBits = 0;
    }
}
