package org.abistruct.abi;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.type.Member;

/** Places the bitfields of one struct; one instance per struct layout. */
abstract sealed class BitfieldAllocator permits ItaniumBitfields, MicrosoftBitfields {
    /** The {@code #pragma pack} of the struct, 0 for none. */
    protected final int pack;

    BitfieldAllocator(int pack) {
        this.pack = pack;
    }

    /** Places bitfield {@code m} whose declared type has shape {@code storage}, updating {@code cursor}. */
    abstract MemberLayout place(Member m, Shape storage, StructCursor cursor);

    /** An ordinary member follows: the current storage unit is closed. */
    abstract void endRun();

    /** The layout record of a bitfield at {@code bitOffset} whose storage unit starts at {@code unitOffset}. */
    static MemberLayout bitfield(Member m, long unitOffset, Shape storage, long alignment, long bitOffset) {
        return new MemberLayout(m, unitOffset, storage.size(), alignment, List.of(), List.of(), 0, false,
                bitOffset, m.bitWidth(), null);
    }
}
