package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memIntBuffer;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct LargeTestStruct1 {
 *     struct MediumTestStruct1 mediumTestStruct1Array[600];
 *     struct SmallTestStruct3 smallTestStruct3Array[1200];
 *     int32_t intArray[100000];
 * }}</pre>
 * 496 000 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class LargeTestStruct1 extends Struct<LargeTestStruct1> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        MEDIUMTESTSTRUCT1ARRAY,
        SMALLTESTSTRUCT3ARRAY,
        INTARRAY;

    static {
        Layout layout = __struct(
            __array(MediumTestStruct1.SIZEOF, MediumTestStruct1.ALIGNOF, 600),
            __array(SmallTestStruct3.SIZEOF, SmallTestStruct3.ALIGNOF, 1200),
            __array(4, 100000));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        MEDIUMTESTSTRUCT1ARRAY = layout.offsetof(0);
        SMALLTESTSTRUCT3ARRAY = layout.offsetof(1);
        INTARRAY = layout.offsetof(2);
    }

    protected LargeTestStruct1(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LargeTestStruct1 create(long address, ByteBuffer container) {
        return new LargeTestStruct1(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public LargeTestStruct1(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public MediumTestStruct1.Buffer mediumTestStruct1Array() { return nmediumTestStruct1Array(address()); }
    public MediumTestStruct1 mediumTestStruct1Array(int index) { return nmediumTestStruct1Array(address(), index); }
    public SmallTestStruct3.Buffer smallTestStruct3Array() { return nsmallTestStruct3Array(address()); }
    public SmallTestStruct3 smallTestStruct3Array(int index) { return nsmallTestStruct3Array(address(), index); }
    public IntBuffer intArray() { return nintArray(address()); }
    public int intArray(int index) { return nintArray(address(), index); }

    public LargeTestStruct1 intArray(int index, int value) { nintArray(address(), index, value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct1 malloc() {
        return new LargeTestStruct1(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct1 calloc() {
        return new LargeTestStruct1(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static LargeTestStruct1 create(long address) {
        return new LargeTestStruct1(address, null);
    }

    public static LargeTestStruct1 malloc(MemoryStack stack) {
        return new LargeTestStruct1(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LargeTestStruct1 calloc(MemoryStack stack) {
        return new LargeTestStruct1(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static MediumTestStruct1.Buffer nmediumTestStruct1Array(long struct) {
        return MediumTestStruct1.create(struct + LargeTestStruct1.MEDIUMTESTSTRUCT1ARRAY, 600);
    }
    public static MediumTestStruct1 nmediumTestStruct1Array(long struct, int index) {
        return MediumTestStruct1.create(struct + LargeTestStruct1.MEDIUMTESTSTRUCT1ARRAY
                + check(index, 600) * MediumTestStruct1.SIZEOF);
    }
    public static SmallTestStruct3.Buffer nsmallTestStruct3Array(long struct) {
        return SmallTestStruct3.create(struct + LargeTestStruct1.SMALLTESTSTRUCT3ARRAY, 1200);
    }
    public static SmallTestStruct3 nsmallTestStruct3Array(long struct, int index) {
        return SmallTestStruct3.create(struct + LargeTestStruct1.SMALLTESTSTRUCT3ARRAY
                + check(index, 1200) * SmallTestStruct3.SIZEOF);
    }
    public static IntBuffer nintArray(long struct) { return memIntBuffer(struct + LargeTestStruct1.INTARRAY, 100000); }
    public static int nintArray(long struct, int index) {
        return memGetInt(struct + LargeTestStruct1.INTARRAY + check(index, 100000) * 4);
    }

    public static void nintArray(long struct, int index, int value) {
        memPutInt(struct + LargeTestStruct1.INTARRAY + check(index, 100000) * 4, value);
    }
}
