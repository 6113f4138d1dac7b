package org.abistruct.bench.diag;

import java.lang.foreign.Arena;
import org.abistruct.abi.Abi;
import org.abistruct.bench.SameLayout;
import org.abistruct.bench.structs.Body;
import org.abistruct.bench.structs.Particle;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Diagnosis, not a target: what it costs when one call site sees views of the same struct under several
 * ABIs. Each ABI's direct views are instances of a class of their own, so with {@code abis} of them the
 * call sites in {@link #writeRead} and {@link #writeElement} see that many receiver classes. The setup runs
 * both over every ABI's views before measuring, as a program that uses them all from the same code would.
 * <ul>
 * <li>{@code int_sameView}: {@code id(v)} then {@code id()} on the first ABI's view only.</li>
 * <li>{@code int_rotating}: the same, on each ABI's view in turn.</li>
 * <li>{@code int_rotatingArena}: the same on views of arena memory, which are general views: one class
 * for every ABI.</li>
 * <li>{@code arrayElement_rotating}: a new view of an array element ({@code get(i)}) and one float written,
 * on each ABI's array in turn.</li>
 * </ul>
 * Run with {@code java -jar benchmarks.jar diag.SeveralAbis -prof gc}.
 */
@State(Scope.Thread)
public class SeveralAbis extends DiagnosisSettings {
    private static final int ELEMENTS = 64;

    @Param({"1", "2", "3"})
    public int abis;
    private Body[] bodies;
    private Body[] arenaBodies;
    private Particle.Array[] arrays;
    private Arena arena;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        bodies = new Body[abis];
        arenaBodies = new Body[abis];
        arrays = new Particle.Array[abis];
        arena = Arena.ofConfined();
        for (int k = 0; k < abis; k++) {
            Abi abi = k == 0 ? Body.DEFAULT_ABI : SameLayout.userAbi("user-" + k);
            bodies[k] = Body.calloc(abi);
            arenaBodies[k] = Body.allocate(arena, abi);
            arrays[k] = Particle.callocArray(ELEMENTS, abi);
        }
        for (int n = 0; n < 200_000; n++) {
            writeRead(bodies[n % abis], n);
            writeReadGeneral(arenaBodies[n % abis], n);
            writeElement(arrays[n % abis], n);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        for (int k = 0; k < abis; k++) {
            bodies[k].free();
            arrays[k].free();
        }
        arena.close();
    }

    @Benchmark
    public int int_sameView() {
        return writeRead(bodies[0], step());
    }

    @Benchmark
    public int int_rotating() {
        int n = step();
        return writeRead(bodies[n % abis], n);
    }

    @Benchmark
    public int int_rotatingArena() {
        int n = step();
        return writeReadGeneral(arenaBodies[n % abis], n);
    }

    @Benchmark
    public void arrayElement_rotating() {
        int n = step();
        writeElement(arrays[n % abis], n);
    }

    private int step() {
        next = (next + 1) & Integer.MAX_VALUE;
        return next;
    }

    private static int writeRead(Body body, int v) {
        body.id(v);
        return body.id();
    }

    /** {@link #writeRead} again, so that its call sites see only the general views of arena memory. */
    private static int writeReadGeneral(Body body, int v) {
        body.id(v);
        return body.id();
    }

    private static void writeElement(Particle.Array array, int n) {
        array.get(n & (ELEMENTS - 1)).positionX(n);
    }
}
