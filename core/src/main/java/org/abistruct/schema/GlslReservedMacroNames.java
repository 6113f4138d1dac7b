package org.abistruct.schema;

import java.util.List;
import java.util.Set;

/**
 * The names a GLSL file may not {@code #define} or {@code #undef}, refused where glslang refuses them, on the lines
 * its preprocessor may reach ({@code GlslReservedMacroNamesTest}):
 * <ul>
 * <li>a name beginning with {@code GL_}, in every version, unless {@code GL_EXT_spirv_intrinsics} is on
 *     ({@code enable}, {@code require}, {@code warn}, or {@code #extension all : warn}: {@link GlslExtensions});</li>
 * <li>{@code defined};</li>
 * <li>in ES 1.00, a name with two consecutive underscores, unless {@code GL_EXT_spirv_intrinsics} is on (later
 *     versions warn);</li>
 * <li>{@code __VERSION__}, {@code __LINE__} and {@code __FILE__}: glslang refuses them in ES and, in desktop GLSL,
 *     warns and keeps its own value, which no other reading of the line does; refused everywhere.</li>
 * </ul>
 */
final class GlslReservedMacroNames {
    static final Set<String> PREDEFINED = Set.of("__VERSION__", "__LINE__", "__FILE__");

    private final boolean es100;
    private final GlslExtensions extensions;

    /** For a file with this {@code #version} (null for a line glslang refuses), whose extensions are {@code extensions}. */
    GlslReservedMacroNames(GlslVersion version, GlslExtensions extensions) {
        this.es100 = version != null && version.es() && version.number() < 300;
        this.extensions = extensions;
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
        Boolean spirvIntrinsics = extensions.on(GlslExtensions.SPIRV_INTRINSICS);
        String unlessSpirv = GlslExtensions.undecided(spirvIntrinsics, "#extension " + GlslExtensions.SPIRV_INTRINSICS
                + " (which lifts this)");
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
