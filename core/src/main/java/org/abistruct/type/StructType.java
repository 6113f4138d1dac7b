package org.abistruct.type;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A struct or union: named members in declaration order, with the packing and alignment the
 * declaration asked for.
 *
 * @param name      the type name
 * @param isUnion   whether every member starts at offset 0
 * @param members   the members, in order
 * @param pack      the {@code #pragma pack(n)} in force at the declaration, or 0 for none
 * @param alignAs   an explicit minimum alignment of the whole type, or 0 for none
 * @param position  where the type was declared, or {@link Position#NONE}
 * @param packed    whether the struct carries GCC's {@code __attribute__((packed))}: members are 1-aligned
 *                  unless they ask for more with an explicit alignment, which (unlike under
 *                  {@code #pragma pack}) still counts
 */
public record StructType(String name, boolean isUnion, List<Member> members, int pack, long alignAs, Position position,
                         boolean packed) implements DataType {

    /**
     * Copies the members and checks the components; a {@code null} position becomes {@link Position#NONE}.
     *
     * @throws IllegalArgumentException if {@code name} is {@code null} or empty, {@code pack} is not 0 or a power of
     *                                  two, {@code alignAs} is not 0 or a power of two up to
     *                                  {@link Member#MAX_ALIGNMENT}, two members (anonymous members' included) share
     *                                  a name, or a runtime-sized array is not the last member
     */
    public StructType {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("struct name is empty");
        }
        members = List.copyOf(members);
        if (pack < 0 || (pack & (pack - 1)) != 0) {
            throw new IllegalArgumentException("struct " + name + ": pack=" + pack + " is not a power of two");
        }
        Member.checkAlignment(alignAs, "struct " + name + ": alignAs");
        if (position == null) {
            position = Position.NONE;
        }
        var seen = new HashSet<String>();
        for (Member m : namedMembers(members)) {
            if (!seen.add(m.name())) {
                throw new IllegalArgumentException("struct " + name + ": duplicate member " + m.name());
            }
        }
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            if (m.type() instanceof ArrayType a && a.isRuntimeSized() && i != members.size() - 1) {
                throw new IllegalArgumentException("struct " + name + ": runtime-sized array " + m.name()
                        + " must be the last member");
            }
        }
    }

    /**
     * A struct or union without {@code __attribute__((packed))}.
     *
     * @param name     the type name
     * @param isUnion  whether every member starts at offset 0
     * @param members  the members, in order
     * @param pack     the {@code #pragma pack(n)} in force at the declaration, or 0 for none
     * @param alignAs  an explicit minimum alignment of the whole type, or 0 for none
     * @param position where the type was declared, or {@link Position#NONE}
     * @throws IllegalArgumentException as the canonical constructor
     */
    public StructType(String name, boolean isUnion, List<Member> members, int pack, long alignAs, Position position) {
        this(name, isUnion, members, pack, alignAs, position, false);
    }

    /**
     * A plain struct, as built in code.
     *
     * @param name    the type name
     * @param members the members, in order
     * @return the struct, with no packing, alignment override or position
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static StructType struct(String name, Member... members) {
        return new StructType(name, false, List.of(members), 0, 0, Position.NONE);
    }

    /**
     * A plain union, as built in code.
     *
     * @param name    the type name
     * @param members the members, each at offset 0
     * @return the union, with no packing, alignment override or position
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static StructType union(String name, Member... members) {
        return new StructType(name, true, List.of(members), 0, 0, Position.NONE);
    }

    /**
     * This type under another {@code #pragma pack}.
     *
     * @param packing the pack in bytes, or 0 for none
     * @return a copy of this type but for its pack
     * @throws IllegalArgumentException if {@code packing} is not 0 or a power of two
     */
    public StructType withPack(int packing) {
        return new StructType(name, isUnion, members, packing, alignAs, position, packed);
    }

    /**
     * This type with another explicit minimum alignment.
     *
     * @param alignment the alignment in bytes, or 0 for none
     * @return a copy of this type but for its {@code alignAs}
     * @throws IllegalArgumentException if {@code alignment} is not 0 or a power of two up to
     *                                  {@link Member#MAX_ALIGNMENT}
     */
    public StructType withAlignAs(long alignment) {
        return new StructType(name, isUnion, members, pack, alignment, position, packed);
    }

    /**
     * This type declared elsewhere.
     *
     * @param where the new position; {@code null} for {@link Position#NONE}
     * @return a copy of this type but for its position
     */
    public StructType withPosition(Position where) {
        return new StructType(name, isUnion, members, pack, alignAs, where, packed);
    }

    /**
     * This type with or without {@code __attribute__((packed))}.
     *
     * @param isPacked whether the struct is packed
     * @return a copy of this type but for its {@code packed}
     */
    public StructType withPacked(boolean isPacked) {
        return new StructType(name, isUnion, members, pack, alignAs, position, isPacked);
    }

    /** {@return {@code struct} or {@code union}} */
    public String kind() {
        return isUnion ? "union" : "struct";
    }

    /**
     * {@return the members a name reaches ({@code s.x}), in declaration order: the named members, with the named members
     * of each anonymous struct or union member in its place, recursively (C11 6.7.2.1p13)}
     */
    public List<Member> namedMembers() {
        return namedMembers(members);
    }

    private static List<Member> namedMembers(List<Member> members) {
        var named = new ArrayList<Member>();
        for (Member m : members) {
            if (m.isAnonymous()) {
                named.addAll(((StructType) m.type()).namedMembers());
            } else if (!m.name().isEmpty()) {
                named.add(m);
            }
        }
        return named;
    }

    /** {@return whether the last member is a runtime-sized array} */
    public boolean hasRuntimeSizedTail() {
        return !members.isEmpty() && members.getLast().type() instanceof ArrayType a && a.isRuntimeSized();
    }

    @Override
    public String typeName() {
        return name;
    }
}
