package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.it.OpenClStructs.Leaf;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.layout.StructLayout;
import org.abistruct.runtime.MemoryView;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code opencl} ABI against a real OpenCL driver: PoCL, on the CPU. Seeded random OpenCL C structs
 * ({@link OpenClStructs}) are compiled in-test with javac and the processor as {@code abi = "opencl"} records;
 * Java fills every scalar through the generated setters of a view under {@code Abi.of("opencl")} and writes
 * the bytes to a file. A small C program ({@code opencl_harness.c}, built with the C compiler and {@code -lOpenCL})
 * builds the same declarations as an OpenCL C program on PoCL's platform and runs, per struct, a kernel
 * that takes the bytes as a {@code __global const S *} and writes {@code sizeof}, {@code __alignof__}, every
 * member's {@code offsetof} and the bits of every scalar it reads to a {@code __global uint *}. They must
 * equal the layout Java computed and the values Java wrote, member for member.
 *
 * <p>{@code half} members are declared as {@code ushort} storage in the kernel and read with
 * {@code vload_half}, whatever the device's extensions (OpenCL C 1.2 without {@code cl_khr_fp16} allows no
 * other use of {@code half}; the two have the same size and alignment, as do their vectors); {@code double} is
 * used only when the device reports {@code cl_khr_fp64}.
 *
 * <p>Skipped with a one-line reason when the C compiler, the OpenCL headers and ICD loader or PoCL are missing, unless
 * {@code -Dabistruct.requireOracles=true}, which makes that a failure. {@code -Dabistruct.it.opencl.seed=N}
 * and {@code -Dabistruct.it.opencl.structs=N} vary the corpus.
 */
@Tag("conformance")
class OpenClRoundTripTest {
    private static final long DEFAULT_SEED = 0x0C1_5EEDL;
    private static final int DEFAULT_COUNT = 64;
    private static final long SEED = Long.getLong("abistruct.it.opencl.seed", DEFAULT_SEED);
    private static final int COUNT = Integer.getInteger("abistruct.it.opencl.structs", DEFAULT_COUNT);
    private static final String PACKAGE = "gen";
    private static final String HARNESS = "opencl_harness.c";
    /** Where Debian's pocl-opencl-icd registers PoCL with the ICD loader. */
    private static final Path POCL_ICD = Path.of("/etc/OpenCL/vendors/pocl.icd");

