package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MappedBlocksTest {

    @Test
    void remembersLengthsThroughGrowthAndRemovals() {
        MappedBlocks blocks = new MappedBlocks();
        Map<Long, Long> expected = new HashMap<>();
        Random random = new Random(7);
        assertThat(blocks.isEmpty()).isTrue();
        for (int round = 0; round < 5_000; round++) {
            long address = (random.nextInt(2_000) + 1L) * 4096;
            if (expected.containsKey(address)) {
                assertThat(blocks.remove(address)).isEqualTo(expected.remove(address));
            } else {
                long length = 4096L * (random.nextInt(300) + 1);
                blocks.put(address, length);
                expected.put(address, length);
            }
            assertThat(blocks.isEmpty()).isEqualTo(expected.isEmpty());
        }
        for (Map.Entry<Long, Long> e : expected.entrySet()) {
            assertThat(blocks.remove(e.getKey())).as("length of 0x%x", e.getKey()).isEqualTo(e.getValue());
        }
        assertThat(blocks.isEmpty()).isTrue();
        assertThat(blocks.remove(4096)).as("an address never put").isZero();
    }
}
