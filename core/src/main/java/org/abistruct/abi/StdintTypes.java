package org.abistruct.abi;

/**
 * The C types a target's {@code <stdint.h>} and {@code <stddef.h>} give {@code int64_t} and the pointer-sized names
 * ({@code intptr_t}, {@code ptrdiff_t}, {@code ssize_t}, and unsigned {@code uintptr_t}, {@code size_t}), as its
 * compiler defines them ({@code __INT64_TYPE__}, {@code __INTPTR_TYPE__}, {@code __PTRDIFF_TYPE__},
 * {@code __SIZE_TYPE__}; {@link CAbi#stdintTypes()}). C takes a typedef name declared again only with the same type,
 * so {@code typedef long T; typedef int64_t T;} compiles for some targets only.
 */
public enum StdintTypes {
    /** {@code long} for both: x86-64 System V and the other LP64 Linux ports. */
    LP64("long", "long"),
    /** {@code int64_t} is {@code long long}, the pointer-sized names {@code long}: Apple's 64-bit targets. */
    APPLE_LP64("long long", "long"),
    /** {@code long long} for both: 64-bit Windows. */
    LLP64("long long", "long long"),
    /** {@code int64_t} is {@code long long}, the pointer-sized names {@code int}: 32-bit targets. */
    ILP32("long long", "int");

    private final String int64Type;
    private final String pointerSizedType;

    StdintTypes(String int64Type, String pointerSizedType) {
        this.int64Type = int64Type;
        this.pointerSizedType = pointerSizedType;
    }

    /** {@return the C type of {@code int64_t}: {@code long} or {@code long long}} */
    public String int64Type() {
        return int64Type;
    }

    /**
     * {@return the C type of {@code intptr_t}, {@code ptrdiff_t} and {@code ssize_t}: {@code int}, {@code long} or
     * {@code long long}}
     */
    public String pointerSizedType() {
        return pointerSizedType;
    }

    /** Whether the types have the sizes a data model needs: {@code int64_t} 8 bytes, {@code intptr_t} a pointer's. */
    boolean fits(int longSize, int pointerSize) {
        return sizeOf(int64Type, longSize) == 8 && sizeOf(pointerSizedType, longSize) == pointerSize;
    }

    private static int sizeOf(String type, int longSize) {
        return switch (type) {
            case "int" -> 4;
            case "long" -> longSize;
            default -> 8;
        };
    }
}
