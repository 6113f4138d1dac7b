package org.abistruct.it;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random struct declarations covering the declaration language: scalars of every width, signed and
 * unsigned, {@code bool}, {@code float16}, {@code float}, {@code double}, the C kinds the ABI sizes
 * ({@code long}, {@code size_t}, pointers), vectors, matrices in both orders, fixed and multi-dimensional
 * arrays, nested structs and arrays of them, and explicit member and struct alignment.
 *
 * <p>The same model is written out twice: as {@code @Struct} records (Java) and as C structs with a
 * printer for every member ({@link CProgram}). Struct {@code i} may nest only structs declared before it.
 */
public final class RandomStructs {

    /** How a scalar's value is printed, so that Java's expectation and C's output compare as text. */
    public enum Print { SIGNED, UNSIGNED, BOOL, F16, F32, F64 }

    /**
     * A scalar kind: the Java component type, the {@code @Type} spellings the declaration may use for it
     * ({@code null} = the Java type alone says it), the C type, the size in bytes under LP64, how it prints.
     */
    public enum Prim {
        I8("byte", new String[] {null, "int8_t", "signed char", "char"}, "int8_t", 1, Print.SIGNED),
        U8("byte", new String[] {"uint8_t", "unsigned char", "uchar"}, "uint8_t", 1, Print.UNSIGNED),
        I16("short", new String[] {null, "int16_t", "short"}, "int16_t", 2, Print.SIGNED),
        U16("short", new String[] {"uint16_t", "unsigned short", "ushort"}, "uint16_t", 2, Print.UNSIGNED),
        CHAR16("char", new String[] {null}, "uint16_t", 2, Print.UNSIGNED),
        I32("int", new String[] {null, "int32_t", "int"}, "int32_t", 4, Print.SIGNED),
        U32("int", new String[] {"uint32_t", "unsigned int", "uint", "unsigned"}, "uint32_t", 4, Print.UNSIGNED),
        I64("long", new String[] {null, "int64_t", "long long"}, "int64_t", 8, Print.SIGNED),
        U64("long", new String[] {"uint64_t", "unsigned long long"}, "uint64_t", 8, Print.UNSIGNED),
        BOOL("boolean", new String[] {null, "bool"}, "_Bool", 1, Print.BOOL),
        F16("float", new String[] {"float16_t", "half"}, "f16_t", 2, Print.F16),
        F32("float", new String[] {null, "float"}, "float", 4, Print.F32),
        F64("double", new String[] {null, "double"}, "double", 8, Print.F64),
        LONG("long", new String[] {"long"}, "long", 8, Print.SIGNED),
        ULONG("long", new String[] {"unsigned long"}, "unsigned long", 8, Print.UNSIGNED),
        SIZE_T("long", new String[] {"size_t"}, "size_t", 8, Print.UNSIGNED),
        INTPTR("long", new String[] {"intptr_t", "ptrdiff_t"}, "intptr_t", 8, Print.SIGNED),
        UINTPTR("long", new String[] {"uintptr_t"}, "uintptr_t", 8, Print.UNSIGNED),
        VOID_PTR("long", new String[] {"void *"}, "void *", 8, Print.UNSIGNED),
        FLOAT_PTR("long", new String[] {"float *"}, "float *", 8, Print.UNSIGNED);

        public final String javaType;
        final String[] spellings;
        public final String cType;
        public final int size;
        public final Print print;

        Prim(String javaType, String[] spellings, String cType, int size, Print print) {
            this.javaType = javaType;
            this.spellings = spellings;
            this.cType = cType;
            this.size = size;
            this.print = print;
        }

        public boolean isPointer() {
            return cType.endsWith("*");
        }

        public Class<?> javaClass() {
            return switch (javaType) {
                case "byte" -> byte.class;
                case "short" -> short.class;
                case "char" -> char.class;
                case "int" -> int.class;
                case "long" -> long.class;
                case "boolean" -> boolean.class;
                case "float" -> float.class;
                case "double" -> double.class;
                default -> throw new AssertionError(javaType);
            };
        }
    }

    /** A member's type. */
    public sealed interface Kind permits Scalar, Vector, Matrix, Nested, Array {
    }

    /** @param spelling the {@code @Type} value, or null */
    public record Scalar(Prim prim, String spelling) implements Kind {
    }

    /** @param typeName the {@code @Type} value ({@code vec3}, {@code uchar16}) */
    public record Vector(Prim component, int length, String typeName) implements Kind {
    }

    /** Column-major unless {@code rowMajor}; {@code typeName} is {@code mat3x2}, {@code dmat4}, ... */
    public record Matrix(Prim component, int columns, int rows, boolean rowMajor, String typeName) implements Kind {
    }

    public record Nested(StructDecl struct) implements Kind {
    }

    /** A fixed array, outermost dimension first, of a scalar, vector, matrix or struct. */
    public record Array(Kind element, int[] dims) implements Kind {
        public int count() {
            int n = 1;
            for (int d : dims) {
                n *= d;
            }
            return n;
        }
    }

    /** @param align the {@code @Align} value, or 0 */
    public record MemberDecl(String name, Kind kind, long align) {
    }

