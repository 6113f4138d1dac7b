package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.abistruct.schema.CInteger.Type;
import org.abistruct.schema.CInteger.Undefined;

/**
 * The condition of an {@code #if} or {@code #elif}, decided as the preprocessor would (C11 6.10.1) where this file
 * alone decides it: integer literals, the object-like macros the file surely defines (replaced as text, so
 * {@code #define N 1 + 2} makes {@code N * 3} seven), {@code defined}, parentheses, and the unary, binary and
 * conditional operators, with every value an {@code intmax_t} or {@code uintmax_t} (64 bits under every ABI here).
 * <p>
 * Any other name may be defined by what the file {@code #include}s, by a {@code -D} or by the compiler, as any text
 * ({@code -DFOO="0 || 1"} makes {@code 0 && FOO} true), so a condition that uses one is undecided. A name after
 * {@code #undef} is 0, as in C. Under {@code defined} a name is not replaced: {@code defined(FOO)} is 0 or 1 even where
 * the file does not say which, so {@code defined(FOO) || 1} is decided. What this reader does not follow (a
 * function-like macro's call, a character literal, the comma operator) leaves the condition undecided, never guessed;
 * in a GLSL file the calls of the file's own function-like macros are replaced before ({@link GlslConditionCalls}).
 * <p>
 * What C leaves undefined (division by zero, signed overflow, a shift past the width) is an error where the compiler
 * surely evaluates it, and otherwise makes the value unknown; so is a condition it cannot read ({@code #if 2 +}, a
 * macro defined as nothing), unless a name the file leaves open stands where the syntax fails. In a GLSL file, where
 * glslang computes in 32-bit {@code int} and reads no {@code ?:} or binary literal, only conditions within that are
 * decided. In ES, glslang refuses a name that is not defined where it evaluates it, which is everywhere but where its
 * short circuit skips it ({@link #shortCircuitAfter}): an undefined name there is an error where the compiler surely
 * evaluates the condition, and leaves it undecided elsewhere.
 */
final class IfCondition {
    /**
     * The precedence of the binary operators after {@code ||} and {@code &&}, which are read apart, for their skipping
     * ({@link ConstantExpression#BINARY_LEVELS}). Past {@link ConstantExpression#MAX_DEPTH} nested parentheses,
     * {@code ?:} and unary operators, each one level as in {@link ConstantExpression}, or
     * {@link ConstantExpression#MAX_TOKENS} tokens read, the condition is left undecided.
     */
    private static final int AFTER_LOGICAL = 2;
    private static final int INTMAX_BITS = 64;
    private static final int GLSL_INT_BITS = 32;

    /** Whether the compiler evaluates a subexpression: surely, perhaps (behind an unknown condition), or never. */
    private enum Reach { SURE, MAYBE, NEVER }

    /** Thrown when the condition is outside what this reader follows: it is then undecided. */
    private static final class Undecided extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Undecided INSTANCE = new Undecided();

