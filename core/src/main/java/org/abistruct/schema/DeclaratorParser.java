package org.abistruct.schema;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.abistruct.schema.ParameterLists.Suffix;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;

/**
 * Reads declarators: pointers ({@code **p}), arrays ({@code a[2][3]}, {@code tail[]}), bitfields
 * ({@code x : 3}, {@code : 0}), function pointers ({@code (*cb)(int)}), pointers to arrays
 * ({@code (*rows)[4]}), a pointer in parentheses ({@code (*p)}) and a function returning a pointer
 * ({@code (*signal(int, void (*)(int)))(int)}), and declarators nested in parentheses as deep as C's grammar and clang
 * allow ({@code (p)}, {@code (*(*fp)(void))[4]}), with the attributes that may follow a name. The one-level reading
 * and what a declarator makes of its specifiers' type are here; the nested declarators, the dimensions, the parameter
 * lists, the attributes, calling conventions and asm labels in a declarator, and the shapes C forbids each have a
 * class of their own, which this one wires together.
 */
final class DeclaratorParser {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    private final ParameterLists parameterLists;
    private final ForbiddenShapes shapes;
    private final DeclaratorAttributes declaratorAttributes;
    private final ArrayDimensions dimensions;
    private final NestedDeclarators nestedDeclarators;
    private final CallingConventions callingConventions;
    private final AsmLabels asmLabels;

