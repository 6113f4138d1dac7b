package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.Arena;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.abistruct.abi.Abi;
import org.abistruct.it.GlslStructs.Corpus;
import org.abistruct.it.GlslStructs.Leaf;
import org.abistruct.it.RandomStructs.MemberDecl;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.layout.StructLayout;
import org.abistruct.runtime.MemoryView;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The GLSL block layouts against a real Vulkan driver, Mesa's lavapipe (on the CPU, so that any machine can
 * run it). Seeded random {@code @Struct} declarations that GLSL can express ({@link GlslStructs}) are compiled
 * in-test with javac and the processor; Java writes a distinct value into every scalar through the generated
 * setters under the {@code std140}, {@code std430} or {@code scalar} ABI and saves the struct's bytes; a C
 * harness uploads them into the buffer of a block declaring the same struct (a uniform block for std140, a
 * storage block for the others) and runs a compute shader, compiled by glslangValidator, that copies every
 * scalar as raw 32-bit words into a storage buffer; and every value the driver read must be the one Java
 * wrote. The bytes after the struct's are 0xA5, so a member the driver places past AbiStruct's size shows.
 * Every other struct is written under the host's C ABI instead and converted into the block's layout through
 * its record ({@code block.set(host.get())}).
 *
 * <p>Needs gcc (or clang), glslangValidator, the Vulkan loader's headers and library ({@code libvulkan-dev})
 * and lavapipe ({@code mesa-vulkan-drivers}); without them the test is skipped, unless
 * {@code -Dabistruct.requireOracles=true}, when it fails. Only lavapipe's ICD is given to the loader
 * ({@code -Dabistruct.it.vulkanIcd=PATH} names another ICD file). {@code -Dabistruct.it.vulkan.seed=N} and
 * {@code -Dabistruct.it.vulkan.structs=N} (block structs per layout) vary the corpus.
 */
@Tag("conformance")
class VulkanRoundTripTest {
    private static final long SEED = Long.getLong("abistruct.it.vulkan.seed", 0x7A5C_0DE5L);
    private static final int COUNT = Integer.getInteger("abistruct.it.vulkan.structs", 40);
    private static final String PACKAGE = "gen";
    private static final List<String> LAYOUTS = List.of("std140", "std430", "scalar");
    private static final String HARNESS = "vulkan_roundtrip_harness.c";

    @TempDir
    static Path dir;

    private static Path harness;
    private static Map<String, String> env;
    private static Map<String, String> features;
    private static final Map<String, Corpus> corpora = new HashMap<>();
    private static Path classes;
    private static final List<String> leftOut = new ArrayList<>();

    /** Why the shared setup did not complete (a skip or a failure), repeated for every layout. */
    private static Throwable setUpProblem;
    private static boolean setUpDone;

    /**
     * Once per run, in the first test rather than in {@code @BeforeAll}: a skip there would leave no skipped test
     * and its reason in the report.
     */
    private static synchronized void setUpOnce() throws Exception {
        if (setUpProblem instanceof Exception e) {
            throw e;
        }
        if (setUpProblem instanceof Error e) {
            throw e;
        }
        if (!setUpDone) {
            try {
                setUp();
                setUpDone = true;
            } catch (Exception | Error e) {
                setUpProblem = e;
                throw e;
            }
        }
    }

