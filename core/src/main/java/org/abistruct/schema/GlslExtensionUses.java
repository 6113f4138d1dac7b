package org.abistruct.schema;

import java.util.List;

/**
 * Refuses, in a GLSL file, what glslang takes only with an extension on ({@link GlslExtensions}), where the file
 * reaches it ("required extension not requested"): a string literal in code (without {@code GL_EXT_debug_printf} or
 * {@code GL_EXT_spirv_intrinsics}), {@code #include} (without {@code GL_GOOGLE_include_directive}), and a file name
 * in {@code #line} (without {@code GL_GOOGLE_cpp_style_line_directive} or {@code GL_GOOGLE_include_directive}). With
 * the extension on, the file is read as before: an {@code #include} as if the file it names defined nothing.
 */
final class GlslExtensionUses {
    private final GlslExtensions extensions;

    GlslExtensionUses(GlslExtensions extensions) {
        this.extensions = extensions;
    }

    /**
     * Refuses a string literal in code.
     *
     * @throws SchemaException at it
     */
    void checkCode(Token t) {
        if (t.kind() == TokenKind.STRING) {
            checkString(t, "a string literal");
        }
    }

    /**
     * Refuses {@code what}, a string literal in code at {@code at} (or one a macro there stands for).
     *
     * @throws SchemaException at {@code at}
     */
    void checkString(Token at, String what) {
        Boolean lifted = extensions.either(GlslExtensions.DEBUG_PRINTF, GlslExtensions.SPIRV_INTRINSICS);
        refuseUnless(lifted, at, what + ", which glslang refuses in code without #extension "
                + GlslExtensions.DEBUG_PRINTF + " or " + GlslExtensions.SPIRV_INTRINSICS, "either");
    }

    /**
     * Refuses an {@code #include} line, or a {@code #line} line with a file name (its tokens after the {@code #}).
     *
     * @throws SchemaException at the {@code include} or the file name
     */
    void checkDirective(List<Token> line) {
        Token keyword = line.getFirst();
        if (keyword.is("include")) {
            refuseUnless(extensions.on(GlslExtensions.INCLUDE_DIRECTIVE), keyword, "#include, which glslang refuses"
                    + " without #extension " + GlslExtensions.INCLUDE_DIRECTIVE, "it");
        } else if (keyword.is("line")) {
            line.stream().filter(t -> t.kind() == TokenKind.STRING).findFirst().ifPresent(name -> refuseUnless(
                    extensions.on(GlslExtensions.CPP_STYLE_LINE_DIRECTIVE), name, "a file name in #line, which glslang"
                            + " refuses without #extension " + GlslExtensions.CPP_STYLE_LINE_DIRECTIVE + " (or "
                            + GlslExtensions.INCLUDE_DIRECTIVE + ")", "it"));
        }
    }

    private static void refuseUnless(Boolean lifted, Token at, String what, String extension) {
        if (!Boolean.TRUE.equals(lifted)) {
            throw new SchemaException(at.position(), what + " (\"required extension not requested\")"
                    + GlslExtensions.undecided(lifted, extension));
        }
    }
}
