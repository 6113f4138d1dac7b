package org.abistruct.bench.diag;

import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.abistruct.memory.NativeMemory;
import org.lwjgl.system.MemoryUtil;

/**
 * Diagnosis, not a target: how many C2 IR nodes one operation costs when it is parsed into a caller. C2 stops
 * inlining ordinary (not {@code @ForceInline}) methods once a compilation has created 18 000 nodes (its
 * {@code NodeCountInliningCutoff}), so the node cost per access bounds how many accessors one hot method can
 * inline. Each method below does one operation; {@code bench/diag/parse_nodes.py} runs this class with
 * {@code -XX:+LogCompilation} and prints the node count C2 reported for each.
 */
public final class ParseNodes {
    private ParseNodes() {
    }

    /** One FFM store through the address-space segment: what an AbiStruct setter does underneath. */
    static void ffmStore(long address, int v) {
        NativeMemory.EVERYTHING.set(ValueLayout.JAVA_INT_UNALIGNED, address, v);
    }

    private static final VarHandle INT_HANDLE = ValueLayout.JAVA_INT_UNALIGNED.varHandle();
    private static final VarHandle INT_HANDLE_EXACT = INT_HANDLE.withInvokeExactBehavior();
    private static final MethodHandle INT_SETTER = INT_HANDLE.toMethodHandle(VarHandle.AccessMode.SET);

    /** The same store through the layout's var handle, as {@code Access} makes it (no {@code segment.set} layers). */
    static void ffmStoreLayoutHandle(long address, int v) {
        INT_HANDLE.set(NativeMemory.EVERYTHING, address, v);
    }

    /** The same with an exact-type var handle: another FFM route, to see whether any parses smaller. */
    static void ffmStoreExactHandle(long address, int v) {
        INT_HANDLE_EXACT.set(NativeMemory.EVERYTHING, address, v);
    }

    /** The same through the var handle's method handle for {@code set}. */
    static void ffmStoreMethodHandle(long address, int v) {
        try {
            INT_SETTER.invokeExact(NativeMemory.EVERYTHING, address, v);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /** A direct {@code ByteBuffer} store, the other supported way to native memory without Unsafe. */
    static void byteBufferStore(ByteBuffer buffer, int index, int v) {
        buffer.putInt(index, v);
    }

    /** A generated AbiStruct setter (default ABI): the store, plus what the accessor adds around it. */
    static void abiStructSetter(org.abistruct.bench.thesis.abistruct.SmallTestStruct1 s, int v) {
        s.aInt(v);
    }

    /** A nested-struct accessor: a new view of the member's struct, over the outer view's memory. */
    static Object abiStructNestedView(org.abistruct.bench.thesis.abistruct.MediumTestStruct1 m) {
        return m.aSubStruct();
    }

    /** The same, moving a view the caller keeps instead of making one. */
    static Object abiStructNestedViewReuse(org.abistruct.bench.thesis.abistruct.MediumTestStruct1 m,
            org.abistruct.bench.thesis.abistruct.SmallTestStruct1 reuse) {
        return m.aSubStruct(reuse);
    }

    /** An array element: a new view of element {@code i}. */
    static Object abiStructArrayGet(org.abistruct.bench.structs.Particle.Array array, int i) {
        return array.get(i);
    }

    /** An array element, moving a view the caller keeps. */
    static Object abiStructArrayGetReuse(org.abistruct.bench.structs.Particle.Array array, int i,
            org.abistruct.bench.structs.Particle reuse) {
        return array.get(i, reuse);
    }

    /** The LWJGL setter of the same member: {@code memPutInt}, an Unsafe store underneath. */
    static void lwjglSetter(org.abistruct.bench.thesis.lwjgl.SmallTestStruct1 s, int v) {
        s.aInt(v);
    }

    /** AbiStruct's malloc and free: two critical FFM downcalls. */
    static long abiStructMallocFree(long size) {
        long address = NativeMemory.malloc(size, 8);
        NativeMemory.free(address);
        return address;
    }

    /** AbiStruct's calloc (malloc and a Java-side fill for small sizes) and free. */
    static long abiStructCallocFree(long size) {
        long address = NativeMemory.calloc(size, 8);
        NativeMemory.free(address);
        return address;
    }

    /** LWJGL's allocation and release: JNI calls. */
    static long lwjglMallocFree(long size) {
        long address = MemoryUtil.nmemAllocChecked(size);
        MemoryUtil.nmemFree(address);
        return address;
    }

    public static void main(String[] args) {
        var abi = org.abistruct.bench.thesis.abistruct.SmallTestStruct1.calloc();
        var lwjgl = org.abistruct.bench.thesis.lwjgl.SmallTestStruct1.calloc();
        var medium = org.abistruct.bench.thesis.abistruct.MediumTestStruct1.calloc();
        var sub = medium.aSubStruct();
        var particles = org.abistruct.bench.structs.Particle.callocArray(16);
        var cursor = particles.get(0);
        ByteBuffer buffer = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
        long sink = 0;
        for (int i = 0; i < 200_000; i++) {
            ffmStore(abi.address(), i);
            ffmStoreLayoutHandle(abi.address(), i);
            ffmStoreExactHandle(abi.address(), i);
            ffmStoreMethodHandle(abi.address(), i);
            byteBufferStore(buffer, i & 15, i);
            abiStructSetter(abi, i);
            lwjglSetter(lwjgl, i);
            sink += abiStructNestedView(medium).hashCode() & 1;
            sink += abiStructNestedViewReuse(medium, sub).hashCode() & 1;
            sink += abiStructArrayGet(particles, i & 15).hashCode() & 1;
            sink += abiStructArrayGetReuse(particles, i & 15, cursor).hashCode() & 1;
            sink += abiStructMallocFree(24) + abiStructCallocFree(24) + lwjglMallocFree(24);
        }
        abi.free();
        lwjgl.free();
        medium.free();
        particles.free();
        System.out.println(sink == 42 ? "" : "done");
    }
}
