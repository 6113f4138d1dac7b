package org.abistruct.schema;

import java.util.List;
import java.util.regex.Pattern;
import org.abistruct.abi.CAbi;

/**
 * The built-in C ABI an ABI is, or derives from by {@link CAbi#withPack} or {@link CAbi#withByteOrder}: facts of a
 * target that {@code CAbi} does not hold (the C types of {@code int64_t} and {@code size_t}, {@link DataModel}) are
 * known for those only.
 */
final class BuiltInBase {
    /** The suffixes {@link CAbi#withPack} and {@link CAbi#withByteOrder} add to a built-in ABI's id. */
    private static final Pattern DERIVED = Pattern.compile("(-pack\\d+|-be|-le)+$");
    /** The ids of the built-in C ABIs. */
    static final List<String> IDS = List.of("x86_64-sysv", "x86_64-msvc", "aarch64", "aarch64-apple", "aarch64-msvc",
            "riscv64", "ppc64le", "s390x", "arm32", "i386-sysv", "i386-msvc", "packed", "network");

    private BuiltInBase() {
    }

    /** The id of the built-in ABI {@code abi} is or derives from, by its id ({@code x86_64-msvc-pack2}: {@code x86_64-msvc}). */
    static String idOf(CAbi abi) {
        return DERIVED.matcher(abi.id()).replaceFirst("");
    }
}
