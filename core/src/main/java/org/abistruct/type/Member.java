package org.abistruct.type;

/**
 * One member of a struct or union.
 *
 * @param name       the member name; empty for an unnamed bitfield ({@code int : 0;}) and for an anonymous
 *                   struct or union member ({@code union { float v[3]; struct { float x, y, z; }; };}, C11
 *                   6.7.2.1p13), whose own members count as members of the enclosing type
 * @param type       the member's type
 * @param typeName   the type as the declaration spelled it ({@code unsigned int}, {@code vec3}); for an
 *                   array, the element type's spelling
 * @param bitWidth   the bitfield width, or {@link #NOT_A_BITFIELD}
 * @param alignAs    an explicit alignment override in bytes ({@code alignas(16)}), or 0 for none; it can only
 *                   raise the member's alignment
 * @param typeAlign  the alignment a typedef gave the member's type ({@code typedef int int2
 *                   __attribute__((aligned(2)));}), or 0 for none. Unlike {@code alignAs} it belongs to the type:
 *                   GCC and clang take it as the type's alignment, lower or higher than the natural one, while
 *                   the Microsoft ABIs only raise a member's alignment with it. An array member's element types
 *                   carry theirs in {@link ArrayType#elementAlign()}
 * @param position   where the member was declared, or {@link Position#NONE}
 * @param alignasPosition where the (last) {@code alignas} or {@code _Alignas} among the alignments that make
 *                   {@code alignAs} is written, as clang reports it, or {@link Position#NONE} when none is (only
 *                   {@code __attribute__((aligned(N)))}, {@code __declspec(align(N))} or GLSL's
 *                   {@code layout(align = N)}). C forbids {@code alignas} to ask for less than the type's own alignment
 *                   (C11 6.7.5p4), so the C ABIs (and OpenCL's and Metal's) refuse such a member, where an attribute
 *                   asking for less is no error; as in clang, the largest of all the alignments written on the
 *                   declaration counts
 */
