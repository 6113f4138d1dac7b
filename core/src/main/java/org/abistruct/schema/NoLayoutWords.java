package org.abistruct.schema;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Words that never change a layout, which headers and build flags often define as macros ({@code #define inline
 * __inline}, {@code -Dconst=}): a macro of one of them defined as nothing or as others of them may stand where the
 * schema reads the words as written ({@link CommandLineMacros}, {@link WrittenMacroUses}), since the compiler keeps
 * them keywords there; so may a macro of a C keyword as its other spelling ({@code #define bool _Bool}). A macro of any
 * other name is refused there even if it is empty: as a member name it would
 * vanish ({@code #define PK} then {@code int PK;} declares no member, clang's layout has none).
 */
final class NoLayoutWords {
    /** Keywords (or compilers' spellings of them) of C that qualify or store, but never size or align. */
    private static final Set<String> C = Set.of("inline", "__inline", "__inline__", "__forceinline", "static",
            "extern", "register", "_Noreturn", "const", "volatile", "restrict", "__restrict", "__restrict__", "__const",
            "__volatile__", "__extension__");
    /**
     * GLSL's qualifiers that never move a block member, keywords only in GLSL: in a C file they are names ({@code int
     * highp;}). glslang lays a buffer block out alike with or without each of the precision qualifiers,
     * {@code precise} and the memory qualifiers on a member; the interpolation and auxiliary qualifiers,
     * {@code invariant} and {@code const} it refuses on a uniform or buffer block member, so taking one away there
     * cannot change a layout it accepts ({@code GlslWrittenMacroUsesTest}).
     */
    private static final Set<String> GLSL = Set.of("highp", "mediump", "lowp", "precise", "invariant", "coherent",
            "volatile", "restrict", "readonly", "writeonly", "flat", "smooth", "noperspective", "centroid", "sample",
            "patch");

    /**
     * C23's keywords and the C11 spellings {@code <stdbool.h>}, {@code <stdalign.h>}, {@code <assert.h>} and
     * {@code <threads.h>} define them as ({@code #define bool _Bool}), which the schema reads alike.
     */
    private static final Map<String, String> C23_SPELLINGS = Map.of("bool", "_Bool", "alignas", "_Alignas", "alignof",
            "_Alignof", "static_assert", "_Static_assert", "thread_local", "_Thread_local");

    private NoLayoutWords() {
    }

    /** Whether {@code word}, in a C file, has a second spelling the schema reads alike ({@code bool}, {@code _Bool}). */
    static boolean hasSecondSpelling(String word, boolean glsl) {
        return !glsl && (C23_SPELLINGS.containsKey(word) || C23_SPELLINGS.containsValue(word));
    }

    /** Whether {@code word} changes no layout where it stands in a GLSL file ({@code glsl}) or a C file. */
    static boolean contains(String word, boolean glsl) {
        return C.contains(word) || glsl && GLSL.contains(word);
    }

    /**
     * Whether a macro named {@code name} with the replacement {@code replacement} (its tokens, no end token) only maps
     * a word that changes no layout to nothing or to such words.
     */
    static boolean onlyThese(String name, List<Token> replacement, boolean glsl) {
        return contains(name, glsl) && replacement.stream().allMatch(t -> contains(t.text(), glsl))
                || otherSpelling(name, replacement, glsl);
    }

    /** Whether, in a C file, a macro named {@code name} stands for the other spelling of its keyword, and only that. */
    private static boolean otherSpelling(String name, List<Token> replacement, boolean glsl) {
        if (!hasSecondSpelling(name, glsl) || replacement.size() != 1) {
            return false;
        }
        String other = replacement.getFirst().text();
        return other.equals(C23_SPELLINGS.get(name)) || name.equals(C23_SPELLINGS.get(other));
    }
}
