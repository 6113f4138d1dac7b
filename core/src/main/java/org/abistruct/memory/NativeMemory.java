package org.abistruct.memory;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.ref.Cleaner;

/**
 * Raw native memory: one segment spanning the whole address space, through which struct views read and
 * write by address, and {@code malloc}/{@code calloc}/{@code free} bound with critical downcalls. Blocks from
 * this class's {@code malloc} and {@code calloc} are freed with its {@link #free}, never with the C library's:
 * most come from Java-side stacks of free blocks, an early heap or {@code mmap}.
 *
 * <p>Going through one global segment with unaligned layouts costs the same as {@code sun.misc.Unsafe} on
 * JDK 25 (see the performance notes), without its deprecation warning. The segment is made with
 * {@code reinterpret}, a restricted method: run with {@code --enable-native-access=org.abistruct.core}
 * (or {@code ALL-UNNAMED} on the class path, or the {@code Enable-Native-Access} manifest attribute) to
 * silence the JDK's notice about restricted methods.
 */
public final class NativeMemory {
    /** 8 on the 64-bit JVMs whose C library the bindings fit; a constant, so the check below folds away. */
    private static final long ADDRESS_BYTES = ValueLayout.ADDRESS.byteSize();

    /** The alignment {@code malloc} guarantees: 16 on 64-bit glibc, Windows and macOS, 8 on 32-bit targets. */
    private static final long MALLOC_ALIGNMENT = ADDRESS_BYTES * 2;