    DeclaratorParser(ParseContext ctx, AttributeParser attributes, SpecifierParser.NestedDefinitions parameterStructs) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        // a parameter's declarator is one of these, named or abstract; ParameterLists reads it through the lambda
        this.parameterLists = new ParameterLists(ctx, attributes, parameterStructs,
                (baseSpelling, specified) -> read(baseSpelling, specified, false, true, "a parameter name"));
        this.shapes = new ForbiddenShapes(ctx);
        this.declaratorAttributes = new DeclaratorAttributes(ctx, attributes, parameterLists);
        this.dimensions = new ArrayDimensions(ctx, attributes, parameterLists, shapes, declaratorAttributes);
        this.nestedDeclarators =
                new NestedDeclarators(ctx, attributes, declaratorAttributes, dimensions, parameterLists);
        this.callingConventions = new CallingConventions(ctx, attributes);
        this.asmLabels = new AsmLabels(ctx, parameterLists);
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
    Declarator read(String baseSpelling, CType specified, boolean allowUnnamed, boolean allowAbstract,
            String what) {
        Attributes attrs = new Attributes();
        List<Star> stars = new ArrayList<>();
        Token start = cursor.peek();
        while (true) {
            declaratorAttributes.refuseDeclspec(null);
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
            callingConventions.refuseMsvcConvention(cursor.index() + 1); // (_stdcall *P)
        }
        int afterConventions = cursor.at("(") ? callingConventions.afterConventions(cursor.index() + 1) : -1;
        boolean conventions = afterConventions > cursor.index() + 1;
        // a __declspec right after the ( is refused in the one-level branch's loop, where clang names it
        if (cursor.at("(") && nestedDeclarators.nestsFurther(cursor.index(), allowAbstract)) {
            // int (p);, int ((p));, int (*(p))[3];, int (*(*fp)(void))[4];: C's declarator grammar, as deep as written
            Token open = cursor.peek();
            var madeAt = new IdentityHashMap<CType, Token>();
            var nested = nestedDeclarators.parenthesised(allowAbstract, what, attrs, madeAt);
            name = nested.name();
            Token label = name != null ? name : open;
            shape = nested.around().apply(nestedDeclarators.readSuffixes(label, attrs, madeAt).apply(shape));
            // as without the parentheses: GCC reads the name's [[gnu::aligned(N)]] after those of every ']'
            attrs.lastAlignAs = nested.nameAlignAs() > 0 ? nested.nameAlignAs() : attrs.lastAlignAs;
            shapes.refuseImpossible(shape, label, madeAt);
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
            callingConventions.readConventions(attrs);
            List<Star> inner = new ArrayList<>();
            while (cursor.accept("*") || !declaratorAttributes.refuseDeclspec(null)
                    && (!inner.isEmpty() && attributes.readOne(attrs, true) || !inner.isEmpty()
                    && standard.readStandard(attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE))) {
                if (cursor.previous().is("*")) {
                    inner.add(new Star(cursor.previous(), Set.of(), null));
                } else {
                    qualifyLast(inner, attrs);
                }
            }
            callingConventions.refuseMsvcConvention(cursor.index()); // (* _stdcall f)
            name = allowAbstract && !ctx.atName() ? null : ctx.expectName(what);
            Token label = name != null ? name : cursor.previous();
            long ofName = declaratorAttributes.readStandardAfterName(name, attrs);
            Token firstDimension = cursor.peek();
            dims = dimensions.readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
            // GCC reads a [[gnu::aligned(N)]] after a ']' before those after the name: the name's is the last
            attrs.lastAlignAs = ofName > 0 ? ofName : attrs.lastAlignAs;
            // int (*signal(int, void (*)(int)))(int);: a function returning a pointer, declared in the parentheses
            Suffix returning = null;
            if (cursor.at("(")) {
                if (!dims.isEmpty()) {
                    throw shapes.arrayOfFunctions(label, firstDimension);
                }
                returning = parameterLists.readParameters(label);
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
                shapes.refuseAfterSuffix(label, suffixStart, declaratorAttributes.afterStandardAttributes());
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
                callingConventions.readConventions(attrs);
            }
            callingConventions.refuseMsvcConvention(cursor.index()); // void _stdcall f(int);
            name = allowAbstract && !conventions && !ctx.atName() ? null : ctx.expectName(what);
            Token label = name != null ? name : cursor.previous();
            if (conventions) {
                ctx.expect(")", " after '" + label.text() + "' in its declarator");
            }
            long ofName = declaratorAttributes.readStandardAfterName(name, attrs);
            Token firstDimension = cursor.peek();
            dims = dimensions.readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
            // GCC reads a [[gnu::aligned(N)]] after a ']' before those after the name: the name's is the last
            attrs.lastAlignAs = ofName > 0 ? ofName : attrs.lastAlignAs;
            if (cursor.at("(")) {
                if (!dims.isEmpty()) {
                    throw shapes.arrayOfFunctions(label, firstDimension);
                }
                Token open = cursor.peek();
                shape = parameterLists.readParameters(label).around().apply(shape);
                // clang refuses a function returning an array or a function before the attributes between them
                shapes.refuseReturned(label, open, declaratorAttributes.afterStandardAttributes());
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
        CTypeDepth.refuseTooDeep(ctx, shape, name != null ? name : start);
        asmLabels.skipAsmLabel(name);
        boolean attributesAfter = cursor.index() < attributes.skipAttributes(cursor.index());
        declaratorAttributes.readAttributesAfterName(name, attrs);
        if (attributesAfter) {
            asmLabels.refuseAsmLabelAfterAttributes(name);
        }
        Token colon = null;
        int width = Member.NOT_A_BITFIELD;
        if (cursor.at(":")) {
            colon = cursor.next();
            width = readBitWidth(name);
            declaratorAttributes.readAttributesAfterName(name != null ? name : colon, attrs);
        }
        return new Declarator(name, colon, dims, pointee, pointerTypeName, isFunction, width, attrs, shape);
    }

    /** A {@code *} of a declarator, with the qualifiers after it and the first {@code restrict} of them, or null. */
    record Star(Token token, Set<CType.Qualifier> qualifiers, Token restrict) {
    }

    /** Gives the qualifiers just read into {@code attrs} to the last {@code *} read ({@code * const}), if any. */
    static void qualifyLast(List<Star> stars, Attributes attrs) {
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

    /** {@code type} behind the {@code *}s of {@code stars}, each with its qualifiers, the first nearest it. */
    static CType pointers(CType type, List<Star> stars) {
        CType t = type;
        for (Star star : stars) {
            t = CType.qualified(new CType.Pointer(t), star.qualifiers());
        }
        return t;
    }

    /** {@code type} in arrays of {@code dims}, outermost first. */
    static CType arrays(CType type, List<Long> dims) {
        CType t = type;
        for (Long length : dims.reversed()) {
            t = new CType.Array(length, t);
        }
        return t;
    }

    /** {@code [N]...} after a name; {@code []} is {@link ArrayType#RUNTIME_SIZED}. */
    List<Long> readDimensions(Token name) {
        return dimensions.readDimensions(name, null, null);
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

    /**
     * After {@code (*name)}: a parameter list {@code (int)} or array dimensions {@code [4]}, with the C23 attribute
     * specifiers between dimensions ({@code [4] [[foo::bar]] [2]}) read into {@code attrs}.
     */
    private Suffix readSuffix(Token name, Attributes attrs) {
        if (cursor.at("(")) {
            return parameterLists.readParameters(name);
        }
        if (!cursor.at("[")) {
            throw ctx.expected("'(' or '[' after the declarator of '" + name.text() + "'", cursor.peek());
        }
        return parameterLists.readTyped(() -> {
            List<Long> dims =
                    dimensions.readDimensions(name, attrs, StandardAttributeParser.StandardPlace.AFTER_PARENTHESISED);
            return type -> arrays(type, dims);
        }, () -> {
            while (cursor.at("[")) {
                if (!cursor.skipBalanced("[", "]")) {
                    throw ctx.expected("']'", cursor.peek());
                }
            }
        });
    }
}
