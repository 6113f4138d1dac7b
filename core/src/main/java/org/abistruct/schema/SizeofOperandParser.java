package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Scalar;

/**
 * Reads the operand of {@code sizeof} of an expression, read for one C ABI, into the type C gives it
 * ({@link SizeofOperand}). It has a grammar of its own: sizeof evaluates none of its operand, so it takes what a
 * constant expression does not (string literals, member access, subscripts with variables, casts to pointers), and it
 * refuses what has no type the schema knows.
 */
final class SizeofOperandParser {
    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final ExpandedTokens expanded;
    private final ExpandedTypeNames typeNames;

    SizeofOperandParser(ParseContext ctx, String what, ExpandedTokens expanded, ExpandedTypeNames typeNames) {
        this.ctx = ctx;
        this.what = what;
        this.expanded = expanded;
        this.typeNames = typeNames;
    }

    /**
     * {@code sizeof} of an expression, read for one C ABI: the size of its type ({@link SizeofOperand}), of type
     * {@code size_t}. The expression is a unary one (C11 6.5.3): a literal, a string literal, an enumerator, and
     * member access, subscripts, {@code *} and casts on them ({@code ((struct s *)0)->arr[2]}); any other is an error
     * naming what was not read.
     */
    ExpressionNode sizeofExpression(Token raw, Token t, String via) {
        Token first = expanded.peek();
        if (first.isIdentifier() && expanded.namesType(first)) {
            // sizeof int: C wants the type name in parentheses, as clang says just after the sizeof
            throw via != null ? expanded.error(t, via, what + ": sizeof takes a type name in parentheses")
                    : ctx.forbidden(new SchemaException(raw.afterText(), what + ": expected parentheses around type"
                    + " name in sizeof expression"));
        }
        expanded.enter();
        SizeofOperand operand = sizeofUnary();
        expanded.leave();
        long size = operand.size(ctx.target);
        int pointerBits = ctx.target.pointerSize() * 8;
        CInteger.Type sizeT = IntegerCast.pointerSized(pointerBits, ctx.target.longSize() * 8, true);
        return new ExpressionNode.Named(t, via, new CInteger(size, sizeT));
    }

    /** A unary expression sizeof measures: {@code *} on a cast expression, or a postfix expression. */
    private SizeofOperand sizeofUnary() {
        expanded.expandMacros();
        Token raw = expanded.peek();
        if (raw.is("*")) {
            Token star = expanded.site(raw);
            expanded.next();
            expanded.enter();
            SizeofOperand operand = sizeofCast();
            expanded.leave();
            return operand.deref(star);
        }
        SizeofOperand operand = sizeofPrimary();
        while (true) {
            expanded.expandMacros();
            Token op = expanded.peek();
            Token at = expanded.site(op);
            if (op.is("[")) {
                expanded.next();
                passIndex();
                operand = operand.index(at);
            } else if (op.is(".")) {
                expanded.next();
                operand = operand.member(at, memberName("."), false);
            } else if (op.is("-") && ConstantExpression.adjacent(op, expanded.peekAfter())
                    && expanded.peekAfter().is(">")) {
                expanded.next();
                expanded.next();
                operand = operand.member(at, memberName("->"), true);
            } else {
                return operand;
            }
        }
    }

