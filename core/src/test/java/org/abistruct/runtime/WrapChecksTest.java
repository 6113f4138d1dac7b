package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import org.abistruct.abi.Abi;
import org.abistruct.runtime.MemoryViewTest.Pair;
import org.abistruct.runtime.MemoryViewTest.PairLayout;
import org.junit.jupiter.api.Test;

/**
 * The checks the generated {@code wrap} and {@code wrapArray} make, on the 16-byte {@code Pair} of
 * {@link MemoryViewTest}: a refusal says what was wrong and where the struct would fit, as a user parsing a file or a
 * packet needs to know.
 */
class WrapChecksTest {
    static final Abi ABI = Abi.of("x86_64-sysv");
    static final PairLayout PAIR = MemoryViewTest.CACHE.get(ABI);

    @Test
    void aStructPastTheEndOrAtANegativeOffsetIsRefusedWithTheOffsetsItFitsAt() {
        MemorySegment memory = MemorySegment.ofArray(new byte[64]);
        assertThatThrownBy(() -> PAIR.checkFits(memory, 56)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset 56 but the memory has 64: it fits at offsets 0 to 48");
        assertThatThrownBy(() -> PAIR.checkFits(memory, -1)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset -1 but the memory has 64: it fits at offsets 0 to 48");
        assertThatThrownBy(() -> PAIR.checkFits(memory, Long.MIN_VALUE)).hasMessageEndingWith("it fits at offsets 0 to 48");
        PAIR.checkFits(memory, 48);
    }

    @Test
    void memorySmallerThanTheStructIsRefusedWithItsSizeAlone() {
        assertThatThrownBy(() -> PAIR.checkFits(MemorySegment.ofArray(new byte[10]), 0))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset 0 but the memory has 10");
        // an empty mapped file is a native segment of 0 bytes at address 0: no pointer from native code
        assertThatThrownBy(() -> PAIR.checkFits(MemorySegment.NULL, 0))
                .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset 0 but the memory has 0");
    }

    /** FFM hands a native function's pointer over as a segment of 0 bytes, which the user must size before wrapping. */
    @Test
    void aZeroLengthSegmentFromAnAddressIsRefusedWithHowToSizeIt() {
        MemorySegment pointer = MemorySegment.ofAddress(0x1000);
        assertThatThrownBy(() -> PAIR.checkFits(pointer, 0)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset 0 but the memory has 0: FFM gives a pointer"
                        + " (MemorySegment.ofAddress, an address a native function returns) as a segment of 0 bytes;"
                        + " reinterpret it to the bytes it points to, or wrap its address() with wrap(address)");
        assertThatThrownBy(() -> PAIR.checkArrayFits(pointer, 3, 48))
                .hasMessage("Pair[3]@x86_64-sysv needs 48 bytes at offset 0 but the memory has 0: FFM gives a pointer"
                        + " (MemorySegment.ofAddress, an address a native function returns) as a segment of 0 bytes;"
                        + " reinterpret it to the bytes it points to");
    }

    /**
     * The end of an arena's memory, as a parser that has read a whole buffer slices it, is 0 bytes too, but no pointer:
     * reinterpreting it would read past the memory, so the message gives no such advice.
     */
    @Test
    void aZeroLengthSliceOfArenaMemoryIsNoPointer() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment end = arena.allocate(64).asSlice(64);
            assertThatThrownBy(() -> PAIR.checkFits(end, 0)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("Pair@x86_64-sysv needs 16 bytes at offset 0 but the memory has 0");
            assertThatThrownBy(() -> PAIR.checkArrayFits(end, 3, 48))
                    .hasMessage("Pair[3]@x86_64-sysv needs 48 bytes at offset 0 but the memory has 0: it holds 0 of 16"
                            + " bytes each");
        }
    }

    /** A file whose size is not a multiple of the struct's: the message says how many whole structs it holds. */
    @Test
    void anArrayLongerThanTheMemoryIsRefusedWithHowManyElementsItHolds() {
        assertThatThrownBy(() -> PAIR.checkArrayFits(MemorySegment.ofArray(new byte[74]), 5, 80))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Pair[5]@x86_64-sysv needs 80 bytes at offset 0 but the memory has 74: it holds 4 of 16"
                        + " bytes each, and 10 bytes more");
        assertThatThrownBy(() -> PAIR.checkArrayFits(MemorySegment.ofArray(new byte[32]), 3, 48))
                .hasMessage("Pair[3]@x86_64-sysv needs 48 bytes at offset 0 but the memory has 32: it holds 2 of 16"
                        + " bytes each");
        assertThatThrownBy(() -> PAIR.checkArrayFits(MemorySegment.ofArray(new byte[15]), 1, 16))
                .hasMessage("Pair[1]@x86_64-sysv needs 16 bytes at offset 0 but the memory has 15: it holds 0 of 16"
                        + " bytes each, and 15 bytes more");
    }

    /** Wrapping a closed arena's memory made a view whose every access failed with only FFM's "Already closed". */
    @Test
    void memoryOfAClosedArenaIsRefusedWhenWrapped() {
        MemorySegment memory;
        try (Arena arena = Arena.ofConfined()) {
            memory = arena.allocate(64);
        }
        assertThatThrownBy(() -> PAIR.checkWrappable(memory, 0)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Pair@x86_64-sysv: its memory was freed when its arena closed; wrap memory"
                        + " of an arena that is still open");
        assertThatThrownBy(() -> PAIR.checkArrayFits(memory, 2, 32)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Pair[2]@x86_64-sysv: its memory was freed when its arena closed; wrap memory"
                        + " of an arena that is still open");
    }

    @Test
    void aViewOfAClosedArenaSaysSoInToString() {
        Pair view;
        long address;
        try (Arena arena = Arena.ofConfined()) {
            view = Pair.arena(arena, ABI);
            address = view.address();
            assertThat(view).hasToString("Pair@x86_64-sysv[address=0x" + Long.toHexString(address) + ", size=16]");
        }
        assertThat(view).hasToString("Pair@x86_64-sysv[closed, address=0x" + Long.toHexString(address) + ", size=16]");
    }
}
