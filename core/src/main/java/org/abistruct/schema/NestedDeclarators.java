package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.abistruct.schema.DeclaratorParser.Star;

/**
 * Reads declarators nested in parentheses as deep as C's grammar and clang allow ({@code (p)}, {@code ((p))},
 * {@code (*(*fp)(void))[4]}), which the one-level reading of {@link DeclaratorParser} cannot, as what they make of
 * the type before them.
 */
final class NestedDeclarators {
    /** The most parentheses clang nests (its bracket depth, {@code -fbracket-depth=256}). */
    static final int MAX_PARENTHESES = 256;

    /**
     * A declarator in parentheses: its name (null for an abstract one), the alignment the last
     * {@code [[gnu::aligned(N)]]} right after the name asks for (0 for none), which GCC reads after those of every
     * {@code ]} around it, and what it makes of the type before it.
     */
    record Nested(Token name, long nameAlignAs, UnaryOperator<CType> around) {
    }
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    private final DeclaratorAttributes declaratorAttributes;
    private final ArrayDimensions dimensions;
    private final ParameterLists parameterLists;
    /** How many parentheses of nested declarators are open at the cursor. */
    private int parentheses;

    NestedDeclarators(ParseContext ctx, AttributeParser attributes, DeclaratorAttributes declaratorAttributes,
            ArrayDimensions dimensions, ParameterLists parameterLists) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.declaratorAttributes = declaratorAttributes;
        this.dimensions = dimensions;
        this.parameterLists = parameterLists;
    }

    /**
     * Whether the {@code (} at {@code i} opens a declarator that the one-level reading below cannot read: a name in
     * parentheses ({@code (p)}), parentheses in parentheses ({@code ((p))}), or a pointer to one
     * ({@code (*(p))}, {@code (*(*fp)(void))}).
     */
    boolean nestsFurther(int i, boolean allowAbstract) {
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
    Nested parenthesised(boolean allowAbstract, String what, Attributes attrs, Map<CType, Token> madeAt) {
        Token open = cursor.next();
        if (++parentheses > MAX_PARENTHESES) {
            throw ctx.forbidden(open, "a declarator nests more than " + MAX_PARENTHESES + " parentheses, which clang"
                    + " refuses (bracket nesting level exceeded maximum of " + MAX_PARENTHESES + ")");
        }
        try {
            List<Star> stars = new ArrayList<>();
            while (true) {
                declaratorAttributes.refuseDeclspec(null);
                if (cursor.at("*")) {
                    stars.add(new Star(cursor.next(), Set.of(), null));
                } else if (attributes.readOne(attrs, !stars.isEmpty())) {
                    DeclaratorParser.qualifyLast(stars, attrs);
                } else {
                    break;
                }
            }
            Nested inner;
            if (cursor.at("(") && opensDeclarator(cursor.index(), allowAbstract)) {
                inner = parenthesised(allowAbstract, what, attrs, madeAt);
            } else if (allowAbstract && !ctx.atName()) {
                inner = new Nested(null, 0, UnaryOperator.identity());
            } else {
                Token name = ctx.expectName(what);
                inner = new Nested(name, declaratorAttributes.readStandardAfterName(name, attrs),
                        UnaryOperator.identity());
            }
            Token label = inner.name() != null ? inner.name() : open;
            UnaryOperator<CType> suffixes = readSuffixes(label, attrs, madeAt);
            ctx.expect(")", " after '" + label.text() + "' in its declarator");
            UnaryOperator<CType> in = inner.around();
            return new Nested(inner.name(), inner.nameAlignAs(),
                    t -> in.apply(suffixes.apply(DeclaratorParser.pointers(t, stars))));
        } finally {
            parentheses--;
        }
    }

    /**
     * The dimensions and parameter lists at the cursor ({@code [2](int)}), as what they make of a type; each array and
     * function they make is put in {@code madeAt} with its first token, where clang refuses it when C forbids it.
     */
    UnaryOperator<CType> readSuffixes(Token label, Attributes attrs, Map<CType, Token> madeAt) {
        List<UnaryOperator<CType>> parts = new ArrayList<>();
        while (true) {
            Token first = cursor.peek();
            UnaryOperator<CType> part;
            if (cursor.at("[") && !standard.atStandard()) {
                List<Long> dims =
                        dimensions.readDimensions(label, attrs, StandardAttributeParser.StandardPlace.DECLARATOR_TYPE);
                part = t -> DeclaratorParser.arrays(t, dims);
            } else if (cursor.at("(")) {
                part = parameterLists.readParameters(label).around();
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
}
