package org.abistruct.schema;

import java.util.List;
import org.abistruct.type.Scalar;

/**
 * Combines C type words written in any order ({@code unsigned long int}, {@code long unsigned}) into
 * a scalar, as C does: the count of each word matters, the order does not.
 */
final class CTypeSpecifiers {
    private CTypeSpecifiers() {
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
}
