package org.abistruct.schema;

import java.nio.charset.StandardCharsets;

/**
 * How many bytes a plain C string literal's characters take in the array it makes (C11 6.4.5), its closing
 * {@code '\0'} not counted: an escape sequence ({@code \n}, {@code \101}, {@code \x41}) is one byte, any other
 * character its UTF-8 bytes, as clang and GCC encode the execution character set, and a byte of the file that is not
 * UTF-8 ({@link RawBytes}) itself.
 */
final class StringLiteralBytes {
    private static final String SIMPLE_ESCAPES = "'\"?\\abfnrtve";

    private StringLiteralBytes() {
    }

    /**
     * The bytes of {@code literal}, quotes included ({@code "abc"}: 3).
     *
     * @throws IllegalArgumentException with what is not read: a universal character name ({@code \u00e9}), whose
     *                                  bytes depend on the character, or an escape beyond a byte, which clang
     *                                  refuses
     */
    static long of(String literal) {
        String body = literal.substring(1, literal.length() - 1);
        long bytes = 0;
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c != '\\') {
                int cp = body.codePointAt(i);
                bytes += RawBytes.is(cp) ? 1 : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
                i += Character.charCount(cp);
                continue;
            }
            char e = i + 1 < body.length() ? body.charAt(i + 1) : '\\';
            if (e == 'x') {
                int end = i + 2;
                while (end < body.length() && Character.digit(body.charAt(end), 16) >= 0) {
                    end++;
                }
                String digits = body.substring(i + 2, end).replaceFirst("^0+", "");
                if (end == i + 2 || digits.length() > 2) {
                    throw new IllegalArgumentException("the escape '" + body.substring(i, end) + "'");
                }
                i = end;
            } else if (e >= '0' && e <= '7') {
                int end = i + 1;
                while (end < body.length() && end < i + 4 && body.charAt(end) >= '0' && body.charAt(end) <= '7') {
                    end++;
                }
                if (Integer.parseInt(body.substring(i + 1, end), 8) > 0xFF) {
                    throw new IllegalArgumentException("the escape '" + body.substring(i, end) + "'");
                }
                i = end;
            } else if (SIMPLE_ESCAPES.indexOf(e) >= 0) {
                i += 2;
            } else {
                throw new IllegalArgumentException("the escape '\\" + e + "'");
            }
            bytes++;
        }
        return bytes;
    }
}
