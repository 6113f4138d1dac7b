package org.abistruct.cli;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.layout.MemberLayout;

/** How the text printers spell a member's name, type, place and extra layout facts. */
final class MemberText {
    private MemberText() {
    }

    /** The name; {@code (unnamed)} for an unnamed bitfield, {@code (anonymous)} for an anonymous struct or union. */
    static String name(MemberLayout member) {
        if (member.isAnonymous()) {
            return "(anonymous)";
        }
        return member.name().isEmpty() ? "(unnamed)" : member.name();
    }

    /** The declared type with its array dimensions ({@code float[2][3]}, {@code Light[]}) or bit width. */
    static String type(MemberLayout member) {
        var sb = new StringBuilder(member.typeName());
        for (long dim : member.arrayDims()) {
            sb.append('[').append(dim == 0 ? "" : Long.toString(dim)).append(']');
        }
        if (member.isBitfield()) {
            sb.append(" : ").append(member.bitWidth());
        }
        return sb.toString();
    }

    /** The byte offset, or for a bitfield {@code byte:bit+width} of its first bit. */
    static String offset(MemberLayout member) {
        if (member.isBitfield()) {
            return (member.bitOffset() / 8) + ":" + (member.bitOffset() % 8) + "+" + member.bitWidth();
        }
        return Long.toString(member.byteOffset());
    }

    /** Array strides, matrix stride and order, a bitfield's storage unit; empty when there is nothing to add. */
    static String notes(MemberLayout member) {
        List<String> notes = new ArrayList<>();
        if (member.isArray()) {
            notes.add((member.arrayStrides().size() == 1 ? "stride " : "strides ")
                    + String.join(", ", member.arrayStrides().stream().map(String::valueOf).toList()));
        }
        if (member.isMatrix()) {
            notes.add("matrix stride " + member.matrixStride() + (member.rowMajor() ? ", row-major" : ", column-major"));
        }
        if (member.isBitfield()) {
            notes.add(member.byteSize() + "-byte unit at " + member.byteOffset());
        }
        return String.join("; ", notes);
    }
}
