package org.abistruct.schema;

import java.util.List;
import java.util.Optional;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;

/**
 * The struct and union types declared in one schema file, in declaration order.
 *
 * @param fileName               the file name the types were read from (used in error positions)
 * @param types                  every struct and union declared, in order of declaration; with, just before the first
 *                               type that uses it, each variant a GLSL matrix order made of a struct
 *                               ({@code row_major S})
 * @param uncheckedAssertions the static assertions the read could not check, in the file's order: read for every ABI,
 *                            those whose condition depends on the ABI
 *                            ({@code _Static_assert(sizeof(struct msg) == 24, "")}), which the file read for a C ABI
 *                            ({@link SchemaParser#parse(String, String, CommandLineMacros, org.abistruct.abi.CAbi)})
 *                            checks under it, as the CLI does for each C ABI it lays such a file out under; under any
 *                            read, those that hold what the schema does not evaluate ({@code sizeof} of an expression
 *                            with an operator, a function-like macro), which a compiler may take
 */
public record Schema(String fileName, List<StructType> types, List<UncheckedAssertion> uncheckedAssertions) {
    /** Copies the lists. */
    public Schema {
        types = List.copyOf(types);
        uncheckedAssertions = List.copyOf(uncheckedAssertions);
    }

    /**
     * A schema without static assertions left unchecked.
     *
     * @param fileName the file name the types were read from
     * @param types    every struct and union declared, in order of declaration
     */
    public Schema(String fileName, List<StructType> types) {
        this(fileName, types, List.of());
    }

    /**
     * A static assertion the read kept unchecked.
     *
     * @param position  where its {@code _Static_assert} or {@code static_assert} keyword is
     * @param condition its condition as written
     * @param reason    why the read could not evaluate it: what in it depends on the ABI, or what the schema does not
     *                  read
     */
    public record UncheckedAssertion(Position position, String condition, String reason) {
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
