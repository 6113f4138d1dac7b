package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BumpBlockTest {
    private static final long CAPACITY = 256;
    private static final long A = BumpBlock.ALIGNMENT;

    private final Arena arena = Arena.ofConfined();

    @AfterEach
    void closeArena() {
        arena.close();
    }

    @Test
    void piecesAreAlignedInsideTheBlockAndDoNotOverlap() {
        BumpBlock block = block();
        long a = block.allocate(24, A);
        long b = block.allocate(1, A);
        long c = block.allocate(0, A);
        assertThat(List.of(a, b, c)).allSatisfy(address -> {
            assertThat(address % BumpBlock.ALIGNMENT).isZero();
            assertThat(address).isBetween(block.start, block.end - 1);
        });
        assertThat(a).isEqualTo(block.start);
        assertThat(b).isEqualTo(a + 32);
        assertThat(c).isEqualTo(b + 16);
        assertThat(block.remaining()).isEqualTo(CAPACITY - 64);
    }

    @Test
    void freeGivesBackOnlyTheMostRecentPiece() {
        BumpBlock block = block();
        long older = block.allocate(32, A);
        long newer = block.allocate(32, A);
        block.free(older);
        assertThat(block.remaining()).as("an older piece stays used").isEqualTo(CAPACITY - 64);
        block.free(newer);
        assertThat(block.remaining()).isEqualTo(CAPACITY - 32);
        assertThat(block.allocate(48, A)).as("the most recent piece is handed out again").isEqualTo(newer);
        block.free(older);
        assertThat(block.remaining()).as("only one piece is given back").isEqualTo(CAPACITY - 32 - 48);
    }

    @Test
    void freeingTheSamePieceTwiceGivesItBackOnce() {
        BumpBlock block = block();
        long first = block.allocate(16, A);
        long piece = block.allocate(16, A);
        block.free(piece);
        block.free(piece);
        assertThat(block.remaining()).as("the earlier piece stays used").isEqualTo(CAPACITY - 16);
        assertThat(block.allocate(16, A)).isEqualTo(piece).isNotEqualTo(first);
    }

    @Test
    void requestsThatDoNotFitAreRefusedWithoutUsingAnything() {
        BumpBlock block = block();
        assertThat(block.allocate(CAPACITY + 1, A)).isZero();
        assertThat(block.allocate(Long.MAX_VALUE, A)).isZero();
        assertThat(block.allocate(-1, A)).isZero();
        assertThat(block.remaining()).isEqualTo(CAPACITY);
        assertThat(block.allocate(CAPACITY - 16, A)).isNotZero();
        assertThat(block.allocate(17, A)).isZero();
        assertThat(block.allocate(16, A)).isEqualTo(block.end - 16);
        assertThat(block.allocate(0, A)).as("even an empty piece takes 16 bytes").isZero();
    }

    @Test
    void overAlignedPiecesStartOnTheirAlignment() {
        BumpBlock block = new BumpBlock(arena.allocate(CAPACITY, 128).address(), CAPACITY);
        long small = block.allocate(8, A);
        long aligned = block.allocate(24, 64);
        assertThat(aligned % 64).isZero();
        assertThat(aligned).isEqualTo(small + 64);
        assertThat(block.allocate(8, 4)).as("small alignments still get 16").isEqualTo(aligned + 32);
        block.free(aligned + 32);
        long freedAligned = block.allocate(16, 64);
        block.free(freedAligned);
        assertThat(block.allocate(16, 64)).isEqualTo(freedAligned);
        assertThat(block.allocate(16, CAPACITY * 2)).as("more alignment than the block has").isZero();
        assertThat(block.allocate(16, Long.MIN_VALUE >>> 1)).isZero();
    }

    @Test
    void refusesAMisalignedStartOrCapacity() {
        assertThatThrownBy(() -> new BumpBlock(8, 256)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("multiples of 16");
        assertThatThrownBy(() -> new BumpBlock(16, 100)).isInstanceOf(IllegalArgumentException.class);
    }

    private BumpBlock block() {
        return new BumpBlock(arena.allocate(CAPACITY, A).address(), CAPACITY);
    }
}
