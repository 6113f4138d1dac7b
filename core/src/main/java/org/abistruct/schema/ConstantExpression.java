package org.abistruct.schema;

import java.util.List;
import java.util.Set;
import org.abistruct.abi.CAbi;

/**
 * A C integer constant expression (C11 6.6): integer literals, enumeration constants, {@code const} integer variables
 * (GLSL's, see {@link NamedConstants}) and object-like macros defined before it, parentheses, and the unary, binary
 * and conditional operators, evaluated with C's types and
 * arithmetic ({@link CArithmetic}). Array sizes, bit widths, alignments and enumerator values are read with it.
 * <p>
 * A schema is laid out under every ABI, so its constants must not depend on one. {@code sizeof} and
 * {@code _Alignof} do, and are refused. The width of {@code long} does too (32 bits on Windows and 32-bit targets, 64
 * elsewhere), so the expression is evaluated with both and must give the same value. Casts and character literals
 * are not read.
 * <p>
 * A file read for one C ABI ({@link ParseContext#target}) takes {@code sizeof} and the alignment operators of a type
 * name ({@link TypeName}, {@link TypeMeasure}), {@code sizeof} of an expression whose type C's rules give
 * ({@link SizeofOperand}: {@code ((struct s *)0)->m}, literals, enumerators), {@code offsetof} ({@link OffsetOf}) and
 * casts to integer types ({@link IntegerCast}), and evaluates with the ABI's width of {@code long} only.
 * <p>
 * This class holds the entry points and the operator grammar. The tokens it reads, macros replaced, are
 * {@link ExpandedTokens}; the operators on type names are {@link TypeNameOperators}, and sizeof's operand
 * {@link SizeofOperandParser}; the value is {@link ExpressionEvaluator}'s.
 */
final class ConstantExpression {
    /** The deepest nesting of parentheses, unary operators and {@code ?:}, which bounds the parser's recursion. */
    static final int MAX_DEPTH = 256;
    /** The most binary and conditional operators in one expression: bounds the evaluator's recursion down a chain. */
    private static final int MAX_OPERATORS = 1000;
    /** The most tokens one expression may read, macro replacements included: bounds macros that grow exponentially. */
    static final int MAX_TOKENS = 10_000;
    private static final Set<String> ABI_DEPENDENT =
            Set.of("sizeof", "_Alignof", "alignof", "__alignof__", "__alignof", "_Alignas", "alignas");
    /** The operators that take a type name and give its size or alignment, read for one C ABI. */
    private static final Set<String> TYPE_QUERIES = Set.of("sizeof", "_Alignof", "alignof", "__alignof__", "__alignof");
    /** {@code offsetof} as {@code <stddef.h>} names it, and clang's builtin that defines it. */
    private static final Set<String> OFFSETOF = Set.of("offsetof", "__builtin_offsetof");
    /** The comparison operators, whose two sides a false static assertion's message gives. */
    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");
    /** What refusals of a construct that reading for one C ABI takes add. */
    static final String ONE_ABI_HINT = " (a file read for one C ABI takes it)";
    /** C's binary operators by precedence, loosest first ({@link IfCondition} reads the same). */
    static final List<List<String>> BINARY_LEVELS = List.of(
            List.of("||"), List.of("&&"), List.of("|"), List.of("^"), List.of("&"), List.of("==", "!="),
            List.of("<=", ">=", "<", ">"), List.of("<<", ">>"), List.of("+", "-"), List.of("*", "/", "%"));
    private static final List<String> BINARY_OPERATORS = BINARY_LEVELS.stream().flatMap(List::stream).toList();
    /** Each binary operator's precedence: its index in {@link #BINARY_LEVELS}. */
    private static final java.util.Map<String, Integer> LEVEL = levels();
    static final Set<String> UNARY = Set.of("+", "-", "~", "!");

    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final ExpandedTokens expanded;
    private final ExpressionEvaluator evaluator;
    private final TypeNameOperators typeOperators;
    private int operators;

