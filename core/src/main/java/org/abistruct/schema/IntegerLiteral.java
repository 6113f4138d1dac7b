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
        long bits = parseBits(text);
        if (bits < 0) {
            throw new Invalid("'" + text + "' is too large");
        }
        return bits;
    }

    /** The literal's value as 64 bits: up to 2^64 - 1, which C may give {@code unsigned long long} ({@link #type}). */
    static long parseBits(String text) throws Invalid {
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
            if (Long.compareUnsigned(value, Long.divideUnsigned(-1L - d, radix)) > 0) {
                throw new Invalid("'" + text + "' is too large");
            }
            value = value * radix + d;
        }
        return value;
    }

    /**
     * The C type of a literal of this value (C11 6.4.4.1): the first of its suffix's list that holds the value,
     * where a decimal literal without {@code u} skips the unsigned types; {@code null} when none does (a decimal
     * literal of 2^63 or more without {@code u}, which C gives no type).
     *
     * @param value the literal's 64 bits ({@link #parseBits})
     */
    static CInteger.Type type(String text, long value, int longBits) {
        String suffix = text.substring(stripSuffix(text).length()).toLowerCase(Locale.ROOT);
        boolean unsigned = suffix.contains("u");
        int longs = suffix.length() - (unsigned ? 1 : 0);
        boolean decimal = !(text.length() > 1 && text.charAt(0) == '0');
        for (CInteger.Type t : CInteger.Type.values()) {
            boolean listed = t.rank > longs && (unsigned ? t.unsigned : !t.unsigned || !decimal);
            int valueBits = t.bits(longBits) - (t.unsigned ? 0 : 1);
            if (listed && (valueBits == 64 || value >>> valueBits == 0)) {
                return t;
            }
        }
        return null;
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
