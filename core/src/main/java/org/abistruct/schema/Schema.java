package org.abistruct.schema;

import java.util.List;
import java.util.Optional;
import org.abistruct.type.StructType;

/**
 * The struct and union types declared in one schema file, in declaration order.
 *
 * @param fileName the file name the types were read from (used in error positions)
 * @param types    every struct and union declared, in order of declaration; with, just before the first type
 *                 that uses it, each variant a GLSL matrix order made of a struct ({@code row_major S})
 */
public record Schema(String fileName, List<StructType> types) {
    /** Copies the types. */
    public Schema {
        types = List.copyOf(types);
    }

    /**
     * The type called {@code name}, if declared.
     *
     * @param name the struct or union's name, without {@code struct} or {@code union}
     * @return the first type of that name, or empty
     */
    public Optional<StructType> type(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst();
    }
}
