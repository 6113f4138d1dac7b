package org.abistruct.schema;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.PointerType;

/**
 * A C type name (C11 6.7.7), as {@code sizeof}, {@code _Alignof}, {@code _Alignas} and a cast take it: specifiers and
 * an abstract declarator ({@code unsigned long int}, {@code void *}, {@code struct X}, {@code int[4]},
 * {@code char (*)[3]}), resolved to the type a member declared with them would have.
 *
 * @param type           the type
 * @param typedefAlign   the alignment a typedef gave the type itself, 0 for none (its parts keep theirs in
 *                       {@link ArrayType#elementAlign()})
 * @param plainChar      whether it is a plain {@code char}, whose signedness depends on the ABI
 * @param spelling       the specifiers as written, for messages
 * @param at             its first token, where errors about it point
 */
record TypeName(DataType type, long typedefAlign, boolean plainChar, String spelling, Token at) {

    /**
     * Reads {@code ( type-name )} at the cursor, up to and with its {@code )}.
     *
     * @param what names the value being read in errors, e.g. {@code array size of 'a'}
     */
    static TypeName readParenthesised(ParseContext ctx, String what) {
        ctx.expect("(", "");
        TypeName name = readBefore(ctx, what, ")");
        ctx.expect(")", " after the type name");
        return name;
    }

    /**
     * Reads a type name at the cursor, up to (and without) {@code closer}: {@code )}, or the {@code ,} after
     * {@code offsetof}'s type.
     *
     * @param what names the value being read in errors, e.g. {@code array size of 'a'}
     */
    static TypeName readBefore(ParseContext ctx, String what, String closer) {
        var attributes = new AttributeParser(ctx);
        SpecifierParser.NestedDefinitions none = (keyword, tag, attrs) -> {
            throw ctx.error(keyword, what + ": a " + keyword.text() + " cannot be defined in a type name here");
        };
        Attributes specified = new Attributes();
        Token at = ctx.cursor.peek();
        TypeExpr type = new SpecifierParser(ctx, attributes).read(specified, none);
        if (type == null) {
            throw ctx.expected("a type name (" + what + ")", ctx.cursor.peek());
        }
        if (specified.alignas != null) {
            throw ctx.forbidden(specified.alignas, specified.alignas.text() + " cannot be applied to a type name"
                    + " (C11 6.7.5p2; clang and GCC refuse it)");
        }
        type = type.qualified(specified.qualifiers);
        Declarator d = new DeclaratorParser(ctx, attributes, none).readAbstract(type, "the type name");
        if (d.name() != null) {
            throw ctx.expected("'" + closer + "' after the type name (" + what + ")", d.name());
        }
        if (!ctx.cursor.at(closer)) {
            throw ctx.expected("'" + closer + "' after the type name", ctx.cursor.peek());
        }
        if (d.isFunction()) {
            throw ctx.error(at, what + ": '" + type.spelling() + "' here is a function type, which has no size");
        }
        List<Long> dims = new ArrayList<>(d.dims());
        // the alignment typedefs gave each level (TypeExpr.alignments): the declarator's own dimensions have none
        List<Long> alignments = new ArrayList<>(Collections.nCopies(d.dims().size(), 0L));
        DataType leaf;
        boolean plainChar = false;
        if (d.isPointer()) {
            leaf = new PointerType(d.pointee());
            alignments.add(0L);
        } else {
            try {
                leaf = ctx.scope.resolve(type);
            } catch (SchemaException e) {
                throw new SchemaException(e.position(), what + ": " + e.reason());
            }
            dims.addAll(type.dims());
            for (int level = 0; level <= type.dims().size(); level++) {
                alignments.add(type.alignment(level));
            }
            plainChar = dims.isEmpty() && ctx.scope.isPlainChar(type);
        }
        DataType whole = leaf;
        for (int i = dims.size() - 1; i >= 0; i--) {
            if (dims.get(i) == ArrayType.RUNTIME_SIZED) {
                throw ctx.error(at, what + ": '" + type.spelling() + "[]' is an incomplete type, which has no size");
            }
            whole = new ArrayType(whole, dims.get(i), alignments.get(i + 1));
        }
        return new TypeName(whole, alignments.getFirst(), plainChar, type.spelling(), at);
    }
}
