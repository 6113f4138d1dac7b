package org.abistruct.schema;

/**
 * Skips the GNU asm label after a declarator ({@code __asm__("bar")}), which names a symbol and decides no layout, and
 * refuses one where clang or GCC refuses it (on a parameter, after the attributes): glibc's headers write them.
 */
final class AsmLabels {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    /** Whether the declarator is a parameter's. */
    private final ParameterLists parameterLists;

    AsmLabels(ParseContext ctx, ParameterLists parameterLists) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.parameterLists = parameterLists;
    }

    /**
     * Skips a GNU asm label after the declarator of {@code name} ({@code extern int foo(int) __asm__("" "bar");}, as
     * glibc's {@code __REDIRECT} writes it; also {@code __asm} and {@code asm}): the symbol's name, which no layout
     * depends on. GCC and clang take one right after the declarator of a declaration outside a struct, before its
     * attributes (GCC refuses one after an attribute); in a struct member, a parameter or after a bitfield's width
     * both refuse it, and it is left to the errors there. Its string literals may be concatenated, not wide.
     */
    void skipAsmLabel(Token name) {
        Token keyword = cursor.peek();
        if (!isAsmKeyword(keyword) || !cursor.peek(1).is("(") || name == null || ctx.insideStructBody() || ctx.glsl) {
            return;
        }
        if (parameterLists.open() > 0) {
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
    void refuseAsmLabelAfterAttributes(Token name) {
        Token keyword = cursor.peek();
        if (name != null && isAsmKeyword(keyword) && cursor.peek(1).is("(") && !ctx.insideStructBody()
                && parameterLists.open() == 0 && !ctx.glsl) {
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
}
