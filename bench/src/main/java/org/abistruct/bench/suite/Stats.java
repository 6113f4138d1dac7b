package org.abistruct.bench.suite;

import java.util.List;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Statistics of a set of measurements (ns/op): how many, mean, error (99.9 % confidence half-width, as
 * JMH's scoreError), median, min and max. Null error when it cannot be computed (fewer than two samples).
 */
public record Stats(int samples, double mean, Double error, double median, double min, double max) {

    /** The statistics of {@code values}, with {@code error} when JMH computed it, else the same measure here. */
    public static Stats of(List<Double> values, double error) {
        var stats = new ListStatistics();
        values.forEach(stats::addValue);
        double ownError = stats.getN() > 1 ? stats.getMeanErrorAt(0.999) : Double.NaN;
        double chosen = Double.isNaN(error) ? ownError : error;
        return new Stats((int) stats.getN(), stats.getMean(), Double.isNaN(chosen) ? null : chosen,
                stats.getPercentile(50), stats.getMin(), stats.getMax());
    }

    /** The mean of {@code values}, or null when there are none. */
    static Double mean(List<Double> values) {
        return values.isEmpty() ? null : values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The median of {@code values}, or null when there are none. */
    static Double median(List<Double> values) {
        if (values.isEmpty()) {
            return null;
        }
        var stats = new ListStatistics();
        values.forEach(stats::addValue);
        return stats.getPercentile(50);
    }
}
