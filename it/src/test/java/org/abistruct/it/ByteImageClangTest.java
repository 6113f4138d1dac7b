package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.Arena;
import java.lang.foreign.ValueLayout;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.layout.StructLayout;
import org.abistruct.memory.MemoryStack;
import org.abistruct.runtime.MemoryView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bytes the generated setters write, under every built-in C ABI, against the bytes clang gives a static object of
 * the same struct on that ABI's target, without running any code of the target. Seeded random {@code @Struct}
 * declarations ({@link RandomStructs}) are compiled once with javac and the processor. Then, for each ABI, Java fills
 * a zeroed view of each struct under that ABI through the generated setters ({@link StructFiller}: scalar, bulk,
 * element, component and range-checked setters, views from {@code calloc}, a stack frame, an arena, a {@code byte[]}
 * or a buffer, all zeroed first, so that padding is zero as in C) and takes its bytes; a C file defines, per struct, a
 * {@code const} object initialised with the same values ({@link CStaticObjects}), in a section of its own; it is
 * compiled once with {@code clang -c -target T -ffreestanding} (no libc, no linking), and {@code llvm-objdump -s}
 * gives each section's bytes ({@link ObjectFileSections}: ELF, COFF and Mach-O alike). The two must agree byte for
 * byte, and a difference names the ABI, the struct, the member or array element that holds the byte (through the
 * layout, {@link MemberAtOffset}) and both byte strings.
 *
 * <p>The targets are the C ABIs' oracles in docs/abis.md. {@code packed} is {@code #pragma pack(1)} on
 * {@code x86_64-linux-gnu}, whose data model it has; {@code network} is {@code #pragma pack(1)} on
 * {@code aarch64_be-linux-gnu}, big-endian with the same sizes ({@code long} and pointers 8 bytes), chosen over
 * {@code s390x-linux-gnu} (big-endian LP64 too) because clang 14 has {@code _Float16} there.
 *
 * <p>Where clang has no {@code _Float16} for the target (its {@code __FLT16_MAX__} undefined; with clang 14:
 * {@code x86_64-sysv}, {@code x86_64-msvc}, {@code i386-sysv}, {@code i386-msvc}, {@code ppc64le}, {@code s390x} and
 * {@code packed}), the {@code float16_t} members are left out for that target only ({@link WithoutFloat16}), and the
 * test asserts that structs remain. Where the ABI makes {@code long} (Windows, 32-bit) or {@code size_t},
 * {@code intptr_t} and pointers (32-bit) 4 bytes, their values fit in 4 bytes, as the views require.
 *
 * <p>{@code -Dabistruct.it.seed=N} and {@code -Dabistruct.it.byteImageStructs=N} vary the corpus.
 */
@Tag("conformance")
class ByteImageClangTest {
    private static final long SEED = Long.getLong("abistruct.it.seed", 0x5EED_AB15L);
    private static final int COUNT = Integer.getInteger("abistruct.it.byteImageStructs", 200);
    private static final String PACKAGE = "gen";

    /** A C ABI, the clang target whose static objects are its oracle, and whether the structs are packed there. */
    record Target(String abi, String triple, boolean pack1) {
        @Override
        public String toString() {
            return abi + " (clang -target " + triple + (pack1 ? ", #pragma pack(1)" : "") + ")";
        }
    }

    static final List<Target> TARGETS = List.of(
            new Target("x86_64-sysv", "x86_64-linux-gnu", false),
            new Target("x86_64-msvc", "x86_64-pc-windows-msvc", false),
            new Target("aarch64", "aarch64-linux-gnu", false),
            new Target("aarch64-apple", "arm64-apple-macos", false),
            new Target("aarch64-msvc", "aarch64-pc-windows-msvc", false),
            new Target("riscv64", "riscv64-linux-gnu", false),
            new Target("ppc64le", "powerpc64le-linux-gnu", false),
            new Target("s390x", "s390x-linux-gnu", false),
            new Target("arm32", "armv7a-linux-gnueabihf", false),
            new Target("i386-sysv", "i386-linux-gnu", false),
            new Target("i386-msvc", "i686-pc-windows-msvc", false),
            new Target("packed", "x86_64-linux-gnu", true),
            new Target("network", "aarch64_be-linux-gnu", true));

    /** Views whose memory starts zeroed (no {@code malloc}); see {@link CRoundTripTest#allocate}. */
    private static final String[] ZEROED = {"calloc", "callocManaged", "stack", "arena", "segment", "bytes",
        "heapBuffer", "directBuffer", "address"};

    @TempDir
    static Path work;
    private static List<StructDecl> structs;
    private static List<StructDecl> withoutFloat16;
    private static URLClassLoader loader;

    @BeforeAll
    static void compileTheRecords() throws Exception {
        for (String tool : List.of("clang", "llvm-objdump")) {
            if (!Oracle.onPath(tool)) {
                Oracle.unavailable(tool + " is not on PATH (install the Debian packages clang and llvm)");
            }
        }
        structs = RandomStructs.generate(SEED, COUNT);
        withoutFloat16 = WithoutFloat16.of(structs);
        Path src = work.resolve("src").resolve(PACKAGE);
        Files.createDirectories(src);
        var all = new ArrayList<>(structs);
        all.addAll(WithoutFloat16.twinsOnly(structs));
        for (StructDecl s : all) {
            Files.writeString(src.resolve(s.recordName() + ".java"), RandomStructs.javaSource(PACKAGE, s));
        }
        long t0 = System.nanoTime();
        InTestCompiler.compile(work.resolve("src"), work.resolve("classes"), work.resolve("generated"), List.of());
        System.out.printf("C byte images: javac and the processor compiled %d records in %d ms%n", all.size(),
                (System.nanoTime() - t0) / 1_000_000);
        loader = InTestCompiler.loader(work.resolve("classes"));
    }

    @AfterAll
    static void closeLoader() throws Exception {
        if (loader != null) {
            loader.close();
        }
    }

    static Stream<Target> targets() {
        return TARGETS.stream();
    }

    @Test
    void everyBuiltInCAbiHasATarget() {
        var cAbis = new LinkedHashSet<String>();
        Abi.builtIns().stream().filter(a -> a instanceof CAbi).forEach(a -> cAbis.add(a.id()));
        assertThat(TARGETS.stream().map(Target::abi).toList()).containsExactlyInAnyOrderElementsOf(cAbis);
    }

    /** The {@code float16_t} setters meet clang's bytes somewhere: on AArch64, whose clang has had {@code _Float16} since clang 6. */
    @Test
    void float16IsComparedOnSomeTarget() throws Exception {
        Target aarch64 = TARGETS.stream().filter(t -> t.abi().equals("aarch64")).findFirst().orElseThrow();
        assertThat(hasFloat16(Files.createDirectories(work.resolve("float16")), aarch64))
                .as("clang has _Float16 for %s", aarch64).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void javaWritesTheBytesOfClangsStaticObjects(Target target) throws Exception {
        long t0 = System.nanoTime();
        Path dir = Files.createDirectories(work.resolve(target.abi()));
        boolean float16 = hasFloat16(dir, target);
        List<StructDecl> corpus = float16 ? structs : withoutFloat16;
        assertThat(corpus).as("structs left for %s without float16_t", target).isNotEmpty();
        CAbi abi = (CAbi) Abi.of(target.abi());

        // Java: every struct filled through its generated setters in zeroed memory
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, byte[]> javaBytes = new LinkedHashMap<>();
        Map<String, StructLayout> layouts = new LinkedHashMap<>();
        var filler = new StructFiller(SEED ^ target.abi().hashCode(), abi.longSize(), abi.pointerSize());
        var kinds = new SplittableRandom(SEED ^ target.triple().hashCode());
        try (Arena arena = Arena.ofConfined()) {
            for (StructDecl s : corpus) {
                Class<?> type = loader.loadClass(PACKAGE + "." + s.name());
                StructLayout layout = (StructLayout) type.getMethod("layout", Abi.class).invoke(null, abi);
                layouts.put(s.name(), layout);
                String how = ZEROED[kinds.nextInt(ZEROED.length)];
                try (var frame = MemoryStack.push()) {
                    MemoryView view = CRoundTripTest.allocate(type, how, abi, layout.byteSize(), frame, arena);
                    filler.fill(view, s, s.name() + ".", values);
                    javaBytes.put(s.name(), view.segment().toArray(ValueLayout.JAVA_BYTE));
                    if (how.startsWith("calloc")) {
                        view.free();
                    }
                }
            }
        }
        long t1 = System.nanoTime();

        // clang: the same values as static objects, one section each
        Path source = dir.resolve("objects.c");
        Files.writeString(source, CStaticObjects.source(corpus, values, target.pack1()));
        List<String> cc = List.of("clang", "-target", target.triple(), "-std=gnu11", "-ffreestanding", "-w", "-c",
                "-o", "objects.o", source.toString());
        Oracle.run(dir, cc, 300).orFail(cc);
        Map<String, byte[]> sections = ObjectFileSections.read(dir, dir.resolve("objects.o"));
        long t2 = System.nanoTime();

        List<String> mismatches = new ArrayList<>();
        long bytes = 0;
        int members = 0;
        for (StructDecl s : corpus) {
            byte[] java = javaBytes.get(s.name());
            byte[] clang = sections.get(CStaticObjects.section(s));
            if (clang == null) {
                mismatches.add(target.abi() + " " + s.name() + ": the object file has no section " + CStaticObjects.section(s));
                continue;
            }
            String difference = difference(layouts.get(s.name()), java, clang);
            if (difference != null) {
                mismatches.add(target.abi() + " " + s.name() + ": " + difference + "\nJava declaration:\n"
                        + RandomStructs.javaSource(PACKAGE, s));
            }
            bytes += java.length;
            members += s.members().size();
        }
        assertThat(mismatches).as("%s: %d of %d structs differ between Java's bytes (expected) and clang's (actual);"
                + " first ones:\n%s", target, mismatches.size(), corpus.size(),
                String.join("\n", mismatches.stream().limit(3).toList())).isEmpty();
        assertThat(bytes).as("bytes compared").isPositive();
        System.out.printf("C byte images, %s: %d structs%s, %d members, %d values, %d bytes agree with clang"
                + " (seed %d; Java %d ms, clang and llvm-objdump %d ms, in all %d ms)%n", target, corpus.size(),
                float16 ? "" : " (float16_t left out: no _Float16)", members, values.size(), bytes, SEED,
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (System.nanoTime() - t0) / 1_000_000);
    }

    /** Whether clang has {@code _Float16} for the target: its predefined {@code __FLT16_MAX__}. */
    private static boolean hasFloat16(Path dir, Target target) throws Exception {
        List<String> cmd = List.of("clang", "-target", target.triple(), "-ffreestanding", "-dM", "-E", "-x", "c",
                "/dev/null");
        String macros = Oracle.run(dir, cmd, 60).orFail(cmd).stdout();
        // a dump without clang's usual macros would read as "no _Float16" and leave float16_t out unseen
        assertThat(macros).as("clang's predefined macros for %s", target.triple()).contains("#define __INT_MAX__ ");
        return macros.contains("#define __FLT16_MAX__ ");
    }

    /**
     * What differs between Java's bytes and clang's, member by member (the first eight), with both byte strings of
     * each and of the whole struct; null when nothing does.
     */
    static String difference(StructLayout layout, byte[] java, byte[] clang) {
        var b = new StringBuilder();
        if (java.length != clang.length) {
            b.append("Java wrote ").append(java.length).append(" bytes, clang's object has ").append(clang.length);
        }
        int shown = 0;
        long next = 0;
        for (int i = 0; i < Math.min(java.length, clang.length); i++) {
            if (java[i] == clang[i] || i < next) {
                continue;
            }
            MemberAtOffset at = MemberAtOffset.of(layout, i);
            next = at.end();
            if (shown++ < 8) {
                b.append("\n  ").append(at).append(": Java ").append(hex(java, at.start(), at.end()))
                        .append(", clang ").append(hex(clang, at.start(), at.end()));
            }
        }
        if (b.isEmpty()) {
            return null;
        }
        b.append("\n  whole struct (").append(layout).append("):\n    Java  ").append(hex(java, 0, java.length))
                .append("\n    clang ").append(hex(clang, 0, clang.length));
        return b.toString();
    }

    private static String hex(byte[] bytes, long from, long to) {
        int end = (int) Math.min(bytes.length, to);
        return end <= from ? "(none)" : HexFormat.ofDelimiter(" ").formatHex(bytes, (int) from, end);
    }
}
