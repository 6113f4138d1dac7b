package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.Position;

/**
 * The macros glslang defines from the {@code #version} line alone, as the reader knows them: at the {@code version}
 * keyword (glslang wants nothing but comments before it, so the two places are one), in the file's
 * {@link Macros}. Only what the version and profile decide, checked against glslang for every version it accepts
 * ({@code Glsl420PackMacroTest}):
 * <ul>
 * <li>{@code GL_ARB_shading_language_420pack}: 1 in every desktop version and profile, undefined in ES.</li>
 * </ul>
 * Every other name stays open. A line glslang refuses ({@link GlslVersion#of} null) predefines nothing.
 */
final class GlslPredefinedMacros {
    /** One macro: its name and replacement, or a null replacement for a name surely undefined here. */
    private record Predefined(String name, String value) {
    }

    private GlslPredefinedMacros() {
    }

    /** Records in {@code macros} what glslang predefines for {@code version}, whose line starts at {@code at}. */
    static void define(GlslVersion version, Token at, Macros macros, int codeIndex, Branches path) {
        if (version == null) {
            return;
        }
        for (Predefined p : of(version)) {
            Position where = at.position();
            List<Token> value = p.value() == null ? null : List.of(new Token(TokenKind.NUMBER, p.value(), where));
            macros.predefine(new Token(TokenKind.IDENTIFIER, p.name(), where), value, codeIndex, path);
        }
    }

    private static List<Predefined> of(GlslVersion version) {
        var all = new ArrayList<Predefined>();
        all.add(new Predefined("GL_ARB_shading_language_420pack", version.es() ? null : "1"));
        return all;
    }
}
