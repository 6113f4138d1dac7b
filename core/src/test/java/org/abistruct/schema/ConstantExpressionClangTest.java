package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
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
        var asserts = new ClangStaticAsserts("");
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
            String expected = value == Long.MIN_VALUE ? "(-9223372036854775807LL - 1)" : "(" + value + "LL)";
            asserts.add("(" + expression + ") == " + expected + " && ((" + expression + ") < 0) == (" + expected
                    + " < 0)");
        }
        assertThat(accepted).as("expressions the schema evaluates").isGreaterThan(EXPRESSIONS / 4);
        assertThat(asserts.failures(triple)).as("expressions whose value clang computes differently under " + triple)
                .isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-linux-gnu, x86_64-sysv", "x86_64-pc-windows-msvc, x86_64-msvc", "i386-linux-gnu, i386-sysv"})
    void aHeaderSizedByMacrosAndEnumeratorsHasClangsLayout(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        StructType scene = SchemaParser.parse("scene.h", HEADER).type("Scene").orElseThrow();
        StructLayout layout = Abi.of(abiId).layout(scene);
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + HEADER);
        asserts.addLayout("struct Scene", layout);
        assertThat(asserts.size()).isGreaterThan(10);
        assertThat(asserts.failures(triple)).as("layout facts clang disagrees with under " + triple).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-linux-gnu, x86_64-sysv", "x86_64-pc-windows-msvc, x86_64-msvc", "i386-linux-gnu, i386-sysv"})
    void enumsOutsideIntHaveClangsSizeOrAreRefused(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        String header = "enum Flags { NONE, ALL = 0xFFFFFFFF };\nenum Next { N0 = 0x7FFFFFFF, N1 };\n"
                + "struct F { char c; enum Flags f; enum Next n; };\n";
        StructType f = SchemaParser.parse("enums.h", header).type("F").orElseThrow();
        StructLayout layout = Abi.of(abiId).layout(f);
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + header);
        asserts.addLayout("struct F", layout);
        if (!triple.endsWith("msvc")) {
            // signed as the schema reads them; MSVC keeps int, of the same size, where GCC and clang take unsigned
            for (String member : List.of("f", "n")) {
                Member m = f.members().stream().filter(x -> x.name().equals(member)).findFirst().orElseThrow();
                boolean signed = ((Scalar) m.type()).isSigned();
                asserts.add("((__typeof__(((struct F *) 0)->" + member + ")) -1 < 0) == " + (signed ? 1 : 0));
            }
        }
        asserts.add("sizeof(enum { BIG = 0x100000000 }) == 8"); // where the schema refuses: 4 under MSVC
        assertThat(asserts.failures(triple)).hasSize(triple.endsWith("msvc") ? 1 : 0);
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
}
