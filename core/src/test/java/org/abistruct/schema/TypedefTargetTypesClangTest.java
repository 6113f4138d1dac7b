package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    private static final String MEMBER = "\nstruct H { I i; };";
    private static final String POINTER = "\nstruct H { I *p; };";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            i386-pc-windows-msvc, i386-msvc
            aarch64-linux-gnu, aarch64
            arm64-apple-macos, aarch64-apple
            aarch64-pc-windows-msvc, aarch64-msvc
            arm-linux-gnueabihf, arm32
            riscv64-linux-gnu, riscv64
            powerpc64le-linux-gnu, ppc64le
            s390x-linux-gnu, s390x
            """)
    void theSchemaTakesWhatClangTakesAndRefusesWhereUsedWhatDependsOnTheTarget(String triple, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        check(withHeaders("clang", "-target", triple, "-std=c11", "-fsyntax-only", "-Wno-everything"), abiId);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            -m64, x86_64-sysv
            -m32, i386-sysv
            """)
    void gccToo(String machine, String abiId) throws Exception {
        Oracle.require("gcc", "gcc");
        check(withHeaders("gcc", machine, "-std=c11", "-fsyntax-only", "-w"), abiId);
    }

    private static List<String> withHeaders(String... command) {
        var full = new ArrayList<>(List.of(command));
        full.addAll(List.of("-ffreestanding", "-include", "stdint.h", "-include", "stddef.h"));
        return full;
    }

    private void check(List<String> compiler, String abiId) throws Exception {
        Abi abi = Abi.of(abiId);
        var verdicts = FirstErrors.each(dir, compiler, abi, Stream.of(REFUSED, TAKEN).flatMap(List::stream).toList());
        assertThat(verdicts.schema()).as("where the schema and " + compiler + " refuse each case")
                .isEqualTo(verdicts.compiler());
        REFUSED.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isNotEmpty());
        TAKEN.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
        for (String c : SOME_TARGETS) {
            // the compiler takes the file, member and all, or refuses it at the second I
            String compiled = FirstErrors.compiler(dir, compiler, c + MEMBER + "\n");
            assertThat(compiled).as(c).isIn("", "1:" + (c.lastIndexOf('I') + 1));
            assertThat(FirstErrors.schema(c + "\n", abi)).as(c).isEmpty();
            assertThat(FirstErrors.schema(c + POINTER + "\n", abi)).as(c + POINTER).isEmpty();
            assertThat(FirstErrors.schema(c + MEMBER + "\n", abi)).as(c + MEMBER).isEqualTo("2:12");
            String reason = FirstErrors.schemaReason(c + MEMBER + "\n", abi);
            assertThat(validUnder(reason).contains(abiId)).as(reason + "\nnames " + abiId + ", where " + compiler
                    + " refuses it at '" + compiled + "'").isEqualTo(compiled.isEmpty());
        }
    }

    /** The ABIs the schema's message says a case is valid for: those listed after "only under". */
    private static List<String> validUnder(String reason) {
        int from = reason.indexOf(" only under ") + " only under ".length();
        return List.of(reason.substring(from, reason.indexOf(" (", from)).split(", "));
    }
}
