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
     * @throws IllegalArgumentException for a name that is not an identifier, a function-like macro, a value the
     *                                  schema language cannot read, or a name both defined and undefined
     */
    public static CommandLineMacros parse(List<String> defines, List<String> undefines) {
        var defined = new LinkedHashMap<String, String>();
        for (String define : defines) {
            int equals = define.indexOf('=');
            String name = equals < 0 ? define : define.substring(0, equals);
            String value = equals < 0 ? "1" : define.substring(equals + 1);
            if (name.contains("(")) {
                throw new IllegalArgumentException("-D" + define + ": function-like macros are not read");
            }
            checkName("-D" + define, name);
            checkValue("-D" + define, name, value);
            String before = defined.put(name, value);
            if (before != null && !before.equals(value)) {
                throw new IllegalArgumentException("-D" + define + ": " + name + " is already defined as '" + before + "'");
            }
        }
        var undefined = new LinkedHashSet<String>();
        for (String name : undefines) {
            checkName("-U" + name, name);
            if (defined.containsKey(name)) {
                throw new IllegalArgumentException("-U" + name + ": " + name + " is also defined (-D); give one of them");
            }
            undefined.add(name);
        }
        return defined.isEmpty() && undefined.isEmpty() ? NONE : new CommandLineMacros(defined, undefined);
    }

    private static void checkName(String argument, String name) {
        List<Token> tokens = Lexer.tokenize(FILE, name);
        if (tokens.size() != 2 || !tokens.getFirst().isIdentifier() || !tokens.getFirst().text().equals(name)) {
            throw new IllegalArgumentException(argument + ": '" + name + "' is not a macro name");
        }
    }

    private static void checkValue(String argument, String name, String value) {
        if (value.contains("\n") || value.contains("\r")) {
            throw new IllegalArgumentException(argument + ": the value spans lines");
        }
        try {
            Lexer.tokenize(FILE, "#define " + name + " " + value + "\n");
        } catch (SchemaException e) {
            throw new IllegalArgumentException(argument + ": " + e.reason()); // an unterminated comment, say
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
