package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.abistruct.abi.CAbi;
import org.abistruct.schema.CInteger.Undefined;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Scalar;

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
 */
final class ConstantExpression {
    private static final int LONG_64 = 64;
    private static final int LONG_32 = 32;
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

    /** Tokens spliced in by a macro, read before the rest. */
    private static final class Frame {
        final Macros.Definition macro;
        final Token use;
        /** The code token of the outermost use: macros in the replacement are looked up as of there. */
        final int codeIndex;
        int index;

        Frame(Macros.Definition macro, Token use, int codeIndex) {
            this.macro = macro;
            this.use = use;
            this.codeIndex = codeIndex;
        }

        boolean exhausted() {
            return index >= macro.replacement().size();
        }
    }

    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final int useIndex;
    private final Deque<Frame> frames = new ArrayDeque<>();
    /** How many frames of each macro are on {@link #frames}: a macro is not expanded inside itself. */
    private final java.util.Map<String, Integer> active = new java.util.HashMap<>();
    private int depth;
    private int operators;
    private int tokens;
    /** Where the expression starts, as its text has it: errors about the whole value point here. */
    private Token start;

    private ConstantExpression(ParseContext ctx, String what) {
        this.ctx = ctx;
        this.what = what;
        this.useIndex = ctx.codeIndex();
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
        return parser.value(node);
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
        int longBits = ctx.target != null ? ctx.target.longSize() * 8 : LONG_64;
        boolean holds = !parser.integer(node).isZero();
        // the sides, for a false one's message only: read for every ABI, a side may depend on the width of long
        // where the comparison does not ((0UL - 1) == 0)
        if (!holds && node instanceof ExpressionNode.Binary b && b.via() == null && COMPARISONS.contains(b.op())
                && parser.sameUnderEveryWidth(b.left()) && parser.sameUnderEveryWidth(b.right())) {
            int to = from;
            while (to < until && ctx.cursor.at(to) != b.at()) {
                to++;
            }
            CInteger left = parser.integer(b.left());
            CInteger right = parser.integer(b.right());
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
            CInteger result = parser.integer(node);
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
        start = site(peek());
        ExpressionNode node = conditional();
        Frame unread = frames.stream().filter(f -> !f.exhausted()).reduce((a, b) -> b).orElse(null);
        if (unread != null) {
            throw ctx.error(unread.use, what + ": macro '" + unread.macro.name().text() + "' expands to '"
                    + spelled(unread.macro.replacement()) + "', more than one expression");
        }
        return node;
    }

    private ExpressionNode conditional() {
        ExpressionNode condition = binary(0);
        if (!atOperator("?")) {
            return condition;
        }
        enter(); // a level per ?:, as per parenthesis (primary) and unary operator (unary), and none for a plain operand
        Token question = site(peek());
        String via = via();
        countOperator(question, via);
        next();
        ExpressionNode then = conditional();
        if (!atOperator(":")) {
            throw expected("':' in the conditional expression");
        }
        next();
        ExpressionNode otherwise = conditional();
        depth--;
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
            Token at = site(peek());
            String via = via();
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
            throw error(at, via, "constant expression has more than " + MAX_OPERATORS + " operators");
        }
    }

    private ExpressionNode unary() {
        expandMacros();
        Token t = peek();
        String via = via();
        if (t.kind() == TokenKind.PUNCT && UNARY.contains(t.text())) {
            Token at = site(t);
            if ((t.is("+") || t.is("-")) && adjacent(t, peekAfter()) && peekAfter().is(t.text())) {
                throw error(at, via, "'" + t.text() + t.text() + "' is not allowed in a constant expression");
            }
            enter();
            next();
            ExpressionNode node = new ExpressionNode.Unary(at, via, t.text(), unary());
            depth--;
            return node;
        }
        return primary();
    }

