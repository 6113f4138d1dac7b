package org.abistruct.processor;

import org.abistruct.type.MatrixType;

/**
 * Accessors of a matrix member (or one matrix of an array of them): element access by column and row,
 * bulk copies in column-major order, and JOML conversions. Element (column, row) lies at
 * {@code column * matrixStride + row * componentSize} for a column-major matrix and at
 * {@code row * matrixStride + column * componentSize} for a row-major one; the matrix stride comes from
 * the ABI (a std140 {@code mat3} has 16-byte columns).
 */
final class MatrixEmitter {
    private MatrixEmitter() {
    }

    static void emit(Gen g, MemberModel m, Site site) {
        CodeWriter w = g.w();
        MatrixType mt = (MatrixType) m.leaf();
        ScalarCodec c = ScalarCodec.of(mt.component(), m.javaType());
        String name = m.name();
        String t = c.javaType;
        int cols = mt.columns();
        int rows = mt.rows();
        String stride = g.ref(LayoutFields.matrixStride(m));
        String what = site.indexed() ? "matrix " + site.subscript() + " of {@code " + name + "}" : "{@code " + name + "}";
        String checked = site.offset(g) + " + " + checkedElement(name, mt, c, stride);
        String[] colRowDocs = {"@param column the column, 0 to " + (cols - 1), "@param row the row, 0 to " + (rows - 1)};

        g.doc(m, "Reads element (column, row) of " + what + ".", site, colRowDocs[0], colRowDocs[1], "@return the element");
        w.open("public %s %s(%sint column, int row)", t, name, site.params());
        w.line("return %s;", c.read(g, g.at(checked), null));
        w.close();
        w.blank();

        g.doc(m, "Writes element (column, row) of " + what + ".", site, colRowDocs[0], colRowDocs[1], "@param v the new element",
                "@return this view");
        w.open("public %s %s(%sint column, int row, %s v)", g.self(), name, site.params(), t);
        w.line(c.write(g, g.at(checked), "v", null, m));
        w.line("return this;");
        w.close();
        w.blank();

        int n = cols * rows;
        g.doc(m, "Writes " + what + " from the first " + n + " elements of {@code src}, column by column "
                        + "(element (column, row) is {@code src[column * " + rows + " + row]}).", site,
                "@param src the elements, column by column", "@throws IllegalArgumentException if {@code src} is shorter",
                "@return this view");
        w.open("public %s %s(%s%s[] src)", g.self(), name, site.params(), t);
        w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the Java array
        site.checkLength(w, "src", n);
        w.open("for (int column = 0; column < %d; column++)", cols);
        w.open("for (int row = 0; row < %d; row++)", rows);
        w.line(c.write(g, "o + " + element("column", "row", mt, c, stride), "src[column * " + rows + " + row]", null, m));
        w.close();
        w.close();
        w.line("return this;");
        w.close();
        w.blank();

        g.doc(m, "Copies " + what + " into the first " + n + " elements of {@code dst}, column by column.", site,
                "@param dst where to copy the elements", "@throws IllegalArgumentException if {@code dst} is shorter",
                "@return {@code dst}");
        w.open("public %s[] %s(%s%s[] dst)", t, MemberNames.copyTo(m), site.params(), t);
        w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the Java array
        site.checkLength(w, "dst", n);
        w.open("for (int column = 0; column < %d; column++)", cols);
        w.open("for (int row = 0; row < %d; row++)", rows);
        w.line("dst[column * %d + row] = %s;", rows, c.read(g, "o + " + element("column", "row", mt, c, stride), null));
        w.close();
        w.close();
        w.line("return dst;");
        w.close();
        w.blank();

        String joml = g.owner().joml() ? Joml.matrix(mt) : null;
        if (joml != null) {
            g.doc(m, "Writes " + what + " from a JOML matrix.", site, "@param src the matrix", "@return this view");
            w.open("public %s %s(%sorg.joml.%sc src)", g.self(), name, site.params(), joml);
            w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the JOML object
            w.line("%s;", site.nonNull("src"));
            for (int col = 0; col < cols; col++) {
                for (int row = 0; row < rows; row++) {
                    w.line(c.write(g, plus("o", constElement(col, row, mt, c, stride)), "src.m" + col + row + "()", null, m));
                }
            }
            w.line("return this;");
            w.close();
            w.blank();

            g.doc(m, "Copies " + what + " into a JOML matrix.", site, "@param dst the matrix to set", "@return {@code dst}");
            w.open("public org.joml.%s %s(%sorg.joml.%s dst)", joml, MemberNames.copyTo(m), site.params(), joml);
            w.statement("long o = " + site.offset(g) + ";"); // the indices first, then the JOML object
            w.line("%s;", site.nonNull("dst"));
            if (Joml.hasElementSetters(mt)) {
                for (int col = 0; col < cols; col++) {
                    for (int row = 0; row < rows; row++) {
                        w.line("dst.m%d%d(%s);", col, row, c.read(g, plus("o", constElement(col, row, mt, c, stride)), null));
                    }
                }
                w.line("return dst;");
            } else {
                var args = new StringBuilder();
                for (int col = 0; col < cols; col++) {
                    for (int row = 0; row < rows; row++) {
                        args.append(args.isEmpty() ? "" : ",\n        ").append(c.read(g, plus("o", constElement(col, row, mt, c, stride)), null));
                    }
                }
                w.line("return dst.set(%s);", args);
            }
            w.close();
            w.blank();
        }
    }

    private static String plus(String base, String part) {
        return part.equals("0") ? base : base + " + " + part;
    }

    /** The offset of element (column, row) from the matrix start, for index expressions. */
    private static String element(String column, String row, MatrixType mt, ScalarCodec c, String stride) {
        String major = mt.rowMajor() ? row : column;
        String minor = mt.rowMajor() ? column : row;
        return "(long) " + major + " * " + stride + " + " + minor + " * " + c.fixedSize;
    }

    /** The offset of element (column, row) from the matrix start, with both indices checked. */
    private static String checkedElement(String name, MatrixType mt, ScalarCodec c, String stride) {
        String column = Names.literal(name + " column") + ", column, " + mt.columns();
        String row = Names.literal(name + " row") + ", row, " + mt.rows();
        String major = mt.rowMajor() ? row : column;
        String minor = mt.rowMajor() ? column : row;
        return "Checks.element(" + major + ", " + stride + ") + Checks.element(" + minor + ", " + c.fixedSize + ")";
    }

    /** The offset of a constant element, folded where it can be. */
    private static String constElement(int column, int row, MatrixType mt, ScalarCodec c, String stride) {
        int major = mt.rowMajor() ? row : column;
        int minor = (mt.rowMajor() ? column : row) * c.fixedSize;
        String majorPart = major == 0 ? "" : major == 1 ? stride : major + " * " + stride;
        if (majorPart.isEmpty()) {
            return Integer.toString(minor);
        }
        return minor == 0 ? majorPart : majorPart + " + " + minor;
    }
}
