package org.abistruct.processor;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Sample declarations covering every member kind, and drivers compiled with them that exercise the
 * generated classes through their real API (the test calls the drivers through java.util.function
 * interfaces). Slot values follow {@link #v}: member index m, slot s (the flat index of a scalar within the
 * member: array elements row-major, vector components in order, matrix elements column by column).
 */
final class Samples {
    private Samples() {
    }

    /** The value written to slot {@code s} of member {@code m}; nested member j of member i is {@code 1000 + 10 * i + j}. */
    static int v(int m, int s) {
        return (m * 7 + s * 3) % 97 + 1;
    }

    static final String INNER = """
            package s;
            import org.abistruct.annotation.*;
            /** A struct to nest: uvec3 and float. */
            @Struct(abi = "std430")
            public record InnerDecl(@Type("uvec3") int[] u, float f) { }
            """;

    /** Every member kind a GPU block can hold; default ABI std430. */
    static final String SAMPLE = """
            package s;
            import org.abistruct.annotation.*;
            @Struct(name = "Sample", abi = "std430")
            record SampleDecl(
                    byte i8,                              // 0
                    @Type("uint8_t") byte u8,             // 1
                    short i16,                            // 2
                    @Type("uint16_t") short u16,          // 3
                    char c16,                             // 4
                    int i32,                              // 5
                    @Type("unsigned int") int u32,        // 6
                    long i64,                             // 7
                    @Type("uint64_t") long u64,           // 8
                    float f32,                            // 9
                    @Type("float16_t") float f16,         // 10
                    double f64,                           // 11
                    boolean flag,                         // 12
                    @Type("vec3") float[] v3,             // 13
                    @Type("ivec2") int[] iv2,             // 14
                    @Type("dvec4") double[] dv4,          // 15
                    @Type("bvec2") boolean[] bv2,         // 16
                    @Type("mat3") float[] m3,             // 17
                    @RowMajor @Type("mat2x3") float[] rm23, // 18
                    @Type("dmat2") double[] dm2,          // 19
                    @Length(4) int[] ints,                // 20
                    @Length({2, 3}) float[][] grid,       // 21
                    @Length(3) boolean[] bools,           // 22
                    @Length(2) @Type("vec2") float[][] v2s, // 23
                    @Length(2) @Type("mat2") float[][] m2s, // 24
                    InnerDecl inner,                      // 25
                    @Length(2) InnerDecl[] inners,        // 26
                    @Align(16) int aligned) { }           // 27
            """;

    /** The C-only kinds: ABI-sized integers and pointers, wide vectors. Default ABI x86_64-sysv. */
    static final String C_SAMPLE = """
            package s;
            import org.abistruct.annotation.*;
            @Struct(name = "CSample", abi = "x86_64-sysv")
            record CSampleDecl(
                    @Type("long") long cl,                // 0 signed, negative values
                    @Type("unsigned long") long ul,       // 1
                    @Type("size_t") long size,            // 2
                    @Type("void *") long ptr,             // 3 0x8000_0000 + v
                    @Type("intptr_t") long ip,            // 4 negative
                    @Length(3) @Type("size_t") long[] sizes, // 5
                    @Type("float8") float[] f8,           // 6
                    boolean flag,                         // 7
                    @Type("char") byte ch,                // 8
                    @Type("unsigned short") char us,      // 9
                    @Length(2) @Type("long") long[] longs) { } // 10 negative
            """;

    /** Arrays of range-checked integers, one and two dimensions, for the messages of their element setters. */
    static final String COUNTERS = """
            package s;
            import org.abistruct.annotation.*;
            @Struct(name = "Counters", abi = "x86_64-sysv")
            record CountersDecl(
                    @Length(3) @Type("uint16_t") short[] counts,
                    @Length({2, 2}) @Type("uint8_t") byte[][] levels,
                    @Length({2, 2}) @Type("size_t") long[][] sizes) { }
            """;

    static final String SAMPLE_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.lang.foreign.MemorySegment;
            import java.util.function.BiFunction;
            import org.abistruct.abi.Abi;

            /** Writes every slot of a Sample through its setters, reads it back through its getters, returns the bytes. */
            public final class SampleDriver implements BiFunction<Abi, Arena, MemorySegment> {
                static int v(int m, int s) { return (m * 7 + s * 3) % 97 + 1; }
                static boolean b(int m, int s) { return v(m, s) % 2 == 1; }
                static void eq(Object expected, Object actual, String what) {
                    if (!expected.equals(actual)) {
                        throw new AssertionError(what + ": expected " + expected + " but read " + actual);
                    }
                }

                @Override
                public MemorySegment apply(Abi abi, Arena arena) {
                    Sample s = Sample.allocate(arena, abi);
                    write(s);
                    read(s);
                    // malloc'd memory takes the ABI's direct class (unless the ABI swaps bytes): same bytes
                    try (Sample d = Sample.calloc(abi)) {
                        write(d);
                        read(d);
                        long at = d.segment().mismatch(s.segment());
                        if (at != -1) {
                            throw new AssertionError("native and arena bytes differ at " + at + " under " + abi.id());
                        }
                    }
                    return s.segment();
                }

                static void write(Sample s) {
                    s.i8((byte) v(0, 0)).u8(v(1, 0) + 150).i16((short) v(2, 0)).u16(v(3, 0) + 40000).c16((char) v(4, 0))
                            .i32(v(5, 0)).u32(v(6, 0) + 3_000_000_000L).i64(v(7, 0)).u64(v(8, 0)).f32(v(9, 0))
                            .f16(v(10, 0)).f64(v(11, 0)).flag(b(12, 0));
                    s.v3(v(13, 0), v(13, 1), v(13, 2));
                    s.iv2X(v(14, 0)).iv2Y(v(14, 1));
                    s.dv4(new double[] {v(15, 0), v(15, 1), v(15, 2), v(15, 3)});
                    s.bv2(b(16, 0), b(16, 1));
                    for (int c = 0; c < 3; c++) {
                        for (int r = 0; r < 3; r++) {
                            s.m3(c, r, v(17, c * 3 + r));
                        }
                    }
                    float[] rm = new float[6];
                    for (int k = 0; k < 6; k++) {
                        rm[k] = v(18, k);
                    }
                    s.rm23(rm);
                    s.dm2(0, 0, v(19, 0)).dm2(0, 1, v(19, 1)).dm2(1, 0, v(19, 2)).dm2(1, 1, v(19, 3));
                    for (int i = 0; i < Sample.INTS_LENGTH; i++) {
                        s.ints(i, v(20, i));
                    }
                    float[] grid = new float[6];
                    for (int k = 0; k < 6; k++) {
                        grid[k] = v(21, k);
                    }
                    s.grid(grid);
                    for (int i = 0; i < 3; i++) {
                        s.bools(i, b(22, i));
                    }
                    for (int i = 0; i < 2; i++) {
                        s.v2s(i, v(23, i * 2), v(23, i * 2 + 1));
                    }
                    for (int i = 0; i < 2; i++) {
                        s.m2s(i, new float[] {v(24, i * 4), v(24, i * 4 + 1), v(24, i * 4 + 2), v(24, i * 4 + 3)});
                    }
                    writeInner(s.inner(), 25, 0);
                    Inner reuse = s.inners(0);
                    for (int e = 0; e < 2; e++) {
                        writeInner(s.inners(e, reuse), 26, e);
                    }
                    s.aligned(v(27, 0));
                }

