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
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct SmallTestStruct3 {
 *     int64_t aLong;
 *     int64_t aSecondLong;
 *     int64_t aThirdLong;
 * }}</pre>
 * 24 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct3 extends Struct<SmallTestStruct3> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ALONG,
        ASECONDLONG,
        ATHIRDLONG;

    static {
        Layout layout = __struct(
            __member(8),
            __member(8),
            __member(8));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ALONG = layout.offsetof(0);
        ASECONDLONG = layout.offsetof(1);
        ATHIRDLONG = layout.offsetof(2);
    }

    protected SmallTestStruct3(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct3 create(long address, ByteBuffer container) {
        return new SmallTestStruct3(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct3(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aLong() { return naLong(address()); }
    public long aSecondLong() { return naSecondLong(address()); }
    public long aThirdLong() { return naThirdLong(address()); }

    public SmallTestStruct3 aLong(long value) { naLong(address(), value); return this; }
    public SmallTestStruct3 aSecondLong(long value) { naSecondLong(address(), value); return this; }
    public SmallTestStruct3 aThirdLong(long value) { naThirdLong(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct3 malloc() {
        return new SmallTestStruct3(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct3 calloc() {
        return new SmallTestStruct3(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct3 create(long address) {
        return new SmallTestStruct3(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static SmallTestStruct3.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static SmallTestStruct3 malloc(MemoryStack stack) {
        return new SmallTestStruct3(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct3 calloc(MemoryStack stack) {
        return new SmallTestStruct3(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naLong(long struct) { return memGetLong(struct + SmallTestStruct3.ALONG); }
    public static long naSecondLong(long struct) { return memGetLong(struct + SmallTestStruct3.ASECONDLONG); }
    public static long naThirdLong(long struct) { return memGetLong(struct + SmallTestStruct3.ATHIRDLONG); }

    public static void naLong(long struct, long value) { memPutLong(struct + SmallTestStruct3.ALONG, value); }
    public static void naSecondLong(long struct, long value) {
        memPutLong(struct + SmallTestStruct3.ASECONDLONG, value);
    }
    public static void naThirdLong(long struct, long value) { memPutLong(struct + SmallTestStruct3.ATHIRDLONG, value); }

    // -----------------------------------

    /**
     * An array of {@link SmallTestStruct3} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<SmallTestStruct3, Buffer> implements NativeResource {

        private static final SmallTestStruct3 ELEMENT_FACTORY = SmallTestStruct3.create(-1L);

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
        protected SmallTestStruct3 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
