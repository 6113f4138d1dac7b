package org.abistruct.processor;

import org.abistruct.type.VectorType;

/**
 * Accessors of a vector member (or one vector of an array of them): per-component getters and setters
 * ({@code positionX()}; for 8 and 16 components an indexed pair), a setter taking every component, bulk
 * copies from and to a Java array, and JOML conversions when JOML is on the class path.
 */
final class VectorEmitter {
    private static final String[] xyzw = {"x", "y", "z", "w"};

    private VectorEmitter() {
    }

    static void emit(Gen g, MemberModel m, Site site) {
        CodeWriter w = g.w();
        VectorType v = (VectorType) m.leaf();
        ScalarCodec c = ScalarCodec.of(v.component(), m.javaType());
        String name = m.name();
        String t = c.javaType;
        String size = g.ref(LayoutFields.size(m));
        int n = v.length();
        String what = site.indexed() ? "vector " + site.subscript() + " of {@code " + name + "}" : "{@code " + name + "}";

        if (MemberNames.namedComponents(v)) {
            for (int k = 0; k < n; k++) {
                g.doc(m, "Reads component " + xyzw[k] + " of " + what + ".", site, "@return the component");
                w.open("public %s %s(%s)", t, MemberNames.component(m, k), site.onlyParams());
                w.line("return %s;", c.read(g, component(g.at(site.offset(g)), c, size, k), size));
                w.close();
                w.blank();
                g.doc(m, "Writes component " + xyzw[k] + " of " + what + ".", site, "@param v the new component",
                        "@return this view");
                w.open("public %s %s(%s%s v)", g.self(), MemberNames.component(m, k), site.params(), t);
                w.line(c.write(g, component(g.at(site.offset(g)), c, size, k), "v", size, name));
                w.line("return this;");
                w.close();
                w.blank();
            }
            var params = new StringBuilder(site.params());
            for (int k = 0; k < n; k++) {
                params.append(t).append(' ').append(xyzw[k]).append(k < n - 1 ? ", " : "");
            }
            String[] tags = new String[n + 1];
            for (int k = 0; k < n; k++) {
                tags[k] = "@param " + xyzw[k] + " component " + xyzw[k];
            }
            tags[n] = "@return this view";
            g.doc(m, "Writes every component of " + what + ".", site, tags);
            w.open("public %s %s(%s)", g.self(), name, params);
            w.statement("long o = " + site.offset(g) + ";");
            for (int k = 0; k < n; k++) {
                w.line(c.write(g, component("o", c, size, k), xyzw[k], size, name));
            }
            w.line("return this;");
            w.close();
            w.blank();
        } else {
            String compOffset = site.offset(g) + " + Checks.element(" + Names.literal(name + " component") + ", c, " + n + ", "
                    + componentSize(c, size) + ")";
            g.doc(m, "Reads component {@code c} of " + what + ".", site, "@param c the component, 0 to " + (n - 1),
                    "@return the component");
            w.open("public %s %s(%sint c)", t, name, site.params());
            w.line("return %s;", c.read(g, g.at(compOffset), size));
            w.close();
            w.blank();
            g.doc(m, "Writes component {@code c} of " + what + ".", site, "@param c the component, 0 to " + (n - 1),
                    "@param v the new component", "@return this view");
            w.open("public %s %s(%sint c, %s v)", g.self(), name, site.params(), t);
            w.line(c.write(g, g.at(compOffset), "v", size, name));
            w.line("return this;");
            w.close();
            w.blank();
        }

        g.doc(m, "Writes " + what + " from the first " + n + " elements of {@code src}.", site,
                "@param src the components", "@throws IllegalArgumentException if {@code src} is shorter",
                "@return this view");
        w.open("public %s %s(%s%s[] src)", g.self(), name, site.params(), t);
        w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the Java array
        site.checkLength(w, "src", n);
        for (int k = 0; k < n; k++) {
            w.line(c.write(g, component("o", c, size, k), "src[" + k + "]", size, name));
        }
        w.line("return this;");
        w.close();
        w.blank();

        g.doc(m, "Copies " + what + " into the first " + n + " elements of {@code dst}.", site,
                "@param dst where to copy the components", "@throws IllegalArgumentException if {@code dst} is shorter",
                "@return {@code dst}");
        w.open("public %s[] %s(%s%s[] dst)", t, MemberNames.copyTo(m), site.params(), t);
        w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the Java array
        site.checkLength(w, "dst", n);
        for (int k = 0; k < n; k++) {
            w.line("dst[%d] = %s;", k, c.read(g, component("o", c, size, k), size));
        }
        w.line("return dst;");
        w.close();
        w.blank();

        String joml = g.owner().joml() ? Joml.vector(v, t) : null;
        if (joml != null) {
            g.doc(m, "Writes " + what + " from a JOML vector.", site, "@param src the vector", "@return this view");
            w.open("public %s %s(%sorg.joml.%sc src)", g.self(), name, site.params(), joml);
            w.statement("long o = " + site.offset(g) + ";");
            for (int k = 0; k < n; k++) {
                w.line(c.write(g, component("o", c, size, k), "src." + xyzw[k] + "()", size, name));
            }
            w.line("return this;");
            w.close();
            w.blank();

            g.doc(m, "Copies " + what + " into a JOML vector.", site, "@param dst the vector to set", "@return {@code dst}");
            w.open("public org.joml.%s %s(%sorg.joml.%s dst)", joml, MemberNames.copyTo(m), site.params(), joml);
            w.statement("long o = " + site.offset(g) + ";");
            var args = new StringBuilder();
            for (int k = 0; k < n; k++) {
                args.append(k == 0 ? "" : ",\n        ").append(c.read(g, component("o", c, size, k), size));
            }
            w.line("return dst.set(%s);", args);
            w.close();
            w.blank();
        }
    }

    private static String componentSize(ScalarCodec c, String size) {
        return c.abiSized() ? size : Integer.toString(c.fixedSize);
    }

    /** The offset of component {@code k} from the vector at {@code base}. */
    private static String component(String base, ScalarCodec c, String size, int k) {
        if (k == 0) {
            return base;
        }
        return c.abiSized() ? base + " + " + k + " * " + size : base + " + " + k * c.fixedSize;
    }
}
