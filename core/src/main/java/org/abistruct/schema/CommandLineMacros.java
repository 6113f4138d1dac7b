package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Macros set before a schema file is read, as a compiler's {@code -D} and {@code -U} set them: a defined name has its
 * value in the file's constant expressions and conditionals, and an undefined one is surely undefined there, so
 * {@code #ifdef NAME} is not taken and {@code NAME} is 0 in an {@code #if}. The file may still {@code #define} or
 * {@code #undef} them again. Names set neither way stay open, as in {@link SchemaParser}.
 */
public final class CommandLineMacros {
    /** No macros set: the file is read alone. */
    public static final CommandLineMacros NONE = new CommandLineMacros(Map.of(), Set.of());
    /** The file name of the positions in the definitions, in messages. */
    static final String FILE = "<command line>";

    private final Map<String, String> defined;
    private final Set<String> undefined;

    private CommandLineMacros(Map<String, String> defined, Set<String> undefined) {
        this.defined = defined;
        this.undefined = undefined;
    }

    /**
     * Reads compiler-style arguments.
     *
     * @param defines   {@code NAME} (defined as {@code 1}), {@code NAME=} (defined as nothing) or
     *                  {@code NAME=VALUE}, as after {@code -D}
     * @param undefines {@code NAME}, as after {@code -U}
     * @throws IllegalArgumentException for a name that is not an identifier (or is {@code defined}), a function-like
     *                                  macro, a value the schema language cannot read, or a name both defined and
     *                                  undefined (a later {@code -D} of a name replaces an earlier one, as in compilers)
     */
    public static CommandLineMacros parse(List<String> defines, List<String> undefines) {
        var defined = new LinkedHashMap<String, String>();
        for (String define : defines) {
            int equals = define.indexOf('=');
            String name = (equals < 0 ? define : define.substring(0, equals)).strip();
            String value = equals < 0 ? "1" : define.substring(equals + 1);
            if (name.contains("(")) {
                throw new IllegalArgumentException("-D" + define + ": function-like macros are not read");
            }
            checkName("-D" + define, name);
            checkValue("-D" + define, name, value);
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
        return defined.isEmpty() && undefined.isEmpty() ? NONE : new CommandLineMacros(defined, undefined);
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
     * Refuses a {@code -D} macro whose name the file uses as a keyword, or declares as a type, tag, enum, constant or
     * member. A compiler replaces the macro there too ({@code -DREAL=double} turns {@code typedef float REAL;} into an
     * error, {@code -Dint=long} changes a layout); the schema replaces macros only in constant expressions, so the
     * layout would silently differ. Other uses (in a function body the schema skips, say) change no layout.
     *
     * @param code   the file's code tokens
     * @param ctx    the parse that read them
     * @param schema what it declared
     * @throws SchemaException at the first such use
     */
    void checkUses(List<Token> code, ParseContext ctx, Schema schema) {
        if (defined.isEmpty()) {
            return;
        }
        Set<String> members = new HashSet<>();
        schema.types().forEach(type -> type.members().forEach(m -> members.add(m.name())));
        for (int i = 0; i < code.size(); i++) {
            Token t = code.get(i);
            String name = t.text();
            if (!t.isIdentifier() || !defined.containsKey(name) || ctx.replacedMacro(i)) {
                continue;
            }
            boolean layoutWord = Keywords.RESERVED.contains(name) || Keywords.C_TYPE_WORDS.contains(name)
                    || ctx.scope.declares(name) || ctx.constants.declares(name) || members.contains(name);
            if (layoutWord && ctx.macros.possibilities(name, i, ctx.branchesAt(i)).values().stream()
                    .anyMatch(d -> d != null && d.name().position().file().equals(FILE))) {
                throw new SchemaException(t.position(), "'" + name + "' is defined on the command line (-D" + name
                        + "), but the schema replaces macros only in constant expressions (array sizes, bit widths,"
                        + " alignments, enumerator values), and here it is a keyword or a name the file declares");
            }
        }
    }

    /**
     * The {@code #define} and {@code #undef} lines these stand for, each as {@link Macros#directive} takes it (the
     * tokens after the {@code #}, ending with the end of line).
     */
    List<List<Token>> directives() {
        var lines = new ArrayList<List<Token>>();
        defined.forEach((name, value) -> lines.add(line("#define " + name + " " + value)));
        undefined.forEach(name -> lines.add(line("#undef " + name)));
        return lines;
    }

    private static List<Token> line(String text) {
        List<Token> tokens = Lexer.tokenize(FILE, text + "\n");
        return tokens.subList(1, tokens.size() - 1); // after the '#', up to the end of line
    }
}
