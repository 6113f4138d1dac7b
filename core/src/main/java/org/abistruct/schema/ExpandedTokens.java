package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The tokens of one constant expression as the preprocessor would hand them over: the cursor's, with the replacement
 * of each object-like macro spliced in where it is used. The operator grammar ({@link ConstantExpression}), the
 * operators on type names ({@link TypeNameOperators}) and sizeof's operand ({@link SizeofOperandParser}) all read
 * through one of these, so that a macro begun in one part is finished in another and the limits on nesting and on
 * tokens read count the whole expression. Errors about a token from a macro point where the macro is used.
 */
final class ExpandedTokens {
    /** Tokens spliced in by a macro, read before the rest. */
    private static final class Frame {
        final Macros.Definition macro;
        final Token use;
        /** The code token of the outermost use: macros in the replacement are looked up as of there. */
        final int codeIndex;
        int index;

        Frame(Macros.Definition macro, Token use, int codeIndex) {
            this.macro = macro;
            this.use = use;
            this.codeIndex = codeIndex;
        }

        boolean exhausted() {
            return index >= macro.replacement().size();
        }
    }

    private final ParseContext ctx;
    /** Names the value in errors, e.g. {@code array size of 'a'}. */
    private final String what;
    private final int useIndex;
    private final Deque<Frame> frames = new ArrayDeque<>();
    /** How many frames of each macro are on {@link #frames}: a macro is not expanded inside itself. */
    private final Map<String, Integer> active = new HashMap<>();
    private int depth;
    private int tokens;
    /** Where the expression starts, as its text has it: errors about the whole value point here. */
    private Token start;

    ExpandedTokens(ParseContext ctx, String what) {
        this.ctx = ctx;
        this.what = what;
        this.useIndex = ctx.codeIndex();
        this.depth = ctx.enclosingExpressionDepth();
    }

    /** The code token the expression is used at: the names in it are looked up as of there. */
    int useIndex() {
        return useIndex;
    }

    /** Takes the current token as where the expression starts ({@link #start()}). */
    void markStart() {
        start = site(peek());
    }

    /** Where the expression starts, as its text has it: errors about the whole value point here. */
    Token start() {
        return start;
    }

    /** Refuses a macro whose replacement is left partly unread after the expression: it held more than one. */
    void requireReplacementsRead() {
        Frame unread = frames.stream().filter(f -> !f.exhausted()).reduce((a, b) -> b).orElse(null);
        if (unread != null) {
            throw ctx.error(unread.use, what + ": macro '" + unread.macro.name().text() + "' expands to '"
                    + spelled(unread.macro.replacement()) + "', more than one expression");
        }
    }

    /**
     * Whether a parenthesis before {@code t} opens a type name: {@code t} names a type ({@link #namesType}), or is an
     * object-like macro whose replacement starts with one, as the preprocessor would make it.
     */
    boolean startsTypeName(Token t) {
        Token at = t;
        Set<String> seen = new java.util.HashSet<>(active.keySet());
        while (!namesType(at)) {
            if (!at.isIdentifier() || !seen.add(at.text())) {
                return false;
            }
            int codeIndex = codeIndex();
            Macros.Definition macro;
            try {
                macro = ctx.macros.at(at.text(), codeIndex, ctx.branchesAt(codeIndex));
            } catch (Macros.Ambiguous e) {
                // as expanding it would report it, where t stands: sizeof(T) must not say T is an expression
                throw ambiguous(t, at, e);
            }
            if (macro == null || macro.functionLike() || macro.replacement().isEmpty()) {
                return false;
            }
            at = macro.replacement().getFirst();
        }
        return true;
    }

    /** Whether a parenthesis before this token opens a cast: a type word, a typedef or a struct. */
    boolean namesType(Token t) {
        return t.isIdentifier() && (Keywords.C_TYPE_WORDS.contains(t.text()) || Keywords.isStructKeyword(t)
                || t.is("enum") || t.is("const") || ctx.target != null && t.is("volatile")
                || ctx.scope.lookup(t) != null);
    }

    /** Splices in the replacement of each object-like macro at the cursor, as the preprocessor would. */
    void expandMacros() {
        while (true) {
            Token t = peek();
            if (!t.isIdentifier() || expanding(t.text())) {
                return;
            }
            dropExhausted();
            int codeIndex = codeIndex();
            Macros.Definition macro;
            try {
                macro = ctx.macros.at(t.text(), codeIndex, ctx.branchesAt(codeIndex));
            } catch (Macros.Ambiguous e) {
                throw ambiguous(t, t, e);
            }
            if (macro == null) {
                return;
            }
            if (macro.functionLike()) {
                throw error(t, via(), "'" + t.text() + "' is a function-like macro, which constant expressions here"
                        + " do not expand");
            }
            Token use = site(t);
            if (frames.isEmpty()) {
                ctx.replacedMacroAt(ctx.cursor.index());
            }
            next();
            frames.push(new Frame(macro, use, codeIndex));
            active.merge(t.text(), 1, Integer::sum);
        }
    }

