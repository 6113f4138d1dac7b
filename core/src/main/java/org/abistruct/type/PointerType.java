package org.abistruct.type;

/**
 * A pointer ({@code T *}). Its size is the ABI's pointer size; the pointee is named, not resolved, so a
 * struct may point to itself or to a type declared later.
 *
 * @param target the pointee's spelling, for example {@code struct Node} or {@code float}
 */
public record PointerType(String target) implements DataType {
    /**
     * Checks the pointee's spelling.
     *
     * @throws IllegalArgumentException if {@code target} is {@code null} or blank
     */
    public PointerType {
        if (target == null || target.isBlank()) {
            throw new IllegalArgumentException("pointer target is empty");
        }
    }

    @Override
    public String typeName() {
        return target + " *";
    }
}