                static void writeInner(Inner in, int outer, int e) {
                    int base = 1000 + 10 * outer;
                    in.u(v(base, e * 3), v(base, e * 3 + 1), v(base, e * 3 + 2)).f(v(base + 1, e));
                }

                static void read(Sample s) {
                    eq((byte) v(0, 0), s.i8(), "i8");
                    eq(v(1, 0) + 150, s.u8AsInt(), "u8");
                    eq((byte) (v(1, 0) + 150), s.u8(), "u8 raw");
                    eq((short) v(2, 0), s.i16(), "i16");
                    eq(v(3, 0) + 40000, s.u16AsInt(), "u16");
                    eq((char) v(4, 0), s.c16(), "c16");
                    eq(v(5, 0), s.i32(), "i32");
                    eq(v(6, 0) + 3_000_000_000L, s.u32AsLong(), "u32");
                    eq((long) v(7, 0), s.i64(), "i64");
                    eq((long) v(8, 0), s.u64(), "u64");
                    eq((float) v(9, 0), s.f32(), "f32");
                    eq((float) v(10, 0), s.f16(), "f16");
                    eq((double) v(11, 0), s.f64(), "f64");
                    eq(b(12, 0), s.flag(), "flag");
                    eq((float) v(13, 2), s.v3Z(), "v3.z");
                    float[] v3 = s.v3To(new float[3]);
                    for (int k = 0; k < 3; k++) {
                        eq((float) v(13, k), v3[k], "v3[" + k + "]");
                    }
                    eq(v(14, 1), s.iv2Y(), "iv2.y");
                    eq((double) v(15, 3), s.dv4W(), "dv4.w");
                    eq(b(16, 0), s.bv2X(), "bv2.x");
                    eq(b(16, 1), s.bv2To(new boolean[2])[1], "bv2.y");
                    float[] m3 = s.m3To(new float[9]);
                    for (int k = 0; k < 9; k++) {
                        eq((float) v(17, k), m3[k], "m3[" + k + "]");
                        eq((float) v(17, k), s.m3(k / 3, k % 3), "m3(" + k / 3 + ", " + k % 3 + ")");
                    }
                    for (int c = 0; c < 2; c++) {
                        for (int r = 0; r < 3; r++) {
                            eq((float) v(18, c * 3 + r), s.rm23(c, r), "rm23(" + c + ", " + r + ")");
                        }
                    }
                    eq((double) v(19, 2), s.dm2(1, 0), "dm2(1, 0)");
                    int[] ints = s.intsTo(new int[4]);
                    for (int i = 0; i < 4; i++) {
                        eq(v(20, i), ints[i], "ints[" + i + "]");
                    }
                    for (int i = 0; i < 2; i++) {
                        for (int j = 0; j < 3; j++) {
                            eq((float) v(21, i * 3 + j), s.grid(i, j), "grid[" + i + "][" + j + "]");
                        }
                    }
                    eq(b(22, 2), s.bools(2), "bools[2]");
                    eq((float) v(23, 3), s.v2sY(1), "v2s[1].y");
                    eq((float) v(24, 4 + 3), s.m2s(1, 1, 1), "m2s[1](1, 1)");
                    eq((float) v(24, 2), s.m2sTo(0, new float[4])[2], "m2s[0][2]");
                    eq(v(1000 + 250, 1), s.inner().uY(), "inner.u.y");
                    eq((float) v(1000 + 251, 0), s.inner().f(), "inner.f");
                    Inner reuse = s.inners(1);
                    eq((float) v(1000 + 261, 1), s.inners(1, reuse).f(), "inners[1].f");
                    eq(v(1000 + 260, 5), s.inners(1).uZ(), "inners[1].u.z");
                    eq(v(27, 0), s.aligned(), "aligned");
                }
            }
            """;

    static final String C_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.lang.foreign.MemorySegment;
            import java.util.function.BiFunction;
            import org.abistruct.abi.Abi;

            /** Writes and reads back every slot of a CSample; ABI-sized members are 4 or 8 bytes as the ABI says. */
            public final class CSampleDriver implements BiFunction<Abi, Arena, MemorySegment> {
                static int v(int m, int s) { return (m * 7 + s * 3) % 97 + 1; }
                static void eq(Object expected, Object actual, String what) {
                    if (!expected.equals(actual)) {
                        throw new AssertionError(what + ": expected " + expected + " but read " + actual);
                    }
                }

                @Override
                public MemorySegment apply(Abi abi, Arena arena) {
                    CSample s = CSample.allocate(arena, abi);
                    s.cl(-v(0, 0)).ul(v(1, 0)).size(v(2, 0)).ptr(0x8000_0000L + v(3, 0)).ip(-v(4, 0));
                    s.sizes(new long[] {v(5, 0), v(5, 1), v(5, 2)});
                    for (int c = 0; c < 8; c++) {
                        s.f8(c, v(6, c));
                    }
                    s.flag(v(7, 0) % 2 == 1).ch((byte) v(8, 0)).us((char) v(9, 0));
                    s.longs(0, -v(10, 0)).longs(1, -v(10, 1));

                    eq((long) -v(0, 0), s.cl(), "cl");
                    eq((long) v(1, 0), s.ul(), "ul");
                    eq((long) v(2, 0), s.size(), "size");
                    eq(0x8000_0000L + v(3, 0), s.ptr(), "ptr");
                    eq((long) -v(4, 0), s.ip(), "ip");
                    eq((long) v(5, 2), s.sizesTo(new long[3])[2], "sizes[2]");
                    eq((float) v(6, 7), s.f8(7), "f8[7]");
                    eq((float) v(6, 3), s.f8To(new float[8])[3], "f8[3]");
                    eq(v(7, 0) % 2 == 1, s.flag(), "flag");
                    eq((byte) v(8, 0), s.ch(), "ch");
                    eq((char) v(9, 0), s.us(), "us");
                    eq((long) -v(10, 1), s.longs(1), "longs[1]");
                    return s.segment();
                }
            }
            """;

