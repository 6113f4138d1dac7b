package org.abistruct.schema;

import java.util.regex.Pattern;
import org.abistruct.abi.CAbi;

/**
 * The built-in C ABI an ABI is, or derives from by {@link CAbi#withPack} or {@link CAbi#withByteOrder}: facts of a
 * target that {@code CAbi} does not hold (its {@code va_list}, its default alignment) are known for those only.
 */
final class BuiltInBase {
    /** The suffixes {@link CAbi#withPack} and {@link CAbi#withByteOrder} add to a built-in ABI's id. */
    private static final Pattern DERIVED = Pattern.compile("(-pack\\d+|-be|-le)+$");

    private BuiltInBase() {
    }

    /** The id of the built-in ABI {@code abi} is or derives from, by its id ({@code x86_64-msvc-pack2}: {@code x86_64-msvc}). */
    static String idOf(CAbi abi) {
        return DERIVED.matcher(abi.id()).replaceFirst("");
    }
}