    private ConstantExpression(ParseContext ctx, String what) {
        this.ctx = ctx;
        this.what = what;
        this.expanded = new ExpandedTokens(ctx, what);
        this.evaluator = new ExpressionEvaluator(ctx, what, expanded);
        this.typeOperators = new TypeNameOperators(ctx, what, expanded, this, evaluator);
    }

    /**
     * Reads the expression at the cursor and returns its value.
     *
     * @param what names the value in errors, e.g. {@code array size of 'a'}
     * @throws SchemaException if it is not a constant expression the schema can read, or its value depends on the ABI
     */
    static long read(ParseContext ctx, String what) {
        var parser = new ConstantExpression(ctx, what);
        ExpressionNode node = parser.parse();
        return parser.evaluator.value(node);
    }

    /**
     * A static assertion's condition, read at the cursor: whether it holds (is not zero) and, where it is a comparison
     * written in the file ({@code sizeof(struct msg) == 24}), the values of its two sides, for the message that says
     * why it does not.
     *
     * @param holds   whether the value is not zero
     * @param compare the comparison operator of a false condition, or null where it holds, is none (or comes from a
     *                macro) or has a side whose value depends on the width of long
     * @param left    the left side's value as C prints it (null without a comparison)
     * @param right   the right side's value
     * @param from    the code index of the condition's first token, inside parentheses written around it all
     * @param to      the code index of its operator (its last token + 1 without a comparison)
     * @param until   the code index just after it
     */
    record Condition(boolean holds, String compare, String left, String right, int from, int to, int until) {
    }

    /**
     * Reads the condition of a static assertion at the cursor ({@link StaticAssertion}).
     *
     * @throws SchemaException as {@link #read} does
     */
    static Condition readCondition(ParseContext ctx, String what) {
        var parser = new ConstantExpression(ctx, what);
        int from = ctx.cursor.index();
        ExpressionNode node = parser.parse();
        int until = ctx.cursor.index();
        // quoted without the parentheses written around it all, as clang quotes it: ((a == b)) as a == b
        while (until - from >= 2 && ctx.cursor.at(from).is("(")
                && ctx.cursor.findMatching(from, "(", ")") == until - 1) {
            from++;
            until--;
        }
        int longBits = ctx.target != null ? ctx.target.longSize() * 8 : ExpressionEvaluator.LONG_64;
        boolean holds = !parser.evaluator.integer(node).isZero();
        // the sides, for a false one's message only: read for every ABI, a side may depend on the width of long
        // where the comparison does not ((0UL - 1) == 0)
        if (!holds && node instanceof ExpressionNode.Binary b && b.via() == null && COMPARISONS.contains(b.op())
                && parser.evaluator.sameUnderEveryWidth(b.left()) && parser.evaluator.sameUnderEveryWidth(b.right())) {
            int to = from;
            while (to < until && ctx.cursor.at(to) != b.at()) {
                to++;
            }
            CInteger left = parser.evaluator.integer(b.left());
            CInteger right = parser.evaluator.integer(b.right());
            // the values compared are the converted ones: -1 < sizeof(int) compares 2^64 - 1 with 4
            CInteger.Type common = CInteger.Type.common(left.type(), right.type(), longBits);
            return new Condition(holds, b.op(), compared(left, common, longBits), compared(right, common, longBits),
                    from, to, until);
        }
        return new Condition(holds, null, null, null, from, until, until);
    }

    /** {@code side} converted to the type a comparison converts both sides to, as C prints it. */
    private static String compared(CInteger side, CInteger.Type common, int longBits) {
        try {
            return side.convert(common, longBits).describe(longBits);
        } catch (CInteger.Undefined cannot) {
            return side.describe(longBits); // a signed common type holds either side: not reached
        }
    }

