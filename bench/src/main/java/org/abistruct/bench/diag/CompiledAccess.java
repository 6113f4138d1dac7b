package org.abistruct.bench.diag;

import org.abistruct.abi.Abi;
import org.abistruct.bench.SameLayout;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.structs.Body;

/**
 * Diagnosis, not a target: the bodies of {@code FieldAccess}'s int and vec3 benchmarks as static methods, run
 * until C2 compiles them, so that {@code bench/diag/disassemble.py} can print the machine code of AbiStruct's
 * accessors next to LWJGL's. Argument {@code user} runs AbiStruct under an ABI built at run time (its hidden
 * direct class) instead of the default ABI; each JVM uses one, as each JMH fork does.
 */
public final class CompiledAccess {
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

    public static void main(String[] args) {
        Abi abi = args.length > 0 && args[0].equals("user") ? SameLayout.userAbi("user-c") : Body.DEFAULT_ABI;
        LwjglBody lwjgl = LwjglBody.calloc();
        try (Body body = Body.calloc(abi)) {
            long sum = 0;
            for (int i = 0; i < 200_000; i++) {
                sum += lwjglInt(lwjgl, i) + abistructInt(body, i);
                sum += (long) (lwjglVec3(lwjgl, i, 1, 2) + abistructVec3(body, i, 1, 2));
            }
            System.out.println(abi.id() + " " + sum);
        } finally {
            lwjgl.free();
        }
    }
}