    private static void setUp() throws Exception {
        String cc = Oracle.requireCCompiler();
        require(Oracle.onPath("glslangValidator"), "glslangValidator is not on PATH (install the Debian package glslang-tools)");
        Path icd = lavapipeIcd();
        require(icd != null, "no lavapipe ICD (lvp_icd.*.json under /usr/share/vulkan/icd.d; install the Debian package"
                + " mesa-vulkan-drivers, or name one with -Dabistruct.it.vulkanIcd)");
        env = Map.of("VK_ICD_FILENAMES", icd.toString(), "VK_DRIVER_FILES", icd.toString());

        Path source = dir.resolve(HARNESS);
        try (InputStream in = VulkanRoundTripTest.class.getResourceAsStream(HARNESS)) {
            Assertions.assertNotNull(in, HARNESS + " is not on the test class path");
            Files.write(source, in.readAllBytes());
        }
        List<String> compile = List.of(cc, "-std=gnu11", "-O1", "-w", "-o", "vulkan_harness", source.toString(), "-lvulkan");
        Oracle.Run built = run(compile, Map.of(), 120);
        if (built.exitCode() != 0) {
            boolean missing = built.stderr().contains("vulkan/vulkan.h") || built.stderr().contains("-lvulkan");
            require(!missing, "the Vulkan loader's headers or library are missing (install the Debian package libvulkan-dev)");
            Assertions.fail(String.join(" ", compile) + " exited " + built.exitCode() + ":\n" + built.stderr());
        }
        harness = dir.resolve("vulkan_harness");

        Oracle.Run probe = run(List.of(harness.toString(), "features"), env, 60);
        require(probe.exitCode() == 0, "lavapipe (" + icd + ") did not start: " + firstLine(probe.stderr()));
        features = new LinkedHashMap<>();
        probe.stdout().lines().forEach(l -> features.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
        require(features.getOrDefault("deviceName", "").startsWith("llvmpipe"),
                "the Vulkan device is " + features.get("deviceName") + ", not lavapipe (llvmpipe)");
        require(has("scalarBlockLayout"), "lavapipe lacks the feature scalarBlockLayout (needed for the scalar layout)");

        // the scalar types the device can read from both uniform and storage blocks
        EnumSet<Prim> prims = GlslStructs.glslPrims();
        leaveOut(prims, "shaderFloat64", EnumSet.of(Prim.F64));
        leaveOut(prims, "shaderInt64", EnumSet.of(Prim.I64, Prim.U64));
        leaveOut(prims, "shaderInt8", EnumSet.of(Prim.I8, Prim.U8));
        leaveOut(prims, "uniformAndStorageBuffer8BitAccess", EnumSet.of(Prim.I8, Prim.U8));
        leaveOut(prims, "shaderInt16", EnumSet.of(Prim.I16, Prim.U16, Prim.CHAR16));
        leaveOut(prims, "shaderFloat16", EnumSet.of(Prim.F16));
        leaveOut(prims, "uniformAndStorageBuffer16BitAccess", EnumSet.of(Prim.I16, Prim.U16, Prim.CHAR16, Prim.F16));
        if (!has("uniformBufferStandardLayout")) {
            leftOut.add("uniformBufferStandardLayout (std430 uniform blocks)");
        }

        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve(PACKAGE));
        for (int i = 0; i < LAYOUTS.size(); i++) {
            String layout = LAYOUTS.get(i);
            // each layout its own stream of declarations from the one seed (SEED + i would reuse seed N's for seed N + 1)
            Corpus corpus = GlslStructs.generate(SEED ^ 0x9E3779B97F4A7C15L * (i + 1), prefix(layout), prims, COUNT);
            corpora.put(layout, corpus);
            for (StructDecl s : corpus.all()) {
                Files.writeString(src.resolve(PACKAGE).resolve(s.recordName() + ".java"), javaSource(s, layout));
            }
        }
        classes = dir.resolve("classes");
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());
    }

    @ParameterizedTest
    @ValueSource(strings = {"std140", "std430", "scalar"})
    void lavapipeReadsWhatTheGeneratedAccessorsWrote(String layout) throws Exception {
        setUpOnce();
        long t0 = System.nanoTime();
        Corpus corpus = corpora.get(layout);
        Abi abi = Abi.of(layout);
        // a uniform block for std140 and a storage block for the others, and every fourth struct the other way round
        boolean usual = layout.equals("std140");
        boolean swap = !layout.equals("std430") || has("uniformBufferStandardLayout");
        Map<StructDecl, Boolean> uniforms = new HashMap<>();
        Path work = Files.createDirectories(dir.resolve(layout));
        var filler = new StructFiller(SEED ^ layout.hashCode());
        Map<StructDecl, List<Leaf>> leaves = new LinkedHashMap<>();
        Map<StructDecl, Map<String, String>> written = new LinkedHashMap<>();
        Map<StructDecl, StructLayout> layouts = new HashMap<>();
        var manifest = new StringBuilder();
        int values = 0;
        try (var loader = InTestCompiler.loader(classes); Arena arena = Arena.ofConfined()) {
            for (StructDecl s : corpus.blocks()) {
                boolean uniform = swap && uniforms.size() % 4 == 3 ? !usual : usual;
                uniforms.put(s, uniform);
                Class<?> type = loader.loadClass(PACKAGE + "." + s.name());
                StructLayout structLayout = (StructLayout) type.getMethod("layout", Abi.class).invoke(null, abi);
                layouts.put(s, structLayout);
                byte[] bytes = new byte[(int) structLayout.byteSize()];
                MemoryView view = (MemoryView) type.getMethod("wrap", byte[].class, Abi.class).invoke(null, bytes, abi);
                List<Leaf> ls = GlslStructs.leaves(s);
                // every other struct is written under the host's C ABI and converted: view.set(host.get())
                boolean converted = layouts.size() % 2 == 0;
                MemoryView filled = converted
                        ? CRoundTripTest.allocate(type, "arena", Abi.nativeAbi(), 0, null, arena)
                        : view;
                Map<String, String> expected = fillDistinct(filler, filled, s, ls);
                if (converted) {
                    CRoundTripTest.copyValue(type, filled, view);
                }
                assertThat(expected.keySet()).as("%s: the labels StructFiller wrote and the scalars the shader reads", s.name())
                        .containsExactlyInAnyOrderElementsOf(ls.stream().map(Leaf::label).toList());
                leaves.put(s, ls);
                written.put(s, expected);
                values += ls.size();
                Files.write(work.resolve(s.name() + ".bin"), bytes);
                Path shader = work.resolve(s.name() + ".comp");
                Files.writeString(shader, GlslStructs.shader(s, layout, uniform, ls));
                List<String> glslang = List.of("glslangValidator", "-V", "--target-env", "vulkan1.2", "-o",
                        work.resolve(s.name() + ".spv").toString(), shader.toString());
                Oracle.Run compiled = run(glslang, Map.of(), 60);
                if (compiled.exitCode() != 0) {
                    Assertions.fail("glslangValidator rejected the shader of " + s.name() + " (" + layout + ", seed " + SEED
                            + "):\n" + compiled.stdout() + compiled.stderr() + "\n" + Files.readString(shader));
                }
                int words = ls.stream().mapToInt(Leaf::words).sum();
                manifest.append(work.resolve(s.name() + ".spv")).append(' ').append(work.resolve(s.name() + ".bin"))
                        .append(' ').append(uniform ? "uniform" : "storage").append(' ').append(words).append(' ')
                        .append(work.resolve(s.name() + ".out")).append('\n');
            }
        }
        long t1 = System.nanoTime();
        Path manifestFile = work.resolve("manifest.txt");
        Files.writeString(manifestFile, manifest);
        Oracle.Run ran = run(List.of(harness.toString(), "run", manifestFile.toString()), env, 300);
        if (ran.exitCode() != 0) {
            Assertions.fail("the Vulkan harness exited " + ran.exitCode() + ":\n" + ran.stderr() + ran.stdout());
        }
        long t2 = System.nanoTime();

        List<String> mismatches = new ArrayList<>();
        for (StructDecl s : corpus.blocks()) {
            byte[] out = Files.readAllBytes(work.resolve(s.name() + ".out"));
            int[] words = new int[out.length / 4];
            ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(words);
            Map<String, String> expected = written.get(s);
            var b = new StringBuilder();
            int at = 0;
            int wrong = 0;
            for (Leaf leaf : leaves.get(s)) {
                String got = GlslStructs.decode(leaf, words, at);
                at += leaf.words();
                String want = expected.get(leaf.label());
                if (!want.equals(got) && wrong++ < 8) {
                    String member = leaf.label().substring(s.name().length() + 1).split("[.\\[<(]")[0];
                    b.append("\n  ").append(leaf.label()).append(" (").append(leaf.expression()).append(", member ")
                            .append(member).append(" at offset ").append(layouts.get(s).member(member).orElseThrow().byteOffset())
                            .append("): Java wrote ").append(want).append(", the shader read ").append(got);
                }
            }
            if (wrong > 0) {
                boolean uniform = uniforms.get(s);
                mismatches.add("seed " + SEED + ", ABI " + layout + " (" + (uniform ? "uniform" : "storage") + " block), struct "
                        + s.name() + " (size "
                        + layouts.get(s).byteSize() + "): " + wrong + " of " + leaves.get(s).size() + " values differ:" + b
                        + "\nJava declaration (and nested):\n" + javaSources(s, layout) + "GLSL:\n"
                        + structsSource(s) + GlslStructs.blockSource(s, layout, uniform));
            }
        }
        mismatches.sort(java.util.Comparator.comparingInt(String::length)); // smallest reproduction first
        assertThat(mismatches).as("%d of %d %s structs read differently by lavapipe than the generated accessors wrote"
                + " (rerun with -Dabistruct.it.vulkan.seed=%d); the shortest:\n%s", mismatches.size(), corpus.blocks().size(),
                layout, SEED, String.join("\n", mismatches.stream().limit(3).toList())).isEmpty();
        long inUniform = uniforms.values().stream().filter(u -> u).count();
        System.out.printf("Vulkan round trip %s (seed %d, driver %s): %d block structs (%d in uniform blocks, %d in storage"
                        + " blocks), %d values read by the driver as written%s (Java + glslang %d ms, lavapipe %d ms)%n  %s%n",
                layout, SEED, features.get("deviceName"), corpus.blocks().size(), inUniform, corpus.blocks().size() - inUniform,
                values, leftOut.isEmpty() ? "" : "; left out for want of " + String.join(", ", leftOut),
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, GlslStructs.coverage(corpus.blocks()));
    }

    /**
     * Fills {@code view} until every value other than a {@code bool} or an 8-bit integer (too few to go round) is
     * distinct, so that a value read from the wrong place cannot pass by chance.
     */
    private static Map<String, String> fillDistinct(StructFiller filler, MemoryView view, StructDecl s, List<Leaf> leaves) {
        for (int attempt = 0; ; attempt++) {
            Map<String, String> expected = new LinkedHashMap<>();
            filler.fill(view, s, s.name() + ".", expected);
            Set<String> seen = new HashSet<>();
            boolean distinct = true;
            for (Leaf leaf : leaves) {
                Prim p = leaf.prim();
                if (p != Prim.BOOL && p != Prim.I8 && p != Prim.U8 && !seen.add(leaf.prim().size + ":" + expected.get(leaf.label()))) {
                    distinct = false;
                    break;
                }
            }
            if (distinct || attempt == 50) {
                return expected;
            }
        }
    }

    /** The record of {@code s}, whose default ABI is {@code layout} (the test passes the ABI explicitly anyway). */
    private static String javaSource(StructDecl s, String layout) {
        return RandomStructs.javaSource(PACKAGE, s, layout);
    }

    private static String javaSources(StructDecl s, String layout) {
        var b = new StringBuilder();
        for (StructDecl d : GlslStructs.structsOf(s, true)) {
            String src = javaSource(d, layout);
            b.append(src, src.indexOf("@Struct"), src.length());
        }
        return b.toString();
    }

    private static String structsSource(StructDecl s) {
        var b = new StringBuilder();
        for (StructDecl d : GlslStructs.structsOf(s, false)) {
            b.append(GlslStructs.structSource(d));
        }
        return b.toString();
    }

    private static String prefix(String layout) {
        return switch (layout) {
            case "std140" -> "A";
            case "std430" -> "B";
            case "scalar" -> "C";
            default -> throw new AssertionError(layout);
        };
    }

    private static boolean has(String feature) {
        return "1".equals(features.get(feature));
    }

    private static void leaveOut(EnumSet<Prim> prims, String feature, Set<Prim> needing) {
        if (!has(feature) && prims.removeAll(needing)) {
            leftOut.add(feature);
        }
    }

    private static Path lavapipeIcd() throws IOException {
        String named = System.getProperty("abistruct.it.vulkanIcd", "");
        if (!named.isBlank()) {
            return Files.isRegularFile(Path.of(named)) ? Path.of(named) : null;
        }
        for (String d : List.of("/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d", "/usr/local/share/vulkan/icd.d")) {
            Path p = Path.of(d);
            if (Files.isDirectory(p)) {
                try (var list = Files.list(p)) {
                    var found = list.filter(f -> f.getFileName().toString().equals("lvp_icd." + arch() + ".json")).findFirst();
                    if (found.isPresent()) {
                        return found.get();
                    }
                }
            }
        }
        return null;
    }

    private static String arch() {
        String a = System.getProperty("os.arch");
        return switch (a) {
            case "amd64" -> "x86_64";
            case "arm64" -> "aarch64";
            default -> a;
        };
    }

    /** Skips the test with {@code reason} unless {@code ok}, or fails it when oracles are required. */
    private static void require(boolean ok, String reason) {
        if (!ok) {
            Oracle.unavailable(reason);
        }
    }

    private static String firstLine(String s) {
        return s.isBlank() ? "(no message)" : s.lines().findFirst().orElse("");
    }

    /** Runs {@code command} in the test's directory with {@code extraEnv} added to the environment. */
    private static Oracle.Run run(List<String> command, Map<String, String> extraEnv, long timeoutSeconds)
            throws IOException, InterruptedException {
        return Oracle.run(dir, command, extraEnv, timeoutSeconds);
    }
}
