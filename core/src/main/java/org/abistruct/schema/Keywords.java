package org.abistruct.schema;

import java.util.Set;

/** The words the schema language treats specially: reserved C keywords and the qualifiers it ignores. */
final class Keywords {
    private Keywords() {
    }

    /** C keywords: never a type or member name. */
    static final Set<String> RESERVED = Set.of(
            "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
            "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
            "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
            "volatile", "while", "_Bool", "_Complex", "_Alignas", "_Alignof", "_Atomic", "_Static_assert",
            "_Noreturn", "_Thread_local", "alignas", "alignof", "bool", "static_assert", "thread_local",
            "typeof", "true", "false", "nullptr", "__attribute__", "__attribute", "__declspec", "__restrict",
            "__restrict__", "__const", "__volatile__", "__extension__", "__cdecl", "__stdcall", "__fastcall",
            "__thiscall", "__vectorcall", "__regcall", "__pascal");

    /**
     * The calling-convention keywords clang reads under every target (it warns, and ignores one, where the target has no
     * such convention): they stand where a qualifier may, and say how a function is called, never how a struct is laid
     * out (a pointer to a function is pointer-sized whatever its convention). MSVC's single-underscore spellings
     * ({@code _stdcall}) are keywords under Microsoft targets only, and ordinary names elsewhere, so they are not here.
     */
    static final Set<String> CALLING_CONVENTIONS = Set.of(
            "__cdecl", "__stdcall", "__fastcall", "__thiscall", "__vectorcall", "__regcall", "__pascal");

    /**
     * MSVC's single-underscore spellings of calling conventions ({@code _stdcall}), keywords to clang's Microsoft
     * targets only: its other targets, and GCC, read them as names.
     */
    static final Set<String> MSVC_CONVENTION_SPELLINGS = Set.of(
            "_cdecl", "_stdcall", "_fastcall", "_thiscall", "_vectorcall");

    /**
     * C type qualifiers, and GNU's {@code __extension__} (which only silences pedantic warnings, and stands in
     * the same places in preprocessed system headers): always skipped wherever a qualifier may stand.
     */
    static final Set<String> C_QUALIFIERS = Set.of(
            "const", "volatile", "restrict", "__restrict", "__restrict__", "__const", "__volatile__", "__extension__");

    /**
     * GLSL precision, interpolation and memory qualifiers and OpenCL address spaces. They are not C
     * keywords, so one is skipped only where a type or declarator follows it ({@code int flat;} still
     * declares a member called {@code flat}).
     */
    static final Set<String> SOFT_QUALIFIERS = Set.of(
            "highp", "mediump", "lowp", "flat", "smooth", "noperspective", "centroid", "sample", "patch",
            "invariant", "precise", "coherent", "readonly", "writeonly", "nonuniformEXT",
            "global", "__global", "local", "__local", "constant", "__constant", "private", "__private",
            "generic", "__generic");

    /** MSVC's sized integer types, type words that a portable header may also typedef for other compilers. */
    static final Set<String> MSVC_SIZED_INTEGERS = Set.of("__int8", "__int16", "__int32", "__int64");

    /**
     * The C words that combine into a built-in type: {@code unsigned long int}. GCC's and clang's {@code __int128} is a
     * keyword, unlike MSVC's sized integers, so a header cannot typedef it.
     */
    static final Set<String> C_TYPE_WORDS = Set.of(
            "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool",
            "__int8", "__int16", "__int32", "__int64", "__int128");

    /**
     * C++ keywords that begin a declaration C has no form of, names to C: where one is an unknown type, the file is C++,
     * which the schema does not read.
     */
    static final Set<String> CPP_DECLARATION_WORDS = Set.of(
            "class", "namespace", "template", "typename", "using", "public", "private", "protected", "virtual",
            "friend", "mutable", "explicit", "operator");

    static boolean isStructKeyword(Token t) {
        return t.is("struct") || t.is("union");
    }
}
