package org.abistruct.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Macros set before a schema file is read, as a compiler's {@code -D} and {@code -U} set them: a defined name has its
 * value in the file's constant expressions and conditionals, and an undefined one is surely undefined there, so
 * {@code #ifdef NAME} is not taken and {@code NAME} is 0 in an {@code #if} (in an ES shader, an error where glslang
 * evaluates it). A {@code -D} without a value defines the name as 1 in a C file, as C compilers do, and as nothing in
 * a GLSL file, as glslangValidator does ({@link #inGlsl}). The file may still {@code #define} or {@code #undef} them
 * again. Names set neither way stay open, as in {@link SchemaParser}. In a GLSL file the parser checks them against
 * the macros glslang predefines at {@code #version}, as glslang does ({@code GlslPredefinedMacros}):
 * {@code -DGL_ES=2} in ES, or {@code -U} of a {@code GL_} name, is an error there, and neither changes
 * {@code __VERSION__}.
 * <p>
 * A compiler replaces a macro everywhere; the schema only in conditionals and constant expressions. So that this
 * never changes a layout silently, a {@code -D} name where the schema reads the file's words as written (a type, a
 * name, an attribute) is an error there ({@link #checkUse}, called by {@link WrittenMacroUses}).
 */
public final class CommandLineMacros {
    /** No macros set: the file is read alone. */
    public static final CommandLineMacros NONE = new CommandLineMacros(Map.of(), Set.of(), false);
    /** The file name of the positions in the definitions, in messages. */
    static final String FILE = "<command line>";

    /** Each {@code -D}'s value as given, null for none. */
    private final Map<String, String> defined;
    private final Set<String> undefined;
    /** Whether the settings are read for a GLSL file: then a {@code -D} without a value is empty. */
    private final boolean glsl;

    private CommandLineMacros(Map<String, String> defined, Set<String> undefined, boolean glsl) {
        this.defined = defined;
        this.undefined = undefined;
        this.glsl = glsl;
    }

    /**
     * Reads compiler-style arguments.
     *
     * @param defines   {@code NAME} (defined as {@code 1}, but as nothing in a GLSL file), {@code NAME=} (defined as
     *                  nothing) or {@code NAME=VALUE}, as after {@code -D}
     * @param undefines {@code NAME}, as after {@code -U}
     * @return the macros, defined and undefined, to read a schema with
     * @throws IllegalArgumentException for a name that is not an identifier (or is {@code defined}), a function-like
     *                                  macro, a value the schema language cannot read, or a name both defined and
     *                                  undefined (a later {@code -D} of a name replaces an earlier one, as in compilers)
     */
    public static CommandLineMacros parse(List<String> defines, List<String> undefines) {
        var defined = new LinkedHashMap<String, String>();
        for (String define : defines) {
            int equals = define.indexOf('=');
            String name = (equals < 0 ? define : define.substring(0, equals)).strip();
            String value = equals < 0 ? null : define.substring(equals + 1);
            if (name.contains("(")) {
                throw new IllegalArgumentException("-D" + define + ": function-like macros are not read");
            }
            checkName("-D" + define, name);
            if (value != null) {
                checkValue("-D" + define, name, value);
            }
            defined.put(name, value); // a later -D of the name wins, as in compilers
        }
        var undefined = new LinkedHashSet<String>();
        for (String given : undefines) {
            String name = given.strip();
            checkName("-U" + given, name);
            if (defined.containsKey(name)) {
                throw new IllegalArgumentException("-U" + given + ": " + name + " is also defined (-D); give one of them");
            }
            undefined.add(name);
        }
        return defined.isEmpty() && undefined.isEmpty() ? NONE : new CommandLineMacros(defined, undefined, false);
    }

    /**
     * These settings as glslangValidator reads them for a GLSL file: a {@code -D} without a value defines the name as
     * nothing there (it writes {@code #define NAME}), where C compilers define it as 1.
     */
    CommandLineMacros inGlsl() {
        return glsl || defined.isEmpty() ? this : new CommandLineMacros(defined, undefined, true);
    }

    /** The value {@code -D} gives {@code name}. */
    private String value(String name) {
        String value = defined.get(name);
        return value != null ? value : glsl ? "" : "1";
    }

    /** The {@code -D} of {@code name} as given: {@code -DNAME} or {@code -DNAME=VALUE}. */
    String argument(String name) {
        String value = defined.get(name);
        return "-D" + name + (value == null ? "" : "=" + value);
    }

    /**
     * The {@code -D} and {@code -U} arguments as a compiler's command line takes them, each quoted for a POSIX shell
     * where it needs it, with a space after each: {@code "-DW -UX "}, empty for none.
     */
    String arguments() {
        var sb = new StringBuilder();
        for (String name : defined.keySet()) {
            sb.append(shellQuoted(argument(name))).append(' ');
        }
        for (String name : undefined) {
            sb.append("-U").append(name).append(' ');
        }
        return sb.toString();
    }

    private static String shellQuoted(String argument) {
        return argument.matches("[A-Za-z0-9_=+.,:/-]*") ? argument : "'" + argument.replace("'", "'\\''") + "'";
    }

    private static void checkName(String argument, String name) {
        if (name.equals("defined")) {
            throw new IllegalArgumentException(argument + ": 'defined' cannot be a macro name");
        }
        List<Token> tokens = tokenize(argument, name);
        if (tokens.size() != 2 || !tokens.getFirst().isIdentifier() || !tokens.getFirst().text().equals(name)) {
            throw new IllegalArgumentException(argument + ": '" + name + "' is not a macro name");
        }
    }

    private static void checkValue(String argument, String name, String value) {
        if (value.contains("\n") || value.contains("\r")) {
            throw new IllegalArgumentException(argument + ": the value spans lines");
        }
        if (value.endsWith("\\")) {
            throw new IllegalArgumentException(argument + ": the value ends with a backslash, which would join a next"
                    + " line");
        }
        tokenize(argument, "#define " + name + " " + value + "\n");
    }

    /** The tokens of {@code text}; what the lexer refuses (an unterminated comment, say) is the argument's error. */
    private static List<Token> tokenize(String argument, String text) {
        try {
            return Lexer.tokenize(FILE, text);
        } catch (SchemaException e) {
            throw new IllegalArgumentException(argument + ": " + e.reason());
        }
    }

    /**
     * Refuses a {@code -D} macro at a code token the schema read as written where the macro is in force: a compiler
     * would replace it there ({@code -DREAL=double} turns {@code typedef float REAL;} into an error, {@code -Dint=long}
     * changes a layout), the schema replaces macros only in conditionals and constant expressions, so the layout
     * could silently differ. Tokens the parser passes over unread ({@link TokenCursor#wasSkipped}: function bodies,
     * parameters, initializers, attribute arguments, ...) decide no layout and are not checked.
     *
     * @param t   a code token
     * @param i   its index among the file's code tokens
     * @param ctx the parse that read them
     * @throws SchemaException if {@code t} is such a use
     */
    void checkUse(Token t, int i, ParseContext ctx) {
        String name = t.text();
        if (t.isIdentifier() && defined.containsKey(name) && ctx.readAsWritten(i) && !changesNoLayout(name)
                && ctx.macros.possibilities(name, i, ctx.branchesAt(i)).values().stream()
                        .anyMatch(d -> d != null && d.fromCommandLine())) {
            throw new SchemaException(t.position(), "'" + name + "' is defined on the command line ("
                    + argument(name) + "), which a compiler would replace here; the schema replaces macros"
                    + " only in conditionals and constant expressions, so its layout could differ");
        }
    }

    /**
     * Whether the {@code -D} of {@code name} only maps a word that changes no layout to nothing or to such words
     * ({@link NoLayoutWords}; GLSL's qualifiers only in a GLSL file, where they are keywords).
     */
    private boolean changesNoLayout(String name) {
        if (!NoLayoutWords.contains(name, glsl) && !NoLayoutWords.hasSecondSpelling(name, glsl)) {
            return false; // the value need not be read
        }
        List<Token> value = tokenize("-D" + name, value(name));
        return NoLayoutWords.onlyThese(name, value.subList(0, value.size() - 1), glsl);
    }

    /**
     * The {@code #define} and {@code #undef} lines these stand for, each as {@link Macros#directive} takes it (the
     * tokens after the {@code #}, ending with the end of line).
     */
    List<List<Token>> directives() {
        var lines = new ArrayList<List<Token>>();
        defined.keySet().forEach(name -> lines.add(line(argument(name), "#define " + name + " " + value(name))));
        undefined.forEach(name -> lines.add(line("-U" + name, "#undef " + name)));
        return lines;
    }

    /**
     * The tokens of {@code text}, the line {@code argument} stands for, after the {@code #}. In a GLSL file they are read
     * as glslang reads the line glslangValidator writes for it: there a {@code '} is punctuation, so {@code -DQ=' /*}
     * opens a comment that never ends, and an open {@code "} is an error.
     *
     * @throws SchemaException for what glslang refuses there, naming the argument
     */
    private List<Token> line(String argument, String text) {
        List<Token> tokens;
        try {
            tokens = Lexer.tokenize(FILE, text + "\n", glsl ? LineContinuation.GLSL : LineContinuation.C, glsl);
        } catch (SchemaException e) {
            throw new SchemaException(e.position(), argument + ": " + e.reason());
        }
        return tokens.subList(1, tokens.size() - 1); // after the '#', up to the end of line
    }
}
