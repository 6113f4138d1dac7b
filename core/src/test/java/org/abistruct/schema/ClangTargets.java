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

    /**
     * Every built-in C ABI with the clang target docs/abis.md names for it: {@link #linuxAndWindows()}, then Apple's
     * and Windows' AArch64, RISC-V, POWER, IBM Z and 32-bit Arm.
     */
    static Stream<Arguments> everyCAbi() {
        return Stream.concat(linuxAndWindows(), Stream.of(
                Arguments.of("arm64-apple-macos", "aarch64-apple"),
                Arguments.of("aarch64-pc-windows-msvc", "aarch64-msvc"),
                Arguments.of("riscv64-linux-gnu", "riscv64"),
                Arguments.of("powerpc64le-linux-gnu", "ppc64le"),
                Arguments.of("s390x-linux-gnu", "s390x"),
                Arguments.of("armv7a-linux-gnueabihf", "arm32")));
    }

    /**
     * {@link #everyCAbi()}, then {@code packed} and {@code network}, which lay out as x86-64 Linux under
     * {@code #pragma pack(1)}: a test gets (triple, abiId, the pragma to put before its source, '' for none).
     */
    static Stream<Arguments> everyCAbiAndPacked() {
        return Stream.concat(everyCAbi().map(a -> Arguments.of(a.get()[0], a.get()[1], "")),
                Stream.of(Arguments.of("x86_64-linux-gnu", "packed", "#pragma pack(1)\n"),
                        Arguments.of("x86_64-linux-gnu", "network", "#pragma pack(1)\n")));
    }

    /**
     * The targets whose clang reads {@code __declspec}: the Windows targets of x86-64, i386 and AArch64, and the Linux
     * targets of x86-64 and AArch64 with {@code -fdeclspec}, each with that option ('' for none) and its ABI id:
     * {@code @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")} gives a test (triple, option, abiId).
     */
    static Stream<Arguments> withDeclspec() {
        return Stream.of(
                Arguments.of("x86_64-pc-windows-msvc", "", "x86_64-msvc"),
                Arguments.of("i686-pc-windows-msvc", "", "i386-msvc"),
                Arguments.of("aarch64-pc-windows-msvc", "", "aarch64-msvc"),
                Arguments.of("x86_64-linux-gnu", "-fdeclspec", "x86_64-sysv"),
                Arguments.of("aarch64-linux-gnu", "-fdeclspec", "aarch64"));
    }
}
