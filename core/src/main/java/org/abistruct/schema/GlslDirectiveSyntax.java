package org.abistruct.schema;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Refuses, in a GLSL file, a directive line its preprocessor reaches that glslang refuses for its form, at the token it
 * names, and an {@code #error} there, whose message glslang fails the compile with
 * ({@code GlslDirectiveSyntaxTest}):
 * <ul>
 * <li>{@code #define} without a macro name, with a parameter list glslang cannot read ({@code (}, {@code (a,)},
 *     {@code (1)}, {@code (...)}, a parameter named twice, no {@code )}), or that redefines a macro otherwise than
 *     it stands here: function-like against object-like, other parameters, or another replacement (its tokens, and
 *     whether blanks stand between them, as glslang compares them; a {@code -D} counts), unless an {@code #undef}
 *     came between;</li>
 * <li>{@code #undef} without a macro name, or with more after it;</li>
 * <li>{@code #line} with nothing after it; {@code #version} after other text ("must occur first in shader");</li>
 * <li>{@code #extension} without a name, a {@code :}, or a behaviour ({@code require}, {@code enable},
 *     {@code warn}, {@code disable}), with more after it, or {@code all} with {@code require} or {@code enable};</li>
 * <li>{@code #pragma optimize} or {@code #pragma debug} not followed by {@code (}, one token and {@code )} alone (glslang
 *     warns about a word other than {@code on} or {@code off});</li>
 * <li>a directive glslang does not know ({@code #foo}, {@code # 123}, {@code #elifdef}); {@code #} alone is one it
 *     takes.</li>
 * </ul>
 * The conditionals' own forms are {@link Conditionals}'s. A {@code #define} whose name a token other than {@code (}
 * follows with no blank between ({@code #define X+1}) glslang ignores, with a warning: {@link #ignoredDefine}.
 */
final class GlslDirectiveSyntax {
    private static final Set<String> KNOWN = Set.of("define", "undef", "if", "ifdef", "ifndef", "else", "elif",
            "endif", "line", "pragma", "error", "version", "extension", "include");
    private static final Set<String> BEHAVIOURS = Set.of("require", "enable", "warn", "disable");

    private final Macros macros;

    GlslDirectiveSyntax(Macros macros) {
        this.macros = macros;
    }

    /**
     * Refuses a directive line (its tokens after the {@code #}, ending with the end of line) reached before the code
     * token {@code codeIndex}, under {@code path}, that glslang refuses; conditionals are not looked at.
     *
     * @throws SchemaException at the token glslang names
     */
    void check(List<Token> line, int codeIndex, Branches path) {
        Token keyword = line.getFirst();
        if (!keyword.isIdentifier() || !KNOWN.contains(keyword.text())) {
            String which = keyword.isIdentifier() ? "#" + keyword.text() + ": not a" : "#: " + keyword.describe()
                    + " names no";
            throw new SchemaException(keyword.position(), which + " directive glslang knows (\"invalid directive\")");
        }
        switch (keyword.text()) {
            case "error" -> {
                // in an arm this file does not decide, only the compiles that fail reach it: the layouts of those that
                // succeed are the same without it
                if (path == null) {
                    throw new SchemaException(keyword.position(), "#error" + text(line) + " (glslang fails the compile here)");
                }
            }
            case "define" -> define(line, codeIndex, path);
            case "undef" -> {
                macroName(line);
                extra(line, 2, "#undef " + line.get(1).text(), "\"can only be followed by a single macro name\"");
            }
            case "line" -> {
                if (line.size() == 2) {
                    throw new SchemaException(line.get(1).position(), "#line: expected a line number but found end of"
                            + " line");
                }
            }
            case "version" -> throw new SchemaException(keyword.position(), "#version after other text, which glslang"
                    + " refuses (\"must occur first in shader\")");
            case "extension" -> extension(line);
            case "pragma" -> pragma(line);
            default -> {
                // if, ifdef, ... are Conditionals'; include is GlslExtensionUses'
            }
        }
    }

    /**
     * Whether glslang ignores this {@code #define} line: a token other than {@code (} follows its name with no blank
     * between ("missing space after macro name", a warning), so it defines nothing.
     */
    static boolean ignoredDefine(List<Token> line) {
        if (!line.getFirst().is("define") || line.size() < 4 || !line.get(1).isIdentifier()) {
            return false;
        }
        Token next = line.get(2);
        return !next.is("(") && next.kind() != TokenKind.DIRECTIVE_END && next.position().equals(line.get(1).end());
    }

    /** The words after the directive's keyword, as a message quotes them: {@code ": stop here"}, or {@code ""}. */
    static String text(List<Token> line) {
        var sb = new StringBuilder();
        for (int i = 1; i < line.size() - 1; i++) {
            Token t = line.get(i);
            sb.append(i == 1 ? ": " : t.position().equals(line.get(i - 1).end()) ? "" : " ").append(t.text());
        }
        return sb.toString();
    }

    /** The name after {@code #define} or {@code #undef}. */
    private static Token macroName(List<Token> line) {
        Token name = line.get(1);
        if (!name.isIdentifier()) {
            throw new SchemaException(name.position(), "#" + line.getFirst().text() + ": expected a macro name but"
                    + " found " + name.describe() + " (\"must be followed by macro name\")");
        }
        return name;
    }

    private static void extra(List<Token> line, int from, String directive, String glslangSays) {
        Token extra = line.get(from);
        if (extra.kind() != TokenKind.DIRECTIVE_END) {
            throw new SchemaException(extra.position(), "unexpected " + extra.describe() + " after " + directive
                    + " (" + glslangSays + ")");
        }
    }

    private void define(List<Token> line, int codeIndex, Branches path) {
        Token name = macroName(line);
        if (ignoredDefine(line)) {
            return;
        }
        boolean functionLike = line.get(2).is("(") && line.get(2).position().equals(name.end());
        if (functionLike) {
            parameters(line);
        }
        var definition = new Macros.Definition(name, List.copyOf(line.subList(2, line.size() - 1)), functionLike,
                false);
        List<Macros.Definition> possible = macros.possibilities(name.text(), codeIndex, path).values();
        for (Macros.Definition before : possible) {
            String difference = before == null ? null : difference(before, definition);
            if (difference != null) {
                throw new SchemaException(name.position(), "#define " + name.text() + ": redefines the macro "
                        + (possible.size() > 1 ? "that may stand here " : "") + "as defined " + before.where()
                        + " with " + difference + ", which glslang refuses (\"Macro redefined\"); #undef it first");
            }
        }
    }

    /** Reads {@code (a, b)} after a function-like macro's name as glslang does. */
    private static void parameters(List<Token> line) {
        Set<String> seen = new HashSet<>();
        int i = 3;
        if (line.get(i).is(")")) {
            return;
        }
        while (true) {
            Token parameter = line.get(i);
            if (!parameter.isIdentifier()) {
                throw new SchemaException(parameter.position(), "#define " + line.get(1).text() + ": expected a"
                        + " parameter name but found " + parameter.describe() + " (\"bad argument\")");
            }
            if (!seen.add(parameter.text())) {
                throw new SchemaException(parameter.position(), "#define " + line.get(1).text() + ": parameter '"
                        + parameter.text() + "' named twice (\"duplicate macro parameter\")");
            }
            Token after = line.get(i + 1);
            if (after.is(")")) {
                return;
            }
            if (!after.is(",")) {
                throw new SchemaException(after.position(), "#define " + line.get(1).text() + ": expected ',' or ')'"
                        + " after a parameter but found " + after.describe() + " (\"missing parenthesis\")");
            }
            i += 2;
        }
    }

    /** How {@code now} differs from {@code before} as glslang compares them, or null if it does not. */
    private static String difference(Macros.Definition before, Macros.Definition now) {
        if (before.functionLike() != now.functionLike()) {
            return now.functionLike() ? "no parameter list" : "a parameter list";
        }
        List<String> was = before.parameters().stream().map(Token::text).toList();
        List<String> is = now.parameters().stream().map(Token::text).toList();
        if (was.size() != is.size()) {
            return was.size() + " parameter" + (was.size() == 1 ? "" : "s");
        }
        if (!was.equals(is)) {
            return "the parameters (" + String.join(", ", was) + ")";
        }
        List<Token> a = before.body();
        List<Token> b = now.body();
        if (a.size() != b.size()) {
            return "another replacement";
        }
        for (int i = 0; i < a.size(); i++) {
            // blanks before the first token do not count; elsewhere whether there are any does
            boolean spaced = i > 0 && !a.get(i).position().equals(a.get(i - 1).end());
            boolean nowSpaced = i > 0 && !b.get(i).position().equals(b.get(i - 1).end());
            if (!a.get(i).text().equals(b.get(i).text()) || spaced != nowSpaced) {
                return "another replacement";
            }
        }
        return null;
    }

    private static void extension(List<Token> line) {
        Token name = line.get(1);
        if (!name.isIdentifier()) {
            throw new SchemaException(name.position(), "#extension: expected an extension name but found "
                    + name.describe());
        }
        Token colon = line.get(2);
        if (!colon.is(":")) {
            throw new SchemaException(colon.position(), "#extension " + name.text() + ": expected ':' but found "
                    + colon.describe());
        }
        Token behaviour = line.get(3);
        if (!behaviour.isIdentifier() || !BEHAVIOURS.contains(behaviour.text())) {
            throw new SchemaException(behaviour.position(), "#extension " + name.text() + ": expected require,"
                    + " enable, warn or disable but found " + behaviour.describe());
        }
        if (name.is("all") && (behaviour.is("require") || behaviour.is("enable"))) {
            throw new SchemaException(behaviour.position(), "#extension all : " + behaviour.text() + ", which glslang"
                    + " refuses (only warn and disable apply to all)");
        }
        extra(line, 4, "#extension " + name.text() + " : " + behaviour.text(), "\"extra tokens -- expected newline\"");
    }

    private static void pragma(List<Token> line) {
        Token which = line.get(1);
        if (!which.is("optimize") && !which.is("debug")) {
            return;
        }
        // glslang only warns about a word other than on or off between the parentheses
        if (line.size() != 6 || !line.get(2).is("(") || !line.get(4).is(")")) {
            throw new SchemaException(which.position(), "#pragma " + which.text() + ": expected (on) or (off) and"
                    + " nothing more, which glslang requires (\"" + which.text() + " pragma syntax is incorrect\")");
        }
    }
}
