package org.abistruct.bench.suite;

import java.util.Locale;

/**
 * What a benchmark class measures, read from its name suffix: the thesis's benchmark 1 ({@code *Allocate}),
 * benchmark 2 ({@code *WriteRead}) with its reference ({@code *Reference}), benchmark 3 ({@code *ColdStart})
 * and the allocator study ({@code AllocatorStudy}).
 */
public enum Kind {
    ALLOCATE("Allocate", "benchmark 1: allocate"),
    WRITE_READ("WriteRead", "benchmark 2: allocate, write, read back"),
    REFERENCE("Reference", "reference of benchmark 2: allocate the same structs only"),
    COLD_START("ColdStart", "benchmark 3: cold start (first invocation in a fresh JVM)"),
    ALLOCATOR("AllocatorStudy", "allocator study");

    private final String suffix;
    private final String description;

    Kind(String suffix, String description) {
        this.suffix = suffix;
        this.description = description;
    }

    /** The class-name suffix, e.g. {@code WriteRead}. */
    public String suffix() {
        return suffix;
    }

    public String description() {
        return description;
    }

    /** Steady-state kinds run in AverageTime mode with warm-up; cold start and the allocator study do not. */
    public boolean steady() {
        return this == ALLOCATE || this == WRITE_READ || this == REFERENCE;
    }

    /** The lower-case name used in summary.json. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The kind of a benchmark class by its simple name; {@code null} when the name has no known suffix. */
    public static Kind ofClass(String simpleName) {
        for (Kind kind : values()) {
            if (simpleName.endsWith(kind.suffix)) {
                return kind;
            }
        }
        return null;
    }
}
