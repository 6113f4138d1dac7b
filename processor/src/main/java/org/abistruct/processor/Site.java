package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the accessors of one member read and write: for a plain member the member's offset; for an array
 * member one element, chosen by index parameters that are range-checked into the offset expression.
 *
 * @param member the member
 * @param dims   the array dimensions the index parameters select (empty for a plain member)
 */
record Site(MemberModel member, List<Long> dims) {

    static Site of(MemberModel member) {
        return new Site(member, member.dims());
    }

    boolean indexed() {
        return !dims.isEmpty();
    }

    /** {@code "int i, int j, "} — to put before a method's other parameters. */
    String params() {
        var sb = new StringBuilder();
        for (int d = 0; d < dims.size(); d++) {
            sb.append("int ").append(Names.index(d)).append(", ");
        }
        return sb.toString();
    }

    /** {@code "int i, int j"} — the index parameters alone. */
    String onlyParams() {
        String p = params();
        return p.isEmpty() ? p : p.substring(0, p.length() - 2);
    }

    /** {@code "i, j, "} — the index arguments, to forward to another accessor. */
    String args() {
        var sb = new StringBuilder();
        for (int d = 0; d < dims.size(); d++) {
            sb.append(Names.index(d)).append(", ");
        }
        return sb.toString();
    }

    String onlyArgs() {
        String a = args();
        return a.isEmpty() ? a : a.substring(0, a.length() - 2);
    }

    /**
     * The check that Java array {@code array} is there and holds at least {@code n} elements, naming this site's
     * element when it is one ({@code colors[2]: array of length 3 is shorter than 4 elements}); the index path is
     * built only when the check fails.
     */
    void checkLength(CodeWriter w, String array, long n) {
        String name = Names.literal(member.name());
        String length = nonNull(array) + ".length";
        if (!indexed()) {
            w.line("Checks.length(%s, %s, %d);", name, length, n);
            return;
        }
        w.open("if (%s < %d)", length, n);
        w.line("Checks.lengthAt(%s, %s.length, %d, %s);", name, array, n, onlyArgs());
        w.close();
    }

    /**
     * {@code param}, a reference the caller passes (a Java array, a view to reuse, a JOML object), checked not null with a
     * message that names the member and the parameter ({@code inners: reuse is null}): without it a class compiled
     * without {@code -g} says {@code "<parameter2>" is null}. The message is a constant, so a call with a value builds no
     * string; C2 compiles the check to the null check the first use of {@code param} needs anyway.
     */
    String nonNull(String param) {
        return "Objects.requireNonNull(" + param + ", " + Names.literal(member.name() + ": " + param + " is null") + ")";
    }

    /** The offset of the member (or the indexed element) in the segment, with index checks. */
    String offset(Gen g) {
        return offset(g, true);
    }

    /** The offset expression; without checks it is for loops whose bounds are the constants. */
    String offset(Gen g, boolean checked) {
        MemberModel m = member;
        var sb = new StringBuilder(g.base()).append(" + ").append(g.ref(m.layoutName()));
        for (int d = 0; d < dims.size(); d++) {
            String i = Names.index(d);
            String stride = g.ref(LayoutFields.stride(m, d));
            if (checked) {
                sb.append(" + Checks.element(").append(Names.literal(m.name())).append(", ").append(i).append(", ")
                        .append(dims.get(d)).append(", ").append(stride).append(")");
            } else {
                sb.append(" + (long) ").append(i).append(" * ").append(stride);
            }
        }
        return sb.toString();
    }

    /** The Javadoc {@code @param} lines for the index parameters. */
    List<String> paramDocs() {
        var docs = new ArrayList<String>();
        for (int d = 0; d < dims.size(); d++) {
            docs.add("@param " + Names.index(d) + " index " + (dims.size() > 1 ? "in dimension " + d + " " : "")
                    + "(0 to " + (dims.get(d) - 1) + ")");
        }
        return docs;
    }

    /** {@code [i][j]}, for Javadoc. */
    String subscript() {
        var sb = new StringBuilder();
        for (int d = 0; d < dims.size(); d++) {
            sb.append('[').append(Names.index(d)).append(']');
        }
        return sb.toString();
    }
}
