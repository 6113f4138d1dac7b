package org.abistruct.bench;

import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;

/**
 * One first struct write in a fresh JVM, for timing whole processes from outside ({@code run.sh}):
 * {@code java -cp benchmarks.jar org.abistruct.bench.FirstWrite lwjgl|abistruct|lwjgl-stack|abistruct-stack}.
 * Prints the value read back and the nanoseconds from {@code main} to the read.
 */
public final class FirstWrite {
    private FirstWrite() {
    }

    public static void main(String[] args) {
        long start = System.nanoTime();
        float r;
        switch (args.length == 0 ? "" : args[0]) {
            case "lwjgl" -> {
                LwjglViewport s = LwjglViewport.malloc();
                s.x(1.5f);
                r = s.x();
                s.free();
            }
            case "abistruct" -> {
                Viewport s = Viewport.malloc();
                s.x(1.5f);
                r = s.x();
                s.free();
            }
            case "lwjgl-stack" -> {
                try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
                    LwjglViewport s = LwjglViewport.malloc(stack);
                    s.x(1.5f);
                    r = s.x();
                }
            }
            case "abistruct-stack" -> {
                try (MemoryStack.Frame frame = MemoryStack.push()) {
                    Viewport s = Viewport.malloc(frame);
                    s.x(1.5f);
                    r = s.x();
                }
            }
            default -> throw new IllegalArgumentException("usage: FirstWrite lwjgl|abistruct|lwjgl-stack|abistruct-stack");
        }
        long ns = System.nanoTime() - start;
        System.out.println(r + " " + ns);
    }
}
