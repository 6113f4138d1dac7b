package org.abistruct.bench.diag;

import java.lang.foreign.ValueLayout;
import org.abistruct.bench.lwjgl.LwjglViewport;
import org.abistruct.bench.structs.Viewport;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;
import org.lwjgl.system.MemoryUtil;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Diagnosis, not a target: {@code Allocation.stack_*} taken apart, to see which part of AbiStruct's stack
 * round trip costs more than LWJGL's.
 * <ul>
 * <li>{@code frame_*}: push and pop a frame, nothing allocated.</li>
 * <li>{@code bump_*}: push, allocate the struct's 24 bytes, write and read a float by address, pop.</li>
 * <li>{@code view_*}: the whole round trip with a struct view, as in {@code Allocation}.</li>
 * </ul>
 * Run with {@code java -jar benchmarks.jar diag.StackParts}.
 */
@State(Scope.Thread)
public class StackParts extends DiagnosisSettings {
    public float f = 1.5f;

    @Benchmark
    public int frame_lwjgl() {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            return stack.getFrameIndex();
        }
    }

    @Benchmark
    public Object frame_abistruct() {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            return frame;
        }
    }

    @Benchmark
    public float bump_lwjgl() {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            long address = stack.nmalloc(4, 24);
            MemoryUtil.memPutFloat(address, f);
            return MemoryUtil.memGetFloat(address);
        }
    }

    @Benchmark
    public float bump_abistruct() {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            long address = frame.allocate(24, 4);
            NativeMemory.EVERYTHING.set(ValueLayout.JAVA_FLOAT_UNALIGNED, address, f);
            return NativeMemory.EVERYTHING.get(ValueLayout.JAVA_FLOAT_UNALIGNED, address);
        }
    }

    @Benchmark
    public float view_lwjgl() {
        try (org.lwjgl.system.MemoryStack stack = org.lwjgl.system.MemoryStack.stackPush()) {
            LwjglViewport s = LwjglViewport.malloc(stack);
            s.x(f);
            return s.x();
        }
    }

    @Benchmark
    public float view_abistruct() {
        try (MemoryStack.Frame frame = MemoryStack.push()) {
            Viewport s = Viewport.malloc(frame);
            s.x(f);
            return s.x();
        }
    }
}
