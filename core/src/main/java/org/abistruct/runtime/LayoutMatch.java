package org.abistruct.runtime;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * Checks that the layout a user's {@code Abi} returns is one of the struct it was given: views read each member's
 * offset by name from it, and the other checks a bound layout passes (the sizes of {@code bool} and ABI-sized
 * integers, the bytes accessors reach) read its members. One that returns another struct's layout was refused by
 * whichever of those first met a member it did not expect, with a message about that member ({@code makes bool 16
 * bytes}) rather than about the layout.
 */
final class LayoutMatch {
    private LayoutMatch() {
    }

    /**
     * {@code abi}'s layout of {@code type}, checked to be one.
     *
     * @param what what {@code type} is, for the message ({@code struct Light})
     * @throws IllegalArgumentException naming the ABI and {@code what}, if the layout is {@code null}, has another name
     *                                  than {@code type}, or other members (names or types, in order)
     */
    static StructLayout layout(Abi abi, StructType type, String what) {
        return check(abi.layout(type), type, abi, what);
    }

    static StructLayout check(StructLayout layout, StructType type, Abi abi, String what) {
        if (layout == null) {
            throw refused(abi, "returned no layout (null) for " + what);
        }
        if (!layout.name().equals(type.name())) {
            throw refused(abi, "returned the layout of " + layout.kind() + " " + layout.name() + " for " + what);
        }
        List<MemberLayout> laid = layout.members();
        List<Member> declared = type.members();
        if (laid.size() != declared.size()) {
            throw refused(abi, "returned a layout of " + what + " with " + laid.size() + " member(s), where it declares "
                    + declared.size());
        }
        for (int i = 0; i < declared.size(); i++) {
            Member has = laid.get(i).member();
            Member wants = declared.get(i);
            if (!has.name().equals(wants.name()) || !has.type().equals(wants.type())) {
                throw refused(abi, "returned a layout of " + what + " whose member " + i + " is " + has.typeName() + " "
                        + has.name() + ", where it declares " + wants.typeName() + " " + wants.name());
            }
        }
        return layout;
    }

    private static IllegalArgumentException refused(Abi abi, String what) {
        return new IllegalArgumentException("ABI " + abi.id() + " " + what + "; views need the layout of the struct they"
                + " are given");
    }
}
