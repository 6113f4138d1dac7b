package org.abistruct.it;

import java.util.List;
import java.util.function.Consumer;
import org.abistruct.it.RandomStructs.Array;
import org.abistruct.it.RandomStructs.Kind;
import org.abistruct.it.RandomStructs.Matrix;
import org.abistruct.it.RandomStructs.MemberDecl;
import org.abistruct.it.RandomStructs.Nested;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.RandomStructs.Scalar;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.it.RandomStructs.Vector;

/**
 * The C side of the round trip: the structs of a {@link RandomStructs} model as C declarations (vectors as
 * arrays of their components, matrices as arrays of columns, or of rows when row-major, as the native ABI
 * lays them out), and a {@code main} that reads each struct's bytes from {@code <name>.bin} and prints
 * {@code sizeof}, {@code _Alignof}, every member's {@code offsetof}, and every scalar value in it.
 *
 * <p>Value lines are {@code label=value}; labels are built by {@link #leaves} so that Java's expectation
 * uses the very same names: {@code S3.m2[1][0].m4<2>} is component 2 of vector {@code m4} in element
 * [1][0] of struct array {@code m2}; {@code m5(c,r)} is column c, row r of a matrix. Values print as
 * signed or unsigned decimals, {@code bool} as its raw byte, floating point as the bits of the value
 * ({@code f}/{@code d} prefix; {@code float16} as the bits of the value widened to float, {@code h}).
 */
public final class CProgram {

    /** One scalar value inside a struct: its label, its C expression, its kind. */
    public record Leaf(String label, String cExpression, Prim prim) {
    }

    private CProgram() {
    }

    /** Every scalar value of struct {@code s}, in member order; labels start with {@code label}. */
    public static void leaves(StructDecl s, String label, String cExpr, Consumer<Leaf> out) {
        for (MemberDecl m : s.members()) {
            leaves(m.kind(), label + m.name(), cExpr + "." + m.name(), out);
        }
    }

    private static void leaves(Kind kind, String label, String cExpr, Consumer<Leaf> out) {
        switch (kind) {
            case Scalar sc -> out.accept(new Leaf(label, cExpr, sc.prim()));
            case Vector v -> {
                for (int k = 0; k < v.length(); k++) {
                    out.accept(new Leaf(label + "<" + k + ">", cExpr + "[" + k + "]", v.component()));
                }
            }
            case Matrix m -> {
                for (int c = 0; c < m.columns(); c++) {
                    for (int r = 0; r < m.rows(); r++) {
                        String index = m.rowMajor() ? "[" + r + "][" + c + "]" : "[" + c + "][" + r + "]";
                        out.accept(new Leaf(label + "(" + c + "," + r + ")", cExpr + index, m.component()));
                    }
                }
            }
            case Nested n -> leaves(n.struct(), label + ".", cExpr, out);
            case Array a -> {
                for (int[] index : indices(a.dims())) {
                    String suffix = indexSuffix(index);
                    leaves(a.element(), label + suffix, cExpr + suffix, out);
                }
            }
        }
    }

    /** Every index tuple of an array with these dimensions, last index fastest. */
    public static List<int[]> indices(int[] dims) {
        var all = new java.util.ArrayList<int[]>();
        int[] index = new int[dims.length];
        int total = 1;
        for (int d : dims) {
            total *= d;
        }
        for (int n = 0; n < total; n++) {
            all.add(index.clone());
            for (int k = dims.length - 1; k >= 0; k--) {
                if (++index[k] < dims[k]) {
                    break;
                }
                index[k] = 0;
            }
        }
        return all;
    }

    public static String indexSuffix(int[] index) {
        var b = new StringBuilder();
        for (int i : index) {
            b.append('[').append(i).append(']');
        }
        return b.toString();
    }