    /**
     * The index of a subscript in sizeof's operand, after its {@code [}, up to and past its {@code ]}: any expression,
     * a variable too, since sizeof evaluates none of it (C11 6.5.3.4p2) and the type does not depend on it. Its
     * names must be declared, as a compiler wants them: an undeclared one is what C forbids
     * ({@link ParseContext#forbidden(SchemaException)}), refused in a static assertion and a parameter list too, as
     * clang and gcc refuse it there.
     */
    private void passIndex() {
        int open = 1;
        Token beforePrevious = null;
        Token previous = null;
        while (true) {
            expanded.expandMacros();
            Token token = expanded.peek();
            if (token.isEnd()) {
                throw expanded.expected("']' after the index in sizeof's operand");
            }
            open += token.is("[") || token.is("(") ? 1 : token.is("]") || token.is(")") ? -1 : 0;
            if (open == 0) {
                if (!token.is("]")) {
                    throw expanded.expected("']' after the index in sizeof's operand");
                }
                expanded.next();
                return;
            }
            // a member's name after '.' or '->' is no ordinary name; one after a '>' that is no '->' is (1 > y)
            boolean member = previous != null && (previous.is(".") || previous.is(">") && beforePrevious != null
                    && beforePrevious.is("-") && ConstantExpression.adjacent(beforePrevious, previous));
            int useIndex = expanded.useIndex();
            if (token.isIdentifier() && !member && !Keywords.RESERVED.contains(token.text())
                    && !expanded.namesType(token)
                    && !ctx.constants.declared(token.text(), expanded.site(token), useIndex, ctx.branchesAt(useIndex),
                            expanded.via())
                    && !ctx.names.isVariableOrFunction(token.text())) {
                throw ctx.forbidden(expanded.error(expanded.site(token), expanded.via(), what + ": unknown name '"
                        + token.text() + "' in the index of sizeof's operand: no type, enumeration constant or variable"
                        + " of that name is declared before" + ctx.scope.suggestion(token.text())));
            }
            beforePrevious = previous;
            previous = token;
            expanded.next();
        }
    }

    /** A cast expression sizeof measures: {@code (type-name)} before one, or a unary expression. */
    private SizeofOperand sizeofCast() {
        expanded.expandMacros();
        if (!expanded.peek().is("(") || !expanded.startsTypeName(expanded.peekAfter())) {
            return sizeofUnary();
        }
        Token open = expanded.site(expanded.peek());
        SizeofOperand cast = castType(open, expanded.via());
        expanded.enter();
        sizeofCast(); // the value cast, whose type sizeof does not need
        expanded.leave();
        return cast;
    }

