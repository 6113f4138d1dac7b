package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memByteBuffer;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct LargeTestStruct2 {
 *     int8_t nativeInt8Array[500000];
 * }}</pre>
 * 500 000 bytes, alignment 1 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class LargeTestStruct2 extends Struct<LargeTestStruct2> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        NATIVEINT8ARRAY;

    static {
        Layout layout = __struct(
            __array(1, 500000));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        NATIVEINT8ARRAY = layout.offsetof(0);
    }

    protected LargeTestStruct2(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LargeTestStruct2 create(long address, ByteBuffer container) {
        return new LargeTestStruct2(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public LargeTestStruct2(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public ByteBuffer nativeInt8Array() { return nnativeInt8Array(address()); }
    public byte nativeInt8Array(int index) { return nnativeInt8Array(address(), index); }

    public LargeTestStruct2 nativeInt8Array(int index, byte value) {
        nnativeInt8Array(address(), index, value); return this;
    }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct2 malloc() {
        return new LargeTestStruct2(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct2 calloc() {
        return new LargeTestStruct2(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static LargeTestStruct2 create(long address) {
        return new LargeTestStruct2(address, null);
    }

    public static LargeTestStruct2 malloc(MemoryStack stack) {
        return new LargeTestStruct2(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LargeTestStruct2 calloc(MemoryStack stack) {
        return new LargeTestStruct2(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static ByteBuffer nnativeInt8Array(long struct) {
        return memByteBuffer(struct + LargeTestStruct2.NATIVEINT8ARRAY, 500000);
    }
    public static byte nnativeInt8Array(long struct, int index) {
        return memGetByte(struct + LargeTestStruct2.NATIVEINT8ARRAY + check(index, 500000) * 1);
    }

    public static void nnativeInt8Array(long struct, int index, byte value) {
        memPutByte(struct + LargeTestStruct2.NATIVEINT8ARRAY + check(index, 500000) * 1, value);
    }
}
