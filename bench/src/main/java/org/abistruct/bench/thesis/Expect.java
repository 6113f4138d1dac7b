package org.abistruct.bench.thesis;

/**
 * The read-back comparison of benchmark 2, the same for every library. Unlike the thesis's
 * {@code mustBeEquals(Object, Object)} it compares primitives, so that no library pays for boxing.
 */
public final class Expect {
    private Expect() {
    }

    public static void equal(long expected, long actual) {
        if (expected != actual) {
            throw mismatch(expected, actual);
        }
    }

    public static void equal(float expected, float actual) {
        if (Float.floatToRawIntBits(expected) != Float.floatToRawIntBits(actual)) {
            throw mismatch(expected, actual);
        }
    }

    public static void equal(double expected, double actual) {
        if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
            throw mismatch(expected, actual);
        }
    }

    private static IllegalStateException mismatch(Object expected, Object actual) {
        return new IllegalStateException("read back " + actual + ", wrote " + expected);
    }
}