    /** A primary expression sizeof measures: a literal, an enumerator or a parenthesised expression. */
    private SizeofOperand sizeofPrimary() {
        expanded.expandMacros();
        Token raw = expanded.peek();
        Token t = expanded.site(raw);
        String via = expanded.via();
        if (raw.is("(")) {
            expanded.next();
            expanded.enter();
            SizeofOperand inner = sizeofCast();
            expanded.leave();
            expanded.expandMacros();
            if (!expanded.peek().is(")")) {
                throw notRead(expanded.peek());
            }
            expanded.next();
            return inner.parenthesised(t);
        }
        if (raw.kind() == TokenKind.NUMBER) {
            expanded.next();
            CInteger.Type type;
            try {
                long bits = IntegerLiteral.parseBits(raw.text());
                type = IntegerLiteral.type(raw.text(), bits, ctx.target.longSize() * 8);
            } catch (IntegerLiteral.Invalid e) {
                throw expanded.error(t, via, what + ": sizeof of '" + raw.text() + "' is not read: it "
                        + ConstantExpression.reason(e));
            }
            if (type == null) {
                throw expanded.error(t, via, what + ": '" + raw.text() + "' is too large for a signed type, and not"
                        + " written as unsigned (add a u)");
            }
            return SizeofOperand.of(ctx, what, SizeofOperand.scalar(type), t);
        }
        if (raw.kind() == TokenKind.STRING && raw.text().startsWith("'")) {
            expanded.next();
            return SizeofOperand.of(ctx, what, Scalar.INT32, t); // a character literal is an int in C
        }
        if (raw.kind() == TokenKind.STRING) {
            return stringLiteral(t);
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
     * and a {@code '\0'}. A wide or UTF literal among them makes the whole one wide, which is not read. An error names
     * the macro the literal it is about comes from, which need not be the first literal's.
     */
    private SizeofOperand stringLiteral(Token t) {
        long bytes = 1;
        while (expanded.peek().kind() == TokenKind.STRING && expanded.peek().text().startsWith("\"")) {
            Token literal = expanded.peek();
            try {
                bytes += StringLiteralBytes.of(literal.text());
            } catch (IllegalArgumentException e) {
                throw expanded.error(expanded.site(literal), expanded.via(), what + ": sizeof of a string literal with "
                        + e.getMessage() + " is not read");
            }
            expanded.next();
            expanded.expandMacros();
            if (atWideLiteral()) {
                throw wideLiteral(expanded.site(expanded.peek()), expanded.via());
            }
        }
        return SizeofOperand.of(ctx, what, new ArrayType(Scalar.INT8, bytes), t);
    }

    /** Whether the cursor is at the prefix of a wide or UTF literal ({@code L"ab"}, {@code u8"ab"}, {@code u'a'}). */
    private boolean atWideLiteral() {
        Token raw = expanded.peek();
        return raw.isIdentifier() && expanded.peekAfter().kind() == TokenKind.STRING
                && expanded.peekAfter().position().equals(raw.end());
    }

    /** The error for sizeof of the wide or UTF literal at the cursor, at {@code t}: its size depends on its type. */
    private SchemaException wideLiteral(Token t, String via) {
        return expanded.error(t, via, what + ": sizeof of a wide or UTF literal (" + expanded.peek().text()
                + expanded.peekAfter().text() + ") is not read; write sizeof of its type");
    }

    /** A name sizeof measures: an enumerator of an enum without a fixed underlying type, whose type it knows. */
    private SizeofOperand named(Token raw, Token t, String via) {
        String name = raw.text();
        int useIndex = expanded.useIndex();
        if (ctx.constants.declared(name, t, useIndex, ctx.branchesAt(useIndex), via)) {
            CInteger.Type type = ctx.constants.ownType(name, t, useIndex, ctx.branchesAt(useIndex), via);
            if (type == null) {
                throw expanded.error(t, via, what + ": sizeof of '" + name + "' is not read: a const variable's or an"
                        + " enumerator's of an enum with a fixed underlying type is its own type, which the schema does"
                        + " not keep; write sizeof of its type");
            }
            expanded.next();
            return SizeofOperand.of(ctx, what, SizeofOperand.scalar(type), t);
        }
        if (ctx.names.isVariableOrFunction(name)) {
            throw expanded.error(t, via, what + ": sizeof of '" + name + "', a variable or function, is not read: the"
                    + " schema keeps no variable's type; write sizeof of its type");
        }
        throw expanded.error(t, via, what + ": sizeof of unknown type or name '" + name + "': no type, enumeration"
                + " constant or variable of that name is declared before" + ctx.scope.suggestion(name));
    }

    /**
     * The member name after {@code op} ({@code .} or {@code ->}) in sizeof's operand, macros replaced first: the
     * name's token, or where the macro it comes from is used.
     */
    private Token memberName(String op) {
        expanded.expandMacros();
        Token name = expanded.peek();
        if (!name.isIdentifier()) {
            throw expanded.expected("a member name after '" + op + "'");
        }
        Token at = expanded.site(name);
        expanded.next();
        return at == name ? name : new Token(name.kind(), name.text(), at.position(), at.end(), at.afterText());
    }

    /** The error for sizeof of an expression with {@code at}, an operator or token the schema does not follow there. */
    private SchemaException notRead(Token at) {
        return expanded.error(expanded.site(at), expanded.via(), what + ": sizeof of an expression with "
                + at.describe() + " is not read; write sizeof(type)");
    }

    /**
     * The type of a cast, {@code (type-name)} at the cursor, as sizeof's operand: a pointer's target too where it is a
     * type the schema knows ({@code (struct s *)}), read again without the last {@code *}.
     */
    private SizeofOperand castType(Token t, String via) {
        ExpandedTypeNames.ParenthesisedTokens cast = typeNames.parenthesisedTokens(via, "a cast");
        List<Token> tokens = cast.tokens();
        int codeIndex = cast.codeIndex();
        String macro = cast.macro();
        TypeName whole = typeNames.typeNameOf(tokens, codeIndex, t, macro, "a cast");
        if (!(whole.type() instanceof org.abistruct.type.PointerType p)) {
            return SizeofOperand.of(ctx, what, whole.type(), t);
        }
        DataType pointee = null;
        if (tokens.size() > 3 && tokens.get(tokens.size() - 2).is("*")) {
            List<Token> target = new ArrayList<>(tokens);
            target.remove(tokens.size() - 2);
            try {
                pointee = typeNames.typeNameOf(target, codeIndex, t, macro, "a cast").type();
            } catch (SchemaException unknown) {
                // void *, a struct declared only by name: sizeof of what it points to is not read
            }
        }
        return SizeofOperand.pointer(ctx, what, p, pointee, t);
    }
}
