package org.abistruct.schema;

import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.StdintTypes;

/**
 * The built-in C ABIs grouped by the C types {@code <stdint.h>} and {@code <stddef.h>} give their 64-bit and
 * pointer-sized names, as each target's compiler defines them ({@code __INT64_TYPE__}, {@code __SIZE_TYPE__}):
 * {@code int64_t} is {@code long} where {@code long} has 64 bits, except on Apple's targets, and {@code long long}
 * elsewhere; {@code size_t}, {@code intptr_t} and the like are {@code long} where pointers and {@code long} both
 * have 64 bits, {@code long long} on 64-bit Windows and {@code int} on 32-bit targets. C takes a typedef name declared
 * again only with the same type, so {@code typedef long I; typedef int64_t I;} is valid under some models only. Each is
 * one {@link StdintTypes}, which a C ABI holds ({@link CAbi#stdintTypes()}).
 */
enum DataModel {
    LP64(StdintTypes.LP64, List.of("x86_64-sysv", "aarch64", "riscv64", "ppc64le", "s390x", "packed", "network")),
    APPLE_LP64(StdintTypes.APPLE_LP64, List.of("aarch64-apple")),
    LLP64(StdintTypes.LLP64, List.of("x86_64-msvc", "aarch64-msvc")),
    ILP32(StdintTypes.ILP32, List.of("i386-sysv", "i386-msvc", "arm32"));

    /** The C types of the names, which {@link #of} finds the model by. */
    private final StdintTypes types;
    /** The ids of the ABIs of this model. */
    final List<String> abis;

    DataModel(StdintTypes types, List<String> abis) {
        this.types = types;
        this.abis = abis;
    }

    /** The model of {@code abi}, as its {@link CAbi#stdintTypes()} says; null where it does not know it. */
    static DataModel of(CAbi abi) {
        StdintTypes types = abi.stdintTypes().orElse(null);
        for (DataModel model : values()) {
            if (model.types == types) {
                return model;
            }
        }
        return null;
    }

    /** Whether {@code name} is one of the built-in names whose C type depends on the data model. */
    static boolean dependsOnIt(String name) {
        return LP64.typeOf(name) != null;
    }

    /** The C type of the built-in {@code name} under this model ({@code unsigned long}), or null for another name. */
    String typeOf(String name) {
        return switch (name) {
            case "int64_t" -> types.int64Type();
            case "uint64_t" -> "unsigned " + types.int64Type();
            case "intptr_t", "ptrdiff_t", "ssize_t" -> types.pointerSizedType();
            case "uintptr_t", "size_t" -> "unsigned " + types.pointerSizedType();
            // GNU mode(DI): the first of int, long, long long with 64 bits, as GCC and clang pick it
            case GnuMode.SIGNED_64 -> sixtyFourBitLong() ? "long" : "long long";
            case GnuMode.UNSIGNED_64 -> sixtyFourBitLong() ? "unsigned long" : "unsigned long long";
            default -> null;
        };
    }

    /** Whether {@code long} has 64 bits under this model. */
    private boolean sixtyFourBitLong() {
        return this == LP64 || this == APPLE_LP64;
    }

    /** The ids of the ABIs of {@code models}, for messages: {@code x86_64-msvc, aarch64-msvc}. */
    static String abis(Collection<DataModel> models) {
        return models.stream().flatMap(m -> m.abis.stream()).collect(Collectors.joining(", "));
    }
}
