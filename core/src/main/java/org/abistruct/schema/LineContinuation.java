package org.abistruct.schema;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which backslashes before a line end join two lines of a schema text (C11 5.1.1.2p1 item 2). C joins at each one,
 * also with blanks between the backslash and the line end (GCC and clang warn, but join). glslang, in a file that
 * starts with {@code #version}, joins only where the line end follows the backslash at once, and only from GLSL 4.20 or
 * ES 3.00 on, or, in desktop GLSL, where an {@code #extension GL_ARB_shading_language_420pack} line the preprocessor
 * reaches turns it on, up to one that turns it off ({@link Glsl420Pack}; ES 1.00 has no such extension): elsewhere a
 * {@code //} comment ends at the line end (glslang warns) and any other backslash before a line end is an error, in a
 * block comment or an {@code #if 0} block too ({@link #refuseUnjoined}), so the lines are not joined.
 *
 * @param afterBlanks whether blanks may stand between the backslash and the line end
 * @param switches    the offsets in the text, in order, where joining lines turns on, off, on again...: lines are
 *                    joined from the first to the second, from the third to the fourth, and so on, and after an odd
 *                    one last to the end
 */
record LineContinuation(boolean afterBlanks, int[] switches) {
    /** C's: joins everywhere, also with blanks after the backslash. */
    static final LineContinuation C = new LineContinuation(true, new int[] {0});
    /** glslang's from GLSL 4.20 and ES 3.00 on: joins everywhere. */
    static final LineContinuation GLSL = new LineContinuation(false, new int[] {0});
    /** glslang's in an older shader without 420pack: joins nowhere. */
    static final LineContinuation UNJOINED = new LineContinuation(false, new int[0]);

    /** A {@code #version} line; glslang wants it before anything but blanks and comments. */
    private static final Pattern VERSION = Pattern.compile("#[ \t]*version[ \t]+(\\d{1,9})[ \t]*(\\w*)");

    /**
     * The rule {@code text} follows: GLSL's when it starts with {@code #version}, else C's. {@code commandLine}'s
     * {@code -D} and {@code -U} may decide whether an older shader's {@code #extension} line is reached.
     */
    static LineContinuation of(String file, String text, CommandLineMacros commandLine) {
        Matcher version = version(text);
        if (version == null) {
            return C;
        }
        int number = Integer.parseInt(version.group(1));
        boolean es = GlslVersion.isEs(number, version.group(2));
        if (es ? number >= 300 : number >= 420) {
            return GLSL;
        }
        if (es) {
            // GL_ARB_shading_language_420pack is desktop GLSL's: glslang does not turn it on in ES 1.00
            refuseUnjoined(file, text, 0, text.length(), true);
            return UNJOINED;
        }
        return Glsl420Pack.rule(file, text, commandLine.inGlsl());
    }

    /** Whether {@code text} is a GLSL file: one that starts with {@code #version}. */
    static boolean isGlsl(String text) {
        return version(text) != null;
    }

    /** The {@code #version} line {@code text} starts with, matched; null if it starts otherwise. */
    private static Matcher version(String text) {
        Matcher version = VERSION.matcher(text).region(firstCode(text), text.length());
        return version.lookingAt() ? version : null;
    }

    /**
     * Refuses a backslash before a line end between {@code from} (in code) and {@code until}, where glslang joins no
     * lines, but one that ends a {@code //} comment: glslang refuses it wherever its preprocessor reads it, in a block
     * comment or a skipped {@code #if 0} block too ({@link JoinsThatMatter#refusedUnjoined}).
     *
     * @param es whether the shader is ES, for the message
     */
    static void refuseUnjoined(String file, String text, int from, int until, boolean es) {
        int at = JoinsThatMatter.refusedUnjoined(text, from, until);
        if (at >= 0) {
            throw new SchemaException(new LineStarts(text).position(file, at), "glslang joins no lines here ("
                    + (es ? "none before ES 3.00" : "before GLSL 4.20 only from '#extension"
                            + " GL_ARB_shading_language_420pack : enable' to a ': disable'") + ") and refuses a"
                    + " backslash before a line end outside a // comment");
        }
    }

    /**
     * Where the first character of {@code text} that is no blank, comment or byte order mark is. A loop: a regex's
     * repeated group would overflow the stack on a long run of comment lines.
     */
    private static int firstCode(String text) {
        int i = text.startsWith("\uFEFF") ? 1 : 0;
        while (i < text.length()) {
            if (" \t\n\r\f\u000B".indexOf(text.charAt(i)) >= 0) {
                i++;
            } else if (text.startsWith("//", i)) {
                while (i < text.length() && SplicedText.lineEndLength(text, i) == 0) {
                    i++;
                }
            } else if (text.startsWith("/*", i)) {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? text.length() : close + 2;
            } else {
                break;
            }
        }
        return i;
    }

    /** Whether lines are joined at offset {@code i}: an odd number of switches are at or before it. */
    private boolean joinsAt(int i) {
        int at = Arrays.binarySearch(switches, i);
        return (at >= 0 ? at + 1 : -at - 1) % 2 == 1;
    }

    /** The length of the line splice (backslash, blanks, line end) at {@code i} in {@code text}; 0 if none is there. */
    int spliceAt(String text, int i) {
        if (text.charAt(i) != '\\' || !joinsAt(i)) {
            return 0;
        }
        int j = i + 1;
        while (afterBlanks && j < text.length() && " \t\f\u000B".indexOf(text.charAt(j)) >= 0) {
            j++;
        }
        int end = SplicedText.lineEndLength(text, j);
        return end == 0 ? 0 : j - i + end;
    }
}
