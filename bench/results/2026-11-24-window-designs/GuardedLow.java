package org.abistruct.bench.experiment;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.concurrent.TimeUnit;
import org.abistruct.bench.FieldAccess;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.memory.NativeMemory;
import org.openjdk.jmh.annotations.*;

/**
 * Experiment: the 32-bit-address view of LowAddress (memory from mmap(MAP_32BIT)) as one of two loaded subclasses
 * of a view class, the other keeping its address shifted as AbiStruct's direct views do. A program whose views lie
 * both below and above 4 GiB loads both, and C2 then guards each call on the receiver's class.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class GuardedLow {
    static final MemorySegment ALL = NativeMemory.EVERYTHING;
    static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;
    static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT_UNALIGNED;
    static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG_UNALIGNED;
    static final long ID = LwjglBody.ID, MASS = LwjglBody.MASS, TAG = LwjglBody.TAG, POS = LwjglBody.POSITION;

    public abstract static class View {
        long offset;
        int low;
        public abstract void id(int v);
        public abstract int id();
        public abstract void mass(float v);
        public abstract float mass();
        public abstract void tag(long v);
        public abstract long tag();
        public abstract View positionX(float v);
        public abstract View positionY(float v);
        public abstract View positionZ(float v);
        public abstract float positionX();
        public abstract float positionY();
        public abstract float positionZ();
    }

    public static final class LowView extends View {
        public void id(int v) { ALL.set(INT, Integer.toUnsignedLong(low) + ID, v); }
        public int id() { return ALL.get(INT, Integer.toUnsignedLong(low) + ID); }
        public void mass(float v) { ALL.set(FLOAT, Integer.toUnsignedLong(low) + MASS, v); }
        public float mass() { return ALL.get(FLOAT, Integer.toUnsignedLong(low) + MASS); }
        public void tag(long v) { ALL.set(LONG, Integer.toUnsignedLong(low) + TAG, v); }
        public long tag() { return ALL.get(LONG, Integer.toUnsignedLong(low) + TAG); }
        public View positionX(float v) { ALL.set(FLOAT, Integer.toUnsignedLong(low) + POS, v); return this; }
        public View positionY(float v) { ALL.set(FLOAT, Integer.toUnsignedLong(low) + POS + 4, v); return this; }
        public View positionZ(float v) { ALL.set(FLOAT, Integer.toUnsignedLong(low) + POS + 8, v); return this; }
        public float positionX() { return ALL.get(FLOAT, Integer.toUnsignedLong(low) + POS); }
        public float positionY() { return ALL.get(FLOAT, Integer.toUnsignedLong(low) + POS + 4); }
        public float positionZ() { return ALL.get(FLOAT, Integer.toUnsignedLong(low) + POS + 8); }
    }

    public static final class ShrView extends View {
        public void id(int v) { ALL.set(INT, (offset >>> 2) + ID, v); }
        public int id() { return ALL.get(INT, (offset >>> 2) + ID); }
        public void mass(float v) { ALL.set(FLOAT, (offset >>> 2) + MASS, v); }
        public float mass() { return ALL.get(FLOAT, (offset >>> 2) + MASS); }
        public void tag(long v) { ALL.set(LONG, (offset >>> 2) + TAG, v); }
        public long tag() { return ALL.get(LONG, (offset >>> 2) + TAG); }
        public View positionX(float v) { ALL.set(FLOAT, (offset >>> 2) + POS, v); return this; }
        public View positionY(float v) { ALL.set(FLOAT, (offset >>> 2) + POS + 4, v); return this; }
        public View positionZ(float v) { ALL.set(FLOAT, (offset >>> 2) + POS + 8, v); return this; }
        public float positionX() { return ALL.get(FLOAT, (offset >>> 2) + POS); }
        public float positionY() { return ALL.get(FLOAT, (offset >>> 2) + POS + 4); }
        public float positionZ() { return ALL.get(FLOAT, (offset >>> 2) + POS + 8); }
    }

    @State(Scope.Thread)
    public static class Guarded {
        public View body;
        public View sibling;

        @Setup(Level.Trial)
        public void setUp() throws Throwable {
            Linker linker = Linker.nativeLinker();
            MethodHandle mmap = linker.downcallHandle(linker.defaultLookup().find("mmap").orElseThrow(),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG,
                            ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
            long p = (long) mmap.invokeExact(0L, 8192L, 3, 0x22 | 0x40 /* MAP_32BIT */, -1, 0L);
            if (p <= 0 || p >= (1L << 32)) {
                throw new IllegalStateException("mmap(MAP_32BIT) gave " + Long.toHexString(p));
            }
            // mid-page, as LowAddress's *_lowMid rows (a struct at a page's start meets 4K aliasing with the poll)
            body = new LowView();
            body.low = (int) (p + 0x770);
            // the sibling class is loaded and used, so View's methods have two implementations
            sibling = new ShrView();
            sibling.offset = (p + 0x100) << 2;
            for (int i = 0; i < 1000; i++) {
                sibling.id(i);
                sibling.mass(sibling.id());
            }
        }
    }

    @Benchmark
    public int int_guarded(Guarded s, FieldAccess.Values v) {
        View b = s.body;
        b.id(v.i);
        return b.id();
    }

    @Benchmark
    public float float_guarded(Guarded s, FieldAccess.Values v) {
        View b = s.body;
        b.mass(v.f);
        return b.mass();
    }

    @Benchmark
    public long long_guarded(Guarded s, FieldAccess.Values v) {
        View b = s.body;
        b.tag(v.l);
        return b.tag();
    }

    @Benchmark
    public float vec3_guarded(Guarded s, FieldAccess.Values v) {
        View b = s.body;
        b.positionX(v.x).positionY(v.y).positionZ(v.z);
        return b.positionX() + b.positionY() + b.positionZ();
    }
}
