package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * GLSL's {@code row_major} and {@code column_major} on a block or a block member: they set the order of every
 * matrix in the member's type, "including all matrices contained in structures and arrays they are applied to,
 * to all depths of nesting" (GLSL 4.60 §4.4.5). One struct may be used in both orders in one shader, so a struct
 * holding a matrix of the other order is not changed but gets a variant, named {@code row_major S} (or
 * {@code column_major S}), made once and registered before the type that uses it. A struct whose matrices are
 * already in that order, or that holds none, is used as it is.
 */
final class MatrixOrder {
    private static final String ROW_MAJOR = "row_major ";
    private static final String COLUMN_MAJOR = "column_major ";

    /** Called with the original struct and its new variant, nested variants first. */
    private final BiConsumer<StructType, StructType> register;
    private final Map<String, StructType> variants = new HashMap<>();

    MatrixOrder(BiConsumer<StructType, StructType> register) {
        this.register = register;
    }

    /** {@code type} with every matrix in it, to all depths, in the given order. */
    DataType apply(DataType type, boolean rowMajor) {
        return switch (type) {
            case MatrixType m -> m.withRowMajor(rowMajor);
            case ArrayType a -> {
                DataType element = apply(a.element(), rowMajor);
                yield element == a.element() ? a : new ArrayType(element, a.length(), a.elementAlign());
            }
            case StructType s -> variant(s, rowMajor);
            default -> type;
        };
    }

    private StructType variant(StructType s, boolean rowMajor) {
        if (!holdsOtherOrder(s, rowMajor)) {
            return s;
        }
        String name = (rowMajor ? ROW_MAJOR : COLUMN_MAJOR) + baseName(s.name());
        StructType known = variants.get(name);
        if (known != null) {
            return known;
        }
        List<Member> members = new ArrayList<>();
        for (Member m : s.members()) {
            DataType ordered = apply(m.type(), rowMajor);
            // a member spells its struct as the variant's name, so a listing leads to the variant's own table
            String spelling = ordered.equals(m.type()) || !(leaf(ordered) instanceof StructType v) ? m.typeName()
                    : v.name();
            members.add(new Member(m.name(), ordered, spelling, m.bitWidth(), m.alignAs(), m.typeAlign(),
                    m.position(), m.alignasPosition()));
        }
        var variant = new StructType(name, s.isUnion(), members, s.pack(), s.alignAs(), s.position(), s.packed());
        variants.put(name, variant);
        register.accept(s, variant);
        return variant;
    }

    /** Whether a matrix anywhere in {@code type} has the other order. */
    private static boolean holdsOtherOrder(DataType type, boolean rowMajor) {
        return switch (type) {
            case MatrixType m -> m.rowMajor() != rowMajor;
            case ArrayType a -> holdsOtherOrder(a.element(), rowMajor);
            case StructType s -> s.members().stream().anyMatch(m -> holdsOtherOrder(m.type(), rowMajor));
            default -> false;
        };
    }

    /** The name of the struct a variant was made from: identifiers have no spaces, so a prefix is never a name's. */
    private static String baseName(String name) {
        for (String prefix : List.of(ROW_MAJOR, COLUMN_MAJOR)) {
            if (name.startsWith(prefix)) {
                return name.substring(prefix.length());
            }
        }
        return name;
    }

    private static DataType leaf(DataType type) {
        return type instanceof ArrayType a ? a.leafElement() : type;
    }
}
