package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.abistruct.abi.Abi;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.layout.StructLayout;
import org.abistruct.memory.MemoryStack;
import org.abistruct.runtime.MemoryView;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The issue's main correctness test. Seeded random {@code @Struct} declarations are compiled in-test with
 * javac and the processor; for each, Java allocates a view under {@link Abi#nativeAbi()} (malloc, calloc,
 * stack, arena, or a wrapped heap array or buffer), sets every member through the generated setters and
 * reads it back through the getters; a C program compiled from the same declarations reads the bytes and
 * prints every member, and C and Java must agree member for member (and on sizeof, alignof, offsetof). Every
 * other struct reaches C through a copy made with the generated {@code get()} and {@code set(value)}.
 *
 * <p>{@code -Dabistruct.it.seed=N} and {@code -Dabistruct.it.structs=N} vary the corpus.
 */
@Tag("conformance")
class CRoundTripTest {
    private static final long SEED = Long.getLong("abistruct.it.seed", 0x5EED_AB15L);
    private static final int COUNT = Integer.getInteger("abistruct.it.structs", 200);
    private static final String PACKAGE = "gen";

    @Test
    void javaWritesAndCReadsEveryMemberOfRandomStructs(@TempDir Path dir) throws Exception {
        String cc = Oracle.requireCCompiler();
        List<StructDecl> structs = RandomStructs.generate(SEED, COUNT);

        // one javac run for all records, one C compile for all structs
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve(PACKAGE));
        for (StructDecl s : structs) {
            Files.writeString(src.resolve(PACKAGE).resolve(s.recordName() + ".java"), RandomStructs.javaSource(PACKAGE, s));
        }
        Path classes = dir.resolve("classes");
        long t0 = System.nanoTime();
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());
        long t1 = System.nanoTime();
        Path cSource = dir.resolve("structs.c");
        Files.writeString(cSource, CProgram.source(structs));
        Path program = Oracle.compileProgram(cc, dir, cSource, "structs");
        long t2 = System.nanoTime();

        Abi abi = Abi.nativeAbi();
        Map<String, String> expected = new LinkedHashMap<>();
        List<String> javaProblems = new ArrayList<>();
        var filler = new StructFiller(SEED ^ 0x9E3779B97F4A7C15L);
        var kinds = new SplittableRandom(SEED);
        try (var loader = InTestCompiler.loader(classes); Arena arena = Arena.ofConfined()) {
            for (StructDecl s : structs) {
                Class<?> type = loader.loadClass(PACKAGE + "." + s.name());
                StructLayout layout = (StructLayout) type.getMethod("layout", Abi.class).invoke(null, abi);
                expected.put(s.name() + " sizeof", layout.byteSize() + " alignof=" + layout.byteAlignment());
                for (var m : s.members()) {
                    expected.put(s.name() + "@" + m.name(), Long.toString(layout.member(m.name()).orElseThrow().byteOffset()));
                }
                String allocation = ALLOCATIONS[kinds.nextInt(ALLOCATIONS.length)];
                try (var frame = MemoryStack.push()) {
                    MemoryView view = allocate(type, allocation, abi, layout.byteSize(), frame, arena);
                    assertThat(view.byteSize()).as("%s byteSize", s.name()).isEqualTo(layout.byteSize());
                    Map<String, String> written = filler.fillAndReadBack(view, s, allocation,
                            () -> RandomStructs.javaSource(PACKAGE, s), javaProblems);
                    expected.putAll(written);
                    // every other struct reaches C through its record: get() from the view, set(value) into a new one
                    MemoryView bytes = kinds.nextBoolean() ? view : copyThroughRecord(type, view, abi, arena);
                    Files.write(dir.resolve(s.name() + ".bin"), bytes.segment().toArray(ValueLayout.JAVA_BYTE));
                    if (allocation.startsWith("malloc") || allocation.startsWith("calloc")) {
                        view.free();
                    }
                }
            }
        }
        assertThat(javaProblems).as("round trip through the generated Java accessors").isEmpty();
        long t3 = System.nanoTime();

        Oracle.Run run = Oracle.run(dir, List.of(program.toString()), 120).orFail(List.of(program.toString()));
        Map<String, String> printed = new LinkedHashMap<>();
        for (String line : run.stdout().lines().toList()) {
            int eq = line.indexOf('=');
            assertThat(eq).as("C printed an unexpected line: %s", line).isPositive();
            printed.put(line.substring(0, eq), line.substring(eq + 1));
        }
        List<String> mismatches = new ArrayList<>();
        for (StructDecl s : structs) {
            Map<String, String> want = slice(expected, s.name());
            Map<String, String> got = slice(printed, s.name());
            if (!want.equals(got)) {
                mismatches.add(s.name() + ": " + StructFiller.diff(want, got) + "\nJava declaration:\n" + RandomStructs.javaSource(PACKAGE, s));
            }
        }
        assertThat(mismatches).as("%d of %d structs differ between Java (expected) and C (actual); first ones:\n%s",
                mismatches.size(), structs.size(), String.join("\n", mismatches.stream().limit(5).toList())).isEmpty();
        assertThat(printed.size()).as("values C printed").isEqualTo(expected.size());
        System.out.printf("C round trip (seed %d): %d structs, %d values and layout facts agree between Java and %s"
                + " (javac+processor %d ms, %s %d ms, Java side %d ms, C run and compare %d ms)%n",
                SEED, structs.size(), expected.size(), cc, (t1 - t0) / 1_000_000, cc, (t2 - t1) / 1_000_000,
                (t3 - t2) / 1_000_000, (System.nanoTime() - t3) / 1_000_000);
    }

    /** A new arena view of {@code type} holding what {@code view} holds, copied with {@code get()} and {@code set(value)}. */
    private static MemoryView copyThroughRecord(Class<?> type, MemoryView view, Abi abi, Arena arena) throws Exception {
        MemoryView copy = allocate(type, "arena", abi, 0, null, arena);
        copyValue(type, view, copy);
        return copy;
    }

    /** {@code to.set(from.get())} on views of the generated struct class {@code type}; {@link VulkanRoundTripTest} uses it too. */
    static void copyValue(Class<?> type, MemoryView from, MemoryView to) throws Exception {
        Object value = type.getMethod("get").invoke(from);
        type.getMethod("set", value.getClass()).invoke(to, value);
    }

    private static final String[] ALLOCATIONS = {"calloc", "calloc", "malloc", "mallocManaged", "callocManaged",
        "stack", "arena", "segment", "bytes", "heapBuffer", "directBuffer", "address"};

    /**
     * A view of the struct {@code type} under {@code abi}, from one of the generated allocation methods named in
     * {@link #ALLOCATIONS} ({@code frame} is used only by {@code "stack"}). {@link OpenClRoundTripTest} uses it too.
     */
    static MemoryView allocate(Class<?> type, String how, Abi abi, long size, MemoryStack.Frame frame, Arena arena)
            throws Exception {
        Object view = switch (how) {
            case "calloc", "malloc", "mallocManaged", "callocManaged" -> type.getMethod(how, Abi.class).invoke(null, abi);
            case "stack" -> type.getMethod("calloc", MemoryStack.Frame.class, Abi.class).invoke(null, frame, abi);
            case "arena" -> type.getMethod("allocate", SegmentAllocator.class, Abi.class).invoke(null, arena, abi);
            case "segment" -> type.getMethod("wrap", MemorySegment.class, long.class, Abi.class)
                    .invoke(null, arena.allocate(size + 24, 8), 8L, abi);
            case "bytes" -> type.getMethod("wrap", byte[].class, Abi.class).invoke(null, new byte[(int) size], abi);
            case "heapBuffer" -> type.getMethod("wrap", ByteBuffer.class, Abi.class).invoke(null, ByteBuffer.allocate((int) size), abi);
            case "directBuffer" -> type.getMethod("wrap", ByteBuffer.class, Abi.class)
                    .invoke(null, ByteBuffer.allocateDirect((int) size).order(ByteOrder.nativeOrder()), abi);
            case "address" -> type.getMethod("wrap", long.class, Abi.class).invoke(null, arena.allocate(size, 32).address(), abi);
            default -> throw new AssertionError(how);
        };
        return (MemoryView) view;
    }

    private static Map<String, String> slice(Map<String, String> all, String struct) {
        Map<String, String> out = new LinkedHashMap<>();
        all.forEach((k, v) -> {
            if (k.startsWith(struct + ".") || k.startsWith(struct + "@") || k.startsWith(struct + " ")) {
                out.put(k, v);
            }
        });
        return out;
    }
}
