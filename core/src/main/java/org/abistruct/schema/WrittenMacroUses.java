package org.abistruct.schema;

import java.util.List;

/**
 * Refuses a macro at a code token the schema read as written (a type, a name, an attribute): a compiler would replace
 * it there, the schema replaces macros only in conditionals and constant expressions, so the layout could silently
 * differ. {@code #define PK __attribute__((packed))} then {@code struct S { char c; int i; } PK;} packs {@code S} for
 * a compiler, while read as written {@code PK} is a variable. The {@code -D} macros are {@link CommandLineMacros}'s
 * check; this adds the C file's own {@code #define}s, where one is or may be in force at the use ({@link Macros}
 * follows {@code #undef} and the conditionals the file does not decide). A GLSL file's own macros are checked as
 * glslang replaces them ({@link GlslMacroUses}), for what they put in the code.
 * <p>
 * A use a compiler leaves as it is, or turns into what changes no layout, is taken: a function-like macro's name
 * without a {@code (} after it (not replaced), a macro whose replacement is its own name ({@code #define x x}), and a
 * word that changes no layout defined as nothing or as such words ({@link NoLayoutWords}: {@code #define inline
 * __inline}). Any other is refused, a plain name too: {@code #define x y} renames a member {@code x} to {@code y},
 * and {@code #define PK} (nothing) drops a member {@code int PK;}.
 */
final class WrittenMacroUses {
    private WrittenMacroUses() {
    }

    /**
     * Refuses the first code token before {@code upTo} that is a macro in force where the schema read it as written.
     *
     * @param code        the file's code tokens
     * @param ctx         the parse that read them
     * @param upTo        the tokens to check: all, or those before where a parse failed (so that a macro that caused
     *                    the failure is reported first)
     * @param commandLine the {@code -D} and {@code -U} settings the file was read with
     * @throws SchemaException at the first such token
     */
    static void check(List<Token> code, ParseContext ctx, int upTo, CommandLineMacros commandLine) {
        for (int i = 0; i < Math.min(upTo, code.size()); i++) {
            Token t = code.get(i);
            if (!t.isIdentifier() || !ctx.macros.mentioned(t.text()) || !ctx.readAsWritten(i)) {
                continue;
            }
            commandLine.checkUse(t, i, ctx);
            if (!ctx.glsl) {
                checkFileMacro(code, i, ctx);
            }
        }
    }

    private static void checkFileMacro(List<Token> code, int i, ParseContext ctx) {
        Token t = code.get(i);
        Macros.Possibilities possible = ctx.macros.possibilities(t.text(), i, ctx.branchesAt(i));
        for (Macros.Definition d : possible.values()) {
            if (d != null && !d.fromCommandLine() && !leftAsItIs(d, code.get(i + 1))) {
                boolean surely = possible.values().size() == 1;
                String file = t.position().file();
                // clang takes standard input as '-' with its language given; a file named '<stdin>' is the CLI's
                String input = file.isEmpty() || file.equals("<stdin>") ? "-x c -" : file;
                throw new SchemaException(t.position(), "'" + t.text() + "' " + (surely ? "is a macro here (#define"
                        + " at " : "may be a macro here (the #define at ") + d.name().position().file() + ":"
                        + d.name().position().line() + (surely ? "" : " may be in force") + "), which a compiler"
                        + " would replace; the schema replaces macros only in constant expressions and conditionals,"
                        + " so its layout could differ; preprocess the file first: clang -E -P " + input
                        + " | abistruct layout --abi ID - (docs/cli.md)");
            }
        }
    }

    /** Whether a compiler's replacement of {@code d} before the token {@code next} changes no layout. */
    private static boolean leftAsItIs(Macros.Definition d, Token next) {
        if (d.functionLike()) {
            return !next.is("("); // a function-like macro's name alone is not replaced
        }
        List<Token> body = d.body();
        if (body.size() == 1 && body.getFirst().text().equals(d.name().text())) {
            return true; // a macro is not replaced again in its own replacement
        }
        return NoLayoutWords.onlyThese(d.name().text(), body, false);
    }
}
