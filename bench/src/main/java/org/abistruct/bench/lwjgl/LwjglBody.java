package org.abistruct.bench.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetFloat;
import static org.lwjgl.system.MemoryUtil.memGetInt;
import static org.lwjgl.system.MemoryUtil.memGetLong;
import static org.lwjgl.system.MemoryUtil.memPutFloat;
import static org.lwjgl.system.MemoryUtil.memPutInt;
import static org.lwjgl.system.MemoryUtil.memPutLong;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * <pre>{@code
 * struct Body {
 *     int32_t id;
 *     float mass;
 *     int64_t tag;
 *     float position[3];
 * }}</pre>
 * Same layout as the AbiStruct {@code Body} under the host C ABI: offsets 0, 4, 8, 16; 32 bytes.
 */
public class LwjglBody extends Struct<LwjglBody> implements NativeResource {

    public static final int SIZEOF;
    public static final int ALIGNOF;
    public static final int ID, MASS, TAG, POSITION;

    static {
        Layout layout = __struct(
                __member(4),
                __member(4),
                __member(8),
                __array(4, 3));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        ID = layout.offsetof(0);
        MASS = layout.offsetof(1);
        TAG = layout.offsetof(2);
        POSITION = layout.offsetof(3);
    }

    protected LwjglBody(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LwjglBody create(long address, ByteBuffer container) {
        return new LwjglBody(address, container);
    }

    public LwjglBody(ByteBuffer container) {
        this(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public int id() { return nid(address()); }
    public float mass() { return nmass(address()); }
    public long tag() { return ntag(address()); }
    public float position(int index) { return nposition(address(), index); }

    public LwjglBody id(int value) { nid(address(), value); return this; }
    public LwjglBody mass(float value) { nmass(address(), value); return this; }
    public LwjglBody tag(long value) { ntag(address(), value); return this; }
    public LwjglBody position(int index, float value) { nposition(address(), index, value); return this; }

    public static LwjglBody malloc() {
        return new LwjglBody(nmemAllocChecked(SIZEOF), null);
    }

    public static LwjglBody calloc() {
        return new LwjglBody(nmemCallocChecked(1, SIZEOF), null);
    }

    public static LwjglBody create(long address) {
        return new LwjglBody(address, null);
    }

    public static LwjglBody malloc(MemoryStack stack) {
        return new LwjglBody(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static int nid(long struct) { return memGetInt(struct + LwjglBody.ID); }
    public static float nmass(long struct) { return memGetFloat(struct + LwjglBody.MASS); }
    public static long ntag(long struct) { return memGetLong(struct + LwjglBody.TAG); }
    public static float nposition(long struct, int index) {
        return memGetFloat(struct + LwjglBody.POSITION + check(index, 3) * 4);
    }

    public static void nid(long struct, int value) { memPutInt(struct + LwjglBody.ID, value); }
    public static void nmass(long struct, float value) { memPutFloat(struct + LwjglBody.MASS, value); }
    public static void ntag(long struct, long value) { memPutLong(struct + LwjglBody.TAG, value); }
    public static void nposition(long struct, int index, float value) {
        memPutFloat(struct + LwjglBody.POSITION + check(index, 3) * 4, value);
    }
}
