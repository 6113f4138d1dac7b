package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetFloat;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memIntBuffer;
import static org.lwjgl.system.MemoryUtil.memPutFloat;
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
 * struct SmallTestStruct1 {
 *     int32_t aInt;
 *     float aFloat;
 *     int32_t aIntVec4[4];
 * }}</pre>
 * 24 bytes, alignment 4 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class SmallTestStruct1 extends Struct<SmallTestStruct1> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        AINT,
        AFLOAT,
        AINTVEC4;

    static {
        Layout layout = __struct(
            __member(4),
            __member(4),
            __array(4, 4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        AINT = layout.offsetof(0);
        AFLOAT = layout.offsetof(1);
        AINTVEC4 = layout.offsetof(2);
    }

    protected SmallTestStruct1(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected SmallTestStruct1 create(long address, ByteBuffer container) {
        return new SmallTestStruct1(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public SmallTestStruct1(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public int aInt() { return naInt(address()); }
    public float aFloat() { return naFloat(address()); }
    public IntBuffer aIntVec4() { return naIntVec4(address()); }
    public int aIntVec4(int index) { return naIntVec4(address(), index); }

    public SmallTestStruct1 aInt(int value) { naInt(address(), value); return this; }
    public SmallTestStruct1 aFloat(float value) { naFloat(address(), value); return this; }
    public SmallTestStruct1 aIntVec4(int index, int value) { naIntVec4(address(), index, value); return this; }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct1 malloc() {
        return new SmallTestStruct1(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static SmallTestStruct1 calloc() {
        return new SmallTestStruct1(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static SmallTestStruct1 create(long address) {
        return new SmallTestStruct1(address, null);
    }

    public static SmallTestStruct1 malloc(MemoryStack stack) {
        return new SmallTestStruct1(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static SmallTestStruct1 calloc(MemoryStack stack) {
        return new SmallTestStruct1(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static int naInt(long struct) { return memGetInt(struct + SmallTestStruct1.AINT); }
    public static float naFloat(long struct) { return memGetFloat(struct + SmallTestStruct1.AFLOAT); }
    public static IntBuffer naIntVec4(long struct) { return memIntBuffer(struct + SmallTestStruct1.AINTVEC4, 4); }
    public static int naIntVec4(long struct, int index) {
        return memGetInt(struct + SmallTestStruct1.AINTVEC4 + check(index, 4) * 4);
    }

    public static void naInt(long struct, int value) { memPutInt(struct + SmallTestStruct1.AINT, value); }
    public static void naFloat(long struct, float value) { memPutFloat(struct + SmallTestStruct1.AFLOAT, value); }
    public static void naIntVec4(long struct, int index, int value) {
        memPutInt(struct + SmallTestStruct1.AINTVEC4 + check(index, 4) * 4, value);
    }
}