    /** @param align the struct's {@code @Align} value, or 0 */
    public record StructDecl(String name, List<MemberDecl> members, long align) {
        public String recordName() {
            return name + "Decl";
        }
    }

    private static final int[] GLSL_LENGTHS = {2, 3, 4};
    /** The components of GLSL-named vectors (OpenCL-named ones take {@link OpenClStructs#PRIMS}). */
    private static final Prim[] GLSL_VECTOR_COMPONENTS = {Prim.F32, Prim.F64, Prim.I32, Prim.U32, Prim.BOOL, Prim.I8,
        Prim.U8, Prim.I16, Prim.U16, Prim.I64, Prim.U64, Prim.F16};
    /** The components of matrices: {@code float} twice as often as the others. */
    private static final Prim[] MATRIX_COMPONENTS = {Prim.F32, Prim.F32, Prim.F64, Prim.F16};
    private static final int[] OPENCL_LENGTHS = {2, 3, 4, 8, 16};
    private static final String[] JAVA_RESERVED_LIKE = {"x", "y", "z", "w", "size", "data", "value", "count", "flags"};

    /** Keeps structs (and so the test's C program) small: nesting arrays of structs would grow exponentially. */
    private static final int MAX_LEAVES = 160;

    private final SplittableRandom rnd;
    private final List<StructDecl> structs = new ArrayList<>();

    private RandomStructs(long seed) {
        this.rnd = new SplittableRandom(seed);
    }

    /** {@code count} random struct declarations named {@code S0 ... S<count-1>}. */
    public static List<StructDecl> generate(long seed, int count) {
        var g = new RandomStructs(seed);
        for (int i = 0; i < count; i++) {
            g.structs.add(g.struct("S" + i));
        }
        return List.copyOf(g.structs);
    }

