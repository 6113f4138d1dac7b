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
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An enumerator whose value does not fit in its enum's fixed underlying type ({@code enum E : uint8_t { A = 256 };})
 * is an error at the enumerator, as clang makes it in C ({@code -std=c2x}; clang 14 reads the fixed type in every C
 * mode): the schema must refuse the enumerators clang refuses, at clang's place. It refuses two more, which C23 and
 * GCC refuse: a negative value in an unsigned type, which clang takes as a value that fits in as many bits
 * ({@code -1} is 255 in {@code uint8_t}). A plain {@code char} value that only one signedness holds, which clang
 * refuses or takes as the target's {@code char} is signed or not, the schema (read once for every ABI) refuses only
 * where it is used: at the enumerator it refuses only a value neither signedness holds.
 */
class FixedEnumRangeClangTest {
    /** The fixed-width types, as every target's {@code <stdint.h>} has them (on one line: the cases' lines follow). */
    private static final String PRELUDE = "typedef signed char int8_t; typedef unsigned char uint8_t; typedef short int16_t;"
            + " typedef unsigned short uint16_t; typedef unsigned uint32_t;\n";
    private static final List<String> CASES = List.of(
            "enum E1 : uint8_t { A1 = 256 };",
            "enum E2 : int8_t { A2 = 127, B2 };",
            "enum E3 : unsigned char { A3 = 255, B3 };",
            "enum E4 : unsigned short { A4 = 65536 };",
            "enum E5 : int16_t { A5 = -32769 };",
            "enum E6 : long long { A6 = 0x7FFFFFFFFFFFFFFF, B6 };",
            "enum E7 : uint16_t { A7 = 65535, B7 = 0 };",
            "enum E8 : uint8_t { A8 = 255 };",
            "enum E9 : int8_t { A9 = -128 };",
            "enum E10 : unsigned { A10 = 0xFFFFFFFF };",
            "enum E11 : uint8_t { A11 = -1 };",
            "enum E12 : char { A12 = 100, B12 = 200 };",
            "enum E13 : uint32_t { A13 = 0x100000000 };",
            "enum E14 : int { A14 = 0x7FFFFFFF, B14 };",
            "enum E15 : char { A15 = -1 };",
            "enum E16 : char { A16 = -129 };",
            "enum E17 : char { A17 = 256 };",
            "enum E18 : _Bool { A18 = 1, B18 };",
            "typedef char C19; enum E19 : C19 { A19 = 200 };",
            "typedef char C20; enum E20 : C20 { A20 = 256 };");
    private static final Pattern ERROR = Pattern.compile("^c\\.c:(\\d+):(\\d+): error: (.*)$");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, A11, B12 A19
            aarch64-linux-gnu, A11,
            """)
    void theSchemaRefusesTheEnumeratorsClangRefuses(String triple, String onlyTheSchema, String onlyClang)
            throws Exception {
        Oracle.require("clang", "clang");
        Set<String> clang = clangErrors(triple);
        Set<String> expected = new TreeSet<>(clang);
        for (String name : onlyTheSchema.split(" ")) {
            expected.add(positionOf(name));
        }
        if (onlyClang != null) {
            // char values (also through a typedef) this target's signedness refuses and the other's holds
            for (String name : onlyClang.split(" ")) {
                assertThat(clang).contains(positionOf(name));
                expected.remove(positionOf(name));
            }
        }
        assertThat(clang).contains(positionOf("A16"), positionOf("A17"), positionOf("B18"), positionOf("A20"));
        assertThat(clang).contains(positionOf("A1"), positionOf("B2"), positionOf("B6"));
        assertThat(schemaErrors()).as("line:column of the enumerators refused (clang " + triple + ")")
                .isEqualTo(expected);
    }

    /** Where the schema refuses each case, read alone but on its own line. */
    private static Set<String> schemaErrors() {
        var errors = new TreeSet<String>();
        for (int i = 0; i < CASES.size(); i++) {
            try {
                SchemaParser.parse("c.c", PRELUDE + "\n".repeat(i) + CASES.get(i) + "\n");
            } catch (SchemaException e) {
                assertThat(e.reason()).contains("the underlying type of 'enum E");
                errors.add(e.position().line() + ":" + e.position().column());
            }
        }
        return errors;
    }

    private Set<String> clangErrors(String triple) throws Exception {
        Files.writeString(dir.resolve("c.c"), PRELUDE + String.join("\n", CASES) + "\n");
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c2x", "-fsyntax-only",
                "-ferror-limit=0", "-w", "c.c"));
        Oracle.Run run = Oracle.run(dir, command, 60);
        var errors = new TreeSet<String>();
        for (String line : run.stderr().lines().toList()) {
            Matcher m = ERROR.matcher(line);
            assertThat(line).as("clang's diagnostics").doesNotContain("fatal error");
            if (m.find()) {
                assertThat(m.group(3)).as(line).contains("is not representable in the underlying type");
                errors.add(m.group(1) + ":" + m.group(2));
            }
        }
        return errors;
    }

    /** The {@code line:column} of enumerator {@code name}. */
    private static String positionOf(String name) {
        for (int i = 0; i < CASES.size(); i++) {
            Matcher m = Pattern.compile("\\b" + name + "\\b").matcher(CASES.get(i));
            if (m.find()) {
                return (i + 2) + ":" + (m.start() + 1);
            }
        }
        throw new IllegalArgumentException(name);
    }
}
