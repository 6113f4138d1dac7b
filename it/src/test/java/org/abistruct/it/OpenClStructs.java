package org.abistruct.it;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
 * Seeded random struct declarations in the OpenCL C subset of the declaration language, in
 * {@link RandomStructs}' model (so that {@link StructFiller} fills them): {@code char uchar short ushort int
 * uint long ulong half float double}, their 2-, 3-, 4-, 8- and 16-component vectors, fixed arrays of one to
 * three dimensions (of scalars, vectors, 3-component vectors in particular, and structs), nested structs and
 * explicit member and struct alignment. No {@code bool}, matrices, pointers or C-only types: OpenCL C kernel
 * arguments cannot hold them, or the {@code opencl} ABI refuses them.
 *
 * <p>Also writes the declarations as OpenCL C with one kernel per struct ({@link #kernelSource}) that reports
 * {@code sizeof}, {@code __alignof__}, every member's {@code offsetof} and the bits of every scalar it reads,
 * in the order {@link #leaves} lists them.
 */
final class OpenClStructs {

    /** The OpenCL C scalar types, as {@link Prim}s ({@link #clName} names them). */
    static final Prim[] PRIMS = {Prim.I8, Prim.U8, Prim.I16, Prim.U16, Prim.I32, Prim.U32, Prim.I64,
        Prim.U64, Prim.F16, Prim.F32, Prim.F64};
    private static final int[] LENGTHS = {2, 3, 3, 4, 8, 16};
    private static final int MAX_LEAVES = 160;

    private final SplittableRandom rnd;
    private final boolean half;
    private final boolean fp64;
    private final List<StructDecl> structs = new ArrayList<>();

    private OpenClStructs(long seed, boolean half, boolean fp64) {
        this.rnd = new SplittableRandom(seed);
        this.half = half;
        this.fp64 = fp64;
    }

    /**
     * {@code count} declarations {@code S0 ... S<count-1>}; {@code half} and {@code double} members only when
     * allowed.
     */
    static List<StructDecl> generate(long seed, int count, boolean half, boolean fp64) {
        var g = new OpenClStructs(seed, half, fp64);
        for (int i = 0; i < count; i++) {
            g.structs.add(g.struct("S" + i));
        }
        return List.copyOf(g.structs);
    }

    /** The OpenCL C name of a scalar type. */
    static String clName(Prim p) {
        return switch (p) {
            case I8 -> "char";
            case U8 -> "uchar";
            case I16 -> "short";
            case U16 -> "ushort";
            case I32 -> "int";
            case U32 -> "uint";
            case I64 -> "long";
            case U64 -> "ulong";
            case F16 -> "half";
            case F32 -> "float";
            case F64 -> "double";
            default -> throw new IllegalArgumentException("not an OpenCL C scalar: " + p);
        };
    }

    private StructDecl struct(String name) {
        int n = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 12 : 6);
        List<MemberDecl> members = new ArrayList<>();
        int leaves = 0;
        for (int i = 0; i < n; i++) {
            Kind kind = kind();
            if (leaves + RandomStructs.leafCount(kind) > MAX_LEAVES) {
                kind = scalar();
            }
            leaves += RandomStructs.leafCount(kind);
            long align = rnd.nextInt(12) == 0 ? raise(alignment(kind)) : 0;
            members.add(new MemberDecl("m" + i, kind, align));
        }
        long align = 0;
        if (rnd.nextInt(10) == 0) {
            long natural = 1;
            for (MemberDecl m : members) {
                natural = Math.max(natural, Math.max(m.align(), alignment(m.kind())));
            }
            align = raise(natural);
        }
        return new StructDecl(name, List.copyOf(members), align);
    }

    /** A power of two above {@code natural}, at most 4 times it. */
    private long raise(long natural) {
        return natural << (1 + rnd.nextInt(2));
    }

    private Kind kind() {
        int roll = rnd.nextInt(100);
        if (roll < 35) {
            return scalar();
        }
        if (roll < 68) {
            return vector(false);
        }
        if (roll < 79 && !structs.isEmpty()) {
            return new Nested(nestable());
        }
        Kind element = switch (rnd.nextInt(10)) {
            case 0, 1, 2 -> vector(true);
            case 3, 4 -> structs.isEmpty() ? scalar() : new Nested(nestable());
            default -> scalar();
        };
        return new Array(element, RandomStructs.dims(rnd, 5, 5));
    }

    private StructDecl nestable() {
        int n = structs.size();
        return structs.get(n - Math.min(n, 1 + rnd.nextInt(Math.min(n, 12))));
    }

    private Prim prim() {
        while (true) {
            Prim p = PRIMS[rnd.nextInt(PRIMS.length)];
            if ((p != Prim.F16 || half) && (p != Prim.F64 || fp64)) {
                return p;
            }
        }
    }

    private Scalar scalar() {
        Prim p = prim();
        // the Java type alone says byte, short, int, long, float and double; OpenCL spellings otherwise
        boolean implicit = switch (p) {
            case I8, I16, I32, I64, F32, F64 -> rnd.nextBoolean();
            default -> false;
        };
        return new Scalar(p, implicit ? null : clName(p));
    }

    /** A vector; as an array element, a 3-component one half the time (they are sized as 4). */
    private Vector vector(boolean element) {
        Prim p = prim();
        int n = element && rnd.nextBoolean() ? 3 : LENGTHS[rnd.nextInt(LENGTHS.length)];
        return new Vector(p, n, clName(p) + n);
    }

    /** The member's alignment under OpenCL C (every type aligned to its size, 3-vectors as 4). */
    static long alignment(Kind kind) {
        return switch (kind) {
            case Scalar s -> s.prim().size;
            case Vector v -> (long) v.component().size * (v.length() == 3 ? 4 : v.length());
            case Nested n -> structAlignment(n.struct());
            case Array a -> alignment(a.element());
            case Matrix m -> throw new IllegalArgumentException("OpenCL C has no matrices");
        };
    }

    static long structAlignment(StructDecl s) {
        long a = Math.max(1, s.align());
        for (MemberDecl m : s.members()) {
            a = Math.max(a, Math.max(m.align(), alignment(m.kind())));
        }
        return a;
    }

    // ---------------------------------------------------------------- coverage

    /**
     * What {@code structs} exercise: {@code "scalar T"}, {@code "vector TN"}, {@code "length N"},
     * {@code "array of T"}, {@code "array of 3-vectors"}, {@code "array of structs"}, {@code "2-d array"},
     * {@code "nested struct"}, {@code "member align"}, {@code "struct align"}.
     */
    static java.util.SortedSet<String> coverage(List<StructDecl> structs) {
        var seen = new java.util.TreeSet<String>();
        for (StructDecl s : structs) {
            if (s.align() != 0) {
                seen.add("struct align");
            }
            for (MemberDecl m : s.members()) {
                if (m.align() != 0) {
                    seen.add("member align");
                }
                cover(m.kind(), seen);
            }
        }
        return seen;
    }

    private static void cover(Kind kind, java.util.Set<String> seen) {
        switch (kind) {
            case Scalar s -> seen.add("scalar " + clName(s.prim()));
            case Vector v -> {
                seen.add("vector " + clName(v.component()));
                seen.add("length " + v.length());
            }
            case Nested n -> seen.add("nested struct");
            case Array a -> {
                seen.add(a.dims().length + "-d array");
                switch (a.element()) {
                    case Scalar s -> seen.add("array of scalars");
                    case Vector v -> seen.add(v.length() == 3 ? "array of 3-vectors" : "array of vectors");
                    case Nested n -> seen.add("array of structs");
                    default -> {
                    }
                }
                cover(a.element(), seen);
            }
            case Matrix m -> throw new IllegalArgumentException("OpenCL C has no matrices");
        }
    }

    /** Everything {@link #coverage} should list for a corpus of the given types. */
    static List<String> fullCoverage(boolean half, boolean fp64) {
        List<String> all = new ArrayList<>(List.of("struct align", "member align", "nested struct", "1-d array",
                "2-d array", "3-d array", "array of scalars", "array of vectors", "array of 3-vectors", "array of structs"));
        for (int n : new int[] {2, 3, 4, 8, 16}) {
            all.add("length " + n);
        }
        for (Prim p : PRIMS) {
            if ((p != Prim.F16 || half) && (p != Prim.F64 || fp64)) {
                all.add("scalar " + clName(p));
                all.add("vector " + clName(p));
            }
        }
        return all;
    }

    // ---------------------------------------------------------------- Java source

    /** The {@code @Struct} record for {@code s}, declared with {@code abi = "opencl"}. */
    static String javaSource(String pkg, StructDecl s) {
        return RandomStructs.javaSource(pkg, s, "opencl");
    }

    // ---------------------------------------------------------------- OpenCL C source

    /**
     * One scalar the kernel reads: its {@link StructFiller} label, type, where its bits go in the output and
     * the OpenCL C statement that puts them there.
     */
    record Leaf(String label, Prim prim, int word, String statement) {
    }

    /** The header words: {@code sizeof}, {@code __alignof__}, then one {@code offsetof} per member. */
    static int headerWords(StructDecl s) {
        return 2 + s.members().size();
    }

    /** Every scalar of {@code s} in declaration order (arrays row-major, vectors by component). */
    static List<Leaf> leaves(StructDecl s) {
        List<Leaf> out = new ArrayList<>();
        int[] word = {headerWords(s)};
        for (MemberDecl m : s.members()) {
            leaves(m.kind(), s.name() + "." + m.name(), "in->" + m.name(), word, out);
        }
        return out;
    }

    /** How many words the kernel of {@code s} writes, given its {@link #leaves}. */
    static int words(StructDecl s, List<Leaf> leaves) {
        if (leaves.isEmpty()) {
            return headerWords(s);
        }
        Leaf last = leaves.getLast();
        return last.word() + (last.prim().size == 8 ? 2 : 1);
    }

    private static void leaves(Kind kind, String label, String expr, int[] word, List<Leaf> out) {
        switch (kind) {
            case Scalar s -> out.add(leaf(s.prim(), label, expr, -1, word));
            case Vector v -> {
                for (int k = 0; k < v.length(); k++) {
                    out.add(leaf(v.component(), label + "<" + k + ">", expr, k, word));
                }
            }
            case Nested n -> {
                for (MemberDecl m : n.struct().members()) {
                    leaves(m.kind(), label + "." + m.name(), expr + "." + m.name(), word, out);
                }
            }
            case Array a -> {
                for (int[] index : CProgram.indices(a.dims())) {
                    String suffix = CProgram.indexSuffix(index);
                    leaves(a.element(), label + suffix, expr + suffix, word, out);
                }
            }
            case Matrix m -> throw new IllegalArgumentException("OpenCL C has no matrices");
        }
    }

    /** {@code component} is the vector component, or -1 for a scalar. */
    private static Leaf leaf(Prim p, String label, String expr, int component, int[] word) {
        int w = word[0];
        String value = component < 0 ? expr : expr + ".s" + Integer.toHexString(component);
        String statement = switch (p) {
            // half: OpenCL C 1.2 without cl_khr_fp16 may only load it through a half pointer (vload_half);
            // the struct holds it as ushort storage of the same size and alignment
            case F16 -> "out[" + w + "] = as_uint(vload_half(" + Math.max(component, 0)
                    + ", (const __global half *) &" + expr + "));";
            case F32 -> "out[" + w + "] = as_uint(" + value + ");";
            case I64, U64, F64 -> "{ uint2 t = as_uint2(" + value + "); out[" + w + "] = t.s0; out[" + (w + 1)
                    + "] = t.s1; }";
            default -> "out[" + w + "] = (uint) " + value + ";";
        };
        word[0] += p.size == 8 ? 2 : 1;
        return new Leaf(label, p, w, statement);
    }

    /** The OpenCL C type of a member's element: {@code half} is held as {@code ushort} storage. */
    private static String clType(Kind kind) {
        return switch (kind) {
            case Scalar s -> s.prim() == Prim.F16 ? "ushort" : clName(s.prim());
            case Vector v -> (v.component() == Prim.F16 ? "ushort" : clName(v.component())) + v.length();
            case Nested n -> "struct " + n.struct().name();
            case Array a -> clType(a.element());
            case Matrix m -> throw new IllegalArgumentException("OpenCL C has no matrices");
        };
    }

    /** The struct declaration in OpenCL C. */
    static String clDeclaration(StructDecl s) {
        var b = new StringBuilder("struct ");
        if (s.align() != 0) {
            b.append("__attribute__((aligned(").append(s.align()).append("))) ");
        }
        b.append(s.name()).append(" {\n");
        for (MemberDecl m : s.members()) {
            b.append("    ").append(clType(m.kind())).append(' ').append(m.name());
            if (m.kind() instanceof Array a) {
                for (int d : a.dims()) {
                    b.append('[').append(d).append(']');
                }
            }
            if (m.align() != 0) {
                b.append(" __attribute__((aligned(").append(m.align()).append(")))");
            }
            b.append(";\n");
        }
        return b.append("};\n").toString();
    }

    /** Every declaration and, per struct {@code S}, a kernel {@code read_S(const S *in, uint *out)}. */
    static String kernelSource(List<StructDecl> structs, boolean fp64) {
        var b = new StringBuilder();
        if (fp64) {
            b.append("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n\n");
        }
        for (StructDecl s : structs) {
            b.append(clDeclaration(s)).append('\n');
        }
        for (StructDecl s : structs) {
            String t = "struct " + s.name();
            b.append("__kernel void ").append(kernelName(s)).append("(__global const ").append(t)
                    .append(" *in, __global uint *out) {\n");
            b.append("    out[0] = (uint) sizeof(").append(t).append(");\n");
            b.append("    out[1] = (uint) __alignof__(").append(t).append(");\n");
            for (int i = 0; i < s.members().size(); i++) {
                b.append("    out[").append(2 + i).append("] = (uint) __builtin_offsetof(").append(t).append(", ")
                        .append(s.members().get(i).name()).append(");\n");
            }
            for (Leaf leaf : leaves(s)) {
                b.append("    ").append(leaf.statement()).append('\n');
            }
            b.append("}\n\n");
        }
        return b.toString();
    }

    static String kernelName(StructDecl s) {
        return "read_" + s.name();
    }
}
