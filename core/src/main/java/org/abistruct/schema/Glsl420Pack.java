package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where {@code #extension GL_ARB_shading_language_420pack : enable} (or {@code require}, {@code warn}, or
 * {@code #extension all : warn}, which turns every extension on) turns on line continuation in a shader older than
 * GLSL 4.20, and where {@code : disable} (or {@code #extension all : disable}) turns it off again: glslang switches
 * at the end of the behaviour's word (so a {@code //} comment after it on that line already follows the new rule),
 * and only when the line is a directive its preprocessor reaches. One in a comment, or in an {@code #if 0} block,
 * switches nothing. Up to the first such line no line is joined (and glslang refuses a backslash before a line end
 * there but at the end of a {@code //} comment: {@link LineContinuation#refuseUnjoined}), so the text is read without
 * joins to find it, then on from it with joins to find the next, and so on, in one pass; {@code -D} and {@code -U}
 * settings decide conditionals as they do for the rest of the file, and glslang's own definition of the macro
 * {@code GL_ARB_shading_language_420pack} decides the common {@code #ifdef} around the line
 * ({@link GlslPredefinedMacros}).
 * Where the file does not decide a conditional around such a line, what follows has two readings up to a line that
 * decides it again: a backslash there that would join two lines is an error, unless joining changes nothing
 * ({@link JoinsThatMatter}).
 */
final class Glsl420Pack {
    private static final String EXTENSION = "GL_ARB_shading_language_420pack";
    private static final Set<String> TURNED_ON = Set.of("enable", "require", "warn");
    /** The word {@code all}, which an {@code #extension all : warn} line needs. */
    private static final Pattern ALL = Pattern.compile("(?<![\\w])all(?![\\w])");

    /** Whether glslang joins lines: yes, no, or depending on a conditional this file does not decide. */
    private enum Joins { ON, OFF, UNDECIDED }

    /** A change of the joins to {@code joins} at {@code at}, the end of an {@code #extension} line's behaviour. */
    private record Switch(int at, Joins joins, Token behaviour) {
    }

    private Glsl420Pack() {
    }

    /** Where lines of {@code text}, an older desktop shader, are joined; having refused what glslang refuses. */
    static LineContinuation rule(String file, String text, CommandLineMacros commandLine) {
        if (!text.contains(EXTENSION) && !ALL.matcher(text).find()) {
            // most older shaders never name it: spare them a second reading (no line is joined before it is on, so
            // the name cannot be split by a backslash-newline either)
            LineContinuation.refuseUnjoined(file, text, 0, text.length(), false);
            return LineContinuation.UNJOINED;
        }
        LineStarts lines = new LineStarts(text);
        List<Switch> switches = switches(file, text, lines, commandLine);
        check(file, text, lines, switches);
        return joinedWhereOn(switches);
    }

    /**
     * The switches the preprocessor reaches in {@code text}, read in one pass: after one that changes how the text
     * after it is read (between joined and not joined, with a backslash after it), the text is read on from its
     * directive with the new joins, what came before it staying as it was read.
     */
    private static List<Switch> switches(String file, String text, LineStarts lines, CommandLineMacros commandLine) {
        var switches = new ArrayList<Switch>();
        // past the last backslash, joins change no token
        int lastBackslash = text.lastIndexOf('\\');
        var state = new Joins[] {Joins.OFF};
        try {
            Directives.apply(Lexer.from(file, text, LineContinuation.UNJOINED, 0, lines)::next, commandLine,
                    (hash, line, path) -> {
                        Joins to = switchesTo(line);
                        // a line that changes the joins inside a conditional this file does not decide leaves two
                        // readings
                        Joins next = to == null || path == null || to == state[0] ? to : Joins.UNDECIDED;
                        if (next == null || next == state[0]) {
                            return null; // the line read again after a switch comes here too
                        }
                        Joins before = state[0];
                        state[0] = next;
                        int at = lines.offset(line.get(3).end());
                        switches.add(new Switch(at, next, line.get(3)));
                        // OFF and UNDECIDED read the text alike, without joins
                        boolean changes = (before == Joins.ON || next == Joins.ON) && at < lastBackslash;
                        return changes ? Lexer.from(file, text, joinedWhereOn(switches), lines.offset(hash.position()),
                                lines)::next : null;
                    });
        } catch (SchemaException e) {
            // no more switches before this error, which reading the file meets again (a comment or string left open
            // is met only after the switches before it have joined the lines that may close it)
        }
        return switches;
    }

    /** The rule that joins lines where {@code switches} turn the joins on. */
    private static LineContinuation joinedWhereOn(List<Switch> switches) {
        var at = new ArrayList<Integer>();
        boolean joined = false;
        for (Switch s : switches) {
            if (joined != (s.joins() == Joins.ON)) {
                joined = !joined;
                at.add(s.at());
            }
        }
        return new LineContinuation(false, at.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * How {@code extension GL_ARB_shading_language_420pack : enable} (the tokens after a directive's {@code #}) sets
     * the joins: on ({@code enable}, {@code require}, {@code warn}), off ({@code disable}), or null for a line about
     * another extension; {@code extension all : warn} and {@code all : disable} set every extension glslang knows, this
     * one too.
     */
    private static Joins switchesTo(List<Token> line) {
        if (line.size() < 4 || !line.get(0).is("extension") || !line.get(2).is(":")) {
            return null;
        }
        boolean all = line.get(1).is("all");
        if (!all && !line.get(1).is(EXTENSION)) {
            return null;
        }
        String behaviour = line.get(3).text();
        if (behaviour.equals("disable")) {
            return Joins.OFF;
        }
        // glslang refuses 'all : enable' and 'all : require'
        return (all ? behaviour.equals("warn") : TURNED_ON.contains(behaviour)) ? Joins.ON : null;
    }

    /**
     * Refuses, between the switches, what glslang refuses where it joins no lines
     * ({@link LineContinuation#refuseUnjoined}), and where whether it joins depends on a conditional, a join whose
     * joining matters ({@link JoinsThatMatter}).
     */
    private static void check(String file, String text, LineStarts lines, List<Switch> switches) {
        for (int i = 0; i <= switches.size(); i++) {
            Switch since = i == 0 ? null : switches.get(i - 1);
            int until = i < switches.size() ? switches.get(i).at() : text.length();
            if (since == null || since.joins() == Joins.OFF) {
                LineContinuation.refuseUnjoined(file, text, since == null ? 0 : since.at(), until, false);
            } else if (since.joins() == Joins.UNDECIDED) {
                checkNoJoin(file, text, lines, since, until);
            }
        }
    }

    /**
     * Refuses a backslash that would join two lines between an undecided {@code #extension} line's switch and
     * {@code until}: whether it does depends on a conditional. Not one whose joining changes nothing
     * ({@link JoinsThatMatter}).
     */
    private static void checkNoJoin(String file, String text, LineStarts lines, Switch undecided, int until) {
        int at = JoinsThatMatter.first(text, undecided.at(), until);
        if (at >= 0) {
            throw new SchemaException(lines.position(file, at), "whether this backslash joins two lines depends on"
                    + " a conditional this file does not decide: before GLSL 4.20 glslang joins lines only from"
                    + " '#extension " + EXTENSION + " : enable' (or 'all : warn') to a ': disable', and the one at"
                    + " line " + undecided.behaviour().position().line() + " is inside it; decide the conditional"
                    + " (with -D or -U) or put the #extension outside it");
        }
    }
}
