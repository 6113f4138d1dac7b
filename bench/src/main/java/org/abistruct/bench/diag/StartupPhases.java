package org.abistruct.bench.diag;

import org.abistruct.abi.Abi;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;

/**
 * Diagnosis, not a target: where a fresh JVM spends the time before AbiStruct's first struct write. Run
 * {@code java --enable-native-access=ALL-UNNAMED -cp benchmarks.jar org.abistruct.bench.diag.StartupPhases}
 * a few times; prints milliseconds per phase, each phase paying only what the earlier ones did not.
 */
public final class StartupPhases {
    private StartupPhases() {
    }

    public static void main(String[] args) {
        long t0 = System.nanoTime();
        Abi abi = Abi.nativeAbi();
        long t1 = System.nanoTime();
        var layout = Viewport.layout(abi);
        long t2 = System.nanoTime();
        long everything = NativeMemory.EVERYTHING.byteSize();
        long t3 = System.nanoTime();
        float stackValue;
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            Viewport v = Viewport.malloc(frame);
            v.x(1.5f);
            stackValue = v.x();
        }
        long t4 = System.nanoTime();
        long address = NativeMemory.malloc(24);
        long t5 = System.nanoTime();
        NativeMemory.free(address);
        Viewport v = Viewport.malloc();
        v.x(2.5f);
        float mallocValue = v.x();
        v.free();
        long t6 = System.nanoTime();
        System.out.printf("abi %.2f | class Viewport + layout %.2f | address-space segment %.2f | first stack write %.2f"
                        + " | first malloc (early heap; the linker binds on a daemon thread) %.2f | rest %.2f"
                        + " | total %.2f ms (%s %d %s %s)%n",
                ms(t1 - t0), ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t5 - t4), ms(t6 - t5), ms(t6 - t0),
                abi.id(), layout.byteSize(), stackValue, mallocValue + (everything > 0 ? 0 : 1));
    }

    private static double ms(long ns) {
        return ns / 1e6;
    }
}
