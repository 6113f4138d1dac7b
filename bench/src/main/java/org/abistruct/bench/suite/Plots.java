package org.abistruct.bench.suite;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * Draws the figures with XChart, in the form of the thesis's Fig. 3-14: per benchmark a box plot of the
 * per-iteration times per library (every fork's iterations; for ColdStart iteration 1 across forks) and a
 * bar chart of B/op per library; for the allocator study ns/op against size on log-log axes, one line per
 * method.
 */
public final class Plots {
    public static final String DIR = "plots";
    public static final String ALLOCATOR_FILE = DIR + "/allocator.png";
    private static final int WIDTH = 900;
    /** Degrees: the library labels ("AbiStruct (run-time ABI)") overlap when set horizontally. */
    private static final int LABEL_ROTATION = 20;
    private static final int HEIGHT = 560;
    /** Above this max/min spread of the row medians a linear time axis would flatten the fast rows. */
    private static final double LOG_SPREAD = 20;

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private Plots() {
    }

    public static String timeFile(String benchmark) {
        return DIR + "/" + benchmark + "-time.png";
    }

    public static String bytesFile(String benchmark) {
        return DIR + "/" + benchmark + "-bytes.png";
    }

    /**
     * Draws every figure the summary has data for, without writing anything.
     *
     * @return each figure's PNG by its path relative to the results directory ({@code plots/E1Allocate-time.png})
     */
    public static Map<String, byte[]> render(Summary summary) throws IOException {
        Map<String, byte[]> written = new LinkedHashMap<>();
        for (Summary.Benchmark benchmark : summary.benchmarks()) {
            if (benchmark.rows().stream().anyMatch(r -> !r.timeSamples().isEmpty())) {
                save(timeChart(benchmark), timeFile(benchmark.benchmark()), written);
            }
            if (benchmark.rows().stream().anyMatch(r -> r.bytesPerOp() != null)) {
                save(bytesChart(benchmark), bytesFile(benchmark.benchmark()), written);
            }
        }
        if (summary.allocator() != null && !summary.allocator().methods().isEmpty()) {
            save(allocatorChart(summary.allocator()), ALLOCATOR_FILE, written);
        }
        return written;
    }

    private static BoxChart timeChart(Summary.Benchmark benchmark) {
        boolean cold = Kind.COLD_START.jsonName().equals(benchmark.kind());
        List<Summary.Row> rows = benchmark.rows().stream().filter(r -> !r.timeSamples().isEmpty()).toList();
        double lowest = rows.stream().mapToDouble(r -> r.timeNs().median()).min().orElse(1);
        double highest = rows.stream().mapToDouble(r -> r.timeNs().median()).max().orElse(1);
        boolean log = lowest > 0 && highest / lowest > LOG_SPREAD;
        BoxChart chart = new BoxChartBuilder().width(WIDTH).height(HEIGHT)
                .title(benchmark.benchmark() + (cold ? ": first invocation in a fresh JVM" : ": time per operation"))
                .yAxisTitle((cold ? "ns, iteration 1 per fork" : "ns/op, every iteration of every fork")
                        + (log ? " (log scale)" : ""))
                .build();
        style(chart.getStyler());
        chart.getStyler().setYAxisLogarithmic(log);
        chart.getStyler().setXAxisLabelRotation(LABEL_ROTATION);
        for (Summary.Row row : rows) {
            // XChart's checks call contains(null), which immutable lists reject: hand it an array
            chart.addSeries(row.label(), row.timeSamples().stream().mapToDouble(Double::doubleValue).toArray());
        }
        return chart;
    }

    private static CategoryChart bytesChart(Summary.Benchmark benchmark) {
        List<String> labels = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (Summary.Row row : benchmark.rows()) {
            if (row.bytesPerOp() != null) {
                labels.add(row.label());
                values.add(row.bytesPerOp());
            }
        }
        boolean cold = Kind.COLD_START.jsonName().equals(benchmark.kind());
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
                .title(benchmark.benchmark() + ": heap allocation" + (cold ? " (iteration 1)" : ""))
                .yAxisTitle("B/op (gc.alloc.rate.norm)")
                .build();
        style(chart.getStyler());
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setLabelsVisible(true);
        chart.getStyler().setXAxisLabelRotation(LABEL_ROTATION);
        chart.addSeries("B/op", labels, values);   // mutable lists (see timeChart)
        return chart;
    }

    private static XYChart allocatorChart(Summary.Allocator allocator) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title("Allocator study: time per allocation and free")
                .xAxisTitle("size (bytes, log scale)")
                .yAxisTitle("ns/op (log scale)")
                .build();
        style(chart.getStyler());
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        for (Summary.AllocatorSeries series : allocator.methods()) {
            // log axes cannot show zero or negative values
            List<Summary.AllocatorPoint> points =
                    series.points().stream().filter(p -> p.size() > 0 && p.meanNs() > 0).toList();
            if (points.isEmpty()) {
                continue;
            }
            chart.addSeries(series.method(), points.stream().mapToDouble(Summary.AllocatorPoint::size).toArray(),
                    points.stream().mapToDouble(Summary.AllocatorPoint::meanNs).toArray());
        }
        return chart;
    }

    private static void style(AxesChartStyler styler) {
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
        styler.setChartTitleBoxVisible(false);
        // plain grouped numbers (1,888,200) rather than XChart's 1.8882E6, as in the tables
        styler.setDecimalPattern("#,##0.##");
        styler.setYAxisDecimalPattern("#,##0.##");
    }

    private static void save(Chart<?, ?> chart, String relative, Map<String, byte[]> written) throws IOException {
        written.put(relative, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
    }
}
