package org.abistruct.processor;

import java.util.Map;
import javax.lang.model.element.TypeElement;
import org.abistruct.type.DataType;

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
        return insteadOf(type, javaDims, null);
    }

    /**
     * The advice for a member of type {@code type} that {@code @Type} gives the C type {@code typed} (null when it
     * names none): a boxed primitive becomes the primitive that holds {@code typed}, which need not be its own
     * ({@code @Type("uint8_t") Integer} is a {@code byte}, {@code @Type("vec3") Float} a {@code float[]}).
     */
    static String insteadOf(TypeElement type, int javaDims, DataType typed) {
        String qualified = type.getQualifiedName().toString();
        String primitive = UNBOXED.get(qualified);
        if (primitive != null && typed != null) {
            DataType component = JavaTypes.componentOf(typed);
            String holder = JavaTypes.holders(component).contains(primitive) ? primitive : JavaTypes.preferred(component);
            if (holder != null) {
                return "declare it as " + JavaTypes.declaration(holder, typed, javaDims);
            }
        }
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
