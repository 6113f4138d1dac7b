package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memDoubleBuffer;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetDouble;
import static org.lwjgl.system.MemoryUtil.memGetShort;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.memPutDouble;
import static org.lwjgl.system.MemoryUtil.memPutShort;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct MediumTestStruct4 {
 *     struct MediumTestStruct1 aMediumTestStruct1;
 *     struct MediumTestStruct2 aMediumTestStruct2;
 *     double aFloat64Array[13];
 *     int8_t aByte;
 *     struct SmallTestStruct6 aSmallTestStruct6;
 *     int16_t aShort;
 *     struct SmallTestStruct7 aSmallTestStruct7;
 * }}</pre>
 * 416 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class MediumTestStruct4 extends Struct<MediumTestStruct4> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        AMEDIUMTESTSTRUCT1,
        AMEDIUMTESTSTRUCT2,
        AFLOAT64ARRAY,
        ABYTE,
        ASMALLTESTSTRUCT6,
        ASHORT,
        ASMALLTESTSTRUCT7;

    static {
        Layout layout = __struct(
            __member(MediumTestStruct1.SIZEOF, MediumTestStruct1.ALIGNOF),
            __member(MediumTestStruct2.SIZEOF, MediumTestStruct2.ALIGNOF),
            __array(8, 13),
            __member(1),
            __member(SmallTestStruct6.SIZEOF, SmallTestStruct6.ALIGNOF),
            __member(2),
            __member(SmallTestStruct7.SIZEOF, SmallTestStruct7.ALIGNOF));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        AMEDIUMTESTSTRUCT1 = layout.offsetof(0);
        AMEDIUMTESTSTRUCT2 = layout.offsetof(1);
        AFLOAT64ARRAY = layout.offsetof(2);
        ABYTE = layout.offsetof(3);
        ASMALLTESTSTRUCT6 = layout.offsetof(4);
        ASHORT = layout.offsetof(5);
        ASMALLTESTSTRUCT7 = layout.offsetof(6);
    }

    protected MediumTestStruct4(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected MediumTestStruct4 create(long address, ByteBuffer container) {
        return new MediumTestStruct4(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public MediumTestStruct4(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public MediumTestStruct1 aMediumTestStruct1() { return naMediumTestStruct1(address()); }
    public MediumTestStruct2 aMediumTestStruct2() { return naMediumTestStruct2(address()); }
    public DoubleBuffer aFloat64Array() { return naFloat64Array(address()); }
    public double aFloat64Array(int index) { return naFloat64Array(address(), index); }
    public byte aByte() { return naByte(address()); }
    public SmallTestStruct6 aSmallTestStruct6() { return naSmallTestStruct6(address()); }
    public short aShort() { return naShort(address()); }
    public SmallTestStruct7 aSmallTestStruct7() { return naSmallTestStruct7(address()); }

    public MediumTestStruct4 aFloat64Array(int index, double value) {
        naFloat64Array(address(), index, value); return this;
    }
    public MediumTestStruct4 aByte(byte value) { naByte(address(), value); return this; }
    public MediumTestStruct4 aShort(short value) { naShort(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct4 malloc() {
        return new MediumTestStruct4(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct4 calloc() {
        return new MediumTestStruct4(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static MediumTestStruct4 create(long address) {
        return new MediumTestStruct4(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static MediumTestStruct4.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static MediumTestStruct4 malloc(MemoryStack stack) {
        return new MediumTestStruct4(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static MediumTestStruct4 calloc(MemoryStack stack) {
        return new MediumTestStruct4(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static MediumTestStruct1 naMediumTestStruct1(long struct) {
        return MediumTestStruct1.create(struct + MediumTestStruct4.AMEDIUMTESTSTRUCT1);
    }
    public static MediumTestStruct2 naMediumTestStruct2(long struct) {
        return MediumTestStruct2.create(struct + MediumTestStruct4.AMEDIUMTESTSTRUCT2);
    }
    public static DoubleBuffer naFloat64Array(long struct) {
        return memDoubleBuffer(struct + MediumTestStruct4.AFLOAT64ARRAY, 13);
    }
    public static double naFloat64Array(long struct, int index) {
        return memGetDouble(struct + MediumTestStruct4.AFLOAT64ARRAY + check(index, 13) * 8);
    }
    public static byte naByte(long struct) { return memGetByte(struct + MediumTestStruct4.ABYTE); }
    public static SmallTestStruct6 naSmallTestStruct6(long struct) {
        return SmallTestStruct6.create(struct + MediumTestStruct4.ASMALLTESTSTRUCT6);
    }
    public static short naShort(long struct) { return memGetShort(struct + MediumTestStruct4.ASHORT); }
    public static SmallTestStruct7 naSmallTestStruct7(long struct) {
        return SmallTestStruct7.create(struct + MediumTestStruct4.ASMALLTESTSTRUCT7);
    }

    public static void naFloat64Array(long struct, int index, double value) {
        memPutDouble(struct + MediumTestStruct4.AFLOAT64ARRAY + check(index, 13) * 8, value);
    }
    public static void naByte(long struct, byte value) { memPutByte(struct + MediumTestStruct4.ABYTE, value); }
    public static void naShort(long struct, short value) { memPutShort(struct + MediumTestStruct4.ASHORT, value); }

    // -----------------------------------

    /**
     * An array of {@link MediumTestStruct4} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<MediumTestStruct4, Buffer> implements NativeResource {

        private static final MediumTestStruct4 ELEMENT_FACTORY = MediumTestStruct4.create(-1L);

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
        protected MediumTestStruct4 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
