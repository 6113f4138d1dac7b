package org.abistruct.bench.diag;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.TimeUnit;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.structs.Body;
import org.abistruct.memory.NativeMemory;
import org.abistruct.runtime.Access;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Diagnosis, not a target: which part of a generated accessor costs time. Each benchmark writes then reads
 * the {@code int} member of one 32-byte {@code Body} held in state, through a different flyweight shape;
 * all of them touch the same bytes. Not run by {@code run.sh}; run with
 * {@code java -jar benchmarks.jar diag.AccessShapes -prof gc}.
 * <ul>
 * <li>{@code lwjgl}: LWJGL, {@code memPutInt(address + ID)} (static offset, Unsafe).</li>
 * <li>{@code generated}: the generated {@code Body} as it is now (its direct class: constant offsets from
 * an address decoded by one shift). The other shapes are those measured before the direct classes (Run 2
 * and 3 of {@code docs/performance-history.md}).</li>
 * <li>{@code staticSegment_constOffset}: {@code long address} field; the {@code static final}
 * address-space segment; a {@code static final} offset.</li>
 * <li>{@code staticSegment_layoutOffset}: the same, with offset and swap read from the layout object (what a
 * run-time ABI needs).</li>
 * <li>{@code fieldSegment_constOffset}: segment and offset from instance fields, {@code static final} member
 * offset, no swap.</li>
 * <li>{@code fieldSegment_layoutOffset}: segment and offset from instance fields, offset and swap from the
 * layout (the generated shape, written by hand).</li>
 * <li>{@code staticSegment_layoutOffset_noSwap}: offset from the layout, no swap test.</li>
 * <li>{@code nullSegmentMeansNative}: the segment field is {@code null} for native memory and the accessor
 * then uses the static segment; offset and swap from the layout.</li>
 * <li>{@code proposed_defaultAbi} / {@code proposed_userAbi}: {@code null} segment means native; offsets and
 * swap are {@code static final} constants when the view's layout is the default ABI's (one identity test),
 * else read from the layout (a user-built ABI).</li>
 * <li>{@code branchOnEverything}: the generated shape, but the accessor tests
 * {@code segment == NativeMemory.EVERYTHING} and then uses the static constant.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
@State(Scope.Thread)
public class AccessShapes {
    static final MemorySegment EVERYTHING = NativeMemory.EVERYTHING;
    static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT_UNALIGNED;
    static final long ID = 0;

    /** Address-only flyweight. */
    static final class ByAddress {
        long address;
        Body.Layout l;

        int idConst() { return EVERYTHING.get(INT, address + ID); }
        void idConst(int v) { EVERYTHING.set(INT, address + ID, v); }

        int idLayoutNoSwap() { return EVERYTHING.get(INT, address + l.id); }
        void idLayoutNoSwap(int v) { EVERYTHING.set(INT, address + l.id, v); }

        int idLayout() { return Access.getInt(EVERYTHING, address + l.id, l.swap); }
        void idLayout(int v) { Access.putInt(EVERYTHING, address + l.id, v, l.swap); }
    }

    /** Segment + offset flyweight (the MemoryView shape). */
    static final class BySegment {
        MemorySegment segment;
        long offset;
        Body.Layout l;

        int idConst() { return segment.get(INT, offset + ID); }
        void idConst(int v) { segment.set(INT, offset + ID, v); }

        int idLayout() { return Access.getInt(segment, offset + l.id, l.swap); }
        void idLayout(int v) { Access.putInt(segment, offset + l.id, v, l.swap); }

        int idBranch() {
            MemorySegment s = segment;
            return s == EVERYTHING ? Access.getInt(EVERYTHING, offset + l.id, l.swap) : Access.getInt(s, offset + l.id, l.swap);
        }
        void idBranch(int v) {
            MemorySegment s = segment;
            if (s == EVERYTHING) {
                Access.putInt(EVERYTHING, offset + l.id, v, l.swap);
            } else {
                Access.putInt(s, offset + l.id, v, l.swap);
            }
        }
    }

    /** Segment field that is null for native memory (use the static segment then), else a user's segment. */
    static final class NullMeansNative {
        MemorySegment segment;
        long offset;
        Body.Layout l;

