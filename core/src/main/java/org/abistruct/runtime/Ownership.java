package org.abistruct.runtime;

/** Who frees a view's memory, which decides what {@code free()} may do. */
public enum Ownership {
    /**
     * Memory the user handed in (a segment, buffer or address), or another view's (a nested struct, an array element):
     * the view never frees it.
     */
    BORROWED("it borrows its memory (wrapped, or a nested struct or array element of another view) and never frees it"),
    /** From {@code malloc}/{@code calloc}: the view frees it with {@code free()}. */
    MALLOC(null),
    /**
     * From {@code malloc} with a Cleaner that frees it once neither the view nor anything taken from it (nested
     * views, array elements, {@code segment()}) is reachable, or on {@code free()}.
     */
    MANAGED(null),
    /** From a {@link org.abistruct.memory.MemoryStack} frame: released when the frame closes. */
    STACK("stack memory is released when its frame closes"),
    /** From an {@link java.lang.foreign.Arena} or {@link java.lang.foreign.SegmentAllocator}: released by it. */
    ARENA("its memory came from an Arena or SegmentAllocator, which releases it (an Arena when it closes)"),
    /** Already freed. */
    FREED("it was already freed");

    private final String whyNotFreeable;

    Ownership(String whyNotFreeable) {
        this.whyNotFreeable = whyNotFreeable;
    }

    /** Why {@code free()} is refused, or {@code null} when it is allowed. */
    String whyNotFreeable() {
        return whyNotFreeable;
    }
}