    private ExpressionNode primary() {
        Token raw = peek();
        Token t = site(raw);
        String via = via();
        if (raw.kind() == TokenKind.NUMBER) {
            next();
            long bits;
            try {
                bits = IntegerLiteral.parseBits(raw.text());
            } catch (IntegerLiteral.Invalid e) {
                throw error(t, via, what + ": '" + raw.text() + "' " + reason(e));
            }
            if (ctx.glsl) {
                glslLiteral(raw, t, via, bits);
            }
            if (IntegerLiteral.type(raw.text(), bits, LONG_64) == null) {
                throw error(t, via, what + ": '" + raw.text() + "' is too large for a signed type, and not written as"
                        + " unsigned (add a u)");
            }
            return new ExpressionNode.Literal(t, via, bits, raw.text());
        }
        if (raw.is("(")) {
            if (startsTypeName(peekAfter())) {
                return cast(t, via);
            }
            enter();
            next();
            ExpressionNode inner = conditional();
            if (!peek().is(")")) {
                throw expected("')'");
            }
            next();
            depth--;
            return inner;
        }
        if (raw.isIdentifier() && ABI_DEPENDENT.contains(raw.text())) {
            if (ctx.target == null || !TYPE_QUERIES.contains(raw.text())) {
                throw error(t, via, what + ": " + raw.text() + " depends on the ABI, and a schema is laid out under every"
                        + " ABI; write the number" + (TYPE_QUERIES.contains(raw.text()) ? ONE_ABI_HINT : ""));
            }
            return typeQuery(raw, t, via);
        }
        if (raw.isIdentifier() && OFFSETOF.contains(raw.text()) && peekAfter().is("(")) {
            if (ctx.target == null) {
                throw error(t, via, what + ": " + raw.text() + " depends on the ABI, and a schema is laid out under"
                        + " every ABI; write the number" + ONE_ABI_HINT);
            }
            if (via != null) {
                throw error(t, via, what + ": " + raw.text() + " in a macro's replacement is not read; write it in"
                        + " the file");
            }
            return offsetOf(raw, t);
        }
        if (raw.kind() == TokenKind.STRING) {
            throw error(t, via, what + ": character literals are not supported in constant expressions");
        }
        if (raw.isIdentifier() && !Keywords.RESERVED.contains(raw.text())) {
            next();
            return new ExpressionNode.Named(t, via, ctx.constants.value(raw.text(), t, useIndex, ctx.branchesAt(useIndex), via));
        }
        throw expected("an integer constant expression (" + what + ")");
    }

    /**
     * A cast to an integer type, {@code (unsigned long) x}, read for one C ABI only: the type name at the cursor,
     * then the operand.
     */
    private ExpressionNode cast(Token t, String via) {
        if (ctx.target == null) {
            throw error(t, via, what + ": casts are not supported in constant expressions" + ONE_ABI_HINT);
        }
        TypeName name = typeName(t, via, "a cast");
        IntegerCast to = IntegerCast.of(ctx.target, name);
        if (to == null && name.type() instanceof Scalar s && s.fixedByteSize() > 8) {
            throw error(t, via, what + ": a cast to '" + s.typeName() + "' is not read in a constant expression: it has"
                    + " 128 bits, and constant expressions here compute with at most 64");
        }
        if (to == null) {
            throw error(t, via, what + ": a cast to '" + name.type().typeName() + "' is not read in a constant"
                    + " expression; only casts to integer types are");
        }
        enter();
        ExpressionNode operand = unary();
        depth--;
        return new ExpressionNode.Cast(t, via, to, operand);
    }

    /**
     * {@code sizeof(type-name)}, {@code _Alignof(type-name)} and their spellings, read for one C ABI: the value the
     * ABI's compilers give ({@link TypeMeasure}), of type {@code size_t}.
     */
    private ExpressionNode typeQuery(Token raw, Token t, String via) {
        next();
        expandMacros();
        if (!peek().is("(") || !startsTypeName(peekAfter())) {
            if (raw.is("sizeof")) {
                return sizeofExpression(raw, t, via);
            }
            throw error(t, via, what + ": " + raw.text() + " of an expression is not read; write " + raw.text()
                    + "(type)");
        }
        TypeName name = typeName(t, via, raw.text());
        TypeMeasure measure;
        try {
            measure = TypeMeasure.of(ctx.target, name);
        } catch (TypeMeasure.Unmeasured e) {
            throw error(t, via, what + ": " + e.getMessage());
        }
        long value = switch (raw.text()) {
            case "sizeof" -> measure.size();
            case "_Alignof", "alignof" -> measure.alignment();
            default -> measure.preferred(); // GCC's __alignof__
        };
        int pointerBits = ctx.target.pointerSize() * 8;
        CInteger.Type sizeT = IntegerCast.pointerSized(pointerBits, ctx.target.longSize() * 8, true);
        return new ExpressionNode.Named(t, via, new CInteger(value, sizeT));
    }

