package org.abistruct.schema;

/**
 * Reads the calling conventions written in a declarator's parentheses ({@code (__stdcall *f)(int)}), with the GNU
 * attributes clang reads before them, and refuses MSVC's single-underscore spellings that only some ABIs take as one.
 */
final class CallingConventions {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;

    CallingConventions(ParseContext ctx, AttributeParser attributes) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
    }

    /**
     * The index of the first token from {@code i} (just after a {@code (}) on that is neither a GNU attribute nor a
     * calling convention, where clang reads the attributes first and the conventions after them
     * ({@code (__attribute__((ms_abi)) __cdecl *f)}); {@code i} when no calling convention is among them, as the
     * {@code (} then opens no declarator of this kind.
     */
    int afterConventions(int i) {
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
    void refuseMsvcConvention(int index) {
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
    void readConventions(Attributes attrs) {
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
}
