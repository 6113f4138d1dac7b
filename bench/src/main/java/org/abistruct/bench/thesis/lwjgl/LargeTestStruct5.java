package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct LargeTestStruct5 {
 *     struct LargeTestStruct1 largeTestStruct1;
 *     struct LargeTestStruct4 largeTestStruct4;
 * }}</pre>
 * 1 184 000 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class LargeTestStruct5 extends Struct<LargeTestStruct5> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        LARGETESTSTRUCT1,
        LARGETESTSTRUCT4;

    static {
        Layout layout = __struct(
            __member(LargeTestStruct1.SIZEOF, LargeTestStruct1.ALIGNOF),
            __member(LargeTestStruct4.SIZEOF, LargeTestStruct4.ALIGNOF));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        LARGETESTSTRUCT1 = layout.offsetof(0);
        LARGETESTSTRUCT4 = layout.offsetof(1);
    }

    protected LargeTestStruct5(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LargeTestStruct5 create(long address, ByteBuffer container) {
        return new LargeTestStruct5(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public LargeTestStruct5(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public LargeTestStruct1 largeTestStruct1() { return nlargeTestStruct1(address()); }
    public LargeTestStruct4 largeTestStruct4() { return nlargeTestStruct4(address()); }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct5 malloc() {
        return new LargeTestStruct5(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct5 calloc() {
        return new LargeTestStruct5(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static LargeTestStruct5 create(long address) {
        return new LargeTestStruct5(address, null);
    }

    public static LargeTestStruct5 malloc(MemoryStack stack) {
        return new LargeTestStruct5(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LargeTestStruct5 calloc(MemoryStack stack) {
        return new LargeTestStruct5(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static LargeTestStruct1 nlargeTestStruct1(long struct) {
        return LargeTestStruct1.create(struct + LargeTestStruct5.LARGETESTSTRUCT1);
    }
    public static LargeTestStruct4 nlargeTestStruct4(long struct) {
        return LargeTestStruct4.create(struct + LargeTestStruct5.LARGETESTSTRUCT4);
    }
}
