package org.abistruct.conformance.c;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SequencedSet;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Spells {@link StructType}s as C (or OpenCL C) for clang.
 *
 * <p>In C a vector is an array of its components ({@code float v[3]}) and a matrix an array of its
 * columns, or of its rows when row-major ({@code float m[C][R]}). In OpenCL C a vector is the native
 * vector type ({@code float3}) and a matrix an array of its column vectors ({@code float3 m[C]}).
 *
 * <p>Besides each type {@code T} the emitted file declares a <em>probe</em> struct {@code P_T} of
 * {@code char} arrays sized by {@code sizeof} expressions (a member's size, the stride of each array
 * dimension, a matrix's column stride), so clang's layout dump of {@code P_T} reveals those sizes.
 */
final class CEmitter {
    /** What one probe field measures. */
    enum ProbeKind { MEMBER_SIZE, ARRAY_STRIDE, MATRIX_STRIDE }

    /**
     * One {@code sizeof} measured through a probe struct.
     *
     * @param member    the index of the member in its type
     * @param kind      what is measured
     * @param dimension for {@link ProbeKind#ARRAY_STRIDE}, the array dimension (0 = outermost)
     */
    record Probe(int member, ProbeKind kind, int dimension) {
    }

    /**
     * A whole file for clang.
     *
     * @param text   the source
     * @param probes for each type name, the probes in the order of its probe struct's fields
     */
    record EmittedFile(String text, Map<String, List<Probe>> probes) {
    }

    static final String PROBE_PREFIX = "P_";

    private final CTarget target;

    CEmitter(CTarget target) {
        this.target = target;
    }

    /** The file declaring {@code types} (in order), their probe structs, and a use of every one's size. */
    EmittedFile emit(List<StructType> types) {
        var text = new StringBuilder(prelude());
        var probes = new LinkedHashMap<String, List<Probe>>();
        var sizes = new ArrayList<String>();
        for (StructType t : types) {
            text.append(declaration(t));
            List<Probe> typeProbes = probesOf(t);
            probes.put(t.name(), typeProbes);
            sizes.add("sizeof(" + reference(t) + ")");
            if (!typeProbes.isEmpty()) {
                text.append(probeStruct(t, typeProbes));
                sizes.add("sizeof(struct " + PROBE_PREFIX + t.name() + ")");
            }
        }
        // sizeof forces clang to compute (and so dump) every record layout
        text.append("int abistruct_sizes[] = {\n    ").append(String.join(",\n    ", sizes)).append("\n};\n");
        text.append(epilogue());
        return new EmittedFile(text.toString(), probes);
    }

    /** {@code type} and every struct it contains, as a stand-alone snippet for a failure message. */
    String declarationWithDependencies(StructType type) {
        var closure = new LinkedHashSet<StructType>();
        collect(type, closure);
        var text = new StringBuilder(prelude());
        closure.forEach(t -> text.append(declaration(t)));
        return text.append(epilogue()).toString();
    }

    private static void collect(DataType type, SequencedSet<StructType> closure) {
        switch (type) {
            case ArrayType a -> collect(a.element(), closure);
            case StructType s -> {
                if (!closure.contains(s)) {
                    s.members().forEach(m -> collect(m.type(), closure));
                    closure.add(s);
                }
            }
            default -> {
            }
        }
    }

    private String prelude() {
        if (target.openCl()) {
            return "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
        }
        return target.everyStructPacked() ? "#pragma pack(push, 1)\n" : "";
    }

    private String epilogue() {
        return target.everyStructPacked() ? "#pragma pack(pop)\n" : "";
    }

    /** One type's declaration, with its own {@code #pragma pack} around it. */
    String declaration(StructType type) {
        var text = new StringBuilder();
        if (type.pack() != 0) {
            text.append("#pragma pack(push, ").append(type.pack()).append(")\n");
        }
        text.append(type.kind()).append(' ');
        if (type.alignAs() != 0) {
            text.append("__attribute__((aligned(").append(type.alignAs()).append("))) ");
        }
        text.append(type.name()).append(" {\n");
        for (Member m : type.members()) {
            text.append("    ").append(member(m)).append(";\n");
        }
        text.append(type.packed() ? "} __attribute__((packed));\n" : "};\n");
        if (type.pack() != 0) {
            text.append("#pragma pack(pop)\n");
        }
        return text.toString();
    }

    private String member(Member m) {
        if (m.isBitfield()) {
            String spelling = scalar((Scalar) m.type());
            return m.name().isEmpty() ? spelling + " : " + m.bitWidth() : spelling + " " + m.name() + " : " + m.bitWidth();
        }
        String alignas = m.alignAs() != 0 ? "_Alignas(" + m.alignAs() + ") " : "";
        return alignas + declarator(m.type(), m.name());
    }

    /** {@code type name} with array suffixes, for example {@code float m2[4][3]}. */
    String declarator(DataType type, String name) {
        var dims = new StringBuilder();
        DataType t = type;
        while (t instanceof ArrayType a) {
            dims.append(a.isRuntimeSized() ? "[]" : "[" + a.length() + "]");
            t = a.element();
        }
        String base = switch (t) {
            case Scalar s -> scalar(s);
            case VectorType v when target.openCl() -> openClVector(v);
            case VectorType v -> {
                dims.append('[').append(v.length()).append(']');
                yield scalar(v.component());
            }
            case MatrixType m when target.openCl() -> {
                dims.append('[').append(m.strideCount()).append(']');
                yield openClVector(m.strideVector());
            }
            case MatrixType m -> {
                dims.append('[').append(m.strideCount()).append("][").append(m.strideVector().length()).append(']');
                yield scalar(m.component());
            }
            case PointerType p -> p.target() + " *";
            case StructType s -> reference(s);
            case ArrayType a -> throw new AssertionError("unreachable");
        };
        return base + (base.endsWith("*") ? "" : " ") + name + dims;
    }

    private static String reference(StructType s) {
        return s.kind() + " " + s.name();
    }

    private String openClVector(VectorType v) {
        return scalar(v.component()) + v.length();
    }

    /** The C (or OpenCL C) spelling of a scalar. */
    String scalar(Scalar s) {
        if (target.openCl()) {
            return switch (s) {
                case INT8 -> "char";
                case UINT8 -> "uchar";
                case INT16 -> "short";
                case UINT16 -> "ushort";
                case INT32 -> "int";
                case UINT32 -> "uint";
                case INT64, LONG -> "long";
                case UINT64, ULONG -> "ulong";
                case FLOAT16 -> "half";
                case FLOAT32 -> "float";
                case FLOAT64 -> "double";
                case BOOL -> "bool";
                case SIZE_T -> "size_t";
                case INTPTR -> "intptr_t";
                case UINTPTR -> "uintptr_t";
                case LONG_DOUBLE -> throw new IllegalArgumentException("OpenCL C has no long double");
                case INT128, UINT128 -> throw new IllegalArgumentException("OpenCL C has no 128-bit integers");
            };
        }
        return switch (s) {
            case INT8 -> "signed char";
            case UINT8 -> "unsigned char";
            case INT16 -> "short";
            case UINT16 -> "unsigned short";
            case INT32 -> "int";
            case UINT32 -> "unsigned int";
            case INT64 -> "long long";
            case UINT64 -> "unsigned long long";
            case FLOAT16 -> "_Float16";
            case FLOAT32 -> "float";
            case FLOAT64 -> "double";
            case BOOL -> "_Bool";
            case LONG -> "long";
            case ULONG -> "unsigned long";
            case LONG_DOUBLE -> "long double";
            case INT128 -> "__int128";
            case UINT128 -> "unsigned __int128";
            // the compiler's own macros: no system header is needed for a cross target
            case SIZE_T -> "__SIZE_TYPE__";
            case INTPTR -> "__INTPTR_TYPE__";
            case UINTPTR -> "__UINTPTR_TYPE__";
        };
    }

    /** The probes of one type: each member's size, array strides and matrix stride. */
    static List<Probe> probesOf(StructType type) {
        var probes = new ArrayList<Probe>();
        for (int i = 0; i < type.members().size(); i++) {
            Member m = type.members().get(i);
            if (m.isBitfield()) {
                continue;
            }
            DataType t = m.type();
            if (!(t instanceof ArrayType a && a.isRuntimeSized())) {
                probes.add(new Probe(i, ProbeKind.MEMBER_SIZE, 0));
            }
            int dimension = 0;
            while (t instanceof ArrayType a) {
                probes.add(new Probe(i, ProbeKind.ARRAY_STRIDE, dimension++));
                t = a.element();
            }
            if (t instanceof MatrixType) {
                probes.add(new Probe(i, ProbeKind.MATRIX_STRIDE, dimension));
            }
        }
        return probes;
    }

    private String probeStruct(StructType type, List<Probe> probes) {
        var text = new StringBuilder("struct ").append(PROBE_PREFIX).append(type.name()).append(" {\n");
        String object = "((" + reference(type) + " *)0)->";
        for (int i = 0; i < probes.size(); i++) {
            Probe p = probes.get(i);
            var expression = new StringBuilder(object).append(type.members().get(p.member()).name());
            // an array's stride in dimension d is the size of an element indexed d+1 times; a matrix's
            // column stride is the size of one column, indexed once past the array dimensions
            int subscripts = switch (p.kind()) {
                case MEMBER_SIZE -> 0;
                case ARRAY_STRIDE -> p.dimension() + 1;
                case MATRIX_STRIDE -> p.dimension() + 1;
            };
            expression.append("[0]".repeat(subscripts));
            text.append("    char p").append(i).append("[sizeof(").append(expression).append(")];\n");
        }
        return text.append("};\n").toString();
    }
}
