package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads C23 attribute specifiers ({@code [[gnu::packed]]}, {@code [[gnu::aligned(8)]]}, {@code [[deprecated]]}) as
 * clang {@code -std=c2x} reads them, by where they stand ({@link StandardPlace}): the GNU ones act as their
 * {@code __attribute__((...))} twins ({@link AttributeParser}) where clang applies them, others change no layout and
 * are skipped, and those clang refuses at a place are refused there, at the line and column clang names.
 */
final class StandardAttributeParser {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    /** Reads what a GNU attribute of {@code [[gnu::...]]} asks for, as in {@code __attribute__((...))}. */
    private final AttributeParser gnuAttributes;

    StandardAttributeParser(ParseContext ctx, AttributeParser gnuAttributes) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.gnuAttributes = gnuAttributes;
    }

    /**
     * Where clang refuses the C23 attribute specifiers at the cursor, which are not read, on a reference to a tagged
     * type ("an attribute list cannot appear here"): at the first attribute it knows, taken as one that is standard or
     * of {@code gnu::} or {@code clang::} ({@link StandardAttribute#isKnown}), or at the {@code [} of an empty one;
     * null where they hold only others, which clang ignores ({@code struct [[foo::bar]] S *p;}).
     */
    Token refusedOnReference() {
        int at = cursor.index();
        try {
            while (atStandard()) {
                Token open = cursor.peek();
                var list = readStandardList();
                if (list.isEmpty()) {
                    return open;
                }
                for (StandardAttribute a : list) {
                    if (a.isKnown()) {
                        return a.first();
                    }
                }
            }
            return null;
        } finally {
            cursor.reset(at);
        }
    }

    /**
     * Refuses a C23 attribute specifier ({@code firstStandard}, or null for none) after {@code struct} in a reference
     * to a tagged type that neither defines it nor declares it alone ({@code struct [[gnu::packed]] S *p;}), where
     * clang refuses it at its {@code [} ("an attribute list cannot appear here"), and one after the tag of a struct
     * that is defined or declared alone ({@code struct S [[gnu::packed]] {}), which clang refuses there too.
     */
    void refuseStandardOnReference(Token keyword, Token tag, Token firstStandard) {
        boolean alone = cursor.at("{") || cursor.at(";");
        if (firstStandard != null && !alone) {
            throw ctx.forbidden(firstStandard, "an attribute list cannot appear here: a [[...]] after '"
                    + keyword.text() + "' belongs to a declaration that defines the " + keyword.text()
                    + " or declares it alone, as clang takes it (it refuses this one); write the attributes on that"
                    + " declaration");
        }
        if (tag != null && atStandard()) {
            int after = gnuAttributes.skipAttributes(cursor.index());
            if (cursor.at(after).is("{") || cursor.at(after).is(";")) {
                throw ctx.forbidden(cursor.peek(), "an attribute list cannot appear after the tag of " + keyword.text()
                        + " '" + tag.text() + "' (clang refuses it): write it after '" + keyword.text() + "', as in "
                        + keyword.text() + " [[gnu::packed]] " + tag.text() + " { ... }");
            }
        }
    }

    /**
     * Where a C23 attribute specifier stands, which decides what clang does with each attribute in it
     * (clang {@code -std=c2x}; GCC, which differs at some places, is followed where it agrees).
     */
    enum StandardPlace {
        /**
         * On what is declared: after {@code struct}, {@code union} or {@code enum} (the type), at the start of a
         * declaration (each name it declares) or after a declarator's name (that name). The GNU ones act as in
         * {@code __attribute__((...))} there; {@code fallthrough} is refused, as clang refuses it; others are skipped.
         */
        ENTITY,
        /**
         * In a declarator, after a {@code *} or an array's {@code ]}, on the pointer or array type: clang moves the GNU
         * ones to the name declared, as GCC applies them ({@code int *[[gnu::aligned(16)]] p;} aligns {@code p}), and
         * refuses the standard ones ("cannot be applied to types").
         */
        DECLARATOR_TYPE,
        /**
         * After the parameters or dimensions that follow a parenthesised declarator ({@code int (*f)(void)
         * [[gnu::aligned(16)]];}, {@code int (*p)[4] [[gnu::aligned(16)]];}): clang moves an alignment to the name
         * declared and GCC ignores it, so the layouts differ and it is refused, as are the standard ones, which clang
         * refuses.
         */
        AFTER_PARENTHESISED
    }

    /** Whether the cursor is at a C23 attribute specifier, {@code [[}. */
    boolean atStandard() {
        return cursor.at("[") && cursor.peek(1).is("[");
    }

    /** {@link #readStandard(Attributes, StandardPlace)} on what is declared. */
    boolean readStandard(Attributes into) {
        return readStandard(into, StandardPlace.ENTITY);
    }

    /**
     * Reads the C23 attribute specifiers at the cursor ({@code [[gnu::packed]]}, {@code [[gnu::aligned(8)]]}, one or
     * several, each a list) standing at {@code place}; returns whether any was read. The GNU ones ({@code gnu::} or
     * {@code __gnu__::}) are read as in {@code __attribute__((...))} where clang applies them; others change no layout
     * and are skipped, or refused where clang refuses them.
     */
    boolean readStandard(Attributes into, StandardPlace place) {
        boolean any = false;
        while (atStandard()) {
            any = true;
            for (StandardAttribute a : readStandardList()) {
                Token name = a.name();
                // clang spells ext_vector_type only as __attribute__((...)): it ignores [[gnu::ext_vector_type(N)]]
                // as one it does not know, as GCC ignores the attribute however spelled
                boolean gnu = a.scope() != null && (a.scope().is("gnu") || a.scope().is("__gnu__"))
                        && !AttributeParser.stripUnderscores(name.text()).equals("ext_vector_type");
                if (place == StandardPlace.ENTITY && a.scope() == null && AttributeParser.stripUnderscores(name.text())
                        .equals("fallthrough")) {
                    throw ctx.forbidden(a.first(), "'" + name.text() + "' cannot be applied to a declaration (clang"
                            + " refuses it; it belongs before a case label)");
                }
                if (place != StandardPlace.ENTITY && a.isStandard()) {
                    throw ctx.forbidden(a.first(), "'" + name.text() + "' cannot be applied to the type before it"
                            + " (clang refuses it): write it before the declaration, or after the name");
                }
                if (gnu && place == StandardPlace.AFTER_PARENTHESISED && (AttributeParser.stripUnderscores(name.text())
                        .equals("aligned") || AttributeParser.stripUnderscores(name.text()).equals("packed"))) {
                    throw ctx.error(a.first(), "[[" + a.scope().text() + "::" + name.text() + "]] after the parameters"
                            + " or dimensions that follow a parenthesised declarator gives the name declared an"
                            + " alignment in clang, but none in GCC: write it after the name, as in"
                            + " int (*f [[gnu::aligned(16)]])(void)");
                }
                int at = cursor.index();
                cursor.reset(a.arguments());
                if (gnu) {
                    readGnuAt(a.first(), name, into);
                } else {
                    gnuAttributes.skipArguments();
                }
                cursor.reset(at);
            }
        }
        return any;
    }

    /**
     * Reads the C23 attribute specifiers at the cursor where they appertain to a type ({@code what}): after a type's
     * specifiers ({@code int [[gnu::aligned(8)]] x;}) or after the body of a struct, union or enum. clang refuses there
     * every attribute it knows ("attribute cannot be applied to types"), at the attribute, and ignores those it does
     * not know: the schema refuses the standard ones and any of {@code gnu::} or {@code clang::} (clang ignores one of
     * those it does not know, such as {@code gnu::bogus}; the schema refuses it too), and skips the others
     * ({@code [[vendor::x]]}). {@code fix} says where to write it instead.
     */
    void readOnType(String what, String fix) {
        while (atStandard()) {
            for (StandardAttribute a : readStandardList()) {
                if (a.isKnown()) {
                    throw ctx.forbidden(a.first(), "'" + a.name().text() + "' cannot be applied to " + what
                            + " (clang refuses an attribute it knows there): " + fix);
                }
            }
        }
    }

    /**
     * One attribute of a C23 attribute specifier: its first token, its scope ({@code gnu} of {@code gnu::packed}) or
     * null, its name, and the index of what follows the name (its arguments, if any).
     */
    private record StandardAttribute(Token first, Token scope, Token name, int arguments) {
        /** Whether it is one of C23's own that clang knows: {@code deprecated}, {@code nodiscard}, ... */
        boolean isStandard() {
            return scope == null && STANDARD.contains(AttributeParser.stripUnderscores(name.text()));
        }

        /**
         * Whether the schema takes clang to know it, where clang refuses those it knows and ignores others: a standard
         * one, or one of {@code gnu::} or {@code clang::} (clang ignores one of those it does not know, such as
         * {@code gnu::bogus}, which the schema refuses too).
         */
        boolean isKnown() {
            return isStandard() || scope != null && (scope.is("gnu") || scope.is("__gnu__") || scope.is("clang")
                    || scope.is("_Clang"));
        }
    }

    /** The attributes of C23 that clang (14) knows in C. */
    private static final Set<String> STANDARD = Set.of("deprecated", "fallthrough",
            "maybe_unused", "nodiscard");

    /** Reads one {@code [[...]]} at the cursor, up to its {@code ]]}; returns its attributes, none of them applied. */
    private List<StandardAttribute> readStandardList() {
        var list = new ArrayList<StandardAttribute>();
        cursor.next();
        cursor.next();
        while (!cursor.at("]")) {
            if (cursor.accept(",")) {
                continue;
            }
            Token first = cursor.peek();
            if (!first.isIdentifier()) {
                throw ctx.expected("an attribute name in [[...]]", first);
            }
            cursor.next();
            Token scope = null;
            Token name = first;
            if (cursor.at(":") && cursor.peek(1).is(":")) {
                cursor.next();
                cursor.next();
                name = cursor.peek();
                if (!name.isIdentifier()) {
                    throw ctx.expected("an attribute name after '" + first.text() + "::'", name);
                }
                cursor.next();
                scope = first;
            }
            list.add(new StandardAttribute(first, scope, name, cursor.index()));
            gnuAttributes.skipArguments();
        }
        cursor.next();
        ctx.expect("]", " to close [[...]]");
        return list;
    }

    /**
     * The GNU attribute {@code name} of a {@code [[gnu::...]]} whose first token is {@code first}, as in
     * {@code __attribute__((...))}; clang reports a wrong argument of one at its first token.
     */
    private void readGnuAt(Token first, Token name, Attributes into) {
        try {
            gnuAttributes.gnuAttributeNamed(name, into);
        } catch (SchemaException e) {
            throw new SchemaException(first.position(), e.reason());
        }
        if (AttributeParser.stripUnderscores(name.text()).equals("packed")) {
            into.packedSpelling = "[[" + first.text() + "::" + name.text() + "]]";
            into.standardPacked = true;
        } else if (AttributeParser.stripUnderscores(name.text()).equals("aligned")) {
            into.standardAlignAs = into.lastAlignAs;
        }
    }

    /**
     * Refuses a C23 attribute specifier after an enum's name, its underlying type or the {@code }} of its body
     * ({@code enum E { A } [[gnu::packed]];}), where it would appertain to the type, which clang refuses for every
     * attribute, at its name ("attribute cannot be applied to types"): the place for the enum's own is after
     * {@code enum}.
     */
    void refuseStandardOnEnumType() {
        if (!cursor.at("[") || !cursor.peek(1).is("[")) {
            return;
        }
        Token first = cursor.peek(2);
        if (!first.isIdentifier()) {
            return;
        }
        Token name = cursor.peek(3).is(":") && cursor.peek(4).is(":") ? cursor.peek(5) : first;
        throw ctx.forbidden(first, "'" + name.text() + "' cannot be applied to the enum type here (clang refuses a"
                + " [[...]] attribute after an enum's name, underlying type or body): write it after 'enum', as in"
                + " enum [[gnu::packed]] E { ... }");
    }
}
