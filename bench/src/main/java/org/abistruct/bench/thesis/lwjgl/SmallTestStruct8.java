package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetShort;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.memPutShort;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct SmallTestStruct8 {
 *     int8_t AByte;
 *     int16_t aShort;
 *     int32_t aInt;
 * }}</pre>
 * 8 bytes, alignment 4 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct8 extends Struct<SmallTestStruct8> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ABYTE,
        ASHORT,
        AINT;

    static {
        Layout layout = __struct(
            __member(1),
            __member(2),
            __member(4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ABYTE = layout.offsetof(0);
        ASHORT = layout.offsetof(1);
        AINT = layout.offsetof(2);
    }

    protected SmallTestStruct8(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct8 create(long address, ByteBuffer container) {
        return new SmallTestStruct8(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct8(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public byte AByte() { return nAByte(address()); }
    public short aShort() { return naShort(address()); }
    public int aInt() { return naInt(address()); }

    public SmallTestStruct8 AByte(byte value) { nAByte(address(), value); return this; }
    public SmallTestStruct8 aShort(short value) { naShort(address(), value); return this; }
    public SmallTestStruct8 aInt(int value) { naInt(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct8 malloc() {
        return new SmallTestStruct8(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct8 calloc() {
        return new SmallTestStruct8(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct8 create(long address) {
        return new SmallTestStruct8(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static SmallTestStruct8.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static SmallTestStruct8 malloc(MemoryStack stack) {
        return new SmallTestStruct8(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct8 calloc(MemoryStack stack) {
        return new SmallTestStruct8(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static byte nAByte(long struct) { return memGetByte(struct + SmallTestStruct8.ABYTE); }
    public static short naShort(long struct) { return memGetShort(struct + SmallTestStruct8.ASHORT); }
    public static int naInt(long struct) { return memGetInt(struct + SmallTestStruct8.AINT); }

    public static void nAByte(long struct, byte value) { memPutByte(struct + SmallTestStruct8.ABYTE, value); }
    public static void naShort(long struct, short value) { memPutShort(struct + SmallTestStruct8.ASHORT, value); }
    public static void naInt(long struct, int value) { memPutInt(struct + SmallTestStruct8.AINT, value); }

    // -----------------------------------

    /**
     * An array of {@link SmallTestStruct8} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<SmallTestStruct8, Buffer> implements NativeResource {

        private static final SmallTestStruct8 ELEMENT_FACTORY = SmallTestStruct8.create(-1L);

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
        protected SmallTestStruct8 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