    /** Every byte of the address space; bounds are the caller's business. */
    public static final MemorySegment EVERYTHING = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);

    private NativeMemory() {
    }

    /**
     * Allocates {@code size} uninitialised bytes, aligned for any scalar: blocks of up to
     * {@value SmallBlocks#MAX_SIZE} bytes from per-thread stacks in Java ({@link SmallBlocks}), larger ones with
     * {@code malloc}. Until the C library is bound (the first tens of milliseconds after the first call), blocks
     * come from a small early heap instead, so that the first struct does not wait for the FFM linker (see
     * {@link EarlyHeap}).
     *
     * @param size the bytes wanted
     * @return the block's native address; free it with {@link #free}
     * @throws IllegalArgumentException when {@code size} is negative
     * @throws OutOfMemoryError when {@code malloc} returns {@code NULL}
     * @throws UnsupportedOperationException on a 32-bit JVM, whose pointers the C library bindings do not pass
     */
    public static long malloc(long size) {
        requireWordSize(ADDRESS_BYTES);
        long early = early(size, MALLOC_ALIGNMENT);
        if (early != 0) {
            return early;
        }
        long small = SmallBlocks.allocate(size);
        if (small != 0) {
            return small;
        }
        // tested only here: the early heap and the small blocks refuse negative sizes themselves
        if (size < 0) {
            throw negativeSize(size);
        }
        long address;
        try {
            address = (long) LibC.MALLOC.invokeExact(Math.max(size, 1));
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
        if (address == 0) {
            throw new OutOfMemoryError("malloc(" + size + ") returned NULL");
        }
        return address;
    }

    /** A block from the early heap while the C library is not bound yet; 0 once it is, or when the heap is full. */
    private static long early(long size, long alignment) {
        return EarlyHeap.libcBound ? 0 : EarlyHeap.BLOCK.allocate(size, alignment);
    }

    /** From this size on, {@link #calloc} clears with the C library's {@code memset}; below, a Java fill is cheaper. */
    static final long MEMSET_FROM = 256;

    /**
     * Allocates {@code size} zeroed bytes. Large blocks are fresh pages from the kernel on Linux (see
     * {@link FreshPages}; elsewhere the C library's {@code calloc}). Smaller ones are {@code malloc}'d and
     * cleared: with a Java fill below {@value #MEMSET_FROM} bytes, with {@code memset} above. glibc's own
     * {@code calloc} is not used for them because it bypasses the thread cache that {@code malloc} and
     * {@code free} share, which makes it several times slower for small blocks. Free the block with
     * {@link #free}, never with the C library's {@code free}.
     *
     * @param size the bytes wanted
     * @return the block's native address
     * @throws IllegalArgumentException when {@code size} is negative
     * @throws OutOfMemoryError when the C library or the kernel has no block of {@code size} bytes
     * @throws UnsupportedOperationException on a 32-bit JVM, as for {@link #malloc(long)}
     */
    public static long calloc(long size) {
        requireWordSize(ADDRESS_BYTES);
        if (size >= FreshPages.FROM) {
            return FreshPages.AVAILABLE ? FreshPages.map(size) : libcCalloc(size);
        }
        long address = malloc(size);
        clear(address, size);
        return address;
    }

    private static long libcCalloc(long size) {
        long address;
        try {
            address = (long) Calloc.HANDLE.invokeExact(1L, size);
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
        if (address == 0) {
            throw new OutOfMemoryError("calloc(1, " + size + ") returned NULL");
        }
        return address;
    }

    /**
     * Allocates {@code size} uninitialised bytes aligned to {@code alignment} (a power of two): {@code malloc}
     * up to the alignment it guarantees, {@code aligned_alloc} beyond. Free it with {@link #free}.
     *
     * @param size      the bytes wanted
     * @param alignment the alignment wanted, a power of two
     * @return the block's native address
     * @throws IllegalArgumentException when {@code size} is negative or {@code alignment} is not a power of two
     * @throws OutOfMemoryError when the C library returns {@code NULL}, or {@code size} rounded up to a multiple of
     *         {@code alignment} passes {@code Long.MAX_VALUE}
     * @throws UnsupportedOperationException on a 32-bit JVM, as for {@link #malloc(long)}
     */
    public static long malloc(long size, long alignment) {
        requireWordSize(ADDRESS_BYTES);
        checkAlignment(alignment);
        if (alignment <= MALLOC_ALIGNMENT) {
            return malloc(size);
        }
        if (size < 0) {
            throw negativeSize(size);
        }
        long early = early(size, alignment);
        if (early != 0) {
            return early;
        }
        // C11 wants the size to be a multiple of the alignment; a size within an alignment of Long.MAX_VALUE would
        // wrap around to a small block when rounded up
        long rounded = (size + alignment - 1) & -alignment;
        if (rounded < size) {
            throw new OutOfMemoryError("aligned_alloc(" + alignment + ", " + size + "): more bytes than a long can count");
        }
        long address;
        try {
            address = (long) AlignedAlloc.HANDLE.invokeExact(alignment, Math.max(rounded, alignment));
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
        if (address == 0) {
            throw new OutOfMemoryError("aligned_alloc(" + alignment + ", " + size + ") returned NULL");
        }
        return address;
    }

    /**
     * {@link #malloc(long, long)} and zero the bytes; {@link #calloc(long)} when its block is aligned enough
     * ({@code malloc}'s alignment, or a page for mapped blocks).
     *
     * @param size      the bytes wanted
     * @param alignment the alignment wanted, a power of two
     * @return the block's native address; free it with {@link #free}
     * @throws IllegalArgumentException when {@code size} is negative or {@code alignment} is not a power of two
     * @throws OutOfMemoryError when no block of {@code size} bytes can be had, as for {@link #malloc(long, long)}
     * @throws UnsupportedOperationException on a 32-bit JVM, as for {@link #malloc(long)}
     */
    public static long calloc(long size, long alignment) {
        checkAlignment(alignment);
        boolean mapped = size >= FreshPages.FROM && FreshPages.AVAILABLE;
        if (alignment <= MALLOC_ALIGNMENT || mapped && alignment <= FreshPages.MIN_PAGE) {
            return calloc(size);
        }
        long address = malloc(size, alignment);
        clear(address, size);
        return address;
    }

    /**
     * The bindings pass sizes and addresses as Java {@code long}s, which is right only where {@code size_t} and
     * pointers are 8 bytes. On a 32-bit JVM they would hand {@code malloc} a wrong argument, so allocation refuses,
     * here rather than in a binding's class initialiser, which would wrap the exception in an error.
     */
    static void requireWordSize(long addressBytes) {
        if (addressBytes != 8) {
            throw new UnsupportedOperationException("AbiStruct binds the C library's malloc and free on 64-bit JVMs"
                    + " only (this one has " + addressBytes + "-byte pointers); allocate from an Arena or a MemoryStack");
        }
    }

    /**
     * The error for a negative size, which {@code malloc} would take for a huge one; tested inline by the callers,
     * since each inlined call costs nodes of the JIT's inlining budget on the allocation path.
     */
    private static IllegalArgumentException negativeSize(long size) {
        return new IllegalArgumentException("size=" + size + " is negative");
    }

    /** Refuses an alignment that is not a positive power of two; for {@link MemoryStack} too. */
    static void checkAlignment(long alignment) {
        if (alignment <= 0 || (alignment & (alignment - 1)) != 0) {
            throw new IllegalArgumentException("alignment=" + alignment + " is not a power of two");
        }
    }

    /**
     * Frees memory from {@link #malloc} or {@link #calloc}; {@code 0} is ignored.
     *
     * @param address the block's address as {@code malloc} or {@code calloc} returned it, or 0
     * @throws IllegalStateException for the small block this thread freed last (a second {@code free}); other
     *         double frees are not detected here
     * @throws IllegalArgumentException for an address inside a small block rather than at its start
     */
    public static void free(long address) {
        if (address == 0) {
            return;
        }
        if (EarlyHeap.contains(address)) {
            EarlyHeap.BLOCK.free(address);
            return;
        }
        if (SmallBlocks.contains(address)) {
            SmallBlocks.free(address);
            return;
        }
        if (FreshPages.unmapIfMapped(address)) {
            return;
        }
        try {
            LibC.FREE.invokeExact(address);
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
    }

    /**
     * A segment over the {@code size} bytes at {@code address} (a block from {@link #malloc} or {@link #calloc})
     * in an automatic arena of its own. The arena frees nothing: the segment, its slices and every view holding
     * one share the arena's scope, so a Cleaner registered on that scope ({@link #freeWhenUnreachable}) frees the
     * block only once none of them is reachable.
     *
     * @param address the block's address
     * @param size    the block's size in bytes
     * @return a segment of {@code size} bytes at {@code address}, always alive, that frees nothing
     */
    public static MemorySegment managedSegment(long address, long size) {
        return MemorySegment.ofAddress(address).reinterpret(size, Arena.ofAuto(), null);
    }

    /**
     * Has {@link #free} called on the {@code size} bytes at {@code address} once {@code owner} is unreachable. The
     * returned handle frees them earlier, once; {@code owner} must not be reachable from the clean-up, so only the
     * address and size are kept. Past the maximum heap size of such blocks not freed yet, this first runs the GC
     * ({@link ManagedBytes}), which sees only the owner's few bytes.
     *
     * @param owner   the object whose unreachability frees the block (views pass their segment's scope)
     * @param address the block's address, from {@link #malloc} or {@link #calloc}
     * @param size    the block's size in bytes, counted against the heap of blocks not freed yet
     * @return a handle whose {@code clean()} frees the block now rather than later, once
     */
    public static Cleaner.Cleanable freeWhenUnreachable(Object owner, long address, long size) {
        ManagedBytes.MANAGED.reserve(size);
        return SharedCleaner.CLEANER.register(owner, () -> {
            free(address);
            ManagedBytes.MANAGED.release(size);
        });
    }

    /**
     * Sets {@code size} bytes at {@code address} to zero, in Java: no downcall, so no linker work on first use.
     *
     * @param address the first byte's native address
     * @param size    the number of bytes
     */
    public static void zero(long address, long size) {
        EVERYTHING.asSlice(address, size).fill((byte) 0);
    }

    /**
     * Clears a block for {@code calloc}: {@link #zero} below {@value #MEMSET_FROM} bytes or for an early block,
     * {@code memset} above.
     */
    private static void clear(long address, long size) {
        // an early block must not wait for the binding to clear it
        if (size < MEMSET_FROM || EarlyHeap.contains(address)) {
            zero(address, size);
            return;
        }
        try {
            long ignored = (long) Memset.HANDLE.invokeExact(address, 0, size);
        } catch (Throwable t) {
            throw LibC.rethrow(t);
        }
    }

    /**
     * C11 {@code aligned_alloc}, bound only when a struct needs more alignment than {@code malloc} gives.
     * Microsoft's C runtime lacks it (it has {@code _aligned_malloc}, whose memory needs {@code _aligned_free}),
     * so there over-aligned structs must come from an {@code Arena} or a {@link MemoryStack}.
     */
    private static final class AlignedAlloc {
        static final MethodHandle HANDLE = LibC.bind("aligned_alloc",
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    }

    /**
     * {@code calloc} and {@code memset} have holders of their own: each function shape costs the linker a
     * generated class on first use, and the first struct {@code malloc} and {@code free} need neither.
     */
    private static final class Calloc {
        static final MethodHandle HANDLE = LibC.bind("calloc",
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    }

    private static final class Memset {
        static final MethodHandle HANDLE = LibC.bind("memset",
                FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
    }
}
