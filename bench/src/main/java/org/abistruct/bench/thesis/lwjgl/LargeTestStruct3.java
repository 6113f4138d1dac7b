package org.abistruct.bench.thesis.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct LargeTestStruct3 {
 *     struct MediumTestStruct1 mediumTestStruct1Array[1200];
 *     struct MediumTestStruct5 mediumTestStruct5Array[1200];
 *     struct SmallTestStruct8 smallTestStruct8Array[1200];
 *     struct SmallTestStruct10 smallTestStruct10Array[1200];
 * }}</pre>
 * 710 400 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class LargeTestStruct3 extends Struct<LargeTestStruct3> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        MEDIUMTESTSTRUCT1ARRAY,
        MEDIUMTESTSTRUCT5ARRAY,
        SMALLTESTSTRUCT8ARRAY,
        SMALLTESTSTRUCT10ARRAY;

    static {
        Layout layout = __struct(
            __array(MediumTestStruct1.SIZEOF, MediumTestStruct1.ALIGNOF, 1200),
            __array(MediumTestStruct5.SIZEOF, MediumTestStruct5.ALIGNOF, 1200),
            __array(SmallTestStruct8.SIZEOF, SmallTestStruct8.ALIGNOF, 1200),
            __array(SmallTestStruct10.SIZEOF, SmallTestStruct10.ALIGNOF, 1200));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        MEDIUMTESTSTRUCT1ARRAY = layout.offsetof(0);
        MEDIUMTESTSTRUCT5ARRAY = layout.offsetof(1);
        SMALLTESTSTRUCT8ARRAY = layout.offsetof(2);
        SMALLTESTSTRUCT10ARRAY = layout.offsetof(3);
    }

    protected LargeTestStruct3(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LargeTestStruct3 create(long address, ByteBuffer container) {
        return new LargeTestStruct3(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public LargeTestStruct3(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public MediumTestStruct1.Buffer mediumTestStruct1Array() { return nmediumTestStruct1Array(address()); }
    public MediumTestStruct1 mediumTestStruct1Array(int index) { return nmediumTestStruct1Array(address(), index); }
    public MediumTestStruct5.Buffer mediumTestStruct5Array() { return nmediumTestStruct5Array(address()); }
    public MediumTestStruct5 mediumTestStruct5Array(int index) { return nmediumTestStruct5Array(address(), index); }
    public SmallTestStruct8.Buffer smallTestStruct8Array() { return nsmallTestStruct8Array(address()); }
    public SmallTestStruct8 smallTestStruct8Array(int index) { return nsmallTestStruct8Array(address(), index); }
    public SmallTestStruct10.Buffer smallTestStruct10Array() { return nsmallTestStruct10Array(address()); }
    public SmallTestStruct10 smallTestStruct10Array(int index) { return nsmallTestStruct10Array(address(), index); }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct3 malloc() {
        return new LargeTestStruct3(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct3 calloc() {
        return new LargeTestStruct3(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static LargeTestStruct3 create(long address) {
        return new LargeTestStruct3(address, null);
    }

    public static LargeTestStruct3 malloc(MemoryStack stack) {
        return new LargeTestStruct3(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LargeTestStruct3 calloc(MemoryStack stack) {
        return new LargeTestStruct3(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static MediumTestStruct1.Buffer nmediumTestStruct1Array(long struct) {
        return MediumTestStruct1.create(struct + LargeTestStruct3.MEDIUMTESTSTRUCT1ARRAY, 1200);
    }
    public static MediumTestStruct1 nmediumTestStruct1Array(long struct, int index) {
        return MediumTestStruct1.create(struct + LargeTestStruct3.MEDIUMTESTSTRUCT1ARRAY
                + check(index, 1200) * MediumTestStruct1.SIZEOF);
    }
    public static MediumTestStruct5.Buffer nmediumTestStruct5Array(long struct) {
        return MediumTestStruct5.create(struct + LargeTestStruct3.MEDIUMTESTSTRUCT5ARRAY, 1200);
    }
    public static MediumTestStruct5 nmediumTestStruct5Array(long struct, int index) {
        return MediumTestStruct5.create(struct + LargeTestStruct3.MEDIUMTESTSTRUCT5ARRAY
                + check(index, 1200) * MediumTestStruct5.SIZEOF);
    }
    public static SmallTestStruct8.Buffer nsmallTestStruct8Array(long struct) {
        return SmallTestStruct8.create(struct + LargeTestStruct3.SMALLTESTSTRUCT8ARRAY, 1200);
    }
    public static SmallTestStruct8 nsmallTestStruct8Array(long struct, int index) {
        return SmallTestStruct8.create(struct + LargeTestStruct3.SMALLTESTSTRUCT8ARRAY
                + check(index, 1200) * SmallTestStruct8.SIZEOF);
    }
    public static SmallTestStruct10.Buffer nsmallTestStruct10Array(long struct) {
        return SmallTestStruct10.create(struct + LargeTestStruct3.SMALLTESTSTRUCT10ARRAY, 1200);
    }
    public static SmallTestStruct10 nsmallTestStruct10Array(long struct, int index) {
        return SmallTestStruct10.create(struct + LargeTestStruct3.SMALLTESTSTRUCT10ARRAY
                + check(index, 1200) * SmallTestStruct10.SIZEOF);
    }
}
