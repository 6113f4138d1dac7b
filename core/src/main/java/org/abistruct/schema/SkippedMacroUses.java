package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Refuses what a compiler's preprocessing would make of a run of code the parser passed over unread (a function body,
 * an initializer, an attribute's arguments, a layout value) that could still change a layout: a C {@code _Pragma},
 * which clang and GCC obey there ({@code _Pragma("pack(1)")} in a function body packs the structs after it), and a
 * macro whose replacement brings one in, closes a bracket written around it, or opens one that a written bracket or
 * nothing closes, so that the compiler would end the code elsewhere than as written ({@code #define RP ), packed(}
 * then {@code __attribute__((deprecated("m" RP)))} packs the struct for clang and GCC). Brackets that macros open and
 * close among themselves ({@code #define LOCK() do {} and {@code #define UNLOCK() } while (0)}) end nothing written,
 * and any other macro there stays inside the code and decides no layout ({@link WrittenMacroUses}).
 */
final class SkippedMacroUses {
    /**
     * A bracket open while a run is followed: its text, the macro use that put it there (-1 for written), and where
     * it was written, or {@code -1 - macroAt}.
     */
    private record Open(String bracket, int macroAt, int at) {
    }

    /**
     * A bracket (or a {@code _Pragma}) a macro use puts in the code: its text, and the macro the use's replacement
     * names that put it there (null for the replacement itself).
     */
    private record Put(String bracket, String through) {
    }

    private SkippedMacroUses() {
    }

    /**
     * Refuses the run of skipped code tokens starting at {@code from} if a compiler's preprocessing of it could reach
     * outside it.
     *
     * @return the index of the first token after the run
     * @throws SchemaException naming the token, and the macro's {@code #define}
     */
    static int checkRun(List<Token> code, int from, ParseContext ctx, CommandLineMacros commandLine) {
        Map<Integer, Integer> written = writtenPairs(code, from, ctx);
        Deque<Open> open = new ArrayDeque<>();
        int i = from;
        for (; i < code.size() && ctx.cursor.wasSkipped(i); i++) {
            Token t = code.get(i);
            if (!ctx.glsl && t.is("_Pragma")) {
                throw new SchemaException(t.position(), "_Pragma here is obeyed by clang and GCC ('#pragma pack' in"
                        + " it changes the layout of the structs after it), but the schema does not read it where it"
                        + " skips code; write the #pragma as a line of its own at file scope");
            }
            if (isBracket(t.text())) {
                Open top = open.peek();
                if (!close(open, t.text(), i, written)) { // a written closer ends a bracket a macro opened
                    throw refused(code, top.macroAt(), definitionAt(code, top.macroAt(), ctx), "opens a '"
                            + top.bracket() + "' that the '" + t.text() + "' written at line " + t.position().line()
                            + " closes", ctx, commandLine);
                }
                continue;
            }
            if (!t.isIdentifier() || !ctx.macros.mentioned(t.text())) {
                continue;
            }
            List<Macros.Definition> possible = ctx.macros.possibilities(t.text(), i, ctx.branchesAt(i)).values();
            for (Macros.Definition d : possible) {
                if (d == null || d.functionLike() && !code.get(i + 1).is("(")) {
                    continue; // not replaced
                }
                List<Put> brackets = new ArrayList<>();
                put(d, i, ctx, brackets);
                for (Put b : brackets) {
                    if (b.bracket().equals("_Pragma")) {
                        throw refused(code, i, d, "has a _Pragma" + via(b), ctx, commandLine);
                    }
                }
                if (!brackets.isEmpty() && possible.size() > 1) {
                    throw refused(code, i, d, "may be in force, with a replacement that has brackets", ctx,
                            commandLine);
                }
                for (Put b : brackets) {
                    if (!close(open, b.bracket(), -1 - i, written)) {
                        throw refused(code, i, d, "closes a '" + b.bracket() + "' written around it" + via(b), ctx,
                                commandLine);
                    }
                }
            }
        }
        for (Open o : open) {
            if (o.macroAt() >= 0) {
                throw refused(code, o.macroAt(), definitionAt(code, o.macroAt(), ctx), "opens a '" + o.bracket()
                        + "' that nothing closes", ctx, commandLine);
            }
        }
        return i;
    }

    /** A definition of the macro used at {@code i} that may be in force there. */
    private static Macros.Definition definitionAt(List<Token> code, int i, ParseContext ctx) {
        return ctx.macros.possibilities(code.get(i).text(), i, ctx.branchesAt(i)).values().stream()
                .filter(d -> d != null).findFirst().orElseThrow();
    }

    private static String via(Put b) {
        return b.through() == null ? "" : " (through '" + b.through() + "')";
    }

    private static boolean isBracket(String text) {
        return text.length() == 1 && "()[]{}".contains(text);
    }

    /**
     * The brackets written in the run from {@code from} that pair as written: each opener's index to its closer's, and
     * each closer's to its opener's. One the parser passed over unpaired ({@code G 1)} after {@code #define G F(}) may
     * pair with a macro's.
     */
    private static Map<Integer, Integer> writtenPairs(List<Token> code, int from, ParseContext ctx) {
        Map<Integer, Integer> pairs = new HashMap<>();
        Deque<Integer> open = new ArrayDeque<>();
        for (int i = from; i < code.size() && ctx.cursor.wasSkipped(i); i++) {
            String text = code.get(i).text();
            if (!isBracket(text)) {
                continue;
            }
            String opener = openerOf(text);
            if (opener == null) {
                open.push(i);
            } else if (!open.isEmpty() && code.get(open.peek()).text().equals(opener)) {
                int o = open.pop();
                pairs.put(o, i);
                pairs.put(i, o);
            }
        }
        return pairs;
    }

    private static String openerOf(String closer) {
        return switch (closer) {
            case ")" -> "(";
            case "]" -> "[";
            case "}" -> "{";
            default -> null;
        };
    }

    /**
     * Follows {@code bracket} as the compiler pairs it: written at {@code at} when that is 0 or more, else put by the
     * macro use at {@code -1 - at}. An opener is pushed; a closer pops the top one. Returns false where the compiler
     * would pair a macro's bracket otherwise than the written ones pair: with one written that pairs as written, with
     * one that does not match, or with what was opened before the run; the code would end elsewhere than as written.
     */
    private static boolean close(Deque<Open> open, String bracket, int at, Map<Integer, Integer> written) {
        String opener = openerOf(bracket);
        int macroAt = at < 0 ? -1 - at : -1;
        if (opener == null) {
            open.push(new Open(bracket, macroAt, at));
            return true;
        }
        Open top = open.peek();
        boolean fromMacro = at < 0;
        if (top == null) { // closes what was opened before the run: as written, the parser decided so
            return !fromMacro;
        }
        boolean topFromMacro = top.macroAt() >= 0;
        if (!fromMacro && !topFromMacro) { // as written: the parser's own counting decided the run
            if (top.bracket().equals(opener)) {
                open.pop();
            }
            return true;
        }
        if (!top.bracket().equals(opener)) {
            return false;
        }
        if (fromMacro != topFromMacro && written.containsKey(fromMacro ? top.at() : at)) {
            return false; // a written bracket that pairs as written would pair with a macro's
        }
        open.pop();
        return true;
    }

    /**
     * A macro whose replacement {@link #put} is going through: the next of its tokens, and the definitions the name
     * before it may have that are still to go through, with the macro the use's replacement names that leads there.
     */
    private static final class Replacing {
        final Macros.Definition definition;
        final String through;
        int next;
        Iterator<Macros.Definition> inner = Collections.emptyIterator();
        boolean innerCalled;
        String innerThrough;

        Replacing(Macros.Definition definition, String through) {
            this.definition = definition;
            this.through = through;
        }
    }

    /**
     * Adds the brackets, and any {@code _Pragma}, that {@code d}'s replacement puts in the code. The replacements gone
     * into are kept on a stack of their own, not Java's, so that a chain of macros ({@code #define A0 A1},
     * {@code #define A1 A2}, ...), which a compiler replaces however long, does not overflow it.
     */
    private static void put(Macros.Definition d, int i, ParseContext ctx, List<Put> into) {
        Set<String> seen = new HashSet<>(); // a compiler does not replace a macro again in its own replacement
        Deque<Replacing> replacing = new ArrayDeque<>();
        seen.add(d.name().text());
        replacing.push(new Replacing(d, null));
        while (!replacing.isEmpty()) {
            Replacing r = replacing.peek();
            if (r.inner.hasNext()) {
                Macros.Definition inner = r.inner.next();
                if (inner != null && !(inner.functionLike() && !r.innerCalled) && seen.add(inner.name().text())) {
                    replacing.push(new Replacing(inner, r.innerThrough));
                }
                continue;
            }
            List<Token> body = r.definition.body();
            if (r.next >= body.size()) {
                seen.remove(r.definition.name().text()); // replaced again where a later token names it
                replacing.pop();
                continue;
            }
            int k = r.next++;
            Token b = body.get(k);
            if (isBracket(b.text())) {
                into.add(new Put(b.text(), r.through));
            } else if (!ctx.glsl && b.is("_Pragma")) {
                into.add(new Put("_Pragma", r.through));
            } else if (b.isIdentifier() && ctx.macros.mentioned(b.text())) {
                r.inner = ctx.macros.possibilities(b.text(), i, ctx.branchesAt(i)).values().iterator();
                r.innerCalled = k + 1 < body.size() && body.get(k + 1).is("(");
                r.innerThrough = r.through == null ? b.text() : r.through;
            }
        }
    }

    private static SchemaException refused(List<Token> code, int i, Macros.Definition d, String problem,
            ParseContext ctx, CommandLineMacros commandLine) {
        Token t = code.get(i);
        String defined = d.fromCommandLine() ? "defined " + d.where()
                : "#define at " + d.name().position().file() + ":" + d.name().position().line();
        return new SchemaException(t.position(), "'" + t.text() + "' is a macro here (" + defined + ") whose"
                + " replacement " + problem + ", which " + (ctx.glsl ? "glslang" : "a compiler") + " would obey"
                + " in this code the schema skips, so its layout could differ; preprocess the file first: "
                + WrittenMacroUses.preprocess(t.position().file(), ctx.glsl, commandLine, ctx.target)
                + " | abistruct layout --abi ID - (docs/cli.md)");
    }
}