    /**
     * A named constant's value, or the reason it has none (reported where it is used), and the C type of the
     * expression that gave it, read for one C ABI (null read for every ABI, where {@code long}'s width is not known,
     * or on failure).
     *
     * @param huge whether the value is an unsigned 64-bit one of 2^63 or more, whose bits {@code value} holds
     */
    record Outcome(long value, CInteger.Type type, boolean huge, SchemaException failure) {
        /** The value as C prints it. */
        String describe() {
            return printed(value, huge);
        }

        /** {@code value} as C prints it: its bits read as unsigned where {@code huge}. */
        static String printed(long value, boolean huge) {
            return huge ? Long.toUnsignedString(value) : Long.toString(value);
        }
    }

    /**
     * Reads the value of the enumerator or {@code const} variable {@code name}, up to the token {@code end} (the
     * {@code ,} or the {@code closer} after it), and leaves the cursor there. It may fail without stopping the parse:
     * the failure is kept, for where the name is used.
     */
    static Outcome readNamedValue(ParseContext ctx, Token name, int end, String closer) {
        Outcome outcome;
        try {
            var parser = new ConstantExpression(ctx, "value of '" + name.text() + "'");
            ExpressionNode node = parser.parse();
            // an unsigned 64-bit value of 2^63 or more is kept as its bits: an enum without a fixed type may hold it
            CInteger result = parser.evaluator.integer(node);
            boolean huge = result.isHugeUnsigned();
            CInteger.Type type = ctx.target == null ? null : result.type();
            outcome = ctx.cursor.index() == end ? new Outcome(result.value(), type, huge, null) : new Outcome(0, null,
                    false, ctx.expected("',' or '" + closer + "' after the value of '" + name.text() + "'",
                    ctx.cursor.peek()));
        } catch (SchemaException e) {
            outcome = new Outcome(0, null, false, e);
        }
        ctx.cursor.moveTo(end);
        return outcome;
    }

    /**
     * Evaluates {@code text} as one constant expression, after its {@code #define} lines; for tests.
     *
     * @throws SchemaException as {@link #read} does, or if tokens follow the expression
     */
    static long evaluate(String text) {
        return evaluate(text, null);
    }

    /**
     * Evaluates {@code text} as one constant expression read for {@code target} (null: for every ABI), after its
     * {@code #define} lines; for tests.
     *
     * @throws SchemaException as {@link #read} does, or if tokens follow the expression
     */
    static long evaluate(String text, CAbi target) {
        var ctx = new ParseContext(Directives.apply(Lexer.tokenize("expression", text)), target);
        long value = read(ctx, "expression");
        if (!ctx.cursor.atEnd()) {
            throw ctx.expected("the end of the expression", ctx.cursor.peek());
        }
        return value;
    }

    private ExpressionNode parse() {
        expanded.markStart();
        ExpressionNode node = conditional();
        expanded.requireReplacementsRead();
        return node;
    }

    ExpressionNode conditional() {
        ExpressionNode condition = binary(0);
        if (!atOperator("?")) {
            return condition;
        }
        // a level per ?:, as per parenthesis (primary) and unary operator (unary), and none for a plain operand
        expanded.enter();
        Token question = expanded.site(expanded.peek());
        String via = expanded.via();
        countOperator(question, via);
        expanded.next();
        ExpressionNode then = conditional();
        if (!atOperator(":")) {
            throw expanded.expected("':' in the conditional expression");
        }
        expanded.next();
        ExpressionNode otherwise = conditional();
        expanded.leave();
        return new ExpressionNode.Conditional(question, via, condition, then, otherwise);
    }

    /**
     * Binary operators of precedence {@code minLevel} or higher ({@link #BINARY_LEVELS}), left to right: precedence
     * climbing, so that a parenthesis costs the parser a few frames rather than one per level.
     */
    private ExpressionNode binary(int minLevel) {
        ExpressionNode left = unary();
        while (true) {
            String op = operatorAt(BINARY_OPERATORS);
            int level = op == null ? -1 : LEVEL.get(op);
            if (level < minLevel) {
                return left;
            }
            Token at = expanded.site(expanded.peek());
            String via = expanded.via();
            countOperator(at, via);
            consumeOperator(op);
            left = new ExpressionNode.Binary(at, via, op, left, binary(level + 1));
        }
    }

