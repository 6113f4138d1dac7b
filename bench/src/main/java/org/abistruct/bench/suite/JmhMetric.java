package org.abistruct.bench.suite;

import java.util.List;

/**
 * One metric of a JMH result: {@code score} (JMH's mean), {@code scoreError} (the 99.9 % confidence
 * half-width; NaN when JMH could not compute it), its unit and the raw values, one list per fork with
 * one value per measurement iteration.
 */
public record JmhMetric(double score, double scoreError, String unit, List<List<Double>> rawData) {

    public JmhMetric {
        rawData = rawData.stream().map(List::copyOf).toList();
    }

    /** All raw values of all forks, fork by fork. */
    public List<Double> allValues() {
        return rawData.stream().flatMap(List::stream).toList();
    }

    /** Iteration {@code iteration} (0-based) of every fork that has it. */
    public List<Double> iteration(int iteration) {
        return rawData.stream().filter(fork -> fork.size() > iteration).map(fork -> fork.get(iteration)).toList();
    }
}
