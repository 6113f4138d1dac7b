package org.abistruct.cli;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * Finds the bytes of a layout that no member occupies. Bits left over inside a bitfield's storage unit
 * are not reported; only whole bytes are.
 */
final class Padding {
    private Padding() {
    }

    /** A run of {@code size} unused bytes starting at {@code offset}; {@code size} is 0 when there is none. */
    record Gap(long offset, long size) {
        boolean isEmpty() {
            return size <= 0;
        }
    }

    /**
     * The gap before each member, in member order, followed by the tail padding: a list one longer than
     * the member list.
     */
    static List<Gap> of(StructLayout layout) {
        List<Gap> gaps = new ArrayList<>();
        long coveredBits = 0;
        for (MemberLayout member : layout.members()) {
            long startBits = member.isBitfield() ? member.bitOffset() : member.byteOffset() * 8;
            long endBits = member.isBitfield() ? startBits + member.bitWidth() : member.byteEnd() * 8;
            gaps.add(between(coveredBits, startBits));
            coveredBits = Math.max(coveredBits, endBits);
        }
        gaps.add(between(coveredBits, layout.byteSize() * 8));
        return gaps;
    }

    private static Gap between(long fromBits, long toBits) {
        long from = Math.ceilDiv(fromBits, 8);
        long to = toBits / 8;
        return new Gap(from, Math.max(0, to - from));
    }
}
