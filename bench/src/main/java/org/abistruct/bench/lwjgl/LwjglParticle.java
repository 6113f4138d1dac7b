package org.abistruct.bench.lwjgl;

import static org.lwjgl.system.Checks.check;
import static org.lwjgl.system.MemoryUtil.memAddress;
import static org.lwjgl.system.MemoryUtil.memGetFloat;
import static org.lwjgl.system.MemoryUtil.memPutFloat;
import static org.lwjgl.system.MemoryUtil.nmemAllocChecked;
import static org.lwjgl.system.MemoryUtil.nmemCallocChecked;

import java.nio.ByteBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.NativeResource;
import org.lwjgl.system.Struct;
import org.lwjgl.system.StructBuffer;

/**
 * A 112-byte particle, the same bytes under C and std430:
 * <pre>{@code
 * struct Particle {
 *     float position[4];   //   0  (vec4)
 *     float color[4];      //  16  (vec4)
 *     float transform[16]; //  32  (mat4, column-major)
 *     float velocity[3];   //  96  (vec3)
 *     float size;          // 108
 * };                       // 112
 * }</pre>
 */
public class LwjglParticle extends Struct<LwjglParticle> implements NativeResource {

    public static final int SIZEOF;
    public static final int ALIGNOF;
    public static final int POSITION, COLOR, TRANSFORM, VELOCITY, SIZE;

    static {
        Layout layout = __struct(
                __array(4, 4),
                __array(4, 4),
                __array(4, 16),
                __array(4, 3),
                __member(4));
        SIZEOF = layout.getSize();
        ALIGNOF = layout.getAlignment();
        POSITION = layout.offsetof(0);
        COLOR = layout.offsetof(1);
        TRANSFORM = layout.offsetof(2);
        VELOCITY = layout.offsetof(3);
        SIZE = layout.offsetof(4);
    }

    protected LwjglParticle(long address, ByteBuffer container) {
        super(address, container);
    }

    @Override
    protected LwjglParticle create(long address, ByteBuffer container) {
        return new LwjglParticle(address, container);
    }

    public LwjglParticle(ByteBuffer container) {
        this(memAddress(container), __checkContainer(container, SIZEOF));
    }

    @Override
    public int sizeof() {
        return SIZEOF;
    }

    public float position(int index) { return nposition(address(), index); }
    public float color(int index) { return ncolor(address(), index); }
    public float transform(int index) { return ntransform(address(), index); }
    public float velocity(int index) { return nvelocity(address(), index); }
    public float size() { return nsize(address()); }

    public LwjglParticle position(int index, float value) { nposition(address(), index, value); return this; }
    public LwjglParticle color(int index, float value) { ncolor(address(), index, value); return this; }
    public LwjglParticle transform(int index, float value) { ntransform(address(), index, value); return this; }
    public LwjglParticle velocity(int index, float value) { nvelocity(address(), index, value); return this; }
    public LwjglParticle size(float value) { nsize(address(), value); return this; }

    public static LwjglParticle malloc() {
        return new LwjglParticle(nmemAllocChecked(SIZEOF), null);
    }

    public static LwjglParticle calloc() {
        return new LwjglParticle(nmemCallocChecked(1, SIZEOF), null);
    }

    public static LwjglParticle create(long address) {
        return new LwjglParticle(address, null);
    }

    public static LwjglParticle malloc(MemoryStack stack) {
        return new LwjglParticle(stack.nmalloc(ALIGNOF, SIZEOF), null);
    }

    /** A {@link Buffer} of {@code capacity} structs allocated with {@code memAlloc}; free it explicitly. */
    public static Buffer malloc(int capacity) {
        return new Buffer(nmemAllocChecked(__checkMalloc(capacity, SIZEOF)), capacity);
    }

    public static Buffer calloc(int capacity) {
        return new Buffer(nmemCallocChecked(capacity, SIZEOF), capacity);
    }

    public static Buffer create(long address, int capacity) {
        return new Buffer(address, capacity);
    }

    public static float nposition(long struct, int index) {
        return memGetFloat(struct + LwjglParticle.POSITION + check(index, 4) * 4);
    }
    public static float ncolor(long struct, int index) {
        return memGetFloat(struct + LwjglParticle.COLOR + check(index, 4) * 4);
    }
    public static float ntransform(long struct, int index) {
        return memGetFloat(struct + LwjglParticle.TRANSFORM + check(index, 16) * 4);
    }
    public static float nvelocity(long struct, int index) {
        return memGetFloat(struct + LwjglParticle.VELOCITY + check(index, 3) * 4);
    }
    public static float nsize(long struct) { return memGetFloat(struct + LwjglParticle.SIZE); }

    public static void nposition(long struct, int index, float value) {
        memPutFloat(struct + LwjglParticle.POSITION + check(index, 4) * 4, value);
    }
    public static void ncolor(long struct, int index, float value) {
        memPutFloat(struct + LwjglParticle.COLOR + check(index, 4) * 4, value);
    }
    public static void ntransform(long struct, int index, float value) {
        memPutFloat(struct + LwjglParticle.TRANSFORM + check(index, 16) * 4, value);
    }
    public static void nvelocity(long struct, int index, float value) {
        memPutFloat(struct + LwjglParticle.VELOCITY + check(index, 3) * 4, value);
    }
    public static void nsize(long struct, float value) { memPutFloat(struct + LwjglParticle.SIZE, value); }

    /** An array of {@link LwjglParticle} structs. */
    public static class Buffer extends StructBuffer<LwjglParticle, Buffer> implements NativeResource {

        private static final LwjglParticle ELEMENT_FACTORY = LwjglParticle.create(-1L);

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
        protected Buffer create(long address, ByteBuffer container, int mark, int position, int limit, int capacity) {
            return new Buffer(address, container, mark, position, limit, capacity);
        }

        @Override
        protected LwjglParticle getElementFactory() {
            return ELEMENT_FACTORY;
        }

        // LWJGL would generate accessors for the element at position() here; `position` clashes with
        // CustomBuffer.position(int) (LWJGL renames such members), and the benchmarks use get(i).
        public float size() { return LwjglParticle.nsize(address()); }

        public Buffer size(float value) { LwjglParticle.nsize(address(), value); return this; }
    }
}
