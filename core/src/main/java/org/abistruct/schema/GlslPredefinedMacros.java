package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.Position;

/**
 * The macros glslang defines from the {@code #version} line alone, as the reader knows them: at the {@code version}
 * keyword (glslang wants nothing but comments before it, so the two places are one), in the file's
 * {@link Macros}. Only what the version and profile decide, and only where the GLSL and ESSL specifications agree
 * with glslang, so that no other compiler reads the file otherwise; checked against glslang for every {@code #version}
 * line it accepts ({@code GlslPredefinedMacrosTest}, {@code Glsl420PackMacroTest}):
 * <ul>
 * <li>{@code __VERSION__}: the version ({@code 450}, {@code 310} for {@code 310 es}) where glslang replaces it; but
 *     {@code #ifdef __VERSION__} and {@code defined(__VERSION__)} stay undecided, being false in glslang and true by
 *     the specification;</li>
 * <li>{@code GL_ES}: 1 in ES, undefined in desktop GLSL;</li>
 * <li>{@code GL_core_profile}: 1 in desktop GLSL from 1.50 on, in either profile ("all implementations provide"
 *     it); open before 1.50 and in ES, where the specifications say nothing (and Mesa's glcpp has defined it in
 *     ES 3.00);</li>
 * <li>{@code GL_compatibility_profile}: 1 with {@code compatibility}; open elsewhere, as the specification defines
 *     it wherever the implementation provides that profile, while glslang only under it;</li>
 * <li>{@code GL_ARB_shading_language_420pack}: 1 in every desktop version and profile, undefined in ES; an
 *     extension's macro, known because whether glslang joins lines depends on it ({@link Glsl420Pack}).</li>
 * </ul>
 * Every other name stays open: {@code GL_es_profile} (glslang never defines it, the specification wherever the
 * implementation provides ES), {@code GL_FRAGMENT_PRECISION_HIGH} (glslang: in ES and from desktop 1.30 on, in every
 * stage; the specification: not in compute, and in ES 1.00 only where highp is supported), the other extension
 * macros (each compiler defines those it supports), the stage's ({@code GL_VERTEX_SHADER} ...) and the command line's
 * ({@code VULKAN} with {@code -V}, {@code GL_SPIRV} with {@code -G}). A line glslang refuses
 * ({@link GlslVersion#of} null) predefines nothing.
 */
final class GlslPredefinedMacros {
    /**
     * One macro: its name and replacement, or a null replacement for a name surely undefined here; {@code definedOpen}
     * as in {@link Macros.Definition}.
     */
    private record Predefined(String name, String value, boolean definedOpen) {
        Predefined(String name, String value) {
            this(name, value, false);
        }
    }

    private GlslPredefinedMacros() {
    }

    /**
     * Records in {@code macros} what glslang predefines for {@code version}, whose line starts at {@code at}. glslang
     * reads the {@code -D} and {@code -U} settings after its own: a {@code -D} of a name it leaves undefined stands,
     * one of a name it defines must say the same, a {@code -U} of a name it reserves is an error as an {@code #undef}
     * of it is ({@code GL_...}; in ES {@code __VERSION__}, {@code __LINE__}, {@code __FILE__}, and in ES 1.00 any
     * name with {@code __}), and it ignores both for {@code __VERSION__} otherwise.
     *
     * @throws SchemaException at {@code at}, for a setting glslang refuses
     */
    static void define(GlslVersion version, Token at, Macros macros, CommandLineMacros commandLine, int codeIndex,
            Branches path) {
        List<List<Token>> settings = commandLine.directives();
        for (List<Token> setting : settings) {
            String why = setting.getFirst().is("undef") ? refusedUndefine(setting.get(1).text(), version) : null;
            if (why != null) {
                throw new SchemaException(at.position(), "-U" + setting.get(1).text() + ": glslang refuses to"
                        + " undefine " + why);
            }
        }
        if (version == null) {
            return;
        }
        for (Predefined p : of(version)) {
            List<Token> set = defineIn(settings, p.name());
            if (set != null && !p.definedOpen()) {
                if (p.value() == null) {
                    continue;
                }
                if (set.size() != 1 || !set.getFirst().text().equals(p.value())) {
                    String argument = commandLine.argument(p.name());
                    throw new SchemaException(at.position(), argument + ": glslang predefines " + p.name() + " as "
                            + p.value() + " here, and refuses another definition" + (argument.contains("=") ? ""
                                    : " (glslangValidator defines a -D without a value as nothing)"));
                }
            }
            Position where = at.position();
            List<Token> value = p.value() == null ? null : List.of(new Token(TokenKind.NUMBER, p.value(), where));
            macros.predefine(new Token(TokenKind.IDENTIFIER, p.name(), where), value, p.definedOpen(), codeIndex,
                    path);
        }
    }

    /**
     * Why glslang refuses {@code -U name} under {@code version} (null for a line it refuses), or null: it checks the
     * command line's {@code #undef} as one in the file, before any {@code #extension}, while it checks no {@code -D}.
     */
    private static String refusedUndefine(String name, GlslVersion version) {
        if (name.startsWith("GL_")) {
            return "a name beginning with GL_";
        }
        if (version == null || !version.es()) {
            return null; // desktop GLSL only warns about names with "__"
        }
        if (version.number() < 300 && name.contains("__")) {
            return "a name with two consecutive underscores in ES 1.00";
        }
        return version.number() >= 300 && GlslReservedMacroNames.PREDEFINED.contains(name)
                ? "the predefined name " + name + " in ES" : null;
    }

    /** The replacement a {@code -D} among {@code settings} gives {@code name}, or null. */
    private static List<Token> defineIn(List<List<Token>> settings, String name) {
        for (List<Token> setting : settings) {
            if (setting.getFirst().is("define") && setting.get(1).text().equals(name)) {
                return setting.subList(2, setting.size() - 1);
            }
        }
        return null;
    }

    private static List<Predefined> of(GlslVersion version) {
        var all = new ArrayList<Predefined>();
        // glslang replaces it in #if, yet '#ifdef __VERSION__' is not taken there, while the specification
        // predefines it (and Mesa's glcpp defines it): its value is known, whether it is defined is not
        all.add(new Predefined("__VERSION__", Integer.toString(version.number()), true));
        all.add(new Predefined("GL_ES", version.es() ? "1" : null));
        if (!version.es() && version.number() >= 150) {
            all.add(new Predefined("GL_core_profile", "1"));
        }
        if (version.profile().equals("compatibility")) {
            all.add(new Predefined("GL_compatibility_profile", "1"));
        }
        all.add(new Predefined("GL_ARB_shading_language_420pack", version.es() ? null : "1"));
        return all;
    }
}