    /**
     * {@code sizeof} of an expression, read for one C ABI: the size of its type ({@link SizeofOperand}), of type
     * {@code size_t}. The expression is a unary one (C11 6.5.3): a literal, a string literal, an enumerator, and
     * member access, subscripts, {@code *} and casts on them ({@code ((struct s *)0)->arr[2]}); any other is an error
     * naming what was not read.
     */
    private ExpressionNode sizeofExpression(Token raw, Token t, String via) {
        Token first = peek();
        if (first.isIdentifier() && namesType(first)) {
            // sizeof int: C wants the type name in parentheses, as clang says just after the sizeof
            throw via != null ? error(t, via, what + ": sizeof takes a type name in parentheses")
                    : ctx.forbidden(new SchemaException(raw.afterText(), what + ": expected parentheses around type"
                    + " name in sizeof expression"));
        }
        enter();
        SizeofOperand operand = sizeofUnary();
        depth--;
        long size = operand.size(ctx.target);
        int pointerBits = ctx.target.pointerSize() * 8;
        CInteger.Type sizeT = IntegerCast.pointerSized(pointerBits, ctx.target.longSize() * 8, true);
        return new ExpressionNode.Named(t, via, new CInteger(size, sizeT));
    }

    /** A unary expression sizeof measures: {@code *} on a cast expression, or a postfix expression. */
    private SizeofOperand sizeofUnary() {
        expandMacros();
        Token raw = peek();
        if (raw.is("*")) {
            Token star = site(raw);
            next();
            enter();
            SizeofOperand operand = sizeofCast();
            depth--;
            return operand.deref(star);
        }
        SizeofOperand operand = sizeofPrimary();
        while (true) {
            expandMacros();
            Token op = peek();
            Token at = site(op);
            if (op.is("[")) {
                next();
                passIndex();
                operand = operand.index(at);
            } else if (op.is(".")) {
                next();
                operand = operand.member(at, memberName("."), false);
            } else if (op.is("-") && adjacent(op, peekAfter()) && peekAfter().is(">")) {
                next();
                next();
                operand = operand.member(at, memberName("->"), true);
            } else {
                return operand;
            }
        }
    }

    /**
     * The index of a subscript in sizeof's operand, after its {@code [}, up to and past its {@code ]}: any expression,
     * a variable too, since sizeof evaluates none of it (C11 6.5.3.4p2) and the type does not depend on it. Its
     * names must be declared, as a compiler wants them.
     */
    private void passIndex() {
        int open = 1;
        Token previous = null;
        while (true) {
            expandMacros();
            Token token = peek();
            if (token.isEnd()) {
                throw expected("']' after the index in sizeof's operand");
            }
            open += token.is("[") || token.is("(") ? 1 : token.is("]") || token.is(")") ? -1 : 0;
            if (open == 0) {
                if (!token.is("]")) {
                    throw expected("']' after the index in sizeof's operand");
                }
                next();
                return;
            }
            // a member's name after '.' or '->' is no ordinary name
            boolean member = previous != null && (previous.is(".") || previous.is(">"));
            if (token.isIdentifier() && !member && !Keywords.RESERVED.contains(token.text()) && !namesType(token)
                    && !ctx.constants.declared(token.text(), site(token), useIndex, ctx.branchesAt(useIndex), via())
                    && !ctx.names.isVariableOrFunction(token.text())) {
                throw error(site(token), via(), what + ": unknown name '" + token.text() + "' in the index of sizeof's"
                        + " operand: no type, enumeration constant or variable of that name is declared before"
                        + ctx.scope.suggestion(token.text()));
            }
            previous = token;
            next();
        }
    }

