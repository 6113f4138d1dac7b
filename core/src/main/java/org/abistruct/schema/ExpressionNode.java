package org.abistruct.schema;

import org.abistruct.schema.CInteger.Type;
import org.abistruct.schema.CInteger.Undefined;

/**
 * A parsed constant expression ({@link ConstantExpression}), evaluated for one width of {@code long} with C's types
 * and arithmetic ({@link CArithmetic}). {@code at} is where errors about a node point, {@code via} the macro it came
 * from (or null).
 */
sealed interface ExpressionNode {
    Token at();

    String via();

    record Literal(Token at, String via, long value, String text) implements ExpressionNode {
    }

    /** A named constant: an enumerator or a {@code const} integer variable, with its C type. */
    record Named(Token at, String via, CInteger value) implements ExpressionNode {
    }

    record Unary(Token at, String via, String op, ExpressionNode operand) implements ExpressionNode {
    }

    record Binary(Token at, String via, String op, ExpressionNode left, ExpressionNode right) implements ExpressionNode {
    }

    /** A cast to an integer type, read for one C ABI. */
    record Cast(Token at, String via, IntegerCast to, ExpressionNode operand) implements ExpressionNode {
    }

    record Conditional(Token at, String via, ExpressionNode condition, ExpressionNode then, ExpressionNode otherwise)
            implements ExpressionNode {
    }

    /** What C leaves undefined, met while evaluating, at a node. */
    final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final transient ExpressionNode node;

        Failure(ExpressionNode node, String reason) {
            super(reason, null, false, false);
            this.node = node;
        }
    }

    /** The value where {@code long} has {@code longBits} bits; only the operands C evaluates are evaluated. */
    default CInteger evaluate(int longBits) throws Failure {
        try {
            return switch (this) {
                case Literal l -> new CInteger(l.value(), IntegerLiteral.type(l.text(), l.value(), longBits));
                case Named n -> n.value();
                case Unary u -> CArithmetic.unary(u.op(), u.operand().evaluate(longBits), longBits);
                case Binary b -> {
                    CInteger left = b.left().evaluate(longBits);
                    yield switch (b.op()) {
                        case "&&" -> CInteger.of(!left.isZero() && !b.right().evaluate(longBits).isZero());
                        case "||" -> CInteger.of(!left.isZero() || !b.right().evaluate(longBits).isZero());
                        default -> CArithmetic.binary(b.op(), left, b.right().evaluate(longBits), longBits);
                    };
                }
                case Cast c -> c.to().apply(c.operand().evaluate(longBits), longBits);
                case Conditional c -> {
                    Type type = Type.common(c.then().type(longBits), c.otherwise().type(longBits), longBits);
                    ExpressionNode chosen = c.condition().evaluate(longBits).isZero() ? c.otherwise() : c.then();
                    yield chosen.evaluate(longBits).convert(type, longBits);
                }
            };
        } catch (Undefined e) {
            throw new Failure(this, e.getMessage());
        }
    }

    /** The C type, which a conditional's result takes from both arms, evaluated or not. */
    default Type type(int longBits) {
        return switch (this) {
            case Literal l -> IntegerLiteral.type(l.text(), l.value(), longBits);
            case Named n -> n.value().type();
            case Unary u -> u.op().equals("!") ? Type.INT : u.operand().type(longBits);
            case Binary b -> CArithmetic.resultType(b.op(), b.left().type(longBits), b.right().type(longBits), longBits);
            case Cast c -> c.to().promoted();
            case Conditional c -> Type.common(c.then().type(longBits), c.otherwise().type(longBits), longBits);
        };
    }

    /** Whether evaluating fails with both widths of {@code long}, so that the failure does not depend on it. */
    default boolean failsWithBoth(int longBits, int otherLongBits) {
        try {
            evaluate(longBits);
            return false;
        } catch (Failure a) {
            try {
                evaluate(otherLongBits);
                return false;
            } catch (Failure b) {
                return true;
            }
        }
    }
}
