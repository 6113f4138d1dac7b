package org.abistruct.processor;

import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * What to declare instead of a class that is not a member type: a boxed primitive is its primitive, and a
 * {@code String}, which has no one layout in C, a pointer to its characters or the characters in place.
 */
final class NotAMemberType {
    private static final Map<String, String> UNBOXED = Map.of("java.lang.Byte", "byte", "java.lang.Short", "short",
            "java.lang.Character", "char", "java.lang.Integer", "int", "java.lang.Long", "long", "java.lang.Float", "float",
            "java.lang.Double", "double", "java.lang.Boolean", "boolean");

    private NotAMemberType() {
    }

    /** The advice for a member of type {@code type} (with {@code javaDims} array dimensions), after what is wrong. */
    static String insteadOf(TypeElement type, int javaDims) {
        String qualified = type.getQualifiedName().toString();
        String primitive = UNBOXED.get(qualified);
        if (primitive != null) {
            return "declare it as " + primitive + "[]".repeat(javaDims);
        }
        if (qualified.equals("java.lang.String") && javaDims == 0) {
            return "a C string is a pointer, @Type(\"char *\") long, or its characters in place, such as"
                    + " @Length(32) @Type(\"char\") byte[]";
        }
        return "members are primitives, @Struct records, or arrays of them";
    }
}
