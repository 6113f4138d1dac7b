package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Applies the preprocessor lines the schema language understands and removes all of them from the
 * token stream. {@code #pragma pack} has an effect on the layout: {@code pack(N)}, {@code pack()} (reset),
 * {@code pack(push)}, {@code pack(push, N)}, {@code pack(push, name[, N])}, {@code pack(pop)},
 * {@code pack(pop, name)}, {@code pack(pop, N)}, as MSVC, GCC and clang read them. {@code #define} and
 * {@code #undef} are recorded in {@link Macros} for constant expressions. Conditionals are followed as far as the
 * file decides them ({@link Conditionals}): code in a branch known not to be taken is dropped, and each code token
 * keeps the undecided conditionals it is in. {@code #version} marks a GLSL file and, as in glslang, settles
 * the macros glslang predefines there ({@link GlslPredefinedMacros}); after it, {@code #define} and {@code #undef} of
 * a name glslang reserves are errors ({@link GlslReservedMacroNames}), and so are a string literal in code,
 * {@code #include} and a file name in {@code #line} where the extension glslang wants for them is off
 * ({@link GlslExtensionUses}), and a macro in code that glslang would replace by a {@code '} or such a string
 * ({@link GlslMacroUses}), and so are an {@code #error} and a directive glslang refuses for its form
 * ({@link GlslDirectiveSyntax}). In a C file an {@code #error} the file surely reaches is an error too. Every other
 * directive ({@code #include}, {@code #line}, ...) is ignored.
 */
final class Directives {
    private Directives() {
    }

    /**
     * The code tokens and the pack in force at each.
     *
     * @param tokens the tokens outside preprocessor lines, ending with the end token
     * @param packAt for each token, the {@code #pragma pack} value in force there (0 for none)
     * @param macros the {@code #define}s and {@code #undef}s, by the code token they precede
     * @param branchesAt for each token, the undecided conditionals it is in (null for none)
     * @param glsl   whether a {@code #version} line makes this a GLSL file
     * @param include the {@code #} of the first {@code #include} the preprocessor reaches, which the schema does not
     *                read (null for none)
     */
    record Result(List<Token> tokens, int[] packAt, Macros macros, Branches[] branchesAt, boolean glsl,
            Token include) {
    }

    private record Pushed(String label, int pack) {
    }

    /** Where tokens come from, one at a time up to the end token: a {@link Lexer}, or a list's. */
    interface Tokens {
        Token next();
    }

    /** Sees the directives the preprocessor reaches, other than conditionals, and may change how the rest is read. */
    interface Watcher {
        /**
         * @param hash the directive's {@code #}
         * @param line the directive's tokens after the {@code #}, ending with the end-of-line token
         * @param path the conditionals this file does not decide around it (null for none)
         * @return the tokens to read on from, in place of the rest, this directive again first; null to read on
         */
        Tokens readOnFrom(Token hash, List<Token> line, Branches path);
    }

    static Result apply(List<Token> all) {
        return apply(all, CommandLineMacros.NONE);
    }

    /** As {@link #apply(List)}, with {@code -D} and {@code -U} settings in force from the first line. */
    static Result apply(List<Token> all, CommandLineMacros commandLine) {
        return apply(all.iterator()::next, commandLine, (hash, line, path) -> null);
    }

    /**
     * Follows the directives as {@link #apply(List, CommandLineMacros)} does, showing {@code watcher} each one the
     * preprocessor reaches, which may have the rest read from other tokens.
     */
    static Result apply(Tokens all, CommandLineMacros commandLine, Watcher watcher) {
        var code = new ArrayList<Token>();
        var packs = new int[64];
        Deque<Pushed> stack = new ArrayDeque<>();
        var macros = new Macros();
        macros.commandLine(commandLine);
        var conditionals = new Conditionals(macros);
        var branches = new Branches[64];
        boolean glsl = false;
        GlslExtensions extensions = null; // from a #version line on
        GlslReservedMacroNames reserved = null;
        GlslExtensionUses extensionUses = null;
        GlslMacroUses macroUses = null;
        GlslDirectiveSyntax syntax = null;
        Token include = null;
        int pack = 0;
        Token t = all.next();
        while (true) {
            if (t.kind() != TokenKind.DIRECTIVE_START) {
                if (macroUses != null && conditionals.live()) {
                    macroUses.check(t, code.size(), conditionals.path()); // a macro's call may drop what is refused
                } else if (Lexer.isRefused(t) && conditionals.live()) {
                    throw Lexer.refusal(t);
                }
                if (t.isEnd()) {
                    conditionals.checkClosed();
                }
                if (conditionals.live() || t.isEnd()) {
                    if (code.size() == packs.length) {
                        packs = Arrays.copyOf(packs, packs.length * 2);
                        branches = Arrays.copyOf(branches, branches.length * 2);
                    }
                    packs[code.size()] = pack;
                    branches[code.size()] = conditionals.path();
                    code.add(t);
                }
                if (t.isEnd()) {
                    break;
                }
                t = all.next();
                continue;
            }
            Token hash = t;
            if (macroUses != null && conditionals.live()) {
                macroUses.directive(hash);
            }
            var line = new ArrayList<Token>();
            do {
                line.add(all.next());
            } while (line.getLast().kind() != TokenKind.DIRECTIVE_END);
            if (line.size() >= 2 && !conditionals.directive(line, code.size()) && conditionals.live()) {
                Tokens rest = watcher.readOnFrom(hash, line, conditionals.path());
                if (rest != null) {
                    all = rest;
                    t = all.next();
                    continue;
                }
                if (line.get(0).is("pragma") && line.get(1).is("pack")) {
                    if (conditionals.path() != null) {
                        throw new SchemaException(line.get(0).position(), "#pragma pack inside the #if at line "
                                + conditionals.path().at().position().line() + ", which this file does not decide:"
                                + " the packing would depend on it");
                    }
                    pack = new PragmaPack(line.subList(2, line.size()), pack, stack, macros, code.size()).apply();
                } else {
                    if (include == null && line.get(0).is("include")) {
                        include = hash;
                    }
                    if (reserved != null) {
                        reserved.check(line);
                        syntax.check(line, code.size(), conditionals.path());
                        extensionUses.checkDirective(line);
                        if (line.get(0).is("extension")) {
                            extensions.extension(line, conditionals.path());
                        }
                    } else if (line.get(0).is("error") && conditionals.path() == null) {
                        // a compiler that reaches it stops; in an arm this file does not decide, only the compiles that
                        // fail reach it, and the layouts of those that succeed are the same without it
                        throw new SchemaException(line.get(0).position(), "#error" + GlslDirectiveSyntax.text(line)
                                + " (a C compiler stops here)");
                    }
                    if (!glsl || !GlslDirectiveSyntax.ignoredDefine(line)) {
                        macros.directive(line, code.size(), conditionals.path());
                    }
                    if (line.get(0).is("version")) {
                        glsl = true;
                        GlslVersion version = GlslVersion.of(line);
                        conditionals.markGlsl(version != null && version.es());
                        extensions = new GlslExtensions();
                        reserved = new GlslReservedMacroNames(version, extensions);
                        extensionUses = new GlslExtensionUses(extensions);
                        macroUses = new GlslMacroUses(macros, extensionUses);
                        syntax = new GlslDirectiveSyntax(macros);
                        GlslPredefinedMacros.define(version, line.getFirst(), macros, commandLine, code.size(),
                                conditionals.path());
                    }
                }
            }
            t = all.next();
        }
        return new Result(code, Arrays.copyOf(packs, code.size()), macros, Arrays.copyOf(branches, code.size()), glsl,
                include);
    }

    /** Reads the arguments of one {@code #pragma pack} line; the list ends with the end-of-line token. */
    private static final class PragmaPack {
        private final List<Token> args;
        private final Deque<Pushed> stack;
        private final Macros macros;
        private final int codeIndex;
        private int current;
        private int index;

        PragmaPack(List<Token> args, int current, Deque<Pushed> stack, Macros macros, int codeIndex) {
            this.args = args;
            this.current = current;
            this.stack = stack;
            this.macros = macros;
            this.codeIndex = codeIndex;
        }

        /** The pack in force after this line. */
        int apply() {
            expect("(");
            Token first = args.get(index);
            if (first.is("push")) {
                index++;
                String label = optionalLabel();
                stack.push(new Pushed(label, current));
                if (accept(",")) {
                    current = value();
                }
            } else if (first.is("pop")) {
                index++;
                pop(first);
            } else if (first.is("show")) {
                index++;
            } else if (first.kind() == TokenKind.NUMBER) {
                current = value();
            } else if (!first.is(")")) {
                throw fail(first, "'push', 'pop', a pack value or ')'");
            } else {
                current = 0;
            }
            expect(")");
            Token extra = args.get(index);
            if (extra.kind() != TokenKind.DIRECTIVE_END) {
                throw new SchemaException(extra.position(), "unexpected " + extra.describe()
                        + " after #pragma pack(...)");
            }
            return current;
        }

        private void pop(Token popToken) {
            String label = optionalLabel();
            if (stack.isEmpty()) {
                throw new SchemaException(popToken.position(), "#pragma pack(pop) without a matching #pragma pack(push)");
            }
            if (label == null) {
                current = stack.pop().pack();
            } else {
                if (stack.stream().noneMatch(p -> label.equals(p.label()))) {
                    throw new SchemaException(popToken.position(), "#pragma pack(pop, " + label
                            + ") without a matching #pragma pack(push, " + label + ")");
                }
                Pushed p;
                do {
                    p = stack.pop();
                } while (!label.equals(p.label()));
                current = p.pack();
            }
            if (accept(",")) {
                current = value();
            }
        }

        /** {@code , name} after push or pop; a number after the comma is left for the caller. */
        private String optionalLabel() {
            if (args.get(index).is(",") && args.get(index + 1).isIdentifier()) {
                index++;
                Token label = args.get(index++);
                if (macros.possibilities(label.text(), codeIndex, null).values().stream().anyMatch(d -> d != null)) {
                    throw new SchemaException(label.position(), "'" + label.text() + "' is a macro here: clang"
                            + " replaces it in #pragma pack (a pack value), GCC reads it as a label, so the packing"
                            + " would depend on the compiler; write the value, or a label that is no macro");
                }
                return label.text();
            }
            return null;
        }

        private int value() {
            Token t = args.get(index);
            if (t.kind() != TokenKind.NUMBER) {
                throw fail(t, "a pack value (1, 2, 4, 8 or 16)");
            }
            index++;
            long v;
            try {
                v = IntegerLiteral.parse(t.text());
            } catch (IntegerLiteral.Invalid e) {
                v = -1;
            }
            if (v != 1 && v != 2 && v != 4 && v != 8 && v != 16) {
                throw new SchemaException(t.position(), "#pragma pack value must be 1, 2, 4, 8 or 16 but found "
                        + t.describe());
            }
            return (int) v;
        }

        private boolean accept(String punct) {
            if (args.get(index).is(punct)) {
                index++;
                return true;
            }
            return false;
        }

        private void expect(String punct) {
            Token t = args.get(index);
            if (!t.is(punct)) {
                throw fail(t, "'" + punct + "'");
            }
            index++;
        }

        private static SchemaException fail(Token found, String expected) {
            return new SchemaException(found.position(), "expected " + expected + " in #pragma pack but found "
                    + found.describe());
        }
    }
}