    /** A cast expression sizeof measures: {@code (type-name)} before one, or a unary expression. */
    private SizeofOperand sizeofCast() {
        expandMacros();
        if (!peek().is("(") || !startsTypeName(peekAfter())) {
            return sizeofUnary();
        }
        Token open = site(peek());
        SizeofOperand cast = castType(open, via());
        enter();
        sizeofCast(); // the value cast, whose type sizeof does not need
        depth--;
        return cast;
    }

    /** A primary expression sizeof measures: a literal, an enumerator or a parenthesised expression. */
    private SizeofOperand sizeofPrimary() {
        expandMacros();
        Token raw = peek();
        Token t = site(raw);
        String via = via();
        if (raw.is("(")) {
            next();
            enter();
            SizeofOperand inner = sizeofCast();
            depth--;
            expandMacros();
            if (!peek().is(")")) {
                throw notRead(peek());
            }
            next();
            return inner.parenthesised(t);
        }
        if (raw.kind() == TokenKind.NUMBER) {
            next();
            CInteger.Type type;
            try {
                long bits = IntegerLiteral.parseBits(raw.text());
                type = IntegerLiteral.type(raw.text(), bits, ctx.target.longSize() * 8);
            } catch (IntegerLiteral.Invalid e) {
                throw error(t, via, what + ": sizeof of '" + raw.text() + "' is not read: it " + reason(e));
            }
            if (type == null) {
                throw error(t, via, what + ": '" + raw.text() + "' is too large for a signed type, and not written as"
                        + " unsigned (add a u)");
            }
            return SizeofOperand.of(ctx, what, SizeofOperand.scalar(type), t);
        }
        if (raw.kind() == TokenKind.STRING && raw.text().startsWith("'")) {
            next();
            return SizeofOperand.of(ctx, what, Scalar.INT32, t); // a character literal is an int in C
        }
        if (raw.kind() == TokenKind.STRING) {
            return stringLiteral(t, via);
        }
        if (atWideLiteral()) {
            throw wideLiteral(t, via);
        }
        if (raw.isIdentifier() && !Keywords.RESERVED.contains(raw.text())) {
            return named(raw, t, via);
        }
        throw notRead(raw);
    }

    /**
     * Plain string literals, one after another as C joins them, macros replaced between them: an array of their bytes
     * and a {@code '\0'}. A wide or UTF literal among them makes the whole one wide, which is not read.
     */
    private SizeofOperand stringLiteral(Token t, String via) {
        long bytes = 1;
        while (peek().kind() == TokenKind.STRING && peek().text().startsWith("\"")) {
            Token literal = peek();
            try {
                bytes += StringLiteralBytes.of(literal.text());
            } catch (IllegalArgumentException e) {
                throw error(site(literal), via, what + ": sizeof of a string literal with " + e.getMessage()
                        + " is not read");
            }
            next();
            expandMacros();
            if (atWideLiteral()) {
                throw wideLiteral(site(peek()), via());
            }
        }
        return SizeofOperand.of(ctx, what, new ArrayType(Scalar.INT8, bytes), t);
    }

    /** Whether the cursor is at the prefix of a wide or UTF literal ({@code L"ab"}, {@code u8"ab"}, {@code u'a'}). */
    private boolean atWideLiteral() {
        Token raw = peek();
        return raw.isIdentifier() && peekAfter().kind() == TokenKind.STRING && peekAfter().position().equals(raw.end());
    }

    /** The error for sizeof of the wide or UTF literal at the cursor, at {@code t}: its size depends on its type. */
    private SchemaException wideLiteral(Token t, String via) {
        return error(t, via, what + ": sizeof of a wide or UTF literal (" + peek().text() + peekAfter().text()
                + ") is not read; write sizeof of its type");
    }

