package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct SmallTestStruct10 {
 *     struct SmallTestStruct3 aSmallTestStruct3;
 *     struct SmallTestStruct7 aSmallTestStruct7;
 * }}</pre>
 * 48 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct10 extends Struct<SmallTestStruct10> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ASMALLTESTSTRUCT3,
        ASMALLTESTSTRUCT7;

    static {
        Layout layout = __struct(
            __member(SmallTestStruct3.SIZEOF, SmallTestStruct3.ALIGNOF),
            __member(SmallTestStruct7.SIZEOF, SmallTestStruct7.ALIGNOF));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ASMALLTESTSTRUCT3 = layout.offsetof(0);
        ASMALLTESTSTRUCT7 = layout.offsetof(1);
    }

    protected SmallTestStruct10(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct10 create(long address, ByteBuffer container) {
        return new SmallTestStruct10(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct10(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public SmallTestStruct3 aSmallTestStruct3() { return naSmallTestStruct3(address()); }
    public SmallTestStruct7 aSmallTestStruct7() { return naSmallTestStruct7(address()); }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct10 malloc() {
        return new SmallTestStruct10(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct10 calloc() {
        return new SmallTestStruct10(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct10 create(long address) {
        return new SmallTestStruct10(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static SmallTestStruct10.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static SmallTestStruct10 malloc(MemoryStack stack) {
        return new SmallTestStruct10(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct10 calloc(MemoryStack stack) {
        return new SmallTestStruct10(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static SmallTestStruct3 naSmallTestStruct3(long struct) {
        return SmallTestStruct3.create(struct + SmallTestStruct10.ASMALLTESTSTRUCT3);
    }
    public static SmallTestStruct7 naSmallTestStruct7(long struct) {
        return SmallTestStruct7.create(struct + SmallTestStruct10.ASMALLTESTSTRUCT7);
    }

    // -----------------------------------

    /**
     * An array of {@link SmallTestStruct10} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<SmallTestStruct10, Buffer> implements NativeResource {

        private static final SmallTestStruct10 ELEMENT_FACTORY = SmallTestStruct10.create(-1L);

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
        protected SmallTestStruct10 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
