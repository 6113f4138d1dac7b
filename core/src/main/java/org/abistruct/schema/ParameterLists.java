package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.abistruct.type.Member;

/**
 * Reads a declarator's parameter lists ({@code (int x, const char *, ...)}), each a scope of its own, with the
 * specifiers and declarators of the rest of the schema, and keeps what it cannot read of them, or of the dimensions
 * after {@code (*p)}, as written: no layout depends on a parameter.
 */
final class ParameterLists {
    /**
     * The most parameter lists a parameter may be declared in ({@code int (*f)(int (*)(int))} declares the inner
     * {@code int} in two): clang refuses a parameter in 129 ("function scope depth exceeded maximum of 127"), at its
     * first token, and takes an empty 129th list ({@code ()}), which nests no further. Bounds the recursion.
     */
    static final int MAX_PARAMETER_DEPTH = 128;

    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    /** Reads each parameter's declarator. */
    private final ParameterDeclarators declarators;
    /** How many parameter lists are open at the cursor. */
    private int parameterLists;
    /** Defines a struct or union whose body a parameter's specifiers hold, in the list's scope. */
    private final SpecifierParser.NestedDefinitions parameterStructs;

    /**
     * Reads a parameter's declarator, named or abstract ({@code int *}, {@code int (*)(int)}), after its specifiers:
     * the reader of declarators, which reads parameter lists with this class, so that neither class names the other's.
     */
    @FunctionalInterface
    interface ParameterDeclarators {
        /**
         * The declarator at the cursor.
         *
         * @param baseSpelling the specifiers' type as written
         * @param specified    the specifiers' type as C sees it
         */
        Declarator read(String baseSpelling, CType specified);
    }

