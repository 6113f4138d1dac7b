package org.abistruct.bench.lwjgl;

import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetFloat;
import static org.lwjgl.system.MemoryUtil.memPutFloat;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;

/**
 * {@code struct Viewport { float x, y, width, height, minDepth, maxDepth; }}: 24 bytes, the shape of
 * LWJGL's {@code VkViewport}.
 */
public class LwjglViewport extends Struct<LwjglViewport> implements NativeResource {

    public static final int SIZEOF;
    public static final int ALIGNOF;
    public static final int X, Y, WIDTH, HEIGHT, MINDEPTH, MAXDEPTH;

    static {
        Layout layout = __struct(
                __member(4),
                __member(4),
                __member(4),
                __member(4),
                __member(4),
                __member(4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        X = layout.offsetof(0);
        Y = layout.offsetof(1);
        WIDTH = layout.offsetof(2);
        HEIGHT = layout.offsetof(3);
        MINDEPTH = layout.offsetof(4);
        MAXDEPTH = layout.offsetof(5);
    }

    protected LwjglViewport(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LwjglViewport create(long address, ByteBuffer container) {
        return new LwjglViewport(address, container);
    }

    public LwjglViewport(ByteBuffer container) {
        this(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public float x() { return nx(address()); }
    public float y() { return ny(address()); }
    public float width() { return nwidth(address()); }
    public float height() { return nheight(address()); }
    public float minDepth() { return nminDepth(address()); }
    public float maxDepth() { return nmaxDepth(address()); }

    public LwjglViewport x(float value) { nx(address(), value); return this; }
    public LwjglViewport y(float value) { ny(address(), value); return this; }
    public LwjglViewport width(float value) { nwidth(address(), value); return this; }
    public LwjglViewport height(float value) { nheight(address(), value); return this; }
    public LwjglViewport minDepth(float value) { nminDepth(address(), value); return this; }
    public LwjglViewport maxDepth(float value) { nmaxDepth(address(), value); return this; }

    public static LwjglViewport malloc() {
        return new LwjglViewport(nmemAllocChecked(SIZEOF), null);
    }

    public static LwjglViewport calloc() {
        return new LwjglViewport(nmemCallocChecked(1, SIZEOF), null);
    }

    public static LwjglViewport create(long address) {
        return new LwjglViewport(address, null);
    }

    public static LwjglViewport malloc(MemoryStack stack) {
        return new LwjglViewport(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    public static LwjglViewport calloc(MemoryStack stack) {
        return new LwjglViewport(stack.ncalloc(ALIGNOF, 1, SIZEOF), null);
    }

    public static float nx(long struct) { return memGetFloat(struct + LwjglViewport.X); }
    public static float ny(long struct) { return memGetFloat(struct + LwjglViewport.Y); }
    public static float nwidth(long struct) { return memGetFloat(struct + LwjglViewport.WIDTH); }
    public static float nheight(long struct) { return memGetFloat(struct + LwjglViewport.HEIGHT); }
    public static float nminDepth(long struct) { return memGetFloat(struct + LwjglViewport.MINDEPTH); }
    public static float nmaxDepth(long struct) { return memGetFloat(struct + LwjglViewport.MAXDEPTH); }

    public static void nx(long struct, float value) { memPutFloat(struct + LwjglViewport.X, value); }
    public static void ny(long struct, float value) { memPutFloat(struct + LwjglViewport.Y, value); }
    public static void nwidth(long struct, float value) { memPutFloat(struct + LwjglViewport.WIDTH, value); }
    public static void nheight(long struct, float value) { memPutFloat(struct + LwjglViewport.HEIGHT, value); }
    public static void nminDepth(long struct, float value) { memPutFloat(struct + LwjglViewport.MINDEPTH, value); }
    public static void nmaxDepth(long struct, float value) { memPutFloat(struct + LwjglViewport.MAXDEPTH, value); }
}
