package org.abistruct.processor;

import java.util.List;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Accessors of an array member: the element accessors of its element kind with index parameters in front
 * ({@code flags(i)}, {@code colorsX(i)}, {@code bones(i, column, row)}, {@code lights(i)}), and for arrays of
 * scalars bulk copies from and to a Java array (elements in row-major order: the last index varies fastest).
 */
final class ArrayEmitter {
    private ArrayEmitter() {
    }

    /** The {@code NAME_LENGTH} constants: one for a 1-D array; {@code NAME_LENGTH} (outermost) and {@code NAME_LENGTH_d} per dimension otherwise. */
    static void constants(CodeWriter w, MemberModel m) {
        List<Long> dims = m.dims();
        w.javadoc("Elements in {@code " + m.name() + "}" + (dims.size() > 1 ? " (outermost dimension)" : "") + ".");
        w.line("public static final int %s = %d;", MemberNames.length(m), dims.getFirst());
        if (dims.size() > 1) {
            for (int d = 0; d < dims.size(); d++) {
                w.javadoc("Elements in dimension " + d + " of {@code " + m.name() + "}.");
                w.line("public static final int %s = %d;", MemberNames.length(m, d), dims.get(d));
            }
        }
    }

    static void emit(Gen g, MemberModel m) {
        Site site = Site.of(m);
        DataType leaf = m.leaf();
        switch (leaf) {
            case VectorType v -> VectorEmitter.emit(g, m, site);
            case MatrixType mt -> MatrixEmitter.emit(g, m, site);
            case StructType s -> NestedStructEmitter.emit(g, m, site);
            default -> {
                ScalarEmitter.emit(g, m, site);
                bulk(g, m, site);
            }
        }
    }

    private static void bulk(Gen g, MemberModel m, Site site) {
        CodeWriter w = g.w();
        ScalarCodec c = ScalarCodec.of(m.leaf(), m.javaType());
        String name = m.name();
        String t = c.javaType;
        List<Long> dims = m.dims();
        long total = dims.stream().reduce(1L, (a, b) -> a * b);
        String size = g.ref(LayoutFields.size(m));
        String flat = flatIndex(dims);
        String order = dims.size() > 1 ? ", in row-major order (the last index varies fastest)" : "";

        String rejected = c.kind == ScalarCodec.Kind.SIZED
                ? ", or if the ABI gives each element 4 bytes and one does not fit (then nothing is written)" : "";
        g.doc(m, "Writes every element of {@code " + name + "} from the first " + total + " elements of {@code src}" + order + ".",
                new Site(m, List.of()), "@param src the elements",
                "@throws IllegalArgumentException if {@code src} is shorter" + rejected, "@return this view");
        w.open("public %s %s(%s[] src)", g.self(), name, t);
        new Site(m, List.of()).checkLength(w, "src", total);
        if (c.kind == ScalarCodec.Kind.SIZED) {
            // all or nothing: a value too wide for a 4-byte ABI is found before the first store, and named by its
            // element of the member (src is row-major)
            w.line("Checks.allFit(src, %d, %s, %s);", total, size, g.ref(LayoutFields.sized(m)));
        }
        loops(w, dims);
        w.statement("long o = " + site.offset(g, false) + ";");
        w.line(c.write(g, "o", "src[" + flat + "]", size, m));
        closeLoops(w, dims);
        w.line("return this;");
        w.close();
        w.blank();

        g.doc(m, "Copies every element of {@code " + name + "} into the first " + total + " elements of {@code dst}" + order + ".",
                new Site(m, List.of()), "@param dst where to copy the elements",
                "@throws IllegalArgumentException if {@code dst} is shorter", "@return {@code dst}");
        w.open("public %s[] %s(%s[] dst)", t, MemberNames.copyTo(m), t);
        new Site(m, List.of()).checkLength(w, "dst", total);
        loops(w, dims);
        w.statement("long o = " + site.offset(g, false) + ";");
        w.line("dst[%s] = %s;", flat, c.read(g, "o", size));
        closeLoops(w, dims);
        w.line("return dst;");
        w.close();
        w.blank();
    }

    private static void loops(CodeWriter w, List<Long> dims) {
        loops(w, dims, java.util.stream.IntStream.range(0, dims.size()).mapToObj(Names::index).toList());
    }

    /** One {@code for} loop per dimension, outermost first, over the index variables {@code index}. */
    static void loops(CodeWriter w, List<Long> dims, List<String> index) {
        for (int d = 0; d < dims.size(); d++) {
            w.open("for (int %1$s = 0; %1$s < %2$d; %1$s++)", index.get(d), dims.get(d));
        }
    }

    static void closeLoops(CodeWriter w, List<Long> dims) {
        for (int d = 0; d < dims.size(); d++) {
            w.close();
        }
    }

    /** {@code (i * 3 + j) * 4 + k} for dims [2, 3, 4]. */
    private static String flatIndex(List<Long> dims) {
        String expr = Names.index(0);
        for (int d = 1; d < dims.size(); d++) {
            expr = (d > 1 ? "(" + expr + ")" : expr) + " * " + dims.get(d) + " + " + Names.index(d);
        }
        return expr;
    }
}