        int id() {
            MemorySegment s = segment;
            return s == null ? Access.getInt(EVERYTHING, offset + l.id, l.swap) : Access.getInt(s, offset + l.id, l.swap);
        }
        void id(int v) {
            MemorySegment s = segment;
            if (s == null) {
                Access.putInt(EVERYTHING, offset + l.id, v, l.swap);
            } else {
                Access.putInt(s, offset + l.id, v, l.swap);
            }
        }
    }

    static final Body.Layout DEFAULT = Body.boundLayout(Body.DEFAULT_ABI);
    static final long ID_DEFAULT = DEFAULT.id;
    static final boolean SWAP_DEFAULT = DEFAULT.swap;

    /**
     * A candidate generated shape: {@code null} segment means native memory (static segment); the default
     * ABI's offsets and swap are {@code static final} constants chosen by one identity test on the layout.
     */
    static final class Proposed {
        MemorySegment segment;
        long offset;
        Body.Layout l;

        int id() {
            Body.Layout bl = l;
            boolean d = bl == DEFAULT;
            long o = offset + (d ? ID_DEFAULT : bl.id);
            boolean swap = d ? SWAP_DEFAULT : bl.swap;
            MemorySegment s = segment;
            return s == null ? Access.getInt(EVERYTHING, o, swap) : Access.getInt(s, o, swap);
        }

        void id(int v) {
            Body.Layout bl = l;
            boolean d = bl == DEFAULT;
            long o = offset + (d ? ID_DEFAULT : bl.id);
            boolean swap = d ? SWAP_DEFAULT : bl.swap;
            MemorySegment s = segment;
            if (s == null) {
                Access.putInt(EVERYTHING, o, v, swap);
            } else {
                Access.putInt(s, o, v, swap);
            }
        }
    }

    public int value = 42;
    NullMeansNative nullMeansNative;
    Proposed proposedDefault;
    Proposed proposedUser;
    LwjglBody lwjgl;
    Body generated;
    ByAddress byAddress;
    BySegment bySegment;

    @Setup(Level.Trial)
    public void setUp() {
        lwjgl = LwjglBody.calloc();
        generated = Body.calloc();
        byAddress = new ByAddress();
        byAddress.address = generated.address();
        byAddress.l = Body.boundLayout(Body.DEFAULT_ABI);
        bySegment = new BySegment();
        bySegment.segment = NativeMemory.EVERYTHING;
        bySegment.offset = generated.address();
        bySegment.l = byAddress.l;
        nullMeansNative = new NullMeansNative();
        nullMeansNative.offset = generated.address();
        nullMeansNative.l = byAddress.l;
        proposedDefault = new Proposed();
        proposedDefault.offset = generated.address();
        proposedDefault.l = DEFAULT;
        proposedUser = new Proposed();
        proposedUser.offset = generated.address();
        proposedUser.l = Body.boundLayout(org.abistruct.bench.SameLayout.userAbi("user-c"));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        lwjgl.free();
        generated.free();
    }

    @Benchmark
    public int lwjgl() {
        LwjglBody b = lwjgl;
        b.id(value);
        return b.id();
    }

    @Benchmark
    public int generated() {
        Body b = generated;
        b.id(value);
        return b.id();
    }

    @Benchmark
    public int staticSegment_constOffset() {
        ByAddress b = byAddress;
        b.idConst(value);
        return b.idConst();
    }

    @Benchmark
    public int staticSegment_layoutOffset() {
        ByAddress b = byAddress;
        b.idLayout(value);
        return b.idLayout();
    }

    @Benchmark
    public int staticSegment_layoutOffset_noSwap() {
        ByAddress b = byAddress;
        b.idLayoutNoSwap(value);
        return b.idLayoutNoSwap();
    }

    @Benchmark
    public int nullSegmentMeansNative() {
        NullMeansNative b = nullMeansNative;
        b.id(value);
        return b.id();
    }

    @Benchmark
    public int proposed_defaultAbi() {
        Proposed b = proposedDefault;
        b.id(value);
        return b.id();
    }

    @Benchmark
    public int proposed_userAbi() {
        Proposed b = proposedUser;
        b.id(value);
        return b.id();
    }

    @Benchmark
    public int fieldSegment_constOffset() {
        BySegment b = bySegment;
        b.idConst(value);
        return b.idConst();
    }

    @Benchmark
    public int fieldSegment_layoutOffset() {
        BySegment b = bySegment;
        b.idLayout(value);
        return b.idLayout();
    }

    @Benchmark
    public int branchOnEverything() {
        BySegment b = bySegment;
        b.idBranch(value);
        return b.idBranch();
    }
}
