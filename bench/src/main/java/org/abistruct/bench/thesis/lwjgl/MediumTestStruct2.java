package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memByteBuffer;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetDouble;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memGetShort;
import static org.lwjgl.system.MemoryUtil.memIntBuffer;
import static org.lwjgl.system.MemoryUtil.memPutByte;
import static org.lwjgl.system.MemoryUtil.memPutDouble;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.memPutShort;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * <pre>{@code
 * struct MediumTestStruct2 {
 *     int64_t aLong;
 *     int8_t aByte;
 *     double aSecondLong;
 *     int8_t aByteArray[20];
 *     struct SmallTestStruct1 aSubStruct;
 *     int64_t aThirdLong;
 *     int32_t aInt4[4];
 *     int16_t aShort;
 *     struct SmallTestStruct3 aSecondSubStruct;
 *     int64_t aPointer;
 * }}</pre>
 * 136 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class MediumTestStruct2 extends Struct<MediumTestStruct2> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ALONG,
        ABYTE,
        ASECONDLONG,
        ABYTEARRAY,
        ASUBSTRUCT,
        ATHIRDLONG,
        AINT4,
        ASHORT,
        ASECONDSUBSTRUCT,
        APOINTER;

    static {
        Layout layout = __struct(
            __member(8),
            __member(1),
            __member(8),
            __array(1, 20),
            __member(SmallTestStruct1.SIZEOF, SmallTestStruct1.ALIGNOF),
            __member(8),
            __array(4, 4),
            __member(2),
            __member(SmallTestStruct3.SIZEOF, SmallTestStruct3.ALIGNOF),
            __member(8));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ALONG = layout.offsetof(0);
        ABYTE = layout.offsetof(1);
        ASECONDLONG = layout.offsetof(2);
        ABYTEARRAY = layout.offsetof(3);
        ASUBSTRUCT = layout.offsetof(4);
        ATHIRDLONG = layout.offsetof(5);
        AINT4 = layout.offsetof(6);
        ASHORT = layout.offsetof(7);
        ASECONDSUBSTRUCT = layout.offsetof(8);
        APOINTER = layout.offsetof(9);
    }

    protected MediumTestStruct2(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected MediumTestStruct2 create(long address, ByteBuffer container) {
        return new MediumTestStruct2(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public MediumTestStruct2(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aLong() { return naLong(address()); }
    public byte aByte() { return naByte(address()); }
    public double aSecondLong() { return naSecondLong(address()); }
    public ByteBuffer aByteArray() { return naByteArray(address()); }
    public byte aByteArray(int index) { return naByteArray(address(), index); }
    public SmallTestStruct1 aSubStruct() { return naSubStruct(address()); }
    public long aThirdLong() { return naThirdLong(address()); }
    public IntBuffer aInt4() { return naInt4(address()); }
    public int aInt4(int index) { return naInt4(address(), index); }
    public short aShort() { return naShort(address()); }
    public SmallTestStruct3 aSecondSubStruct() { return naSecondSubStruct(address()); }
    public long aPointer() { return naPointer(address()); }

    public MediumTestStruct2 aLong(long value) { naLong(address(), value); return this; }
    public MediumTestStruct2 aByte(byte value) { naByte(address(), value); return this; }
    public MediumTestStruct2 aSecondLong(double value) { naSecondLong(address(), value); return this; }
    public MediumTestStruct2 aByteArray(int index, byte value) { naByteArray(address(), index, value); return this; }
    public MediumTestStruct2 aThirdLong(long value) { naThirdLong(address(), value); return this; }
    public MediumTestStruct2 aInt4(int index, int value) { naInt4(address(), index, value); return this; }
    public MediumTestStruct2 aShort(short value) { naShort(address(), value); return this; }
    public MediumTestStruct2 aPointer(long value) { naPointer(address(), value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct2 malloc() {
        return new MediumTestStruct2(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct2 calloc() {
        return new MediumTestStruct2(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static MediumTestStruct2 create(long address) {
        return new MediumTestStruct2(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static MediumTestStruct2.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static MediumTestStruct2 malloc(MemoryStack stack) {
        return new MediumTestStruct2(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static MediumTestStruct2 calloc(MemoryStack stack) {
        return new MediumTestStruct2(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naLong(long struct) { return memGetLong(struct + MediumTestStruct2.ALONG); }
    public static byte naByte(long struct) { return memGetByte(struct + MediumTestStruct2.ABYTE); }
    public static double naSecondLong(long struct) { return memGetDouble(struct + MediumTestStruct2.ASECONDLONG); }
    public static ByteBuffer naByteArray(long struct) {
        return memByteBuffer(struct + MediumTestStruct2.ABYTEARRAY, 20);
    }
    public static byte naByteArray(long struct, int index) {
        return memGetByte(struct + MediumTestStruct2.ABYTEARRAY + check(index, 20) * 1);
    }
    public static SmallTestStruct1 naSubStruct(long struct) {
        return SmallTestStruct1.create(struct + MediumTestStruct2.ASUBSTRUCT);
    }
    public static long naThirdLong(long struct) { return memGetLong(struct + MediumTestStruct2.ATHIRDLONG); }
    public static IntBuffer naInt4(long struct) { return memIntBuffer(struct + MediumTestStruct2.AINT4, 4); }
    public static int naInt4(long struct, int index) {
        return memGetInt(struct + MediumTestStruct2.AINT4 + check(index, 4) * 4);
    }
    public static short naShort(long struct) { return memGetShort(struct + MediumTestStruct2.ASHORT); }
    public static SmallTestStruct3 naSecondSubStruct(long struct) {
        return SmallTestStruct3.create(struct + MediumTestStruct2.ASECONDSUBSTRUCT);
    }
    public static long naPointer(long struct) { return memGetLong(struct + MediumTestStruct2.APOINTER); }

    public static void naLong(long struct, long value) { memPutLong(struct + MediumTestStruct2.ALONG, value); }
    public static void naByte(long struct, byte value) { memPutByte(struct + MediumTestStruct2.ABYTE, value); }
    public static void naSecondLong(long struct, double value) {
        memPutDouble(struct + MediumTestStruct2.ASECONDLONG, value);
    }
    public static void naByteArray(long struct, int index, byte value) {
        memPutByte(struct + MediumTestStruct2.ABYTEARRAY + check(index, 20) * 1, value);
    }
    public static void naThirdLong(long struct, long value) {
        memPutLong(struct + MediumTestStruct2.ATHIRDLONG, value);
    }
    public static void naInt4(long struct, int index, int value) {
        memPutInt(struct + MediumTestStruct2.AINT4 + check(index, 4) * 4, value);
    }
    public static void naShort(long struct, short value) { memPutShort(struct + MediumTestStruct2.ASHORT, value); }
    public static void naPointer(long struct, long value) { memPutLong(struct + MediumTestStruct2.APOINTER, value); }

    // -----------------------------------

    /**
     * An array of {@link MediumTestStruct2} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<MediumTestStruct2, Buffer> implements NativeResource {

        private static final MediumTestStruct2 ELEMENT_FACTORY = MediumTestStruct2.create(-1L);

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
        protected MediumTestStruct2 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
