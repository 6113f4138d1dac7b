package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A typedef name declared again, against clang and gcc: C11 (6.7p3) allows it only with the same type, and
 * {@code char}, {@code signed char} and {@code unsigned char} are three types (6.2.5p15), as {@code int} and
 * {@code long} are two even where they have one size. So {@code typedef char C; typedef signed char C;} is refused
 * under every target, where {@code char} is signed (x86-64) and where it is not (AArch64), at the second {@code C}
 * ("typedef redefinition with different types"), as is an array of them and an enum redeclared with the other
 * underlying type (C23; clang only, as GCC 12 has no fixed underlying types). The schema took a plain {@code char}
 * for a {@code signed char} there. A redefinition with the same type, spelled otherwise ({@code signed} for
 * {@code int}, a typedef of {@code char} for {@code char}), stays taken. Each case is a file of its own.
 */
class TypedefRedefinitionClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "typedef char C; typedef signed char C;",
            "typedef signed char C;\ntypedef char C;",
            "typedef char C; typedef unsigned char C;",
            "typedef unsigned char C; typedef char C;",
            "typedef signed char C; typedef unsigned char C;",
            "typedef char C; typedef C D; typedef signed char D;",
            "typedef char S[4]; typedef signed char S[4];",
            "typedef char S[4]; typedef S T; typedef signed char T[4];",
            "typedef int I; typedef long I;",
            "typedef long I; typedef int I;",
            "typedef long long I; typedef long I;",
            "typedef unsigned long I; typedef unsigned long long I;",
            "typedef int I; typedef unsigned int I;");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "typedef int I; typedef int I;",
            "typedef int I; typedef signed I;",
            "typedef unsigned I; typedef unsigned int I;",
            "typedef long I; typedef long int I;",
            "typedef long long I; typedef signed long long int I;",
            "typedef char C; typedef char C;",
            "typedef signed char C; typedef signed char C;",
            "typedef unsigned char C; typedef unsigned char C;",
            "typedef char C; typedef C D; typedef char D;",
            "typedef char C; typedef C S[4]; typedef char S[4];\nstruct H { S s; C c; };");

    /** An enum redeclared with a fixed underlying type (C23): refused by clang. */
    private static final List<String> ENUMS_REFUSED = List.of(
            "enum E : char; enum E : signed char;",
            "enum E : signed char { A }; enum E : char;",
            "enum E : char; enum E : unsigned char;",
            "typedef char C; enum E : C; enum E : signed char;");

    /** ... and taken by clang. */
    private static final List<String> ENUMS_TAKEN = List.of(
            "enum E : char; enum E : char { A };",
            "typedef char C; enum E : C; enum E : char { A };\nstruct H { enum E e; };",
            "enum E : signed char; enum E : signed char { A };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} ({2})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, c11, x86_64-sysv
            x86_64-linux-gnu, c2x, x86_64-sysv
            x86_64-pc-windows-msvc, c11, x86_64-msvc
            i386-linux-gnu, c11, i386-sysv
            aarch64-linux-gnu, c11, aarch64
            aarch64-linux-gnu, c2x, aarch64
            """)
    void theSchemaRefusesTheRedefinitionsClangRefuses(String triple, String std, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, std), Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesTheEnumRedeclarationsClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), ENUMS_REFUSED, ENUMS_TAKEN);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"c11", "c2x"})
    void gccRefusesThemAtTheSamePlace(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        FirstErrors.positionsAgree(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"),
                REFUSED, TAKEN);
    }

    @Test
    void theMessageNamesTheTwoCharTypes() {
        assertThat(FirstErrors.schemaReason("typedef char C;\ntypedef signed char C;\n", Abi.of("x86_64-sysv")))
                .isEqualTo("duplicate type 'C' (first declared at c.c:1:14): char and signed char are distinct types,"
                        + " even where char is signed");
        assertThat(FirstErrors.schemaReason("typedef int I; typedef long I;", Abi.of("x86_64-msvc")))
                .isEqualTo("duplicate type 'I' (first declared at c.c:1:13)");
    }
}
