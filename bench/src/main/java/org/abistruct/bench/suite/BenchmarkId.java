package org.abistruct.bench.suite;

/**
 * One {@code @Benchmark} method of the suite: its class's simple name (in package
 * {@value #PACKAGE}) and its method name. The short name {@code E1Allocate.lwjgl} is what {@code --only}
 * matches, what progress lines show and what the raw result files are called.
 */
public record BenchmarkId(String className, String method) {

    /** The package of the lead's experiment classes. */
    public static final String PACKAGE = "org.abistruct.bench.experiments";

    /** From a JMH benchmark name {@code org.abistruct.bench.experiments.E1Allocate.lwjgl}. */
    public static BenchmarkId ofJmhName(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        int type = benchmark.lastIndexOf('.', method - 1);
        if (method < 0 || type < 0) {
            throw new IllegalArgumentException("not a JMH benchmark name: " + benchmark);
        }
        return new BenchmarkId(benchmark.substring(type + 1, method), benchmark.substring(method + 1));
    }

    public String shortName() {
        return className + "." + method;
    }

    public String jmhName() {
        return PACKAGE + "." + shortName();
    }

    /** JMH's include pattern for exactly this method (JMH matches includes with {@code find()}). */
    public String includeRegex() {
        return "^" + jmhName().replace(".", "\\.") + "$";
    }

    /** The kind by class-name suffix; {@code null} for a class outside the suite's naming. */
    public Kind kind() {
        return Kind.ofClass(className);
    }

    /** The experiment number 1-3 from the {@code E<n>} prefix, or 0 (the allocator study). */
    public int experiment() {
        if (className.length() > 1 && className.charAt(0) == 'E' && Character.isDigit(className.charAt(1))) {
            return Character.digit(className.charAt(1), 10);
        }
        return 0;
    }
}
