package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the parenthesised type name at {@link ExpandedTokens}' cursor, for a cast or {@code sizeof}: one written in the
 * file where it stands, as any declaration; one that comes from a macro's replacement from its tokens, as of the code
 * token the macro is used at, with its errors reported there.
 */
final class ExpandedTypeNames {
    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final ExpandedTokens expanded;

    ExpandedTypeNames(ParseContext ctx, String what, ExpandedTokens expanded) {
        this.ctx = ctx;
        this.what = what;
        this.expanded = expanded;
    }

    /**
     * The tokens of the parenthesised type name at the cursor, macros replaced, which it passes: the index of the code
     * token they stand at, and the macro the first one replaced comes from, else {@code via} (null for none).
     */
    record ParenthesisedTokens(List<Token> tokens, int codeIndex, String macro) {
    }

    /** The tokens of the parenthesised type name at the cursor, for {@code use} ({@code sizeof}, {@code a cast}). */
    ParenthesisedTokens parenthesisedTokens(String via, String use) {
        int codeIndex = expanded.codeIndex();
        String macro = via;
        List<Token> tokens = new ArrayList<>();
        int open = 0;
        do {
            expanded.expandMacros();
            if (macro == null) {
                macro = expanded.outermostMacro();
            }
            Token token = expanded.peek();
            if (token.isEnd()) {
                throw expanded.expected("')' after the type name of " + use);
            }
            open += token.is("(") ? 1 : token.is(")") ? -1 : 0;
            tokens.add(token);
            expanded.next();
        } while (open > 0);
        return new ParenthesisedTokens(tokens, codeIndex, macro);
    }

    /**
     * The parenthesised type name {@code tokens} for {@code use}, read where the code token {@code codeIndex} stands;
     * an error in it is reported at {@code t} where it comes from {@code macro}.
     */
    TypeName typeNameOf(List<Token> tokens, int codeIndex, Token t, String macro, String use) {
        List<Token> ended = new ArrayList<>(tokens);
        Token last = tokens.getLast();
        ended.add(new Token(TokenKind.END, "", last.end(), last.end(), last.end()));
        return expanded.inTypeName(() -> {
            ParseContext replacement = ctx.readingReplacement(ended, codeIndex);
            try {
                TypeName name = TypeName.readParenthesised(replacement, what);
                if (!replacement.cursor.atEnd()) {
                    throw replacement.expected("')' after the type name of " + use, replacement.cursor.peek());
                }
                return name;
            } catch (SchemaException e) {
                if (macro == null) {
                    throw replacement.isForbidden(e) ? ctx.forbidden(e) : e;
                }
                // reported where the macro is used, as every error about its replacement is
                throw ctx.error(t, e.reason() + NamedConstants.inExpansion(macro));
            }
        });
    }

    /**
     * The parenthesised type name at the cursor, for {@code use} ({@code sizeof}, {@code a cast}): one written in the
     * file, not in a macro's replacement, where the schema's declaration parsers cannot read it.
     */
    TypeName typeName(Token t, String via, String use) {
        int start = ctx.cursor.index();
        ParenthesisedTokens name = parenthesisedTokens(via, use);
        if (name.macro() == null) {
            // written in the file: read where it is, as any declaration
            ctx.cursor.moveTo(start);
            return expanded.inTypeName(() -> TypeName.readParenthesised(ctx, what));
        }
        return typeNameOf(name.tokens(), name.codeIndex(), t, name.macro(), use);
    }
}