    /** A name sizeof measures: an enumerator of an enum without a fixed underlying type, whose type it knows. */
    private SizeofOperand named(Token raw, Token t, String via) {
        String name = raw.text();
        if (ctx.constants.declared(name, t, useIndex, ctx.branchesAt(useIndex), via)) {
            CInteger.Type type = ctx.constants.ownType(name, t, useIndex, ctx.branchesAt(useIndex), via);
            if (type == null) {
                throw error(t, via, what + ": sizeof of '" + name + "' is not read: a const variable's or an"
                        + " enumerator's of an enum with a fixed underlying type is its own type, which the schema does"
                        + " not keep; write sizeof of its type");
            }
            next();
            return SizeofOperand.of(ctx, what, SizeofOperand.scalar(type), t);
        }
        if (ctx.names.isVariableOrFunction(name)) {
            throw error(t, via, what + ": sizeof of '" + name + "', a variable or function, is not read: the schema"
                    + " keeps no variable's type; write sizeof of its type");
        }
        throw error(t, via, what + ": sizeof of unknown type or name '" + name + "': no type, enumeration constant or"
                + " variable of that name is declared before" + ctx.scope.suggestion(name));
    }

    /**
     * The member name after {@code op} ({@code .} or {@code ->}) in sizeof's operand, macros replaced first: the
     * name's token, or where the macro it comes from is used.
     */
    private Token memberName(String op) {
        expandMacros();
        Token name = peek();
        if (!name.isIdentifier()) {
            throw expected("a member name after '" + op + "'");
        }
        Token at = site(name);
        next();
        return at == name ? name : new Token(name.kind(), name.text(), at.position(), at.end(), at.afterText());
    }

    /** The error for sizeof of an expression with {@code at}, an operator or token the schema does not follow there. */
    private SchemaException notRead(Token at) {
        return error(site(at), via(), what + ": sizeof of an expression with " + at.describe() + " is not read; write"
                + " sizeof(type)");
    }

    /**
     * The type of a cast, {@code (type-name)} at the cursor, as sizeof's operand: a pointer's target too where it is a
     * type the schema knows ({@code (struct s *)}), read again without the last {@code *}.
     */
    private SizeofOperand castType(Token t, String via) {
        ParenthesisedTokens cast = parenthesisedTokens(via, "a cast");
        List<Token> tokens = cast.tokens();
        int codeIndex = cast.codeIndex();
        String macro = cast.macro();
        TypeName whole = typeNameOf(tokens, codeIndex, t, macro, "a cast");
        if (!(whole.type() instanceof org.abistruct.type.PointerType p)) {
            return SizeofOperand.of(ctx, what, whole.type(), t);
        }
        DataType pointee = null;
        if (tokens.size() > 3 && tokens.get(tokens.size() - 2).is("*")) {
            List<Token> target = new ArrayList<>(tokens);
            target.remove(tokens.size() - 2);
            try {
                pointee = typeNameOf(target, codeIndex, t, macro, "a cast").type();
            } catch (SchemaException unknown) {
                // void *, a struct declared only by name: sizeof of what it points to is not read
            }
        }
        return SizeofOperand.pointer(ctx, what, p, pointee, t);
    }

    /**
     * The tokens of the parenthesised type name at the cursor, macros replaced, which it passes: the index of the code
     * token they stand at, and the macro the first one replaced comes from, else {@code via} (null for none).
     */
    private record ParenthesisedTokens(List<Token> tokens, int codeIndex, String macro) {
    }

    /** The tokens of the parenthesised type name at the cursor, for {@code use} ({@code sizeof}, {@code a cast}). */
    private ParenthesisedTokens parenthesisedTokens(String via, String use) {
        int codeIndex = frames.isEmpty() ? ctx.codeIndex() : frames.getLast().codeIndex;
        String macro = via;
        List<Token> tokens = new ArrayList<>();
        int open = 0;
        do {
            expandMacros();
            if (macro == null && !frames.isEmpty()) {
                macro = frames.getLast().macro.name().text();
            }
            Token token = peek();
            if (token.isEnd()) {
                throw expected("')' after the type name of " + use);
            }
            open += token.is("(") ? 1 : token.is(")") ? -1 : 0;
            tokens.add(token);
            next();
        } while (open > 0);
        return new ParenthesisedTokens(tokens, codeIndex, macro);
    }

