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

        g.doc(m, "Writes " + what + (c.widened != null ? " as raw bits" : "") + ".", site,
                c.kind == ScalarCodec.Kind.SIZED ? "@throws IllegalArgumentException if the ABI gives the member 4 bytes "
                        + "and {@code v} does not fit in them" : "",
                "@param v the new value", "@return this view");
        w.open("public %s %s(%s%s v)", g.self(), name, site.params(), c.javaType);
        if (c.kind == ScalarCodec.Kind.SIZED) {
            namingTheElement(w, site, name, c.write(g, g.at(site.offset(g)), "v", size, m));
        } else {
            w.line(c.write(g, g.at(site.offset(g)), "v", size, m));
        }
        w.line("return this;");
        w.close();
        w.blank();

        if (c.widened != null) {
            String as = MemberNames.widened(m, c);
            g.doc(m, "Reads " + what + " as an unsigned value.", site, "@return the value, " + c.widenedRange());
            w.open("public %s %s(%s)", c.widened, as, site.onlyParams());
            w.line("return %s;", c.widen(c.read(g, g.at(site.offset(g)), size)));
            w.close();
            w.blank();

            g.doc(m, "Writes " + what + " from an unsigned value.", site,
                    "@throws IllegalArgumentException if {@code v} is out of the member's range",
                    "@param v the new value, " + c.widenedRange(), "@return this view");
            w.open("public %s %s(%s%s v)", g.self(), name, site.params(), c.widened);
            if (site.indexed()) {
                // the indices are checked first, as the raw setter does, so that a message never names a missing element
                String at = g.at(site.offset(g));
                w.line("%s raw;", c.javaType);
                namingTheElement(w, site, name, "raw = " + c.narrow("v", name) + ";");
                w.line(c.write(g, at, "raw", size, m));
                w.line("return this;");
            } else {
                w.line("return this.%s(%s);", name, c.narrow("v", name)); // "this." since a bare call of a member named yield does not compile
            }
            w.close();
            w.blank();
        }
    }

    /**
     * {@code statement}, whose range check names the member only ({@code sizes: value ...}), so that for an element
     * the message names the element ({@code sizes[2]: value ...}). The index path is built only when the check fails.
     */
    private static void namingTheElement(CodeWriter w, Site site, String name, String statement) {
        if (!site.indexed()) {
            w.line(statement);
            return;
        }
        w.open("try");
        w.line(statement);
        w.next("catch (IllegalArgumentException e)");
        w.line("throw Checks.atElement(%s, e, %s);", Names.literal(name), site.onlyArgs());
        w.close();
    }
}