    ParameterLists(ParseContext ctx, AttributeParser attributes, SpecifierParser.NestedDefinitions parameterStructs,
            ParameterDeclarators declarators) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.parameterStructs = parameterStructs;
        this.declarators = declarators;
    }

    /** How many parameter lists are open at the cursor: 0 outside them. */
    int open() {
        return parameterLists;
    }

    /** What follows {@code (*name)} or a function's name, as written and as what it makes of the type before it. */
    record Suffix(String spelling, UnaryOperator<CType> around) {
    }

    /**
     * A function's parameters at the cursor: {@code ()}, {@code (void)}, {@code (int x, const char *, ...)}. The list is
     * a scope (C11 6.2.1p4): the tags and enumeration constants declared in it are seen in it, and in the lists inside
     * it, but not after it.
     */
    Suffix readParameters(Token name) {
        parameterLists++;
        ctx.scope.enterParameterList();
        ctx.names.enterParameterList();
        int constants = ctx.constants.scopeStart();
        try {
            return readTyped(this::parameters, () -> {
                if (!cursor.skipBalanced("(", ")")) {
                    throw ctx.expected("')' to close the parameters of '" + name.text() + "'", cursor.peek());
                }
            });
        } finally {
            parameterLists--;
            ctx.scope.exitParameterList();
            ctx.names.exitParameterList();
            ctx.constants.endScope(constants, cursor.index() - 1);
        }
    }

    /**
     * What {@code typed} reads at the cursor, with its spelling; where it cannot (a declarator it cannot read, an
     * array size it cannot compute), what {@code skip} skips, kept as written
     * ({@link CType.Declared}): clang is the judge of those, the schema takes them as it took them before. An error
     * for what C forbids ({@link ParseContext#forbidden}) is not kept: it is the declaration's.
     */
    Suffix readTyped(Supplier<UnaryOperator<CType>> typed, Runnable skip) {
        int start = cursor.index();
        try {
            UnaryOperator<CType> around = typed.get();
            // they decide no layout: a macro in them is not refused (WrittenMacroUses), as when skipped
            cursor.skippedSince(start);
            return new Suffix(spell(start, cursor.index()), around);
        } catch (SchemaException e) {
            if (ctx.isForbidden(e) || parameterLists == 0) {
                // what C forbids is refused, in a list the schema cannot read too; and outside parameter lists, where
                // the dimensions after (*p) must have sizes, as a member's do, every error is the declaration's
                throw e;
            }
            cursor.reset(start);
            skip.run();
            String spelling = spell(start, cursor.index());
            return new Suffix(spelling, type -> new CType.Declared(type, spelling));
        }
    }

    /** A parameter list, read with the specifiers and declarators of the rest of the schema. */
    private UnaryOperator<CType> parameters() {
        ctx.expect("(", "");
        boolean prototyped = !cursor.at(")");
        if (prototyped && parameterLists > MAX_PARAMETER_DEPTH) {
            // at the list's first token, as clang, also for (...); a 130th list can only be inside it, so this bounds
            // the nesting too
            throw ctx.forbidden(cursor.peek(), "a parameter is declared in more than " + MAX_PARAMETER_DEPTH
                    + " nested parameter lists, which clang refuses (function scope depth exceeded maximum of 127)");
        }
        Token open = cursor.previous();
        List<Parameter> read = new ArrayList<>();
        boolean variadic = false;
        if (prototyped) {
            do {
                Token ellipsis = cursor.peek();
                if (acceptEllipsis()) {
                    if (read.isEmpty()) {
                        throw ctx.forbidden(ellipsis, "'...' must follow a parameter (C11 6.7.6.3; clang and GCC"
                                + " refuse it, under -std=c2x too)");
                    }
                    variadic = true;
                    break;
                }
                read.add(parameter(read));
            } while (cursor.accept(","));
        }
        ctx.expect(")", " after the parameters");
        refuseVoid(open, read, variadic);
        List<CType> parameters = new ArrayList<>();
        if (read.size() != 1 || !read.getFirst().isVoid()) {
            read.forEach(p -> parameters.add(p.type())); // (void), or a typedef of it, has none
        }
        boolean withPrototype = prototyped;
        boolean isVariadic = variadic;
        return returns -> new CType.Function(returns, parameters, isVariadic, withPrototype);
    }

    /**
     * A parameter as read: its type adjusted as its function's type has it ({@link CType#parameter}), its name or
     * null, where its declarator is (its name, or the token after its specifiers), and its declared type.
     */
    private record Parameter(CType type, Token name, Token at, CType declared) {
        /** Whether it is declared {@code void}, qualified or not, as {@code (void)} is. */
        boolean isVoid() {
            CType unqualified = declared instanceof CType.Qualified q ? q.type() : declared;
            return unqualified.equals(VOID);
        }
    }

    private static final CType VOID = new CType.Basic("void");

    /**
     * One parameter, after those {@code before} it in its list, whose names it may not take again (C11 6.7p3; clang
     * and GCC refuse it at the second name).
     */
    private Parameter parameter(List<Parameter> before) {
        Attributes attrs = new Attributes();
        standard.readStandard(attrs);
        Token first = cursor.peek();
        TypeExpr type = new SpecifierParser(ctx, attributes, true).read(attrs, parameterStructs);
        if (type == null) {
            throw ctx.expected("a parameter type", first);
        }
        if (attrs.alignas != null) {
            throw ctx.forbidden(attrs.alignas, attrs.alignas.text() + " cannot be applied to a parameter (C11 6.7.5p2;"
                    + " clang and GCC refuse it)");
        }
        type = type.qualified(attrs.qualifiers);
        Token at = cursor.peek();
        Declarator d = declarators.read(type.spelling(), type.ctype());
        if (d.bitWidth() != Member.NOT_A_BITFIELD) {
            throw ctx.forbidden(d.colon(), "a parameter cannot have a bit width (clang and GCC refuse it)");
        }
        Token name = d.name();
        if (name != null && before.stream().anyMatch(p -> p.name() != null && p.name().is(name.text()))) {
            throw ctx.forbidden(name, "parameter '" + name.text() + "' is declared twice in one list (C11 6.7p3;"
                    + " clang and GCC refuse it)");
        }
        if (name != null) {
            // void f(enum E { X } e, int X);: an enumeration constant of the list is in its scope
            ctx.declareName(name, OrdinaryNames.Kind.PARAMETER, cursor.index() - 1);
        }
        CType declared = d.shape().around(type.ctype());
        CTypeDepth.refuseTooDeep(ctx, declared, name != null ? name : at);
        return new Parameter(CType.parameter(declared), name, name != null ? name : at, declared);
    }

    /**
     * Refuses a {@code void} parameter ({@code void}, qualified or a typedef of it) that is not the one unnamed,
     * unqualified parameter of the list opened at {@code open} (C11 6.7.6.3p10), where clang does: a qualified one at
     * the {@code (}, one among others at its declarator, a named one at its name.
     */
    private void refuseVoid(Token open, List<Parameter> read, boolean variadic) {
        for (Parameter p : read) {
            if (!p.isVoid()) {
                continue;
            }
            if (read.size() > 1 || variadic) {
                throw ctx.forbidden(p.at(), "'void' must be the only parameter, when it is one (C11 6.7.6.3p10;"
                        + " clang and GCC refuse it)");
            }
            if (p.name() != null) {
                throw ctx.forbidden(p.name(), "parameter '" + p.name().text() + "' cannot have type 'void' (C11"
                        + " 6.7.6.3p10; clang refuses it)");
            }
            if (p.declared() instanceof CType.Qualified) {
                throw ctx.forbidden(open, "'void' as the only parameter cannot be qualified (C11 6.7.6.3p10; clang"
                        + " and GCC refuse it)");
            }
        }
    }

    /** {@code ...}, as one token or three. */
    private boolean acceptEllipsis() {
        if (cursor.accept("...")) {
            return true;
        }
        if (cursor.at(".") && cursor.peek(1).is(".") && cursor.peek(2).is(".")) {
            cursor.next();
            cursor.next();
            cursor.next();
            return true;
        }
        return false;
    }

    /** The tokens in [from, to) joined as C would print them: a space only between words and after commas. */
    private String spell(int from, int to) {
        var text = new StringBuilder();
        Token previous = null;
        for (int i = from; i < to; i++) {
            Token t = cursor.at(i);
            if (previous != null && (previous.is(",") || isWord(previous) && isWord(t))) {
                text.append(' ');
            }
            text.append(t.text());
            previous = t;
        }
        return text.toString();
    }

    private static boolean isWord(Token t) {
        return t.kind() == TokenKind.IDENTIFIER || t.kind() == TokenKind.NUMBER;
    }
}
