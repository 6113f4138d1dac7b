package org.abistruct.bench;

import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.structs.Body;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Target 1 (and 4): write then read one member of one struct held in {@code @State}: an int, a float, a
 * 64-bit integer, and the three components of a vec3. The values come from non-final state fields so the
 * JIT cannot fold them.
 * <ul>
 * <li>{@code *_lwjgl}: {@link LwjglBody}, static offsets, {@code MemoryUtil.memPut*}/{@code memGet*}.</li>
 * <li>{@code *_abistruct}: the generated {@code Body} under its default ABI (host C).</li>
 * <li>{@code *_abistructUserAbi}: the same class with a {@code CAbi} built at run time from the
 * {@code abiId} parameter (same bytes).</li>
 * <li>{@code *_abistructManaged} (no target): the same class from {@code callocManaged()}, a general view through
 * the segment of an automatic arena, so that what is taken from it keeps the memory.</li>
 * <li>{@code *_abistructHeap} (no target): the same class over a {@code byte[]} ({@code Body.wrap(bytes)}),
 * the separate on-heap path that parses packets and file records in place.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class FieldAccess {

    /** Values written; non-final so nothing folds. */
    @State(Scope.Thread)
    public static class Values {
        public int i = 42;
        public float f = 1.5f;
        public long l = 0x1234_5678_9abcL;
        public float x = 1f, y = 2f, z = 3f;
    }

    @State(Scope.Thread)
    public static class Lwjgl {
        public LwjglBody body;

        @Setup(Level.Trial)
        public void setUp() {
            body = LwjglBody.calloc();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            body.free();
        }
    }

    @State(Scope.Thread)
    public static class AbiStruct {
        public Body body;

        @Setup(Level.Trial)
        public void setUp() {
            SameLayout.body(Body.DEFAULT_ABI);
            body = Body.calloc();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            body.free();
        }
    }

    @State(Scope.Thread)
    public static class UserAbi {
        @Param("user-c")
        public String abiId;
        public Abi abi;
        public Body body;

        @Setup(Level.Trial)
        public void setUp() {
            abi = SameLayout.userAbi(abiId);
            SameLayout.body(abi);
            body = Body.calloc(abi);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            body.free();
        }
    }

    @State(Scope.Thread)
    public static class Managed {
        public Body body;

        @Setup(Level.Trial)
        public void setUp() {
            body = Body.callocManaged();
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            body.free();
        }
    }

    @State(Scope.Thread)
    public static class Heap {
        public Body body;

        @Setup(Level.Trial)
        public void setUp() {
            body = Body.wrap(new byte[(int) Body.layout(Body.DEFAULT_ABI).byteSize()]);
        }
    }

    // ---- int

    @Benchmark
    public int int_lwjgl(Lwjgl s, Values v) {
        LwjglBody b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public int int_abistruct(AbiStruct s, Values v) {
        Body b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public int int_abistructUserAbi(UserAbi s, Values v) {
        Body b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public int int_abistructManaged(Managed s, Values v) {
        Body b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public int int_abistructHeap(Heap s, Values v) {
        Body b = s.body;
        b.id(v.i);
        return b.id();
    }

    // ---- float

    @Benchmark
    public float float_lwjgl(Lwjgl s, Values v) {
        LwjglBody b = s.body;
        b.mass(v.f);
        return b.mass();
    }

    @Benchmark
    public float float_abistruct(AbiStruct s, Values v) {
        Body b = s.body;
        b.mass(v.f);
        return b.mass();
    }

    @Benchmark
    public float float_abistructUserAbi(UserAbi s, Values v) {
        Body b = s.body;
        b.mass(v.f);
        return b.mass();
    }

    // ---- 64-bit integer

    @Benchmark
    public long long_lwjgl(Lwjgl s, Values v) {
        LwjglBody b = s.body;
        b.tag(v.l);
        return b.tag();
    }

    @Benchmark
    public long long_abistruct(AbiStruct s, Values v) {
        Body b = s.body;
        b.tag(v.l);
        return b.tag();
    }

    @Benchmark
    public long long_abistructUserAbi(UserAbi s, Values v) {
        Body b = s.body;
        b.tag(v.l);
        return b.tag();
    }

    // ---- vec3 components

    @Benchmark
    public float vec3_lwjgl(Lwjgl s, Values v) {
        LwjglBody b = s.body;
        b.position(0, v.x).position(1, v.y).position(2, v.z);
        return b.position(0) + b.position(1) + b.position(2);
    }

    @Benchmark
    public float vec3_abistruct(AbiStruct s, Values v) {
        Body b = s.body;
        b.positionX(v.x).positionY(v.y).positionZ(v.z);
        return b.positionX() + b.positionY() + b.positionZ();
    }

    @Benchmark
    public float vec3_abistructUserAbi(UserAbi s, Values v) {
        Body b = s.body;
        b.positionX(v.x).positionY(v.y).positionZ(v.z);
        return b.positionX() + b.positionY() + b.positionZ();
    }
}
