package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The layout engine shared by every built-in ABI: members are placed one after another, each at the next
 * offset its alignment allows, and the struct is padded to its alignment. A family of ABIs states its
 * rules by overriding the hooks (scalar and vector shapes, array strides, struct alignment, member
 * placement, bitfield allocation); everything else is common. Results are cached per struct type, so
 * layout work happens once per (struct, ABI).
 *
 * <p>Subclass this to define an ABI whose rules are a variation of these; implement {@link Abi} directly
 * for anything else.
 */
public abstract class AbstractAbi implements Abi {
    /** The largest struct any ABI lays out, 2<sup>60</sup> - 1 bytes: the engine counts offsets in bits. */
    private static final long MAX_BYTES = Long.MAX_VALUE / 8;

    private final String id;
    private final ByteOrder byteOrder;
    /** By identity: hashing a record type deeply (and bootstrapping record hashCode) would cost more than it saves. */
    private final Map<StructType, StructLayout> cache = Collections.synchronizedMap(new IdentityHashMap<>());

    /**
     * Starts an ABI with its identifier and byte order.
     *
     * @param id        the identifier {@link #id()} returns; not blank, and no white space at its start or end
     * @param byteOrder the byte order of scalars; {@code null} for little-endian
     * @throws IllegalArgumentException if {@code id} is {@code null}, blank, or begins or ends with white space
     */
    protected AbstractAbi(String id, ByteOrder byteOrder) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an ABI of class " + getClass().getName() + " has no id (it is "
                    + (id == null ? "null" : "blank") + "); give it one, which names it in layouts, messages and views");
        }
        if (!id.equals(id.strip())) {
            // " std140" printed as the built-in std140, and got past the check that refuses a built-in id
            throw new IllegalArgumentException("an ABI of class " + getClass().getName() + " has the id '" + id
                    + "', with white space at its start or end, which layouts and messages would print as another id;"
                    + " give it as '" + id.strip() + "'");
        }
        this.id = id;
        this.byteOrder = byteOrder == null ? ByteOrder.LITTLE_ENDIAN : byteOrder;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final ByteOrder byteOrder() {
        return byteOrder;
    }

    @Override
    public final StructLayout layout(StructType type) {
        StructLayout cached = cache.get(type);
        if (cached != null) {
            return cached;
        }
        // not computeIfAbsent: nested structs recurse into this method
        StructLayout computed = computeStruct(type);
        StructLayout raced = cache.putIfAbsent(type, computed);
        return raced != null ? raced : computed;
    }

    @Override
    public String toString() {
        return id;
    }

    // ------------------------------------------------------------------ rules a family states

    /**
     * Size and alignment of a scalar; throw {@link #cannotHold} for a scalar the ABI lacks.
     *
     * @param scalar the scalar type
     * @param where  the member that holds it, for the error message
     * @return the scalar's size and alignment under this ABI
     */
    protected abstract Shape scalar(Scalar scalar, Member where);

    /**
     * Size and alignment of a vector; throw {@link #cannotHold} for a vector the ABI lacks.
     *
     * @param vector the vector type
     * @param where  the member that holds it, for the error message
     * @return the vector's size and alignment under this ABI
     */
    protected abstract Shape vector(VectorType vector, Member where);

    /**
     * A matrix, by default laid out as an array of its columns (rows when row-major).
     *
     * @param matrix the matrix type
     * @param where  the member that holds it, for the error message
     * @return the matrix's size, span, alignment and stride between columns (rows when row-major)
     */
    protected Shape matrix(MatrixType matrix, Member where) {
        Shape column = vector(matrix.strideVector(), where);
        long stride = arrayStride(column, where);
        long size = Math.multiplyExact(stride, matrix.strideCount());
        long span = matrixSpan(matrix, stride, column);
        return Shape.matrix(size, span, arrayAlignment(column, where), stride, matrix.rowMajor());
    }

    /**
     * Bytes a matrix covers; its size unless the ABI packs into the last column's padding.
     *
     * @param matrix the matrix type
     * @param stride the bytes from one column (row when row-major) to the next
     * @param column the shape of one column (row when row-major)
     * @return the bytes the matrix covers: by default every column's stride, the last one's padding included
     */
    protected long matrixSpan(MatrixType matrix, long stride, Shape column) {
        return Math.multiplyExact(stride, matrix.strideCount());
    }

    /**
     * A pointer; by default the ABI cannot hold one.
     *
     * @param pointer the pointer type
     * @param where   the member that holds it, for the error message
     * @return the pointer's size and alignment under this ABI
     */
    protected Shape pointer(PointerType pointer, Member where) {
        throw cannotHold(where, "a pointer");
    }

    /**
     * Distance between consecutive array elements.
     *
     * @param element the shape of one element
     * @param where   the array member, for the error message
     * @return the stride in bytes; by default the element's size rounded up to its alignment
     */
    protected long arrayStride(Shape element, Member where) {
        return Sizes.roundUp(element.size(), element.alignment());
    }

    /**
     * Alignment of an array.
     *
     * @param element the shape of one element
     * @param where   the array member, for the error message
     * @return the array's alignment in bytes; by default the element's
     */
    protected long arrayAlignment(Shape element, Member where) {
        return element.alignment();
    }

    /**
     * Bytes an array of {@code count} elements covers; {@code count * stride} unless the ABI packs its tail.
     *
     * @param count   the number of elements
     * @param stride  the bytes from one element to the next
     * @param element the shape of one element
     * @return the bytes the array covers: by default {@code count * stride}, the last element's padding included
     */
    protected long arraySpan(long count, long stride, Shape element) {
        return Math.multiplyExact(count, stride);
    }

    /**
     * Alignment of a struct whose most-aligned member has {@code maxMemberAlignment}.
     *
     * @param maxMemberAlignment the largest alignment among the struct's members, in bytes
     * @return the struct's alignment in bytes; by default {@code maxMemberAlignment}
     */
    protected long structAlignment(long maxMemberAlignment) {
        return maxMemberAlignment;
    }

    /**
     * Size of a struct: its data rounded up to its alignment.
     *
     * @param dataSize  the bytes from the struct's start to the end of its last member
     * @param alignment the struct's alignment in bytes
     * @return the struct's size in bytes, tail padding included
     */
    protected long structSize(long dataSize, long alignment) {
        return Sizes.roundUp(dataSize, alignment);
    }

    /**
     * Offset of a member whose shape is {@code shape}, the previous member having ended at {@code cursor}.
     *
     * @param cursor the byte offset where the previous member ended
     * @param shape  the member's shape, its alignment already final
     * @param member the member being placed
     * @return the member's byte offset; by default {@code cursor} rounded up to the member's alignment
     */
    protected long placeMember(long cursor, Shape shape, Member member) {
        return Sizes.roundUp(cursor, shape.alignment());
    }

    /**
     * The alignment of member {@code m} of shape {@code shape} (its typedef's alignment applied) in {@code owner}. By
     * default (the GCC/clang rule) an explicit {@code alignas} raises it, {@code __attribute__((packed))} lowers the
     * natural part to 1, and {@code #pragma pack} caps the result, explicit alignment included.
     *
     * @param shape the member's shape
     * @param m     the member
     * @param owner the struct that holds the member, for its packing
     * @return the member's alignment in bytes
     */
    protected long memberAlignment(Shape shape, Member m, StructType owner) {
        long alignment = Math.max(owner.packed() ? 1 : shape.alignment(), m.alignAs());
        int pack = packOf(owner);
        return pack > 0 ? Math.min(alignment, pack) : alignment;
    }

    /**
     * The shape of a type to which a typedef gave {@code alignment} ({@link Member#typeAlign()},
     * {@link ArrayType#elementAlign()}): {@code where}'s own type, or an array {@code element} in it. By default GCC's
     * and clang's rule: the typedef's alignment is the type's, lower or higher than {@code natural}, and an array of
     * a type whose size is not a multiple of it is an error (GCC refuses one, which would misalign its elements, and
     * clang takes one and misaligns them; an enum's alignment attribute, {@code enum __attribute__((aligned(8))) E},
     * comes here too).
     *
     * @param natural   the type's shape without the typedef
     * @param alignment the alignment the typedef gives, in bytes
     * @param element   whether the type is an array element rather than the member's own type
     * @param where     the member, for the error message
     * @return the type's shape with the typedef's alignment applied
     * @throws LayoutException if an array's element size is not a multiple of the typedef's alignment
     */
    protected Shape typedefAligned(Shape natural, long alignment, boolean element, Member where) {
        if (alignment == natural.alignment()) {
            return natural;
        }
        if (element && natural.size() % alignment != 0) {
            // the element's own spelling is not at hand (typedefs of arrays nest), so the message gives its numbers
            throw new LayoutException(where.position(), "member " + where.label() + " is an array of elements a"
                    + " typedef or an enum's attribute aligns to " + alignment + " bytes, though each is " + natural.size()
                    + " bytes under " + id + ": they cannot all be aligned (GCC refuses such an array of a typedef)");
        }
        return natural.withAlignment(alignment);
    }

    /** {@return how bitfields are allocated; {@code null} when the ABI has none} */
    protected BitfieldRule bitfieldRule() {
        return null;
    }

    /**
     * The {@code #pragma pack} that applies to {@code type}, 0 for none; ABIs that pack everything override.
     *
     * @param type the struct being laid out
     * @return the packing in bytes, 0 for none
     */
    protected int packOf(StructType type) {
        return type.pack();
    }

    /** {@return whether {@code #pragma pack} and {@code __attribute__((packed))} structs can be laid out} */
    protected boolean allowsPacking() {
        return true;
    }

    /** {@return whether unions can be laid out} */
    protected boolean allowsUnions() {
        return true;
    }

    /**
     * The bytes a struct or union aligned to {@code alignment} takes when its members take none: GNU C's
     * {@code struct { }} (which the Linux uAPI headers hold before a flexible array member), or one holding only
     * zero-length arrays; -1 where the ABI has no such struct.
     *
     * @param type      the struct whose members take no bytes
     * @param alignment the struct's alignment in bytes
     * @return the struct's size in bytes, or -1 when this ABI refuses such a struct
     * @throws LayoutException if the ABI gives it a size this library cannot lay out
     */
    protected long zeroSizedStructSize(StructType type, long alignment) {
        return -1;
    }

    /** {@return whether an array may have no elements, as GNU C's {@code T a[0]} (the C ABIs only)} */
    protected boolean allowsZeroLengthArrays() {
        return false;
    }

    /** {@return whether a struct may end in a runtime-sized array} */
    protected boolean allowsRuntimeSizedArrays() {
        return true;
    }

    /**
     * The largest object, in bytes, a struct or member may be: {@code PTRDIFF_MAX} of a C ABI's pointer
     * size (GCC's limit: 2147483647 for 32-bit pointers, where GCC says "size of array is too large" and
     * "type is too large"), else no limit of its own. Past 2<sup>60</sup> - 1 bytes, tail padding included, any struct
     * is too large, since the engine counts offsets in bits.
     *
     * @return the largest size in bytes, {@link Long#MAX_VALUE} for no limit of the ABI's own
     */
    protected long maxObjectSize() {
        return Long.MAX_VALUE;
    }

    /**
     * Whether a struct that ends in a runtime-sized array may be the last member of another struct (GNU C
     * allows it as an extension; GLSL and WGSL allow the array only in the outermost block).
     *
     * @return {@code true} if such a struct may be nested
     */
    protected boolean allowsNestedRuntimeSizedArrays() {
        return true;
    }

    /**
     * A check on a finished layout, for ABIs that validate rather than pad (WGSL uniform). Does nothing by default.
     *
     * @param layout the finished layout of a struct
     * @throws LayoutException if the layout breaks one of the ABI's rules (the message names the member)
     */
    protected void validate(StructLayout layout) {
    }

    /**
     * The error for a member whose type this ABI cannot hold.
     *
     * @param where the member
     * @param what  what the ABI lacks, as a phrase such as {@code "a pointer"}
     * @return the exception to throw, naming the ABI, the member and its type
     */
    protected final LayoutException cannotHold(Member where, String what) {
        return new LayoutException(where.position(), id + " cannot hold " + what + " (member " + where.label()
                + " of type " + where.typeName() + ")");
    }

    // ------------------------------------------------------------------ the engine

    /**
     * The shape of {@code type} as a member {@code where}.
     *
     * @param type  the member's type, or an array's element type
     * @param where the member, for error messages
     * @return the type's size, span and alignment under this ABI
     * @throws LayoutException if this ABI cannot hold the type
     */
    protected final Shape shapeOf(DataType type, Member where) {
        // an instanceof chain, not a pattern switch: the switch's bootstrap costs milliseconds at first use
        if (type instanceof Scalar s) {
            return scalar(s, where);
        } else if (type instanceof VectorType v) {
            return vector(v, where);
        } else if (type instanceof MatrixType m) {
            return matrix(m, where);
        } else if (type instanceof PointerType p) {
            return pointer(p, where);
        } else if (type instanceof ArrayType a) {
            return arrayShape(a, where);
        }
        StructType s = (StructType) type;
        if (s.isUnion() && !allowsUnions()) {
            throw cannotHold(where, "a union");
        }
        StructLayout nested = layout(s);
        return Shape.struct(nested, structSpan(nested));
    }

    /**
     * Bytes a nested struct covers as a member; its size unless the ABI packs into its tail padding.
     *
     * @param nested the nested struct's layout
     * @return the bytes from its start to the end of the data the next member may not overlap
     */
    protected long structSpan(StructLayout nested) {
        return nested.byteSize();
    }

    private Shape arrayShape(ArrayType array, Member where) {
        if (array.isRuntimeSized() && !allowsRuntimeSizedArrays()) {
            throw cannotHold(where, "a runtime-sized array");
        }
        if (array.length() == 0 && !allowsZeroLengthArrays()) {
            throw cannotHold(where, "a zero-length array (a GNU C extension)");
        }
        Shape element = shapeOf(array.element(), where);
        if (array.elementAlign() > 0) {
            element = typedefAligned(element, array.elementAlign(), true, where);
        }
        long stride = arrayStride(element, where);
        long count = array.isRuntimeSized() ? 0 : array.length();
        long size = Math.multiplyExact(count, stride);
        long span = count == 0 ? 0 : arraySpan(count, stride, element);
        var dims = new ArrayList<Long>();
        dims.add(count);
        dims.addAll(element.dims());
        var strides = new ArrayList<Long>();
        strides.add(stride);
        strides.addAll(element.strides());
        return new Shape(size, span, arrayAlignment(element, where), dims, strides,
                element.matrixStride(), element.rowMajor(), element.nested());
    }

    /** Whether {@code type} has a named member, directly or through an anonymous struct or union member. */
    private static boolean hasNamedMember(StructType type) {
        for (Member m : type.members()) {
            if (!m.name().isEmpty() || m.isAnonymous() && hasNamedMember((StructType) m.type())) {
                return true;
            }
        }
        return false;
    }

    private StructLayout computeStruct(StructType type) {
        if (type.isUnion() && !allowsUnions()) {
            throw new LayoutException(type.position(), id + " cannot hold union " + type.name());
        }
        if ((type.pack() > 0 || type.packed()) && !allowsPacking()) {
            throw new LayoutException(type.position(), id + " cannot hold packed " + type.kind() + " "
                    + type.name() + " (#pragma pack and __attribute__((packed)) are C features)");
        }
        if (type.members().isEmpty()) {
            // GNU C's struct { }: aligned as asked, sized as the ABI sizes one
            long alignment = Math.max(1, type.alignAs());
            long empty = zeroSizedStructSize(type, alignment);
            if (empty < 0) {
                throw new LayoutException(type.position(), type.kind() + " " + type.name() + " has no members");
            }
            return new StructLayout(type, id, empty, alignment, 0, List.of());
        }
        if (!hasNamedMember(type) && zeroSizedStructSize(type, 1) < 0) {
            // C11 6.7.2.1p8 leaves it undefined; GNU C lays struct { int : 0; } out as its bitfields ask, 0 bytes as
            // struct { } (4 under clang's Microsoft targets): an ABI without GNU C's struct { } has no layout for it
            throw new LayoutException(type.position(), type.kind() + " " + type.name() + " has no named members,"
                    + " only unnamed bitfields: C leaves its layout undefined (C11 6.7.2.1p8) and compilers differ");
        }
        var cursor = new StructCursor(type.isUnion());
        var members = new ArrayList<MemberLayout>(type.members().size());
        BitfieldAllocator bitfields = null;
        Member current = null;
        try {
            for (Member m : type.members()) {
                current = m;
                checkRuntimeSizedPlacement(type, m);
                if (m.isBitfield()) {
                    BitfieldRule rule = bitfieldRule();
                    if (rule == null) {
                        throw cannotHold(m, "a bitfield");
                    }
                    if (bitfields == null) {
                        bitfields = rule.allocator(packOf(type), type.packed());
                    }
                    members.add(bitfields.place(m, bitfieldStorage(m), cursor));
                } else {
                    if (bitfields != null) {
                        bitfields.endRun();
                    }
                    members.add(placeOrdinary(type, m, cursor));
                }
            }
        } catch (ArithmeticException overflow) {
            // a size past what the cursor counts in bits (2^60 bytes; a long's range for sizes in bytes is past it too):
            // point at the member whose size or offset overflowed (the loop sets current before anything can overflow)
            throw tooLarge(current.position().isKnown() ? current.position() : type.position(), type.kind() + " "
                    + type.name(), "its size passes " + MAX_BYTES + " bytes at member " + current.label());
        }
        long alignment = Math.max(structAlignment(cursor.maxAlignment()), type.alignAs());
        long size = structSize(cursor.dataSize(), alignment);
        if (size == 0) {
            // only zero-length arrays or empty structs: 0 bytes, but 4 or more under clang's Microsoft targets
            size = Math.max(0, zeroSizedStructSize(type, alignment));
        }
        if (size > MAX_BYTES) {
            // tail padding can take a struct whose members fit to 2^60 bytes, which no struct around it could place
            throw tooLarge(type.position(), type.kind() + " " + type.name(), "its size with tail padding passes "
                    + MAX_BYTES + " bytes");
        }
        if (size > maxObjectSize()) {
            throw tooLarge(type.position(), type.kind() + " " + type.name(), size + " bytes, more than the "
                    + maxObjectSize() + " an object may have");
        }
        var layout = new StructLayout(type, id, size, alignment, cursor.dataSize(), members);
        validate(layout);
        return layout;
    }

    /** {@code WHAT is too large for ID: WHY}, the error for an object past {@link #maxObjectSize} or 2^60 - 1 bytes. */
    private LayoutException tooLarge(Position at, String what, String why) {
        return new LayoutException(at, what + " is too large for " + id + ": " + why);
    }

    /**
     * A struct that ends in a runtime-sized array has no fixed size, so it can be neither an array element
     * nor followed by another member: its array would overlap what comes next. C11 forbids both (clang
     * and GCC accept them as a GNU extension with a warning); GLSL and WGSL forbid any nesting.
     */
    private void checkRuntimeSizedPlacement(StructType owner, Member m) {
        DataType t = m.type();
        if (t instanceof ArrayType a) {
            if (a.leafElement() instanceof StructType element && endsInRuntimeSizedArray(element)) {
                throw new LayoutException(m.position(), "member '" + m.name() + "' is an array of "
                        + element.kind() + " " + element.name() + ", which ends in a runtime-sized array and so"
                        + " cannot be an array element");
            }
        } else if (t instanceof StructType s && endsInRuntimeSizedArray(s)) {
            if (!allowsNestedRuntimeSizedArrays()) {
                throw cannotHold(m, "a " + s.kind() + " that ends in a runtime-sized array (only the outermost"
                        + " block may end in one)");
            }
            if (!owner.isUnion() && m != owner.members().getLast()) {
                throw new LayoutException(m.position(), "member " + m.label() + " of type " + m.typeName()
                        + ", which ends in a runtime-sized array, must be the last member of " + owner.kind() + " "
                        + owner.name());
            }
        }
    }

    /** Whether {@code type} has no fixed size: its last member (any member of a union) is or ends in a runtime-sized array. */
    private static boolean endsInRuntimeSizedArray(StructType type) {
        if (type.members().isEmpty()) {
            return false;
        }
        List<Member> candidates = type.isUnion() ? type.members() : List.of(type.members().getLast());
        for (Member m : candidates) {
            if (m.type() instanceof ArrayType a ? a.isRuntimeSized()
                    : m.type() instanceof StructType s && endsInRuntimeSizedArray(s)) {
                return true;
            }
        }
        return false;
    }

    private MemberLayout placeOrdinary(StructType owner, Member m, StructCursor cursor) {
        Shape shape = shapeOf(m.type(), m);
        if (refusesLoweringAlignas() && m.alignasPosition().isKnown()) {
            checkAlignasLowers(m, m.typeAlign() > 0 ? m.typeAlign() : shape.alignment());
        }
        if (m.typeAlign() > 0) {
            shape = typedefAligned(shape, m.typeAlign(), false, m);
        }
        if (shape.size() > maxObjectSize()) {
            throw tooLarge(m.position(), "member " + m.label(), shape.size() + " bytes, more than the "
                    + maxObjectSize() + " an object may have");
        }
        long alignment = memberAlignment(shape, m, owner);
        Shape aligned = shape.withAlignment(alignment);
        long offset = owner.isUnion() ? 0 : placeMember(cursor.dataSize(), aligned, m);
        cursor.occupy(offset, shape.span(), alignment);
        if (cursor.dataSize() > maxObjectSize()) {
            throw tooLarge(m.position(), owner.kind() + " " + owner.name(), "member " + m.label() + " ends at byte "
                    + cursor.dataSize() + ", past the " + maxObjectSize() + " an object may have");
        }
        return new MemberLayout(m, offset, shape.size(), alignment, shape.dims(), shape.strides(),
                shape.matrixStride(), shape.rowMajor(), 0, Member.NOT_A_BITFIELD, shape.nested());
    }

    /**
     * C refuses an {@code alignas} that asks for less than the alignment of the member's type, {@code typeAlignment}
     * (its typedef's, when one gave it one, also under the Microsoft ABIs, as clang's check takes it), whatever the
     * packing: the error clang and GCC give, at the {@code alignas}.
     */
    private void checkAlignasLowers(Member m, long typeAlignment) {
        if (m.alignAs() > 0 && m.alignAs() < typeAlignment) {
            String type = m.typeName() + (m.type() instanceof ArrayType ? " array" : "");
            throw new LayoutException(m.alignasPosition(), "alignment " + m.alignAs() + " asked for member "
                    + m.label() + " is less than the " + typeAlignment + " bytes its type (" + type + ") needs under "
                    + id + ": C forbids an alignas that lowers an alignment (C11 6.7.5p4), and GCC and clang refuse"
                    + " it");
        }
    }

    /**
     * Whether an {@code alignas} that asks for less than the member type's alignment is an error, as in C and C++
     * ({@link Member#alignasPosition()}); the shader layouts let {@code layout(align = N)} ask for less.
     *
     * @return {@code true} if lowering an alignment with {@code alignas} is refused
     */
    protected boolean refusesLoweringAlignas() {
        return false;
    }

    private Shape bitfieldStorage(Member m) {
        if (!(m.type() instanceof Scalar s) || !(s.isInteger() || s == Scalar.BOOL)) {
            throw new LayoutException(m.position(), "bitfield '" + m.name() + "' has type " + m.typeName()
                    + "; a bitfield must have an integer or bool type");
        }
        Shape storage = scalar(s, m);
        if (m.typeAlign() > 0) {
            storage = typedefAligned(storage, m.typeAlign(), false, m);
        }
        if (s == Scalar.BOOL && m.bitWidth() > 1) {
            // C's _Bool has a width of 1 bit whatever its size (C11 6.7.2.1p4); GCC and clang refuse more
            throw new LayoutException(m.position(), "bitfield '" + m.name() + "' is " + m.bitWidth()
                    + " bits wide, wider than its type " + m.typeName() + " (1 bit)");
        }
        if (m.bitWidth() > storage.size() * 8) {
            throw new LayoutException(m.position(), "bitfield '" + m.name() + "' is " + m.bitWidth()
                    + " bits wide, wider than its type " + m.typeName() + " (" + storage.size() * 8
                    + " bits under " + id + ")");
        }
        return storage;
    }
}
