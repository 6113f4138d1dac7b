package org.abistruct.processor;

import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/** Java expressions that rebuild type-model values in generated code, without reflection. */
final class TypeExpressions {
    private TypeExpressions() {
    }

    /** An expression for {@code type}; a nested struct is its generated class's {@code TYPE}. */
    static String of(DataType type, String ownerPackage) {
        return of(type, ownerPackage, null);
    }

    static String of(DataType type, String ownerPackage, StructModel nested) {
        return switch (type) {
            case Scalar s -> "Scalar." + s.name();
            case VectorType v -> "VectorType.of(Scalar." + v.component().name() + ", " + v.length() + ")";
            case MatrixType m -> m.rowMajor()
                    ? "new MatrixType(Scalar." + m.component().name() + ", " + m.columns() + ", " + m.rows() + ", true)"
                    : "MatrixType.of(Scalar." + m.component().name() + ", " + m.columns() + ", " + m.rows() + ")";
            case ArrayType a -> "ArrayType.of(" + of(a.element(), ownerPackage, nested) + ", " + a.length() + ")";
            case PointerType p -> "new PointerType(" + Names.literal(p.target()) + ")";
            case StructType s -> {
                if (nested == null) {
                    throw new IllegalArgumentException("struct " + s.name() + " without its generated class");
                }
                yield nested.referenceFrom(ownerPackage) + ".TYPE";
            }
        };
    }

    /** {@code new Member("radius", Scalar.FLOAT32, "float", ...)}. */
    static String member(MemberModel m, String ownerPackage) {
        Member member = m.member();
        return "new Member(" + Names.literal(member.name()) + ", " + of(member.type(), ownerPackage, m.nested()) + ", "
                + Names.literal(member.typeName()) + ", Member.NOT_A_BITFIELD, " + member.alignAs() + ", Position.NONE)";
    }
}
