package org.abistruct.schema;

import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The clang targets and the built-in ABIs that lay out as they do, for parameterized clang conformance tests. */
final class ClangTargets {
    private ClangTargets() {
    }

    /**
     * The Linux targets of x86-64, i386 and AArch64 and the Windows targets of x86-64 and i386, each with its ABI id:
     * {@code @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")} gives a test (triple, abiId).
     */
    static Stream<Arguments> linuxAndWindows() {
        return Stream.of(
                Arguments.of("x86_64-linux-gnu", "x86_64-sysv"),
                Arguments.of("aarch64-linux-gnu", "aarch64"),
                Arguments.of("i386-linux-gnu", "i386-sysv"),
                Arguments.of("x86_64-pc-windows-msvc", "x86_64-msvc"),
                Arguments.of("i686-pc-windows-msvc", "i386-msvc"));
    }
}
