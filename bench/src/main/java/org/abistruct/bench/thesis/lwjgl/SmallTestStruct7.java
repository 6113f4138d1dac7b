package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct SmallTestStruct7 {
 *     int32_t aInt;
 *     int64_t aPointer;
 *     int32_t aSecondInt;
 *     int32_t aThirdInt;
 * }}</pre>
 * 24 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct7 extends Struct<SmallTestStruct7> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        AINT,
        APOINTER,
        ASECONDINT,
        ATHIRDINT;

    static {
        Layout layout = __struct(
            __member(4),
            __member(8),
            __member(4),
            __member(4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        AINT = layout.offsetof(0);
        APOINTER = layout.offsetof(1);
        ASECONDINT = layout.offsetof(2);
        ATHIRDINT = layout.offsetof(3);
    }

    protected SmallTestStruct7(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct7 create(long address, ByteBuffer container) {
        return new SmallTestStruct7(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct7(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public int aInt() { return naInt(address()); }
    public long aPointer() { return naPointer(address()); }
    public int aSecondInt() { return naSecondInt(address()); }
    public int aThirdInt() { return naThirdInt(address()); }

    public SmallTestStruct7 aInt(int value) { naInt(address(), value); return this; }
    public SmallTestStruct7 aPointer(long value) { naPointer(address(), value); return this; }
    public SmallTestStruct7 aSecondInt(int value) { naSecondInt(address(), value); return this; }
    public SmallTestStruct7 aThirdInt(int value) { naThirdInt(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct7 malloc() {
        return new SmallTestStruct7(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct7 calloc() {
        return new SmallTestStruct7(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct7 create(long address) {
        return new SmallTestStruct7(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static SmallTestStruct7.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static SmallTestStruct7 malloc(MemoryStack stack) {
        return new SmallTestStruct7(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct7 calloc(MemoryStack stack) {
        return new SmallTestStruct7(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static int naInt(long struct) { return memGetInt(struct + SmallTestStruct7.AINT); }
    public static long naPointer(long struct) { return memGetLong(struct + SmallTestStruct7.APOINTER); }
    public static int naSecondInt(long struct) { return memGetInt(struct + SmallTestStruct7.ASECONDINT); }
    public static int naThirdInt(long struct) { return memGetInt(struct + SmallTestStruct7.ATHIRDINT); }

    public static void naInt(long struct, int value) { memPutInt(struct + SmallTestStruct7.AINT, value); }
    public static void naPointer(long struct, long value) { memPutLong(struct + SmallTestStruct7.APOINTER, value); }
    public static void naSecondInt(long struct, int value) { memPutInt(struct + SmallTestStruct7.ASECONDINT, value); }
    public static void naThirdInt(long struct, int value) { memPutInt(struct + SmallTestStruct7.ATHIRDINT, value); }

    // -----------------------------------

    /**
     * An array of {@link SmallTestStruct7} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<SmallTestStruct7, Buffer> implements NativeResource {

        private static final SmallTestStruct7 ELEMENT_FACTORY = SmallTestStruct7.create(-1L);

        public Buffer(ByteBuffer container) {
            super(container, container.remaining() / SIZEOF);
        }

        public Buffer(long address, int cap) {
            super(address, null, -1, 0, cap, cap);
        }

        Buffer(long address, ByteBuffer container, int mark, int pos, int lim, int cap) {
            super(address, container, mark, pos, lim, cap);
        }

        @Override
        protected Buffer self() {
            return this;
        }

        @Override
        protected Buffer create(long address, ByteBuffer container, int mark, int position, int limit,
                int capacity) {
            return new Buffer(address, container, mark, position, limit, capacity);
        }

        @Override
        protected SmallTestStruct7 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
