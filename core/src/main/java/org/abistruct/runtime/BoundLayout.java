package org.abistruct.runtime;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.Optional;
import org.abistruct.abi.Abi;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * One struct's layout under one ABI, in the form generated accessors read: the size, the alignment,
 * whether to swap bytes, and (in the generated subclass) a {@code final long} offset per member. Made once
 * per (struct, ABI) and cached by {@link AbiCache}, or again after the cache dropped it (see {@link #sameLayoutAs}).
 */
public abstract class BoundLayout {
    /** The ABI this layout was made for. */
    public final Abi abi;
    /** The full layout, for introspection. */
    public final StructLayout layout;
    /** The struct's size including tail padding: the stride of an array of it. */
    public final long size;
    /** The struct's alignment in bytes, which allocations of it get. */
    public final long alignment;
    /** Whether scalars must be byte-swapped (the ABI's byte order is not the machine's). */
    public final boolean swap;

    /**
     * Structs must be smaller than this (2<sup>61</sup> bytes): direct accesses rely on every member offset
     * being below it (see {@link Access#direct}). No memory holds a larger struct.
     */
    public static final long MAX_SIZE = 1L << 61;

    /** The advice for {@link #isPointer} memory: FFM sizes a pointer's segment 0 bytes, whatever it points to. */
    private static final String POINTER = ": FFM gives a pointer (MemorySegment.ofAddress, an address a native function"
            + " returns) as a segment of 0 bytes; reinterpret it to the bytes it points to";

    /**
     * Lays out {@code type} under {@code abi} for views.
     *
     * @throws LayoutException          if {@code abi} cannot hold the struct (a pointer in a GPU block), naming the
     *                                  struct, the ABI and the member
     * @throws IllegalArgumentException for a struct of 2<sup>61</sup> bytes or more, or an ABI views cannot serve: one
     *                                  whose {@code layout} of the struct is another struct's (another name, other
     *                                  members) or {@code null}, whose {@code id()} is null or blank, whose
     *                                  {@code byteOrder()} is null, that gives {@code bool} a size other than 1 or 4 or
     *                                  an ABI-sized integer or pointer one other than 4 or 8 (alone or as a member of
     *                                  the struct), or whose layout lets a member's accessors reach past the struct or
     *                                  past the member
     * @param type the struct, as the generated class declares it
     * @param abi  the ABI to lay it out under
     */
    protected BoundLayout(StructType type, Abi abi) {
        checkId(abi);
        this.abi = abi;
        this.layout = layOut(type, abi);
        this.size = layout.byteSize();
        if (size >= MAX_SIZE) {
            throw new IllegalArgumentException(type.name() + " under " + abi.id() + " is " + size
                    + " bytes; views support structs below 2^61 bytes");
        }
        this.alignment = layout.byteAlignment();
        this.swap = swap(abi);
        AbiSizedScalars.check(type, abi);
        AbiSizedScalars.checkMembers(layout, abi);
        ViewFootprint.check(layout, abi);
    }

    /** {@code Light@std140}: the struct and its ABI, as views and messages name them. */
    final String named() {
        return layout.name() + "@" + abi.id();
    }

    /** {@code Light[3]@std140}: an array of {@code count} of them. */
    final String named(long count) {
        return layout.name() + "[" + count + "]@" + abi.id();
    }

    /**
     * A user's {@code Abi} with no id is refused: views printed {@code Light@null}, and messages named "ABI null"; so
     * is one whose id begins or ends with white space, which would print as another ABI's.
     */
    private static void checkId(Abi abi) {
        String id = abi.id();
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an ABI of class " + abi.getClass().getName() + " has no id (its id() is "
                    + (id == null ? "null" : "blank") + "); views name their ABI in messages and toString, so give it one");
        }
        if (!id.equals(id.strip())) {
            throw new IllegalArgumentException("an ABI of class " + abi.getClass().getName() + " has the id '" + id
                    + "', with white space at its start or end, which views would print as another id; give it as '"
                    + id.strip() + "'");
        }
    }

    /**
     * {@code type} laid out under {@code abi}. An ABI that cannot hold a member names the member; the message says which
     * struct it is in too, since a view's factory (Mesh.calloc(std140)) has no position in a schema file to point at.
     */
    private static StructLayout layOut(StructType type, Abi abi) {
        try {
            return LayoutMatch.layout(abi, type, type.kind() + " " + type.name());
        } catch (LayoutException e) {
            var named = new LayoutException(e.position(), "cannot lay out " + type.name() + " under " + abi.id() + ": "
                    + e.reason());
            named.initCause(e);
            throw named;
        }
    }

    /**
     * Whether views under {@code abi} swap bytes. A user's {@code Abi} whose {@code byteOrder()} is {@code null} is
     * refused: compared with the machine's order, it read as "not the machine's", and views swapped every scalar.
     */
    private static boolean swap(Abi abi) {
        ByteOrder order = abi.byteOrder();
        if (order == null) {
            throw new IllegalArgumentException("ABI " + abi.id() + " has no byte order (its byteOrder() is null);"
                    + " views need one to know whether to swap bytes");
        }
        return order != ByteOrder.nativeOrder();
    }

    /**
     * Whether {@code other} lays out the same struct under an equal ABI: the same object, or one {@link AbiCache} made
     * again after it dropped this one (it keeps at most 256 ABIs). A view or an enclosing
     * struct's layout made before the drop keeps the old object, so views compare layouts with this, not by identity.
     *
     * @param other another layout, or {@code null}
     * @return whether views of either layout read the same offsets
     */
    public final boolean sameLayoutAs(BoundLayout other) {
        return this == other || (other != null && other.getClass() == getClass() && other.abi.equals(abi));
    }

    /**
     * The offset of member {@code name}.
     *
     * @param name the member's name as declared
     * @return its byte offset from the start of the struct
     * @throws LayoutException if the layout has no member of that name
     */
    protected final long offset(String name) {
        return member(name).byteOffset();
    }

    /**
     * The bytes member {@code name} occupies (for members whose size the ABI decides: bool, long, pointers).
     *
     * @param name the member's name as declared
     * @return its size in bytes under this layout's ABI
     * @throws LayoutException if the layout has no member of that name
     */
    protected final long size(String name) {
        return member(name).byteSize();
    }

    /**
     * What the setters of member {@code name}, of C {@code long}s, {@code size_t}s, {@code intptr_t}s or pointers, pass
     * to {@link Access#putSized}: signed for {@code long} and {@code intptr_t}, unsigned for the others.
     *
     * @param name the member's name as declared
     * @return the member with its signedness and this layout's ABI and byte swap
     * @throws LayoutException if the layout has no member of that name
     */
    protected final AbiSizedMember sized(String name) {
        Member member = member(name).member();
        boolean signed = AbiSizedScalars.scalarOf(member.type()) instanceof Scalar s && s.isSigned();
        return new AbiSizedMember(member, abi, signed, swap);
    }

    /**
     * The bytes one scalar of {@code type} takes under {@code abi} ({@code bool} and ABI-sized integers vary), for an
     * element or a vector component, whose member's size is the whole array's or vector's.
     *
     * @param abi  the ABI
     * @param type a scalar, or an array or vector whose scalar is wanted
     * @return the scalar's size in bytes under {@code abi}
     */
    protected static long scalarSize(Abi abi, DataType type) {
        return AbiSizedScalars.sizeOf(type, abi);
    }

    /**
     * The stride of dimension {@code dim} (0 = outermost) of array member {@code name}.
     *
     * @param name the array member's name as declared
     * @param dim  the dimension, 0 for the outermost
     * @return the bytes from one element of that dimension to the next
     * @throws LayoutException if the layout has no member of that name
     */
    protected final long stride(String name, int dim) {
        return member(name).arrayStrides().get(dim);
    }

    /**
     * The column (or row, when row-major) stride of matrix member {@code name}.
     *
     * @param name the matrix member's name as declared
     * @return the bytes from one column (row) to the next
     * @throws LayoutException if the layout has no member of that name
     */
    protected final long matrixStride(String name) {
        return member(name).matrixStride();
    }

    /**
     * Throws unless the struct fits in {@code segment} at {@code offset}, for the generated {@code wrap}s. A
     * {@code null} segment is an error, not native memory: a direct view would take the offset for an address, and
     * the first access would crash the JVM. The message names the struct and the ABI, not the segment's internals.
     *
     * @param segment the memory the view is to wrap
     * @param offset  the struct's offset in {@code segment}
     * @throws NullPointerException      if {@code segment} is {@code null}
     * @throws IndexOutOfBoundsException if the struct's bytes at {@code offset} do not all lie in {@code segment}
     */
    public final void checkFits(MemorySegment segment, long offset) {
        Objects.requireNonNull(segment, "segment");
        if (!fits(segment, offset, size)) {
            throw tooSmall(named(), size, offset, segment, whereItFits(segment));
        }
    }

    /**
     * Throws unless the struct can lie at native {@code address}, for the generated {@code wrap(address)}. {@code NULL}
     * is refused, and so is an address whose struct would run past {@code Long.MAX_VALUE} (2<sup>63</sup> - 1; a
     * negative address included), where the address-space segment ends: no memory segment reaches those bytes, and a
     * view there failed only at its first access, with the FFM API's message about that segment. Any other address is
     * the caller's word, as a C pointer is.
     *
     * @param address the native address the view is to wrap
     * @throws IllegalArgumentException  for {@code NULL}
     * @throws IndexOutOfBoundsException for an address whose struct would run past {@code Long.MAX_VALUE}
     */
    public final void checkAddress(long address) {
        if (address <= 0 || address > Long.MAX_VALUE - size) {
            throw refused(address);
        }
    }

    /**
     * For the generated {@code wrap(segment[, offset], abi)} and {@code wrap(byteBuffer)}, what {@link #checkFits} leaves
     * out: in {@link org.abistruct.memory.NativeMemory#EVERYTHING}, which spans every address and so bounds nothing,
     * {@code offset} is a native address, checked as {@link #checkAddress} checks one (a view at {@code NULL} crashed the
     * JVM at its first access); and memory of a closed arena is refused (its view failed at every access with only the
     * FFM API's "Already closed"). A native segment at {@code NULL} is refused too: it is the pointer a C function
     * returns for no struct, which reinterpreting it, or an {@code ADDRESS} with the struct as its target layout, sizes
     * to the struct, and a view of it crashed the JVM at its first access. {@link #checkFits} does none of these, since
     * nested-struct accessors call it.
     *
     * @param segment the memory the view is to wrap
     * @param offset  the struct's offset in {@code segment}, a native address when that is the address space
     * @throws IllegalArgumentException  for {@code NULL}
     * @throws IndexOutOfBoundsException for an address whose struct would run past {@code Long.MAX_VALUE}
     * @throws IllegalStateException     if {@code segment}'s arena is closed
     */
    public final void checkWrappable(MemorySegment segment, long offset) {
        if (MemoryView.isAddressSpace(segment)) {
            checkAddress(offset);
        } else if (segment != null) {
            checkOpen(segment, named());
            if (offset == 0 && isNull(segment)) {
                throw new IllegalArgumentException("cannot wrap " + named() + " at address 0 (NULL)" + NULL_POINTER);
            }
        }
    }

    /** What to do with a pointer that is {@code NULL}, for the wraps of a segment that {@link #isNull} refuses. */
    private static final String NULL_POINTER = ": the segment is a NULL pointer, a native function's answer for none;"
            + " test its address() == 0 before wrapping it";

    /**
     * Whether {@code segment} is a {@code NULL} pointer: native memory at address 0, of the global scope as FFM gives
     * pointers or of any size it was given since; not an empty file's mapping, 0 bytes at address 0 of an arena, which
     * is memory too small for the struct.
     */
    private static boolean isNull(MemorySegment segment) {
        return segment.isNative() && segment.address() == 0
                && (segment.byteSize() != 0 || segment.scope().equals(MemorySegment.NULL.scope()));
    }

    /** Throws unless {@code segment}'s memory is still there: an arena that closed freed it. */
    private static void checkOpen(MemorySegment segment, String what) {
        if (!segment.scope().isAlive()) {
            throw new IllegalStateException("cannot wrap " + what + ": its memory was freed when its arena closed;"
                    + " wrap memory of an arena that is still open");
        }
    }

    /** The exception of {@link #checkAddress}, built apart so that the check stays small enough to inline anywhere. */
    private RuntimeException refused(long address) {
        if (address == 0) {
            return new IllegalArgumentException("cannot wrap " + named() + " at address 0 (NULL)");
        }
        return new IndexOutOfBoundsException(named() + " needs " + size + " bytes at address 0x"
                + Long.toHexString(address) + ", which run past 0x" + Long.toHexString(Long.MAX_VALUE)
                + ", the end of the memory Java can address");
    }

    /**
     * One struct from {@code allocator}, for the generated {@code allocate(allocator)}: see {@link #allocateArray}.
     *
     * @param allocator where the memory comes from
     * @return a segment of the struct's size at its alignment
     * @throws IllegalArgumentException  if the allocator cannot give the alignment, or returns {@code null}, too few
     *                                   bytes or memory at a lower alignment
     * @throws IndexOutOfBoundsException if the allocator has too few bytes left (a slicing or prefix allocator)
     */
    public final MemorySegment allocate(SegmentAllocator allocator) {
        return allocate(allocator, size, ONE);
    }

    /**
     * {@code count} structs from {@code allocator} at this layout's alignment, for the generated
     * {@code allocateArray(allocator, count)}. An allocator over heap memory aligns only as far as its array's
     * elements (a {@code byte[]} to 1 byte): that is an exception naming the struct and the alignment, not only the FFM
     * API's "Target offset incompatible with alignment constraints". So is an allocator of the user's own that returns
     * {@code null}, fewer bytes than asked for, or memory at a lower alignment.
     *
     * @param allocator where the memory comes from
     * @param count     the number of structs
     * @return a segment of {@code count} structs' bytes at the struct's alignment
     * @throws IllegalArgumentException  if {@code count} is negative or its bytes overflow a {@code long}, or the
     *                                   allocator cannot give the alignment, or returns {@code null}, too few bytes
     *                                   or memory at a lower alignment
     * @throws IndexOutOfBoundsException if the allocator has too few bytes left (a slicing or prefix allocator)
     */
    public final MemorySegment allocateArray(SegmentAllocator allocator, long count) {
        return allocate(allocator, arrayBytes(count), count);
    }

    /** {@link #allocate(SegmentAllocator, long, long)}'s count for one struct, named without brackets. */
    private static final long ONE = -1;

    /**
     * {@code bytes} for {@code count} structs ({@link #ONE} for one) from {@code allocator}; their name is made only
     * for an error, not on every allocation.
     */
    private MemorySegment allocate(SegmentAllocator allocator, long bytes, long count) {
        Objects.requireNonNull(allocator, "allocator");
        MemorySegment memory;
        try {
            memory = allocator.allocate(bytes, alignment);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(needs(count, bytes) + " aligned to " + alignment + ", which the allocator"
                    + " cannot give (" + e.getMessage() + "); memory over a Java array is aligned only to its element size",
                    e);
        } catch (IndexOutOfBoundsException e) {
            // a slicing or prefix allocator with too few bytes left speaks only of its segment's offsets
            IndexOutOfBoundsException named = new IndexOutOfBoundsException(needs(count, bytes)
                    + ", more than the allocator has left (" + e.getMessage() + ")");
            named.initCause(e);
            throw named;
        }
        // a null segment would make a view of native memory at address 0, whose first access crashes the JVM
        if (memory == null || memory.byteSize() < bytes) {
            throw new IllegalArgumentException(needs(count, bytes) + ", but the allocator returned "
                    + (memory == null ? "null" : "a segment of " + memory.byteSize()));
        }
        // an allocator of the user's own may ignore the alignment it is asked for, which native code and GPU APIs need
        if (memory.maxByteAlignment() < alignment) {
            throw new IllegalArgumentException(needs(count, bytes) + " aligned to " + alignment
                    + ", but the allocator returned a segment aligned to " + memory.maxByteAlignment());
        }
        return memory;
    }

    /** {@code Light[3]@std140 needs 240 bytes}, the start of {@link #allocate}'s errors. */
    private String needs(long count, long bytes) {
        return (count == ONE ? named() : named(count)) + " needs " + bytes + " bytes";
    }

    /**
     * The bytes of {@code count} elements, or an exception for a negative or overflowing count.
     *
     * @param count the number of structs
     * @return {@code count} times the struct's size
     * @throws IllegalArgumentException if {@code count} is negative or the product overflows a {@code long}
     */
    public final long arrayBytes(long count) {
        if (count < 0) {
            throw badCount(count);
        }
        long bytes = count * size;
        // both factors are non-negative: the product overflowed if it has high bits or turned negative
        if (Math.multiplyHigh(count, size) != 0 || bytes < 0) {
            throw badCount(count);
        }
        return bytes;
    }

    /**
     * The exception of {@link #arrayBytes}, naming the array ({@code Light[-1]@std140}) as other messages do, built apart
     * so that allocations and wraps do no more than the check.
     */
    private IllegalArgumentException badCount(long count) {
        return new IllegalArgumentException(count < 0
                ? named(count) + " cannot have a negative count; an array holds 0 or more structs"
                : named(count) + " needs more bytes than a long can count (" + size + " bytes each)");
    }

    /**
     * Throws unless {@code count} elements, {@code bytes} bytes ({@link #arrayBytes}), fit at the start of {@code segment}.
     *
     * @param segment the memory an array view is to wrap
     * @param count   the number of structs, for the message
     * @param bytes   the array's bytes, {@link #arrayBytes} of {@code count}
     * @throws IllegalArgumentException  if {@code segment} is {@link org.abistruct.memory.NativeMemory#EVERYTHING},
     *                                   whose start is {@code NULL}, or a {@code NULL} pointer and {@code count} is
     *                                   not 0
     * @throws IllegalStateException     if {@code segment}'s arena is closed
     * @throws IndexOutOfBoundsException if {@code bytes} exceed the segment's size
     */
    public final void checkArrayFits(MemorySegment segment, long count, long bytes) {
        // the address-space segment spans every address; its start is NULL
        if (MemoryView.isAddressSpace(segment)) {
            throw new IllegalArgumentException("cannot wrap " + named(count)
                    + " at address 0 (NULL)");
        }
        // a C function's NULL with a count of 0 is an empty array, which reads nothing
        if (bytes != 0 && isNull(segment)) {
            throw new IllegalArgumentException("cannot wrap " + named(count) + " at address 0 (NULL)" + NULL_POINTER);
        }
        checkOpen(segment, named(count));
        if (!fits(segment, 0, bytes)) {
            throw tooSmall(named(count), bytes, 0, segment, howManyFit(segment));
        }
    }

    /** Whether {@code bytes} bytes from {@code offset} lie in {@code segment}. */
    private static boolean fits(MemorySegment segment, long offset, long bytes) {
        return offset >= 0 && bytes <= segment.byteSize() - offset;
    }

    /**
     * The exception for memory too small for {@code what} ({@code Light@std140}, {@code Light[3]@std140}), ending with
     * {@code advice}: what the user can do instead.
     */
    private static IndexOutOfBoundsException tooSmall(String what, long bytes, long offset, MemorySegment segment,
            String advice) {
        return new IndexOutOfBoundsException(what + " needs " + bytes + " bytes at offset " + offset
                + " but the memory has " + segment.byteSize() + advice);
    }

    /**
     * For a struct refused by {@link #checkFits}: the offsets where it does fit (a negative offset or one too near the
     * end is an offset miscounted in a file or a packet), or how to size a pointer's segment, or nothing.
     */
    private String whereItFits(MemorySegment segment) {
        long bytes = segment.byteSize();
        if (bytes >= size) {
            return ": it fits at offsets 0 to " + (bytes - size);
        }
        return isPointer(segment) ? POINTER + ", or wrap its address() with wrap(address)" : "";
    }

    /**
     * For an array refused by {@link #checkArrayFits}: how many whole structs the memory holds (a file whose size is
     * not a multiple of the struct's has bytes over), or how to size a pointer's segment.
     */
    private String howManyFit(MemorySegment segment) {
        if (isPointer(segment)) {
            return POINTER;
        }
        long bytes = segment.byteSize();
        long over = bytes % size;
        return ": it holds " + bytes / size + " of " + size + " bytes each" + (over == 0 ? "" : ", and " + over + " bytes more");
    }

    /**
     * Whether {@code segment} is what FFM makes of a bare address: native, 0 bytes, not at {@code NULL}, and of the global
     * scope, as {@code ofAddress} and a native function's pointer are; the 0-byte end of an arena's memory is none, and
     * reinterpreting it would reach past that memory.
     */
    private static boolean isPointer(MemorySegment segment) {
        return segment.isNative() && segment.byteSize() == 0 && segment.address() != 0
                && segment.scope().equals(MemorySegment.NULL.scope());
    }

    private MemberLayout member(String name) {
        // no lambda: each one spun costs the first struct's start-up a fraction of a millisecond
        Optional<MemberLayout> member = layout.member(name);
        if (member.isEmpty()) {
            throw new LayoutException(layout.type().position(),
                    "layout of " + layout.name() + " under " + abi.id() + " has no member '" + name + "'");
        }
        return member.get();
    }
}
