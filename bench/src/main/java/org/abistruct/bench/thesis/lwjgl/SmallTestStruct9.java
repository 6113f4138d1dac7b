package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct SmallTestStruct9 {
 *     struct SmallTestStruct8 aSmallTestStruct8;
 *     int32_t aSmallInt;
 *     int32_t aSecondSmallInt;
 * }}</pre>
 * 16 bytes, alignment 4 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct9 extends Struct<SmallTestStruct9> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ASMALLTESTSTRUCT8,
        ASMALLINT,
        ASECONDSMALLINT;

    static {
        Layout layout = __struct(
            __member(SmallTestStruct8.SIZEOF, SmallTestStruct8.ALIGNOF),
            __member(4),
            __member(4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ASMALLTESTSTRUCT8 = layout.offsetof(0);
        ASMALLINT = layout.offsetof(1);
        ASECONDSMALLINT = layout.offsetof(2);
    }

    protected SmallTestStruct9(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct9 create(long address, ByteBuffer container) {
        return new SmallTestStruct9(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct9(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public SmallTestStruct8 aSmallTestStruct8() { return naSmallTestStruct8(address()); }
    public int aSmallInt() { return naSmallInt(address()); }
    public int aSecondSmallInt() { return naSecondSmallInt(address()); }

    public SmallTestStruct9 aSmallInt(int value) { naSmallInt(address(), value); return this; }
    public SmallTestStruct9 aSecondSmallInt(int value) { naSecondSmallInt(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct9 malloc() {
        return new SmallTestStruct9(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct9 calloc() {
        return new SmallTestStruct9(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct9 create(long address) {
        return new SmallTestStruct9(address, null);
    }

    public static SmallTestStruct9 malloc(MemoryStack stack) {
        return new SmallTestStruct9(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct9 calloc(MemoryStack stack) {
        return new SmallTestStruct9(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static SmallTestStruct8 naSmallTestStruct8(long struct) {
        return SmallTestStruct8.create(struct + SmallTestStruct9.ASMALLTESTSTRUCT8);
    }
    public static int naSmallInt(long struct) { return memGetInt(struct + SmallTestStruct9.ASMALLINT); }
    public static int naSecondSmallInt(long struct) { return memGetInt(struct + SmallTestStruct9.ASECONDSMALLINT); }

    public static void naSmallInt(long struct, int value) { memPutInt(struct + SmallTestStruct9.ASMALLINT, value); }
    public static void naSecondSmallInt(long struct, int value) {
        memPutInt(struct + SmallTestStruct9.ASECONDSMALLINT, value);
    }
}
