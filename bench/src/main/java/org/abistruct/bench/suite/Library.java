package org.abistruct.bench.suite;

/**
 * The library rows of every experiment, in the order the report lists them (LWJGL first, as the thesis's
 * tables). The method name of each row is the {@code @Benchmark} method name in the experiment classes.
 * AbiStruct's three rows are reported separately and never mixed.
 */
public enum Library {
    LWJGL("lwjgl", "LWJGL"),
    FFM("ffm", "FFM"),
    ABISTRUCT("abistruct", "AbiStruct (x86_64-msvc)"),
    ABISTRUCT_RUNTIME_ABI("abistructRuntimeAbi", "AbiStruct (run-time ABI)"),
    ABISTRUCT_STACK("abistructStack", "AbiStruct (stack)"),
    JNA("jna", "JNA");

    private final String method;
    private final String label;

    Library(String method, String label) {
        this.method = method;
        this.label = label;
    }

    /** The {@code @Benchmark} method name of this row. */
    public String method() {
        return method;
    }

    /** The row label in tables and plots. */
    public String label() {
        return label;
    }

    /** The row for a benchmark method name, or {@code null} when the method is not one of the library rows. */
    public static Library ofMethod(String method) {
        for (Library library : values()) {
            if (library.method.equals(method)) {
                return library;
            }
        }
        return null;
    }

    /** A row label for any method name: the library's label, or the method name itself. */
    public static String labelOf(String method) {
        Library library = ofMethod(method);
        return library == null ? method : library.label;
    }

    /** Sort key: known rows in enum order, unknown methods after them. */
    public static int orderOf(String method) {
        Library library = ofMethod(method);
        return library == null ? values().length : library.ordinal();
    }
}