    @Test
    void openClKernelsOnPoclReadWhatTheGeneratedAccessorsWrote(@TempDir Path dir) throws Exception {
        long t0 = System.nanoTime();
        Path harness = buildHarness(dir);
        Map<String, String> device = probe(dir, harness);
        long tProbe = System.nanoTime();
        String extensions = device.getOrDefault("extensions", "");
        boolean fp64 = List.of(extensions.split("\\s+")).contains("cl_khr_fp64");
        assertThat(device.get("little_endian")).as("PoCL device byte order (the opencl ABI is little-endian)").isEqualTo("1");

        List<StructDecl> structs = OpenClStructs.generate(SEED, COUNT, true, fp64);
        var missing = new ArrayList<>(OpenClStructs.fullCoverage(true, fp64));
        missing.removeAll(OpenClStructs.coverage(structs));
        if (SEED == DEFAULT_SEED && COUNT == DEFAULT_COUNT) {
            // the default corpus must cover every type, vector length and kind of member
            assertThat(missing).as("what the default %d structs of seed %d leave out", COUNT, SEED).isEmpty();
        } else if (!missing.isEmpty()) {
            System.out.printf("OpenCL round trip: %d structs of seed %d leave out %s%n", COUNT, SEED, missing);
        }
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve(PACKAGE));
        for (StructDecl s : structs) {
            Files.writeString(src.resolve(PACKAGE).resolve(s.recordName() + ".java"), OpenClStructs.javaSource(PACKAGE, s));
        }
        Path classes = dir.resolve("classes");
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());
        long t1 = System.nanoTime();

        // Java: fill every struct through the generated setters under the opencl ABI, dump the bytes
        Abi abi = Abi.of("opencl");
        Map<String, Map<String, String>> written = new LinkedHashMap<>();
        Map<String, StructLayout> layouts = new LinkedHashMap<>();
        Map<String, List<Leaf>> leavesOf = new HashMap<>();
        List<String> javaProblems = new ArrayList<>();
        var filler = new StructFiller(SEED ^ 0x9E3779B97F4A7C15L);
        var manifest = new StringBuilder();
        try (var loader = InTestCompiler.loader(classes); Arena arena = Arena.ofConfined()) {
            for (int i = 0; i < structs.size(); i++) {
                StructDecl s = structs.get(i);
                Class<?> type = loader.loadClass(PACKAGE + "." + s.name());
                StructLayout layout = (StructLayout) type.getMethod("layout", Abi.class).invoke(null, abi);
                layouts.put(s.name(), layout);
                // direct views (a hidden class with the opencl layout's constants) and general ones in turn
                String allocation = ALLOCATIONS[i % ALLOCATIONS.length];
                MemoryView view = CRoundTripTest.allocate(type, allocation, abi, layout.byteSize(), null, arena);
                assertThat(view.byteSize()).as("%s byteSize", s.name()).isEqualTo(layout.byteSize());
                Map<String, String> values = filler.fillAndReadBack(view, s, allocation,
                        () -> OpenClStructs.javaSource(PACKAGE, s), javaProblems);
                written.put(s.name(), values);
                List<Leaf> leaves = OpenClStructs.leaves(s);
                leavesOf.put(s.name(), leaves);
                Path bin = dir.resolve(s.name() + ".bin");
                Files.write(bin, view.segment().toArray(ValueLayout.JAVA_BYTE));
                if (allocation.equals("calloc")) {
                    view.free();
                }
                manifest.append(OpenClStructs.kernelName(s)).append(' ').append(bin).append(' ')
                        .append(dir.resolve(s.name() + ".out")).append(' ').append(OpenClStructs.words(s, leaves)).append('\n');
            }
        }
        assertThat(javaProblems).as("round trip through the generated Java accessors").isEmpty();

        // OpenCL: one program with every struct and its kernel, built and run on PoCL
        Path kernels = dir.resolve("structs.cl");
        Files.writeString(kernels, OpenClStructs.kernelSource(structs, fp64));
        Path manifestFile = dir.resolve("manifest.txt");
        Files.writeString(manifestFile, manifest);
        long t2 = System.nanoTime();
        Oracle.Run run = runHarness(dir, List.of(harness.toString(), "run", kernels.toString(), manifestFile.toString()), 300);
        if (run.exitCode() != 0) {
            Assertions.fail("the OpenCL harness on PoCL exited " + run.exitCode() + " (kernels in " + kernels + "):\n"
                    + run.stderr() + run.stdout());
        }
        long t3 = System.nanoTime();

        List<String> mismatches = new ArrayList<>();
        int values = 0;
        for (StructDecl s : structs) {
            List<Leaf> leaves = leavesOf.get(s.name());
            int[] out = readWords(dir.resolve(s.name() + ".out"), OpenClStructs.words(s, leaves));
            List<String> problems = new ArrayList<>();
            StructLayout layout = layouts.get(s.name());
            check(problems, "sizeof", layout.byteSize(), out[0]);
            check(problems, "alignof", layout.byteAlignment(), out[1]);
            for (int m = 0; m < s.members().size(); m++) {
                String name = s.members().get(m).name();
                check(problems, "offsetof(" + name + ")", layout.member(name).orElseThrow().byteOffset(), out[2 + m]);
            }
            Map<String, String> want = written.get(s.name());
            assertThat(leaves.stream().map(Leaf::label).toList()).as("%s: the kernel reads what Java wrote, in order", s.name())
                    .isEqualTo(List.copyOf(want.keySet()));
            for (Leaf leaf : leaves) {
                String got = StructFiller.print(leaf.prim(), value(leaf, out));
                String expected = want.get(leaf.label());
                if (!expected.equals(got)) {
                    problems.add(leaf.label() + " (" + OpenClStructs.clName(leaf.prim()) + "): Java wrote " + expected
                            + ", the kernel read " + got);
                }
                values++;
            }
            if (!problems.isEmpty()) {
                mismatches.add("seed " + SEED + ", struct " + s.name() + ": " + problems.size() + " mismatches:\n  "
                        + String.join("\n  ", problems.stream().limit(12).toList())
                        + "\nOpenCL C:\n" + OpenClStructs.clDeclaration(s)
                        + "Java:\n" + OpenClStructs.javaSource(PACKAGE, s));
            }
        }
        assertThat(mismatches).as("%d of %d structs differ between Java under opencl (expected) and PoCL (actual); first ones:\n%s",
                mismatches.size(), structs.size(), String.join("\n", mismatches.stream().limit(4).toList())).isEmpty();
        System.out.printf("OpenCL round trip (seed %d) on %s, %s: %d structs, %d values and their layouts agree"
                + " (half as ushort storage via vload_half, double %s; harness build and probe %d ms, javac+processor"
                + " %d ms, Java side %d ms, PoCL build and run %d ms)%n",
                SEED, device.get("platform"), device.get("device"), structs.size(), values, fp64 ? "on" : "off (no cl_khr_fp64)",
                (tProbe - t0) / 1_000_000, (t1 - tProbe) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000);
    }

    /** Allocation kinds of {@link CRoundTripTest#allocate}, taken in turn (none needs a stack frame). */
    private static final String[] ALLOCATIONS = {"calloc", "arena", "bytes", "directBuffer"};

    /** The Java value of a leaf from the words the kernel wrote. */
    private static Object value(Leaf leaf, int[] out) {
        int w = out[leaf.word()];
        return switch (leaf.prim()) {
            case I8, U8 -> (byte) w;
            case I16, U16 -> (short) w;
            case I32, U32 -> w;
            case I64, U64 -> (w & 0xFFFF_FFFFL) | ((long) out[leaf.word() + 1] << 32);
            case F16, F32 -> Float.intBitsToFloat(w);
            case F64 -> Double.longBitsToDouble((w & 0xFFFF_FFFFL) | ((long) out[leaf.word() + 1] << 32));
            default -> throw new AssertionError(leaf.prim());
        };
    }

    private static void check(List<String> problems, String what, long expected, int actual) {
        if (expected != Integer.toUnsignedLong(actual)) {
            problems.add(what + ": Abi.of(\"opencl\") says " + expected + ", PoCL says " + Integer.toUnsignedLong(actual));
        }
    }

    private static int[] readWords(Path file, int words) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.nativeOrder());
        assertThat(b.remaining()).as("%s length", file.getFileName()).isEqualTo(words * 4);
        int[] out = new int[words];
        b.asIntBuffer().get(out);
        return out;
    }

    // ------------------------------------------------------------------ the harness

    /** Compiles the harness with the C compiler, or skips (fails when required) without OpenCL headers or loader. */
    private static Path buildHarness(Path dir) throws IOException, InterruptedException {
        String cc = Oracle.requireCCompiler();
        Path source = dir.resolve(HARNESS);
        try (InputStream in = OpenClRoundTripTest.class.getResourceAsStream(HARNESS)) {
            assertThat(in).as("test resource %s", HARNESS).isNotNull();
            Files.write(source, in.readAllBytes());
        }
        List<String> cmd = List.of(cc, "-std=gnu11", "-O1", "-o", "opencl_harness", source.toString(), "-lOpenCL");
        Oracle.Run run = Oracle.run(dir, cmd, 120);
        if (run.exitCode() != 0) {
            String err = run.stderr() + run.stdout();
            if (err.contains("CL/cl.h")) {
                Oracle.unavailable("no OpenCL C headers for " + cc + " (install the Debian package opencl-c-headers)");
            }
            if (err.contains("-lOpenCL")) {
                Oracle.unavailable("no OpenCL ICD loader to link (install the Debian package ocl-icd-opencl-dev)");
            }
            Assertions.fail(String.join(" ", cmd) + " exited " + run.exitCode() + ":\n" + err);
        }
        return dir.resolve("opencl_harness");
    }

    /** The PoCL platform's {@code key=value} facts, or skips (fails when required) when PoCL is missing. */
    private static Map<String, String> probe(Path dir, Path harness) throws IOException, InterruptedException {
        Oracle.Run run = runHarness(dir, List.of(harness.toString(), "probe"), 60);
        if (run.exitCode() == 3) {
            Oracle.unavailable("no PoCL OpenCL platform (install the Debian package pocl-opencl-icd): " + run.stderr().strip());
        }
        if (run.exitCode() != 0) {
            Assertions.fail("the OpenCL harness probe exited " + run.exitCode() + ":\n" + run.stderr() + run.stdout());
        }
        Map<String, String> facts = new LinkedHashMap<>();
        for (String line : run.stdout().lines().toList()) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                facts.put(line.substring(0, eq), line.substring(eq + 1).strip());
            }
        }
        return facts;
    }

    /**
     * Runs the harness. The harness picks PoCL's platform by name; where Debian registers PoCL, the ICD loader
     * is also told to load PoCL alone ({@code OCL_ICD_VENDORS}), so no other installed driver is even loaded.
     * Both variables are left alone when the environment sets them.
     */
    private static Oracle.Run runHarness(Path dir, List<String> command, long timeoutSeconds)
            throws IOException, InterruptedException {
        Map<String, String> env = new HashMap<>();
        if (System.getenv("OCL_ICD_VENDORS") == null && Files.isRegularFile(POCL_ICD)) {
            env.put("OCL_ICD_VENDORS", POCL_ICD.toString());
        }
        if (System.getenv("POCL_CACHE_DIR") == null) {
            // PoCL caches compiled kernels under ~/.cache/pocl; keep a test's out of the user's home
            env.put("POCL_CACHE_DIR", dir.resolve("pocl-cache").toString());
        }
        return Oracle.run(dir, command, env, timeoutSeconds);
    }
}
