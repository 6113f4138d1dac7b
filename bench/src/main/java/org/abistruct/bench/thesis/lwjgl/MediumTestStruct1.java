package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memByteBuffer;
import static org.lwjgl.system.MemoryUtil.memGetByte;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memGetShort;
import static org.lwjgl.system.MemoryUtil.memIntBuffer;
import static org.lwjgl.system.MemoryUtil.memPutByte;
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
 * struct MediumTestStruct1 {
 *     int64_t aLong;
 *     int64_t aSecondLong;
 *     int64_t aThirdLong;
 *     int32_t aInt4[4];
 *     int16_t aShort;
 *     struct SmallTestStruct1 aSubStruct;
 *     struct SmallTestStruct2 aSecondSubStruct;
 *     int8_t aByteArray[20];
 * }}</pre>
 * 112 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class MediumTestStruct1 extends Struct<MediumTestStruct1> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ALONG,
        ASECONDLONG,
        ATHIRDLONG,
        AINT4,
        ASHORT,
        ASUBSTRUCT,
        ASECONDSUBSTRUCT,
        ABYTEARRAY;

    static {
        Layout layout = __struct(
            __member(8),
            __member(8),
            __member(8),
            __array(4, 4),
            __member(2),
            __member(SmallTestStruct1.SIZEOF, SmallTestStruct1.ALIGNOF),
            __member(SmallTestStruct2.SIZEOF, SmallTestStruct2.ALIGNOF),
            __array(1, 20));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ALONG = layout.offsetof(0);
        ASECONDLONG = layout.offsetof(1);
        ATHIRDLONG = layout.offsetof(2);
        AINT4 = layout.offsetof(3);
        ASHORT = layout.offsetof(4);
        ASUBSTRUCT = layout.offsetof(5);
        ASECONDSUBSTRUCT = layout.offsetof(6);
        ABYTEARRAY = layout.offsetof(7);
    }

    protected MediumTestStruct1(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected MediumTestStruct1 create(long address, ByteBuffer container) {
        return new MediumTestStruct1(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public MediumTestStruct1(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public long aLong() { return naLong(address()); }
    public long aSecondLong() { return naSecondLong(address()); }
    public long aThirdLong() { return naThirdLong(address()); }
    public IntBuffer aInt4() { return naInt4(address()); }
    public int aInt4(int index) { return naInt4(address(), index); }
    public short aShort() { return naShort(address()); }
    public SmallTestStruct1 aSubStruct() { return naSubStruct(address()); }
    public SmallTestStruct2 aSecondSubStruct() { return naSecondSubStruct(address()); }
    public ByteBuffer aByteArray() { return naByteArray(address()); }
    public byte aByteArray(int index) { return naByteArray(address(), index); }

    public MediumTestStruct1 aLong(long value) { naLong(address(), value); return this; }
    public MediumTestStruct1 aSecondLong(long value) { naSecondLong(address(), value); return this; }
    public MediumTestStruct1 aThirdLong(long value) { naThirdLong(address(), value); return this; }
    public MediumTestStruct1 aInt4(int index, int value) { naInt4(address(), index, value); return this; }
    public MediumTestStruct1 aShort(short value) { naShort(address(), value); return this; }
    public MediumTestStruct1 aByteArray(int index, byte value) { naByteArray(address(), index, value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct1 malloc() {
        return new MediumTestStruct1(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct1 calloc() {
        return new MediumTestStruct1(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static MediumTestStruct1 create(long address) {
        return new MediumTestStruct1(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static MediumTestStruct1.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static MediumTestStruct1 malloc(MemoryStack stack) {
        return new MediumTestStruct1(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static MediumTestStruct1 calloc(MemoryStack stack) {
        return new MediumTestStruct1(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static long naLong(long struct) { return memGetLong(struct + MediumTestStruct1.ALONG); }
    public static long naSecondLong(long struct) { return memGetLong(struct + MediumTestStruct1.ASECONDLONG); }
    public static long naThirdLong(long struct) { return memGetLong(struct + MediumTestStruct1.ATHIRDLONG); }
    public static IntBuffer naInt4(long struct) { return memIntBuffer(struct + MediumTestStruct1.AINT4, 4); }
    public static int naInt4(long struct, int index) {
        return memGetInt(struct + MediumTestStruct1.AINT4 + check(index, 4) * 4);
    }
    public static short naShort(long struct) { return memGetShort(struct + MediumTestStruct1.ASHORT); }
    public static SmallTestStruct1 naSubStruct(long struct) {
        return SmallTestStruct1.create(struct + MediumTestStruct1.ASUBSTRUCT);
    }
    public static SmallTestStruct2 naSecondSubStruct(long struct) {
        return SmallTestStruct2.create(struct + MediumTestStruct1.ASECONDSUBSTRUCT);
    }
    public static ByteBuffer naByteArray(long struct) {
        return memByteBuffer(struct + MediumTestStruct1.ABYTEARRAY, 20);
    }
    public static byte naByteArray(long struct, int index) {
        return memGetByte(struct + MediumTestStruct1.ABYTEARRAY + check(index, 20) * 1);
    }

    public static void naLong(long struct, long value) { memPutLong(struct + MediumTestStruct1.ALONG, value); }
    public static void naSecondLong(long struct, long value) {
        memPutLong(struct + MediumTestStruct1.ASECONDLONG, value);
    }
    public static void naThirdLong(long struct, long value) {
        memPutLong(struct + MediumTestStruct1.ATHIRDLONG, value);
    }
    public static void naInt4(long struct, int index, int value) {
        memPutInt(struct + MediumTestStruct1.AINT4 + check(index, 4) * 4, value);
    }
    public static void naShort(long struct, short value) { memPutShort(struct + MediumTestStruct1.ASHORT, value); }
    public static void naByteArray(long struct, int index, byte value) {
        memPutByte(struct + MediumTestStruct1.ABYTEARRAY + check(index, 20) * 1, value);
    }

    // -----------------------------------

    /**
     * An array of {@link MediumTestStruct1} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<MediumTestStruct1, Buffer> implements NativeResource {

        private static final MediumTestStruct1 ELEMENT_FACTORY = MediumTestStruct1.create(-1L);

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
        protected MediumTestStruct1 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