    /**
     * {@code get()} and {@code set(value)}: a Sample written under the ABI given, copied through its record into a
     * view under every ABI of {@link GeneratedStructTest#ABIS} and read back member by member; then values that do not
     * fit, which must leave the target's bytes as they were.
     */
    static final String RECORD_COPY_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.lang.foreign.MemorySegment;
            import java.lang.reflect.Array;
            import java.lang.reflect.RecordComponent;
            import java.util.List;
            import java.util.function.Function;
            import java.util.function.UnaryOperator;
            import org.abistruct.abi.Abi;

            public final class RecordCopyDriver implements Function<Abi, String> {
                static final List<String> TARGETS = List.of("x86_64-sysv", "x86_64-msvc", "std140", "std430", "scalar",
                        "network", "i386-sysv");

                static void check(boolean ok, String what) {
                    if (!ok) {
                        throw new AssertionError(what);
                    }
                }

                /** Records component by component and arrays element by element (a record's equals compares arrays by identity). */
                static boolean same(Object a, Object b) {
                    if (a instanceof Record ra && b instanceof Record) {
                        try {
                            for (RecordComponent c : ra.getClass().getRecordComponents()) {
                                if (!same(c.getAccessor().invoke(a), c.getAccessor().invoke(b))) {
                                    return false;
                                }
                            }
                            return true;
                        } catch (ReflectiveOperationException e) {
                            throw new AssertionError(e);
                        }
                    }
                    if (a != null && a.getClass().isArray() && b != null && b.getClass().isArray()) {
                        if (Array.getLength(a) != Array.getLength(b)) {
                            return false;
                        }
                        for (int i = 0; i < Array.getLength(a); i++) {
                            if (!same(Array.get(a, i), Array.get(b, i))) {
                                return false;
                            }
                        }
                        return true;
                    }
                    return a.equals(b);
                }

                /** A copy of {@code value} with one component replaced. */
                static <R extends Record> R with(R value, String component, UnaryOperator<Object> change) {
                    try {
                        RecordComponent[] cs = value.getClass().getRecordComponents();
                        Object[] args = new Object[cs.length];
                        Class<?>[] types = new Class<?>[cs.length];
                        for (int i = 0; i < cs.length; i++) {
                            args[i] = cs[i].getAccessor().invoke(value);
                            types[i] = cs[i].getType();
                            if (cs[i].getName().equals(component)) {
                                args[i] = change.apply(args[i]);
                            }
                        }
                        var constructor = value.getClass().getDeclaredConstructor(types);
                        constructor.setAccessible(true);
                        @SuppressWarnings("unchecked")
                        R copy = (R) constructor.newInstance(args);
                        return copy;
                    } catch (ReflectiveOperationException e) {
                        throw new AssertionError(e);
                    }
                }

                /** {@code set(bad)} throws {@code type} whose message starts with {@code member}, and the target's bytes stay as they were. */
                static void refused(MemorySegment target, Runnable set, Class<? extends RuntimeException> type, String member) {
                    target.fill((byte) 0x5A);
                    MemorySegment before = Arena.ofAuto().allocate(target.byteSize());
                    before.copyFrom(target);
                    try {
                        set.run();
                        throw new AssertionError("set accepted a bad " + member);
                    } catch (RuntimeException e) {
                        check(type.isInstance(e) && e.getMessage().startsWith(member), "bad " + member + " gave " + e);
                    }
                    check(target.mismatch(before) == -1, "a refused set of " + member + " wrote something");
                }

