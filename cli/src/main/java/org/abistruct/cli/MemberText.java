package org.abistruct.cli;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.type.ArrayType;

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

    /**
     * The declared type with its array dimensions ({@code float[2][3]}, {@code Light[]}, GNU C's zero-length
     * {@code char[0]}) or bit width.
     */
    static String type(MemberLayout member) {
        var sb = new StringBuilder(member.typeName());
        // only the outermost dimension can be runtime-sized; its count is 0 in the layout, as a [0]'s is
        boolean runtimeSized = member.member().type() instanceof ArrayType a && a.isRuntimeSized();
        for (long dim : member.arrayDims()) {
            sb.append('[').append(runtimeSized ? "" : Long.toString(dim)).append(']');
            runtimeSized = false;
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