public record Member(String name, DataType type, String typeName, int bitWidth, long alignAs, long typeAlign,
                     Position position, Position alignasPosition) {
    /** The {@code bitWidth} of a member that is not a bitfield. */
    public static final int NOT_A_BITFIELD = -1;
    /**
     * The largest explicit alignment ({@code alignAs}) of a member or struct, 2<sup>28</sup>: larger requests are almost
     * certainly mistakes (clang accepts up to 2<sup>32</sup>).
     */
    public static final long MAX_ALIGNMENT = 1L << 28;

    /**
     * Checks the components; a {@code null} or empty {@code typeName} becomes the type's own name, and a {@code null}
     * position {@link Position#NONE}.
     *
     * @throws IllegalArgumentException if {@code name} or {@code type} is {@code null}, {@code bitWidth} is below
     *                                  {@link #NOT_A_BITFIELD}, the name is empty for a member that is neither a
     *                                  bitfield nor of struct type, or an alignment is not 0 or a power of two up to
     *                                  {@link #MAX_ALIGNMENT}
     */
    public Member {
        if (name == null) {
            throw new IllegalArgumentException("member name is null");
        }
        if (type == null) {
            throw new IllegalArgumentException("member " + name + ": type is null");
        }
        if (typeName == null || typeName.isEmpty()) {
            typeName = type.typeName();
        }
        if (bitWidth < NOT_A_BITFIELD) {
            throw new IllegalArgumentException("member " + name + ": bit width=" + bitWidth + " is negative");
        }
        if (bitWidth == NOT_A_BITFIELD && name.isEmpty() && !(type instanceof StructType)) {
            throw new IllegalArgumentException("only a bitfield or an anonymous struct or union member may be unnamed");
        }
        checkAlignment(alignAs, "member " + name + ": alignAs");
        checkAlignment(typeAlign, "member " + name + ": typeAlign");
        if (position == null) {
            position = Position.NONE;
        }
        if (alignasPosition == null) {
            alignasPosition = Position.NONE;
        }
    }

    /**
     * A member whose alignment, if any, no {@code alignas} asked for.
     *
     * @param name      the member name, as in the canonical constructor
     * @param type      the member's type
     * @param typeName  the type as the declaration spelled it; {@code null} or empty for the type's own name
     * @param bitWidth  the bitfield width, or {@link #NOT_A_BITFIELD}
     * @param alignAs   an explicit alignment override in bytes, or 0 for none
     * @param typeAlign the alignment a typedef gave the member's type, or 0 for none
     * @param position  where the member was declared, or {@link Position#NONE}
     * @throws IllegalArgumentException as the canonical constructor
     */
    public Member(String name, DataType type, String typeName, int bitWidth, long alignAs, long typeAlign,
            Position position) {
        this(name, type, typeName, bitWidth, alignAs, typeAlign, position, Position.NONE);
    }

    /**
     * A member whose type has no typedef alignment.
     *
     * @param name     the member name, as in the canonical constructor
     * @param type     the member's type
     * @param typeName the type as the declaration spelled it; {@code null} or empty for the type's own name
     * @param bitWidth the bitfield width, or {@link #NOT_A_BITFIELD}
     * @param alignAs  an explicit alignment override in bytes, or 0 for none
     * @param position where the member was declared, or {@link Position#NONE}
     * @throws IllegalArgumentException as the canonical constructor
     */
    public Member(String name, DataType type, String typeName, int bitWidth, long alignAs, Position position) {
        this(name, type, typeName, bitWidth, alignAs, 0, position);
    }

    /** Refuses an alignment that is not 0 or a power of two up to {@link #MAX_ALIGNMENT}; {@code what} names it. */
    static void checkAlignment(long alignment, String what) {
        if (alignment < 0 || (alignment & (alignment - 1)) != 0 || alignment > MAX_ALIGNMENT) {
            throw new IllegalArgumentException(what + "=" + alignment + " is not a power of two up to "
                    + MAX_ALIGNMENT);
        }
    }

    /**
     * A plain member of the given type.
     *
     * @param name the member name
     * @param type the member's type, whose own name is its spelling
     * @return the member, with no alignment override and no position
     * @throws IllegalArgumentException as the canonical constructor (an empty name is refused unless {@code type}
     *                                  is a struct)
     * @throws NullPointerException     if {@code type} is {@code null}
     */
    public static Member of(String name, DataType type) {
        return new Member(name, type, type.typeName(), NOT_A_BITFIELD, 0, Position.NONE);
    }

    /**
     * A bitfield of {@code width} bits whose storage type is {@code type}.
     *
     * @param name  the member name; empty for an unnamed bitfield
     * @param type  the storage type, an integer or {@code bool}
     * @param width the width in bits, 0 for a {@code int : 0;} that closes the storage unit
     * @return the member, with no position
     * @throws IllegalArgumentException if {@code name} is {@code null} or {@code width} is negative
     * @throws NullPointerException     if {@code type} is {@code null}
     */
    public static Member bitfield(String name, Scalar type, int width) {
        return new Member(name, type, type.typeName(), width, 0, Position.NONE);
    }

    /** {@return whether this member is a bitfield, its {@code bitWidth} not {@link #NOT_A_BITFIELD}} */
    public boolean isBitfield() {
        return bitWidth != NOT_A_BITFIELD;
    }

    /**
     * {@return whether this is an anonymous struct or union member, whose members are reached as the enclosing type's}
     */
    public boolean isAnonymous() {
        return name.isEmpty() && !isBitfield();
    }

    /**
     * An anonymous member of struct or union type {@code type}: {@code struct { int x; };}.
     *
     * @param type the struct or union whose members become the enclosing type's
     * @return the unnamed member, with no position
     */
    public static Member anonymous(StructType type) {
        return new Member("", type, type.typeName(), NOT_A_BITFIELD, 0, Position.NONE);
    }

    /** {@return how messages name this member: {@code 'x'}, {@code (unnamed bitfield)} or {@code (anonymous union)}} */
    public String label() {
        if (!name.isEmpty()) {
            return "'" + name + "'";
        }
        return isBitfield() ? "(unnamed bitfield)" : "(anonymous " + ((StructType) type).kind() + ")";
    }

    /**
     * This member with another explicit alignment.
     *
     * @param alignment the {@code alignAs} in bytes, or 0 for none
     * @return a copy of this member but for its {@code alignAs}
     * @throws IllegalArgumentException if {@code alignment} is not 0 or a power of two up to {@link #MAX_ALIGNMENT}
     */
    public Member withAlignAs(long alignment) {
        return new Member(name, type, typeName, bitWidth, alignment, typeAlign, position, alignasPosition);
    }

    /**
     * This member declared elsewhere.
     *
     * @param where the new position; {@code null} for {@link Position#NONE}
     * @return a copy of this member but for its position
     */
    public Member withPosition(Position where) {
        return new Member(name, type, typeName, bitWidth, alignAs, typeAlign, where, alignasPosition);
    }

    /**
     * The member with a new type, keeping the spelling and the typedef alignment only when the type is unchanged.
     *
     * @param newType the member's new type
     * @return a copy of this member with {@code newType}
     */
    public Member withType(DataType newType) {
        boolean same = newType.equals(type);
        return new Member(name, newType, same ? typeName : newType.typeName(), bitWidth, alignAs, same ? typeAlign : 0,
                position, alignasPosition);
    }
}
