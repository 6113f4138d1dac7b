package org.abistruct.schema;

import java.util.List;

/** The ids of the built-in C ABIs, under each of which a file read for every ABI is laid out. */
final class BuiltInBase {
    /** The ids of the built-in C ABIs. */
    static final List<String> IDS = List.of("x86_64-sysv", "x86_64-msvc", "aarch64", "aarch64-apple", "aarch64-msvc",
            "riscv64", "ppc64le", "s390x", "arm32", "i386-sysv", "i386-msvc", "packed", "network");

    private BuiltInBase() {
    }
}