    /** The error for macro {@code name}, which stands at (or comes from the expansion of) {@code t}: it may differ. */
    private SchemaException ambiguous(Token t, Token name, Macros.Ambiguous e) {
        String what = e.first == null ? "may be undefined or defined " + e.second.where()
                : "may be defined " + e.first.where() + " or differently " + e.second.where();
        return error(site(t), via(), "'" + name.text() + "' " + what + ", depending on an #if this file does not"
                + " decide");
    }

    private boolean expanding(String name) {
        return active.containsKey(name);
    }

    // ---- tokens: the spliced macro replacements first, then the cursor's ----

    Token peek() {
        dropExhausted();
        Frame f = frames.peek();
        return f == null ? ctx.cursor.peek() : f.macro.replacement().get(f.index);
    }

    /**
     * The token after the current one, as the preprocessor hands them over: in the same macro replacement, else in the
     * replacement the macro was used in ({@code (} of {@code #define OPEN (} then {@code unsigned} of
     * {@code #define C OPEN unsigned char)300}), out to the cursor.
     */
    Token peekAfter() {
        dropExhausted();
        if (frames.isEmpty()) {
            return ctx.cursor.peek(1);
        }
        int past = 1; // the current token, in the innermost replacement; an outer one is already past its use
        for (Frame f : frames) {
            List<Token> r = f.macro.replacement();
            if (f.index + past < r.size()) {
                return r.get(f.index + past);
            }
            past = 0;
        }
        return ctx.cursor.peek();
    }

    void next() {
        if (++tokens > ConstantExpression.MAX_TOKENS) {
            throw error(start, null, what + ": constant expression is longer than "
                    + ConstantExpression.MAX_TOKENS + " tokens, macro replacements included");
        }
        dropExhausted();
        Frame f = frames.peek();
        if (f == null) {
            ctx.cursor.next();
        } else {
            f.index++;
        }
    }

    private void dropExhausted() {
        while (!frames.isEmpty() && frames.peek().exhausted()) {
            String name = frames.pop().macro.name().text();
            active.computeIfPresent(name, (k, n) -> n == 1 ? null : n - 1);
        }
    }

    /** The outermost macro the current token comes from, or null. */
    String via() {
        dropExhausted();
        return outermostMacro();
    }

    /** The token errors point at: a token from a macro is reported where the macro was used. */
    Token site(Token t) {
        dropExhausted();
        return frames.isEmpty() ? t : frames.getLast().use;
    }

    /** The code token the current token stands at, or the outermost macro it comes from is used at. */
    int codeIndex() {
        return frames.isEmpty() ? ctx.codeIndex() : frames.getLast().codeIndex;
    }

    /** The outermost macro on the frames, exhausted or not, or null. */
    String outermostMacro() {
        return frames.isEmpty() ? null : frames.getLast().macro.name().text();
    }

    /** Enters a level of nesting (a parenthesis, a unary operator, a {@code ?:}), refused past the deepest. */
    void enter() {
        if (++depth > ConstantExpression.MAX_DEPTH) {
            throw error(site(peek()), via(), "constant expression is nested more than " + ConstantExpression.MAX_DEPTH
                    + " deep");
        }
    }

    /** Leaves a level {@link #enter} entered. */
    void leave() {
        depth--;
    }

    /**
     * Reads a type name inside the expression ({@code char[N]} of {@code sizeof(char[N])}, a cast's) with {@code read},
     * a level deeper, as its parenthesis; a constant expression in it starts one more level deeper, as in its brackets,
     * so that nesting through type names ({@code sizeof(char[sizeof(char[...])])}, which a chain of macros may build)
     * is bounded by {@link ConstantExpression#MAX_DEPTH} as parentheses are, where each level read a new expression
     * from 0 and some hundreds of them overflowed the stack.
     */
    <T> T inTypeName(Supplier<T> read) {
        enter();
        int outer = ctx.enclosingExpressionDepth();
        ctx.enclosingExpressionDepth(depth + 1);
        try {
            return read.get();
        } finally {
            ctx.enclosingExpressionDepth(outer);
            leave();
        }
    }

    SchemaException expected(String what) {
        Token t = peek();
        if (!frames.isEmpty()) {
            return error(site(t), via(), "expected " + what + " but found " + t.describe());
        }
        return ctx.expected(what, t);
    }

    /** An error at {@code at}, which is already where the expression's text has it (see {@link #site}). */
    SchemaException error(Token at, String via, String message) {
        return ctx.error(at, message + NamedConstants.inExpansion(via));
    }

    private static String spelled(List<Token> tokens) {
        var sb = new StringBuilder();
        for (Token t : tokens) {
            sb.append(sb.isEmpty() ? "" : " ").append(t.text());
        }
        return sb.toString();
    }
}
