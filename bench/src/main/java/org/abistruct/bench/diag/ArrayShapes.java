package org.abistruct.bench.diag;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.TimeUnit;
import org.abistruct.bench.lwjgl.LwjglParticle;
import org.abistruct.bench.structs.Particle;
import org.abistruct.memory.NativeMemory;
import org.abistruct.runtime.Access;
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
 * Diagnosis, not a target: the {@link org.abistruct.bench.ArrayOfStructs} loop (write 8 floats into each of
 * {@code count} 112-byte particles, then read and sum them) through different loop shapes over the same
 * bytes. Not run by {@code run.sh}; run with {@code java -jar benchmarks.jar diag.ArrayShapes}.
 * <ul>
 * <li>{@code lwjgl}: {@code buffer.get(i)} and LWJGL setters.</li>
 * <li>{@code generated}: {@code array.get(i, cursor)} and the generated accessors.</li>
 * <li>{@code rawStaticConst}: no view; the static address-space segment, constant offsets and stride.</li>
 * <li>{@code rawBoundedConst}: no view; a bounded segment over the array in a local, constant offsets.</li>
 * <li>{@code rawBoundedLayout}: no view; bounded segment, offsets, stride and swap read from the layout into
 * locals before the loop.</li>
 * <li>{@code cursorStaticLayout}: a hand-written cursor holding only an address and the layout; static
 * address-space segment.</li>
 * <li>{@code cursorBoundedLayout}: a hand-written cursor with segment, offset and layout (the generated
 * view's fields) moved without {@code get(i, reuse)}'s checks.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@State(Scope.Thread)
public class ArrayShapes {
    static final MemorySegment EVERYTHING = NativeMemory.EVERYTHING;
    static final ValueLayout.OfFloat FLOAT = ValueLayout.JAVA_FLOAT_UNALIGNED;
    static final long STRIDE = 112, POSITION = 0, COLOR = 16;

    @Param("100000")
    public int count;
    LwjglParticle.Buffer lwjgl;
    Particle.Array array;
    MemorySegment bounded;
    long base;
    Particle.Layout layout;

    @Setup(Level.Trial)
    public void setUp() {
        lwjgl = LwjglParticle.calloc(count);
        array = Particle.callocArray(count);
        bounded = array.segment();
        base = array.address();
        layout = Particle.boundLayout(Particle.DEFAULT_ABI);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        lwjgl.free();
        array.free();
    }

    @Benchmark
    public float lwjgl() {
        LwjglParticle.Buffer buffer = lwjgl;
        int n = count;
        for (int i = 0; i < n; i++) {
            float f = i;
            LwjglParticle p = buffer.get(i);
            p.position(0, f).position(1, f + 1).position(2, f + 2).position(3, f + 3);
            p.color(0, f + 4).color(1, f + 5).color(2, f + 6).color(3, f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            LwjglParticle p = buffer.get(i);
            sum += p.position(0) + p.position(1) + p.position(2) + p.position(3);
            sum += p.color(0) + p.color(1) + p.color(2) + p.color(3);
        }
        return sum;
    }

    @Benchmark
    public float generated() {
        Particle.Array a = array;
        int n = count;
        Particle p = a.get(0);
        for (int i = 0; i < n; i++) {
            float f = i;
            a.get(i, p);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            a.get(i, p);
            sum += p.positionX() + p.positionY() + p.positionZ() + p.positionW();
            sum += p.colorX() + p.colorY() + p.colorZ() + p.colorW();
        }
        return sum;
    }

    @Benchmark
    public float rawStaticConst() {
        long b = base;
        int n = count;
        for (int i = 0; i < n; i++) {
            float f = i;
            long e = b + i * STRIDE;
            EVERYTHING.set(FLOAT, e + POSITION, f);
            EVERYTHING.set(FLOAT, e + POSITION + 4, f + 1);
            EVERYTHING.set(FLOAT, e + POSITION + 8, f + 2);
            EVERYTHING.set(FLOAT, e + POSITION + 12, f + 3);
            EVERYTHING.set(FLOAT, e + COLOR, f + 4);
            EVERYTHING.set(FLOAT, e + COLOR + 4, f + 5);
            EVERYTHING.set(FLOAT, e + COLOR + 8, f + 6);
            EVERYTHING.set(FLOAT, e + COLOR + 12, f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            long e = b + i * STRIDE;
            sum += EVERYTHING.get(FLOAT, e + POSITION) + EVERYTHING.get(FLOAT, e + POSITION + 4)
                    + EVERYTHING.get(FLOAT, e + POSITION + 8) + EVERYTHING.get(FLOAT, e + POSITION + 12);
            sum += EVERYTHING.get(FLOAT, e + COLOR) + EVERYTHING.get(FLOAT, e + COLOR + 4)
                    + EVERYTHING.get(FLOAT, e + COLOR + 8) + EVERYTHING.get(FLOAT, e + COLOR + 12);
        }
        return sum;
    }

    @Benchmark
    public float rawBoundedConst() {
        MemorySegment s = bounded;
        int n = count;
        for (int i = 0; i < n; i++) {
            float f = i;
            long e = i * STRIDE;
            s.set(FLOAT, e + POSITION, f);
            s.set(FLOAT, e + POSITION + 4, f + 1);
            s.set(FLOAT, e + POSITION + 8, f + 2);
            s.set(FLOAT, e + POSITION + 12, f + 3);
            s.set(FLOAT, e + COLOR, f + 4);
            s.set(FLOAT, e + COLOR + 4, f + 5);
            s.set(FLOAT, e + COLOR + 8, f + 6);
            s.set(FLOAT, e + COLOR + 12, f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            long e = i * STRIDE;
            sum += s.get(FLOAT, e + POSITION) + s.get(FLOAT, e + POSITION + 4)
                    + s.get(FLOAT, e + POSITION + 8) + s.get(FLOAT, e + POSITION + 12);
            sum += s.get(FLOAT, e + COLOR) + s.get(FLOAT, e + COLOR + 4)
                    + s.get(FLOAT, e + COLOR + 8) + s.get(FLOAT, e + COLOR + 12);
        }
        return sum;
    }

    @Benchmark
    public float rawBoundedLayout() {
        MemorySegment s = bounded;
        Particle.Layout l = layout;
        long stride = l.size, pos = l.position, col = l.color;
        boolean swap = l.swap;
        int n = count;
        for (int i = 0; i < n; i++) {
            float f = i;
            long e = i * stride;
            Access.putFloat(s, e + pos, f, swap);
            Access.putFloat(s, e + pos + 4, f + 1, swap);
            Access.putFloat(s, e + pos + 8, f + 2, swap);
            Access.putFloat(s, e + pos + 12, f + 3, swap);
            Access.putFloat(s, e + col, f + 4, swap);
            Access.putFloat(s, e + col + 4, f + 5, swap);
            Access.putFloat(s, e + col + 8, f + 6, swap);
            Access.putFloat(s, e + col + 12, f + 7, swap);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            long e = i * stride;
            sum += Access.getFloat(s, e + pos, swap) + Access.getFloat(s, e + pos + 4, swap)
                    + Access.getFloat(s, e + pos + 8, swap) + Access.getFloat(s, e + pos + 12, swap);
            sum += Access.getFloat(s, e + col, swap) + Access.getFloat(s, e + col + 4, swap)
                    + Access.getFloat(s, e + col + 8, swap) + Access.getFloat(s, e + col + 12, swap);
        }
        return sum;
    }

    /** Address + layout cursor over the static address-space segment. */
    static final class AddressCursor {
        long address;
        final Particle.Layout l;

        AddressCursor(Particle.Layout l) {
            this.l = l;
        }

        AddressCursor at(long base, long i) {
            address = base + i * l.size;
            return this;
        }

        float positionX() { return Access.getFloat(EVERYTHING, address + l.position, l.swap); }
        float positionY() { return Access.getFloat(EVERYTHING, address + l.position + 4, l.swap); }
        float positionZ() { return Access.getFloat(EVERYTHING, address + l.position + 8, l.swap); }
        float positionW() { return Access.getFloat(EVERYTHING, address + l.position + 12, l.swap); }
        float colorX() { return Access.getFloat(EVERYTHING, address + l.color, l.swap); }
        float colorY() { return Access.getFloat(EVERYTHING, address + l.color + 4, l.swap); }
        float colorZ() { return Access.getFloat(EVERYTHING, address + l.color + 8, l.swap); }
        float colorW() { return Access.getFloat(EVERYTHING, address + l.color + 12, l.swap); }
        AddressCursor positionX(float v) { Access.putFloat(EVERYTHING, address + l.position, v, l.swap); return this; }
        AddressCursor positionY(float v) { Access.putFloat(EVERYTHING, address + l.position + 4, v, l.swap); return this; }
        AddressCursor positionZ(float v) { Access.putFloat(EVERYTHING, address + l.position + 8, v, l.swap); return this; }
        AddressCursor positionW(float v) { Access.putFloat(EVERYTHING, address + l.position + 12, v, l.swap); return this; }
        AddressCursor colorX(float v) { Access.putFloat(EVERYTHING, address + l.color, v, l.swap); return this; }
        AddressCursor colorY(float v) { Access.putFloat(EVERYTHING, address + l.color + 4, v, l.swap); return this; }
        AddressCursor colorZ(float v) { Access.putFloat(EVERYTHING, address + l.color + 8, v, l.swap); return this; }
        AddressCursor colorW(float v) { Access.putFloat(EVERYTHING, address + l.color + 12, v, l.swap); return this; }
    }

    @Benchmark
    public float cursorStaticLayout() {
        long b = base;
        int n = count;
        AddressCursor p = new AddressCursor(layout);
        for (int i = 0; i < n; i++) {
            float f = i;
            p.at(b, i);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            p.at(b, i);
            sum += p.positionX() + p.positionY() + p.positionZ() + p.positionW();
            sum += p.colorX() + p.colorY() + p.colorZ() + p.colorW();
        }
        return sum;
    }

    /** Segment + offset + layout cursor: the generated view's fields, moved without checks. */
    static final class SegmentCursor {
        MemorySegment segment;
        long offset;
        final Particle.Layout l;

        SegmentCursor(MemorySegment segment, Particle.Layout l) {
            this.segment = segment;
            this.l = l;
        }

        SegmentCursor at(long i) {
            offset = i * l.size;
            return this;
        }

        float positionX() { return Access.getFloat(segment, offset + l.position, l.swap); }
        float positionY() { return Access.getFloat(segment, offset + l.position + 4, l.swap); }
        float positionZ() { return Access.getFloat(segment, offset + l.position + 8, l.swap); }
        float positionW() { return Access.getFloat(segment, offset + l.position + 12, l.swap); }
        float colorX() { return Access.getFloat(segment, offset + l.color, l.swap); }
        float colorY() { return Access.getFloat(segment, offset + l.color + 4, l.swap); }
        float colorZ() { return Access.getFloat(segment, offset + l.color + 8, l.swap); }
        float colorW() { return Access.getFloat(segment, offset + l.color + 12, l.swap); }
        SegmentCursor positionX(float v) { Access.putFloat(segment, offset + l.position, v, l.swap); return this; }
        SegmentCursor positionY(float v) { Access.putFloat(segment, offset + l.position + 4, v, l.swap); return this; }
        SegmentCursor positionZ(float v) { Access.putFloat(segment, offset + l.position + 8, v, l.swap); return this; }
        SegmentCursor positionW(float v) { Access.putFloat(segment, offset + l.position + 12, v, l.swap); return this; }
        SegmentCursor colorX(float v) { Access.putFloat(segment, offset + l.color, v, l.swap); return this; }
        SegmentCursor colorY(float v) { Access.putFloat(segment, offset + l.color + 4, v, l.swap); return this; }
        SegmentCursor colorZ(float v) { Access.putFloat(segment, offset + l.color + 8, v, l.swap); return this; }
        SegmentCursor colorW(float v) { Access.putFloat(segment, offset + l.color + 12, v, l.swap); return this; }
    }

    @Benchmark
    public float cursorBoundedLayout() {
        int n = count;
        SegmentCursor p = new SegmentCursor(bounded, layout);
        for (int i = 0; i < n; i++) {
            float f = i;
            p.at(i);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            p.at(i);
            sum += p.positionX() + p.positionY() + p.positionZ() + p.positionW();
            sum += p.colorX() + p.colorY() + p.colorZ() + p.colorW();
        }
        return sum;
    }
}
