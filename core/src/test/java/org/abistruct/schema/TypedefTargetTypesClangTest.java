package org.abistruct.schema;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A typedef name declared again with a {@code <stdint.h>} or {@code <stddef.h>} name, against clang and gcc with
 * each target's own headers ({@code -ffreestanding}, so that no C library is needed): {@code int64_t} is
 * {@code long} on LP64 Linux and {@code long long} on Windows, 32-bit targets and Apple's, so
 * {@code typedef long I; typedef int64_t I;} is valid for some targets and refused for the others, at the second
 * {@code I}; the schema took {@code int64_t} for {@code long long} everywhere. Read once for every ABI, the schema
 * takes such a file, as a plain {@code char} value only one signedness holds, and refuses a member of the type where
 * it is used, naming the ABIs it is valid for: each must be one this target's compiler takes the file for. A
 * redefinition that is the same type, or another, under every target is taken, or refused, as the compilers do.
 */
class TypedefTargetTypesClangTest {
    /** A redefinition of {@code I} valid under some targets only (on one line: the line of a member follows). */
    private static final List<String> SOME_TARGETS = List.of(
            "typedef long I; typedef int64_t I;",
            "typedef long long I; typedef int64_t I;",
            "typedef unsigned long I; typedef uint64_t I;",
            "typedef unsigned long long I; typedef uint64_t I;",
            "typedef unsigned long I; typedef size_t I;",
            "typedef unsigned long long I; typedef size_t I;",
            "typedef unsigned int I; typedef size_t I;",
            "typedef long I; typedef ptrdiff_t I;",
            "typedef int I; typedef intptr_t I;",
            "typedef long long I; typedef intptr_t I;",
            "typedef unsigned long I; typedef uintptr_t I;",
            "typedef int64_t I; typedef intptr_t I;",
            "typedef uint64_t I; typedef size_t I;",
            "typedef long *I; typedef int64_t *I;",
            "typedef int64_t I[2]; typedef long long I[2];");

    /** Refused under every target. */
    private static final List<String> REFUSED = List.of(
            "typedef int I; typedef int64_t I;",
            "typedef unsigned long I; typedef int64_t I;",
            "typedef long I; typedef uint64_t I;",
            "typedef int I; typedef size_t I;",
            "typedef char I; typedef int8_t I;",
            "typedef const int64_t I; typedef int64_t I;");

    /** Taken under every target. */
    private static final List<String> TAKEN = List.of(
            "typedef int64_t I; typedef int64_t I;",
            "typedef size_t I; typedef uintptr_t I;",
            "typedef ptrdiff_t I; typedef intptr_t I;",
            "typedef int I; typedef int32_t I;",
            "typedef unsigned short I; typedef uint16_t I;",
            "typedef signed char I; typedef int8_t I;",
            "typedef int64_t I; typedef I J; typedef int64_t J;\nstruct H { I i; J j; };");

    private static final TargetDependentCases CASES = new TargetDependentCases(SOME_TARGETS, REFUSED, TAKEN, 'I',
            "\nstruct H { I i; };", "\nstruct H { I *p; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.TargetDependentCases#clangTargets")
    void theSchemaTakesWhatClangTakesAndRefusesWhereUsedWhatDependsOnTheTarget(String triple, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        CASES.check(dir, TargetDependentCases.withHeaders("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-w"), abiId);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            -m64, x86_64-sysv
            -m32, i386-sysv
            """)
    void gccToo(String machine, String abiId) throws Exception {
        Oracle.require("gcc", "gcc");
        CASES.check(dir, TargetDependentCases.withHeaders("gcc", machine, "-std=c11", "-fsyntax-only", "-w"), abiId);
    }
}
