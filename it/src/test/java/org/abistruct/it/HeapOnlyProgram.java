package org.abistruct.it;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Gpu;
import org.abistruct.it.structs.Material;
import org.abistruct.it.structs.Particle;
import org.abistruct.it.structs.ParticleDecl;

/**
 * Structs used over memory that needs no restricted FFM method: heap memory ({@code byte[]}, heap segments, heap
 * {@code ByteBuffer}s), as a packet parser uses it, a mapped file and an arena. Run by {@link HeapOnlyTest} in a JVM
 * that denies native access, so that any restricted call on these paths fails the run. Prints what it read back.
 */
public final class HeapOnlyProgram {
    private HeapOnlyProgram() {
    }

    public static void main(String[] args) throws IOException {
        byte[] bytes = new byte[(int) Particle.layout(Particle.DEFAULT_ABI).byteSize()];
        Particle p = Particle.wrap(bytes);
        p.id(7).position(1f, 2f, 3f).samples(2, (short) -5);
        p.material().roughness(0.5f).flags(9);
        p.layers(1).roughness(0.25f);
        Material reuse = Material.wrap(new byte[(int) Material.layout(Material.DEFAULT_ABI).byteSize()]);
        p.material(reuse);
        ParticleDecl copy = p.get();
        System.out.println("particle " + p.id() + " " + p.positionY() + " " + p.samples(2) + " "
                + reuse.roughness() + " " + p.layers(1).roughness() + " " + copy.material().flags());
        System.out.println("heap address " + p.address() + " size " + p.segment().byteSize()
                + " prints " + p.toString().startsWith("Particle"));

        Particle.Array array = Particle.wrapArray(MemorySegment.ofArray(new byte[bytes.length * 3]), 3);
        array.get(2).id(42);
        Particle cursor = array.get(0);
        array.get(2, cursor);
        array.get(1).set(copy);
        long[] ids = new long[1];
        array.forEach(each -> ids[0] += each.id());
        System.out.println("array " + cursor.id() + " " + ids[0] + " " + array.toString().startsWith("Particle"));

        Abi network = Abi.of("network");
        Material big = Material.wrap(ByteBuffer.allocate(64), network);
        big.flags(0x01020304);
        System.out.println("network " + big.segment().get(java.lang.foreign.ValueLayout.JAVA_BYTE, 16 + 4 + 3));

        Gpu gpu = Gpu.wrap(new byte[(int) Gpu.layout(Gpu.DEFAULT_ABI).byteSize()]);
        gpu.weights(1, 2.5f).on(true);
        System.out.println("std140 " + gpu.weights(1) + " " + gpu.on());

        try (Arena arena = Arena.ofConfined();
                FileChannel file = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE,
                        StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            Material.Array records = Material.wrapArray(
                    file.map(FileChannel.MapMode.READ_WRITE, 0, 2 * Material.layout(Material.DEFAULT_ABI).byteSize(),
                            arena), 2);
            records.get(1).flags(5);
            Material fromArena = Material.allocate(arena).flags(6);
            System.out.println("mapped " + records.get(1).flags() + " arena " + fromArena.flags());
        }
    }
}
