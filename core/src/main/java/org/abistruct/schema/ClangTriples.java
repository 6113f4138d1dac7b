package org.abistruct.schema;

import java.util.Map;
import org.abistruct.abi.CAbi;

/**
 * The clang target of each built-in C ABI, as docs/abis.md names it, for the preprocessing command an error suggests: a
 * header read for AArch64 must be preprocessed for AArch64 too, or its {@code #ifdef __aarch64__} branches are those of
 * the machine the user is on.
 */
final class ClangTriples {
    private static final Map<String, String> BY_ABI = Map.ofEntries(
            Map.entry("x86_64-sysv", "x86_64-linux-gnu"),
            Map.entry("x86_64-msvc", "x86_64-pc-windows-msvc"),
            Map.entry("aarch64", "aarch64-linux-gnu"),
            Map.entry("aarch64-apple", "arm64-apple-macos"),
            Map.entry("aarch64-msvc", "aarch64-pc-windows-msvc"),
            Map.entry("riscv64", "riscv64-linux-gnu"),
            Map.entry("ppc64le", "powerpc64le-linux-gnu"),
            Map.entry("s390x", "s390x-linux-gnu"),
            Map.entry("arm32", "armv7a-linux-gnueabihf"),
            Map.entry("i386-sysv", "i386-linux-gnu"),
            Map.entry("i386-msvc", "i686-pc-windows-msvc"));

    private ClangTriples() {
    }

    /**
     * The {@code -target} option for {@code abi}, with a space after it: that of the built-in ABI whose id {@code abi}'s
     * begins with, as one derived by {@code withPack} or {@code withByteOrder} does ({@code x86_64-msvc-pack2}); "" for
     * {@code null} (read for every ABI) and for an ABI of no known target ({@code packed}, {@code network}, one built
     * from scratch).
     */
    static String targetOption(CAbi abi) {
        if (abi == null) {
            return "";
        }
        String id = abi.id();
        String base = null;
        for (String known : BY_ABI.keySet()) {
            boolean derived = id.equals(known) || id.startsWith(known + "-");
            if (derived && (base == null || known.length() > base.length())) {
                base = known; // aarch64-apple, not aarch64
            }
        }
        return base == null ? "" : "-target " + BY_ABI.get(base) + " ";
    }
}
