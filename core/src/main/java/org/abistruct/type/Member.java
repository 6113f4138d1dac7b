package org.abistruct.type;

/**
 * One member of a struct or union.
 *
 * @param name       the member name; empty for an unnamed bitfield ({@code int : 0;})
 * @param type       the member's type
 * @param typeName   the type as the declaration spelled it ({@code unsigned int}, {@code vec3}); for an
 *                   array, the element type's spelling
 * @param bitWidth   the bitfield width, or {@link #NOT_A_BITFIELD}
 * @param alignAs    an explicit alignment override in bytes ({@code alignas(16)}), or 0 for none
 * @param position   where the member was declared, or {@link Position#NONE}
 */
public record Member(String name, DataType type, String typeName, int bitWidth, long alignAs, Position position) {
    public static final int NOT_A_BITFIELD = -1;

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
        if (bitWidth == NOT_A_BITFIELD && name.isEmpty()) {
            throw new IllegalArgumentException("only a bitfield may be unnamed");
        }
        if (alignAs < 0 || (alignAs & (alignAs - 1)) != 0) {
            throw new IllegalArgumentException("member " + name + ": alignAs=" + alignAs + " is not a power of two");
        }
        if (position == null) {
            position = Position.NONE;
        }
    }

    /** A plain member of the given type. */
    public static Member of(String name, DataType type) {
        return new Member(name, type, type.typeName(), NOT_A_BITFIELD, 0, Position.NONE);
    }

    /** A bitfield of {@code width} bits whose storage type is {@code type}. */
    public static Member bitfield(String name, Scalar type, int width) {
        return new Member(name, type, type.typeName(), width, 0, Position.NONE);
    }

    public boolean isBitfield() {
        return bitWidth != NOT_A_BITFIELD;
    }

    public Member withAlignAs(long alignment) {
        return new Member(name, type, typeName, bitWidth, alignment, position);
    }

    public Member withPosition(Position where) {
        return new Member(name, type, typeName, bitWidth, alignAs, where);
    }

    /** The member with a new type, keeping the spelling only when the type is unchanged. */
    public Member withType(DataType newType) {
        return new Member(name, newType, newType.equals(type) ? typeName : newType.typeName(), bitWidth, alignAs, position);
    }
}
