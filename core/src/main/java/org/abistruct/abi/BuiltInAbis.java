package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The built-in ABIs by id, with the data-model facts of each C target (layout-anchors.md B.8). */
final class BuiltInAbis {
    static final CAbi X86_64_SYSV = CAbi.builder().id("x86_64-sysv").build();
    static final CAbi X86_64_MSVC = CAbi.builder().id("x86_64-msvc").longSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.MICROSOFT).build();
    static final CAbi AARCH64 = CAbi.builder().id("aarch64")
            .bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS).build();
    /** i386 System V: double and long long are 4-aligned in structs, long double is 12 bytes. */
    static final CAbi I386_SYSV = CAbi.builder().id("i386-sysv").longSize(4).pointerSize(4).longDouble(12, 4)
            .int64Alignment(4).build();
    static final CAbi I386_MSVC = CAbi.builder().id("i386-msvc").longSize(4).pointerSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.MICROSOFT).build();
    static final CAbi PACKED = X86_64_SYSV.toBuilder().id("packed").pack(1).build();
    static final CAbi NETWORK = PACKED.toBuilder().id("network").byteOrder(ByteOrder.BIG_ENDIAN).build();

    private static final Map<String, Abi> BY_ID = new LinkedHashMap<>();

    static {
        for (Abi abi : List.of(X86_64_SYSV, X86_64_MSVC, AARCH64, I386_SYSV, I386_MSVC, PACKED, NETWORK,
                new GlslAbi("std140", GlslAbi.Rules.STD140),
                new GlslAbi("std430", GlslAbi.Rules.STD430),
                new GlslAbi("scalar", GlslAbi.Rules.SCALAR),
                new OpenClAbi("opencl"),
                new HlslCbufferAbi("hlsl-cbuffer"),
                new WgslAbi("wgsl-uniform", true),
                new WgslAbi("wgsl-storage", false),
                new MetalAbi("metal"))) {
            BY_ID.put(abi.id(), abi);
        }
    }

    private BuiltInAbis() {
    }

    static Abi byId(String id) {
        if ("native".equals(id)) {
            return nativeAbi();
        }
        Abi abi = BY_ID.get(id);
        if (abi == null) {
            throw new IllegalArgumentException("unknown ABI '" + id + "' (known: " + String.join(", ", ids()) + ")");
        }
        return abi;
    }

    /** Every id {@link #byId} accepts, {@code native} included. */
    static List<String> ids() {
        var ids = new java.util.ArrayList<>(BY_ID.keySet());
        ids.add(5, "native");
        return List.copyOf(ids);
    }

    static List<Abi> all() {
        return List.copyOf(BY_ID.values());
    }

    /** The C ABI of this JVM's platform, from {@code os.name} and {@code os.arch}. */
    static CAbi nativeAbi() {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        boolean windows = os.startsWith("windows");
        return switch (arch) {
            case "amd64", "x86_64" -> windows ? X86_64_MSVC : X86_64_SYSV;
            case "x86", "i386", "i486", "i586", "i686" -> windows ? I386_MSVC : I386_SYSV;
            // Apple's arm64 ABI makes long double a plain double
            case "aarch64", "arm64" -> os.contains("mac") ? AARCH64.toBuilder().id("aarch64-apple").longDouble(8, 8).build()
                    : AARCH64;
            default -> throw new IllegalStateException("no built-in C ABI for os.arch=" + arch + " os.name=" + os
                    + "; build one with CAbi.builder()");
        };
    }
}
