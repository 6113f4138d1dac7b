package org.abistruct.bench;

import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.bench.lwjgl.LwjglBody;
import org.abistruct.bench.lwjgl.LwjglParticle;
import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Body;
import org.abistruct.bench.structs.Particle;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.layout.StructLayout;

/**
 * Checks, in every benchmark's setup, that the AbiStruct layout under the ABI in use has exactly the
 * offsets and size of the LWJGL peer, so both sides touch the same bytes.
 */
public final class SameLayout {
    private SameLayout() {
    }

    /** The ABI the "user-built ABI" benchmarks use: built at run time, never a cached built-in instance. */
    public static Abi userAbi(String id) {
        return CAbi.builder().id(id).build();
    }

    public static void body(Abi abi) {
        StructLayout l = Body.layout(abi);
        check(l, LwjglBody.SIZEOF, "id", LwjglBody.ID, "mass", LwjglBody.MASS, "tag", LwjglBody.TAG,
                "position", LwjglBody.POSITION);
    }

    public static void viewport(Abi abi) {
        StructLayout l = Viewport.layout(abi);
        check(l, LwjglViewport.SIZEOF, "x", LwjglViewport.X, "y", LwjglViewport.Y, "width", LwjglViewport.WIDTH,
                "height", LwjglViewport.HEIGHT, "minDepth", LwjglViewport.MINDEPTH, "maxDepth", LwjglViewport.MAXDEPTH);
    }

    public static void particle(Abi abi) {
        StructLayout l = Particle.layout(abi);
        check(l, LwjglParticle.SIZEOF, "position", LwjglParticle.POSITION, "color", LwjglParticle.COLOR,
                "transform", LwjglParticle.TRANSFORM, "velocity", LwjglParticle.VELOCITY, "size", LwjglParticle.SIZE);
    }

    private static void check(StructLayout l, int size, Object... nameOffset) {
        if (l.byteSize() != size) {
            throw new IllegalStateException(l.name() + "@" + l.abiId() + ": size " + l.byteSize() + " but LWJGL " + size);
        }
        for (int i = 0; i < nameOffset.length; i += 2) {
            String name = (String) nameOffset[i];
            long expected = ((Integer) nameOffset[i + 1]).longValue();
            long actual = l.member(name).orElseThrow().byteOffset();
            if (actual != expected) {
                throw new IllegalStateException(l.name() + "@" + l.abiId() + ": " + name + " at " + actual
                        + " but LWJGL at " + expected);
            }
        }
    }
}
