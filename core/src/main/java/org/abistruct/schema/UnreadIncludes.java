package org.abistruct.schema;

import java.util.regex.Pattern;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Position;

/**
 * The way out of an unknown type in a file that {@code #include}s others: the schema reads the file alone, so a type a
 * header declares is unknown to it, and a user who fed it a header as it is should learn to preprocess it first, not
 * look for a typo.
 */
final class UnreadIncludes {
    /**
     * The error {@link SpecifierParser} and {@link TypeScope} give a type nothing declared, perhaps with the names it may
     * be a typo of; not one that says why the name is no type (a C++ keyword, GLSL's bare row_major), which no header
     * would declare.
     */
    private static final Pattern UNKNOWN_TYPE = Pattern.compile("unknown type '[^']*'( \\(did you mean [^)]*\\))?");

    private UnreadIncludes() {
    }

    /**
     * {@code e} with the hint when it is an unknown type after the first {@code #include} the file reaches, else
     * {@code e} itself; {@code target} is the C ABI the file was read for, whose target the command preprocesses for.
     */
    static SchemaException mayDeclare(SchemaException e, Directives.Result tokens, CommandLineMacros commandLine,
            CAbi target) {
        Token include = tokens.include();
        if (include == null || !UNKNOWN_TYPE.matcher(e.reason()).matches() || !before(include.position(), e.position())) {
            return e;
        }
        Position at = include.position();
        return new SchemaException(e.position(), e.reason() + "; it may come from the #include at " + at.file() + ":"
                + at.line() + ", which the schema does not read: preprocess the file first: "
                + WrittenMacroUses.preprocess(at.file(), tokens.glsl(), commandLine, target)
                + " | abistruct layout --abi ID - (docs/cli.md)");
    }

    private static boolean before(Position a, Position b) {
        return a.file().equals(b.file()) && (a.line() < b.line() || a.line() == b.line() && a.column() < b.column());
    }
}
