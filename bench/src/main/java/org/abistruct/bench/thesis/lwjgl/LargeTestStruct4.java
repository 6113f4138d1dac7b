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
 * struct LargeTestStruct4 {
 *     struct MediumTestStruct1 mediumTestStruct1Array[400];
 *     struct MediumTestStruct2 mediumTestStruct2Array[500];
 *     struct MediumTestStruct3 mediumTestStruct3Array[600];
 *     struct MediumTestStruct4 mediumTestStruct4Array[300];
 *     struct MediumTestStruct5 mediumTestStruct5Array[700];
 * }}</pre>
 * 688 000 bytes, alignment 8 (thesis section 3.2), in the shape LWJGL's generator gives its structs.
 */
public class LargeTestStruct4 extends Struct<LargeTestStruct4> implements NativeResource {

    /** The struct size in bytes. */
    public static final int SIZEOF;
    /** The struct alignment in bytes. */
    public static final int ALIGNOF;
    /** The struct member offsets. */
    public static final int
        MEDIUMTESTSTRUCT1ARRAY,
        MEDIUMTESTSTRUCT2ARRAY,
        MEDIUMTESTSTRUCT3ARRAY,
        MEDIUMTESTSTRUCT4ARRAY,
        MEDIUMTESTSTRUCT5ARRAY;

    static {
        Layout layout = __struct(
            __array(MediumTestStruct1.SIZEOF, MediumTestStruct1.ALIGNOF, 400),
            __array(MediumTestStruct2.SIZEOF, MediumTestStruct2.ALIGNOF, 500),
            __array(MediumTestStruct3.SIZEOF, MediumTestStruct3.ALIGNOF, 600),
            __array(MediumTestStruct4.SIZEOF, MediumTestStruct4.ALIGNOF, 300),
            __array(MediumTestStruct5.SIZEOF, MediumTestStruct5.ALIGNOF, 700));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        MEDIUMTESTSTRUCT1ARRAY = layout.offsetof(0);
        MEDIUMTESTSTRUCT2ARRAY = layout.offsetof(1);
        MEDIUMTESTSTRUCT3ARRAY = layout.offsetof(2);
        MEDIUMTESTSTRUCT4ARRAY = layout.offsetof(3);
        MEDIUMTESTSTRUCT5ARRAY = layout.offsetof(4);
    }

    protected LargeTestStruct4(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LargeTestStruct4 create(long address, ByteBuffer container) {
        return new LargeTestStruct4(address, container);
    }

    /** A view of the struct at the current position of {@code container}. */
    public LargeTestStruct4(ByteBuffer container) {
        super(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public MediumTestStruct1.Buffer mediumTestStruct1Array() { return nmediumTestStruct1Array(address()); }
    public MediumTestStruct1 mediumTestStruct1Array(int index) { return nmediumTestStruct1Array(address(), index); }
    public MediumTestStruct2.Buffer mediumTestStruct2Array() { return nmediumTestStruct2Array(address()); }
    public MediumTestStruct2 mediumTestStruct2Array(int index) { return nmediumTestStruct2Array(address(), index); }
    public MediumTestStruct3.Buffer mediumTestStruct3Array() { return nmediumTestStruct3Array(address()); }
    public MediumTestStruct3 mediumTestStruct3Array(int index) { return nmediumTestStruct3Array(address(), index); }
    public MediumTestStruct4.Buffer mediumTestStruct4Array() { return nmediumTestStruct4Array(address()); }
    public MediumTestStruct4 mediumTestStruct4Array(int index) { return nmediumTestStruct4Array(address(), index); }
    public MediumTestStruct5.Buffer mediumTestStruct5Array() { return nmediumTestStruct5Array(address()); }
    public MediumTestStruct5 mediumTestStruct5Array(int index) { return nmediumTestStruct5Array(address(), index); }

    // -----------------------------------

    /** Allocated with {@code memAlloc} (not zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct4 malloc() {
        return new LargeTestStruct4(nmemAllocChecked(SIZEOF), null);
    }

    /** Allocated with {@code memCalloc} (zeroed); must be freed with {@link #free()}. */
    public static LargeTestStruct4 calloc() {
        return new LargeTestStruct4(nmemCallocChecked(1, SIZEOF), null);
    }

    /** A view of the struct at {@code address}. */
    public static LargeTestStruct4 create(long address) {
        return new LargeTestStruct4(address, null);
    }

    public static LargeTestStruct4 malloc(MemoryStack stack) {
        return new LargeTestStruct4(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LargeTestStruct4 calloc(MemoryStack stack) {
        return new LargeTestStruct4(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    // -----------------------------------

    public static MediumTestStruct1.Buffer nmediumTestStruct1Array(long struct) {
        return MediumTestStruct1.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT1ARRAY, 400);
    }
    public static MediumTestStruct1 nmediumTestStruct1Array(long struct, int index) {
        return MediumTestStruct1.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT1ARRAY
                + check(index, 400) * MediumTestStruct1.SIZEOF);
    }
    public static MediumTestStruct2.Buffer nmediumTestStruct2Array(long struct) {
        return MediumTestStruct2.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT2ARRAY, 500);
    }
    public static MediumTestStruct2 nmediumTestStruct2Array(long struct, int index) {
        return MediumTestStruct2.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT2ARRAY
                + check(index, 500) * MediumTestStruct2.SIZEOF);
    }
    public static MediumTestStruct3.Buffer nmediumTestStruct3Array(long struct) {
        return MediumTestStruct3.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT3ARRAY, 600);
    }
    public static MediumTestStruct3 nmediumTestStruct3Array(long struct, int index) {
        return MediumTestStruct3.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT3ARRAY
                + check(index, 600) * MediumTestStruct3.SIZEOF);
    }
    public static MediumTestStruct4.Buffer nmediumTestStruct4Array(long struct) {
        return MediumTestStruct4.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT4ARRAY, 300);
    }
    public static MediumTestStruct4 nmediumTestStruct4Array(long struct, int index) {
        return MediumTestStruct4.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT4ARRAY
                + check(index, 300) * MediumTestStruct4.SIZEOF);
    }
    public static MediumTestStruct5.Buffer nmediumTestStruct5Array(long struct) {
        return MediumTestStruct5.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT5ARRAY, 700);
    }
    public static MediumTestStruct5 nmediumTestStruct5Array(long struct, int index) {
        return MediumTestStruct5.create(struct + LargeTestStruct4.MEDIUMTESTSTRUCT5ARRAY
                + check(index, 700) * MediumTestStruct5.SIZEOF);
    }
}
