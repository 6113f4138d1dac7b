package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memGetShort;
import static org.lwjgl.system.MemoryUtil.memLongBuffer;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.memPutShort;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct SmallTestStruct5 {
 *     int64_t aPointer64;
 *     int16_t aShort1;
 *     int64_t aLong3[3];
 * }}</pre>
 * 40 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct5 extends Struct<SmallTestStruct5> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        APOINTER64,
        ASHORT1,
        ALONG3;

    static {
        Layout layout = __struct(
            __member(8),
            __member(2),
            __array(8, 3));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        APOINTER64 = layout.offsetof(0);
        ASHORT1 = layout.offsetof(1);
        ALONG3 = layout.offsetof(2);
    }

    protected SmallTestStruct5(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct5 create(long address, ByteBuffer container) {
        return new SmallTestStruct5(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct5(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aPointer64() { return naPointer64(address()); }
    public short aShort1() { return naShort1(address()); }
    public LongBuffer aLong3() { return naLong3(address()); }
    public long aLong3(int index) { return naLong3(address(), index); }

    public SmallTestStruct5 aPointer64(long value) { naPointer64(address(), value); return this; }
    public SmallTestStruct5 aShort1(short value) { naShort1(address(), value); return this; }
    public SmallTestStruct5 aLong3(int index, long value) { naLong3(address(), index, value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct5 malloc() {
        return new SmallTestStruct5(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct5 calloc() {
        return new SmallTestStruct5(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct5 create(long address) {
        return new SmallTestStruct5(address, null);
    }

    public static SmallTestStruct5 malloc(MemoryStack stack) {
        return new SmallTestStruct5(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct5 calloc(MemoryStack stack) {
        return new SmallTestStruct5(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naPointer64(long struct) { return memGetLong(struct + SmallTestStruct5.APOINTER64); }
    public static short naShort1(long struct) { return memGetShort(struct + SmallTestStruct5.ASHORT1); }
    public static LongBuffer naLong3(long struct) { return memLongBuffer(struct + SmallTestStruct5.ALONG3, 3); }
    public static long naLong3(long struct, int index) {
        return memGetLong(struct + SmallTestStruct5.ALONG3 + check(index, 3) * 8);
    }

    public static void naPointer64(long struct, long value) { memPutLong(struct + SmallTestStruct5.APOINTER64, value); }
    public static void naShort1(long struct, short value) { memPutShort(struct + SmallTestStruct5.ASHORT1, value); }
    public static void naLong3(long struct, int index, long value) {
        memPutLong(struct + SmallTestStruct5.ALONG3 + check(index, 3) * 8, value);
    }
}
