package org.abistruct.schema;

import java.util.List;

/**
 * Replaces the calls of function-like macros in a GLSL {@code #if} or {@code #elif} before {@link IfCondition} reads
 * it, as glslang's preprocessor does ({@link GlslMacroExpansion}), so that {@code #define F(x) x} makes
 * {@code #if F(1)} decided, and {@code #define F(x) 1 ' x} makes {@code #if F(1)} refused where glslang surely
 * evaluates it ("bad expression"), as a {@code '} written there is, and so does a {@code defined} that a call puts there.
 * Where the file may define a macro of the condition in several ways, the condition is left undecided.
 */
final class GlslConditionCalls {
    private GlslConditionCalls() {
    }

    /**
     * {@code condition} (the tokens after {@code #if}) with its function-like macros' calls replaced; itself when it
     * calls none; null when this file does not decide what they are replaced by.
     *
     * @param surely whether glslang surely evaluates it: then a call it refuses is an error here
     * @throws SchemaException for a call glslang refuses, where it surely evaluates the condition
     */
    static List<Token> replace(Token directive, List<Token> condition, Macros macros, int codeIndex, Branches path,
            boolean surely) {
        boolean calls = false;
        for (Token t : condition) {
            calls |= t.isIdentifier() && macros.mentioned(t.text()) && macros.possibilities(t.text(), codeIndex, path)
                    .values().stream().anyMatch(d -> d != null && d.functionLike());
        }
        if (!calls) {
            return condition;
        }
        var world = new GlslMacroExpansion.World(name -> macros.mentioned(name)
                ? macros.possibilities(name, codeIndex, path).values() : List.of(), List.of());
        GlslMacroExpansion.Outcome outcome;
        try {
            outcome = new GlslMacroExpansion(world, GlslMacroExpansion.MAX_TOKENS, true).expand(condition, true);
        } catch (GlslMacroExpansion.TooLong e) {
            return null;
        }
        if (!world.branchingNames.isEmpty()) {
            return null;
        }
        if (outcome.problem() != null) {
            if (surely) {
                throw new SchemaException(directive.position(), "#" + directive.text() + ": "
                        + outcome.problem().message());
            }
            return null;
        }
        for (GlslMacroExpansion.Piece p : outcome.pieces()) {
            if (p.token().is("defined") && p.use() != null) {
                if (!surely) {
                    return null;
                }
                throw new SchemaException(directive.position(), "#" + directive.text() + ": '" + p.use().text()
                        + "' is replaced here by 'defined' (the #define " + p.from().where() + "), which glslang"
                        + " refuses (\"cannot use in preprocessor expression when expanded from macros\")");
            }
        }
        return outcome.pieces().stream().map(GlslMacroExpansion.Piece::token).toList();
    }
}