    private StructDecl struct(String name) {
        int n = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 14 : 7);
        List<MemberDecl> members = new ArrayList<>();
        int leaves = 0;
        for (int i = 0; i < n; i++) {
            Kind kind = kind(0);
            if (leaves + leafCount(kind) > MAX_LEAVES) {
                kind = scalar();
            }
            leaves += leafCount(kind);
            long align = 0;
            if (rnd.nextInt(10) == 0) {
                align = alignAtLeast(alignment(kind));
            }
            // a few member names that could clash with generated helpers, as users would write them
            String memberName = rnd.nextInt(12) == 0 ? JAVA_RESERVED_LIKE[rnd.nextInt(JAVA_RESERVED_LIKE.length)] + i : "m" + i;
            members.add(new MemberDecl(memberName, kind, align));
        }
        long align = 0;
        if (rnd.nextInt(12) == 0) {
            long natural = 1;
            for (MemberDecl m : members) {
                natural = Math.max(natural, m.align() != 0 ? m.align() : alignment(m.kind()));
            }
            align = alignAtLeast(natural);
        }
        return new StructDecl(name, List.copyOf(members), align);
    }

    /** A power of two at least {@code natural}, at most 32 (or {@code natural} when that is more). */
    private long alignAtLeast(long natural) {
        long a = natural;
        while (a < 32 && rnd.nextBoolean()) {
            a *= 2;
        }
        return a == natural && natural < 32 ? natural * 2 : a;
    }

    private Kind kind(int depth) {
        int roll = rnd.nextInt(100);
        if (roll < 45) {
            return scalar();
        }
        if (roll < 60) {
            return vector();
        }
        if (roll < 70) {
            return matrix();
        }
        if (roll < 80 && !structs.isEmpty()) {
            return new Nested(nestable());
        }
        if (depth == 0) {
            Kind element = switch (rnd.nextInt(10)) {
                case 0, 1 -> vector();
                case 2 -> matrix();
                case 3, 4 -> structs.isEmpty() ? scalar() : new Nested(nestable());
                default -> scalar();
            };
            return new Array(element, dims(rnd, 5, 6));
        }
        return scalar();
    }

    /**
     * Random array dimensions, outermost first: one time in {@code oneInMulti} two or three of 1 to 3 each,
     * else one of 1 to {@code maxLength}. The generators for other languages use it too.
     */
    static int[] dims(SplittableRandom rnd, int oneInMulti, int maxLength) {
        int dimensions = rnd.nextInt(oneInMulti) == 0 ? 2 + rnd.nextInt(2) : 1;
        int[] dims = new int[dimensions];
        for (int i = 0; i < dimensions; i++) {
            dims[i] = 1 + rnd.nextInt(dimensions == 1 ? maxLength : 3);
        }
        return dims;
    }

    /** A struct declared earlier, preferring recent ones so that nesting goes a few levels deep. */
    private StructDecl nestable() {
        int n = structs.size();
        int back = Math.min(n, 1 + rnd.nextInt(Math.min(n, 20)));
        return structs.get(n - back);
    }

    private Scalar scalar() {
        Prim[] prims = Prim.values();
        Prim p = prims[rnd.nextInt(prims.length)];
        return new Scalar(p, p.spellings[rnd.nextInt(p.spellings.length)]);
    }

    private Vector vector() {
        // GLSL names for 2..4 components, OpenCL names for 2..16
        boolean opencl = rnd.nextInt(3) == 0;
        if (opencl) {
            Prim p = OpenClStructs.PRIMS[rnd.nextInt(OpenClStructs.PRIMS.length)];
            int n = OPENCL_LENGTHS[rnd.nextInt(OPENCL_LENGTHS.length)];
            return new Vector(p, n, OpenClStructs.clName(p) + n);
        }
        Prim p = GLSL_VECTOR_COMPONENTS[rnd.nextInt(GLSL_VECTOR_COMPONENTS.length)];
        int n = GLSL_LENGTHS[rnd.nextInt(GLSL_LENGTHS.length)];
        return new Vector(p, n, GlslStructs.vectorPrefix(p) + "vec" + n);
    }

    private Matrix matrix() {
        Prim p = MATRIX_COMPONENTS[rnd.nextInt(MATRIX_COMPONENTS.length)];
        int c = 2 + rnd.nextInt(3);
        int r = rnd.nextInt(3) == 0 ? c : 2 + rnd.nextInt(3);
        String name = GlslStructs.matrixPrefix(p) + "mat" + c + (r == c && rnd.nextBoolean() ? "" : "x" + r);
        return new Matrix(p, c, r, rnd.nextInt(3) == 0, name);
    }

    /** The member's natural alignment under LP64 C (vectors and matrices: their component's). */
    static long alignment(Kind kind) {
        return switch (kind) {
            case Scalar s -> s.prim().size;
            case Vector v -> v.component().size;
            case Matrix m -> m.component().size;
            case Nested n -> structAlignment(n.struct());
            case Array a -> alignment(a.element());
        };
    }

    /** How many scalar values a member of this kind holds. */
    static int leafCount(Kind kind) {
        return switch (kind) {
            case Scalar s -> 1;
            case Vector v -> v.length();
            case Matrix m -> m.columns() * m.rows();
            case Nested n -> leafCount(n.struct());
            case Array a -> a.count() * leafCount(a.element());
        };
    }

    static int leafCount(StructDecl s) {
        int n = 0;
        for (MemberDecl m : s.members()) {
            n += leafCount(m.kind());
        }
        return n;
    }

    static long structAlignment(StructDecl s) {
        long a = Math.max(1, s.align());
        for (MemberDecl m : s.members()) {
            a = Math.max(a, Math.max(m.align(), alignment(m.kind())));
        }
        return a;
    }

    // ---------------------------------------------------------------- Java source

    /** The {@code @Struct} record for {@code s} in package {@code pkg}, declared with {@code abi = "native"}. */
    public static String javaSource(String pkg, StructDecl s) {
        return javaSource(pkg, s, "native");
    }

    /** The {@code @Struct} record for {@code s} in package {@code pkg}, declared with {@code abi = abi}. */
    public static String javaSource(String pkg, StructDecl s, String abi) {
        var b = new StringBuilder();
        b.append("package ").append(pkg).append(";\n\n");
        b.append("import org.abistruct.annotation.*;\n\n");
        if (s.align() != 0) {
            b.append("@Align(").append(s.align()).append(")\n");
        }
        b.append("@Struct(name = \"").append(s.name()).append("\", abi = \"").append(abi).append("\")\n");
        b.append("public record ").append(s.recordName()).append("(");
        for (int i = 0; i < s.members().size(); i++) {
            MemberDecl m = s.members().get(i);
            b.append(i == 0 ? "\n        " : ",\n        ");
            if (m.align() != 0) {
                b.append("@Align(").append(m.align()).append(") ");
            }
            b.append(javaComponent(m.kind(), m.name()));
        }
        b.append(") {\n}\n");
        return b.toString();
    }

    private static String javaComponent(Kind kind, String name) {
        String annotations = "";
        String type;
        String dims = "";
        Kind element = kind;
        if (kind instanceof Array a) {
            annotations += "@Length(" + (a.dims().length == 1 ? Integer.toString(a.dims()[0]) : "{" + join(a.dims()) + "}") + ") ";
            dims = "[]".repeat(a.dims().length);
            element = a.element();
        }
        switch (element) {
            case Scalar s -> {
                if (s.spelling() != null) {
                    annotations = "@Type(\"" + s.spelling() + "\") " + annotations;
                }
                type = s.prim().javaType;
            }
            case Vector v -> {
                annotations = "@Type(\"" + v.typeName() + "\") " + annotations;
                type = v.component().javaType + "[]";
            }
            case Matrix m -> {
                annotations = "@Type(\"" + m.typeName() + "\") " + (m.rowMajor() ? "@RowMajor " : "") + annotations;
                type = m.component().javaType + "[]";
            }
            case Nested n -> type = n.struct().recordName();
            case Array a -> throw new AssertionError("array of arrays");
        }
        return annotations + type + dims + " " + name;
    }

    private static String join(int[] dims) {
        var b = new StringBuilder();
        for (int i = 0; i < dims.length; i++) {
            b.append(i == 0 ? "" : ", ").append(dims[i]);
        }
        return b.toString();
    }
}
