package org.abistruct.bench;

import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.bench.lwjgl.LwjglParticle;
import org.abistruct.bench.structs.Particle;
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
 * Target 3 (and 4): over an array of 100 000 112-byte particles, write position and color (8 floats,
 * values varying with the index) into every element, then read them all back and sum them.
 * <ul>
 * <li>{@code write_read_lwjgl}: {@code LwjglParticle.Buffer}, {@code buf.get(i)} per element (LWJGL's
 * idiom: a flyweight per element that escape analysis removes), {@code position(k, v)} setters.</li>
 * <li>{@code write_read_abistruct}: {@code Particle.Array} under its default ABI (std430), one view moved
 * with {@code array.get(i, cursor)}, {@code positionX(v)} etc.</li>
 * <li>{@code write_read_abistructUserAbi}: the same with a {@code CAbi} built at run time (same bytes).</li>
 * <li>{@code write_read_abistructFreshView} (no target): {@code array.get(i)}, a new view per element like
 * LWJGL's.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class ArrayOfStructs {

    @State(Scope.Thread)
    public static class Lwjgl {
        @Param("100000")
        public int count;
        public LwjglParticle.Buffer buffer;

        @Setup(Level.Trial)
        public void setUp() {
            buffer = LwjglParticle.calloc(count);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            buffer.free();
        }
    }

    @State(Scope.Thread)
    public static class AbiStruct {
        @Param("100000")
        public int count;
        public Particle.Array array;

        @Setup(Level.Trial)
        public void setUp() {
            SameLayout.particle(Particle.DEFAULT_ABI);
            array = Particle.callocArray(count);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            array.free();
        }
    }

    @State(Scope.Thread)
    public static class UserAbi {
        @Param("100000")
        public int count;
        @Param("user-c")
        public String abiId;
        public Abi abi;
        public Particle.Array array;

        @Setup(Level.Trial)
        public void setUp() {
            abi = SameLayout.userAbi(abiId);
            SameLayout.particle(abi);
            array = Particle.callocArray(count, abi);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            array.free();
        }
    }

    @Benchmark
    public float write_read_lwjgl(Lwjgl s) {
        LwjglParticle.Buffer buffer = s.buffer;
        int n = s.count;
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
    public float write_read_abistruct(AbiStruct s) {
        return writeRead(s.array, s.count);
    }

    @Benchmark
    public float write_read_abistructUserAbi(UserAbi s) {
        return writeRead(s.array, s.count);
    }

    @Benchmark
    public float write_read_abistructFreshView(AbiStruct s) {
        Particle.Array array = s.array;
        int n = s.count;
        for (int i = 0; i < n; i++) {
            float f = i;
            Particle p = array.get(i);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            Particle p = array.get(i);
            sum += p.positionX() + p.positionY() + p.positionZ() + p.positionW();
            sum += p.colorX() + p.colorY() + p.colorZ() + p.colorW();
        }
        return sum;
    }

    private static float writeRead(Particle.Array array, int n) {
        Particle p = array.get(0);
        for (int i = 0; i < n; i++) {
            float f = i;
            array.get(i, p);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
        float sum = 0;
        for (int i = 0; i < n; i++) {
            array.get(i, p);
            sum += p.positionX() + p.positionY() + p.positionZ() + p.positionW();
            sum += p.colorX() + p.colorY() + p.colorZ() + p.colorW();
        }
        return sum;
    }
}
