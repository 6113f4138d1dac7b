package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The fields a member needs in the generated {@code Layout}: its offset, and where accessors need them the
 * size of an ABI-sized scalar, array strides, the matrix stride, and a nested struct's layout.
 */
final class LayoutFields {
    private LayoutFields() {
    }

    static String size(MemberModel m) {
        return m.name() + "Size";
    }

    /** The member's {@code AbiSizedMember}, for a member of ABI-sized integers (see {@link #needsSized}). */
    static String sized(MemberModel m) {
        return m.name() + "Member";
    }

    static String stride(MemberModel m, int dim) {
        return m.name() + "Stride" + dim;
    }

    static String matrixStride(MemberModel m) {
        return m.name() + "MatrixStride";
    }

    static String nestedLayout(MemberModel m) {
        return m.name() + "Layout";
    }

    /** The direct class's constant for {@code field} of the layout: {@code positionStride0} → {@code L_POSITION_STRIDE0}. */
    static String constant(String field) {
        return "L_" + Names.constant(field);
    }

    /** Whether the member's scalars (or vector components) have a size the ABI decides. */
    static boolean needsSize(MemberModel m) {
        DataType leaf = m.leaf();
        if (leaf instanceof StructType || leaf instanceof MatrixType) {
            return false;
        }
        return ScalarCodec.of(JavaTypes.componentOf(leaf), m.javaType()).abiSized();
    }

    /** Whether the member's scalars (or vector components) are C {@code long}s, {@code size_t}s or pointers. */
    static boolean needsSized(MemberModel m) {
        DataType leaf = m.leaf();
        if (leaf instanceof StructType || leaf instanceof MatrixType) {
            return false;
        }
        return ScalarCodec.of(JavaTypes.componentOf(leaf), m.javaType()).kind == ScalarCodec.Kind.SIZED;
    }

    /** The Java type of Layout field {@code field} of {@code m}, as the Direct class declares its constant. */
    static String type(MemberModel m, String field, String ownerPackage) {
        if (field.equals(nestedLayout(m))) {
            return m.nested().referenceFrom(ownerPackage) + ".Layout";
        }
        return field.equals(sized(m)) ? "AbiSizedMember" : "long";
    }

    /** The names of every Layout field the member needs. */
    static List<String> of(MemberModel m) {
        var names = new ArrayList<String>();
        names.add(m.layoutName());
        if (needsSize(m)) {
            names.add(size(m));
        }
        if (needsSized(m)) {
            names.add(sized(m));
        }
        for (int d = 0; d < m.dims().size(); d++) {
            names.add(stride(m, d));
        }
        if (m.leaf() instanceof MatrixType) {
            names.add(matrixStride(m));
        }
        if (m.leaf() instanceof StructType) {
            names.add(nestedLayout(m));
        }
        return names;
    }

    /** Writes the member's field declarations. */
    static void declare(CodeWriter w, MemberModel m, String ownerPackage) {
        String offsetDoc = "Offset of {@code " + m.name() + "}.";
        w.javadoc(offsetDoc);
        w.line("public final long %s;", m.layoutName());
        if (needsSize(m)) {
            w.javadoc("Bytes of one {@code " + m.member().typeName() + "}"
                    + (m.leaf() instanceof VectorType ? " component" : "") + " of {@code " + m.name() + "} under this ABI.");
            w.line("public final long %s;", size(m));
        }
        if (needsSized(m)) {
            w.javadoc("{@code " + m.name() + "} under this ABI, as its setters store it.");
            w.line("public final AbiSizedMember %s;", sized(m));
        }
        for (int d = 0; d < m.dims().size(); d++) {
            w.javadoc("Distance between elements of dimension " + d + " of {@code " + m.name() + "}.");
            w.line("public final long %s;", stride(m, d));
        }
        if (m.leaf() instanceof MatrixType t) {
            w.javadoc("Distance between the " + (t.rowMajor() ? "rows" : "columns") + " of {@code " + m.name() + "}.");
            w.line("public final long %s;", matrixStride(m));
        }
        if (m.leaf() instanceof StructType) {
            w.javadoc("The layout of {@code " + m.name() + "} under this ABI.");
            w.line("public final %s.Layout %s;", m.nested().referenceFrom(ownerPackage), nestedLayout(m));
        }
    }

    /** Writes the statements of the Layout constructor that fill the member's fields. */
    static void initialize(CodeWriter w, MemberModel m, String ownerPackage) {
        String name = Names.literal(m.name());
        w.line("%s = offset(%s);", m.layoutName(), name);
        if (needsSize(m)) {
            if (m.isArray() || m.leaf() instanceof VectorType) {
                w.line("%s = scalarSize(abi, %s);", size(m), TypeExpressions.of(JavaTypes.componentOf(m.leaf()), ownerPackage));
            } else {
                w.line("%s = size(%s);", size(m), name);
            }
        }
        if (needsSized(m)) {
            w.line("%s = sized(%s);", sized(m), name);
        }
        for (int d = 0; d < m.dims().size(); d++) {
            w.line("%s = stride(%s, %d);", stride(m, d), name, d);
        }
        if (m.leaf() instanceof MatrixType) {
            w.line("%s = matrixStride(%s);", matrixStride(m), name);
        }
        if (m.leaf() instanceof StructType) {
            w.line("%s = %s.boundLayout(abi);", nestedLayout(m), m.nested().referenceFrom(ownerPackage));
        }
    }
}