    /**
     * The parenthesised type name {@code tokens} for {@code use}, read where the code token {@code codeIndex} stands;
     * an error in it is reported at {@code t} where it comes from {@code macro}.
     */
    private TypeName typeNameOf(List<Token> tokens, int codeIndex, Token t, String macro, String use) {
        List<Token> ended = new ArrayList<>(tokens);
        Token last = tokens.getLast();
        ended.add(new Token(TokenKind.END, "", last.end(), last.end(), last.end()));
        ParseContext replacement = ctx.readingReplacement(ended, codeIndex);
        try {
            TypeName name = TypeName.readParenthesised(replacement, what);
            if (!replacement.cursor.atEnd()) {
                throw replacement.expected("')' after the type name of " + use, replacement.cursor.peek());
            }
            return name;
        } catch (SchemaException e) {
            if (macro == null) {
                throw replacement.isForbidden(e) ? ctx.forbidden(e) : e;
            }
            // reported where the macro is used, as every error about its replacement is
            throw ctx.error(t, e.reason() + NamedConstants.inExpansion(macro));
        }
    }

    /**
     * {@code offsetof(type, designator)} and clang's {@code __builtin_offsetof}, read for one C ABI ({@link OffsetOf}):
     * the byte offset the ABI gives the designated member, of type {@code size_t}. Array indices in the designator are
     * constant expressions.
     */
    private ExpressionNode offsetOf(Token raw, Token t) {
        next();
        next(); // (
        TypeName name = TypeName.readBefore(ctx, what, ",");
        ctx.expect(",", " after the type name of " + raw.text());
        var offset = new OffsetOf(ctx, what, name, t);
        offset.member(designatorName());
        while (true) {
            if (peek().is(".")) {
                next();
                offset.member(designatorName());
            } else if (peek().is("[")) {
                next();
                enter();
                ExpressionNode index = conditional();
                depth--;
                if (!peek().is("]")) {
                    throw expected("']' after the index in " + raw.text());
                }
                Token close = peek();
                next();
                offset.index(close, value(index));
            } else {
                break;
            }
        }
        if (!peek().is(")")) {
            throw expected("')', '.' or '[' in the designator of " + raw.text());
        }
        next();
        int pointerBits = ctx.target.pointerSize() * 8;
        CInteger.Type sizeT = IntegerCast.pointerSized(pointerBits, ctx.target.longSize() * 8, true);
        return new ExpressionNode.Named(t, null, new CInteger(offset.bytes(), sizeT));
    }

    private Token designatorName() {
        Token name = peek();
        if (!name.isIdentifier()) {
            throw expected("a member name in the designator of offsetof");
        }
        if (name == ctx.cursor.peek() && ctx.mayBeMacro(ctx.cursor.index())) {
            // a compiler replaces it first, so the member it names may be another: not an error C makes
            throw error(name, null, what + ": '" + name.text() + "' is a macro here, which the schema does not"
                    + " replace in offsetof's designator");
        }
        next();
        return name;
    }

    /**
     * The parenthesised type name at the cursor, for {@code use} ({@code sizeof}, {@code a cast}): one written in the
     * file, not in a macro's replacement, where the schema's declaration parsers cannot read it.
     */
    private TypeName typeName(Token t, String via, String use) {
        int start = ctx.cursor.index();
        ParenthesisedTokens name = parenthesisedTokens(via, use);
        if (name.macro() == null) {
            // written in the file: read where it is, as any declaration
            ctx.cursor.moveTo(start);
            return TypeName.readParenthesised(ctx, what);
        }
        return typeNameOf(name.tokens(), name.codeIndex(), t, name.macro(), use);
    }

