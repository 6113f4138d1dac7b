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
                g.doc(m, "Reads component " + xyzw[k] + " of " + what + (c.widened != null ? " as raw bits (see {@link #"
                        + MemberNames.widenedComponent(m, k, c) + "})" : "") + ".", site, "@return the component");
                w.open("public %s %s(%s)", t, MemberNames.component(m, k), site.onlyParams());
                w.line("return %s;", c.read(g, component(g.at(site.offset(g)), c, size, k), size));
                w.close();
                w.blank();
                g.doc(m, "Writes component " + xyzw[k] + " of " + what + (c.widened != null ? " as raw bits" : "") + ".",
                        site, "@param v the new component", "@return this view");
                w.open("public %s %s(%s%s v)", g.self(), MemberNames.component(m, k), site.params(), t);
                w.line(c.write(g, component(g.at(site.offset(g)), c, size, k), "v", size, m));
                w.line("return this;");
                w.close();
                w.blank();
                if (c.widened != null) {
                    widenedComponent(g, m, site, c, size, k);
                }
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
                w.line(c.write(g, component("o", c, size, k), xyzw[k], size, m));
            }
            w.line("return this;");
            w.close();
            w.blank();
        } else {
            String compOffset = site.offset(g) + " + Checks.element(" + Names.literal(name + " component") + ", c, " + n + ", "
                    + componentSize(c, size) + ")";
            g.doc(m, "Reads component {@code c} of " + what + (c.widened != null ? " as raw bits (see {@link #"
                    + MemberNames.widened(m, c) + "})" : "") + ".", site, "@param c the component, 0 to " + (n - 1),
                    "@return the component");
            w.open("public %s %s(%sint c)", t, name, site.params());
            w.line("return %s;", c.read(g, g.at(compOffset), size));
            w.close();
            w.blank();
            g.doc(m, "Writes component {@code c} of " + what + (c.widened != null ? " as raw bits" : "") + ".", site,
                    "@param c the component, 0 to " + (n - 1), "@param v the new component", "@return this view");
            w.open("public %s %s(%sint c, %s v)", g.self(), name, site.params(), t);
            w.line(c.write(g, g.at(compOffset), "v", size, m));
            w.line("return this;");
            w.close();
            w.blank();
            if (c.widened != null) {
                widenedIndexedComponent(g, m, site, c, size, compOffset);
            }
        }

        g.doc(m, "Writes " + what + " from the first " + n + " elements of {@code src}.", site,
                "@param src the components", "@throws IllegalArgumentException if {@code src} is shorter",
                "@return this view");
        w.open("public %s %s(%s%s[] src)", g.self(), name, site.params(), t);
        w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the Java array
        site.checkLength(w, "src", n);
        for (int k = 0; k < n; k++) {
            w.line(c.write(g, component("o", c, size, k), "src[" + k + "]", size, m));
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
            w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the JOML object
            w.line("%s;", site.nonNull("src"));
            for (int k = 0; k < n; k++) {
                w.line(c.write(g, component("o", c, size, k), "src." + xyzw[k] + "()", size, m));
            }
            w.line("return this;");
            w.close();
            w.blank();

            g.doc(m, "Copies " + what + " into a JOML vector.", site, "@param dst the vector to set", "@return {@code dst}");
            w.open("public org.joml.%s %s(%sorg.joml.%s dst)", joml, MemberNames.copyTo(m), site.params(), joml);
            w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the JOML object
            w.line("%s;", site.nonNull("dst"));
            var args = new StringBuilder();
            for (int k = 0; k < n; k++) {
                args.append(k == 0 ? "" : ",\n        ").append(c.read(g, component("o", c, size, k), size));
            }
            w.line("return dst.set(%s);", args);
            w.close();
            w.blank();
        }
    }

    /**
     * For an unsigned component narrower than 64 bits, as for an unsigned scalar: {@code idsYAsLong()} and
     * {@code idsY(long)}, which refuses a value out of the component's range and names the component.
     */
    private static void widenedComponent(Gen g, MemberModel m, Site site, ScalarCodec c, String size, int k) {
        CodeWriter w = g.w();
        String name = m.name();
        String what = "component " + xyzw[k] + " of " + (site.indexed() ? "vector " + site.subscript() + " of " : "")
                + "{@code " + name + "}";
        g.doc(m, "Reads " + what + " as an unsigned value.", site, "@return the component, " + c.widenedRange());
        w.open("public %s %s(%s)", c.widened, MemberNames.widenedComponent(m, k, c), site.onlyParams());
        w.line("return %s;", c.widen(c.read(g, component(g.at(site.offset(g)), c, size, k), size)));
        w.close();
        w.blank();
        g.doc(m, "Writes " + what + " from an unsigned value.", site,
                "@throws IllegalArgumentException if {@code v} is out of the component's range",
                "@param v the new component, " + c.widenedRange(), "@return this view");
        w.open("public %s %s(%s%s v)", g.self(), MemberNames.component(m, k), site.params(), c.widened);
        if (site.indexed()) {
            String at = component(g.at(site.offset(g)), c, size, k); // the indices first, then the value
            narrowed(w, c, name, Names.literal(xyzw[k]), site.onlyArgs());
            w.line(c.write(g, at, "raw", size, m));
            w.line("return this;");
        } else {
            w.line("return %s(%s);", MemberNames.component(m, k), c.narrow("v", name + "." + xyzw[k]));
        }
        w.close();
        w.blank();
    }

    /** The same for a vector of 8 or 16 components (OpenCL's), whose components are named {@code s0} to {@code sf}. */
    private static void widenedIndexedComponent(Gen g, MemberModel m, Site site, ScalarCodec c, String size,
            String compOffset) {
        CodeWriter w = g.w();
        String name = m.name();
        String what = "component {@code c} of " + (site.indexed() ? "vector " + site.subscript() + " of " : "")
                + "{@code " + name + "}";
        int n = ((VectorType) m.leaf()).length();
        g.doc(m, "Reads " + what + " as an unsigned value.", site, "@param c the component, 0 to " + (n - 1),
                "@return the component, " + c.widenedRange());
        w.open("public %s %s(%sint c)", c.widened, MemberNames.widened(m, c), site.params());
        w.line("return %s;", c.widen(c.read(g, g.at(compOffset), size)));
        w.close();
        w.blank();
        g.doc(m, "Writes " + what + " from an unsigned value.", site, "@param c the component, 0 to " + (n - 1),
                "@throws IllegalArgumentException if {@code v} is out of the component's range",
                "@param v the new component, " + c.widenedRange(), "@return this view");
        w.open("public %s %s(%sint c, %s v)", g.self(), name, site.params(), c.widened);
        String at = g.at(compOffset); // the indices first, then the value
        narrowed(w, c, name, "\"s\" + Character.forDigit(c, 16)", site.onlyArgs());
        w.line(c.write(g, at, "raw", size, m));
        w.line("return this;");
        w.close();
        w.blank();
    }

    /**
     * {@code raw}, narrowed from {@code v}; a value out of range throws naming the component ({@code ids[2].y}). The
     * name is built only when the check fails.
     */
    private static void narrowed(CodeWriter w, ScalarCodec c, String name, String componentName, String indices) {
        w.line("%s raw;", c.javaType);
        w.open("try");
        w.line("raw = %s;", c.narrow("v", name));
        w.next("catch (IllegalArgumentException e)");
        w.line("throw Checks.atComponent(%s, e, %s%s);", Names.literal(name), componentName,
                indices.isEmpty() ? "" : ", " + indices);
        w.close();
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
