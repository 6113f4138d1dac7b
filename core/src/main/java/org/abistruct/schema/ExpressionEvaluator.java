package org.abistruct.schema;

import org.abistruct.schema.CInteger.Undefined;

/**
 * Evaluates a parsed constant expression ({@link ExpressionNode}) as C does: read for one C ABI, with its width of
 * {@code long}; read for every ABI, under both widths of {@code long}, which must give the same value. Its errors name
 * the value ({@code what}) and point at the operator that failed, or at the expression's start.
 */
final class ExpressionEvaluator {
    static final int LONG_64 = 64;
    static final int LONG_32 = 32;

    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    /** The tokens the expression was read from: where it starts. */
    private final ExpandedTokens expanded;

    ExpressionEvaluator(ParseContext ctx, String what, ExpandedTokens expanded) {
        this.ctx = ctx;
        this.what = what;
        this.expanded = expanded;
    }

    long value(ExpressionNode node) {
        CInteger result = integer(node);
        try {
            return result.toLong(ctx.target != null ? ctx.target.longSize() * 8 : LONG_64);
        } catch (Undefined e) {
            throw ctx.error(expanded.start(), what + ": " + e.getMessage());
        }
    }

    /** Whether {@link #integer} gives {@code node} a value: read for every ABI, the same under both widths of long. */
    boolean sameUnderEveryWidth(ExpressionNode node) {
        try {
            integer(node);
            return true;
        } catch (SchemaException differs) {
            return false;
        }
    }

    /**
     * The value and type of {@code node} where {@code long} has the width of the ABI the file is read for; read for
     * every ABI, its value where {@code long} is 64 bits, which must be the one where it is 32.
     */
    CInteger integer(ExpressionNode node) {
        if (ctx.target != null) {
            int longBits = ctx.target.longSize() * 8;
            try {
                return node.evaluate(longBits);
            } catch (ExpressionNode.Failure f) {
                throw expanded.error(f.node.at(), f.node.via(), what + ": " + f.getMessage());
            }
        }
        CInteger wide;
        CInteger narrow;
        try {
            wide = node.evaluate(LONG_64);
        } catch (ExpressionNode.Failure f) {
            throw failure(f, ", where long is 64 bits (Linux, macOS)");
        }
        try {
            narrow = node.evaluate(LONG_32);
        } catch (ExpressionNode.Failure f) {
            throw failure(f, ", where long is 32 bits (Windows, 32-bit targets)");
        }
        String w = wide.describe(LONG_64);
        String n = narrow.describe(LONG_32);
        if (!w.equals(n)) {
            throw ctx.error(expanded.start(), what + " is " + w + " where long is 64 bits but " + n
                    + " where it is 32 bits; a schema is laid out under every ABI, so it must not depend on the"
                    + " width of long"
                    + ConstantExpression.ONE_ABI_HINT);
        }
        return wide;
    }

    private SchemaException failure(ExpressionNode.Failure f, String where) {
        String message = what + ": " + f.getMessage();
        boolean dependsOnLong = !f.node.failsWithBoth(LONG_64, LONG_32);
        return expanded.error(f.node.at(), f.node.via(), dependsOnLong ? message + where : message);
    }
}
