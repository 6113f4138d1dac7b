package org.abistruct.schema;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The glslang extensions that lift a refusal, and whether an {@code #extension} line the preprocessor reaches has
 * turned each on, as glslang follows them: {@code enable}, {@code require} and {@code warn} turn one on,
 * {@code disable} off, {@code #extension all : warn} and {@code all : disable} every one (glslang refuses
 * {@code all : enable} and {@code all : require}), and {@code GL_GOOGLE_include_directive} sets
 * {@code GL_GOOGLE_cpp_style_line_directive} as it sets itself. A line in a conditional this file does not decide
 * leaves the extension undecided, unless it sets what is already so.
 */
final class GlslExtensions {
    /** Lifts the reserved macro names ({@link GlslReservedMacroNames}) and lets code hold string literals. */
    static final String SPIRV_INTRINSICS = "GL_EXT_spirv_intrinsics";
    /** Lets code hold string literals. */
    static final String DEBUG_PRINTF = "GL_EXT_debug_printf";
    /** Allows {@code #include}, and a file name in {@code #line}. */
    static final String INCLUDE_DIRECTIVE = "GL_GOOGLE_include_directive";
    /** Allows a file name in {@code #line}. */
    static final String CPP_STYLE_LINE_DIRECTIVE = "GL_GOOGLE_cpp_style_line_directive";

    private static final Set<String> FOLLOWED = Set.of(SPIRV_INTRINSICS, DEBUG_PRINTF, INCLUDE_DIRECTIVE,
            CPP_STYLE_LINE_DIRECTIVE);
    private static final Set<String> TURNED_ON = Set.of("enable", "require", "warn");

    /** Each followed extension set so far: on, off, or null where a conditional this file does not decide says. */
    private final Map<String, Boolean> on = new HashMap<>();

    /** Follows an {@code #extension} line (its tokens after the {@code #}) reached under {@code path}. */
    void extension(List<Token> line, Branches path) {
        if (line.size() < 5 || !line.get(2).is(":")) { // extension NAME : behavior, and the end of line
            return;
        }
        String name = line.get(1).text();
        String behavior = line.get(3).text();
        if (name.equals("all")) {
            if (behavior.equals("warn") || behavior.equals("disable")) {
                FOLLOWED.forEach(each -> set(each, behavior.equals("warn"), path));
            }
        } else if (FOLLOWED.contains(name)) {
            set(name, TURNED_ON.contains(behavior), path);
            if (name.equals(INCLUDE_DIRECTIVE)) {
                set(CPP_STYLE_LINE_DIRECTIVE, TURNED_ON.contains(behavior), path);
            }
        }
    }

    private void set(String name, boolean to, Branches path) {
        on.put(name, path == null || Boolean.valueOf(to).equals(on(name)) ? Boolean.valueOf(to) : null);
    }

    /** Whether {@code name} (one of the constants here) is on: null where a conditional this file does not decide says. */
    Boolean on(String name) {
        return on.getOrDefault(name, false);
    }

    /** Whether {@code a} or {@code b} is on: null where a conditional this file does not decide says. */
    Boolean either(String a, String b) {
        Boolean x = on(a);
        Boolean y = on(b);
        return Boolean.TRUE.equals(x) || Boolean.TRUE.equals(y) ? Boolean.TRUE
                : Boolean.FALSE.equals(x) && Boolean.FALSE.equals(y) ? Boolean.FALSE : null;
    }

    /** What to add to a refusal that {@code lifted} would lift when it is undecided; "" when it is surely off. */
    static String undecided(Boolean lifted, String extensions) {
        return lifted == null ? "; whether " + extensions + " is on here depends on a conditional this file does not"
                + " decide" : "";
    }
}