                @Override
                public String apply(Abi abi) {
                    try (Arena arena = Arena.ofConfined()) {
                        Sample from = Sample.allocate(arena, abi);
                        SampleDriver.write(from);
                        SampleDecl value = from.get();
                        check(value.u8() == (byte) (SampleDriver.v(1, 0) + 150), "get: u8");
                        check(value.grid()[1][2] == SampleDriver.v(21, 5), "get: grid[1][2]");
                        check(value.v2s()[1][1] == SampleDriver.v(23, 3), "get: v2s[1].y");
                        check(value.m2s()[1][3] == SampleDriver.v(24, 7), "get: m2s[1][3]");
                        check(value.inner().u()[1] == SampleDriver.v(1000 + 250, 1), "get: inner.u.y");
                        check(value.inners()[1].f() == SampleDriver.v(1000 + 261, 1), "get: inners[1].f");
                        for (String id : TARGETS) {
                            Sample to = Sample.allocate(arena, Abi.of(id));
                            check(to.set(value) == to, "set returns the view");
                            SampleDriver.read(to);
                            check(same(value, to.get()), abi.id() + " -> " + id + ": get() after set(value) differs");
                        }
                        try (Sample malloced = Sample.calloc(abi)) {
                            SampleDriver.read(malloced.set(value));
                        }

                        Sample target = Sample.allocate(arena, abi);
                        MemorySegment bytes = target.segment();
                        refused(bytes, () -> target.set(with(value, "ints", a -> new int[3])), IllegalArgumentException.class, "ints");
                        refused(bytes, () -> target.set(with(value, "v3", a -> null)), NullPointerException.class, "v3");
                        refused(bytes, () -> target.set(with(value, "grid", a -> new float[][] {new float[3], new float[2]})),
                                IllegalArgumentException.class, "grid[1]: array of length 2");
                        refused(bytes, () -> target.set(with(value, "grid", a -> new float[][] {new float[3], null})),
                                NullPointerException.class, "grid[1] is null");
                        refused(bytes, () -> target.set(with(value, "grid", a -> new float[1][3])), IllegalArgumentException.class, "grid");
                        refused(bytes, () -> target.set(with(value, "v2s", a -> new float[][] {new float[2], new float[1]})),
                                IllegalArgumentException.class, "v2s[1]: array of length 1");
                        refused(bytes, () -> target.set(with(value, "inner", a -> null)), NullPointerException.class, "inner");
                        refused(bytes, () -> target.set(with(value, "inners", a -> new InnerDecl[] {value.inner(), null})),
                                NullPointerException.class, "inners[1] is null");
                        refused(bytes, () -> target.set(with(value, "inners", a -> new InnerDecl[] {
                                value.inner(), new InnerDecl(new int[2], 1f)})), IllegalArgumentException.class, "inners[1].u: array of length 2");

                        CSample host = CSample.calloc(Abi.of("x86_64-sysv"));
                        try {
                            host.size(1L << 40).sizes(1, 7);
                            CSampleDecl wide = host.get();
                            CSample narrow = CSample.allocate(arena, Abi.of("i386-sysv"));
                            refused(narrow.segment(), () -> narrow.set(wide), IllegalArgumentException.class, "size");
                            refused(narrow.segment(), () -> narrow.set(with(with(wide, "size", x -> 5L), "sizes", x -> new long[] {1, 1L << 33, 3})),
                                    IllegalArgumentException.class, "sizes");
                            check(narrow.set(with(wide, "size", x -> 5L)).size() == 5 && narrow.sizes(1) == 7, "C set");
                        } finally {
                            host.free();
                        }
                    }
                    return "ok";
                }
            }
            """;

    /** Arrays of structs: get(i), get(i, reuse), forEach, over malloc, arena and heap memory. */
    static final String ARRAY_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.util.function.Function;
            import org.abistruct.abi.Abi;

            public final class ArrayDriver implements Function<Abi, String> {
                static void check(boolean ok, String what) {
                    if (!ok) {
                        throw new AssertionError(what);
                    }
                }

                @Override
                public String apply(Abi abi) {
                    long stride = Sample.layout(abi).byteSize();
                    try (Sample.Array a = Sample.mallocArray(5, abi)) {
                        exercise(a, stride, "malloc");
                    }
                    try (Arena arena = Arena.ofConfined()) {
                        Sample.Array a = Sample.allocateArray(arena, 5, abi);
                        exercise(a, stride, "arena");
                    }
                    byte[] heap = new byte[(int) (5 * stride)];
                    Sample.Array h = Sample.wrapArray(java.lang.foreign.MemorySegment.ofArray(heap), 5, abi);
                    exercise(h, stride, "heap");
                    Sample.Array z = Sample.callocArray(3, abi);
                    z.forEach(e -> check(e.i32() == 0 && e.f64() == 0 && !e.flag(), "calloc'd element is zero"));
                    z.free();
                    return "ok";
                }

                static void exercise(Sample.Array a, long stride, String what) {
                    check(a.count() == 5, what + ": count");
                    check(a.stride() == stride, what + ": stride");
                    check(a.byteSize() == 5 * stride, what + ": byteSize");
                    for (int i = 0; i < 5; i++) {
                        Sample e = a.get(i);
                        e.i32(i * 10).v3(i, i + 1, i + 2).inner().f(i * 0.5f);
                        check(e.address() == a.address() + i * stride, what + ": element " + i + " address");
                    }
                    Sample reuse = a.get(0);
                    for (int i = 0; i < 5; i++) {
                        check(a.get(i, reuse) == reuse, what + ": get(i, reuse) returns reuse");
                        check(reuse.i32() == i * 10 && reuse.v3Z() == i + 2 && reuse.inner().f() == i * 0.5f,
                                what + ": element " + i + " through the reused view");
                    }
                    long[] sum = {0};
                    Sample[] seen = new Sample[2];
                    a.forEach(e -> {
                        sum[0] += e.i32();
                        seen[seen[0] == null ? 0 : 1] = e;
                    });
                    check(sum[0] == 100, what + ": forEach visits every element, sum=" + sum[0]);
                    check(seen[0] == seen[1], what + ": forEach reuses one cursor");
                }
            }
            """;

    /** Which class each kind of view gets: "hidden?simple-name" per case. */
    static final String VIEW_CLASS_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.util.function.Function;
            import org.abistruct.abi.Abi;
            import org.abistruct.abi.CAbi;
            import org.abistruct.memory.MemoryStack;

            public final class ViewClassDriver implements Function<String, String> {
                static final Abi USER = CAbi.builder().id("user-built").build();

