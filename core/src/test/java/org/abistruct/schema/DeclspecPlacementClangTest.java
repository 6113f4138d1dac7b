package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where a {@code __declspec(align(N))} may stand, against clang's Windows targets (and others with
 * {@code -fdeclspec}). MSVC's grammar has a {@code __declspec} only among a declaration's specifiers
 * ({@code __declspec( align( # ) ) declarator}; "placed after * or & and in front of the variable identifier" it is
 * ignored), and clang refuses one after a declarator's name ({@code typedef struct { ... } T
 * __declspec(align(16));}: "expected ';' after top level declarator", just after {@code T}) and one after a
 * {@code *}, a {@code ,} or a {@code (} inside a declarator (at the {@code __declspec}). The schema took them as
 * the declarator's alignment; it must refuse each at the place clang names, and take the neighbours clang takes.
 * Each case is a file of its own. gcc is no oracle here: for Linux it has no {@code __declspec} at all.
 */
class DeclspecPlacementClangTest {
    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "typedef struct { int x; } T __declspec(align(16));",
            "typedef struct Tag { int x; } T __declspec(align(16)), U;",
            "typedef struct { int x; } T1, T2 __declspec(align(16));",
            "typedef int I __declspec(align(16));",
            "typedef int A[4] __declspec(align(16));",
            "typedef int A, __declspec(align(16)) B;",
            "struct S { int x __declspec(align(16)); };",
            "struct S { int a[2] __declspec(align(16)); };",
            "struct S { int a : 3 __declspec(align(4)); };",
            "struct S { int a; int : 3 __declspec(align(4)); };",
            "struct S { int a __attribute__((aligned(4))) __declspec(align(8)); };",
            "struct S { int (*fp)(void) __declspec(align(8)); };",
            "struct S { char c; int * __declspec(align(16)) p; };",
            "struct S { void (* __declspec(align(8)) fp)(void); };",
            "struct S { int a, __declspec(align(16)) b; };",
            "int v __declspec(align(16));",
            "struct P { int x; } p __declspec(align(16));");

    /** Their neighbours, which clang takes. */
    private static final List<String> TAKEN = List.of(
            "typedef __declspec(align(16)) struct { int x; } T;",
            "typedef struct __declspec(align(16)) { int x; } T;",
            "typedef __declspec(align(16)) int I;",
            "typedef int __declspec(align(16)) I;",
            "struct S { __declspec(align(16)) int x; int __declspec(align(16)) y; };",
            "struct S { int __declspec(align(16)) *p; };",
            "__declspec(align(16)) int v;",
            "struct __declspec(align(16)) S { int x; };",
            "typedef struct Tag { int x; } __declspec(align(16)) T;");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1} ({2})")
    @CsvSource(textBlock = """
            x86_64-pc-windows-msvc, '', x86_64-msvc
            i686-pc-windows-msvc, '', i386-msvc
            aarch64-pc-windows-msvc, '', aarch64-msvc
            x86_64-linux-gnu, -fdeclspec, x86_64-sysv
            aarch64-linux-gnu, -fdeclspec, aarch64
            """)
    void theSchemaRefusesTheDeclspecClangRefuses(String triple, String option, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-Wno-everything"));
        if (!option.isEmpty()) {
            command.add(option);
        }
        var clang = new LinkedHashMap<String, String>();
        var schema = new LinkedHashMap<String, String>();
        for (String c : Stream.of(REFUSED, TAKEN).flatMap(List::stream).toList()) {
            clang.put(c, FirstErrors.compiler(dir, command, c + "\n"));
            schema.put(c, FirstErrors.schema(c + "\n", abi));
        }
        assertThat(schema).as("where the schema and clang (" + String.join(" ", command) + ") refuse each case")
                .isEqualTo(clang);
        REFUSED.forEach(c -> assertThat(clang.get(c)).as(c).isNotEmpty());
        TAKEN.forEach(c -> assertThat(clang.get(c)).as(c).isEmpty());
    }

    @Test
    void theMessageSaysWhereTheDeclspecGoes() {
        Abi abi = Abi.of("x86_64-msvc");
        String why = " (clang refuses it, and MSVC reads a __declspec only among the declaration specifiers, before"
                + " the declarators): ";
        assertThat(FirstErrors.schemaReason("typedef struct { int x; } T __declspec(align(16));", abi))
                .isEqualTo("__declspec cannot follow the declarator of 'T'" + why + "write it before the declarator");
        assertThat(FirstErrors.schemaReason("struct S { int a; int : 3 __declspec(align(4)); };", abi))
                .isEqualTo("__declspec cannot follow an unnamed bitfield" + why + "write it before the declarator");
        assertThat(FirstErrors.schemaReason("struct S { char c; int * __declspec(align(16)) p; };", abi))
                .isEqualTo("__declspec cannot be written inside a declarator, after '*'" + why + "write it before the"
                        + " type, in a declaration of its own if it is for one name");
    }
}
