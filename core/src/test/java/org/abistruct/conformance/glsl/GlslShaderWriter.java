package org.abistruct.conformance.glsl;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Writes GLSL compute shaders that declare generated types in blocks of one layout, so that one
 * glslangValidator run and one spirv-cross run reflect all of them. The spelling is this harness's own
 * (not the library's emitter): a conformance test must not share code with what it checks.
 */
final class GlslShaderWriter {
    /** Member names of the probe block of a {@link GlslCase.Shape#STRUCT} case. */
    static final String PAD = "pad";
    static final String ONE = "t";
    static final String PAIR = "arr";

    private GlslShaderWriter() {
    }

    /**
     * {@code #version version}, then {@code lines} (a {@code \\n} in them, as a test's CSV row writes a line end, is
     * one) and an empty {@code main}: a shader for the preprocessor tests.
     */
    static String versioned(String version, String lines) {
        return "#version " + version + "\n" + lines.replace("\\n", "\n") + "\nvoid main() {}\n";
    }

    /** A whole shader declaring every case in its own block. Unused blocks stay in the SPIR-V. */
    static String shader(GlslLayout layout, List<GlslCase> cases) {
        var sb = new StringBuilder(header(layout));
        for (GlslCase c : cases) {
            sb.append(caseSource(layout, c));
        }
        return sb.append("void main() {}\n").toString();
    }

    /** The preamble: version, the extensions for 8/16/64-bit types and (for scalar) the layout. */
    static String header(GlslLayout layout) {
        var sb = new StringBuilder("#version 460\n")
                .append("#extension GL_EXT_shader_explicit_arithmetic_types : require\n")
                .append("#extension GL_EXT_shader_8bit_storage : require\n")
                .append("#extension GL_EXT_shader_16bit_storage : require\n");
        if (layout == GlslLayout.SCALAR) {
            sb.append("#extension GL_EXT_scalar_block_layout : require\n");
        }
        return sb.append("layout(local_size_x = 1) in;\n").toString();
    }

    /** The struct declarations and the block of one case: also what a failure report shows. */
    static String caseSource(GlslLayout layout, GlslCase c) {
        var sb = new StringBuilder();
        var structs = new LinkedHashSet<StructType>();
        for (Member m : c.type().members()) {
            collectStructs(m.type(), structs);
        }
        if (c.shape() == GlslCase.Shape.STRUCT) {
            structs.add(c.type());
        }
        for (StructType s : structs) {
            sb.append(structSource(s));
        }
        sb.append("layout(").append(layout.qualifier()).append(", binding = ").append(c.binding()).append(") ")
                .append(layout.storage()).append(' ').append(c.blockName()).append(" {");
        if (c.shape() == GlslCase.Shape.STRUCT) {
            String order = majorQualifier(c.type());
            sb.append(" uint8_t ").append(PAD).append(';')
                    .append(' ').append(order).append(c.type().name()).append(' ').append(ONE).append(';')
                    .append(' ').append(order).append(c.type().name()).append(' ').append(PAIR).append("[2];");
        } else {
            for (Member m : c.type().members()) {
                sb.append(' ').append(majorQualifier(m.type())).append(declarator(m)).append(';');
            }
        }
        return sb.append(" } b").append(c.binding()).append(";\n").toString();
    }

    /** {@code struct S { ... };} for one struct, without its nested structs. */
    static String structSource(StructType s) {
        var sb = new StringBuilder("struct ").append(s.name()).append(" {");
        for (Member m : s.members()) {
            sb.append(' ').append(declarator(m)).append(';');
        }
        return sb.append(" };\n").toString();
    }

    /** {@code layout(row_major) } when {@code type} holds row-major matrices, else nothing. */
    static String majorQualifier(DataType type) {
        return anyMatrix(type, true) ? "layout(row_major) " : "";
    }

    /** {@code vec3 name[2][3]}: the leaf type, then the dimensions outermost first. */
    static String declarator(Member m) {
        var dims = new StringBuilder();
        DataType t = m.type();
        while (t instanceof ArrayType a) {
            dims.append(a.isRuntimeSized() ? "[]" : "[" + a.length() + "]");
            t = a.element();
        }
        return typeName(t) + " " + m.name() + dims;
    }

    /** The GLSL spelling of a non-array type. */
    static String typeName(DataType type) {
        return switch (type) {
            case Scalar s -> scalarName(s);
            case VectorType v -> vectorPrefix(v.component()) + "vec" + v.length();
            case MatrixType m -> matrixPrefix(m.component()) + "mat" + m.columns() + "x" + m.rows();
            case StructType s -> s.name();
            default -> throw new IllegalArgumentException("GLSL has no spelling for " + type);
        };
    }

    private static String scalarName(Scalar s) {
        return switch (s) {
            case BOOL -> "bool";
            case INT32 -> "int";
            case UINT32 -> "uint";
            case FLOAT32 -> "float";
            case FLOAT64 -> "double";
            case INT8, UINT8, INT16, UINT16, INT64, UINT64, FLOAT16 -> s.typeName();
            default -> throw new IllegalArgumentException("GLSL has no scalar " + s);
        };
    }

    private static String vectorPrefix(Scalar s) {
        return switch (s) {
            case FLOAT32 -> "";
            case FLOAT64 -> "d";
            case INT32 -> "i";
            case UINT32 -> "u";
            case BOOL -> "b";
            case INT8 -> "i8";
            case UINT8 -> "u8";
            case INT16 -> "i16";
            case UINT16 -> "u16";
            case INT64 -> "i64";
            case UINT64 -> "u64";
            case FLOAT16 -> "f16";
            default -> throw new IllegalArgumentException("GLSL has no vector of " + s);
        };
    }

    private static String matrixPrefix(Scalar s) {
        return switch (s) {
            case FLOAT32 -> "";
            case FLOAT64 -> "d";
            case FLOAT16 -> "f16";
            default -> throw new IllegalArgumentException("GLSL has no matrix of " + s);
        };
    }

    /** Adds the struct types reachable from {@code type}, each after the structs it contains. */
    private static void collectStructs(DataType type, Set<StructType> out) {
        if (type instanceof ArrayType a) {
            collectStructs(a.element(), out);
        } else if (type instanceof StructType s && !out.contains(s)) {
            for (Member m : s.members()) {
                collectStructs(m.type(), out);
            }
            out.add(s);
        }
    }

    /** Whether {@code type} contains a matrix whose order is {@code rowMajor}. */
    private static boolean anyMatrix(DataType type, boolean rowMajor) {
        return switch (type) {
            case MatrixType m -> m.rowMajor() == rowMajor;
            case ArrayType a -> anyMatrix(a.element(), rowMajor);
            case StructType s -> s.members().stream().anyMatch(m -> anyMatrix(m.type(), rowMajor));
            default -> false;
        };
    }
}
