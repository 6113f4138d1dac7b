package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct SmallTestStruct6 {
 *     int64_t aPointer;
 *     int8_t aByte1;
 *     int64_t aSecondPointer;
 * }}</pre>
 * 24 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct6 extends Struct<SmallTestStruct6> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        APOINTER,
        ABYTE1,
        ASECONDPOINTER;

    static {
        Layout layout = __struct(
            __member(8),
            __member(1),
            __member(8));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        APOINTER = layout.offsetof(0);
        ABYTE1 = layout.offsetof(1);
        ASECONDPOINTER = layout.offsetof(2);
    }

    protected SmallTestStruct6(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct6 create(long address, ByteBuffer container) {
        return new SmallTestStruct6(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct6(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aPointer() { return naPointer(address()); }
    public byte aByte1() { return naByte1(address()); }
    public long aSecondPointer() { return naSecondPointer(address()); }

    public SmallTestStruct6 aPointer(long value) { naPointer(address(), value); return this; }
    public SmallTestStruct6 aByte1(byte value) { naByte1(address(), value); return this; }
    public SmallTestStruct6 aSecondPointer(long value) { naSecondPointer(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct6 malloc() {
        return new SmallTestStruct6(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct6 calloc() {
        return new SmallTestStruct6(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct6 create(long address) {
        return new SmallTestStruct6(address, null);
    }

    public static SmallTestStruct6 malloc(MemoryStack stack) {
        return new SmallTestStruct6(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct6 calloc(MemoryStack stack) {
        return new SmallTestStruct6(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naPointer(long struct) { return memGetLong(struct + SmallTestStruct6.APOINTER); }
    public static byte naByte1(long struct) { return memGetByte(struct + SmallTestStruct6.ABYTE1); }
    public static long naSecondPointer(long struct) { return memGetLong(struct + SmallTestStruct6.ASECONDPOINTER); }

    public static void naPointer(long struct, long value) { memPutLong(struct + SmallTestStruct6.APOINTER, value); }
    public static void naByte1(long struct, byte value) { memPutByte(struct + SmallTestStruct6.ABYTE1, value); }
    public static void naSecondPointer(long struct, long value) {
        memPutLong(struct + SmallTestStruct6.ASECONDPOINTER, value);
    }
}
