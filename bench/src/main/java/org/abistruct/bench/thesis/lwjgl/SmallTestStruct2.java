package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct SmallTestStruct2 {
 *     int32_t aInt;
 *     int8_t aByte;
 *     int64_t aLong;
 * }}</pre>
 * 16 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct2 extends Struct<SmallTestStruct2> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        AINT,
        ABYTE,
        ALONG;

    static {
        Layout layout = __struct(
            __member(4),
            __member(1),
            __member(8));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        AINT = layout.offsetof(0);
        ABYTE = layout.offsetof(1);
        ALONG = layout.offsetof(2);
    }

    protected SmallTestStruct2(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct2 create(long address, ByteBuffer container) {
        return new SmallTestStruct2(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct2(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public int aInt() { return naInt(address()); }
    public byte aByte() { return naByte(address()); }
    public long aLong() { return naLong(address()); }

    public SmallTestStruct2 aInt(int value) { naInt(address(), value); return this; }
    public SmallTestStruct2 aByte(byte value) { naByte(address(), value); return this; }
    public SmallTestStruct2 aLong(long value) { naLong(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct2 malloc() {
        return new SmallTestStruct2(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct2 calloc() {
        return new SmallTestStruct2(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct2 create(long address) {
        return new SmallTestStruct2(address, null);
    }

    public static SmallTestStruct2 malloc(MemoryStack stack) {
        return new SmallTestStruct2(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct2 calloc(MemoryStack stack) {
        return new SmallTestStruct2(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static int naInt(long struct) { return memGetInt(struct + SmallTestStruct2.AINT); }
    public static byte naByte(long struct) { return memGetByte(struct + SmallTestStruct2.ABYTE); }
    public static long naLong(long struct) { return memGetLong(struct + SmallTestStruct2.ALONG); }

    public static void naInt(long struct, int value) { memPutInt(struct + SmallTestStruct2.AINT, value); }
    public static void naByte(long struct, byte value) { memPutByte(struct + SmallTestStruct2.ABYTE, value); }
    public static void naLong(long struct, long value) { memPutLong(struct + SmallTestStruct2.ALONG, value); }
}