    /**
     * Whether a parenthesis before {@code t} opens a type name: {@code t} names a type ({@link #namesType}), or is an
     * object-like macro whose replacement starts with one, as the preprocessor would make it.
     */
    private boolean startsTypeName(Token t) {
        Token at = t;
        Set<String> seen = new java.util.HashSet<>(active.keySet());
        while (!namesType(at)) {
            if (!at.isIdentifier() || !seen.add(at.text())) {
                return false;
            }
            int codeIndex = frames.isEmpty() ? ctx.codeIndex() : frames.getLast().codeIndex;
            Macros.Definition macro;
            try {
                macro = ctx.macros.at(at.text(), codeIndex, ctx.branchesAt(codeIndex));
            } catch (Macros.Ambiguous e) {
                // as expanding it would report it, where t stands: sizeof(T) must not say T is an expression
                throw ambiguous(t, at, e);
            }
            if (macro == null || macro.functionLike() || macro.replacement().isEmpty()) {
                return false;
            }
            at = macro.replacement().getFirst();
        }
        return true;
    }

    /**
     * GLSL types its literals otherwise than C: {@code int} or, with {@code u}, {@code uint}, 32 bits, where a hex
     * literal of 2^31 or more is a negative {@code int}. The ones whose C and GLSL values agree are read; the others
     * are refused.
     */
    private void glslLiteral(Token raw, Token t, String via, long bits) {
        String lower = raw.text().toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith("l") || lower.endsWith("lu")) {
            throw error(t, via, what + ": GLSL has no long literals ('" + raw.text() + "')");
        }
        boolean unsigned = lower.endsWith("u");
        if (unsigned ? bits >>> 32 != 0 : bits >>> 31 != 0) {
            throw error(t, via, what + ": in GLSL '" + raw.text() + "' is not a" + (unsigned ? " uint" : "n int")
                    + " value" + (unsigned ? "" : "; an unsigned one needs a u"));
        }
    }

    /** Whether a parenthesis before this token opens a cast: a type word, a typedef or a struct. */
    private boolean namesType(Token t) {
        return t.isIdentifier() && (Keywords.C_TYPE_WORDS.contains(t.text()) || Keywords.isStructKeyword(t)
                || t.is("enum") || t.is("const") || ctx.target != null && t.is("volatile")
                || ctx.scope.lookup(t) != null);
    }

    /** Splices in the replacement of each object-like macro at the cursor, as the preprocessor would. */
    private void expandMacros() {
        while (true) {
            Token t = peek();
            if (!t.isIdentifier() || expanding(t.text())) {
                return;
            }
            dropExhausted();
            int codeIndex = frames.isEmpty() ? ctx.codeIndex() : frames.getLast().codeIndex;
            Macros.Definition macro;
            try {
                macro = ctx.macros.at(t.text(), codeIndex, ctx.branchesAt(codeIndex));
            } catch (Macros.Ambiguous e) {
                throw ambiguous(t, t, e);
            }
            if (macro == null) {
                return;
            }
            if (macro.functionLike()) {
                throw error(t, via(), "'" + t.text() + "' is a function-like macro, which constant expressions here"
                        + " do not expand");
            }
            Token use = site(t);
            if (frames.isEmpty()) {
                ctx.replacedMacroAt(ctx.cursor.index());
            }
            next();
            frames.push(new Frame(macro, use, codeIndex));
            active.merge(t.text(), 1, Integer::sum);
        }
    }

    /** The error for macro {@code name}, which stands at (or comes from the expansion of) {@code t}: it may differ. */
    private SchemaException ambiguous(Token t, Token name, Macros.Ambiguous e) {
        String what = e.first == null ? "may be undefined or defined " + e.second.where()
                : "may be defined " + e.first.where() + " or differently " + e.second.where();
        return error(site(t), via(), "'" + name.text() + "' " + what + ", depending on an #if this file does not"
                + " decide");
    }

    private boolean expanding(String name) {
        return active.containsKey(name);
    }

    // ---- tokens: the spliced macro replacements first, then the cursor's ----

    private Token peek() {
        dropExhausted();
        Frame f = frames.peek();
        return f == null ? ctx.cursor.peek() : f.macro.replacement().get(f.index);
    }

    /** The token after the current one, within the same macro replacement or the cursor. */
    private Token peekAfter() {
        dropExhausted();
        Frame f = frames.peek();
        if (f == null) {
            return ctx.cursor.peek(1);
        }
        List<Token> r = f.macro.replacement();
        return f.index + 1 < r.size() ? r.get(f.index + 1) : ctx.cursor.peek();
    }

    private void next() {
        if (++tokens > MAX_TOKENS) {
            throw error(start, null, what + ": constant expression is longer than " + MAX_TOKENS
                    + " tokens, macro replacements included");
        }
        dropExhausted();
        Frame f = frames.peek();
        if (f == null) {
            ctx.cursor.next();
        } else {
            f.index++;
        }
    }

    private void dropExhausted() {
        while (!frames.isEmpty() && frames.peek().exhausted()) {
            String name = frames.pop().macro.name().text();
            active.computeIfPresent(name, (k, n) -> n == 1 ? null : n - 1);
        }
    }

    /** The outermost macro the current token comes from, or null. */
    private String via() {
        dropExhausted();
        return frames.isEmpty() ? null : frames.getLast().macro.name().text();
    }

    /** The token errors point at: a token from a macro is reported where the macro was used. */
    private Token site(Token t) {
        dropExhausted();
        return frames.isEmpty() ? t : frames.getLast().use;
    }

    /**
     * The two-character operator at the cursor when its characters are adjacent ({@code <<}), else the one; a macro
     * there is replaced first, as the preprocessor would.
     */
    private String operatorAt(List<String> ops) {
        expandMacros();
        Token t = peek();
        if (t.kind() != TokenKind.PUNCT) {
            return null;
        }
        Token after = peekAfter();
        if ((t.is("+") || t.is("-")) && adjacent(t, after) && after.is(t.text())) {
            throw error(site(t), via(), "'" + t.text() + t.text() + "' is not allowed in a constant expression");
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
            next();
        }
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error(site(peek()), via(), "constant expression is nested more than " + MAX_DEPTH + " deep");
        }
    }

    private SchemaException expected(String what) {
        Token t = peek();
        if (!frames.isEmpty()) {
            return error(site(t), via(), "expected " + what + " but found " + t.describe());
        }
        return ctx.expected(what, t);
    }

    /** An error at {@code at}, which is already where the expression's text has it (see {@link #site}). */
    private SchemaException error(Token at, String via, String message) {
        return ctx.error(at, message + NamedConstants.inExpansion(via));
    }

    private static String reason(IntegerLiteral.Invalid e) {
        String m = e.getMessage();
        int quote = m.lastIndexOf("' ");
        return quote < 0 ? m : m.substring(quote + 2);
    }

    private static String spelled(List<Token> tokens) {
        var sb = new StringBuilder();
        for (Token t : tokens) {
            sb.append(sb.isEmpty() ? "" : " ").append(t.text());
        }
        return sb.toString();
    }

    // ---- evaluation, under both widths of long ----

    private long value(ExpressionNode node) {
        CInteger result = integer(node);
        try {
            return result.toLong(ctx.target != null ? ctx.target.longSize() * 8 : LONG_64);
        } catch (Undefined e) {
            throw ctx.error(start, what + ": " + e.getMessage());
        }
    }

    /** Whether {@link #integer} gives {@code node} a value: read for every ABI, the same under both widths of long. */
    private boolean sameUnderEveryWidth(ExpressionNode node) {
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
    private CInteger integer(ExpressionNode node) {
        if (ctx.target != null) {
            int longBits = ctx.target.longSize() * 8;
            try {
                return node.evaluate(longBits);
            } catch (ExpressionNode.Failure f) {
                throw error(f.node.at(), f.node.via(), what + ": " + f.getMessage());
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
            throw ctx.error(start, what + " is " + w + " where long is 64 bits but " + n + " where it is 32 bits;"
                    + " a schema is laid out under every ABI, so it must not depend on the width of long"
                    + ONE_ABI_HINT);
        }
        return wide;
    }

    private SchemaException failure(ExpressionNode.Failure f, String where) {
        String message = what + ": " + f.getMessage();
        boolean dependsOnLong = !f.node.failsWithBoth(LONG_64, LONG_32);
        return error(f.node.at(), f.node.via(), dependsOnLong ? message + where : message);
    }
}
