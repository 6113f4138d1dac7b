package org.abistruct.schema;

import org.abistruct.type.Position;

/**
 * The way out of an unknown type in a file that {@code #include}s others: the schema reads the file alone, so a type a
 * header declares is unknown to it, and a user who fed it a header as it is should learn to preprocess it first, not
 * look for a typo.
 */
final class UnreadIncludes {
    /** How {@link SpecifierParser} and {@link TypeScope} begin the error for a type nothing declared. */
    private static final String UNKNOWN_TYPE = "unknown type '";

    private UnreadIncludes() {
    }

    /**
     * {@code e} with the hint when it is an unknown type after the first {@code #include} the file reaches, else
     * {@code e} itself.
     */
    static SchemaException mayDeclare(SchemaException e, Directives.Result tokens, CommandLineMacros commandLine) {
        Token include = tokens.include();
        if (include == null || !e.reason().startsWith(UNKNOWN_TYPE) || !before(include.position(), e.position())) {
            return e;
        }
        Position at = include.position();
        return new SchemaException(e.position(), e.reason() + "; it may come from the #include at " + at.file() + ":"
                + at.line() + ", which the schema does not read: preprocess the file first: "
                + WrittenMacroUses.preprocess(at.file(), tokens.glsl(), commandLine)
                + " | abistruct layout --abi ID - (docs/cli.md)");
    }

    private static boolean before(Position a, Position b) {
        return a.file().equals(b.file()) && (a.line() < b.line() || a.line() == b.line() && a.column() < b.column());
    }
}
