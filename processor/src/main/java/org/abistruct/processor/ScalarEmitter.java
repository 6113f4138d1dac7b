package org.abistruct.processor;

/**
 * Accessors of a scalar or pointer member, or of one element of an array of them: getter, fluent setter,
 * and for unsigned integers a widening getter and a range-checked setter.
 */
final class ScalarEmitter {
    private ScalarEmitter() {
    }

    static void emit(Gen g, MemberModel m, Site site) {
        CodeWriter w = g.w();
        ScalarCodec c = ScalarCodec.of(m.leaf(), m.javaType());
        String name = m.name();
        String size = g.ref(LayoutFields.size(m));
        String what = site.indexed() ? "element " + site.subscript() + " of {@code " + name + "}" : "{@code " + name + "}";

        g.doc(m, "Reads " + what + (c.widened != null ? " as raw bits (see {@link #" + MemberNames.widened(m, c) + "})" : "")
                + ".", site, "@return the value");
        w.open("public %s %s(%s)", c.javaType, name, site.onlyParams());
        w.line("return %s;", c.read(g, g.at(site.offset(g)), size));
        w.close();
        w.blank();

        g.doc(m, "Writes " + what + (c.widened != null ? " as raw bits" : "")
                + (c.kind == ScalarCodec.Kind.HALF ? ", rounded to binary16" : "") + ".", site,
                c.kind == ScalarCodec.Kind.SIZED ? "@throws IllegalArgumentException if the ABI gives the member 4 bytes "
                        + "and {@code v} does not fit in them" : "",
                "@param v the new value", "@return this view");
        w.open("public %s %s(%s%s v)", g.self(), name, site.params(), c.javaType);
        w.line(c.write(g, g.at(site.offset(g)), "v", size, name));
        w.line("return this;");
        w.close();
        w.blank();

        if (c.widened != null) {
            String as = MemberNames.widened(m, c);
            g.doc(m, "Reads " + what + " as an unsigned value.", site, "@return the value, 0 or more");
            w.open("public %s %s(%s)", c.widened, as, site.onlyParams());
            w.line("return %s;", c.widen(c.read(g, g.at(site.offset(g)), size)));
            w.close();
            w.blank();

            g.doc(m, "Writes " + what + " from an unsigned value.", site,
                    "@throws IllegalArgumentException if {@code v} is out of the member's range",
                    "@param v the new value, 0 or more", "@return this view");
            w.open("public %s %s(%s%s v)", g.self(), name, site.params(), c.widened);
            w.line("return %s(%s%s);", name, site.args(), c.narrow("v", name));
            w.close();
            w.blank();
        }
    }
}
