package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Constant expressions against clang: every value the schema gives a random expression, and every size and offset of
 * a header sized by macros and enumerators, must be what clang computes, under a 64-bit {@code long}
 * ({@code x86_64-linux-gnu}), a 32-bit one ({@code x86_64-pc-windows-msvc}) and on a 32-bit target
 * ({@code i386-linux-gnu}). Each fact becomes a {@code _Static_assert} that clang checks; a failed one names the case.
 */
class ConstantExpressionClangTest {
    private static final int EXPRESSIONS = 2000;
    private static final Pattern FAILED = Pattern.compile("\"(case\\d+)\"");
    private static final String[] NUMBERS = {"0", "1", "2", "3", "7", "8", "31", "32", "63", "64", "255", "65535",
        "2147483647", "2147483648", "4294967295", "4294967296", "9223372036854775807", "0x7FFFFFFF", "0x80000000",
        "0xFFFFFFFF", "0x100000000", "0x7FFFFFFFFFFFFFFF", "010", "0777"};
    private static final String[] SUFFIXES = {"", "", "", "u", "U", "l", "L", "ul", "LU", "ll", "LL", "ull", "ULL"};
    private static final String[] BINARY = {"+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
        "&", "^", "|", "&&", "||"};
    private static final String[] UNARY = {"-", "+", "~", "!"};

    /** A header whose sizes, widths and alignments come from macros, enumerators and arithmetic. */
    private static final String HEADER = """
            #define LIGHTS 4
            #define NAME_LENGTH (LIGHTS * 8 + 1)
            #define FLAG_BITS 3
            #define ALIGNMENT (1 << 4)
            enum Limits { FIRST, SECOND, PLANES = 6, AFTER_PLANES, MASKED = 0xFF & ~0x0F };
            struct Light { float position[3]; float radius; };
            struct Scene {
                char name[NAME_LENGTH];
                struct Light lights[LIGHTS];
                unsigned flags : FLAG_BITS;
                unsigned mode : 32 - FLAG_BITS - 1;
                float planes[PLANES][AFTER_PLANES - PLANES + 3];
                _Alignas(ALIGNMENT) char tail[MASKED >> 4];
                int sizes[LIGHTS > 2 ? SECOND + 2 : 1];
                long long big[(0x7FFFFFFFu >> 29) + (PLANES % 4)];
            };
            """;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-linux-gnu, x86_64-sysv", "x86_64-pc-windows-msvc, x86_64-msvc", "i386-linux-gnu, i386-sysv"})
    void randomExpressionsHaveClangsValues(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var random = new Random(20261122);
        var source = new StringBuilder();
        var cases = new ArrayList<String>();
        int accepted = 0;
        for (int i = 0; i < EXPRESSIONS; i++) {
            String expression = expression(random, 3);
            long value;
            try {
                value = ConstantExpression.evaluate(expression);
            } catch (SchemaException refused) {
                continue; // refusing is allowed (undefined in C, or depends on long); a wrong value is not
            }
            accepted++;
            String name = "case" + cases.size();
            cases.add(expression + " = " + value);
            String expected = value == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : "(" + value + "LL)";
            source.append("_Static_assert((").append(expression).append(") == ").append(expected).append(" && ((")
                    .append(expression).append(") < 0) == (").append(expected).append(" < 0), \"").append(name)
                    .append("\");\n");
        }
        assertThat(accepted).as("expressions the schema evaluates").isGreaterThan(EXPRESSIONS / 4);
        assertThat(clangFailures(triple, source.toString())).extracting(c -> cases.get(Integer.parseInt(c.substring(4))))
                .as("expressions whose value clang computes differently under " + triple).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-linux-gnu, x86_64-sysv", "x86_64-pc-windows-msvc, x86_64-msvc", "i386-linux-gnu, i386-sysv"})
    void aHeaderSizedByMacrosAndEnumeratorsHasClangsLayout(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        StructType scene = SchemaParser.parse("scene.h", HEADER).type("Scene").orElseThrow();
        StructLayout layout = Abi.of(abiId).layout(scene);
        var source = new StringBuilder("#include <stddef.h>\n").append(HEADER);
        var cases = new ArrayList<String>();
        assertion(source, cases, "sizeof(struct Scene) == " + layout.byteSize());
        assertion(source, cases, "_Alignof(struct Scene) == " + layout.byteAlignment());
        for (MemberLayout m : layout.members()) {
            if (!m.isBitfield()) {
                assertion(source, cases, "offsetof(struct Scene, " + m.name() + ") == " + m.byteOffset());
                assertion(source, cases, "sizeof(((struct Scene *) 0)->" + m.name() + ") == " + m.byteSize());
            }
        }
        assertThat(cases).hasSizeGreaterThan(10);
        assertThat(clangFailures(triple, source.toString())).extracting(c -> cases.get(Integer.parseInt(c.substring(4))))
                .as("layout facts clang disagrees with under " + triple).isEmpty();
    }

    private static void assertion(StringBuilder source, List<String> cases, String fact) {
        source.append("_Static_assert(").append(fact).append(", \"case").append(cases.size()).append("\");\n");
        cases.add(fact);
    }

    /** A random expression of literals and operators, at most {@code depth} operators deep. */
    private static String expression(Random random, int depth) {
        int kind = depth == 0 ? random.nextInt(2) : random.nextInt(7);
        return switch (kind) {
            case 0 -> NUMBERS[random.nextInt(NUMBERS.length)] + SUFFIXES[random.nextInt(SUFFIXES.length)];
            case 1 -> (random.nextBoolean() ? "-" : "") + random.nextInt(40);
            case 2 -> UNARY[random.nextInt(UNARY.length)] + "(" + expression(random, depth - 1) + ")";
            case 3 -> "(" + expression(random, depth - 1) + " ? " + expression(random, depth - 1) + " : "
                    + expression(random, depth - 1) + ")";
            default -> "(" + expression(random, depth - 1) + " " + BINARY[random.nextInt(BINARY.length)] + " "
                    + expression(random, depth - 1) + ")";
        };
    }

    /** The names of the {@code _Static_assert}s clang reports failed; fails the test on any other error. */
    private static List<String> clangFailures(String triple, String source) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("abistruct-constexpr-");
        try {
            Files.writeString(dir.resolve("c.c"), source);
            List<String> command = List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only", "-ferror-limit=0",
                    "-Wno-everything", "c.c");
            Oracle.Run run = Oracle.run(dir, command, 60);
            var failed = new ArrayList<String>();
            for (String line : run.stderr().lines().toList()) {
                if (!line.contains("error:")) {
                    continue;
                }
                Matcher m = FAILED.matcher(line);
                assertThat(line).as("clang error other than a failed assertion").containsPattern("static.assert");
                assertThat(m.find()).as(line).isTrue();
                failed.add(m.group(1));
            }
            assertThat(run.exitCode() == 0).as("clang's exit status against its errors").isEqualTo(failed.isEmpty());
            return failed;
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
