package org.abistruct.schema;

import java.util.Locale;

/**
 * Reads a C integer literal: decimal, {@code 0x} hex, {@code 0b} binary or leading-zero octal, with
 * an optional {@code u}/{@code l}/{@code ll} suffix in any C-valid combination.
 */
final class IntegerLiteral {
    private IntegerLiteral() {
    }

    /** Thrown for a number that is not an integer literal or does not fit in a {@code long}. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String reason) {
            super(reason, null, false, false);
        }
    }

    static long parse(String text) throws Invalid {
        String digits = stripSuffix(text);
        int radix = 10;
        int start = 0;
        if (digits.length() > 2 && digits.charAt(0) == '0' && (digits.charAt(1) == 'x' || digits.charAt(1) == 'X')) {
            radix = 16;
            start = 2;
        } else if (digits.length() > 2 && digits.charAt(0) == '0'
                && (digits.charAt(1) == 'b' || digits.charAt(1) == 'B')) {
            radix = 2;
            start = 2;
        } else if (digits.length() > 1 && digits.charAt(0) == '0') {
            radix = 8;
            start = 1;
        }
        if (start >= digits.length()) {
            throw new Invalid("'" + text + "' is not an integer literal");
        }
        long value = 0;
        for (int i = start; i < digits.length(); i++) {
            int d = Character.digit(digits.charAt(i), radix);
            if (d < 0) {
                throw new Invalid("'" + text + "' is not an integer literal");
            }
            if (value > (Long.MAX_VALUE - d) / radix) {
                throw new Invalid("'" + text + "' is too large");
            }
            value = value * radix + d;
        }
        return value;
    }

    private static String stripSuffix(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (String suffix : new String[] {"ull", "llu", "ul", "lu", "ll", "u", "l"}) {
            if (lower.endsWith(suffix) && validCase(text.substring(text.length() - suffix.length()))) {
                return text.substring(0, text.length() - suffix.length());
            }
        }
        return text;
    }

    /** C accepts {@code ll} and {@code LL} but not {@code lL}. */
    private static boolean validCase(String suffix) {
        return !suffix.contains("lL") && !suffix.contains("Ll");
    }
}
