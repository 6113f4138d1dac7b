package org.abistruct.schema;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;

/**
 * Reads declarators: pointers ({@code **p}), arrays ({@code a[2][3]}, {@code tail[]}), bitfields
 * ({@code x : 3}, {@code : 0}), function pointers ({@code (*cb)(int)}), pointers to arrays
 * ({@code (*rows)[4]}), a pointer in parentheses ({@code (*p)}) and a function returning a pointer
 * ({@code (*signal(int, void (*)(int)))(int)}), and declarators nested in parentheses as deep as C's grammar and clang
 * allow ({@code (p)}, {@code (*(*fp)(void))[4]}), with the attributes that may follow a name.
 */
final class DeclaratorParser {
    /** The most array dimensions one member may have. */
    static final int MAX_DIMENSIONS = 32;
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
    /** How many parameter lists are open at the cursor. */
    private int parameterLists;
    /** How many parentheses of nested declarators are open at the cursor. */
    private int parentheses;
    /** Defines a struct or union whose body a parameter's specifiers hold, in the list's scope. */
    private final SpecifierParser.NestedDefinitions parameterStructs;

    DeclaratorParser(ParseContext ctx, AttributeParser attributes, SpecifierParser.NestedDefinitions parameterStructs) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.parameterStructs = parameterStructs;
    }

    /**
     * Reads one declarator.
     *
     * @param specifiers    the declaration's type
     * @param allowUnnamed  whether {@code : W} without a name is allowed (members)
     * @param what          what the name is, for messages ({@code a member name})
     */
    Declarator read(TypeExpr specifiers, boolean allowUnnamed, String what) {
        return read(specifiers.spelling(), specifiers.ctype(), allowUnnamed, false, what);
    }

    /**
     * Reads the abstract declarator of a type name ({@code *}, {@code [4]}, {@code (*)[3]}, or nothing), as
     * {@code sizeof}, {@code _Alignof} and a cast take one (C11 6.7.7); a name there is read, for the caller to refuse.
     */
    Declarator readAbstract(TypeExpr specifiers, String what) {
        return read(specifiers.spelling(), specifiers.ctype(), false, true, what);
    }

    /** Reads one declarator of a struct or union just defined, called {@code baseSpelling}. */
    Declarator read(String baseSpelling, boolean allowUnnamed, String what) {
        return read(baseSpelling, CType.SPECIFIED, allowUnnamed, false, what);
    }

    /**
     * Reads one declarator, which has no name when {@code abstract} allows it and there is none (a parameter's:
     * {@code int *}, {@code int (*)(int)}, {@code int [4]}).
     *
     * @param specified the declaration's type as C sees it, to refuse what C forbids a declarator to make of it
     */
    private Declarator read(String baseSpelling, CType specified, boolean allowUnnamed, boolean allowAbstract,
            String what) {
        Attributes attrs = new Attributes();
        List<Star> stars = new ArrayList<>();
        Token start = cursor.peek();
        while (true) {
            refuseDeclspec(null);
            if (cursor.at("*")) {
                stars.add(new Star(cursor.next(), Set.of(), null));
            } else if (!stars.isEmpty() && standard.readStandard(attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE)) {
                // int *[[gnu::aligned(16)]] p;: clang and GCC align p
            } else if (attributes.readOne(attrs, !stars.isEmpty())) {
                qualifyLast(stars, attrs);
            } else {
                break;
            }
        }
        Token name = null;
        List<Long> dims = List.of();
        String pointee = null;
        String pointerTypeName = null;
        boolean isFunction = false;
        CType unqualified = specified instanceof CType.Qualified q ? q.type() : specified;
        if (unqualified instanceof CType.Function && !stars.isEmpty()) {
            refuseRestrict(stars.getFirst(), "'" + baseSpelling + "', a function type");
        }
        // what the declarator makes of the specifiers' type, built from the inside out
        CType shape = pointers(CType.SPECIFIED, stars);
        if (cursor.at("(")) {
            refuseMsvcConvention(cursor.index() + 1); // (_stdcall *P)
        }
        int afterConventions = cursor.at("(") ? afterConventions(cursor.index() + 1) : -1;
        boolean conventions = afterConventions > cursor.index() + 1;
        // a __declspec right after the ( is refused in the one-level branch's loop, where clang names it
        if (cursor.at("(") && nestsFurther(cursor.index(), allowAbstract)) {
            // int (p);, int ((p));, int (*(p))[3];, int (*(*fp)(void))[4];: C's declarator grammar, as deep as written
            Token open = cursor.peek();
            var madeAt = new IdentityHashMap<CType, Token>();
            Nested nested = parenthesised(allowAbstract, what, attrs, madeAt);
            name = nested.name();
            Token label = name != null ? name : open;
            shape = nested.around().apply(readSuffixes(label, attrs, madeAt).apply(shape));
            refuseImpossible(shape, label, madeAt);
            var nestedDims = new ArrayList<Long>();
            CType rest = shape;
            while (rest instanceof CType.Array a) {
                nestedDims.add(a.length());
                rest = a.element();
            }
            dims = nestedDims;
            CType restUnqualified = rest instanceof CType.Qualified q ? q.type() : rest;
            if (restUnqualified instanceof CType.Pointer p) {
                pointee = CTypeSpelling.of(p.pointee(), baseSpelling);
                pointerTypeName = CTypeSpelling.of(p, baseSpelling);
            }
            isFunction = dims.isEmpty() && restUnqualified instanceof CType.Function;
        } else if (cursor.at("(") && (cursor.peek(1).is("*") || cursor.peek(1).is("__declspec") && cursor.peek(2).is("(")
                || conventions && cursor.at(afterConventions).is("*"))) {
            cursor.next();
            readConventions(attrs);
            List<Star> inner = new ArrayList<>();
            while (cursor.accept("*") || !refuseDeclspec(null) && (!inner.isEmpty() && attributes.readOne(attrs, true)
                    || !inner.isEmpty() && standard.readStandard(attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE))) {
                if (cursor.previous().is("*")) {
                    inner.add(new Star(cursor.previous(), Set.of(), null));
                } else {
                    qualifyLast(inner, attrs);
                }
            }
            refuseMsvcConvention(cursor.index()); // (* _stdcall f)
            name = allowAbstract && !ctx.atName() ? null : ctx.expectName(what);
            Token label = name != null ? name : cursor.previous();
            long ofName = readStandardAfterName(name, attrs);
            Token firstDimension = cursor.peek();
            dims = readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
            // GCC reads a [[gnu::aligned(N)]] after a ']' before those after the name: the name's is the last
            attrs.lastAlignAs = ofName > 0 ? ofName : attrs.lastAlignAs;
            // int (*signal(int, void (*)(int)))(int);: a function returning a pointer, declared in the parentheses
            Suffix returning = null;
            if (cursor.at("(")) {
                if (!dims.isEmpty()) {
                    throw arrayOfFunctions(label, firstDimension);
                }
                returning = readParameters(label);
                isFunction = true;
            }
            ctx.expect(")", " after '" + label.text() + "' in its declarator");
            if (cursor.at("(") && !inner.isEmpty()) {
                refuseRestrict(inner.getFirst(), "a function");
            }
            // int (*p);: parentheses around a pointer declarator with nothing after them, which change nothing
            boolean suffixed = cursor.at("(") || cursor.at("[") && !standard.atStandard();
            if (!suffixed && standard.atStandard()) {
                throw ctx.forbidden(cursor.peek(), "an attribute list cannot appear after the ')' of '" + label.text()
                        + "' (clang and GCC refuse it): write it after the name, inside the parentheses");
            }
            Token suffixStart = cursor.peek();
            Suffix suffix = suffixed ? readSuffix(label, attrs) : null;
            if (suffixed) {
                // clang refuses a function returning an array or a function before the attributes between them
                refuseAfterSuffix(label, suffixStart, afterStandardAttributes());
                standard.readStandard(attrs, StandardAttributeParser.StandardPlace.AFTER_PARENTHESISED);
            }
            String outer = baseSpelling + (!stars.isEmpty() ? " " + "*".repeat(stars.size()) : "");
            String after = suffixed ? suffix.spelling() : "";
            if (!suffixed) {
                // the same pointer as without the parentheses: int *p
                int all = stars.size() + inner.size();
                pointee = baseSpelling + (all > 1 ? " " + "*".repeat(all - 1) : "");
                pointerTypeName = baseSpelling + " " + "*".repeat(all);
            } else {
                pointee = inner.size() == 1 ? outer + " " + after
                        : outer + " (" + "*".repeat(inner.size() - 1) + ")" + after;
                pointerTypeName = outer + " (" + "*".repeat(inner.size()) + ")" + after;
            }
            CType pointed = pointers(suffixed ? suffix.around().apply(shape) : shape, inner);
            shape = returning != null ? returning.around().apply(pointed) : arrays(pointed, dims);
            if (returning != null) {
                pointee = null; // a function, not a pointer
                pointerTypeName = null;
            }
        } else if (stars.isEmpty() && allowUnnamed && cursor.at(":")) {
            // An unnamed bitfield: nothing before the colon.
        } else {
            if (conventions) {
                // (__stdcall f)(int): the name alone in parentheses, after its function's calling convention
                cursor.next();
                readConventions(attrs);
            }
            refuseMsvcConvention(cursor.index()); // void _stdcall f(int);
            name = allowAbstract && !conventions && !ctx.atName() ? null : ctx.expectName(what);
            Token label = name != null ? name : cursor.previous();
            if (conventions) {
                ctx.expect(")", " after '" + label.text() + "' in its declarator");
            }
            long ofName = readStandardAfterName(name, attrs);
            Token firstDimension = cursor.peek();
            dims = readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
            // GCC reads a [[gnu::aligned(N)]] after a ']' before those after the name: the name's is the last
            attrs.lastAlignAs = ofName > 0 ? ofName : attrs.lastAlignAs;
            if (cursor.at("(")) {
                if (!dims.isEmpty()) {
                    throw arrayOfFunctions(label, firstDimension);
                }
                Token open = cursor.peek();
                shape = readParameters(label).around().apply(shape);
                // clang refuses a function returning an array or a function before the attributes between them
                refuseReturned(label, open, afterStandardAttributes());
                // int f(void) [[gnu::aligned(16)]];: clang gives it to the function, which has no layout
                standard.readStandard(attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
                isFunction = true;
            }
            shape = arrays(shape, dims);
            if (!stars.isEmpty()) {
                pointee = baseSpelling + (stars.size() > 1 ? " " + "*".repeat(stars.size() - 1) : "");
                pointerTypeName = baseSpelling + " " + "*".repeat(stars.size());
            }
        }
        refuseTooDeep(ctx, shape, name != null ? name : start);
        skipAsmLabel(name);
        boolean attributesAfter = cursor.index() < attributes.skipAttributes(cursor.index());
        readAttributesAfterName(name, attrs);
        if (attributesAfter) {
            refuseAsmLabelAfterAttributes(name);
        }
        Token colon = null;
        int width = Member.NOT_A_BITFIELD;
        if (cursor.at(":")) {
            colon = cursor.next();
            width = readBitWidth(name);
            readAttributesAfterName(name != null ? name : colon, attrs);
        }
        return new Declarator(name, colon, dims, pointee, pointerTypeName, isFunction, width, attrs, shape);
    }

    /** The most parentheses clang nests (its bracket depth, {@code -fbracket-depth=256}). */
    static final int MAX_PARENTHESES = 256;

    /** A declarator in parentheses: its name (null for an abstract one) and what it makes of the type before it. */
    private record Nested(Token name, UnaryOperator<CType> around) {
    }

    /**
     * Whether the {@code (} at {@code i} opens a declarator that the one-level reading below cannot read: a name in
     * parentheses ({@code (p)}), parentheses in parentheses ({@code ((p))}), or a pointer to one
     * ({@code (*(p))}, {@code (*(*fp)(void))}).
     */
    private boolean nestsFurther(int i, boolean allowAbstract) {
        Token next = cursor.at(i + 1);
        if (next.is("(")) {
            return opensDeclarator(i + 1, allowAbstract);
        }
        if (isDeclaredName(next, allowAbstract)) {
            return true;
        }
        int j = i + 1;
        while (cursor.at(j).is("*") || Keywords.C_QUALIFIERS.contains(cursor.at(j).text())) {
            j++;
        }
        return j > i + 1 && cursor.at(j).is("(") && opensDeclarator(j, allowAbstract);
    }

    /**
     * Whether the {@code (} at {@code i} opens a declarator in parentheses, not a parameter list: it holds a
     * {@code *}, another {@code (} or a name that is no type (where a declarator may be abstract, a parameter's, a
     * typedef name there starts a parameter list, as in clang).
     */
    private boolean opensDeclarator(int i, boolean allowAbstract) {
        Token next = cursor.at(i + 1);
        return next.is("*") || next.is("(") || isDeclaredName(next, allowAbstract);
    }

    private boolean isDeclaredName(Token t, boolean allowAbstract) {
        return t.isIdentifier() && !Keywords.RESERVED.contains(t.text()) && !Keywords.C_TYPE_WORDS.contains(t.text())
                && !Keywords.MSVC_CONVENTION_SPELLINGS.contains(t.text())
                && !(allowAbstract && ctx.scope.lookup(t) != null);
    }

    /**
     * Reads {@code ( pointers direct-declarator )} at the cursor, as C's grammar nests it: the pointers, then a name or
     * a declarator in parentheses again, then the dimensions and parameter lists after it.
     */
    private Nested parenthesised(boolean allowAbstract, String what, Attributes attrs, Map<CType, Token> madeAt) {
        Token open = cursor.next();
        if (++parentheses > MAX_PARENTHESES) {
            throw ctx.forbidden(open, "a declarator nests more than " + MAX_PARENTHESES + " parentheses, which clang"
                    + " refuses (bracket nesting level exceeded maximum of " + MAX_PARENTHESES + ")");
        }
        try {
            List<Star> stars = new ArrayList<>();
            while (true) {
                refuseDeclspec(null);
                if (cursor.at("*")) {
                    stars.add(new Star(cursor.next(), Set.of(), null));
                } else if (attributes.readOne(attrs, !stars.isEmpty())) {
                    qualifyLast(stars, attrs);
                } else {
                    break;
                }
            }
            Nested inner;
            if (cursor.at("(") && opensDeclarator(cursor.index(), allowAbstract)) {
                inner = parenthesised(allowAbstract, what, attrs, madeAt);
            } else if (allowAbstract && !ctx.atName()) {
                inner = new Nested(null, UnaryOperator.identity());
            } else {
                Token name = ctx.expectName(what);
                readStandardAfterName(name, attrs);
                inner = new Nested(name, UnaryOperator.identity());
            }
            Token label = inner.name() != null ? inner.name() : open;
            UnaryOperator<CType> suffixes = readSuffixes(label, attrs, madeAt);
            ctx.expect(")", " after '" + label.text() + "' in its declarator");
            UnaryOperator<CType> in = inner.around();
            return new Nested(inner.name(), t -> in.apply(suffixes.apply(pointers(t, stars))));
        } finally {
            parentheses--;
        }
    }

    /**
     * The dimensions and parameter lists at the cursor ({@code [2](int)}), as what they make of a type; each array and
     * function they make is put in {@code madeAt} with its first token, where clang refuses it when C forbids it.
     */
    private UnaryOperator<CType> readSuffixes(Token label, Attributes attrs, Map<CType, Token> madeAt) {
        List<UnaryOperator<CType>> parts = new ArrayList<>();
        while (true) {
            Token first = cursor.peek();
            UnaryOperator<CType> part;
            if (cursor.at("[") && !standard.atStandard()) {
                List<Long> dims = readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
                part = t -> arrays(t, dims);
            } else if (cursor.at("(")) {
                part = readParameters(label).around();
            } else {
                return t -> {
                    CType r = t;
                    for (UnaryOperator<CType> each : parts.reversed()) {
                        r = each.apply(r);
                    }
                    return r;
                };
            }
            UnaryOperator<CType> made = part;
            parts.add(t -> {
                CType r = made.apply(t);
                for (CType level = r; level != t; level = inside(level, t)) {
                    madeAt.put(level, first);
                }
                return r;
            });
        }
    }

    /**
     * The type {@code level}, one of a suffix's arrays, functions and unread lists ({@link CType.Declared}), is made
     * around; {@code base} for any other, which ends the walk.
     */
    private static CType inside(CType level, CType base) {
        return switch (level) {
            case CType.Array a -> a.element();
            case CType.Function f -> f.returns();
            case CType.Declared d -> d.type();
            default -> base;
        };
    }

    /**
     * Refuses an array of functions or a function returning an array or a function in {@code type}, a declarator's
     * shape, which C forbids (C11 6.7.6.2p1, 6.7.6.3p1) and clang and GCC refuse.
     */
    private void refuseImpossible(CType type, Token label, Map<CType, Token> madeAt) {
        CType t = type;
        while (true) {
            CType unqualified = t instanceof CType.Qualified q ? q.type() : t;
            switch (unqualified) {
                case CType.Array a -> {
                    if (unqualifiedOf(a.element()) instanceof CType.Function) {
                        throw ctx.forbidden(madeAt.getOrDefault(a, label), "'" + label.text() + "' is declared as an array of functions, which C"
                                + " forbids (C11 6.7.6.2p1; clang and GCC refuse it): make it an array of pointers to"
                                + " functions");
                    }
                    t = a.element();
                }
                case CType.Function f -> {
                    CType returns = unqualifiedOf(f.returns());
                    if (returns instanceof CType.Array || returns instanceof CType.Function) {
                        throw ctx.forbidden(madeAt.getOrDefault(f, label), "'" + label.text()
                                + "' is declared as a function returning "
                                + (returns instanceof CType.Array ? "an array" : "a function") + ", which C forbids"
                                + " (C11 6.7.6.3p1; clang and GCC refuse it): return a pointer to it");
                    }
                    t = f.returns();
                }
                case CType.Pointer p -> t = p.pointee();
                default -> {
                    return;
                }
            }
        }
    }

    private static CType unqualifiedOf(CType t) {
        return t instanceof CType.Qualified q ? q.type() : t;
    }

    /**
     * The index of the first token from {@code i} (just after a {@code (}) on that is neither a GNU attribute nor a
     * calling convention, where clang reads the attributes first and the conventions after them
     * ({@code (__attribute__((ms_abi)) __cdecl *f)}); {@code i} when no calling convention is among them, as the
     * {@code (} then opens no declarator of this kind.
     */
    private int afterConventions(int i) {
        int at = i;
        while (cursor.at(at).is("__attribute__") || cursor.at(at).is("__attribute")) {
            int end = cursor.at(at + 1).is("(") ? cursor.findMatching(at + 1, "(", ")") : -1;
            if (end < 0) {
                return i;
            }
            at = end + 1;
        }
        boolean any = false;
        while (cursor.at(at).isIdentifier() && Keywords.CALLING_CONVENTIONS.contains(cursor.at(at).text())) {
            any = true;
            at++;
        }
        if (!any && at > i && cursor.at(at).is("*")) {
            return at; // (__attribute__((stdcall)) *f): GNU's spelling of a convention, or any GNU attribute
        }
        return any ? at : i;
    }

    /**
     * Refuses the token at {@code index} where it is MSVC's single-underscore spelling of a calling convention written
     * as one, before a name or a {@code *} ({@code void _stdcall f(int);}, {@code (_stdcall *P)},
     * {@code (* _stdcall f)}): a keyword to clang's Microsoft targets, which take it, and a name to its other targets
     * and GCC, which refuse the declaration, so the file is valid for some ABIs only. Elsewhere it is a name
     * ({@code int _stdcall;}).
     */
    private void refuseMsvcConvention(int index) {
        Token t = cursor.at(index);
        if (!t.isIdentifier() || !Keywords.MSVC_CONVENTION_SPELLINGS.contains(t.text())) {
            return;
        }
        Token next = cursor.at(index + 1);
        if (!(next.is("*") || next.isIdentifier() && !Keywords.RESERVED.contains(next.text()))) {
            return;
        }
        throw ctx.forbidden(t, "'" + t.text() + "' is a calling convention only to clang's Microsoft targets, which"
                + " take it as MSVC does, while clang's other targets and GCC read it as a name and refuse this"
                + " declaration, so the file is valid for some ABIs only"
                + NameSuggestions.didYouMean(t.text(), Keywords.CALLING_CONVENTIONS.stream()));
    }

    /**
     * Reads the GNU attributes and then the calling conventions right after a declarator's {@code (}, which say how the
     * function is called: clang refuses an attribute or a qualifier after them, before a {@code *} or the name.
     */
    private void readConventions(Attributes attrs) {
        while (cursor.at("__attribute__") || cursor.at("__attribute")) {
            Token attribute = cursor.peek();
            long alignedBefore = attrs.alignAs;
            if (!attributes.readOne(attrs, false)) {
                break;
            }
            if (attrs.alignAs != alignedBefore) {
                throw ctx.error(attribute, "an alignment between a declarator's '(' and its '*' aligns the member"
                        + " under clang and is ignored by GCC, so the layout depends on the compiler: put it after the"
                        + " '*' or after the name, where both apply it");
            }
        }
        while (cursor.peek().isIdentifier() && Keywords.CALLING_CONVENTIONS.contains(cursor.peek().text())) {
            cursor.next();
        }
    }

    /**
     * Refuses {@code type}, declared at {@code at}, where it nests more than {@link CTypeDepth#MAX} levels: what the
     * schema does with a type recurses through its levels.
     */
    static void refuseTooDeep(ParseContext ctx, CType type, Token at) {
        if (CTypeDepth.of(type, CTypeDepth.MAX) > CTypeDepth.MAX) {
            throw ctx.forbidden(at, "the type declared here nests more than " + CTypeDepth.MAX + " levels of"
                    + " pointers, arrays, functions and qualifiers, counting those of the typedef names it is written"
                    + " with, which is more than the schema follows (clang takes deeper ones)");
        }
    }

    /** A {@code *} of a declarator, with the qualifiers after it and the first {@code restrict} of them, or null. */
    private record Star(Token token, Set<CType.Qualifier> qualifiers, Token restrict) {
    }

    /** Gives the qualifiers just read into {@code attrs} to the last {@code *} read ({@code * const}), if any. */
    private static void qualifyLast(List<Star> stars, Attributes attrs) {
        if (!stars.isEmpty()) {
            Star last = stars.getLast();
            Token restrict = last.restrict() != null ? last.restrict() : attrs.restrict;
            var all = EnumSet.noneOf(CType.Qualifier.class);
            all.addAll(last.qualifiers());
            all.addAll(attrs.takeQualifiers());
            stars.set(stars.size() - 1, new Star(last.token(), Set.copyOf(all), restrict));
        }
    }

    /**
     * Refuses a {@code restrict} after {@code star}, a pointer to {@code function} ({@code int (*restrict f)(void);}):
     * C allows it on a pointer to an object only (C11 6.7.3p2), and clang refuses it at the {@code *}.
     */
    private void refuseRestrict(Star star, String function) {
        if (star.restrict() != null) {
            throw ctx.forbidden(star.token(), "'" + star.restrict().text() + "' qualifies only a pointer to an object,"
                    + " and this '*' points to " + function + " (C11 6.7.3p2; clang refuses it)");
        }
    }

    /**
     * Refuses what follows the suffix after {@code (*label)} that began at {@code start}: a parameter list after
     * dimensions ({@code (*p)[4](void)}, an array of functions) or dimensions or a list after a parameter list (a
     * function returning an array or a function), which C forbids (C11 6.7.6.2p1, 6.7.6.3p1) and clang refuses at the
     * first {@code [} or at the function's {@code (}.
     */
    private void refuseAfterSuffix(Token label, Token start, Token next) {
        if (start.is("[") && next.is("(")) {
            throw arrayOfFunctions(label, start);
        }
        if (start.is("(")) {
            refuseReturned(label, start, next);
        }
    }

    /** The token after the C23 attribute specifiers at the cursor, not read: the cursor's own when there are none. */
    private Token afterStandardAttributes() {
        int i = cursor.index();
        while (cursor.at(i).is("[") && cursor.at(i + 1).is("[")) {
            int end = cursor.findMatching(i, "[", "]");
            if (end < 0) {
                break;
            }
            i = end + 1;
        }
        return cursor.at(i);
    }

    /** The error for an array of functions: {@code label[4](void)}, at the first {@code [}, where clang reports it. */
    private SchemaException arrayOfFunctions(Token label, Token firstDimension) {
        return ctx.forbidden(firstDimension, "'" + label.text() + "' is declared as an array of functions, which C"
                + " forbids (C11 6.7.6.2p1; clang and GCC refuse it): make it an array of pointers to functions");
    }

    /**
     * Refuses dimensions or a parameter list ({@code next}, the token after the list and the attributes after it)
     * after the parameter list of {@code label} that opened at {@code open}: a function returning an array or a
     * function (C11 6.7.6.3p1), at that {@code (}, where clang refuses it.
     */
    private void refuseReturned(Token label, Token open, Token next) {
        if (next.is("[") || next.is("(")) {
            String what = next.is("[") ? "an array" : "a function";
            throw ctx.forbidden(open, "'" + label.text() + "' is declared as a function returning " + what + ", which C"
                    + " forbids (C11 6.7.6.3p1; clang and GCC refuse it): return a pointer to it");
        }
    }

    /** {@code type} behind the {@code *}s of {@code stars}, each with its qualifiers, the first nearest it. */
    private static CType pointers(CType type, List<Star> stars) {
        CType t = type;
        for (Star star : stars) {
            t = CType.qualified(new CType.Pointer(t), star.qualifiers());
        }
        return t;
    }

    /** {@code type} in arrays of {@code dims}, outermost first. */
    private static CType arrays(CType type, List<Long> dims) {
        CType t = type;
        for (Long length : dims.reversed()) {
            t = new CType.Array(length, t);
        }
        return t;
    }

    /**
     * Reads the C23 attribute specifiers right after {@code name} (none where it is null) into {@code attrs}; returns
     * the alignment the last {@code [[gnu::aligned(N)]]} among them asked for, 0 for none, which keeps
     * {@code attrs}' last alignment as it was meanwhile.
     */
    private long readStandardAfterName(Token name, Attributes attrs) {
        if (name == null) {
            return 0;
        }
        long before = attrs.lastAlignAs;
        attrs.lastAlignAs = 0;
        standard.readStandard(attrs);
        long ofName = attrs.lastAlignAs;
        attrs.lastAlignAs = before;
        return ofName;
    }

    /**
     * Skips a GNU asm label after the declarator of {@code name} ({@code extern int foo(int) __asm__("" "bar");}, as
     * glibc's {@code __REDIRECT} writes it; also {@code __asm} and {@code asm}): the symbol's name, which no layout
     * depends on. GCC and clang take one right after the declarator of a declaration outside a struct, before its
     * attributes (GCC refuses one after an attribute); in a struct member, a parameter or after a bitfield's width
     * both refuse it, and it is left to the errors there. Its string literals may be concatenated, not wide.
     */
    private void skipAsmLabel(Token name) {
        Token keyword = cursor.peek();
        if (!isAsmKeyword(keyword) || !cursor.peek(1).is("(") || name == null || ctx.insideStructBody() || ctx.glsl) {
            return;
        }
        if (parameterLists > 0) {
            // clang reports it at the keyword ("expected ')'"), GCC too; a list kept as written must not hide it
            throw ctx.forbidden(keyword, "an asm label cannot be written on parameter '" + name.text() + "' (clang and"
                    + " GCC refuse it): only a declaration outside a struct names its symbol");
        }
        cursor.next();
        cursor.next();
        if (!atStringLiteral()) {
            throw ctx.expected("a string literal in '" + keyword.text() + "(...)' (an asm label; a wide one is"
                    + " refused, as clang and GCC refuse it)", cursor.peek());
        }
        while (atStringLiteral()) {
            cursor.next();
        }
        ctx.expect(")", " to close the asm label '" + keyword.text() + "(...)' of '" + name.text() + "'");
        if (cursor.at("{")) {
            throw ctx.forbidden(new SchemaException(cursor.previous().afterText(), "expected ';' after the asm label of"
                    + " '" + name.text() + "': a function definition cannot have one (clang and GCC refuse it)"));
        }
    }

    /**
     * Refuses an asm label at the cursor after the attributes that follow the declarator of {@code name}, which GCC
     * refuses (clang takes it): it goes right after the declarator, before them, as glibc writes it.
     */
    private void refuseAsmLabelAfterAttributes(Token name) {
        Token keyword = cursor.peek();
        if (name != null && isAsmKeyword(keyword) && cursor.peek(1).is("(") && !ctx.insideStructBody()
                && parameterLists == 0 && !ctx.glsl) {
            throw ctx.forbidden(keyword, "the asm label of '" + name.text() + "' must come before its attributes (GCC"
                    + " refuses it after them): write " + keyword.text() + "(\"...\") right after the declarator");
        }
    }

    /** Whether {@code t} spells GNU's {@code asm} keyword. */
    private static boolean isAsmKeyword(Token t) {
        return t.is("__asm__") || t.is("__asm") || t.is("asm");
    }

    /** Whether a plain string literal, not a character constant, is at the cursor. */
    private boolean atStringLiteral() {
        Token t = cursor.peek();
        return t.kind() == TokenKind.STRING && t.text().startsWith("\"");
    }

    /**
     * The attributes after the declarator of {@code name} (the {@code :} of an unnamed bitfield): GNU ones, not a
     * {@code __declspec}.
     */
    private void readAttributesAfterName(Token name, Attributes attrs) {
        while (!refuseDeclspec(name) && !refuseAlignasAfter(name) && attributes.readOne(attrs, false)) {
            // read on
        }
        if (standard.atStandard()) {
            // int x __attribute__((aligned(8))) [[...]]; or x : 3 [[...]]
            throw ctx.forbidden(cursor.peek(), "an attribute list cannot appear here (clang refuses it): a [[...]] on a"
                    + " member goes right after its name, or before the declaration");
        }
    }

    /**
     * Refuses an {@code alignas} or {@code _Alignas} at the cursor, after the declarator of {@code name} (the
     * {@code :} of an unnamed bitfield, null where the declarator has no name): it is a specifier, written before the
     * declarator (C11 6.7.5), and clang and GCC refuse it there, clang just after the token before it ("expected
     * ';'") or, in a parameter, at it ("expected ')'").
     *
     * @return false, when there is none
     */
    private boolean refuseAlignasAfter(Token name) {
        Token t = cursor.peek();
        if (!AttributeParser.isAlignas(t) || !cursor.peek(1).is("(")) {
            return false;
        }
        String declarator = name == null ? "a declarator" : name.is(":") ? "an unnamed bitfield"
                : "the declarator of '" + name.text() + "'";
        String message = t.text() + " cannot follow " + declarator + ": it is a specifier, written before the declarator"
                + " (C11 6.7.5; clang and GCC refuse it)";
        if (parameterLists > 0) {
            throw ctx.forbidden(t, message);
        }
        throw ctx.forbidden(new SchemaException(cursor.previous().afterText(), message));
    }

    /**
     * Refuses a {@code __declspec(...)} at the cursor, which is inside a declarator: after a {@code *}, a {@code ,}
     * or a {@code (} ({@code name} null), where clang reports it at the {@code __declspec}, or after the declarator of
     * {@code name} (the {@code :} of an unnamed bitfield), where clang reports it just after the token before it
     * ("expected ';'"). MSVC's grammar has a {@code __declspec} only among the declaration specifiers, and MSVC
     * ignores one after a {@code *}.
     *
     * @return false, when there is none
     */
    private boolean refuseDeclspec(Token name) {
        Token t = cursor.peek();
        if (!t.is("__declspec") || !cursor.peek(1).is("(")) {
            return false;
        }
        String why = " (clang refuses it, and MSVC reads a __declspec only among the declaration specifiers, before"
                + " the declarators): ";
        if (name == null) {
            throw ctx.error(t, "__declspec cannot be written inside a declarator, after '" + cursor.previous().text()
                    + "'" + why + "write it before the type, in a declaration of its own if it is for one name");
        }
        String declarator = name.is(":") ? "an unnamed bitfield" : "the declarator of '" + name.text() + "'";
        throw new SchemaException(cursor.previous().afterText(), "__declspec cannot follow " + declarator + why
                + "write it before the declarator");
    }

    /** {@code [N]...} after a name; {@code []} is {@link ArrayType#RUNTIME_SIZED}. */
    List<Long> readDimensions(Token name) {
        return readDimensions(name, null, null);
    }

    /**
     * {@code [N]...} after a name, each {@code ]} maybe followed by C23 attribute specifiers standing at {@code place},
     * read into {@code attrs}; null where none may be. A parameter list after them is an array of functions, refused
     * at the first {@code [} before the attributes, as clang refuses it.
     */
    private List<Long> readDimensions(Token name, Attributes attrs, StandardAttributeParser.StandardPlace place) {
        if (!cursor.at("[") || standard.atStandard()) {
            return List.of();
        }
        var dims = new ArrayList<Long>();
        Token first = cursor.peek();
        while (cursor.at("[") && !standard.atStandard()) {
            Token open = cursor.next();
            if (dims.size() == MAX_DIMENSIONS) {
                throw ctx.error(open, "'" + name.text() + "' has more than " + MAX_DIMENSIONS + " array dimensions");
            }
            if (parameterLists > 0 && readParameterArrayQualifiers()) {
                dims.add(ArrayType.RUNTIME_SIZED); // [*] or [const]: a parameter's array, adjusted to a pointer
                continue;
            }
            if (cursor.accept("]")) {
                dims.add(ArrayType.RUNTIME_SIZED);
                readAttributesAfterBracket(name, first, attrs, place);
                continue;
            }
            Token sizeToken = cursor.peek();
            long size = ConstantExpression.read(ctx, "array size of '" + name.text() + "'");
            // clang and GCC take a [0] in a parameter, which is a pointer (GNU's zero-length array elsewhere)
            String tooSmall = "array size of '" + name.text() + "' must be at least " + (parameterLists == 0 ? 1 : 0)
                    + " but is " + size;
            if (size < 0) {
                throw ctx.forbidden(sizeToken, tooSmall); // clang and GCC refuse it too
            }
            if (size == 0 && parameterLists == 0 && ctx.glsl) {
                throw ctx.error(sizeToken, tooSmall); // glslang refuses it; C's [0] is GNU's zero-length array
            }
            dims.add(size);
            ctx.expect("]", " after the array size");
            readAttributesAfterBracket(name, first, attrs, place);
        }
        return dims;
    }

    /**
     * The C23 attribute specifiers after a {@code ]} of the dimensions of {@code name} that began at
     * {@code firstDimension}, read into {@code attrs} (none where it is null) as standing at {@code place}; a
     * parameter list after them is an array of functions, which clang refuses before it looks at them.
     */
    private void readAttributesAfterBracket(Token name, Token firstDimension, Attributes attrs,
            StandardAttributeParser.StandardPlace place) {
        if (attrs == null || !standard.atStandard()) {
            return;
        }
        if (afterStandardAttributes().is("(")) {
            throw arrayOfFunctions(name, firstDimension);
        }
        standard.readStandard(attrs, place);
    }

    /**
     * Reads what C allows after the {@code [} of a parameter's array before its size (C11 6.7.6.3p7): {@code static}
     * and qualifiers ({@code [static 4]}, {@code [const]}), or a {@code *} ({@code [*]}, a VLA of unknown size).
     *
     * @return whether the {@code ]} followed and was read: the array has no size, as {@code []}
     */
    private boolean readParameterArrayQualifiers() {
        while (cursor.peek().is("static") || CType.Qualifier.of(cursor.peek().text()) != null) {
            cursor.next();
        }
        if (cursor.at("*") && cursor.peek(1).is("]")) {
            cursor.next();
        }
        return cursor.accept("]");
    }

    private int readBitWidth(Token name) {
        Token widthToken = cursor.peek();
        String who = name == null ? "unnamed bitfield" : "bitfield '" + name.text() + "'";
        long width = ConstantExpression.read(ctx, "bit width of " + who);
        if (width < 0) {
            throw ctx.error(widthToken, "bit width of " + who + " must not be negative but is " + width);
        }
        if (width > Integer.MAX_VALUE) {
            throw ctx.error(widthToken, "bit width of " + who + " is too large: " + width);
        }
        return (int) width;
    }

    /** What follows {@code (*name)} or a function's name, as written and as what it makes of the type before it. */
    private record Suffix(String spelling, UnaryOperator<CType> around) {
    }

    /**
     * After {@code (*name)}: a parameter list {@code (int)} or array dimensions {@code [4]}, with the C23 attribute
     * specifiers between dimensions ({@code [4] [[foo::bar]] [2]}) read into {@code attrs}.
     */
    private Suffix readSuffix(Token name, Attributes attrs) {
        if (cursor.at("(")) {
            return readParameters(name);
        }
        if (!cursor.at("[")) {
            throw ctx.expected("'(' or '[' after the declarator of '" + name.text() + "'", cursor.peek());
        }
        return readTyped(() -> {
            List<Long> dims = readDimensions(name, attrs, StandardAttributeParser.StandardPlace.AFTER_PARENTHESISED);
            return type -> arrays(type, dims);
        }, () -> {
            while (cursor.at("[")) {
                if (!cursor.skipBalanced("[", "]")) {
                    throw ctx.expected("']'", cursor.peek());
                }
            }
        });
    }

    /**
     * A function's parameters at the cursor: {@code ()}, {@code (void)}, {@code (int x, const char *, ...)}. The list is
     * a scope (C11 6.2.1p4): the tags and enumeration constants declared in it are seen in it, and in the lists inside
     * it, but not after it.
     */
    private Suffix readParameters(Token name) {
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
    private Suffix readTyped(Supplier<UnaryOperator<CType>> typed, Runnable skip) {
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
        Declarator d = read(type.spelling(), type.ctype(), false, true, "a parameter name");
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
        refuseTooDeep(ctx, declared, name != null ? name : at);
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
