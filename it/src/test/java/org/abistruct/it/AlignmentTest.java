package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.Arena;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Wide;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;
import org.junit.jupiter.api.Test;

/**
 * A struct with {@code @Align(64)} lands on a 64-byte boundary however it is allocated, as C's
 * {@code alignas(64)} promises native code that receives it (which may use aligned vector loads).
 */
class AlignmentTest {
    private static final Abi NATIVE = Abi.nativeAbi();

    @Test
    void layoutHasTheDeclaredAlignment() {
        assertThat(Wide.layout(NATIVE).byteAlignment()).isEqualTo(64);
        assertThat(Wide.layout(NATIVE).byteSize()).isEqualTo(64);
        assertThat(Wide.layout(NATIVE).member("d").orElseThrow().byteOffset()).isEqualTo(32);
    }

    @Test
    void mallocAndCallocAlign() {
        // kept alive together, so that malloc cannot hand the same (luckily aligned) block back each time
        var live = new java.util.ArrayList<Wide>();
        try {
            for (int i = 0; i < 8; i++) {
                live.add(i % 2 == 0 ? Wide.malloc(NATIVE) : Wide.calloc(NATIVE));
                NativeMemory.free(NativeMemory.malloc(24 + i * 8)); // vary the heap a little
            }
            for (Wide w : live) {
                assertThat(w.address() % 64).as("malloc'd Wide at 0x%x", w.address()).isZero();
            }
        } finally {
            live.forEach(Wide::free);
        }
        try (Wide.Array a = Wide.mallocArray(3, NATIVE)) {
            assertThat(a.address() % 64).as("malloc'd Wide.Array").isZero();
        }
    }

    @Test
    void stackAligns() {
        try (var frame = MemoryStack.push()) {
            for (int i = 0; i < 4; i++) {
                frame.allocate(8, 8);
                Wide w = Wide.calloc(frame, NATIVE);
                assertThat(w.address() % 64).as("stack Wide at 0x%x", w.address()).isZero();
            }
        }
    }

    @Test
    void arenaAligns() {
        try (Arena arena = Arena.ofConfined()) {
            for (int i = 0; i < 4; i++) {
                arena.allocate(8, 8);
                Wide w = Wide.allocate(arena, NATIVE);
                assertThat(w.address() % 64).as("arena Wide at 0x%x", w.address()).isZero();
            }
            assertThat(Wide.allocateArray(arena, 3, NATIVE).address() % 64).isZero();
        }
    }
}
