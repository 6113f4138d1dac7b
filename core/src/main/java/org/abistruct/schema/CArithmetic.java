package org.abistruct.schema;

import org.abistruct.schema.CInteger.Type;
import org.abistruct.schema.CInteger.Undefined;

/**
 * C11's integer operators (6.5.3 to 6.5.15) on {@link CInteger}s, for one width of {@code long}. A result that C
 * leaves undefined throws {@link Undefined}. A right shift of a negative value, which C leaves to the
 * implementation, is arithmetic, as in GCC, clang and MSVC.
 */
final class CArithmetic {
    private CArithmetic() {
    }

    /** The type of {@code a op b}: the left operand's for a shift, {@code int} for a comparison or logical operator. */
    static Type resultType(String op, Type a, Type b, int longBits) {
        return switch (op) {
            case "<<", ">>" -> a;
            case "<", ">", "<=", ">=", "==", "!=", "&&", "||" -> Type.INT;
            default -> Type.common(a, b, longBits);
        };
    }

    static CInteger unary(String op, CInteger a, int longBits) throws Undefined {
        Type t = a.type();
        int bits = t.bits(longBits);
        long x = a.value();
        return switch (op) {
            case "+" -> a;
            case "!" -> CInteger.of(a.isZero());
            case "~" -> new CInteger(CInteger.wrap(~x, bits, t.unsigned), t);
            case "-" -> {
                if (t.unsigned) {
                    yield new CInteger(CInteger.wrap(-x, bits, true), t);
                }
                String shown = x < 0 ? "-(" + a.describe(longBits) + ")" : "-" + a.describe(longBits);
                yield signed(x == Long.MIN_VALUE ? null : -x, bits, t, shown);
            }
            default -> throw new IllegalArgumentException("unary " + op);
        };
    }

    /** {@code a op b} for every binary operator but {@code &&} and {@code ||}, which the caller short-circuits. */
    static CInteger binary(String op, CInteger a, CInteger b, int longBits) throws Undefined {
        if (op.equals("<<") || op.equals(">>")) {
            return shift(op, a, b, longBits);
        }
        Type t = Type.common(a.type(), b.type(), longBits);
        int bits = t.bits(longBits);
        long x = a.convert(t, longBits).value();
        long y = b.convert(t, longBits).value();
        String shown = a.describe(longBits) + " " + op + " " + b.describe(longBits);
        boolean u = t.unsigned;
        return switch (op) {
            case "+" -> u ? wrapped(x + y, bits, t) : signed(exact(() -> Math.addExact(x, y)), bits, t, shown);
            case "-" -> u ? wrapped(x - y, bits, t) : signed(exact(() -> Math.subtractExact(x, y)), bits, t, shown);
            case "*" -> u ? wrapped(x * y, bits, t) : signed(exact(() -> Math.multiplyExact(x, y)), bits, t, shown);
            case "/", "%" -> divide(op, x, y, bits, t, shown);
            case "&" -> new CInteger(x & y, t);
            case "|" -> new CInteger(x | y, t);
            case "^" -> new CInteger(x ^ y, t);
            case "<" -> CInteger.of(compare(x, y, u, bits) < 0);
            case ">" -> CInteger.of(compare(x, y, u, bits) > 0);
            case "<=" -> CInteger.of(compare(x, y, u, bits) <= 0);
            case ">=" -> CInteger.of(compare(x, y, u, bits) >= 0);
            case "==" -> CInteger.of(x == y);
            case "!=" -> CInteger.of(x != y);
            default -> throw new IllegalArgumentException("binary " + op);
        };
    }

    private static CInteger shift(String op, CInteger a, CInteger b, int longBits) throws Undefined {
        Type t = a.type();
        int bits = t.bits(longBits);
        if (b.isNegative() || Long.compareUnsigned(b.value(), bits) >= 0) {
            throw new Undefined("shift count " + b.describe(longBits) + " is not below the width of "
                    + t.spelling + " (" + bits + " bits here)");
        }
        int count = (int) b.value();
        long x = a.value();
        if (op.equals(">>")) {
            return new CInteger(t.unsigned && bits == 64 ? x >>> count : x >> count, t);
        }
        if (t.unsigned) {
            return wrapped(x << count, bits, t);
        }
        if (x < 0) {
            throw new Undefined("left shift of the negative value " + x);
        }
        boolean fits = count == 0 || x <= (Long.MAX_VALUE >> count);
        return signed(fits ? x << count : null, bits, t, x + " << " + count);
    }

    private static CInteger divide(String op, long x, long y, int bits, Type t, String shown) throws Undefined {
        if (y == 0) {
            throw new Undefined("division by zero in " + shown);
        }
        boolean rem = op.equals("%");
        if (t.unsigned) {
            return new CInteger(rem ? Long.remainderUnsigned(x, y) : Long.divideUnsigned(x, y), t);
        }
        // C11 6.5.5: when the quotient does not fit, a / b and a % b are both undefined
        Long quotient = x == Long.MIN_VALUE && y == -1 ? null : x / y;
        signed(quotient, bits, t, shown);
        return signed(rem ? x % y : quotient, bits, t, shown);
    }

    private static int compare(long x, long y, boolean unsigned, int bits) {
        return unsigned && bits == 64 ? Long.compareUnsigned(x, y) : Long.compare(x, y);
    }

    private static CInteger wrapped(long v, int bits, Type t) {
        return new CInteger(CInteger.wrap(v, bits, true), t);
    }

    /** A signed result: {@code null} (or a value past the type's width) is an overflow, which C leaves undefined. */
    private static CInteger signed(Long v, int bits, Type t, String shown) throws Undefined {
        if (v == null || !CInteger.fits(v, bits)) {
            throw new Undefined(shown + " overflows " + t.spelling + " (" + bits + " bits here)");
        }
        return new CInteger(v, t);
    }

    private interface LongOp {
        long apply();
    }

    /** The exact 64-bit result, or {@code null} where it overflows. */
    private static Long exact(LongOp op) {
        try {
            return op.apply();
        } catch (ArithmeticException overflow) {
            return null;
        }
    }
}
