package org.abistruct.schema;

import org.abistruct.abi.CAbi;

/**
 * Reads a static assertion ({@code _Static_assert(cond, "msg");}, C23's {@code static_assert(cond);}), at file scope
 * or in a struct body, and checks it as a compiler does: a condition that is zero is an error at the keyword, where
 * clang and GCC report it, quoting the message and, for a comparison, the values of its sides.
 * <p>
 * The condition is a constant expression ({@link ConstantExpression}), with {@code offsetof}. Read for one C ABI, it
 * has that ABI's values; read for every ABI, a condition that does not depend on the ABI is checked alike. What C
 * forbids in it ({@link ParseContext#forbidden(Token, String)}: {@code offsetof} or {@code sizeof} of a bitfield, say)
 * is refused, as every compiler refuses it. A condition the read cannot evaluate is not refused, since a compiler may
 * take it: one that depends on the ABI ({@code sizeof}, {@code offsetof}, a cast ...) read for every ABI, or one that
 * holds what the schema does not read ({@code sizeof} of an expression it does not follow, such as
 * {@code sizeof(1 + 1L)} or of an unknown name, a function-like macro). It is kept unchecked, with the reason,
 * in {@link Schema#uncheckedAssertions()}: the layouts do not need it, and a header the schema took before it checked
 * assertions is still taken. An assertion in a conditional the file does not decide may not be compiled at all, and is
 * passed over, as a compiler for some targets or with some macros would.
 */
final class StaticAssertion {
    private static final String WHAT = "static assertion";

    private StaticAssertion() {
    }

    /** Reads the assertion whose keyword is at the cursor, up to and with its {@code ;}. */
    static void read(ParseContext ctx) {
        TokenCursor cursor = ctx.cursor;
        Token keyword = cursor.next();
        int open = cursor.index();
        if (!cursor.at("(")) {
            throw ctx.expected("'(...)' after " + keyword.text(), cursor.peek());
        }
        if (ctx.branchesAt(open - 1) != null) {
            skip(ctx, keyword);
            return;
        }
        cursor.next();
        ConstantExpression.Condition condition;
        try {
            condition = ConstantExpression.readCondition(ctx, WHAT);
        } catch (SchemaException e) {
            if (ctx.isForbidden(e)) {
                throw e;
            }
            keepUnchecked(ctx, keyword, open, e.reason());
            return;
        }
        Token macro = writtenMacro(ctx, open + 1, condition.until());
        if (macro != null) {
            // a compiler replaces it first: the value read with the name as written may not be the compiler's
            keepUnchecked(ctx, keyword, open, WHAT + ": '" + macro.text() + "' is a macro here, which the schema does"
                    + " not replace in a type name or offsetof's designator");
            return;
        }
        String message = null;
        if (cursor.accept(",")) {
            message = StaticAssertMessage.read(ctx, keyword);
        } else if (!cursor.at(")")) {
            // just after the condition, as clang reports it
            throw new SchemaException(cursor.previous().afterText(), ctx.expected("',' or ')' after the condition of "
                    + keyword.text(), cursor.peek()).reason());
        }
        cursor.next();
        ctx.expectSemicolon("after " + keyword.text() + "(...)");
        // passed over for the file's macro checks, as before assertions were checked: a macro the condition replaced,
        // or the message's, is not one read as written
        int after = cursor.index();
        cursor.reset(open);
        cursor.skipBalanced("(", ")");
        cursor.reset(after);
        if (!condition.holds()) {
            throw ctx.error(keyword, "static assertion failed" + (message == null ? "" : ": " + message) + ": "
                    + why(cursor, condition, ctx.target));
        }
    }

    /** Keeps the assertion whose {@code (} is at {@code open} unchecked, for {@code reason}, and passes over it. */
    private static void keepUnchecked(ParseContext ctx, Token keyword, int open, String reason) {
        TokenCursor cursor = ctx.cursor;
        cursor.reset(open);
        int close = cursor.findMatching(open, "(", ")");
        int end = close < 0 ? open + 1 : close;
        int comma = endOfCondition(cursor, open + 1, end);
        if (comma < end) {
            // a message clang refuses is refused whatever the condition is
            cursor.reset(comma + 1);
            StaticAssertMessage.read(ctx, keyword);
            cursor.reset(open);
        }
        ctx.uncheckedAssertions.add(new Schema.UncheckedAssertion(keyword.position(),
                spelled(cursor, open + 1, comma), reason));
        skip(ctx, keyword);
    }

    /**
     * The first name from code index {@code from} to before {@code to} that the schema read as written where a macro
     * of that name may be in force, which a compiler would replace; null for none.
     */
    private static Token writtenMacro(ParseContext ctx, int from, int to) {
        for (int i = from; i < to; i++) {
            if (ctx.readAsWritten(i) && ctx.mayBeMacro(i)) {
                return ctx.cursor.at(i);
            }
        }
        return null;
    }

    /** Passes over the parenthesised condition and message and the {@code ;}. */
    private static void skip(ParseContext ctx, Token keyword) {
        if (!ctx.cursor.skipBalanced("(", ")")) {
            throw ctx.expected("'(...)' after " + keyword.text(), ctx.cursor.peek());
        }
        ctx.expectSemicolon("after " + keyword.text() + "(...)");
    }

    /** {@code sizeof(struct msg) is 32 under x86_64-sysv, asserted == 24}, or {@code 'X - 3' is 0}. */
    private static String why(TokenCursor cursor, ConstantExpression.Condition c, CAbi target) {
        String under = target == null ? "" : " under " + target.id();
        if (c.compare() == null) {
            return "'" + spelled(cursor, c.from(), c.until()) + "' is 0" + under;
        }
        String left = spelled(cursor, c.from(), c.to());
        String right = spelled(cursor, c.to() + c.compare().length(), c.until());
        String asserted = "asserted " + c.compare() + " " + right;
        if (!right.equals(c.right())) {
            asserted += ", which is " + c.right();
        }
        return left + " is " + c.left() + under + ", " + asserted;
    }

    /** The index of the {@code ,} before the message, outside brackets, or {@code close}. */
    private static int endOfCondition(TokenCursor cursor, int from, int close) {
        int depth = 0;
        for (int i = from; i < close; i++) {
            Token t = cursor.at(i);
            if (t.is("(") || t.is("[")) {
                depth++;
            } else if (t.is(")") || t.is("]")) {
                depth--;
            } else if (depth == 0 && t.is(",")) {
                return i;
            }
        }
        return close;
    }

    /** The tokens from index {@code from} to before {@code to} as written, with a space where the text has one. */
    static String spelled(TokenCursor cursor, int from, int to) {
        var sb = new StringBuilder();
        Token before = null;
        for (int i = from; i < to; i++) {
            Token t = cursor.at(i);
            if (before != null && !t.position().equals(before.end())) {
                sb.append(' ');
            }
            sb.append(t.text());
            before = t;
        }
        return sb.toString();
    }
}
