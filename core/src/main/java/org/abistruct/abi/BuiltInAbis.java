package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The built-in ABIs by id, with the data-model facts of each C target (layout-anchors.md B.8). */
final class BuiltInAbis {
    /**
     * x86 System V's vectors: GCC without AVX, as it compiles by default, aligns those of 32 and 64 bytes to 16, clang
     * to their size (GnuVectorSizeClangTest).
     */
    private static final VectorAlignment X86_SYSV_VECTORS = VectorAlignment.SIZE.withGccLimit(16);

    // each C ABI's data model, then its target's facts; plain char is unsigned (charSigned(false)) where clang and GCC
    // define __CHAR_UNSIGNED__ for the target
    static final CAbi X86_64_SYSV = CAbi.builder().id("x86_64-sysv")
            .charSigned(true).vaList(VaList.X86_64_SYSV).alignedDefault(16).vectorAlignment(X86_SYSV_VECTORS)
            .stdintTypes(StdintTypes.LP64).buildBuiltIn();
    static final CAbi X86_64_MSVC = CAbi.builder().id("x86_64-msvc").longSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.MICROSOFT)
            .charSigned(true).vaList(VaList.CHAR_POINTER).alignedDefault(16).vectorAlignment(VectorAlignment.SIZE)
            .stdintTypes(StdintTypes.LLP64).buildBuiltIn();
    static final CAbi AARCH64 = CAbi.builder().id("aarch64").bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS)
            .charSigned(false).vaList(VaList.AARCH64).alignedDefault(16).vectorAlignment(VectorAlignment.atMost(16))
            .stdintTypes(StdintTypes.LP64).buildBuiltIn();
    /** Windows on Arm: AArch64 with Microsoft's {@code long}, {@code long double}, bitfields, char and va_list. */
    static final CAbi AARCH64_MSVC = AARCH64.toBuilder().id("aarch64-msvc").longSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.MICROSOFT)
            .charSigned(true).vaList(VaList.CHAR_POINTER).stdintTypes(StdintTypes.LLP64).buildBuiltIn();
    /**
     * Apple's arm64 ABI: AArch64 with {@code long double} a plain {@code double}, and unnamed bitfields that
     * leave the struct's alignment alone (clang's Darwin targets do not follow AAPCS64 there); its char is signed.
     */
    static final CAbi AARCH64_APPLE = AARCH64.toBuilder().id("aarch64-apple").longDouble(8, 8)
            .bitfieldRule(BitfieldRule.ITANIUM)
            .charSigned(true).vaList(VaList.CHAR_POINTER).stdintTypes(StdintTypes.APPLE_LP64).buildBuiltIn();
    /** The LP64 Linux ports other than x86-64 and AArch64; IBM Z is big-endian, with 8-aligned long double. */
    static final CAbi RISCV64 = CAbi.builder().id("riscv64")
            .charSigned(false).vaList(VaList.VOID_POINTER).alignedDefault(16).vectorAlignment(VectorAlignment.SIZE)
            .stdintTypes(StdintTypes.LP64).buildBuiltIn();
    static final CAbi PPC64LE = CAbi.builder().id("ppc64le")
            .charSigned(false).vaList(VaList.CHAR_POINTER).alignedDefault(16).vectorAlignment(VectorAlignment.SIZE)
            .stdintTypes(StdintTypes.LP64).buildBuiltIn();
    // GCC for IBM Z aligns __int128 to 8, as the s390x ELF ABI does (clang 14 gives 16; Int128ClangTest), and vectors
    // over 8 bytes to 8, which clang does only with the vector facility (-march=z13; GnuVectorSizeClangTest)
    static final CAbi S390X = CAbi.builder().id("s390x").byteOrder(ByteOrder.BIG_ENDIAN).longDouble(16, 8)
            .int128Alignment(8)
            .charSigned(false).vaList(VaList.S390X).alignedDefault(8)
            .vectorAlignment(VectorAlignment.SIZE.withGccLimit(8)).stdintTypes(StdintTypes.LP64).buildBuiltIn();
    /** 32-bit Arm Linux (AAPCS, hard float): 8-aligned 64-bit integers and doubles, unlike i386. */
    static final CAbi ARM32 = CAbi.builder().id("arm32").longSize(4).pointerSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS)
            .charSigned(false).vaList(VaList.ARM).alignedDefault(8).vectorAlignment(VectorAlignment.atMost(8))
            .stdintTypes(StdintTypes.ILP32).buildBuiltIn();
    /**
     * i386 System V: double and long long are 4-aligned in structs, long double is 12 bytes; GCC -m32 without MMX
     * aligns an 8-byte integer vector to 4, clang to 8.
     */
    static final CAbi I386_SYSV = CAbi.builder().id("i386-sysv").longSize(4).pointerSize(4).longDouble(12, 4)
            .int64Alignment(4)
            .charSigned(true).vaList(VaList.CHAR_POINTER).alignedDefault(16)
            .vectorAlignment(X86_SYSV_VECTORS.withGccEightByteIntegers(4)).stdintTypes(StdintTypes.ILP32)
            .buildBuiltIn();
    static final CAbi I386_MSVC = CAbi.builder().id("i386-msvc").longSize(4).pointerSize(4).longDouble(8, 8)
            .bitfieldRule(BitfieldRule.MICROSOFT)
            .charSigned(true).vaList(VaList.CHAR_POINTER).alignedDefault(16).vectorAlignment(VectorAlignment.SIZE)
            .stdintTypes(StdintTypes.ILP32).buildBuiltIn();
    static final CAbi PACKED = X86_64_SYSV.toBuilder().id("packed").pack(1).buildBuiltIn();
    static final CAbi NETWORK = PACKED.toBuilder().id("network").byteOrder(ByteOrder.BIG_ENDIAN).buildBuiltIn();

    /** The C-family ABIs, made with this class: the native one is among them, and they share its classes. */
    private static final Map<String, Abi> C_BY_ID = indexById(List.of(X86_64_SYSV, X86_64_MSVC, AARCH64, AARCH64_APPLE,
            AARCH64_MSVC, RISCV64, PPC64LE, S390X, ARM32, I386_SYSV, I386_MSVC, PACKED, NETWORK));
    /** The GPU ABIs' ids, in table order, known without making the ABIs ({@link GpuAbis} does that). */
    private static final List<String> GPU_IDS = List.of("std140", "std430", "scalar", "opencl", "hlsl-cbuffer",
            "wgsl-uniform", "wgsl-storage", "metal");

    private BuiltInAbis() {
    }

    /**
     * The GPU ABIs, made on first use: a program whose structs only use C ABIs does not load their classes (each
     * class loaded from a jar costs start-up a fraction of a millisecond).
     */
    private static final class GpuAbis {
        static final Map<String, Abi> BY_ID = indexById(List.of(
                new GlslAbi("std140", GlslAbi.Rules.STD140),
                new GlslAbi("std430", GlslAbi.Rules.STD430),
                new GlslAbi("scalar", GlslAbi.Rules.SCALAR),
                new OpenClAbi("opencl"),
                new HlslCbufferAbi("hlsl-cbuffer"),
                new WgslAbi("wgsl-uniform", true),
                new WgslAbi("wgsl-storage", false),
                new MetalAbi("metal")));
    }

    /** The ABIs by id, in the order given. */
    private static Map<String, Abi> indexById(List<Abi> abis) {
        var map = new LinkedHashMap<String, Abi>();
        for (Abi abi : abis) {
            map.put(abi.id(), abi);
        }
        return Collections.unmodifiableMap(map);
    }

    static Abi byId(String id) {
        if ("native".equals(id)) {
            return nativeAbi();
        }
        Abi abi = C_BY_ID.get(id);
        if (abi == null && GPU_IDS.contains(id)) {
            abi = GpuAbis.BY_ID.get(id);
        }
        if (abi == null) {
            throw new IllegalArgumentException("unknown ABI '" + id + "' (known: " + String.join(", ", ids()) + ")");
        }
        return abi;
    }

    /** The built-in C ABI with this id (not {@code native}, which names one of them by platform), or null. */
    static CAbi cAbi(String id) {
        return C_BY_ID.get(id) instanceof CAbi c ? c : null;
    }

    /**
     * Refuses a {@code CAbi} built by a user with a built-in ABI's id but other settings: it would print, and fill
     * error messages, as an ABI it does not lay out as.
     */
    static void refuseLookAlike(CAbi abi) {
        String id = abi.id();
        Abi builtIn = C_BY_ID.get(id);
        if (builtIn == null && !"native".equals(id) && !GPU_IDS.contains(id) || abi.equals(builtIn)) {
            return;
        }
        throw new IllegalArgumentException("'" + id + "' is the id of a built-in ABI" + (builtIn == null ? ""
                : " with other settings") + "; give this C ABI an id of its own with CAbi.Builder.id(...)");
    }

    /** Every id {@link #byId} accepts, {@code native} included. */
    static List<String> ids() {
        var ids = new ArrayList<>(C_BY_ID.keySet());
        ids.add(ids.indexOf(I386_MSVC.id()) + 1, "native");
        ids.addAll(GPU_IDS);
        return List.copyOf(ids);
    }

    static List<Abi> all() {
        var all = new ArrayList<>(C_BY_ID.values());
        all.addAll(GpuAbis.BY_ID.values());
        return List.copyOf(all);
    }

    /** The C ABI of this JVM's platform, from {@code os.arch} and {@code os.name}. */
    static CAbi nativeAbi() {
        return forPlatform(System.getProperty("os.arch", ""), System.getProperty("os.name", ""));
    }

    /** The built-in C ABI of a platform named as the JDK's {@code os.arch} and {@code os.name} name it. */
    static CAbi forPlatform(String osArch, String osName) {
        String arch = osArch.toLowerCase(Locale.ROOT);
        String os = osName.toLowerCase(Locale.ROOT);
        boolean windows = os.startsWith("windows");
        return switch (arch) {
            case "amd64", "x86_64" -> windows ? X86_64_MSVC : X86_64_SYSV;
            case "x86", "i386", "i486", "i586", "i686" -> windows ? I386_MSVC : I386_SYSV;
            case "aarch64", "arm64" -> windows ? AARCH64_MSVC : os.contains("mac") ? AARCH64_APPLE : AARCH64;
            case "riscv64" -> RISCV64;
            case "ppc64le" -> PPC64LE;
            case "s390x" -> S390X;
            case "arm" -> ARM32;
            default -> throw new IllegalStateException("no built-in C ABI for os.arch=" + osArch + " os.name=" + osName
                    + "; build one with CAbi.builder()");
        };
    }
}
