package org.abistruct.schema;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An enum declared again with a fixed underlying type (C23) that is a {@code <stdint.h>} or {@code <stddef.h>} name,
 * against clang {@code -std=c2x} with each target's own headers, as {@link TypedefTargetTypesClangTest} does for
 * typedefs: {@code int64_t} is {@code long} on LP64 Linux and {@code long long} on Windows, 32-bit targets and Apple's,
 * so {@code enum E : long long; enum E : int64_t;} is valid for some targets and refused for the others, at the
 * second {@code E} ("enumeration redeclared with different underlying type"). The schema compared the two by their
 * layout, taking that file under every ABI and refusing {@code enum E : int64_t; enum E : long;} under every ABI. It
 * now takes such a file and refuses a member of the enum where it is used, naming the ABIs it is valid for: each must
 * be one this target's compiler takes the file for. A redeclaration with the same type, or another, under every
 * target is taken, or refused, as clang does.
 */
class EnumTargetTypesClangTest {
    /** A redeclaration of {@code E} valid under some targets only (on one line: the line of a member follows). */
    private static final List<String> SOME_TARGETS = List.of(
            "enum E : long long; enum E : int64_t;",
            "enum E : int64_t; enum E : long;",
            "enum E : long; enum E : int64_t;",
            "enum E : unsigned long long; enum E : uint64_t;",
            "enum E : unsigned long; enum E : size_t;",
            "enum E : unsigned long long; enum E : size_t;",
            "enum E : unsigned int; enum E : size_t;",
            "enum E : int; enum E : intptr_t;",
            "enum E : long; enum E : ptrdiff_t;",
            "enum E : int64_t; enum E : intptr_t;",
            "enum E : uint64_t; enum E : size_t;",
            "enum E : int64_t { A }; enum E : long long;",
            "enum E : long long; enum E : int64_t { A = 1 };",
            "typedef int64_t T; enum E : T; enum E : long;");

    /** Refused under every target. */
    private static final List<String> REFUSED = List.of(
            "enum E : int; enum E : int64_t;",
            "enum E : unsigned long; enum E : int64_t;",
            "enum E : long; enum E : uint64_t;",
            "enum E : int; enum E : size_t;",
            "enum E : char; enum E : int8_t;",
            "enum E : long; enum E : long long;",
            "enum E : int64_t { A }; enum E : int64_t { B };");

    /** Taken under every target. */
    private static final List<String> TAKEN = List.of(
            "enum E : int64_t; enum E : int64_t { A };\nstruct H { enum E e; };",
            "enum E : size_t; enum E : uintptr_t;\nstruct H { enum E e; };",
            "enum E : ptrdiff_t; enum E : intptr_t;",
            "enum E : int; enum E : int32_t;",
            "enum E : signed char; enum E : int8_t { A };\nstruct H { enum E e; };",
            "typedef long long L; enum E : L; enum E : long long { A };\nstruct H { enum E e; };",
            "typedef const int C; enum E : C; enum E : int { A };\nstruct H { enum E e; };");

    private static final TargetDependentCases CASES = new TargetDependentCases(SOME_TARGETS, REFUSED, TAKEN, 'E',
            "\nstruct H { enum E e; };", "\nstruct H { enum E *p; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.TargetDependentCases#clangTargets")
    void theSchemaTakesWhatClangTakesAndRefusesWhereUsedWhatDependsOnTheTarget(String triple, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        CASES.check(dir, TargetDependentCases.withHeaders("clang", "-target", triple, "-std=c2x", "-fsyntax-only",
                "-w"), abiId);
    }
}
