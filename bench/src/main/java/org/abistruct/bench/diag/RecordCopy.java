package org.abistruct.bench.diag;

import org.abistruct.abi.Abi;
import org.abistruct.bench.structs.Particle;
import org.abistruct.bench.structs.ParticleDecl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Diagnosis, not a target: what the generated {@code get()} and {@code set(value)} cost on the 112-byte
 * {@code Particle} (two vec4, a mat4, a vec3 and a float), next to the same members written by hand and to a
 * plain copy of the bytes.
 * <ul>
 * <li>{@code get}: the struct into a new {@code ParticleDecl} (the record and its four arrays).</li>
 * <li>{@code set}: a record into the struct, through a scratch copy (all or nothing).</li>
 * <li>{@code setByHand}: the same record written member by member with the bulk setters, no scratch copy.</li>
 * <li>{@code convert}: {@code host.set(gpu.get())}, from the std430 view to an {@code x86_64-sysv} one.</li>
 * <li>{@code copyBytes}: the 112 bytes copied to another view of the same layout with
 * {@code MemorySegment.copy}, what a same-ABI copy needs.</li>
 * <li>{@code setNested}: a {@code ParticleBatch} (64 nested {@code Particle}s, 7 168 bytes) set from a record.</li>
 * </ul>
 * Run with {@code java -jar benchmarks.jar 'diag.RecordCopy' -prof gc}.
 */
@State(Scope.Thread)
public class RecordCopy extends DiagnosisSettings {
    private Particle gpu;
    private Particle other;
    private Particle host;
    private ParticleDecl value;
    private ParticleBatch batch;
    private ParticleBatchDecl batchValue;

    @Setup(Level.Trial)
    public void setUp() {
        gpu = Particle.calloc();
        other = Particle.calloc();
        host = Particle.calloc(Abi.of("x86_64-sysv"));
        gpu.position(1, 2, 3, 4).color(0.5f, 0.5f, 0.5f, 1).velocity(7, 8, 9).size(2.5f);
        for (int k = 0; k < 16; k++) {
            gpu.transform(k / 4, k % 4, k);
        }
        value = gpu.get();
        batch = ParticleBatch.calloc();
        var particles = new ParticleDecl[64];
        java.util.Arrays.fill(particles, value);
        batchValue = new ParticleBatchDecl(particles);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        gpu.free();
        other.free();
        host.free();
        batch.free();
    }

    @Benchmark
    public ParticleDecl get() {
        return gpu.get();
    }

    @Benchmark
    public Particle set() {
        return other.set(value);
    }

    @Benchmark
    public Particle setByHand() {
        ParticleDecl v = value;
        return other.position(v.position()).color(v.color()).transform(v.transform()).velocity(v.velocity())
                .size(v.size());
    }

    @Benchmark
    public Particle convert() {
        return host.set(gpu.get());
    }

    @Benchmark
    public Particle copyBytes() {
        java.lang.foreign.MemorySegment.copy(gpu.segment(), 0, other.segment(), 0, gpu.byteSize());
        return other;
    }

    @Benchmark
    public ParticleBatch setNested() {
        return batch.set(batchValue);
    }
}
