package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An {@code alignas} that asks a member for less than its type's alignment, against clang: the schema must refuse
 * exactly the declarations clang refuses under each target, at the place clang names (the {@code _Alignas}), since
 * the type's alignment depends on the ABI ({@code _Alignas(4) long} is fine where {@code long} is 4 bytes). An
 * attribute asking for less is ignored, the largest alignment on the declaration counts, a typedef's alignment is
 * the type's, and an {@code _Alignas} on a bitfield is refused under every ABI. On an x86-64 host gcc refuses the
 * same lines, and two more, which clang takes: an alignas below an anonymous member's alignment, and one that an
 * {@code aligned} attribute on the same declaration raises.
 */
class AlignasClangTest {
    private static final String PRELUDE = """
            typedef int int2a __attribute__((aligned(2)));
            typedef int int8a __attribute__((aligned(8)));
            typedef int pairI[2] __attribute__((aligned(1)));
            struct WithDouble { double d; };
            struct __attribute__((packed)) Packed { char c; int i; };
            """;

    /** One struct each, refused or not; a declaration may take more than one line. */
    private static final List<String> CASES = List.of(
            "struct L1 { char c; _Alignas(2) int x; };",
            "struct L2 { char c; _Alignas(4) long l; };",
            "struct L3 { char c; _Alignas(4) double d; };",
            "struct L4 { char c; _Alignas(4) long long q; };",
            "struct L5 { char c; _Alignas(4) int *p; };",
            "struct L6 { char c; _Alignas(8) long double ld; };",
            "struct L7 { char c; _Alignas(2) int a[3]; };",
            "struct L8 { char c; _Alignas(2) struct { int q; } s; };",
            "struct L9 { char c; _Alignas(4) struct WithDouble w; };",
            "struct L10 { char c; _Alignas(2) int m1, m2; };",
            "struct L11 { char c; int _Alignas(2) x; };",
            "union L12 { char c; _Alignas(2) int x; };",
            "#pragma pack(push, 1)\nstruct L13 { char c; _Alignas(2) int x; };\n#pragma pack(pop)",
            // clang refuses it at the last alignas
            "struct L14 { char c; _Alignas(1) _Alignas(2) int x; };",
            "struct K1 { char c; __attribute__((aligned(2))) int x; };",
            "struct K2 { char c; int x __attribute__((aligned(2))); };",
            "struct K3 { char c; _Alignas(2) int2a x; };",
            "struct K4 { char c; _Alignas(4) int8a x; };",
            "struct K5 { char c; _Alignas(2) int2a x[3]; };",
            "struct K6 { char c; _Alignas(1) char y; _Alignas(0) int z; };",
            "struct K7 { char c; _Alignas(8) _Alignas(2) int m; };",
            "struct K8 { char c; _Alignas(2) pairI p; };",
            "struct K9 { char c; _Alignas(2) struct Packed pk; };",
            "struct K10 { char c; _Alignas(16) double d; };",
            "struct B1 { char c; _Alignas(2) int x : 3; };",
            "struct B2 { char c; _Alignas(8) int : 0; char d; };",
            "struct B3 { char c; _Alignas(8) int y : 4; };",
            // gcc refuses these two; clang takes them, the first aligned to 8, the second with the member's own 4
            "struct G1 { char c; _Alignas(2) int x __attribute__((aligned(8))); };",
            "struct G2 { char c; _Alignas(2) struct { int q; }; };");
    private static final Set<String> ONLY_GCC_REFUSES = Set.of("G1", "G2");
    private static final Pattern ERROR = Pattern.compile("^c\\.c:(\\d+):(\\d+): error: ");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            i686-pc-windows-msvc, i386-msvc
            aarch64-linux-gnu, aarch64
            armv7a-linux-gnueabihf, arm32
            """)
    void theSchemaRefusesTheAlignasClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Set<String> engine = engineErrors(Abi.of(abiId), false);
        Set<String> clang = compilerErrors(List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-ferror-limit=0", "-w"), true);

        assertThat(engine).as("line:column of the alignas errors under " + abiId + " (clang: " + triple + ")")
                .isEqualTo(clang);
        assertThat(engine).contains(positionOf("L1"), positionOf("B2"));
        if (abiId.equals("x86_64-sysv") && Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            Set<String> gccLines = compilerErrors(List.of("gcc", "-std=c11", "-fsyntax-only", "-w"), false);
            var expected = new TreeSet<>(engineErrors(Abi.of(abiId), true));
            ONLY_GCC_REFUSES.forEach(name -> expected.add(lineOf(name)));
            assertThat(gccLines).as("lines gcc refuses").isEqualTo(expected);
        }
    }

    /** Where the schema refuses each case, {@code line:column} (the line alone with {@code linesOnly}). */
    private static Set<String> engineErrors(Abi abi, boolean linesOnly) {
        var errors = new TreeSet<String>();
        int line = lineCount(PRELUDE) + 1;
        for (String c : CASES) {
            String text = PRELUDE + "\n".repeat(line - 1 - lineCount(PRELUDE)) + c + "\n";
            try {
                for (StructType type : SchemaParser.parse("c.c", text).types()) {
                    abi.layout(type);
                }
            } catch (AbiStructException e) {
                assertThat(e.position().line()).as(e.getMessage()).isBetween(line, line + lineCount(c));
                errors.add(linesOnly ? String.valueOf(e.position().line())
                        : e.position().line() + ":" + e.position().column());
                if (!linesOnly) {
                    assertThat(e.reason()).containsAnyOf("C11 6.7.5p4", "cannot be applied to");
                }
            }
            line += lineCount(c) + 1;
        }
        return errors;
    }

    /** The errors the compiler reports for the whole file, {@code line:column}, or the lines alone. */
    private Set<String> compilerErrors(List<String> command, boolean withColumns) throws Exception {
        Files.writeString(dir.resolve("c.c"), PRELUDE + String.join("\n", CASES) + "\n");
        var full = new ArrayList<>(command);
        full.add("c.c");
        Oracle.Run run = Oracle.run(dir, full, 60);
        var errors = new TreeSet<String>();
        for (String l : run.stderr().lines().toList()) {
            Matcher m = ERROR.matcher(l);
            if (m.find()) {
                errors.add(withColumns ? m.group(1) + ":" + m.group(2) : m.group(1));
            }
        }
        assertThat(run.exitCode() != 0).as("exit status against the errors: " + run.stderr()).isEqualTo(!errors.isEmpty());
        return errors;
    }

    /** The {@code line:column} of the {@code _Alignas} in the case declaring {@code name}. */
    private static String positionOf(String name) {
        String c = CASES.stream().filter(s -> s.contains(" " + name + " ")).findFirst().orElseThrow();
        int inCase = c.lastIndexOf('\n', c.indexOf("_Alignas"));
        return lineOf(name) + ":" + (c.indexOf("_Alignas") - inCase);
    }

    /** The line of the declaration of {@code name} in the file. */
    private static String lineOf(String name) {
        int line = lineCount(PRELUDE) + 1;
        for (String c : CASES) {
            String[] lines = c.split("\n");
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].contains(" " + name + " ")) {
                    return String.valueOf(line + i);
                }
            }
            line += lineCount(c) + 1;
        }
        throw new IllegalArgumentException(name);
    }

    private static int lineCount(String text) {
        return (int) text.chars().filter(ch -> ch == '\n').count();
    }
}
