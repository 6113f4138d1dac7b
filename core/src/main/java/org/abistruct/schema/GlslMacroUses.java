package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * Follows the code of a GLSL file as glslang's preprocessor hands it to its parser, and refuses there what glslang
 * refuses in code: a {@code '} ("character literals not supported"), a string literal where the extension that allows
 * one is off ({@link GlslExtensionUses}), a {@code #} after other tokens on its line, and a character the lexer cannot
 * read. The schema replaces no macro in the code it reads, but here the file's macros, object-like and function-like,
 * are replaced as glslang replaces them ({@link GlslMacroExpansion}), so what they put in the code is refused at their
 * use ({@code #define Q 'a'} then {@code float x = Q;}, or {@code #define F(x) x} then {@code F(')}), and what
 * they drop is not ({@code #define F(x) 1} then {@code F(')}, glslang's {@code -E} giving {@code 1}). A macro the
 * file may define in several ways here is refused if any of them would be. A call glslang refuses is refused too: with
 * too few or too many arguments, not closed before the end of the file, or with a directive inside it (or between the
 * name and its {@code (}).
 * <p>
 * Tokens are taken one at a time ({@link #check}); a run that starts at a macro is held until it is known where its
 * calls end.
 */
final class GlslMacroUses {
    private final Macros macros;
    private final GlslExtensionUses extensionUses;
    /** The tokens held since a macro's name, and where the first was. */
    private final List<Token> held = new ArrayList<>();
    private int heldAt;
    private Branches heldPath;
    /**
     * Whether the held tokens end inside a call's arguments, and the parentheses opened less closed since that was
     * found: until a {@code )} closes one open then, the call cannot end, and replacing them again would make a long
     * call quadratic.
     */
    private boolean callOpen;
    private int balanceSince;

    GlslMacroUses(Macros macros, GlslExtensionUses extensionUses) {
        this.macros = macros;
        this.extensionUses = extensionUses;
    }

    /**
     * Takes {@code t}, a code token the preprocessor reaches before the code token {@code codeIndex} under
     * {@code path}, or the end token.
     *
     * @throws SchemaException where glslang refuses what reaches its parser
     */
    void check(Token t, int codeIndex, Branches path) {
        if (t.is("#")) {
            throw new SchemaException(t.position(), "unexpected '#' after other tokens on its line, which glslang"
                    + " refuses (\"preprocessor directive cannot be preceded by another token\")");
        }
        if (held.isEmpty()) {
            if (t.isEnd()) {
                return;
            }
            if (!t.isIdentifier() || !macros.mentioned(t.text())) {
                refuseIfGlslangDoes(GlslMacroExpansion.Piece.written(t), false);
                return;
            }
            heldAt = codeIndex;
            heldPath = path;
        }
        if (!t.isEnd()) {
            held.add(t);
            if (callOpen) {
                balanceSince += t.is("(") ? 1 : t.is(")") ? -1 : 0;
                if (balanceSince >= 0) {
                    return;
                }
            }
        }
        replace(t.isEnd());
    }

    /**
     * Refuses a directive at {@code hash} while a call is held: glslang reads its arguments, or looks for its
     * {@code (}, through the line.
     */
    void directive(Token hash) {
        if (!held.isEmpty()) {
            Token name = held.getFirst();
            throw new SchemaException(hash.position(), "a directive where glslang still reads the macro call that"
                    + " begins with '" + name.text() + "' at line " + name.position().line() + " (its arguments, or"
                    + " the '(' it may take), which it refuses (\"unexpected '#'\" in the arguments, \"preprocessor"
                    + " directive cannot be preceded by another token\" before the '(')");
        }
    }

    /** Replaces the held tokens in every way the file may define their macros; keeps them while a call may go on. */
    private void replace(boolean atEnd) {
        Readings readings;
        try {
            readings = readings(atEnd, true);
        } catch (GlslMacroExpansion.Collapsed e) {
            readings = readings(atEnd, false);
        }
        if (readings == null) {
            return; // the next token may go on with the call
        }
        List<GlslMacroExpansion.Outcome> outcomes = readings.outcomes();
        boolean several = readings.several();
        held.clear();
        callOpen = false;
        for (GlslMacroExpansion.Outcome outcome : outcomes) {
            if (outcome.problem() != null) {
                throw new SchemaException(outcome.problem().at().position(), outcome.problem().message()
                        + (several ? "; the file may define the macros here in several ways, and one does this" : ""));
            }
            for (GlslMacroExpansion.Piece p : outcome.pieces()) {
                try {
                    refuseIfGlslangDoes(p, several);
                } catch (SchemaException e) {
                    if (!several || p.use() != null) {
                        throw e;
                    }
                    // reworded, it is still about what it was about (an unexpected character, for the CLI's advice)
                    throw e.reworded(e.reason() + "; the file may define the macros here in several ways, and one"
                            + " keeps it in the code");
                }
            }
        }
    }

    /** The held tokens replaced in each way the file may define their macros, and whether there are several. */
    private record Readings(List<GlslMacroExpansion.Outcome> outcomes, boolean several) {
    }

    /**
     * The held tokens replaced in every way the file may define their macros, inert ways merged if {@code merge}
     * ({@link GlslMacroExpansion.World}); null while a call may go on.
     *
     * @throws GlslMacroExpansion.Collapsed where merged ways must be read apart
     */
    private Readings readings(boolean atEnd, boolean merge) {
        int budget = GlslMacroExpansion.MAX_TOKENS;
        List<Integer> choices = List.of();
        var outcomes = new ArrayList<GlslMacroExpansion.Outcome>();
        boolean several = false;
        while (choices != null) {
            var world = new GlslMacroExpansion.World(name -> macros.mentioned(name)
                    ? macros.possibilities(name, heldAt, heldPath).values() : List.of(), choices,
                    merge ? macros::mentioned : null);
            var expansion = new GlslMacroExpansion(world, budget);
            GlslMacroExpansion.Outcome outcome;
            try {
                outcome = expansion.expand(held, atEnd);
            } catch (GlslMacroExpansion.TooLong e) {
                throw new SchemaException(held.getFirst().position(), "the macros from '" + held.getFirst().text()
                        + "' on make more than " + GlslMacroExpansion.MAX_TOKENS + " tokens, in the ways this file"
                        + " may define them, more than this reader follows");
            }
            budget = expansion.budgetLeft();
            if (outcome.needsMore()) {
                callOpen = outcome.callOpen();
                balanceSince = 0;
                return null;
            }
            outcomes.add(outcome);
            several |= !world.branchingNames.isEmpty();
            choices = world.nextChoices();
        }
        return new Readings(outcomes, several);
    }

    /** Refuses {@code p} if glslang refuses it in code; {@code may} when it comes from one of several readings. */
    private void refuseIfGlslangDoes(GlslMacroExpansion.Piece p, boolean may) {
        Token t = p.token();
        boolean apostrophe = GlslMacroExpansion.isApostrophe(t);
        if (p.use() == null) { // written in the code
            if (Lexer.isRefused(t)) {
                throw Lexer.refusal(t);
            }
            extensionUses.checkCode(t);
            return;
        }
        List<String> via = p.via();
        String replaced = "'" + p.use().text() + "' " + (may ? "may be" : "is") + " replaced here by "
                + (via.size() > 1 ? "'" + via.getLast() + "' and that by " : "");
        String where = " (the #define " + p.from().where() + ")";
        if (apostrophe) {
            throw new SchemaException(p.use().position(), replaced + "a '" + where + ", which glslang refuses in code"
                    + " (\"character literals not supported\")");
        }
        if (t.is("#")) {
            throw new SchemaException(p.use().position(), replaced + "a '#'" + where + ", which glslang refuses in"
                    + " code (it has no # or ## operator left there)");
        }
        if (t.kind() == TokenKind.STRING) {
            extensionUses.checkString(p.use(), replaced + "a string literal" + where);
        }
    }
}
