package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.type.Position;

/**
 * The way out of an unknown type in a file that {@code #include}s others: the schema reads the file alone, so a type a
 * header declares is unknown to it, and a user who fed it a header as it is should learn to preprocess it first, not
 * look for a typo.
 */
final class UnreadIncludes {
    private UnreadIncludes() {
    }

    /**
     * {@code e} with the hint when it is an unknown type after the first {@code #include} the file reaches, else
     * {@code e} itself; {@code target} is the C ABI the file was read for, whose target the command preprocesses for.
     */
    static SchemaException mayDeclare(SchemaException e, Directives.Result tokens, CommandLineMacros commandLine,
            CAbi target) {
        Token include = tokens.include();
        // the error of a type nothing declared, not one that says why the name is no type (a C++ keyword, GLSL's bare
        // row_major), which no header would declare
        if (include == null || e.unknownType() == null || !before(include.position(), e.position())) {
            return e;
        }
        Position at = include.position();
        return e.reworded(e.reason() + "; it may come from the #include at " + at.file() + ":"
                + at.line() + ", which the schema does not read: preprocess the file first: "
                + WrittenMacroUses.preprocess(at.file(), tokens.glsl(), commandLine, target)
                + " | abistruct layout --abi ID - (docs/cli.md)");
    }

    private static boolean before(Position a, Position b) {
        return a.file().equals(b.file()) && (a.line() < b.line() || a.line() == b.line() && a.column() < b.column());
    }
}
