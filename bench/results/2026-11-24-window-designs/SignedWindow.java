package org.abistruct.bench.experiment;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.TimeUnit;
import org.abistruct.bench.FieldAccess;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.memory.NativeMemory;
import org.openjdk.jmh.annotations.*;

/**
 * Experiment: a view that keeps a signed 32-bit offset from a static final base (the address of a block the
 * C library's malloc gave), read as {@code BASE + low}: C2 bounds the sum from the int's range.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class SignedWindow {
    static final MemorySegment ALL = NativeMemory.EVERYTHING;
    static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;
    static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT_UNALIGNED;
    static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG_UNALIGNED;
    static final long ID = LwjglBody.ID, MASS = LwjglBody.MASS, TAG = LwjglBody.TAG, POS = LwjglBody.POSITION;
    static final long BASE = Arena.global().allocate(64, 16).address();

    public static final class View {
        int low;
        public void id(int v) { ALL.set(INT, BASE + low + ID, v); }
        public int id() { return ALL.get(INT, BASE + low + ID); }
        public void mass(float v) { ALL.set(FLOAT, BASE + low + MASS, v); }
        public float mass() { return ALL.get(FLOAT, BASE + low + MASS); }
        public void tag(long v) { ALL.set(LONG, BASE + low + TAG, v); }
        public long tag() { return ALL.get(LONG, BASE + low + TAG); }
        public View positionX(float v) { ALL.set(FLOAT, BASE + low + POS, v); return this; }
        public View positionY(float v) { ALL.set(FLOAT, BASE + low + POS + 4, v); return this; }
        public View positionZ(float v) { ALL.set(FLOAT, BASE + low + POS + 8, v); return this; }
        public float positionX() { return ALL.get(FLOAT, BASE + low + POS); }
        public float positionY() { return ALL.get(FLOAT, BASE + low + POS + 4); }
        public float positionZ() { return ALL.get(FLOAT, BASE + low + POS + 8); }
    }

    @State(Scope.Thread)
    public static class Window {
        public View body;

        @Setup(Level.Trial)
        public void setUp() {
            long address = Arena.global().allocate(LwjglBody.SIZEOF, 16).address();
            long low = address - BASE;
            if (low != (int) low) {
                throw new IllegalStateException("block 0x" + Long.toHexString(address) + " is not within 2 GiB of 0x"
                        + Long.toHexString(BASE));
            }
            body = new View();
            body.low = (int) low;
        }
    }

    @Benchmark
    public int int_window(Window s, FieldAccess.Values v) {
        View b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public float float_window(Window s, FieldAccess.Values v) {
        View b = s.body;
        b.mass(v.f);
        return b.mass();
    }

    @Benchmark
    public long long_window(Window s, FieldAccess.Values v) {
        View b = s.body;
        b.tag(v.l);
        return b.tag();
    }

    @Benchmark
    public float vec3_window(Window s, FieldAccess.Values v) {
        View b = s.body;
        b.positionX(v.x).positionY(v.y).positionZ(v.z);
        return b.positionX() + b.positionY() + b.positionZ();
    }
}
