package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AllocatorSizesTest {

    @Test
    void hasTheThesisSizes() {
        List<Integer> sizes = AllocatorSizes.all();

        assertThat(sizes).hasSize(175).isSorted().doesNotHaveDuplicates();
        assertThat(sizes.getFirst()).isEqualTo(36);
        assertThat(sizes.getLast()).isEqualTo(515_724);
        assertThat(sizes).allMatch(size -> size % 2 == 0);
    }

    @Test
    void evenlySpacedSubsetKeepsBothEnds() {
        List<Integer> subset = AllocatorSizes.evenlySpaced(15);

        assertThat(subset).hasSize(15).isSorted().doesNotHaveDuplicates();
        assertThat(subset.getFirst()).isEqualTo(36);
        assertThat(subset.getLast()).isEqualTo(515_724);
        assertThat(AllocatorSizes.all()).containsAll(subset);
        assertThat(AllocatorSizes.evenlySpaced(500)).isEqualTo(AllocatorSizes.all());
    }
}
