package org.abistruct.schema;

import java.util.List;
import java.util.Set;
import org.abistruct.abi.CAbi;

/**
 * Refuses a macro at a code token the schema read as written (a type, a name, an attribute): a compiler would replace
 * it there, the schema replaces macros only in conditionals and constant expressions, so the layout could silently
 * differ. {@code #define PK __attribute__((packed))} then {@code struct S { char c; int i; } PK;} packs {@code S} for
 * a compiler, while read as written {@code PK} is a variable; in a shader {@code #define ORDER row_major} then
 * {@code layout(ORDER) uniform B { mat3x4 m; };} makes the matrix row-major for glslang, which replaces macros in
 * {@code layout(...)}, types and names as anywhere in code. The {@code -D} macros are {@link CommandLineMacros}'s
 * check; this adds the file's own {@code #define}s, where one is or may be in force at the use ({@link Macros}
 * follows {@code #undef} and the conditionals the file does not decide), and in a GLSL file the macros glslang
 * predefines from {@code #version} ({@link GlslPredefinedMacros}). What a GLSL file's macros put in the code is
 * checked besides, as glslang replaces them ({@link GlslMacroUses}). In code the parser skipped, a macro that could
 * reach outside it is refused ({@link SkippedMacroUses}).
 * <p>
 * A use a compiler leaves as it is, or turns into what changes no layout, is taken: a function-like macro's name
 * without a {@code (} after it (not replaced), a macro whose replacement is its own name ({@code #define x x}), and a
 * word that changes no layout defined as nothing or as such words ({@link NoLayoutWords}: {@code #define inline
 * __inline}, in a shader {@code #define highp}), or a C keyword defined as its other spelling ({@code #define bool
 * _Bool}). Any other is refused, a plain name too: {@code #define x y} renames
 * a member {@code x} to {@code y}, and {@code #define PK} (nothing) drops a member {@code int PK;}.
 */
final class WrittenMacroUses {
    /** The stage extensions glslangValidator reads a stage from ({@code glslangValidator --help}). */
    private static final Set<String> STAGES = Set.of("vert", "tesc", "tese", "geom", "frag", "comp", "mesh", "task",
            "rgen", "rint", "rahit", "rchit", "rmiss", "rcall");

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
            if (ctx.cursor.wasSkipped(i)) {
                i = SkippedMacroUses.checkRun(code, i, ctx, commandLine) - 1;
                continue;
            }
            Token t = code.get(i);
            if (!t.isIdentifier()) {
                continue;
            }
            if (!ctx.macros.mentioned(t.text()) || !ctx.readAsWritten(i)) {
                continue;
            }
            commandLine.checkUse(t, i, ctx);
            checkFileMacro(code, i, ctx, commandLine);
        }
    }

    private static void checkFileMacro(List<Token> code, int i, ParseContext ctx, CommandLineMacros commandLine) {
        Token t = code.get(i);
        Macros.Possibilities possible = ctx.macros.possibilities(t.text(), i, ctx.branchesAt(i));
        for (Macros.Definition d : possible.values()) {
            if (d != null && !d.fromCommandLine() && !leftAsItIs(d, code.get(i + 1), ctx.glsl)) {
                boolean surely = possible.values().size() == 1;
                String defined = d.name().position().file() + ":" + d.name().position().line();
                String what = d.predefined() ? "(glslang predefines it as " + d.body().getFirst().text()
                        + " from the #version at " + defined + ")"
                        : surely ? "(#define at " + defined + ")" : "(the #define at " + defined + " may be in force)";
                throw new SchemaException(t.position(), "'" + t.text() + "' " + (surely ? "is" : "may be")
                        + " a macro here " + what + ", which " + (ctx.glsl ? "glslang" : "a compiler") + " would"
                        + " replace; the schema replaces macros only in constant expressions and conditionals, so its"
                        + " layout could differ; preprocess the file first: " + preprocess(t.position().file(),
                                ctx.glsl, commandLine, ctx.target) + " | abistruct layout --abi ID - (docs/cli.md)");
            }
        }
    }

    /**
     * The command that preprocesses {@code file} as its compiler would, with the {@code -D} and {@code -U} settings it
     * was read with, for the target of {@code target}, the C ABI it was read for (null for every ABI). clang takes
     * standard input as '-' with its language given; glslangValidator as {@code --stdin} with the stage given, which it
     * otherwise takes from the file's extension ({@code .comp}, {@code .frag.glsl}). A file named '<stdin>' is the CLI's.
     */
    static String preprocess(String file, boolean glsl, CommandLineMacros commandLine, CAbi target) {
        boolean stdin = file.isEmpty() || file.equals("<stdin>");
        String macros = commandLine.arguments();
        if (!glsl) {
            return "clang -E -P " + ClangTriples.targetOption(target) + macros + (stdin ? "-x c -" : file);
        }
        return "glslangValidator -E " + macros
                + (stdin ? "--stdin -S STAGE" : namesStage(file) ? file : "-S STAGE " + file);
    }

    /** Whether glslangValidator takes a shader's stage from this file name: {@code .STAGE}, or {@code .STAGE.glsl}. */
    private static boolean namesStage(String file) {
        String name = file.endsWith(".glsl") || file.endsWith(".hlsl") ? file.substring(0, file.length() - 5) : file;
        int dot = name.lastIndexOf('.');
        return dot >= 0 && STAGES.contains(name.substring(dot + 1));
    }

    /**
     * Whether a compiler's replacement of {@code d} before the token {@code next}, in a GLSL file ({@code glsl}) or a
     * C file, changes no layout.
     */
    private static boolean leftAsItIs(Macros.Definition d, Token next, boolean glsl) {
        if (d.functionLike()) {
            return !next.is("("); // a function-like macro's name alone is not replaced
        }
        List<Token> body = d.body();
        if (body.size() == 1 && body.getFirst().text().equals(d.name().text())) {
            return true; // a macro is not replaced again in its own replacement
        }
        return NoLayoutWords.onlyThese(d.name().text(), body, glsl);
    }
}
