package org.abistruct.layout;

import java.util.List;
import java.util.Optional;
import org.abistruct.type.StructType;

/**
 * A struct or union laid out under one ABI. Immutable.
 *
 * @param type          the declared type
 * @param abiId         the id of the ABI that produced this layout
 * @param byteSize      the size including tail padding: the distance between consecutive elements of an
 *                      array of this type (excluding a runtime-sized last member)
 * @param byteAlignment the alignment of the type under the ABI
 * @param dataSize      the bytes up to the end of the last member, without tail padding (what a following
 *                      member may pack against under ABIs such as HLSL constant buffers)
 * @param members       the members in declaration order
 */
public record StructLayout(StructType type, String abiId, long byteSize, long byteAlignment, long dataSize,
                           List<MemberLayout> members) {

    /** Copies the members. */
    public StructLayout {
        members = List.copyOf(members);
    }

    /** {@return the type's name} */
    public String name() {
        return type.name();
    }

    /** {@return {@code struct} or {@code union}} */
    public String kind() {
        return type.kind();
    }

    /**
     * The member called {@code name}, if any, also through anonymous struct and union members (as C's
     * {@code s.x} reaches it): such a member is returned with its offsets from the start of this type.
     *
     * @param name the member's name
     * @return the member's layout, or empty when no member has that name (always for an empty name)
     */
    public Optional<MemberLayout> member(String name) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        for (MemberLayout m : members) {
            if (m.name().equals(name)) {
                return Optional.of(m);
            }
            if (m.isAnonymous()) {
                Optional<MemberLayout> inner = m.nested().member(name);
                if (inner.isPresent()) {
                    return Optional.of(inner.get().shiftedBy(m.byteOffset()));
                }
            }
        }
        return Optional.empty();
    }

    /** Compact one-line form, in the style of {@code java.lang.foreign.MemoryLayout#toString}. */
    @Override
    public String toString() {
        var sb = new StringBuilder().append(kind()).append(' ').append(name()).append('@').append(abiId)
                .append(" [size=").append(byteSize).append(" align=").append(byteAlignment).append(':');
        for (MemberLayout m : members) {
            String name = m.name().isEmpty() ? (m.isAnonymous() ? "<anonymous>" : "<unnamed>") : m.name();
            sb.append(' ').append(name).append('@').append(m.byteOffset());
            if (m.isBitfield()) {
                sb.append(":b").append(m.bitOffset()).append('+').append(m.bitWidth());
            }
        }
        return sb.append(']').toString();
    }
}
