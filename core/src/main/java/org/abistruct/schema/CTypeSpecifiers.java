package org.abistruct.schema;

import java.util.List;
import org.abistruct.type.Scalar;

/**
 * Combines C type words written in any order ({@code unsigned long int}, {@code long unsigned}) into
 * a scalar, as C does: the count of each word matters, the order does not. MSVC's sized integers
 * ({@code __int8} to {@code __int64}, also {@code unsigned}) are read too: their widths are the same under
 * every ABI; so is GCC's and clang's {@code __int128} ({@code signed} or {@code unsigned}, with no other word), which
 * only the C ABIs with 64-bit pointers hold.
 */
final class CTypeSpecifiers {
    private CTypeSpecifiers() {
    }

    /**
     * The index of the word of {@code words}, which {@link #combine} refuses, where clang reports it: the first word
     * that cannot combine with those before it ({@code long} in {@code short long}), but the sign word when only a
     * sign is what does not fit ({@code unsigned} in {@code unsigned float}, as in {@code float unsigned}), and the
     * first {@code long} or {@code short} when it is one with {@code __int128} that does not fit.
     */
    static int firstInvalid(List<String> words) {
        for (int end = 1; end <= words.size(); end++) {
            List<String> prefix = words.subList(0, end);
            if (valid(prefix)) {
                continue;
            }
            String last = words.get(end - 1);
            List<String> withoutSigns = prefix.stream().filter(w -> !isSign(w)).toList();
            if (!isSign(last) && prefix.stream().anyMatch(CTypeSpecifiers::isSign) && valid(withoutSigns)) {
                return prefix.indexOf(prefix.stream().filter(CTypeSpecifiers::isSign).findFirst().orElseThrow());
            }
            return widthWithInt128(prefix) >= 0 ? widthWithInt128(prefix) : end - 1;
        }
        return 0;
    }

    /**
     * The index of the first {@code long} or {@code short} of {@code prefix} when what does not fit in it is only that
     * width with {@code __int128}, which clang reports at that word, before or after ({@code 'long __int128' is
     * invalid}); else -1.
     */
    private static int widthWithInt128(List<String> prefix) {
        List<String> withoutWidths = prefix.stream().filter(w -> !w.equals("long") && !w.equals("short")).toList();
        if (!prefix.contains("__int128") || withoutWidths.size() == prefix.size() || !valid(withoutWidths)) {
            return -1;
        }
        for (int i = 0; ; i++) {
            if (prefix.get(i).equals("long") || prefix.get(i).equals("short")) {
                return i;
            }
        }
    }

    private static boolean valid(List<String> words) {
        return words.isEmpty() || words.equals(List.of("void")) || combine(words) != null;
    }

    private static boolean isSign(String word) {
        return word.equals("signed") || word.equals("unsigned");
    }

    /** The scalar the words name, or null when C does not allow the combination ({@code short long}). */
    static Scalar combine(List<String> words) {
        int signed = 0;
        int unsigned = 0;
        int shorts = 0;
        int longs = 0;
        int ints = 0;
        int chars = 0;
        int floats = 0;
        int doubles = 0;
        int bools = 0;
        int sizedBits = 0;
        int sized = 0;
        for (String w : words) {
            switch (w) {
                case "signed" -> signed++;
                case "unsigned" -> unsigned++;
                case "short" -> shorts++;
                case "long" -> longs++;
                case "int" -> ints++;
                case "char" -> chars++;
                case "float" -> floats++;
                case "double" -> doubles++;
                case "_Bool", "bool" -> bools++;
                case "__int8", "__int16", "__int32", "__int64", "__int128" -> {
                    sized++;
                    sizedBits = Integer.parseInt(w.substring("__int".length()));
                }
                default -> {
                    return null;
                }
            }
        }
        int sign = signed + unsigned;
        if (sign > 1 || shorts > 1 || longs > 2 || ints > 1 || chars + floats + doubles + bools > 1) {
            return null;
        }
        boolean isUnsigned = unsigned == 1;
        if (sized > 0) {
            return sized == 1 && shorts + longs + ints + chars + floats + doubles + bools == 0
                    ? sizedInteger(sizedBits, isUnsigned) : null;
        }
        if (chars == 1) {
            return shorts + longs + ints == 0 ? (isUnsigned ? Scalar.UINT8 : Scalar.INT8) : null;
        }
        if (floats == 1) {
            return sign + shorts + longs + ints == 0 ? Scalar.FLOAT32 : null;
        }
        if (doubles == 1) {
            if (sign + shorts + ints != 0 || longs > 1) {
                return null;
            }
            return longs == 1 ? Scalar.LONG_DOUBLE : Scalar.FLOAT64;
        }
        if (bools == 1) {
            return sign + shorts + longs + ints == 0 ? Scalar.BOOL : null;
        }
        if (shorts == 1) {
            return longs == 0 ? (isUnsigned ? Scalar.UINT16 : Scalar.INT16) : null;
        }
        return switch (longs) {
            case 0 -> isUnsigned ? Scalar.UINT32 : Scalar.INT32;
            case 1 -> isUnsigned ? Scalar.ULONG : Scalar.LONG;
            default -> isUnsigned ? Scalar.UINT64 : Scalar.INT64;
        };
    }

    private static Scalar sizedInteger(int bits, boolean isUnsigned) {
        return switch (bits) {
            case 8 -> isUnsigned ? Scalar.UINT8 : Scalar.INT8;
            case 16 -> isUnsigned ? Scalar.UINT16 : Scalar.INT16;
            case 32 -> isUnsigned ? Scalar.UINT32 : Scalar.INT32;
            case 128 -> isUnsigned ? Scalar.UINT128 : Scalar.INT128;
            default -> isUnsigned ? Scalar.UINT64 : Scalar.INT64;
        };
    }
}
