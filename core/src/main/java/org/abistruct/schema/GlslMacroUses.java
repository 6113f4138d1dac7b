package org.abistruct.schema;

import java.util.HashSet;
import java.util.Set;

/**
 * Refuses a name in GLSL code that glslang would replace there by a token it refuses in code: a {@code '}
 * ("character literals not supported"), or a string literal where the extension that allows one is off
 * ({@link GlslExtensionUses}). The schema replaces no macro in code, so the file's own object-like macros are looked
 * into, and those in their replacements, as they stand at the use; a function-like macro, replaced only before a
 * {@code (}, is not. A macro the file may define differently here is refused if any definition would be.
 */
final class GlslMacroUses {
    private final Macros macros;
    private final GlslExtensionUses extensionUses;

    GlslMacroUses(Macros macros, GlslExtensionUses extensionUses) {
        this.macros = macros;
        this.extensionUses = extensionUses;
    }

    /**
     * Refuses {@code use}, a code token before the code token {@code codeIndex} under {@code path}, if it is a macro
     * whose replacement glslang refuses in code.
     *
     * @throws SchemaException at the use
     */
    void check(Token use, int codeIndex, Branches path) {
        if (use.isIdentifier() && macros.mentioned(use.text())) {
            check(use, use.text(), codeIndex, path, new HashSet<>());
        }
    }

    private void check(Token use, String name, int codeIndex, Branches path, Set<String> seen) {
        if (!seen.add(name) || !macros.mentioned(name)) {
            return;
        }
        var possible = macros.possibilities(name, codeIndex, path).values();
        for (Macros.Definition d : possible) {
            if (d == null || d.functionLike()) {
                continue;
            }
            // a conditional this file does not decide may define it otherwise, or not
            String replaced = "'" + use.text() + "' " + (possible.size() > 1 ? "may be" : "is") + " replaced here by "
                    + (name.equals(use.text()) ? "" : "'" + name + "' and that by ");
            for (Token r : d.replacement()) {
                if (r.is("'")) {
                    throw new SchemaException(use.position(), replaced + "a ' (the #define " + d.where() + "), which"
                            + " glslang refuses in code (\"character literals not supported\")");
                }
                if (r.kind() == TokenKind.STRING) {
                    extensionUses.checkString(use, replaced + "a string literal (the #define " + d.where() + ")");
                }
                if (r.isIdentifier()) {
                    check(use, r.text(), codeIndex, path, seen);
                }
            }
        }
    }
}
