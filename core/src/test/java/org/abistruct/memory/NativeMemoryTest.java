package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;

class NativeMemoryTest {

    @Test
    void allocationRefusesAJvmWhosePointersAreNot8Bytes() {
        NativeMemory.requireWordSize(8);
        assertThatThrownBy(() -> NativeMemory.requireWordSize(4)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("64-bit JVMs only").hasMessageContaining("4-byte pointers")
                .hasMessageContaining("Arena");
    }

    @Test
    void mallocReturnsWritableMemoryAlignedForAnyScalar() {
        long a = NativeMemory.malloc(64);
        try {
            assertThat(a).isNotZero();
            assertThat(a % 8).isZero();
            for (int i = 0; i < 8; i++) {
                NativeMemory.EVERYTHING.set(ValueLayout.JAVA_LONG_UNALIGNED, a + 8L * i, 0x0102030405060708L * i);
            }
            for (int i = 0; i < 8; i++) {
                assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_LONG_UNALIGNED, a + 8L * i))
                        .isEqualTo(0x0102030405060708L * i);
            }
        } finally {
            NativeMemory.free(a);
        }
    }

    @Test
    void aNegativeSizeIsRefusedBeforeAnythingIsAllocated() {
        for (long size : new long[] {-1, -100_000, Long.MIN_VALUE}) {
            assertThatThrownBy(() -> NativeMemory.malloc(size)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("size=" + size + " is negative");
            assertThatThrownBy(() -> NativeMemory.malloc(size, 64)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> NativeMemory.calloc(size)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> NativeMemory.calloc(size, 64)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void mallocOfZeroBytesStillReturnsAnAddress() {
        long a = NativeMemory.malloc(0);
        assertThat(a).isNotZero();
        NativeMemory.free(a);
    }

    @Test
    void callocZeroesEvenReusedMemory() {
        assertCallocZeroesReusedMemory(256);
    }

    @Test
    void callocThroughMemsetZeroesEvenReusedMemory() {
        for (int round = 0; round < 3; round++) {
            assertCallocZeroesReusedMemory(NativeMemory.MEMSET_FROM * 4 + 3);
        }
    }

    @Test
    void largeCallocZeroesEvenReusedMemoryAndIsPageAlignedWhenMapped() {
        long size = FreshPages.FROM * 3 + 123;
        for (int round = 0; round < 3; round++) {
            assertCallocZeroesReusedMemory(size);
        }
        long a = NativeMemory.calloc(size, 64);
        try {
            assertThat(a % 64).isZero();
            if (FreshPages.AVAILABLE) {
                assertThat(a % FreshPages.MIN_PAGE).as("mapped blocks start on a page").isZero();
            }
            NativeMemory.EVERYTHING.set(ValueLayout.JAVA_LONG_UNALIGNED, a + size - 8, -1L);
            assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_LONG_UNALIGNED, a + size - 8)).isEqualTo(-1L);
        } finally {
            NativeMemory.free(a);
        }
    }

    private static void assertCallocZeroesReusedMemory(long size) {
        // dirty a block, free it, and ask for one of the same size: malloc may hand the same bytes back
        long dirty = NativeMemory.malloc(size);
        NativeMemory.EVERYTHING.asSlice(dirty, size).fill((byte) 0x5A);
        NativeMemory.free(dirty);
        long a = NativeMemory.calloc(size);
        try {
            long firstNonZero = NativeMemory.EVERYTHING.asSlice(a, size).mismatch(MemorySegment.ofArray(new byte[(int) size]));
            assertThat(firstNonZero).as("first non-zero byte of a %d-byte calloc", size).isEqualTo(-1);
        } finally {
            NativeMemory.free(a);
        }
    }

    @Test
    void zeroClearsExactlyTheRange() {
        long a = NativeMemory.malloc(32);
        try {
            NativeMemory.EVERYTHING.asSlice(a, 32).fill((byte) 7);
            NativeMemory.zero(a + 8, 16);
            for (int i = 0; i < 32; i++) {
                byte expected = i >= 8 && i < 24 ? 0 : (byte) 7;
                assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, a + i)).as("byte %d", i).isEqualTo(expected);
            }
        } finally {
            NativeMemory.free(a);
        }
    }

    @Test
    void alignedMallocHonoursAnyPowerOfTwo() {
        var live = new java.util.ArrayList<Long>();
        try {
            for (long align : new long[] {1, 2, 4, 8, 16, 32, 64, 128, 256, 4096}) {
                for (long size : new long[] {1, 24, 100, align * 3}) {
                    long a = NativeMemory.malloc(size, align);
                    live.add(a);
                    assertThat(a % align).as("malloc(%d, %d) = 0x%x", size, align, a).isZero();
                    NativeMemory.EVERYTHING.asSlice(a, size).fill((byte) 1);
                }
            }
        } finally {
            live.forEach(NativeMemory::free);
        }
    }

    @Test
    void alignedCallocZeroes() {
        long dirty = NativeMemory.malloc(200, 64);
        NativeMemory.EVERYTHING.asSlice(dirty, 200).fill((byte) -1);
        NativeMemory.free(dirty);
        long a = NativeMemory.calloc(200, 64);
        try {
            assertThat(a % 64).isZero();
            for (int i = 0; i < 200; i++) {
                assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, a + i)).as("byte %d", i).isZero();
            }
        } finally {
            NativeMemory.free(a);
        }
    }

    @Test
    void alignmentThatIsNoPowerOfTwoIsRefused() {
        assertThatThrownBy(() -> NativeMemory.malloc(8, 48)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("48");
    }

    @Test
    void freeOfNullIsIgnored() {
        NativeMemory.free(0);
    }

    @Test
    void mallocOfAnImpossibleSizeIsAnOutOfMemoryError() {
        assertThatThrownBy(() -> NativeMemory.malloc(Long.MAX_VALUE))
                .isInstanceOf(OutOfMemoryError.class)
                .hasMessageContaining("malloc(" + Long.MAX_VALUE + ")");
    }

    @Test
    void alignedAllocationOfASizeThatCannotBeRoundedUpIsAnOutOfMemoryError() {
        // rounded up to the alignment, these sizes wrapped around to a 64-byte block (and calloc then cleared
        // Long.MAX_VALUE bytes from it, which crashed the JVM)
        assertThatThrownBy(() -> NativeMemory.malloc(Long.MAX_VALUE, 64)).isInstanceOf(OutOfMemoryError.class)
                .hasMessageContaining("aligned_alloc(64, " + Long.MAX_VALUE + ")");
        assertThatThrownBy(() -> NativeMemory.malloc(Long.MAX_VALUE - 10, 8192)).isInstanceOf(OutOfMemoryError.class);
        assertThatThrownBy(() -> NativeMemory.calloc(Long.MAX_VALUE - 10, 8192)).isInstanceOf(OutOfMemoryError.class);
    }

    @Test
    void everythingSpansTheAddressSpace() {
        assertThat(NativeMemory.EVERYTHING.address()).isZero();
        assertThat(NativeMemory.EVERYTHING.byteSize()).isEqualTo(Long.MAX_VALUE);
        assertThat(NativeMemory.EVERYTHING.isNative()).isTrue();
    }
}
