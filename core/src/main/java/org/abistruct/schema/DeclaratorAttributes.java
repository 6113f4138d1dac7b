package org.abistruct.schema;

/**
 * Reads the attributes a declarator may hold (C23's right after its name, GNU ones after it) and refuses those C and
 * clang refuse there ({@code __declspec}, {@code alignas}, a {@code [[...]]} out of place), each at the token where
 * clang reports it.
 */
final class DeclaratorAttributes {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    /** Whether the declarator is a parameter's. */
    private final ParameterLists parameterLists;

    DeclaratorAttributes(ParseContext ctx, AttributeParser attributes, ParameterLists parameterLists) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.parameterLists = parameterLists;
    }

    /** The token after the C23 attribute specifiers at the cursor, not read: the cursor's own when there are none. */
    Token afterStandardAttributes() {
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
    /**
     * Reads the C23 attribute specifiers right after {@code name} (none where it is null) into {@code attrs}; returns
     * the alignment the last {@code [[gnu::aligned(N)]]} among them asked for, 0 for none, which keeps
     * {@code attrs}' last alignment as it was meanwhile.
     */
    long readStandardAfterName(Token name, Attributes attrs) {
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
     * The attributes after the declarator of {@code name} (the {@code :} of an unnamed bitfield): GNU ones, not a
     * {@code __declspec}.
     */
    void readAttributesAfterName(Token name, Attributes attrs) {
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
        if (parameterLists.open() > 0) {
            throw ctx.forbidden(t, message);
        }
        throw ctx.forbidden(new SchemaException(cursor.previous().afterText(), message));
    }

    /**
     * Refuses a {@code __declspec(...)} at the cursor, which is inside a declarator: after a {@code *}, a {@code ,}
     * or a {@code (} ({@code name} null), where clang reports it at the {@code __declspec}, or after the declarator of
     * {@code name} (the {@code :} of an unnamed bitfield), where clang reports it just after the token before it
     * ("expected ';'") or, in a parameter, at it ("expected ')'"). MSVC's grammar has a {@code __declspec} only among
     * the declaration specifiers, and MSVC ignores one after a {@code *}. It is refused as what C forbids, so that a
     * parameter list that holds one is not kept as written.
     *
     * @return false, when there is none
     */
    boolean refuseDeclspec(Token name) {
        Token t = cursor.peek();
        if (!t.is("__declspec") || !cursor.peek(1).is("(")) {
            return false;
        }
        String why = " (clang refuses it, and MSVC reads a __declspec only among the declaration specifiers, before"
                + " the declarators): ";
        if (name == null) {
            throw ctx.forbidden(t, "__declspec cannot be written inside a declarator, after '"
                    + cursor.previous().text() + "'" + why + "write it before the type, in a declaration of its own if"
                    + " it is for one name");
        }
        String declarator = name.is(":") ? "an unnamed bitfield" : "the declarator of '" + name.text() + "'";
        String message = "__declspec cannot follow " + declarator + why + "write it before the declarator";
        if (parameterLists.open() > 0) {
            throw ctx.forbidden(t, message);
        }
        throw ctx.forbidden(new SchemaException(cursor.previous().afterText(), message));
    }
}
