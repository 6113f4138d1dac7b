package org.abistruct.processor;

import java.util.List;

/**
 * The {@code @throws} tags of the generated factories that take memory or a count, one list per factory: what
 * {@code BoundLayout}'s checks that the factory calls throw ({@code checkWrappable} and {@code checkFits} for
 * {@code wrap}, {@code checkAddress} for {@code wrap(address)}, {@code arrayBytes} and {@code checkArrayFits} for
 * {@code wrapArray}), and nothing a factory does not check: a {@code byte[]} is never {@code NULL} nor freed.
 */
final class FactoryThrows {
    private FactoryThrows() {
    }

    private static final String NULL_SEGMENT = "@throws NullPointerException if {@code segment} is {@code null}";
    private static final String CLOSED = "@throws IllegalStateException if {@code segment}'s memory was freed when its"
            + " arena closed";
    /** {@code arrayBytes}: a negative count, or one whose bytes a {@code long} cannot count. */
    private static final String COUNT = "@throws IllegalArgumentException if {@code count} is negative or its structs'"
            + " bytes overflow a {@code long}";

    /** {@code wrap(segment)}: {@code checkWrappable} at offset 0, then {@code checkFits}. */
    static final List<String> WRAP_SEGMENT = List.of(NULL_SEGMENT,
            "@throws IllegalArgumentException if {@code segment} is a {@code NULL} pointer (native memory at address 0,"
                    + " which a C function returns for no struct) or {@link NativeMemory#EVERYTHING}, which starts at"
                    + " {@code NULL}",
            CLOSED,
            "@throws IndexOutOfBoundsException if {@code segment} has fewer bytes than the struct");

    /**
     * {@code wrap(segment, offset)}: {@code checkWrappable} refuses {@code NULL} only at offset 0, and in the address
     * space checks the offset as an address instead of the bounds.
     */
    static final List<String> WRAP_AT_OFFSET = List.of(NULL_SEGMENT,
            "@throws IllegalArgumentException if the struct would lie at address 0 ({@code NULL}): {@code offset} is 0"
                    + " in a {@code NULL} pointer (native memory at address 0, which a C function returns for no struct)"
                    + " or in {@link NativeMemory#EVERYTHING}, where {@code offset} is the address",
            CLOSED,
            "@throws IndexOutOfBoundsException if the struct's bytes at {@code offset} do not all lie in {@code segment}"
                    + " (a negative {@code offset} included), or in {@link NativeMemory#EVERYTHING} would run past"
                    + " {@code Long.MAX_VALUE} (a negative address included)");

    /** {@code wrap(buffer)}: the checks of {@code wrap(segment)} on the buffer's segment, which starts at its position. */
    static final List<String> WRAP_BUFFER = List.of(
            "@throws NullPointerException if {@code buffer} is {@code null}",
            "@throws IllegalArgumentException if {@code buffer}'s position is at native address 0 ({@code NULL})",
            "@throws IllegalStateException if {@code buffer}'s memory was freed when the arena it came from closed",
            "@throws IndexOutOfBoundsException if {@code buffer} has fewer bytes than the struct from its position to its"
                    + " limit");

    /** {@code wrap(bytes)}: {@code checkFits} alone. */
    static final List<String> WRAP_BYTES = List.of(
            "@throws NullPointerException if {@code bytes} is {@code null}",
            "@throws IndexOutOfBoundsException if {@code bytes} is shorter than the struct");

    /** {@code wrap(address)}: {@code checkAddress}. */
    static final List<String> WRAP_ADDRESS = List.of(
            "@throws IllegalArgumentException if {@code address} is 0 ({@code NULL})",
            "@throws IndexOutOfBoundsException if the struct at {@code address} would run past {@code Long.MAX_VALUE},"
                    + " where the memory Java can address ends (a negative {@code address} included)");

    /** {@code wrapArray(segment, count)}: {@code arrayBytes}, then {@code checkArrayFits}, which lets 0 structs be at NULL. */
    static final List<String> WRAP_ARRAY = List.of(NULL_SEGMENT, COUNT,
            "@throws IllegalArgumentException if {@code segment} is a {@code NULL} pointer (native memory at address 0,"
                    + " which a C function returns for none) and {@code count} is not 0, or {@link"
                    + " NativeMemory#EVERYTHING}, which starts at {@code NULL}",
            CLOSED,
            "@throws IndexOutOfBoundsException if {@code segment} has fewer bytes than {@code count} structs");

    /** The array factories that allocate: {@code arrayBytes} before the allocation. */
    static final List<String> ALLOCATE_ARRAY = List.of(COUNT);
}
