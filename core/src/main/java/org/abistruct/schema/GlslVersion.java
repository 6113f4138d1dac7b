package org.abistruct.schema;

import java.util.List;
import java.util.Set;

/**
 * A {@code #version} line glslang accepts: 110 to 460 (the versions it knows), with {@code core} or
 * {@code compatibility} from 150 on, and ES: 100 alone or 300, 310 and 320 with {@code es}. What it predefines there
 * is {@link GlslPredefinedMacros}'s.
 *
 * @param number  the version, as glslang reads it ({@code 0450} is 450)
 * @param profile {@code core}, {@code compatibility} or {@code es}, or {@code ""} for none
 */
record GlslVersion(int number, String profile) {
    private static final Set<Integer> DESKTOP = Set.of(110, 120, 130, 140, 150, 330, 400, 410, 420, 430, 440, 450,
            460);
    private static final Set<Integer> ES_WITH_PROFILE = Set.of(300, 310, 320);

    /**
     * The version a {@code #version} line (its tokens after the {@code #}, ending with the end of line) declares;
     * null for one glslang refuses (an unknown number, a profile before 150 or a bad one, extra tokens).
     */
    static GlslVersion of(List<Token> line) {
        if (line.size() < 3 || line.size() > 4 || line.get(1).kind() != TokenKind.NUMBER
                || !line.get(1).text().matches("\\d{1,9}")) {
            return null;
        }
        Token second = line.get(2);
        String profile = second.kind() == TokenKind.DIRECTIVE_END ? "" : second.isIdentifier() ? second.text() : null;
        int number = Integer.parseInt(line.get(1).text());
        boolean known = switch (profile) {
            case "" -> number == 100 || DESKTOP.contains(number);
            case "core", "compatibility" -> number >= 150 && DESKTOP.contains(number);
            case "es" -> ES_WITH_PROFILE.contains(number);
            case null, default -> false;
        };
        return known && line.getLast().kind() == TokenKind.DIRECTIVE_END ? new GlslVersion(number, profile) : null;
    }

    /** Whether {@code #version number profile} is OpenGL ES GLSL, as glslang takes it: {@code es}, or 100 alone. */
    static boolean isEs(int number, String profile) {
        return profile.equals("es") || number == 100;
    }

    boolean es() {
        return isEs(number, profile);
    }
}
