package org.abistruct.schema;

import java.util.List;
import java.util.Set;

/**
 * The names a GLSL file may not {@code #define} or {@code #undef}, refused where glslang refuses them, on the lines
 * its preprocessor may reach ({@code GlslReservedMacroNamesTest}):
 * <ul>
 * <li>a name beginning with {@code GL_}, in every version, unless {@code GL_EXT_spirv_intrinsics} is on
 *     ({@code enable}, {@code require}, {@code warn}, or {@code #extension all : warn});</li>
 * <li>{@code defined};</li>
 * <li>in ES 1.00, a name with two consecutive underscores, unless {@code GL_EXT_spirv_intrinsics} is on (later
 *     versions warn);</li>
 * <li>{@code __VERSION__}, {@code __LINE__} and {@code __FILE__}: glslang refuses them in ES and, in desktop GLSL,
 *     warns and keeps its own value, which no other reading of the line does; refused everywhere.</li>
 * </ul>
 */
final class GlslReservedMacroNames {
    private static final String SPIRV_INTRINSICS = "GL_EXT_spirv_intrinsics";
    private static final Set<String> TURNED_ON = Set.of("enable", "require", "warn");
    static final Set<String> PREDEFINED = Set.of("__VERSION__", "__LINE__", "__FILE__");

    private final boolean es100;
    /** Whether {@code GL_EXT_spirv_intrinsics} is on: null where a conditional this file does not decide says. */
    private Boolean spirvIntrinsics = false;

    /** For a file with this {@code #version} (null for a line glslang refuses). */
    GlslReservedMacroNames(GlslVersion version) {
        this.es100 = version != null && version.es() && version.number() < 300;
    }

    /** Follows an {@code #extension} line (its tokens after the {@code #}) reached under {@code path}. */
    void extension(List<Token> line, Branches path) {
        if (line.size() < 5 || !line.get(2).is(":")) { // extension NAME : behavior, and the end of line
            return;
        }
        String behavior = line.get(3).text();
        Boolean on;
        if (line.get(1).is(SPIRV_INTRINSICS)) {
            on = TURNED_ON.contains(behavior);
        } else if (line.get(1).is("all") && (behavior.equals("warn") || behavior.equals("disable"))) {
            on = behavior.equals("warn"); // glslang refuses 'all : enable' and 'all : require'
        } else {
            return;
        }
        spirvIntrinsics = path == null || on.equals(spirvIntrinsics) ? on : null;
    }

    /**
     * Refuses a {@code #define} or {@code #undef} line (its tokens after the {@code #}) of a reserved name.
     *
     * @throws SchemaException at the name
     */
    void check(List<Token> line) {
        Token keyword = line.getFirst();
        if (!(keyword.is("define") || keyword.is("undef")) || line.size() < 3 || !line.get(1).isIdentifier()) {
            return;
        }
        Token name = line.get(1);
        String which = "#" + keyword.text() + " " + name.text() + ": ";
        String unlessSpirv = spirvIntrinsics == null ? "; whether #extension " + SPIRV_INTRINSICS + " (which lifts"
                + " this) is on here depends on a conditional this file does not decide" : "";
        if (name.text().startsWith("GL_") && !Boolean.TRUE.equals(spirvIntrinsics)) {
            throw new SchemaException(name.position(), which + "names beginning with GL_ are reserved, and glslang"
                    + " refuses to define or undefine them" + unlessSpirv);
        }
        if (name.is("defined")) {
            throw new SchemaException(name.position(), which + "'defined' is an operator, which glslang refuses to"
                    + " define or undefine");
        }
        if (PREDEFINED.contains(name.text())) {
            throw new SchemaException(name.position(), which + "a predefined name: glslang refuses this in ES, and in"
                    + " desktop GLSL warns and keeps its own value");
        }
        if (es100 && name.text().contains("__") && !Boolean.TRUE.equals(spirvIntrinsics)) {
            throw new SchemaException(name.position(), which + "names with two consecutive underscores are reserved,"
                    + " and glslang refuses them before ES 3.00" + unlessSpirv);
        }
    }
}
