package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.abistruct.type.Position;

/**
 * Where {@code #extension GL_ARB_shading_language_420pack : enable} (or {@code require}, {@code warn}, or
 * {@code #extension all : warn}, which turns every extension on) turns on line continuation in a shader older than
 * GLSL 4.20: glslang joins lines from the end of its {@code enable} on (so a
 * {@code //} comment after it on that line already runs on into the next), and only when the line is a directive its
 * preprocessor reaches. One in a comment, or in an {@code #if 0} block, turns nothing on. Up to
 * the first such line no line is joined (and glslang refuses a backslash before a line end there but at the end of a
 * {@code //} comment: {@link LineContinuation#refuseUnjoined}), so the text is read without joins to find it;
 * {@code -D} and {@code -U} settings decide conditionals as they do for the rest of the file, and glslang's own
 * definition of the macro {@code GL_ARB_shading_language_420pack} decides the common {@code #ifdef} around the line
 * ({@link GlslPredefinedMacros}).
 * Where the file does not decide a conditional around the line, what follows has two readings: a backslash after it
 * that would join two lines is an error, unless joining changes nothing ({@link JoinsThatMatter}).
 */
final class Glsl420Pack {
    private static final String EXTENSION = "GL_ARB_shading_language_420pack";
    private static final Set<String> TURNED_ON = Set.of("enable", "require", "warn");
    /** The word {@code all}, which an {@code #extension all : warn} line needs. */
    private static final Pattern ALL = Pattern.compile("(?<![\\w])all(?![\\w])");

    private Glsl420Pack() {
    }

    /** The offset in {@code text} from which its lines are joined; the text's length for nowhere. */
    static int joinsFrom(String file, String text, CommandLineMacros commandLine) {
        if (!text.contains(EXTENSION) && !ALL.matcher(text).find()) {
            // most older shaders never name it: spare them a second reading (no line is joined before it is on, so
            // the name cannot be split by a backslash-newline either)
            LineContinuation.refuseUnjoined(file, text, 0, text.length(), false);
            return text.length();
        }
        LineStarts lines = new LineStarts(text);
        var undecided = new ArrayList<Token>(1);
        var reached = new ArrayList<Token>(1);
        List<Token> tokens;
        try {
            tokens = Lexer.tokenize(file, text, LineContinuation.glslWithout420Pack(text));
        } catch (SchemaException unterminated) {
            // unjoined, a comment runs on to the end of the file, while after an #extension line before it a join may
            // end it (a '*\' line end before '/'): read up to the comment; without such a line, reading the file
            // meets the same error
            String before = text.substring(0, lines.offset(unterminated.position()));
            tokens = Lexer.tokenize(file, before, LineContinuation.glslWithout420Pack(before));
        }
        try {
            Directives.apply(tokens, commandLine, (line, path) -> {
                if (!turnsOn(line)) {
                    return false;
                }
                // glslang turns the extension on as soon as it has read 'enable', before the rest of the line
                (path == null ? reached : undecided).add(line.get(3));
                return path == null;
            });
        } catch (SchemaException e) {
            // no #extension line before this error, which reading the file will meet again (no line being joined
            // before it), unless an undecided #extension before it may join lines there
            checkJoins(file, text, lines, undecided, text.length());
            return text.length();
        }
        int from = reached.isEmpty() ? text.length() : lines.offset(reached.getFirst().end());
        checkJoins(file, text, lines, undecided, from);
        return from;
    }

    /**
     * Refuses what glslang refuses where it joins no lines ({@link LineContinuation#refuseUnjoined}): before
     * {@code from} and the first undecided {@code #extension} line; and after that line, a join whose outcome depends on
     * the conditional.
     */
    private static void checkJoins(String file, String text, LineStarts lines, List<Token> undecided, int from) {
        int unjoined = undecided.isEmpty() ? from : lines.offset(undecided.getFirst().end());
        LineContinuation.refuseUnjoined(file, text, 0, unjoined, false);
        checkNoJoinAfter(file, text, lines, undecided, from);
    }

    /**
     * {@code extension GL_ARB_shading_language_420pack : enable}, the tokens after a directive's {@code #}; or
     * {@code extension all : warn}, which glslang applies to every extension it knows, this one too.
     */
    private static boolean turnsOn(List<Token> line) {
        if (line.size() < 4 || !line.get(0).is("extension") || !line.get(2).is(":")) {
            return false;
        }
        return line.get(1).is(EXTENSION) ? TURNED_ON.contains(line.get(3).text())
                : line.get(1).is("all") && line.get(3).is("warn");
    }

    /**
     * Refuses a backslash that would join two lines between the end of the first undecided {@code #extension} line's
     * {@code enable} (its token in {@code undecided}) and {@code until}: whether it does depends on a conditional. Not
     * one whose joining changes nothing ({@link JoinsThatMatter}).
     */
    private static void checkNoJoinAfter(String file, String text, LineStarts lines, List<Token> undecided,
            int until) {
        if (undecided.isEmpty()) {
            return;
        }
        Position directive = undecided.getFirst().end();
        int at = JoinsThatMatter.first(text, lines.offset(directive), until);
        if (at >= 0) {
            throw new SchemaException(lines.position(file, at), "whether this backslash joins two lines depends on"
                    + " a conditional this file does not decide: before GLSL 4.20 glslang joins lines only after"
                    + " '#extension " + EXTENSION + " : enable' (or 'all : warn'), and the one at line "
                    + directive.line() + " is"
                    + " inside it; decide the conditional (with -D or -U) or put the #extension outside it");
        }
    }
}
