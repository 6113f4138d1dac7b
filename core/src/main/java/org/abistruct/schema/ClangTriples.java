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
    /** The wire formats: pack(1) over x86-64 Linux, but a wire format's header is the user's to preprocess. */
    private static final String[] NO_TARGET = {"packed", "network"};

    private ClangTriples() {
    }

    /**
     * The {@code -target} option for {@code abi}, with a space after it: that of the built-in ABI whose data model and
     * target facts (docs/abis.md) {@code abi} has, its pack and byte order aside, as one derived by {@code withPack} or
     * {@code withByteOrder} ({@code x86_64-msvc-pack2}) or copied under an id of the user's own has them; "" for
     * {@code null} (read for every ABI), for {@code packed} and {@code network} and what is derived from them, and for an
     * ABI whose facts are no built-in ABI's (one built without them), which no target can be claimed for.
     */
    static String targetOption(CAbi abi) {
        if (abi == null || derivedFromWireFormat(abi.id())) {
            return "";
        }
        for (Map.Entry<String, String> e : BY_ABI.entrySet()) {
            if (hasFactsOf(abi, CAbi.of(e.getKey()))) {
                return "-target " + e.getValue() + " ";
            }
        }
        return "";
    }

    private static boolean derivedFromWireFormat(String id) {
        for (String wire : NO_TARGET) {
            if (id.equals(wire) || id.startsWith(wire + "-")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code abi} has {@code builtIn}'s data model and each of its target facts, which every built-in C ABI
     * knows and no two share: a fact {@code abi} does not know does not match.
     */
    private static boolean hasFactsOf(CAbi abi, CAbi builtIn) {
        return abi.laysOutAs(builtIn.withPack(abi.pack()).withByteOrder(abi.byteOrder()))
                && abi.charSigned().equals(builtIn.charSigned()) && abi.vaList().equals(builtIn.vaList())
                && abi.alignedDefault().equals(builtIn.alignedDefault())
                && abi.vectorAlignment().equals(builtIn.vectorAlignment())
                && abi.stdintTypes().equals(builtIn.stdintTypes());
    }
}