    /** The precedence of binary operator {@code op}, its index in {@link #BINARY_LEVELS}; -1 for no binary operator. */
    static int level(String op) {
        return LEVEL.getOrDefault(op, -1);
    }

    private static java.util.Map<String, Integer> levels() {
        var levels = new java.util.HashMap<String, Integer>();
        for (int level = 0; level < BINARY_LEVELS.size(); level++) {
            for (String op : BINARY_LEVELS.get(level)) {
                levels.put(op, level);
            }
        }
        return java.util.Map.copyOf(levels);
    }

    private void countOperator(Token at, String via) {
        if (++operators > MAX_OPERATORS) {
            throw expanded.error(at, via, "constant expression has more than " + MAX_OPERATORS + " operators");
        }
    }

    ExpressionNode unary() {
        expanded.expandMacros();
        Token t = expanded.peek();
        String via = expanded.via();
        if (t.kind() == TokenKind.PUNCT && UNARY.contains(t.text())) {
            Token at = expanded.site(t);
            if ((t.is("+") || t.is("-")) && adjacent(t, expanded.peekAfter()) && expanded.peekAfter().is(t.text())) {
                throw expanded.error(at, via, "'" + t.text() + t.text() + "' is not allowed in a constant expression");
            }
            expanded.enter();
            expanded.next();
            ExpressionNode node = new ExpressionNode.Unary(at, via, t.text(), unary());
            expanded.leave();
            return node;
        }
        return t.is("(") ? parenthesised(t, via) : primary();
    }

    /**
     * A parenthesised expression, or a cast. Apart from {@link #primary} because each level of parentheses stacks the
     * frames from {@link #conditional} to here: primary's, with its many branches, is the largest, and with it on that
     * path 300 levels overflowed a test's stack in some JIT states before the 256-level limit could refuse them.
     */
    private ExpressionNode parenthesised(Token raw, String via) {
        Token t = expanded.site(raw);
        if (expanded.startsTypeName(expanded.peekAfter())) {
            return typeOperators.cast(t, via);
        }
        expanded.enter();
        expanded.next();
        ExpressionNode inner = conditional();
        if (!expanded.peek().is(")")) {
            throw expanded.expected("')'");
        }
        expanded.next();
        expanded.leave();
        return inner;
    }

    private ExpressionNode primary() {
        Token raw = expanded.peek();
        Token t = expanded.site(raw);
        String via = expanded.via();
        if (raw.kind() == TokenKind.NUMBER) {
            expanded.next();
            long bits;
            try {
                bits = IntegerLiteral.parseBits(raw.text());
            } catch (IntegerLiteral.Invalid e) {
                throw expanded.error(t, via, what + ": '" + raw.text() + "' " + reason(e));
            }
            if (ctx.glsl) {
                glslLiteral(raw, t, via, bits);
            }
            if (IntegerLiteral.type(raw.text(), bits, ExpressionEvaluator.LONG_64) == null) {
                throw expanded.error(t, via, what + ": '" + raw.text() + "' is too large for a signed type, and not"
                        + " written as unsigned (add a u)");
            }
            return new ExpressionNode.Literal(t, via, bits, raw.text());
        }
        if (raw.isIdentifier() && ABI_DEPENDENT.contains(raw.text())) {
            if (ctx.target == null || !TYPE_QUERIES.contains(raw.text())) {
                throw expanded.error(t, via, what + ": " + raw.text() + " depends on the ABI, and a schema is laid out"
                        + " under every ABI; write the number"
                        + (TYPE_QUERIES.contains(raw.text()) ? ONE_ABI_HINT : ""));
            }
            return typeOperators.typeQuery(raw, t, via);
        }
        if (raw.isIdentifier() && OFFSETOF.contains(raw.text()) && expanded.peekAfter().is("(")) {
            if (ctx.target == null) {
                throw expanded.error(t, via, what + ": " + raw.text() + " depends on the ABI, and a schema is laid out"
                        + " under every ABI; write the number" + ONE_ABI_HINT);
            }
            if (via != null) {
                throw expanded.error(t, via, what + ": " + raw.text() + " in a macro's replacement is not read; write"
                        + " it in the file");
            }
            return typeOperators.offsetOf(raw, t);
        }
        if (raw.kind() == TokenKind.STRING) {
            throw expanded.error(t, via, what + ": character literals are not supported in constant expressions");
        }
        if (raw.isIdentifier() && !Keywords.RESERVED.contains(raw.text())) {
            expanded.next();
            int useIndex = expanded.useIndex();
            return new ExpressionNode.Named(t, via, ctx.constants.value(raw.text(), t, useIndex, ctx.branchesAt(useIndex), via));
        }
        throw expanded.expected("an integer constant expression (" + what + ")");
    }

