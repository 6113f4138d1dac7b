package org.abistruct.bench.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The allocator study's block sizes: the thesis's Code 15 ({@code params()} of its AllocateBenchmark),
 * 180 doubles from {@code new Random(2989)} in [5, 19), mapped to {@code (int) 2^v}, odd values rounded up,
 * distinct and sorted. That gives 175 log-distributed sizes from 36 to 515 724 bytes.
 */
public final class AllocatorSizes {
    private static final List<Integer> ALL = compute();

    private AllocatorSizes() {
    }

    /** All 175 sizes, ascending. */
    public static List<Integer> all() {
        return ALL;
    }

    /**
     * {@code count} sizes evenly spaced by index over {@link #all()}, always including the first and the
     * last; all of them when {@code count >= 175}.
     */
    public static List<Integer> evenlySpaced(int count) {
        if (count >= ALL.size()) {
            return ALL;
        }
        if (count < 2) {
            throw new IllegalArgumentException("need at least 2 sizes, got " + count);
        }
        List<Integer> sizes = new ArrayList<>(count);
        int last = ALL.size() - 1;
        for (int i = 0; i < count; i++) {
            // rounded so that the picks spread evenly; i = count - 1 lands exactly on the last index
            sizes.add(ALL.get((int) Math.round((double) i * last / (count - 1))));
        }
        return List.copyOf(sizes);
    }

    private static List<Integer> compute() {
        return new Random(2989).doubles(180, 5.0, 19.0)
                .mapToInt(v -> (int) Math.pow(2, v))
                .map(v -> v % 2 == 1 ? v + 1 : v)
                .distinct()
                .sorted()
                .boxed()
                .toList();
    }
}
