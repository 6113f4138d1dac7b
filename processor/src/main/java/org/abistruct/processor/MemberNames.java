package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The names one member takes in the generated class. The emitters name their accessors and constants here, and
 * {@link DeclarationReader} checks with {@link #of} that no two members take the same name, so a clash is an
 * error on the component rather than a compile error in the generated file.
 */
final class MemberNames {
    /** Vectors of up to 4 components get an accessor pair per component, suffixed with these. */
    private static final String[] COMPONENT_SUFFIXES = {"X", "Y", "Z", "W"};

    private MemberNames() {
    }

    /**
     * Every name the member takes, by namespace.
     *
     * @param methods         methods of the view class (overloads included once)
     * @param constants       {@code static final} fields of the view class
     * @param layoutFields    fields of the generated {@code Layout} class
     * @param directConstants constants of the {@code Direct} class, one per Layout field
     */
    record Taken(List<String> methods, List<String> constants, List<String> layoutFields, List<String> directConstants) {
    }

    /** Whether a vector gets one accessor pair per component (else an indexed pair). */
    static boolean namedComponents(VectorType v) {
        return v.length() <= COMPONENT_SUFFIXES.length;
    }

    /** {@code positionX}: the accessors of component {@code k} of a vector with named components. */
    static String component(MemberModel m, int k) {
        return m.name() + COMPONENT_SUFFIXES[k];
    }

    /** {@code colorTo}: the bulk copy out of a vector, matrix or array of scalars. */
    static String copyTo(MemberModel m) {
        return m.name() + "To";
    }

    /** {@code levelAsInt}: the widening getter of an unsigned integer. */
    static String widened(MemberModel m, ScalarCodec c) {
        return m.name() + "As" + Names.capitalize(c.widened);
    }

    /** {@code idsYAsLong}: the widening getter of component {@code k} of an unsigned vector with named components. */
    static String widenedComponent(MemberModel m, int k, ScalarCodec c) {
        return component(m, k) + "As" + Names.capitalize(c.widened);
    }

    /** {@code LIGHTS_LENGTH}: the outermost length of an array member. */
    static String length(MemberModel m) {
        return m.constantName() + "_LENGTH";
    }

    /** {@code GRID_LENGTH_1}: the length of dimension {@code dim} of a multi-dimensional array member. */
    static String length(MemberModel m, int dim) {
        return length(m) + "_" + dim;
    }

    /** The names {@code m} takes, as the emitters write them. */
    static Taken of(MemberModel m) {
        var methods = new ArrayList<String>();
        methods.add(m.name());
        switch (m.leaf()) {
            case VectorType v -> {
                ScalarCodec c = ScalarCodec.of(v.component(), m.javaType());
                if (namedComponents(v)) {
                    for (int k = 0; k < v.length(); k++) {
                        methods.add(component(m, k));
                        if (c.widened != null) {
                            methods.add(widenedComponent(m, k, c));
                        }
                    }
                } else if (c.widened != null) {
                    methods.add(widened(m, c));
                }
                methods.add(copyTo(m));
            }
            case MatrixType mt -> methods.add(copyTo(m));
            case StructType st -> { }
            default -> {
                ScalarCodec c = ScalarCodec.of(m.leaf(), m.javaType());
                if (c.widened != null) {
                    methods.add(widened(m, c));
                }
                if (m.isArray()) {
                    methods.add(copyTo(m));
                }
            }
        }
        var constants = new ArrayList<String>();
        if (m.isArray()) {
            constants.add(length(m));
            if (m.dims().size() > 1) {
                for (int d = 0; d < m.dims().size(); d++) {
                    constants.add(length(m, d));
                }
            }
        }
        List<String> fields = LayoutFields.of(m);
        return new Taken(methods, constants, fields, fields.stream().map(LayoutFields::constant).toList());
    }
}
