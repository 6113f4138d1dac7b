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
 * struct MediumTestStruct3 {
 *     struct SmallTestStruct1 aSmallTestStruct1;
 *     struct SmallTestStruct2 aSmallTestStruct2;
 *     struct SmallTestStruct3 aSmallTestStruct3;
 *     struct SmallTestStruct4 aSmallTestStruct4;
 *     struct SmallTestStruct5 aSmallTestStruct5;
 *     struct SmallTestStruct6 aSmallTestStruct6;
 *     struct SmallTestStruct7 aSmallTestStruct7;
 *     struct SmallTestStruct8 aSmallTestStruct8;
 *     struct SmallTestStruct9 aSmallTestStruct9;
 *     struct SmallTestStruct10 aSmallTestStruct10;
 * }}</pre>
 * 256 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class MediumTestStruct3 extends Struct<MediumTestStruct3> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        ASMALLTESTSTRUCT1,
        ASMALLTESTSTRUCT2,
        ASMALLTESTSTRUCT3,
        ASMALLTESTSTRUCT4,
        ASMALLTESTSTRUCT5,
        ASMALLTESTSTRUCT6,
        ASMALLTESTSTRUCT7,
        ASMALLTESTSTRUCT8,
        ASMALLTESTSTRUCT9,
        ASMALLTESTSTRUCT10;

    static {
        Layout layout = __struct(
            __member(SmallTestStruct1.SIZEOF, SmallTestStruct1.ALIGNOF),
            __member(SmallTestStruct2.SIZEOF, SmallTestStruct2.ALIGNOF),
            __member(SmallTestStruct3.SIZEOF, SmallTestStruct3.ALIGNOF),
            __member(SmallTestStruct4.SIZEOF, SmallTestStruct4.ALIGNOF),
            __member(SmallTestStruct5.SIZEOF, SmallTestStruct5.ALIGNOF),
            __member(SmallTestStruct6.SIZEOF, SmallTestStruct6.ALIGNOF),
            __member(SmallTestStruct7.SIZEOF, SmallTestStruct7.ALIGNOF),
            __member(SmallTestStruct8.SIZEOF, SmallTestStruct8.ALIGNOF),
            __member(SmallTestStruct9.SIZEOF, SmallTestStruct9.ALIGNOF),
            __member(SmallTestStruct10.SIZEOF, SmallTestStruct10.ALIGNOF));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ASMALLTESTSTRUCT1 = layout.offsetof(0);
        ASMALLTESTSTRUCT2 = layout.offsetof(1);
        ASMALLTESTSTRUCT3 = layout.offsetof(2);
        ASMALLTESTSTRUCT4 = layout.offsetof(3);
        ASMALLTESTSTRUCT5 = layout.offsetof(4);
        ASMALLTESTSTRUCT6 = layout.offsetof(5);
        ASMALLTESTSTRUCT7 = layout.offsetof(6);
        ASMALLTESTSTRUCT8 = layout.offsetof(7);
        ASMALLTESTSTRUCT9 = layout.offsetof(8);
        ASMALLTESTSTRUCT10 = layout.offsetof(9);
    }

    protected MediumTestStruct3(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected MediumTestStruct3 create(long address, ByteBuffer container) {
        return new MediumTestStruct3(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public MediumTestStruct3(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public SmallTestStruct1 aSmallTestStruct1() { return naSmallTestStruct1(address()); }
    public SmallTestStruct2 aSmallTestStruct2() { return naSmallTestStruct2(address()); }
    public SmallTestStruct3 aSmallTestStruct3() { return naSmallTestStruct3(address()); }
    public SmallTestStruct4 aSmallTestStruct4() { return naSmallTestStruct4(address()); }
    public SmallTestStruct5 aSmallTestStruct5() { return naSmallTestStruct5(address()); }
    public SmallTestStruct6 aSmallTestStruct6() { return naSmallTestStruct6(address()); }
    public SmallTestStruct7 aSmallTestStruct7() { return naSmallTestStruct7(address()); }
    public SmallTestStruct8 aSmallTestStruct8() { return naSmallTestStruct8(address()); }
    public SmallTestStruct9 aSmallTestStruct9() { return naSmallTestStruct9(address()); }
    public SmallTestStruct10 aSmallTestStruct10() { return naSmallTestStruct10(address()); }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct3 malloc() {
        return new MediumTestStruct3(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static MediumTestStruct3 calloc() {
        return new MediumTestStruct3(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static MediumTestStruct3 create(long address) {
        return new MediumTestStruct3(address, null);
    }

    /** A view of {@code capacity} consecutive structs at {@code address}. */
    public static MediumTestStruct3.Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static MediumTestStruct3 malloc(MemoryStack stack) {
        return new MediumTestStruct3(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static MediumTestStruct3 calloc(MemoryStack stack) {
        return new MediumTestStruct3(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static SmallTestStruct1 naSmallTestStruct1(long struct) {
        return SmallTestStruct1.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT1);
    }
    public static SmallTestStruct2 naSmallTestStruct2(long struct) {
        return SmallTestStruct2.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT2);
    }
    public static SmallTestStruct3 naSmallTestStruct3(long struct) {
        return SmallTestStruct3.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT3);
    }
    public static SmallTestStruct4 naSmallTestStruct4(long struct) {
        return SmallTestStruct4.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT4);
    }
    public static SmallTestStruct5 naSmallTestStruct5(long struct) {
        return SmallTestStruct5.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT5);
    }
    public static SmallTestStruct6 naSmallTestStruct6(long struct) {
        return SmallTestStruct6.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT6);
    }
    public static SmallTestStruct7 naSmallTestStruct7(long struct) {
        return SmallTestStruct7.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT7);
    }
    public static SmallTestStruct8 naSmallTestStruct8(long struct) {
        return SmallTestStruct8.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT8);
    }
    public static SmallTestStruct9 naSmallTestStruct9(long struct) {
        return SmallTestStruct9.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT9);
    }
    public static SmallTestStruct10 naSmallTestStruct10(long struct) {
        return SmallTestStruct10.create(struct + MediumTestStruct3.ASMALLTESTSTRUCT10);
    }

    // -----------------------------------

    /**
     * An array of {@link MediumTestStruct3} structs: what {@link StructBuffer} needs. LWJGL's own Buffer classes
     * also repeat the member accessors; no benchmark uses them.
     */
    public static class Buffer extends StructBuffer<MediumTestStruct3, Buffer> implements NativeResource {

        private static final MediumTestStruct3 ELEMENT_FACTORY = MediumTestStruct3.create(-1L);

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
        protected MediumTestStruct3 getElementFactory() {
            return ELEMENT_FACTORY;
        }
    }
}
