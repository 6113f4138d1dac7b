package org.abistruct.bench.suite;

import java.util.Locale;

/** Number and duration formatting shared by the progress line, the plan and the report. */
public final class Formats {
    private Formats() {
    }

    /** {@code 7:30}, {@code 1:02:03}: a duration for progress lines. */
    public static String clock(double seconds) {
        long total = Math.max(0, Math.round(seconds));
        long hours = total / 3600;
        long minutes = total / 60 % 60;
        long secs = total % 60;
        return hours > 0
                ? String.format(Locale.ROOT, "%d:%02d:%02d", hours, minutes, secs)
                : String.format(Locale.ROOT, "%d:%02d", minutes, secs);
    }

    /** {@code 11 min 22 s}, {@code 37.1 hours}: a duration for the plan. */
    public static String duration(double seconds) {
        if (seconds >= 3 * 3600) {
            return String.format(Locale.ROOT, "%.1f hours", seconds / 3600);
        }
        long total = Math.round(seconds);
        if (total >= 3600) {
            return String.format(Locale.ROOT, "%d h %02d min", total / 3600, total / 60 % 60);
        }
        return String.format(Locale.ROOT, "%d min %02d s", total / 60, total % 60);
    }

    /** {@code 0.5 s}, {@code 1 s}. */
    public static String seconds(double seconds) {
        return (seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds)) + " s";
    }

    /**
     * A measurement for a table: thousands separators and no decimals from 100 on (as the thesis's tables),
     * three significant digits below; an en dash for a missing value.
     */
    public static String number(Double value) {
        if (value == null || value.isNaN()) {
            return "–";
        }
        double abs = Math.abs(value);
        if (abs >= 100 || abs == 0) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (abs >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (abs >= 0.01) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        return String.format(Locale.ROOT, "%.1e", value);
    }

    /** A ratio with two decimals (two significant digits below 0.01), or an en dash. */
    public static String ratio(Double value) {
        if (value == null || value.isNaN()) {
            return "–";
        }
        double abs = Math.abs(value);
        return abs == 0 || abs >= 0.01 ? String.format(Locale.ROOT, "%.2f", value)
                : String.format(Locale.ROOT, "%.1e", value);
    }

    /** Bytes per operation, rounded to whole bytes as in the thesis's tables (GC noise reads as 0). */
    public static String bytes(Double value) {
        return value == null || value.isNaN() ? "–" : String.format(Locale.ROOT, "%,.0f", value);
    }

    /** A B/op ratio with two decimals: sub-byte allocation is GC profiler noise, not worth more digits. */
    public static String bytesRatio(Double value) {
        return value == null || value.isNaN() ? "–" : String.format(Locale.ROOT, "%.2f", value);
    }
}