    /** The whole C program for {@code structs}. */
    public static String source(List<StructDecl> structs) {
        var b = new StringBuilder();
        b.append("""
                #include <stdint.h>
                #include <stddef.h>
                #include <stdio.h>
                #include <string.h>

                static void p_s(const char *l, long long v) { printf("%s=%lld\\n", l, v); }
                static void p_u(const char *l, unsigned long long v) { printf("%s=%llu\\n", l, v); }
                static void p_b(const char *l, const _Bool *v) { unsigned char raw; memcpy(&raw, v, 1); printf("%s=%u\\n", l, raw); }
                static void p_f32(const char *l, float v) { uint32_t u; memcpy(&u, &v, 4); printf("%s=f%u\\n", l, u); }
                static void p_f64(const char *l, double v) { uint64_t u; memcpy(&u, &v, 8); printf("%s=d%llu\\n", l, (unsigned long long) u); }
                #ifdef __FLT16_MAX__
                typedef _Float16 f16_t;
                static float f16_to_float(f16_t v) { return (float) v; }
                #else
                /* no _Float16 in this compiler (clang < 15 on x86-64): the 2 bytes, widened by hand */
                typedef uint16_t f16_t;
                static float f16_to_float(f16_t h) {
                    uint32_t sign = (uint32_t) (h >> 15) << 31, exp = (h >> 10) & 0x1F, mant = h & 0x3FF, bits;
                    if (exp == 0 && mant == 0) {
                        bits = sign;
                    } else if (exp == 0) {
                        exp = 127 - 15 + 1;
                        while (!(mant & 0x400)) { mant <<= 1; exp--; }
                        bits = sign | (exp << 23) | ((mant & 0x3FF) << 13);
                    } else if (exp == 31) {
                        bits = sign | 0x7F800000u | (mant << 13);
                    } else {
                        bits = sign | ((exp - 15 + 127) << 23) | (mant << 13);
                    }
                    float f;
                    memcpy(&f, &bits, 4);
                    return f;
                }
                #endif
                static void p_f16(const char *l, f16_t v) { float f = f16_to_float(v); uint32_t u; memcpy(&u, &f, 4); printf("%s=h%u\\n", l, u); }

                static _Alignas(64) unsigned char buf[1 << 20];

                static int load(const char *file, size_t expected) {
                    FILE *f = fopen(file, "rb");
                    if (!f) { printf("%s: cannot open\\n", file); return 0; }
                    size_t n = fread(buf, 1, sizeof buf, f);
                    fclose(f);
                    if (n != expected) { printf("%s: %zu bytes, sizeof is %zu\\n", file, n, expected); return 0; }
                    return 1;
                }

                """);
        for (StructDecl s : structs) {
            declaration(b, s);
        }
        for (StructDecl s : structs) {
            b.append("static void print_").append(s.name()).append("(const struct ").append(s.name())
                    .append(" *s) {\n");
            leaves(s, s.name() + ".", "(*s)", leaf -> b.append("    ").append(printCall(leaf)).append('\n'));
            b.append("}\n\n");
        }
        b.append("int main(void) {\n");
        for (StructDecl s : structs) {
            String n = s.name();
            b.append("    printf(\"").append(n).append(" sizeof=%zu alignof=%zu\\n\", sizeof(struct ").append(n)
                    .append("), _Alignof(struct ").append(n).append("));\n");
            for (MemberDecl m : s.members()) {
                b.append("    printf(\"").append(n).append("@").append(m.name()).append("=%zu\\n\", offsetof(struct ")
                        .append(n).append(", ").append(m.name()).append("));\n");
            }
            b.append("    if (load(\"").append(n).append(".bin\", sizeof(struct ").append(n).append("))) print_")
                    .append(n).append("((const struct ").append(n).append(" *) buf);\n");
        }
        b.append("    return 0;\n}\n");
        return b.toString();
    }

    /** The C declaration of {@code s} ({@link CStaticObjects} declares the structs this way too). */
    static void declaration(StringBuilder b, StructDecl s) {
        b.append("struct ").append(s.name()).append(" {\n");
        for (MemberDecl m : s.members()) {
            b.append("    ");
            if (m.align() != 0) {
                b.append("_Alignas(").append(m.align()).append(") ");
            }
            b.append(cDeclarator(m.kind(), m.name())).append(";\n");
        }
        b.append("}");
        if (s.align() != 0) {
            b.append(" __attribute__((aligned(").append(s.align()).append(")))");
        }
        b.append(";\n\n");
    }

    private static String cDeclarator(Kind kind, String name) {
        return switch (kind) {
            case Scalar s -> s.prim().cType + " " + name;
            case Vector v -> v.component().cType + " " + name + "[" + v.length() + "]";
            case Matrix m -> m.component().cType + " " + name
                    + (m.rowMajor() ? "[" + m.rows() + "][" + m.columns() + "]" : "[" + m.columns() + "][" + m.rows() + "]");
            case Nested n -> "struct " + n.struct().name() + " " + name;
            case Array a -> cDeclarator(a.element(), name + CProgram.indexSuffix(a.dims()));
        };
    }

    private static String printCall(Leaf leaf) {
        String l = "\"" + leaf.label() + "\"";
        String e = leaf.cExpression();
        return switch (leaf.prim().print) {
            case SIGNED -> "p_s(" + l + ", (long long) " + e + ");";
            case UNSIGNED -> "p_u(" + l + ", (unsigned long long) " + (leaf.prim().isPointer() ? "(uintptr_t) " : "") + e + ");";
            case BOOL -> "p_b(" + l + ", &" + e + ");";
            case F16 -> "p_f16(" + l + ", " + e + ");";
            case F32 -> "p_f32(" + l + ", " + e + ");";
            case F64 -> "p_f64(" + l + ", " + e + ");";
        };
    }
}
