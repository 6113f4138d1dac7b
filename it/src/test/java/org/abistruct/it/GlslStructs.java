package org.abistruct.it;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
 * Seeded random struct declarations that GLSL can declare, in {@link RandomStructs}' model (so that
 * {@link RandomStructs#javaSource} and {@link StructFiller} serve them unchanged), and the GLSL compute
 * shader that reads every scalar of one of them out of a block, for {@link VulkanRoundTripTest}.
 *
 * <p>Member types: {@code bool}, {@code int}, {@code uint}, {@code float}, {@code double}, 8-, 16- and
 * 64-bit integers and {@code float16_t} (each only when the device supports it: see {@code allowed}),
 * vectors of 2 to 4 of them, {@code matCxR} of {@code float}, {@code double} and {@code float16_t} in both
 * orders, nested structs, and fixed arrays of one to three dimensions of all of these.
 *
 * <p>GLSL allows {@code layout(row_major)} only on block members, where it applies to every matrix inside, to
 * all depths. So there are two kinds of struct: <em>block</em> structs, whose members become the members of
 * the shader's block and may mix both orders, and <em>inner</em> structs, only ever nested, whose matrices
 * (transitively) all have one order; a block member of an inner struct type is declared row-major when its
 * matrices are.
 */
final class GlslStructs {
    /** How many scalars a block struct holds at most (the shader writes one statement per scalar). */
    private static final int MAX_BLOCK_LEAVES = 140;
    /** How many an inner struct holds at most (arrays of them multiply it). */
    private static final int MAX_INNER_LEAVES = 40;

    /** The declarations in order (each after the structs it nests) and which of them are block structs. */
    record Corpus(List<StructDecl> all, List<StructDecl> blocks) {
    }

    /** One scalar the shader reads: its label in {@link StructFiller}'s format, type, and GLSL expression. */
    record Leaf(String label, Prim prim, String expression) {
        int words() {
            return prim.size == 8 ? 2 : 1;
        }
    }

    private final SplittableRandom rnd;
    private final String prefix;
    private final Prim[] prims;
    private final Prim[] vectorPrims;
    private final Prim[] matrixPrims;
    private final List<StructDecl> all = new ArrayList<>();
    private final List<StructDecl> inner = new ArrayList<>();
    private int next;

    private GlslStructs(long seed, String prefix, Set<Prim> allowed) {
        this.rnd = new SplittableRandom(seed);
        this.prefix = prefix;
        this.prims = allowed.toArray(Prim[]::new);
        this.vectorPrims = allowed.stream().filter(p -> p != Prim.CHAR16).toArray(Prim[]::new);
        this.matrixPrims = allowed.stream().filter(p -> p == Prim.F32 || p == Prim.F64 || p == Prim.F16).toArray(Prim[]::new);
        if (!allowed.contains(Prim.F32)) {
            throw new IllegalArgumentException("float is always allowed");
        }
    }

    /** The scalar types GLSL can declare in a block (before the device's features narrow them). */
    static EnumSet<Prim> glslPrims() {
        return EnumSet.of(Prim.BOOL, Prim.I32, Prim.U32, Prim.F32, Prim.F64, Prim.I64, Prim.U64,
                Prim.I8, Prim.U8, Prim.I16, Prim.U16, Prim.CHAR16, Prim.F16);
    }

    /** {@code blocks} block structs named {@code <prefix>S<n>}, with the inner structs they nest. */
    static Corpus generate(long seed, String prefix, Set<Prim> allowed, int blocks) {
        var g = new GlslStructs(seed, prefix, allowed);
        List<StructDecl> blockStructs = new ArrayList<>();
        while (blockStructs.size() < blocks) {
            if (g.rnd.nextInt(5) < 2) {
                StructDecl s = g.struct(false, g.rnd.nextBoolean());
                g.inner.add(s);
                g.all.add(s);
            } else {
                StructDecl s = g.struct(true, false);
                blockStructs.add(s);
                g.all.add(s);
            }
        }
        return new Corpus(List.copyOf(g.all), List.copyOf(blockStructs));
    }

    // ---------------------------------------------------------------- declarations

    /** A struct; an inner one has all its matrices (and its nested structs' matrices) in order {@code rowMajor}. */
    private StructDecl struct(boolean block, boolean rowMajor) {
        String name = prefix + "S" + next++;
        int n = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 12 : (block ? 7 : 4));
        int max = block ? MAX_BLOCK_LEAVES : MAX_INNER_LEAVES;
        List<MemberDecl> members = new ArrayList<>();
        int leaves = 0;
        for (int i = 0; i < n; i++) {
            Kind kind = kind(block, rowMajor);
            if (leaves + RandomStructs.leafCount(kind) > max) {
                kind = scalar();
            }
            leaves += RandomStructs.leafCount(kind);
            members.add(new MemberDecl((rnd.nextInt(10) == 0 ? "data" : "m") + i, kind, 0));
        }
        return new StructDecl(name, List.copyOf(members), 0);
    }

    private Kind kind(boolean block, boolean rowMajor) {
        int roll = rnd.nextInt(100);
        if (roll < 35) {
            return scalar();
        }
        if (roll < 52) {
            return vector();
        }
        if (roll < 62) {
            return matrix(block ? rnd.nextInt(3) == 0 : rowMajor);
        }
        List<StructDecl> nestable = nestable(block, rowMajor);
        if (roll < 74 && !nestable.isEmpty()) {
            return new Nested(pick(nestable));
        }
        Kind element = switch (rnd.nextInt(10)) {
            case 0, 1, 2 -> vector();
            case 3, 4 -> matrix(block ? rnd.nextInt(3) == 0 : rowMajor);
            case 5, 6 -> nestable.isEmpty() ? scalar() : new Nested(pick(nestable));
            default -> scalar();
        };
        return new Array(element, RandomStructs.dims(rnd, 4, 5));
    }

    /** Inner structs a struct may nest: any for a block struct, those of its matrix order (or none) for an inner one. */
    private List<StructDecl> nestable(boolean block, boolean rowMajor) {
        List<StructDecl> out = new ArrayList<>();
        for (StructDecl s : inner) {
            if (block || !hasMatrix(s, !rowMajor)) {
                out.add(s);
            }
        }
        return out;
    }

    /** Prefers recently declared structs, so that nesting goes a few levels deep. */
    private StructDecl pick(List<StructDecl> from) {
        int back = 1 + rnd.nextInt(Math.min(from.size(), 8));
        return from.get(from.size() - back);
    }

    private Scalar scalar() {
        Prim p = prims[rnd.nextInt(prims.length)];
        String[] spellings = switch (p) {
            case I8 -> new String[] {null, "int8_t"};
            case U8 -> new String[] {"uint8_t"};
            case I16 -> new String[] {null, "int16_t"};
            case U16 -> new String[] {"uint16_t"};
            case CHAR16 -> new String[] {null};
            case I32 -> new String[] {null, "int", "int32_t"};
            case U32 -> new String[] {"uint", "uint32_t"};
            case I64 -> new String[] {null, "int64_t"};
            case U64 -> new String[] {"uint64_t"};
            case BOOL -> new String[] {null, "bool"};
            case F16 -> new String[] {"float16_t"};
            case F32 -> new String[] {null, "float"};
            case F64 -> new String[] {null, "double"};
            default -> throw new AssertionError(p);
        };
        return new Scalar(p, spellings[rnd.nextInt(spellings.length)]);
    }

    private Vector vector() {
        Prim p = vectorPrims[rnd.nextInt(vectorPrims.length)];
        int n = 2 + rnd.nextInt(3);
        return new Vector(p, n, vectorPrefix(p) + "vec" + n);
    }

    private Kind matrix(boolean rowMajor) {
        // float matrices half the time, double and float16_t ones (when allowed) the rest
        Prim p = rnd.nextBoolean() ? Prim.F32 : matrixPrims[rnd.nextInt(matrixPrims.length)];
        int c = 2 + rnd.nextInt(3);
        int r = rnd.nextInt(3) == 0 ? c : 2 + rnd.nextInt(3);
        String name = matrixPrefix(p) + "mat" + c + (r == c && rnd.nextBoolean() ? "" : "x" + r);
        return new Matrix(p, c, r, rowMajor, name);
    }

    /** Whether {@code kind} holds (at any depth) a matrix whose order is {@code rowMajor}. */
    static boolean hasMatrix(Kind kind, boolean rowMajor) {
        return switch (kind) {
            case Matrix m -> m.rowMajor() == rowMajor;
            case Array a -> hasMatrix(a.element(), rowMajor);
            case Nested n -> hasMatrix(n.struct(), rowMajor);
            default -> false;
        };
    }

    static boolean hasMatrix(StructDecl s, boolean rowMajor) {
        return s.members().stream().anyMatch(m -> hasMatrix(m.kind(), rowMajor));
    }

    // ---------------------------------------------------------------- GLSL

    static String scalarName(Prim p) {
        return switch (p) {
            case BOOL -> "bool";
            case I32 -> "int";
            case U32 -> "uint";
            case F32 -> "float";
            case F64 -> "double";
            case I8 -> "int8_t";
            case U8 -> "uint8_t";
            case I16 -> "int16_t";
            case U16, CHAR16 -> "uint16_t";
            case I64 -> "int64_t";
            case U64 -> "uint64_t";
            case F16 -> "float16_t";
            default -> throw new AssertionError(p);
        };
    }

    static String vectorPrefix(Prim p) {
        return switch (p) {
            case F32 -> "";
            case F64 -> "d";
            case I32 -> "i";
            case U32 -> "u";
            case BOOL -> "b";
            case I8 -> "i8";
            case U8 -> "u8";
            case I16 -> "i16";
            case U16 -> "u16";
            case I64 -> "i64";
            case U64 -> "u64";
            case F16 -> "f16";
            default -> throw new AssertionError(p);
        };
    }

    static String matrixPrefix(Prim p) {
        return switch (p) {
            case F32 -> "";
            case F64 -> "d";
            case F16 -> "f16";
            default -> throw new AssertionError(p);
        };
    }

    /** {@code vec3 m2[2][3]}: GLSL's declarator of a member (dimensions outermost first, as in Java's {@code @Length}). */
    static String declarator(MemberDecl m) {
        Kind k = m.kind();
        String dims = "";
        if (k instanceof Array a) {
            dims = CProgram.indexSuffix(a.dims());
            k = a.element();
        }
        String type = switch (k) {
            case Scalar s -> scalarName(s.prim());
            case Vector v -> v.typeName();
            case Matrix x -> x.typeName();
            case Nested n -> n.struct().name();
            case Array a -> throw new AssertionError("array of arrays");
        };
        return type + " " + m.name() + dims;
    }

    /** {@code struct S { ... };}, without the structs it nests. Matrix order is the block member's business. */
    static String structSource(StructDecl s) {
        var b = new StringBuilder("struct ").append(s.name()).append(" {");
        for (MemberDecl m : s.members()) {
            b.append(' ').append(declarator(m)).append(';');
        }
        return b.append(" };\n").toString();
    }

    /** The structs {@code s} nests, each after those it nests, then {@code s} itself when {@code self}. */
    static Set<StructDecl> structsOf(StructDecl s, boolean self) {
        Set<StructDecl> out = new LinkedHashSet<>();
        collect(s, out);
        if (!self) {
            out.remove(s);
        }
        return out;
    }

    private static void collect(StructDecl s, Set<StructDecl> out) {
        for (MemberDecl m : s.members()) {
            Kind k = m.kind() instanceof Array a ? a.element() : m.kind();
            if (k instanceof Nested n && !out.contains(n.struct())) {
                collect(n.struct(), out);
            }
        }
        out.add(s);
    }

    /** The block declaration: {@code s}'s members as the members of a block of {@code layout}. */
    static String blockSource(StructDecl s, String layout, boolean uniform) {
        var b = new StringBuilder();
        b.append("layout(").append(layout).append(", binding = 0) ").append(uniform ? "uniform" : "readonly buffer")
                .append(" Block {\n");
        for (MemberDecl m : s.members()) {
            b.append("    ").append(hasMatrix(m.kind(), true) ? "layout(row_major) " : "").append(declarator(m)).append(";\n");
        }
        return b.append("} b;\n").toString();
    }

    /** Every scalar of block struct {@code s} in declaration order, labelled as {@link StructFiller} labels it. */
    static List<Leaf> leaves(StructDecl s) {
        List<Leaf> out = new ArrayList<>();
        leaves(s, s.name() + ".", "b.", out);
        return out;
    }

    private static void leaves(StructDecl s, String label, String expression, List<Leaf> out) {
        for (MemberDecl m : s.members()) {
            leaves(m.kind(), label + m.name(), expression + m.name(), out);
        }
    }

    private static void leaves(Kind kind, String label, String expression, List<Leaf> out) {
        switch (kind) {
            case Scalar s -> out.add(new Leaf(label, s.prim(), expression));
            case Vector v -> {
                for (int k = 0; k < v.length(); k++) {
                    out.add(new Leaf(label + "<" + k + ">", v.component(), expression + "[" + k + "]"));
                }
            }
            case Matrix m -> {
                // GLSL's m[c][r] is column c, row r in either order, as are AbiStruct's (c, r) accessors
                for (int c = 0; c < m.columns(); c++) {
                    for (int r = 0; r < m.rows(); r++) {
                        out.add(new Leaf(label + "(" + c + "," + r + ")", m.component(), expression + "[" + c + "][" + r + "]"));
                    }
                }
            }
            case Nested n -> leaves(n.struct(), label + ".", expression + ".", out);
            case Array a -> {
                for (int[] index : CProgram.indices(a.dims())) {
                    String suffix = CProgram.indexSuffix(index);
                    leaves(a.element(), label + suffix, expression + suffix, out);
                }
            }
        }
    }

    /**
     * The compute shader that reads every scalar of block struct {@code s} from binding 0 and stores it as raw
     * 32-bit words (two, low word first, for 64-bit ones) into binding 1, in the order of {@link #leaves}.
     */
    static String shader(StructDecl s, String layout, boolean uniform, List<Leaf> leaves) {
        var b = new StringBuilder("#version 460\n")
                .append("#extension GL_EXT_shader_explicit_arithmetic_types : require\n")
                .append("#extension GL_EXT_shader_8bit_storage : require\n")
                .append("#extension GL_EXT_shader_16bit_storage : require\n");
        if (layout.equals("scalar") || layout.equals("std430") && uniform) {
            // glslang takes std430 on a uniform block only with this extension (Vulkan: uniformBufferStandardLayout)
            b.append("#extension GL_EXT_scalar_block_layout : require\n");
        }
        b.append("layout(local_size_x = 1) in;\n");
        for (StructDecl inner : structsOf(s, false)) {
            b.append(structSource(inner));
        }
        b.append(blockSource(s, layout, uniform));
        b.append("layout(std430, binding = 1) writeonly buffer Out { uint w[]; } o;\n");
        b.append("void main() {\n");
        int w = 0;
        for (Leaf leaf : leaves) {
            String e = leaf.expression();
            switch (leaf.prim()) {
                case F32 -> b.append("    o.w[").append(w).append("] = floatBitsToUint(").append(e).append(");\n");
                case I32 -> b.append("    o.w[").append(w).append("] = uint(").append(e).append(");\n");
                case U32 -> b.append("    o.w[").append(w).append("] = ").append(e).append(";\n");
                case BOOL -> b.append("    o.w[").append(w).append("] = ").append(e).append(" ? 1u : 0u;\n");
                // sign-extended through int: the Java side truncates again
                case I8, I16 -> b.append("    o.w[").append(w).append("] = uint(int(").append(e).append("));\n");
                case U8, U16, CHAR16 -> b.append("    o.w[").append(w).append("] = uint(").append(e).append(");\n");
                case F16 -> b.append("    o.w[").append(w).append("] = uint(float16BitsToUint16(").append(e).append("));\n");
                case F64 -> b.append("    { uvec2 t = unpackDouble2x32(").append(e).append("); o.w[").append(w)
                        .append("] = t.x; o.w[").append(w + 1).append("] = t.y; }\n");
                case I64, U64 -> b.append("    { uvec2 t = unpackUint2x32(uint64_t(").append(e).append(")); o.w[").append(w)
                        .append("] = t.x; o.w[").append(w + 1).append("] = t.y; }\n");
                default -> throw new AssertionError(leaf.prim());
            }
            w += leaf.words();
        }
        return b.append("}\n").toString();
    }

    /** What the block structs of a corpus hold: counts of member declarations by kind, over distinct structs. */
    static String coverage(List<StructDecl> blocks) {
        Set<StructDecl> structs = new LinkedHashSet<>();
        for (StructDecl s : blocks) {
            structs.addAll(structsOf(s, true));
        }
        var scalars = new java.util.TreeMap<String, Integer>();
        // vectors, matrices and nested structs count those in arrays too
        int vectors = 0, vectors3 = 0, matrices = 0, rowMajor = 0, nonSquare = 0, notFloat = 0, nested = 0;
        int arraysOfScalars = 0, arraysOfVectors = 0, arraysOfVectors3 = 0, arraysOfMatrices = 0, arraysOfStructs = 0;
        int multiDimensional = 0;
        for (StructDecl s : structs) {
            for (MemberDecl m : s.members()) {
                Kind k = m.kind();
                if (k instanceof Array a) {
                    switch (a.element()) {
                        case Scalar x -> arraysOfScalars++;
                        case Vector v -> {
                            arraysOfVectors++;
                            arraysOfVectors3 += v.length() == 3 ? 1 : 0;
                        }
                        case Matrix x -> arraysOfMatrices++;
                        default -> arraysOfStructs++;
                    }
                    multiDimensional += a.dims().length > 1 ? 1 : 0;
                    k = a.element();
                }
                switch (k) {
                    case Scalar x -> scalars.merge(scalarName(x.prim()), 1, Integer::sum);
                    case Vector v -> {
                        vectors++;
                        vectors3 += v.length() == 3 ? 1 : 0;
                    }
                    case Matrix x -> {
                        matrices++;
                        rowMajor += x.rowMajor() ? 1 : 0;
                        nonSquare += x.columns() != x.rows() ? 1 : 0;
                        notFloat += x.component() != Prim.F32 ? 1 : 0;
                    }
                    case Nested x -> nested++;
                    case Array a -> throw new AssertionError();
                }
            }
        }
        return structs.size() + " structs; scalars " + scalars + "; " + vectors + " vectors (" + vectors3 + " 3-component), "
                + matrices + " matrices (" + rowMajor + " row-major, " + nonSquare + " non-square, " + notFloat
                + " of double or float16_t), " + nested + " nested structs (in arrays or not); arrays of " + arraysOfScalars
                + " scalars, " + arraysOfVectors + " vectors (" + arraysOfVectors3 + " 3-component), " + arraysOfMatrices
                + " matrices, " + arraysOfStructs + " structs, " + multiDimensional + " of them 2-D or 3-D";
    }

    /** The value the shader stored for {@code leaf} at {@code words[at]}, in {@link StructFiller}'s format. */
    static String decode(Leaf leaf, int[] words, int at) {
        int w = words[at];
        return switch (leaf.prim()) {
            case F32 -> "f" + Integer.toUnsignedString(w);
            case I32 -> Integer.toString(w);
            case U32 -> Integer.toUnsignedString(w);
            case BOOL -> w == 1 ? "1" : w == 0 ? "0" : "bool word " + w;
            case I8 -> Byte.toString((byte) w);
            case I16 -> Short.toString((short) w);
            case U8 -> Integer.toString(w & 0xFF);
            case U16, CHAR16 -> Integer.toString(w & 0xFFFF);
            case F16 -> "h" + Integer.toUnsignedString(Float.floatToRawIntBits(Float.float16ToFloat((short) w)));
            case F64 -> "d" + Long.toUnsignedString((w & 0xFFFF_FFFFL) | (long) words[at + 1] << 32);
            case I64 -> Long.toString((w & 0xFFFF_FFFFL) | (long) words[at + 1] << 32);
            case U64 -> Long.toUnsignedString((w & 0xFFFF_FFFFL) | (long) words[at + 1] << 32);
            default -> throw new AssertionError(leaf.prim());
        };
    }
}