                @Override
                public String apply(String kind) {
                    if (kind.equals("reflection on a hidden class")) {
                        Class<?> c = Sample.calloc(Abi.of("scalar")).getClass();
                        return c.getSimpleName().startsWith("Sample$Direct/") + " " + c.isMemberClass() + " "
                                + c.getEnclosingClass() + " " + c.getDeclaringClass();
                    }
                    Object view = switch (kind) {
                        case "default" -> Sample.calloc();
                        case "default again" -> Sample.malloc(Sample.DEFAULT_ABI);
                        case "built-in" -> Sample.calloc(Abi.of("std140"));
                        case "built-in again" -> Sample.calloc(Abi.of("std140"));
                        case "user-built" -> Sample.calloc(USER);
                        case "stack" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.calloc(frame, USER);
                            }
                        }
                        case "address" -> Sample.wrap(Sample.calloc(USER).address(), USER);
                        case "array element" -> Sample.callocArray(2, USER).get(1);
                        case "stack array element" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.callocArray(frame, 2, USER).get(1);
                            }
                        }
                        case "default stack array element" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.mallocArray(frame, 2).get(1);
                            }
                        }
                        case "nested" -> Sample.calloc(USER).inner();
                        case "byte-swapped" -> Sample.calloc(Abi.of("network"));
                        case "heap" -> Sample.wrap(new byte[1024]);
                        case "arena" -> Sample.allocate(Arena.global(), USER);
                        default -> throw new IllegalArgumentException(kind);
                    };
                    Class<?> c = view.getClass();
                    String name = c.getName().substring(c.getName().lastIndexOf('.') + 1);
                    int slash = name.indexOf('/');
                    return c.isHidden() ? "hidden " + name.substring(0, slash) + " " + System.identityHashCode(c) : name;
                }
            }
            """;

    /** Misuse: each case throws; the test checks the exception. */
    static final String MISUSE_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.lang.foreign.MemorySegment;
            import java.lang.foreign.SegmentAllocator;
            import java.nio.ByteBuffer;
            import java.util.function.Function;
            import org.abistruct.abi.Abi;
            import org.abistruct.memory.MemoryStack;

            public final class MisuseDriver implements Function<String, Object> {
                @Override
                public Object apply(String misuse) {
                    Abi abi = Abi.of("std140");
                    Sample s = Sample.callocManaged(abi);
                    return switch (misuse) {
                        case "index" -> s.ints(4);
                        case "negative index" -> s.ints(-1, 7);
                        case "second index" -> s.grid(1, 3);
                        case "matrix column" -> s.m3(3, 0);
                        case "matrix row" -> s.rm23(0, 3, 1f);
                        case "array of structs index" -> s.inners(2);
                        case "array element" -> {
                            try (Sample.Array a = Sample.mallocArray(2, abi)) {
                                yield a.get(2);
                            }
                        }
                        case "empty array element" -> {
                            try (Sample.Array a = Sample.mallocArray(0, abi)) {
                                yield a.get(0);
                            }
                        }
                        case "forEach without an action" -> {
                            try (Sample.Array a = Sample.mallocArray(0, abi)) {
                                a.forEach(null);
                                yield a;
                            }
                        }
                        case "uint8" -> s.u8(256);
                        case "uint16" -> s.u16(-1);
                        case "uint32" -> s.u32(1L << 32);
                        case "size_t on i386" -> CSample.calloc(Abi.of("i386-sysv")).size(1L << 32);
                        case "long on i386" -> CSample.calloc(Abi.of("i386-sysv")).cl(Integer.MIN_VALUE - 1L);
                        case "uint16 element" -> Counters.calloc().counts(2, 70000);
                        case "uint16 element, general view" -> Counters.callocManaged().counts(2, 70000);
                        case "uint8 element of a 2-D array" -> Counters.calloc().levels(1, 0, -1);
                        case "uint8 element of a 2-D array, general view" -> Counters.callocManaged().levels(1, 0, -1);
                        case "null bulk source" -> s.ints((int[]) null);
                        case "null vector source" -> s.v3((float[]) null);
                        case "null matrix destination" -> s.m2sTo(1, null);
                        case "free an array element" -> {
                            try (Sample.Array a = Sample.mallocArray(2, abi)) {
                                a.get(1).free();
                                yield a;
                            }
                        }
                        case "free a nested struct" -> {
                            s.inner().free();
                            yield s;
                        }
                        case "uint16 element at a bad index" -> Counters.calloc().counts(7, 70000);
                        case "vec2 element from a short array" -> s.v2s(1, new float[1]);
                        case "vec2 element into a short array" -> s.v2sTo(1, new float[1]);
                        case "mat2 element from a short array" -> s.m2s(1, new float[3]);
                        case "mat2 element into a short array" -> s.m2sTo(1, new float[3]);
                        case "vec2 element at a bad index from a short array" -> s.v2s(5, new float[1]);
                        case "size_t element on i386" -> CSample.calloc(Abi.of("i386-sysv")).sizes(1, 1L << 32);
                        case "size_t element of a 2-D array on i386" ->
                                Counters.calloc(Abi.of("i386-sysv")).sizes(1, 1, 1L << 32);
                        case "size_t element of a 2-D array on big-endian i386" ->
                                Counters.calloc(((org.abistruct.abi.CAbi) Abi.of("i386-sysv")).toBuilder().id("i386-be")
                                        .byteOrder(java.nio.ByteOrder.BIG_ENDIAN).build()).sizes(0, 1, -1);
                        case "bulk size_t on i386" -> {
                            CSample c = CSample.calloc(Abi.of("i386-sysv")).sizes(new long[] {1, 2, 3});
                            try {
                                yield c.sizes(new long[] {7, 1L << 32, 9});
                            } finally {
                                if (c.sizes(0) != 1 || c.sizes(2) != 3) {
                                    throw new AssertionError("a rejected bulk write changed the member");
                                }
                            }
                        }
                        case "bulk size_t of a 2-D array on i386" -> {
                            Counters c = Counters.calloc(Abi.of("i386-sysv")).sizes(new long[] {1, 2, 3, 4});
                            try {
                                yield c.sizes(new long[] {5, 6, 1L << 32, 8});
                            } finally {
                                if (c.sizes(1, 0) != 3 || c.sizes(1, 1) != 4) {
                                    throw new AssertionError("a rejected bulk write changed the member");
                                }
                            }
                        }
                        case "short source" -> s.v3(new float[2]);
                        case "short destination" -> s.m3To(new float[8]);
                        case "double free" -> {
                            Sample m = Sample.malloc(abi);
                            m.free();
                            m.free();
                            yield m;
                        }
                        case "allocate from a byte[]" -> Sample.allocate(
                                SegmentAllocator.slicingAllocator(MemorySegment.ofArray(new byte[4096])), abi);
                        case "allocate an array from a byte[]" -> Sample.allocateArray(
                                SegmentAllocator.slicingAllocator(MemorySegment.ofArray(new byte[4096])), 2, abi);
                        case "allocate from no allocator" -> Sample.allocate((SegmentAllocator) null, abi);
                        case "allocate from a used-up slicing allocator" ->
                                Sample.allocate(SegmentAllocator.slicingAllocator(Arena.ofAuto().allocate(100, 32)), abi);
                        case "allocate an array from a too small prefix allocator" ->
                                Sample.allocateArray(SegmentAllocator.prefixAllocator(Arena.ofAuto().allocate(700, 32)), 2, abi);
                        case "allocate from an allocator that returns null" -> Sample.allocate((size, align) -> null, abi);
                        case "allocate an array from an allocator that returns null" ->
                                Sample.allocateArray((size, align) -> null, 2, abi);
                        case "allocate from an allocator that returns too few bytes" ->
                                Sample.allocate((size, align) -> MemorySegment.ofArray(new long[1]), abi);
                        case "allocate from an allocator that returns misaligned memory" -> Sample.allocate(
                                (size, align) -> Arena.ofAuto().allocate(size + align, align).asSlice(8, size), abi);
                        case "allocate an array from an allocator that returns a long[]" ->
                                Sample.allocateArray((size, align) -> MemorySegment.ofArray(new long[(int) size / 8]), 2, abi);
                        case "free arena memory" -> {
                            try (Arena arena = Arena.ofConfined()) {
                                Sample.allocate(arena, abi).free();
                                yield null;
                            }
                        }
                        case "free wrapped memory" -> {
                            Sample.wrap(new byte[1024], abi).free();
                            yield null;
                        }
                        case "pop frame twice" -> {
                            MemoryStack.Frame frame = MemoryStack.push();
                            Sample.calloc(frame, abi).f32(1);
                            frame.close();
                            frame.close();
                            yield null;
                        }
                        case "wrap too small" -> Sample.wrap(new byte[8], abi);
                        case "wrap too few bytes" -> Inner.wrap(new byte[10], abi);
                        case "wrap past the end" -> Inner.wrap(MemorySegment.ofArray(new byte[32]), 20, abi);
                        case "wrap at a negative offset" -> Inner.wrap(MemorySegment.ofArray(new byte[32]), -1, abi);
                        case "wrap a too small buffer" -> Inner.wrap(ByteBuffer.allocateDirect(12));
                        case "wrapArray too small" -> Inner.wrapArray(MemorySegment.ofArray(new byte[40]), 3, abi);
                        case "move to too small memory" ->
                                Inner.wrap(new byte[16], abi).moveTo(MemorySegment.ofArray(new byte[8]), 0, Inner.boundLayout(abi));
                        case "wrap null segment" -> Sample.wrap((MemorySegment) null, abi);
                        case "wrap null segment, default ABI" -> Sample.wrap((MemorySegment) null);
                        case "wrap null segment at an offset" -> Sample.wrap(null, 0x1000L);
                        case "wrap null segment at an offset, ABI" -> Sample.wrap(null, 0x1000L, abi);
                        case "wrap null segment with a layout" -> Sample.wrap(null, 0x1000L, Sample.boundLayout(abi));
                        case "wrap null buffer" -> Sample.wrap((ByteBuffer) null, abi);
                        case "wrap null buffer, default ABI" -> Sample.wrap((ByteBuffer) null);
                        case "wrap null bytes" -> Sample.wrap((byte[]) null, abi);
                        case "wrap null bytes, default ABI" -> Sample.wrap((byte[]) null);
                        case "wrapArray null" -> Sample.wrapArray(null, 2, abi);
                        case "wrapArray null, default ABI" -> Sample.wrapArray(null, 2);
                        case "move to null" -> Inner.wrap(new byte[16], abi).moveTo(null, 0x1000L, Inner.boundLayout(abi));
                        case "wrap NULL" -> Sample.wrap(0L, abi);
                        // no segment reaches these: the first access failed, naming FFM's address-space segment
                        case "wrap a negative address" -> Inner.wrap(-64L, abi).f();
                        case "wrap an address whose struct runs past Long.MAX_VALUE" -> Inner.wrap(Long.MAX_VALUE - 8, abi).f();
                        case "use after arena close" -> {
                            Sample a;
                            try (Arena arena = Arena.ofConfined()) {
                                a = Sample.allocate(arena, abi);
                            }
                            yield a.f32();
                        }
                        case "reuse no view" -> s.inner(null);
                        case "reuse no view, direct" -> {
                            try (Sample d = Sample.calloc(abi)) {
                                yield d.inner(null);
                            }
                        }
                        case "reuse no view for an array element" -> s.inners(1, null);
                        case "reuse no view for an array element, direct" -> {
                            try (Sample d = Sample.calloc(abi)) {
                                yield d.inners(1, null);
                            }
                        }
                        case "reuse no view at a bad index" -> s.inners(2, null);
                        case "no array cursor" -> {
                            try (Sample.Array array = Sample.callocArray(2, abi)) {
                                yield array.get(1, null);
                            }
                        }
                        case "move to no layout" -> Inner.wrap(new byte[16], abi).moveTo(MemorySegment.ofArray(new byte[16]), 0, null);
                        case "wrap with no layout" -> Inner.wrap(MemorySegment.ofArray(new byte[16]), 0, (Inner.Layout) null);
                        case "wrap native memory with no layout" ->
                                Inner.wrap(org.abistruct.memory.NativeMemory.EVERYTHING, 0x1000L, (Inner.Layout) null);
                        case "reuse an owning view" -> s.inner(Inner.malloc(abi));
                        case "reuse an owning view as an array cursor" -> {
                            try (Sample.Array array = Sample.callocArray(4, abi); Sample cursor = Sample.malloc(abi)) {
                                yield array.get(1, cursor);
                            }
                        }
                        case "reuse a view of another ABI" -> s.inner(Inner.wrap(new byte[64], Abi.of("scalar")));
                        case "stack array larger than the stack" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.callocArray(frame, 10_000_000, abi);
                            }
                        }
                        case "stack array in a closed frame" -> {
                            MemoryStack.Frame frame = MemoryStack.push();
                            frame.close();
                            yield Sample.mallocArray(frame, 2, abi);
                        }
                        case "malloc in no frame" -> Sample.malloc((MemoryStack.Frame) null);
                        case "calloc in no frame, ABI" -> Sample.calloc((MemoryStack.Frame) null, abi);
                        case "stack array in no frame" -> Sample.mallocArray((MemoryStack.Frame) null, 2);
                        case "zeroed stack array in no frame, ABI" -> Sample.callocArray((MemoryStack.Frame) null, 2, abi);
                        case "negative array count" -> Sample.mallocArray(-1, abi);
                        case "array count overflow" -> Sample.mallocArray(Long.MAX_VALUE / 2, abi);
                        case "negative arena array count" -> Sample.allocateArray(Arena.ofAuto(), -1, abi);
                        case "arena array count overflow" -> Sample.allocateArray(Arena.ofAuto(), Long.MAX_VALUE / 2, abi);
                        case "negative stack array count" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.callocArray(frame, -1, abi);
                            }
                        }
                        case "stack array count overflow" -> {
                            try (MemoryStack.Frame frame = MemoryStack.push()) {
                                yield Sample.mallocArray(frame, Long.MAX_VALUE / 2, abi);
                            }
                        }
                        case "negative wrapped array count" -> Sample.wrapArray(MemorySegment.ofArray(new byte[64]), -1, abi);
                        case "wrapped array count overflow" ->
                                Sample.wrapArray(MemorySegment.ofArray(new byte[64]), Long.MAX_VALUE / 2, abi);
                        case "double free of an array" -> {
                            Sample.Array a = Sample.mallocArray(2, abi);
                            a.free();
                            a.free();
                            yield a;
                        }
                        case "reuse a view of another struct as an array cursor" -> reuseAnotherStruct(abi);
                        case "move a direct view to heap memory" -> {
                            Sample.Array heap = Sample.wrapArray(MemorySegment.ofArray(new byte[4096]), 2, abi);
                            try (Sample.Array nativeArray = Sample.callocArray(1, abi)) {
                                yield heap.get(1, nativeArray.get(0));
                            }
                        }
                        default -> throw new IllegalArgumentException(misuse);
                    };
                }

                /** A cursor of another struct, which the array's type refuses at compile time, through the raw type. */
                @SuppressWarnings({"rawtypes", "unchecked"})
                private static Object reuseAnotherStruct(Abi abi) {
                    try (Sample.Array array = Sample.callocArray(2, abi)) {
                        org.abistruct.runtime.StructArray raw = array;
                        return raw.get(1, Inner.wrap(new byte[64], abi));
                    }
                }
            }
            """;

    /** JOML conversions (compiled only with JOML on the class path). */
    static final String JOML_DRIVER = """
            package s;
            import java.util.function.Function;
            import org.abistruct.abi.Abi;
            import org.joml.Matrix3f;
            import org.joml.Vector3f;
            import org.joml.Vector2i;

            public final class JomlDriver implements Function<Abi, String> {
                @Override
                public String apply(Abi abi) {
                    try (Sample s = Sample.calloc(abi)) {
                        Matrix3f m = new Matrix3f(1, 2, 3, 4, 5, 6, 7, 8, 9);
                        s.m3(m).v3(new Vector3f(1, 2, 3)).iv2(new Vector2i(-4, 5));
                        if (s.m3(1, 2) != 6 || s.v3Y() != 2 || s.iv2X() != -4) {
                            throw new AssertionError("JOML values were not stored column by column");
                        }
                        Matrix3f back = s.m3To(new Matrix3f());
                        Vector3f v = s.v3To(new Vector3f());
                        return back.equals(m) + " " + v.equals(new Vector3f(1, 2, 3)) + " " + s.iv2To(new Vector2i()).equals(-4, 5)
                                + " " + s.v2s(1, new org.joml.Vector2f(7, 8)).v2sTo(1, new org.joml.Vector2f()).y
                                + nullMessage(() -> s.v3((org.joml.Vector3fc) null)) + nullMessage(() -> s.m3To((Matrix3f) null))
                                + nullMessage(() -> s.v2s(1, (org.joml.Vector2fc) null))
                                + nullMessage(() -> s.v2sTo(1, (org.joml.Vector2f) null));
                    }
                }

                /** " / " and the message of the NullPointerException {@code call} throws. */
                static String nullMessage(Runnable call) {
                    try {
                        call.run();
                    } catch (NullPointerException e) {
                        return " / " + e.getMessage();
                    }
                    throw new AssertionError("no NullPointerException");
                }
            }
            """;

    /** Every factory, with and without an ABI; ownership and shared memory are checked. */
    static final String FACTORY_DRIVER = """
            package s;
            import java.lang.foreign.Arena;
            import java.lang.foreign.MemorySegment;
            import java.nio.ByteBuffer;
            import java.util.function.Function;
            import org.abistruct.abi.Abi;
            import org.abistruct.memory.MemoryStack;
            import org.abistruct.runtime.Ownership;

            public final class FactoryDriver implements Function<Abi, String> {
                static void check(boolean ok, String what) {
                    if (!ok) {
                        throw new AssertionError(what);
                    }
                }

                static void owned(Sample s, Ownership expected, Abi abi, String what) {
                    check(s.ownership() == expected, what + ": ownership " + s.ownership());
                    check(s.boundLayout().abi == abi, what + ": ABI " + s.boundLayout().abi.id());
                    check(s.byteSize() == Sample.layout(abi).byteSize(), what + ": byteSize");
                    s.i32(42).f64(2.5);
                    check(s.i32() == 42 && s.f64() == 2.5, what + ": write then read");
                }

                @Override
                public String apply(Abi abi) {
                    Abi dflt = Sample.DEFAULT_ABI;
                    check(dflt == Abi.of("std430"), "DEFAULT_ABI is the declared std430");
                    try (Sample a = Sample.malloc(abi); Sample b = Sample.malloc()) {
                        owned(a, Ownership.MALLOC, abi, "malloc(abi)");
                        owned(b, Ownership.MALLOC, dflt, "malloc()");
                        Sample alias = Sample.wrap(a.address(), abi);
                        owned(alias, Ownership.BORROWED, abi, "wrap(address)");
                        alias.i32(7);
                        check(a.i32() == 7, "wrap(address) sees the malloc'd memory");
                        check(Sample.wrap(b.address()).boundLayout().abi == dflt, "wrap(address) default ABI");
                    }
                    try (Sample c = Sample.calloc(abi)) {
                        check(c.i32() == 0 && c.m3(2, 2) == 0 && c.inners(1).f() == 0, "calloc zeroes");
                        owned(c, Ownership.MALLOC, abi, "calloc(abi)");
                    }
                    owned(Sample.calloc(), Ownership.MALLOC, dflt, "calloc()");
                    Sample managed = Sample.mallocManaged(abi);
                    owned(managed, Ownership.MANAGED, abi, "mallocManaged(abi)");
                    managed.free();
                    check(managed.ownership() == Ownership.FREED, "managed free()");
                    owned(Sample.callocManaged(abi), Ownership.MANAGED, abi, "callocManaged(abi)");
                    owned(Sample.mallocManaged(), Ownership.MANAGED, dflt, "mallocManaged()");
                    owned(Sample.callocManaged(), Ownership.MANAGED, dflt, "callocManaged()");
                    try (Arena arena = Arena.ofConfined()) {
                        Sample s = Sample.allocate(arena, abi);
                        check(s.address() % Sample.boundLayout(abi).alignment == 0, "arena memory is aligned");
                        owned(s, Ownership.ARENA, abi, "allocate(arena, abi)");
                        owned(Sample.allocate(arena), Ownership.ARENA, dflt, "allocate(arena)");
                        s.close(); // does nothing for arena memory
                        MemorySegment segment = arena.allocate(4096);
                        owned(Sample.wrap(segment, abi), Ownership.BORROWED, abi, "wrap(segment, abi)");
                        owned(Sample.wrap(segment), Ownership.BORROWED, dflt, "wrap(segment)");
                        Sample second = Sample.wrap(segment, Sample.layout(abi).byteSize(), abi);
                        owned(second, Ownership.BORROWED, abi, "wrap(segment, offset, abi)");
                        check(second.address() == segment.address() + Sample.layout(abi).byteSize(), "wrap offset");
                        owned(Sample.wrap(segment, 8), Ownership.BORROWED, dflt, "wrap(segment, offset)");
                        check(Sample.wrapArray(segment, 3, abi).get(1).i32() == 42, "wrapArray sees wrap(segment, offset)");
                        check(Sample.wrapArray(segment, 2).count() == 2, "wrapArray default ABI");
                        // views make unaligned accesses, so memory at any offset will do
                        owned(Sample.wrap(segment, 3, abi), Ownership.BORROWED, abi, "wrap(segment, odd offset)");
                        owned(Sample.wrap(segment.address() + 5, abi), Ownership.BORROWED, abi, "wrap(odd address)");
                        owned(Sample.wrap(MemorySegment.ofArray(new byte[2048]), 7, abi), Ownership.BORROWED, abi,
                                "wrap(byte[] segment, odd offset)");
                        owned(Sample.allocateArray(arena, 2).get(1), Ownership.BORROWED, dflt, "allocateArray(arena)");
                    }
                    try (MemoryStack.Frame frame = MemoryStack.push()) {
                        owned(Sample.malloc(frame, abi), Ownership.STACK, abi, "malloc(frame, abi)");
                        owned(Sample.malloc(frame), Ownership.STACK, dflt, "malloc(frame)");
                        Sample z = Sample.calloc(frame, abi);
                        check(z.i64() == 0 && z.v3Z() == 0, "calloc(frame) zeroes");
                        owned(z, Ownership.STACK, abi, "calloc(frame, abi)");
                        owned(Sample.calloc(frame), Ownership.STACK, dflt, "calloc(frame)");
                        long stride = Sample.boundLayout(abi).size;
                        long reused;
                        try (MemoryStack.Frame inner = MemoryStack.push()) {
                            Sample.Array m = Sample.mallocArray(inner, 3, abi);
                            check(m.ownership() == Ownership.STACK && m.count() == 3 && m.elementLayout().abi == abi
                                    && m.byteSize() == 3 * stride, "mallocArray(frame, abi)");
                            check(m.address() % Sample.boundLayout(abi).alignment == 0, "a stack array is aligned");
                            m.forEach(e -> e.i32(-1).f64(-1));
                            owned(m.get(2), Ownership.BORROWED, abi, "an element of a stack array");
                            check(m.get(1).i32() == -1, "stack array elements are apart");
                            check(Sample.mallocArray(inner, 2).elementLayout().abi == dflt, "mallocArray(frame)");
                            try {
                                m.free();
                                check(false, "free() of a stack array");
                            } catch (IllegalStateException e) {
                                check(e.getMessage().endsWith("stack memory is released when its frame closes"),
                                        "free() of a stack array: " + e.getMessage());
                            }
                            m.close(); // does nothing for stack memory
                            reused = m.address();
                        }
                        try (MemoryStack.Frame inner = MemoryStack.push()) {
                            Sample.Array zeroed = Sample.callocArray(inner, 3, abi);
                            check(zeroed.address() == reused, "a closed frame's array memory is reused");
                            zeroed.forEach(e -> check(e.i32() == 0 && e.f64() == 0, "callocArray(frame) zeroes"));
                            check(Sample.callocArray(inner, 1).elementLayout().abi == dflt, "callocArray(frame)");
                            check(Sample.callocArray(inner, 0, abi).count() == 0, "an empty stack array");
                        }
                    }
                    ByteBuffer direct = ByteBuffer.allocateDirect(1024);
                    owned(Sample.wrap(direct, abi), Ownership.BORROWED, abi, "wrap(direct buffer, abi)");
                    // the ABI sets the byte order, whatever the buffer's order() (big-endian by default)
                    int i32At = (int) Sample.boundLayout(abi).i32;
                    check(direct.order(abi.byteOrder()).getInt(i32At) == 42, "wrap(buffer) writes in the ABI's order");
                    Sample fromPosition = Sample.wrap(direct.position(64), abi);
                    check(fromPosition.address() == Sample.wrap(direct.clear(), abi).address() + 64, "wrap(buffer) at its position");
                    ByteBuffer heap = ByteBuffer.allocate(1024);
                    owned(Sample.wrap(heap), Ownership.BORROWED, dflt, "wrap(heap buffer)");
                    byte[] bytes = new byte[1024];
                    Sample onHeap = Sample.wrap(bytes, abi);
                    owned(onHeap, Ownership.BORROWED, abi, "wrap(byte[], abi)");
                    owned(Sample.wrap(new byte[1024]), Ownership.BORROWED, dflt, "wrap(byte[])");
                    long i32 = Sample.boundLayout(abi).i32;
                    int little = (bytes[(int) i32] & 0xFF) | (bytes[(int) i32 + 1] & 0xFF) << 8;
                    int big = (bytes[(int) i32 + 2] & 0xFF) << 8 | (bytes[(int) i32 + 3] & 0xFF);
                    check(little == 42 || big == 42, "wrap(byte[]) writes into the array");
                    try (Sample.Array m = Sample.mallocArray(2); Sample.Array c = Sample.callocArray(2);
                         Sample.Array x = Sample.allocateArray(2, abi); Sample.Array y = Sample.allocateArray(2)) {
                        check(m.elementLayout().abi == dflt && c.elementLayout().abi == dflt && y.elementLayout().abi == dflt
                                && x.elementLayout().abi == abi, "array factories' ABIs");
                        check(x.ownership() == Ownership.MALLOC, "allocateArray is malloc'd");
                    }
                    return "ok";
                }
            }
            """;

    static Map<String, String> gpuAndC() {
        var sources = new LinkedHashMap<String, String>();
        sources.put("s/InnerDecl.java", INNER);
        sources.put("s/SampleDecl.java", SAMPLE);
        sources.put("s/CSampleDecl.java", C_SAMPLE);
        sources.put("s/CountersDecl.java", COUNTERS);
        sources.put("s/SampleDriver.java", SAMPLE_DRIVER);
        sources.put("s/CSampleDriver.java", C_DRIVER);
        sources.put("s/ArrayDriver.java", ARRAY_DRIVER);
        sources.put("s/MisuseDriver.java", MISUSE_DRIVER);
        sources.put("s/ViewClassDriver.java", VIEW_CLASS_DRIVER);
        sources.put("s/FactoryDriver.java", FACTORY_DRIVER);
        sources.put("s/RecordCopyDriver.java", RECORD_COPY_DRIVER);
        return sources;
    }
}