    /**
     * GLSL types its literals otherwise than C: {@code int} or, with {@code u}, {@code uint}, 32 bits, where a hex
     * literal of 2^31 or more is a negative {@code int}. The ones whose C and GLSL values agree are read; the others
     * are refused.
     */
    private void glslLiteral(Token raw, Token t, String via, long bits) {
        String lower = raw.text().toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith("l") || lower.endsWith("lu")) {
            throw expanded.error(t, via, what + ": GLSL has no long literals ('" + raw.text() + "')");
        }
        boolean unsigned = lower.endsWith("u");
        if (unsigned ? bits >>> 32 != 0 : bits >>> 31 != 0) {
            throw expanded.error(t, via, what + ": in GLSL '" + raw.text() + "' is not a"
                    + (unsigned ? " uint" : "n int") + " value" + (unsigned ? "" : "; an unsigned one needs a u"));
        }
    }

    /**
     * The two-character operator at the cursor when its characters are adjacent ({@code <<}), else the one; a macro
     * there is replaced first, as the preprocessor would.
     */
    private String operatorAt(List<String> ops) {
        expanded.expandMacros();
        Token t = expanded.peek();
        if (t.kind() != TokenKind.PUNCT) {
            return null;
        }
        Token after = expanded.peekAfter();
        if ((t.is("+") || t.is("-")) && adjacent(t, after) && after.is(t.text())) {
            throw expanded.error(expanded.site(t), expanded.via(), "'" + t.text() + t.text()
                    + "' is not allowed in a constant expression");
        }
        String two = adjacent(t, after) ? t.text() + after.text() : null;
        if (two != null && isOperator(two)) {
            return ops.contains(two) ? two : null;
        }
        return ops.contains(t.text()) ? t.text() : null;
    }

    /**
     * Whether {@code b} is punctuation that follows {@code a} with no space in the same text: {@code <<} is one token in
     * C. (A {@code -D} value's tokens are in a text of their own, whose line 1 is not the file's.)
     */
    static boolean adjacent(Token a, Token b) {
        return a.kind() == TokenKind.PUNCT && b.kind() == TokenKind.PUNCT && b.position().equals(a.end());
    }

    static boolean isOperator(String two) {
        return BINARY_LEVELS.stream().anyMatch(level -> level.contains(two));
    }

    private boolean atOperator(String op) {
        return operatorAt(List.of(op)) != null;
    }

    private void consumeOperator(String op) {
        for (int i = 0; i < op.length(); i++) {
            expanded.next();
        }
    }

    static String reason(IntegerLiteral.Invalid e) {
        String m = e.getMessage();
        int quote = m.lastIndexOf("' ");
        return quote < 0 ? m : m.substring(quote + 2);
    }
}
