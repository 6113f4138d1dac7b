package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct SmallTestStruct4 {
 *     int64_t aPointer;
 *     struct SmallTestStruct1 aSmallTestStruct1;
 * }}</pre>
 * 32 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct4 extends Struct<SmallTestStruct4> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        APOINTER,
        ASMALLTESTSTRUCT1;

    static {
        Layout layout = __struct(
            __member(8),
            __member(SmallTestStruct1.SIZEOF, SmallTestStruct1.ALIGNOF));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        APOINTER = layout.offsetof(0);
        ASMALLTESTSTRUCT1 = layout.offsetof(1);
    }

    protected SmallTestStruct4(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct4 create(long address, ByteBuffer container) {
        return new SmallTestStruct4(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct4(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aPointer() { return naPointer(address()); }
    public SmallTestStruct1 aSmallTestStruct1() { return naSmallTestStruct1(address()); }

    public SmallTestStruct4 aPointer(long value) { naPointer(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct4 malloc() {
        return new SmallTestStruct4(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct4 calloc() {
        return new SmallTestStruct4(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct4 create(long address) {
        return new SmallTestStruct4(address, null);
    }

    public static SmallTestStruct4 malloc(MemoryStack stack) {
        return new SmallTestStruct4(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct4 calloc(MemoryStack stack) {
        return new SmallTestStruct4(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naPointer(long struct) { return memGetLong(struct + SmallTestStruct4.APOINTER); }
    public static SmallTestStruct1 naSmallTestStruct1(long struct) {
        return SmallTestStruct1.create(struct + SmallTestStruct4.ASMALLTESTSTRUCT1);
    }

    public static void naPointer(long struct, long value) { memPutLong(struct + SmallTestStruct4.APOINTER, value); }
}
