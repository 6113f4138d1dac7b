package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memByteBuffer;
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
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct MediumTestStruct5 {
 *     int8_t aFloat64Array[21];
 *     struct MediumTestStruct3 aMediumTestStruct3;
 *     struct SmallTestStruct2 aSmallTestStruct2;
 *     int64_t aPointer64;
 *     struct SmallTestStruct7 aStructArray[5];
 * }}</pre>
 * 424 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class MediumTestStruct5 extends Struct<MediumTestStruct5> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        AFLOAT64ARRAY,
        AMEDIUMTESTSTRUCT3,
        ASMALLTESTSTRUCT2,
        APOINTER64,
        ASTRUCTARRAY;

    static {
        Layout layout = __struct(
            __array(1, 21),
            __member(MediumTestStruct3.SIZEOF, MediumTestStruct3.ALIGNOF),
            __member(SmallTestStruct2.SIZEOF, SmallTestStruct2.ALIGNOF),
            __member(8),
            __array(SmallTestStruct7.SIZEOF, SmallTestStruct7.ALIGNOF, 5));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        AFLOAT64ARRAY = layout.offsetof(0);
        AMEDIUMTESTSTRUCT3 = layout.offsetof(1);
        ASMALLTESTSTRUCT2 = layout.offsetof(2);
        APOINTER64 = layout.offsetof(3);
        ASTRUCTARRAY = layout.offsetof(4);
    }

    protected MediumTestStruct5(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected MediumTestStruct5 create(long address, ByteBuffer container) {
        return new MediumTestStruct5(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public MediumTestStruct5(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public ByteBuffer aFloat64Array() { return naFloat64Array(address()); }
    public byte aFloat64Array(int index) { return naFloat64Array(address(), index); }
    public MediumTestStruct3 aMediumTestStruct3() { return naMediumTestStruct3(address()); }
    public SmallTestStruct2 aSmallTestStruct2() { return naSmallTestStruct2(address()); }
    public long aPointer64() { return naPointer64(address()); }
    public SmallTestStruct7.Buffer aStructArray() { return naStructArray(address()); }
    public SmallTestStruct7 aStructArray(int index) { return naStructArray(address(), index); }

    public MediumTestStruct5 aFloat64Array(int index, byte value) {
        naFloat64Array(address(), index, value); return this;
    }
    public MediumTestStruct5 aPointer64(long value) { naPointer64(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct5 malloc() {
        return new MediumTestStruct5(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct5 calloc() {
        return new MediumTestStruct5(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static MediumTestStruct5 create(long address) {
        return new MediumTestStruct5(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static MediumTestStruct5.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static MediumTestStruct5 malloc(MemoryStack stack) {
        return new MediumTestStruct5(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static MediumTestStruct5 calloc(MemoryStack stack) {
        return new MediumTestStruct5(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static ByteBuffer naFloat64Array(long struct) {
        return memByteBuffer(struct + MediumTestStruct5.AFLOAT64ARRAY, 21);
    }
    public static byte naFloat64Array(long struct, int index) {
        return memGetByte(struct + MediumTestStruct5.AFLOAT64ARRAY + check(index, 21) * 1);
    }
    public static MediumTestStruct3 naMediumTestStruct3(long struct) {
        return MediumTestStruct3.create(struct + MediumTestStruct5.AMEDIUMTESTSTRUCT3);
    }
    public static SmallTestStruct2 naSmallTestStruct2(long struct) {
        return SmallTestStruct2.create(struct + MediumTestStruct5.ASMALLTESTSTRUCT2);
    }
    public static long naPointer64(long struct) { return memGetLong(struct + MediumTestStruct5.APOINTER64); }
    public static SmallTestStruct7.Buffer naStructArray(long struct) {
        return SmallTestStruct7.create(struct + MediumTestStruct5.ASTRUCTARRAY, 5);
    }
    public static SmallTestStruct7 naStructArray(long struct, int index) {
        return SmallTestStruct7.create(struct + MediumTestStruct5.ASTRUCTARRAY
                + check(index, 5) * SmallTestStruct7.SIZEOF);
    }

    public static void naFloat64Array(long struct, int index, byte value) {
        memPutByte(struct + MediumTestStruct5.AFLOAT64ARRAY + check(index, 21) * 1, value);
    }
    public static void naPointer64(long struct, long value) {
        memPutLong(struct + MediumTestStruct5.APOINTER64, value);
    }

    // -----------------------------------

    /**
     * An array of {@link MediumTestStruct5} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<MediumTestStruct5, Buffer> implements NativeResource {

        private static final MediumTestStruct5 ELEMENT_FACTORY = MediumTestStruct5.create(-1L);

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
        protected MediumTestStruct5 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