        private Undecided() {
            super(null, null, false, false);
        }
    }

    /** Tokens spliced in by a macro; its name is not replaced again while they are read (C11 6.10.3.4p2). */
    private static final class Expansion {
        final String macro;
        final List<Token> tokens;
        int next;

        Expansion(String macro, List<Token> tokens) {
            this.macro = macro;
            this.tokens = tokens;
        }

        boolean finished() {
            return next >= tokens.size();
        }
    }

    private final Token directive;
    private final List<Token> condition;
    private final Macros macros;
    private final int codeIndex;
    private final Branches path;
    private final boolean glsl;
    /** Whether this is an ES shader, where glslang refuses an undefined name that its short circuit does not skip. */
    private final boolean es;
    /** Whether the compiler surely evaluates the directive: then a syntax error is an error here too. */
    private final boolean surely;
    /** Whether a macro was replaced, for the message of a syntax error. */
    private boolean replacedAny;
    private int index;
    private final Deque<Expansion> expansions = new ArrayDeque<>();
    /** The macros whose replacement is being read. */
    private final Set<String> expanding = new HashSet<>();
    /**
     * Whether glslang's short circuit is on where the reading is (null where that is unknown): it skips the error for an
     * undefined name in ES ({@link #shortCircuitAfter}).
     */
    private Boolean shortCircuit = false;
    /** Whether names are read as written: the operand of {@code defined}. */
    private boolean raw;
    private int depth;
    private int tokensRead;

    private IfCondition(Token directive, List<Token> condition, Macros macros, int codeIndex, Branches path,
            boolean surely, boolean glsl, boolean es) {
        this.directive = directive;
        this.condition = condition;
        this.macros = macros;
        this.codeIndex = codeIndex;
        this.path = path;
        this.surely = surely;
        this.glsl = glsl;
        this.es = es;
    }

    /**
     * Decides a condition.
     *
     * @param directive the {@code if} or {@code elif} token, for errors
     * @param condition its tokens, without the end of line
     * @param codeIndex the code token the directive stands before: macros are looked up as of there
     * @param path      the undecided conditionals around it
     * @param surely    whether the compiler surely evaluates it: no undecided conditional or earlier arm may skip it
     * @param glsl      whether this is a GLSL file
     * @param es        whether this is an ES shader
     * @return whether the branch is taken, or {@code null} if this file does not decide it
     * @throws SchemaException if a value the compiler surely evaluates is undefined in C, or it has no expression
     */
    static Boolean decide(Token directive, List<Token> condition, Macros macros, int codeIndex, Branches path,
            boolean surely, boolean glsl, boolean es) {
        var reader = new IfCondition(directive, condition, macros, codeIndex, path, surely, glsl, es);
        try {
            if (reader.peek() == null && surely) {
                // as GCC and clang say; the likely cause is a macro defined as nothing (-DV=, #define V)
                String why = condition.isEmpty() ? ""
                        : ": '" + condition.getFirst().text() + "' is replaced by nothing";
                throw new SchemaException(directive.position(), "#" + directive.text() + " with no expression" + why);
            }
            Value value = reader.conditional(surely ? Reach.SURE : Reach.MAYBE);
            if (reader.peek() != null) {
                throw reader.syntaxError("an operator");
            }
            return value.known() == null ? null : value.isTrue();
        } catch (Undecided e) {
            return null;
        }
    }

    // ---- the grammar (C11 6.5.15 down to 6.5.3) ----

    /**
     * A subexpression's value, or unknown ({@code known} null: {@code defined} of a name the file leaves open, or
     * what C leaves undefined where the compiler may not evaluate it), and its type, {@code intmax_t} or
     * {@code uintmax_t} (C's {@code long long} types here), which is known either way.
     */
    private record Value(CInteger known, Type type) {
        static Value of(CInteger c) {
            return new Value(c, c.type());
        }

        static Value truth(Boolean truth) {
            return truth == null ? new Value(null, Type.LONG_LONG) : of(new CInteger(truth ? 1 : 0, Type.LONG_LONG));
        }

        boolean isTrue() {
            return known != null && !known.isZero();
        }

        boolean isFalse() {
            return known != null && known.isZero();
        }
    }

    private Value conditional(Reach reach) {
        Value test = logicalOr(reach);
        if (!takeIf("?")) {
            return test;
        }
        if (glsl) {
            throw Undecided.INSTANCE; // glslang's preprocessor has no ?:
        }
        enter(); // a level per ?:, as per parenthesis (primary) and unary operator (unary), none for a plain operand
        Value then = conditional(test.known() == null ? weaker(reach) : test.isTrue() ? reach : Reach.NEVER);
        expect(":");
        Value otherwise = conditional(test.known() == null ? weaker(reach) : test.isFalse() ? reach : Reach.NEVER);
        depth--;
        Type type = Type.common(then.type(), otherwise.type(), INTMAX_BITS);
        // either arm may be taken when the test is unknown: the value is known if both are and they agree
        Value a = test.isFalse() ? otherwise : then;
        Value b = test.isTrue() ? then : otherwise;
        boolean agree = a.known() != null && b.known() != null && a.known().value() == b.known().value();
        return agree ? checked(new CInteger(a.known().value(), type)) : new Value(null, type);
    }

    private Value logicalOr(Reach reach) {
        Value left = logicalAnd(reach);
        while (takeIf("||")) {
            shortCircuitAfter(left, 1);
            Boolean outer = shortCircuit; // one the operand turns on ends with it
            Value right = logicalAnd(left.isTrue() ? Reach.NEVER : left.known() == null ? weaker(reach) : reach);
            shortCircuit = outer;
            left = Value.truth(left.isTrue() || right.isTrue() ? Boolean.TRUE
                    : left.isFalse() && right.isFalse() ? Boolean.FALSE : null);
        }
        return left;
    }

    private Value logicalAnd(Reach reach) {
        Value left = binary(AFTER_LOGICAL, reach);
        while (takeIf("&&")) {
            shortCircuitAfter(left, 0);
            Boolean outer = shortCircuit;
            Value right = binary(AFTER_LOGICAL,
                    left.isFalse() ? Reach.NEVER : left.known() == null ? weaker(reach) : reach);
            shortCircuit = outer;
            left = Value.truth(left.isFalse() || right.isFalse() ? Boolean.FALSE
                    : left.isTrue() && right.isTrue() ? Boolean.TRUE : null);
        }
        return left;
    }

    /**
     * The binary operators of precedence {@code minLevel} or higher, left to right: precedence climbing, so that a
     * parenthesis costs the reader a few frames rather than one per level, and {@link ConstantExpression#MAX_DEPTH}
     * of them fit on the stack.
     */
    private Value binary(int minLevel, Reach reach) {
        Value left = unary(reach);
        while (true) {
            String op = operator();
            int level = op == null ? -1 : ConstantExpression.level(op);
            if (level < minLevel) {
                return left;
            }
            take(op);
            Value right = binary(level + 1, reach);
            Type type = switch (op) {
                case "<<", ">>" -> left.type();
                case "==", "!=", "<", ">", "<=", ">=" -> Type.LONG_LONG;
                default -> Type.common(left.type(), right.type(), INTMAX_BITS);
            };
            CInteger a = left.known();
            CInteger b = right.known();
            if (glsl && b != null && (op.equals("<<") || op.equals(">>"))
                    && Long.compareUnsigned(b.value(), GLSL_INT_BITS) >= 0) {
                throw Undecided.INSTANCE; // past glslang's 32-bit int, where 64 bits would give another answer
            }
            left = a == null || b == null ? new Value(null, type)
                    : apply(reach, type, () -> CArithmetic.binary(op, a, b, INTMAX_BITS));
        }
    }

    private Value unary(Reach reach) {
        String op = operator();
        if (op == null || !ConstantExpression.UNARY.contains(op)) {
            return primary(reach);
        }
        enter();
        take(op);
        Value operand = unary(reach);
        Type type = op.equals("!") ? Type.LONG_LONG : operand.type();
        CInteger a = operand.known();
        Value value = a == null ? new Value(null, type)
                : apply(reach, type, () -> CArithmetic.unary(op, a, INTMAX_BITS));
        depth--;
        return value;
    }

    private Value primary(Reach reach) {
        Token t = peek(); // macros are already replaced: see peek
        if (t == null || t.kind() == TokenKind.PUNCT && !t.is("(")) {
            throw syntaxError("a value");
        }
        advance();
        if (t.is("(")) {
            enter();
            Boolean outer = shortCircuit; // one turned on inside ends at the ')'
            Value inner = conditional(reach);
            shortCircuit = outer;
            expect(")");
            depth--;
            return inner;
        }
        if (t.kind() == TokenKind.NUMBER) {
            return literal(t);
        }
        if (t.is("defined")) {
            return defined();
        }
        if (t.isIdentifier() && !expanding.contains(t.text())
                && macros.possibilities(t.text(), codeIndex, path).surelyUndefined()) {
            if (es && !Boolean.TRUE.equals(shortCircuit)) {
                if (surely && shortCircuit != null) {
                    throw new SchemaException(directive.position(), "#" + directive.text() + ": '" + t.text()
                            + "' is undefined here, which glslang refuses in an ES #" + directive.text() + " (but"
                            + " after a 1 and '||' or a 0 and '&&')");
                }
                throw Undecided.INSTANCE; // glslang refuses the file where it evaluates the name here
            }
            return checked(new CInteger(0, Type.LONG_LONG));
        }
        // a name the file leaves open (any text, from an #include or -D), a function-like macro, a macro inside
        // its own replacement (C makes it 0; not followed here), a character literal
        throw Undecided.INSTANCE;
    }

    /** {@code defined X} or {@code defined(X)}; the name is not replaced. */
    private Value defined() {
        raw = true;
        Token name;
        try {
            boolean parenthesised = takeIf("(");
            name = next();
            if (name == null || !name.isIdentifier() || parenthesised && !takeIf(")")) {
                throw Undecided.INSTANCE;
            }
        } finally {
            raw = false;
        }
        Macros.Possibilities p = macros.possibilities(name.text(), codeIndex, path);
        return Value.truth(p.surelyDefined() ? Boolean.TRUE : p.surelyUndefined() ? Boolean.FALSE : null);
    }

    /**
     * An integer literal: {@code uintmax_t} with a {@code u} suffix or above {@code INTMAX_MAX}, else {@code intmax_t},
     * as if every type were as wide (C11 6.10.1p4: {@code 0x80000000} is signed and positive in an {@code #if}).
     * A decimal literal above {@code INTMAX_MAX} has no type in C; compilers read it as unsigned.
     */
    private Value literal(Token t) {
        String text = t.text().toLowerCase(Locale.ROOT);
        if (glsl && text.startsWith("0b")) {
            throw Undecided.INSTANCE; // not a GLSL literal
        }
        long bits;
        try {
            bits = IntegerLiteral.parseBits(t.text());
        } catch (IntegerLiteral.Invalid e) {
            throw Undecided.INSTANCE; // a floating literal, say: the compiler refuses it
        }
        boolean unsigned = bits < 0 || text.indexOf('u') >= 0;
        return checked(new CInteger(bits, unsigned ? Type.UNSIGNED_LONG_LONG : Type.LONG_LONG));
    }

    // ---- values ----

    private interface Operation {
        CInteger apply() throws Undefined;
    }

    /**
     * An operator's result as a {@code type} ({@code intmax_t} for a comparison, which C's arithmetic gives
     * {@code int}); what C leaves undefined is an error where the compiler surely evaluates it, and unknown elsewhere
     * (undecided in a GLSL file, since glslang evaluates both sides of {@code &&} and {@code ||}).
     */
    private Value apply(Reach reach, Type type, Operation operation) {
        CInteger result;
        try {
            result = operation.apply();
        } catch (Undefined e) {
            if (reach == Reach.SURE) {
                throw new SchemaException(directive.position(), "#" + directive.text() + ": " + e.getMessage()
                        + ", which C leaves undefined");
            }
            if (glsl) {
                throw Undecided.INSTANCE;
            }
            return new Value(null, type);
        }
        return checked(new CInteger(result.value(), type));
    }

    /** A known value; in a GLSL file, the condition is undecided when it does not fit glslang's 32-bit {@code int}. */
    private Value checked(CInteger value) {
        if (glsl && (value.type().unsigned || value.value() != (int) value.value())) {
            throw Undecided.INSTANCE;
        }
        return Value.of(value);
    }

    /**
     * Follows glslang's short circuit past an {@code ||} ({@code skipping} 1) or {@code &&} ({@code skipping} 0) after
     * {@code left}: on when {@code left} is exactly {@code skipping} (glslang compares the value, so {@code 2 || X} does
     * not skip {@code X}), and then on to the end of the operator chain that {@code left} starts, and in every operand
     * read within it, as glslang's {@code eval} keeps it to the end of its loop: {@code 0 && A || X} skips {@code X},
     * {@code (0 && A) || X} does not.
     */
    private void shortCircuitAfter(Value left, int skipping) {
        Boolean now = left.known() == null ? null : left.known().value() == skipping;
        shortCircuit = Boolean.TRUE.equals(shortCircuit) || Boolean.TRUE.equals(now) ? Boolean.TRUE
                : shortCircuit == null || now == null ? null : Boolean.FALSE;
    }

    private static Reach weaker(Reach reach) {
        return reach == Reach.NEVER ? Reach.NEVER : Reach.MAYBE;
    }

    // ---- the token stream, with object-like macros replaced as they come ----

    /**
     * The next token, after replacing a name at the head by its macro's replacement (and the first name of that, and
     * so on), unless the name is read {@link #raw}, is a macro inside its own replacement, or is not surely one
     * object-like macro here.
     */
    private Token peek() {
        while (true) {
            dropFinished();
            Token t = head();
            if (t == null || raw || !t.isIdentifier() || t.is("defined") || expanding.contains(t.text())) {
                return t;
            }
            Macros.Possibilities p = macros.possibilities(t.text(), codeIndex, path);
            Macros.Definition only = p.values().size() == 1 ? p.values().getFirst() : null;
            if (only == null || only.functionLike()) {
                return t;
            }
            advance();
            replacedAny = true;
            expansions.push(new Expansion(t.text(), only.replacement()));
            expanding.add(t.text());
        }
    }

    /** The token after {@link #peek}'s in the same text (a macro's replacement, or the condition), or null. */
    private Token peekSecond() {
        peek();
        if (!expansions.isEmpty()) {
            Expansion e = expansions.peek();
            return e.next + 1 < e.tokens.size() ? e.tokens.get(e.next + 1) : null;
        }
        return index + 1 < condition.size() ? condition.get(index + 1) : null;
    }

    private Token next() {
        Token t = peek();
        if (t != null) {
            advance();
        }
        return t;
    }

    /** The token at the head, as written there. */
    private Token head() {
        if (!expansions.isEmpty()) {
            return expansions.peek().tokens.get(expansions.peek().next);
        }
        return index < condition.size() ? condition.get(index) : null;
    }

    private void advance() {
        if (++tokensRead > ConstantExpression.MAX_TOKENS) {
            throw Undecided.INSTANCE;
        }
        if (!expansions.isEmpty()) {
            expansions.peek().next++;
        } else {
            index++;
        }
    }

    /**
     * Ends the expansions read to the end, so their names may be replaced again. Only when the token after one is
     * wanted: the replacement's last token is still read inside it ({@code #define A A} does not replace itself).
     */
    private void dropFinished() {
        while (!expansions.isEmpty() && expansions.peek().finished()) {
            expanding.remove(expansions.pop().macro);
        }
    }

    /**
     * The operator at the head of the stream, or null: one punctuation token, or two written together that C reads as
     * one ({@code <<}, {@code &&}), as {@link ConstantExpression#adjacent} tells.
     */
    private String operator() {
        Token t = peek();
        if (t == null || t.kind() != TokenKind.PUNCT) {
            return null;
        }
        Token after = peekSecond();
        if (after != null && ConstantExpression.adjacent(t, after)) {
            String two = t.text() + after.text();
            if (ConstantExpression.isOperator(two)) {
                return two;
            }
            if (two.equals("++") || two.equals("--")) {
                throw Undecided.INSTANCE; // the compiler refuses these in #if
            }
        }
        return t.text();
    }

    private void take(String op) {
        for (int i = 0; i < op.length(); i++) {
            next();
        }
    }

    private boolean takeIf(String op) {
        if (op.equals(operator())) {
            take(op);
            return true;
        }
        return false;
    }

    private void expect(String op) {
        if (!takeIf(op)) {
            throw syntaxError("'" + op + "'");
        }
    }

    /**
     * The exception for a missing {@code what} at the head of the stream: an error when the compiler surely evaluates
     * the directive and sees these tokens too (a number, punctuation or the end), else undecided (a name there may be
     * a macro that the file leaves open, whose text could make the condition whole).
     */
    private RuntimeException syntaxError(String what) {
        Token at = peek();
        // a ',' is C's comma operator, which this reader does not follow and GCC and clang accept: #if (1, 2)
        if (!surely || at != null && (at.isIdentifier() || at.kind() == TokenKind.STRING || at.is(","))) {
            return Undecided.INSTANCE;
        }
        String before = at == null ? "the end of the line"
                : "'" + (at.kind() == TokenKind.PUNCT ? operator() : at.text()) + "'";
        return new SchemaException(directive.position(), "#" + directive.text() + ": expected " + what + " before "
                + before + (replacedAny ? ", after its macros are replaced" : ""));
    }

    private void enter() {
        if (++depth > ConstantExpression.MAX_DEPTH) {
            throw Undecided.INSTANCE;
        }
    }
}
