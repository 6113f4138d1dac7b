package org.abistruct.schema;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which backslashes before a line end join two lines of a schema text (C11 5.1.1.2p1 item 2). C joins at each one,
 * also with blanks between the backslash and the line end (GCC and clang warn, but join). glslang, in a file that
 * starts with {@code #version}, joins only where the line end follows the backslash at once, and only from GLSL 4.20 or
 * ES 3.00 on, or, in desktop GLSL, after an {@code #extension GL_ARB_shading_language_420pack} the preprocessor
 * reaches ({@link Glsl420Pack}; ES 1.00 has no such extension): before that a {@code //} comment ends at the line end
 * (glslang warns) and a backslash elsewhere is an error, in a block comment or an {@code #if 0} block too
 * ({@link #refuseUnjoined}), so the lines are not joined.
 *
 * @param afterBlanks whether blanks may stand between the backslash and the line end
 * @param from        the offset in the text from which lines are joined (the text's length for nowhere)
 */
record LineContinuation(boolean afterBlanks, int from) {
    /** A {@code #version} line; glslang wants it before anything but blanks and comments. */
    private static final Pattern VERSION = Pattern.compile("#[ \t]*version[ \t]+(\\d{1,9})[ \t]*(\\w*)");

    /**
     * The rule {@code text} follows: GLSL's when it starts with {@code #version}, else C's. {@code commandLine}'s
     * {@code -D} and {@code -U} may decide whether an older shader's {@code #extension} line is reached.
     */
    static LineContinuation of(String file, String text, CommandLineMacros commandLine) {
        Matcher version = VERSION.matcher(text).region(firstCode(text), text.length());
        if (!version.lookingAt()) {
            return new LineContinuation(true, 0);
        }
        int number = Integer.parseInt(version.group(1));
        boolean es = GlslVersion.isEs(number, version.group(2));
        if (es ? number >= 300 : number >= 420) {
            return new LineContinuation(false, 0);
        }
        if (es) {
            // GL_ARB_shading_language_420pack is desktop GLSL's: glslang does not turn it on in ES 1.00
            refuseUnjoined(file, text, 0, text.length(), true);
            return glslWithout420Pack(text);
        }
        return new LineContinuation(false, Glsl420Pack.joinsFrom(file, text, commandLine));
    }

    /** No line joined anywhere: an older shader up to its {@code #extension GL_ARB_shading_language_420pack}. */
    static LineContinuation glslWithout420Pack(String text) {
        return new LineContinuation(false, text.length());
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
                    + (es ? "none before ES 3.00" : "before GLSL 4.20 only after '#extension"
                            + " GL_ARB_shading_language_420pack : enable'") + ") and refuses a backslash before a line"
                    + " end outside a // comment");
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

    /** The length of the line splice (backslash, blanks, line end) at {@code i} in {@code text}; 0 if none is there. */
    int spliceAt(String text, int i) {
        if (i < from || text.charAt(i) != '\\') {
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
