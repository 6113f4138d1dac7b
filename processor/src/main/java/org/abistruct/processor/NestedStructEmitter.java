package org.abistruct.processor;

/**
 * Accessors of a nested struct member (or one struct of an array of them): a new view of it, and a variant
 * that repositions a view the caller already has, allocating nothing.
 */
final class NestedStructEmitter {
    private NestedStructEmitter() {
    }

    static void emit(Gen g, MemberModel m, Site site) {
        CodeWriter w = g.w();
        String type = m.nested().referenceFrom(g.pkg());
        String name = m.name();
        String layout = g.ref(LayoutFields.nestedLayout(m));
        String what = site.indexed() ? "struct " + site.subscript() + " of {@code " + name + "}" : "{@code " + name + "}";

        g.doc(m, "A new view of " + what + ", over this view's memory (it does not own it).", site,
                "@return the view");
        w.open("public %s %s(%s)", type, name, site.onlyParams());
        // the offset inline, not in a local: the direct element accessors then stay within 35 bytes of bytecode
        w.statement(String.format("return %s.wrap(%s, %s, %s);", type, g.wrapSegment(), site.offset(g), layout));
        w.close();
        w.blank();

        g.doc(m, "Points {@code reuse} at " + what + " and returns it; allocates nothing.", site,
                "@param reuse a view of the same layout that does not own memory (from a previous call, or a wrap)",
                "@throws NullPointerException if {@code reuse} is {@code null}",
                "@throws IllegalArgumentException if {@code reuse} has another layout than the member (another ABI's), or"
                        + " reaches native memory directly and this view's memory is not such (a heap, arena, mapped or"
                        + " byte-swapped view's): take a new view with {@code " + name + "(" + site.onlyArgs() + ")} there",
                "@throws IllegalStateException if {@code reuse} owns its memory ({@code malloc}, {@code calloc})",
                "@return {@code reuse}");
        w.open("public %s %s(%s%s reuse)", type, name, site.params(), type);
        if (site.indexed()) {
            w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the view
            w.line("%s;", site.nonNull("reuse"));
            w.line("return reuse.moveTo(%s, o, %s);", g.wrapSegment(), layout);
        } else {
            w.line("%s;", site.nonNull("reuse"));
            w.statement(String.format("return reuse.moveTo(%s, %s, %s);", g.wrapSegment(), site.offset(g), layout));
        }
        w.close();
        w.blank();
    }
}
