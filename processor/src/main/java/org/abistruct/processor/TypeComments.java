package org.abistruct.processor;

/**
 * A {@code @Type} value read as a C compiler reads it before its tokens: lines joined where a backslash ends one, then
 * each comment one space (C11 5.1.1.2p1 items 2 and 3). {@link TypeSpelling}'s checks for what would declare more
 * than one type look at what is left, so a {@code '}'} or {@code ';'} inside a comment is no separator, as in C. A
 * {@code /*} or {@code //} inside a string or character literal starts no comment.
 */
final class TypeComments {
    private TypeComments() {
    }

    /** The code of {@code spelled} with its comments as spaces, or null when a {@code /*} comment has no end. */
    static String code(String spelled) {
        String text = spelled.replaceAll("\\\\(\r\n|\r|\n)", "");
        var code = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '/' && text.startsWith("*", i + 1)) {
                int end = text.indexOf("*/", i + 2);
                if (end < 0) {
                    return null;
                }
                code.append(' ');
                i = end + 2;
            } else if (c == '/' && text.startsWith("/", i + 1)) {
                code.append(' ');
                i = lineEnd(text, i);
            } else if (c == '"' || c == '\'') {
                int end = literalEnd(text, i);
                code.append(text, i, end);
                i = end;
            } else {
                code.append(c);
                i++;
            }
        }
        return code.toString();
    }

    /** Where the line of {@code from} ends: its line end, which the comment before it does not take, or the end. */
    private static int lineEnd(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    /** Just past the string or character literal opening at {@code open}, or its line's end where it is not closed. */
    private static int literalEnd(String text, int open) {
        char quote = text.charAt(open);
        int i = open + 1;
        while (i < text.length() && text.charAt(i) != quote && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i + 1, text.length());
    }
}
