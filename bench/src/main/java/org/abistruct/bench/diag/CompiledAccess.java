package org.abistruct.bench.diag;

import org.abistruct.abi.Abi;
import org.abistruct.bench.SameLayout;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.lwjgl.LwjglParticle;
import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Body;
import org.abistruct.bench.structs.Particle;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;

/**
 * Diagnosis, not a target: the bodies of {@code FieldAccess}'s int and vec3 benchmarks, {@code ArrayOfStructs}'s
 * write loop and {@code Allocation}'s stack round trip as static methods, run until C2 compiles them, so that
 * {@code bench/diag/disassemble.py} can print the machine code of AbiStruct's accessors next to LWJGL's.
 * Argument {@code user} runs AbiStruct under an ABI built at run time (its hidden direct class) instead of the
 * default ABI; each JVM uses one, as each JMH fork does.
 */
public final class CompiledAccess {
    private static final int PARTICLES = 64;

    private CompiledAccess() {
    }

    static int lwjglInt(LwjglBody b, int v) {
        b.id(v);
        return b.id();
    }

    static int abistructInt(Body b, int v) {
        b.id(v);
        return b.id();
    }

    static float lwjglVec3(LwjglBody b, float x, float y, float z) {
        b.position(0, x).position(1, y).position(2, z);
        return b.position(0) + b.position(1) + b.position(2);
    }

    static float abistructVec3(Body b, float x, float y, float z) {
        b.positionX(x).positionY(y).positionZ(z);
        return b.positionX() + b.positionY() + b.positionZ();
    }

    /** The write loop of {@code ArrayOfStructs}: LWJGL's {@code buffer.get(i)} per element. */
    static void lwjglArrayWrite(LwjglParticle.Buffer buffer, int n) {
        for (int i = 0; i < n; i++) {
            float f = i;
            LwjglParticle p = buffer.get(i);
            p.position(0, f).position(1, f + 1).position(2, f + 2).position(3, f + 3);
            p.color(0, f + 4).color(1, f + 5).color(2, f + 6).color(3, f + 7);
        }
    }

    /** The same loop through AbiStruct with one cursor, {@code array.get(i, p)}. */
    static void abistructArrayWrite(Particle.Array array, int n, Particle p) {
        for (int i = 0; i < n; i++) {
            float f = i;
            array.get(i, p);
            p.positionX(f).positionY(f + 1).positionZ(f + 2).positionW(f + 3);
            p.colorX(f + 4).colorY(f + 5).colorZ(f + 6).colorW(f + 7);
        }
    }

    /** {@code Allocation.stack_lwjgl}: push, allocate a {@code Viewport}, write and read {@code x}, pop. */
    static float lwjglStack(float v) {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            LwjglViewport s = LwjglViewport.malloc(stack);
            s.x(v);
            return s.x();
        }
    }

    /** {@code Allocation.stack_abistruct}, under the default ABI whatever the argument of {@code main}. */
    static float abistructStack(float v) {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            Viewport s = Viewport.malloc(frame);
            s.x(v);
            return s.x();
        }
    }

    public static void main(String[] args) {
        Abi abi = args.length > 0 && args[0].equals("user") ? SameLayout.userAbi("user-c") : Body.DEFAULT_ABI;
        LwjglBody lwjgl = LwjglBody.calloc();
        LwjglParticle.Buffer lwjglParticles = LwjglParticle.calloc(PARTICLES);
        Particle.Array particles = Particle.callocArray(PARTICLES, abi);
        try (Body body = Body.calloc(abi)) {
            long sum = 0;
            Particle cursor = particles.get(0);
            for (int i = 0; i < 200_000; i++) {
                sum += lwjglInt(lwjgl, i) + abistructInt(body, i);
                sum += (long) (lwjglVec3(lwjgl, i, 1, 2) + abistructVec3(body, i, 1, 2));
                lwjglArrayWrite(lwjglParticles, PARTICLES);
                abistructArrayWrite(particles, PARTICLES, cursor);
                sum += (long) (lwjglStack(i) + abistructStack(i));
            }
            System.out.println(abi.id() + " " + sum);
        } finally {
            lwjgl.free();
            lwjglParticles.free();
            particles.free();
        }
    }
}
