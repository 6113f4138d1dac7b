package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * The operators of a constant expression that take a type name, read for one C ABI: casts to integer types
 * ({@link IntegerCast}), {@code sizeof} and the alignment operators of a type ({@link TypeMeasure}), and
 * {@code offsetof} ({@link OffsetOf}); {@code sizeof} of an expression goes on to {@link SizeofOperandParser}. The
 * operand of a cast and the indices in offsetof's designator are read with {@link ConstantExpression}'s grammar.
 */
final class TypeNameOperators {
    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final ExpandedTokens expanded;
    /** The operator grammar: a cast's operand, an index in offsetof's designator. */
    private final ConstantExpression grammar;
    private final ExpressionEvaluator evaluator;
    private final ExpandedTypeNames typeNames;
    private final SizeofOperandParser sizeofOperand;

    TypeNameOperators(ParseContext ctx, String what, ExpandedTokens expanded, ConstantExpression grammar,
            ExpressionEvaluator evaluator) {
        this.ctx = ctx;
        this.what = what;
        this.expanded = expanded;
        this.grammar = grammar;
        this.evaluator = evaluator;
        this.typeNames = new ExpandedTypeNames(ctx, what, expanded);
        this.sizeofOperand = new SizeofOperandParser(ctx, what, expanded, typeNames);
    }

    /**
     * A cast to an integer type, {@code (unsigned long) x}, read for one C ABI only: the type name at the cursor,
     * then the operand.
     */
    ExpressionNode cast(Token t, String via) {
        if (ctx.target == null) {
            throw expanded.error(t, via, what + ": casts are not supported in constant expressions"
                    + ConstantExpression.ONE_ABI_HINT);
        }
        TypeName name = typeNames.typeName(t, via, "a cast");
        IntegerCast to = IntegerCast.of(ctx.target, name);
        if (to == null && name.type() instanceof Scalar s && s.fixedByteSize() > 8) {
            throw expanded.error(t, via, what + ": a cast to '" + s.typeName() + "' is not read in a constant"
                    + " expression: it has 128 bits, and constant expressions here compute with at most 64");
        }
        if (to == null) {
            throw expanded.error(t, via, what + ": a cast to '" + name.type().typeName() + "' is not read in a constant"
                    + " expression; only casts to integer types are");
        }
        expanded.enter();
        ExpressionNode operand = grammar.unary();
        expanded.leave();
        return new ExpressionNode.Cast(t, via, to, operand);
    }

    /**
     * {@code sizeof(type-name)}, {@code _Alignof(type-name)} and their spellings, read for one C ABI: the value the
     * ABI's compilers give ({@link TypeMeasure}), of type {@code size_t}.
     */
    ExpressionNode typeQuery(Token raw, Token t, String via) {
        expanded.next();
        expanded.expandMacros();
        if (!expanded.peek().is("(") || !expanded.startsTypeName(expanded.peekAfter())) {
            if (raw.is("sizeof")) {
                return sizeofOperand.sizeofExpression(raw, t, via);
            }
            throw expanded.error(t, via, what + ": " + raw.text() + " of an expression is not read; write " + raw.text()
                    + "(type)");
        }
        TypeName name = typeNames.typeName(t, via, raw.text());
        TypeMeasure measure;
        try {
            measure = TypeMeasure.of(ctx.target, name);
        } catch (TypeMeasure.Unmeasured e) {
            throw expanded.error(t, via, what + ": " + e.getMessage());
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
     * {@code offsetof(type, designator)} and clang's {@code __builtin_offsetof}, read for one C ABI ({@link OffsetOf}):
     * the byte offset the ABI gives the designated member, of type {@code size_t}. Array indices in the designator are
     * constant expressions.
     */
    ExpressionNode offsetOf(Token raw, Token t) {
        expanded.next();
        expanded.next(); // (
        TypeName name = expanded.inTypeName(() -> TypeName.readBefore(ctx, what, ","));
        ctx.expect(",", " after the type name of " + raw.text());
        var offset = new OffsetOf(ctx, what, name, t);
        offset.member(designatorName());
        while (true) {
            if (expanded.peek().is(".")) {
                expanded.next();
                offset.member(designatorName());
            } else if (expanded.peek().is("[")) {
                expanded.next();
                expanded.enter();
                ExpressionNode index = grammar.conditional();
                expanded.leave();
                if (!expanded.peek().is("]")) {
                    throw expanded.expected("']' after the index in " + raw.text());
                }
                Token close = expanded.peek();
                expanded.next();
                offset.index(close, evaluator.value(index));
            } else {
                break;
            }
        }
        if (!expanded.peek().is(")")) {
            throw expanded.expected("')', '.' or '[' in the designator of " + raw.text());
        }
        expanded.next();
        int pointerBits = ctx.target.pointerSize() * 8;
        CInteger.Type sizeT = IntegerCast.pointerSized(pointerBits, ctx.target.longSize() * 8, true);
        return new ExpressionNode.Named(t, null, new CInteger(offset.bytes(), sizeT));
    }

    private Token designatorName() {
        Token name = expanded.peek();
        if (!name.isIdentifier()) {
            throw expanded.expected("a member name in the designator of offsetof");
        }
        if (name == ctx.cursor.peek() && ctx.mayBeMacro(ctx.cursor.index())) {
            // a compiler replaces it first, so the member it names may be another: not an error C makes
            throw expanded.error(name, null, what + ": '" + name.text() + "' is a macro here, which the schema does not"
                    + " replace in offsetof's designator");
        }
        expanded.next();
        return name;
    }
}
