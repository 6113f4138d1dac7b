package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random {@code #if} conditions over literals and the file's own macros, against clang's preprocessor ({@code clang
 * -E}): every condition the schema decides must pick clang's branch, and every one it refuses as undefined in C must be
 * one clang reports too, or one C leaves undefined that clang computes without a word (a left shift of a negative
 * value, the remainder of the most negative value by -1, a shift by 2<sup>32</sup> or more). Every name the conditions use is settled by the file, so
 * none may be left undecided.
 */
class IfConditionClangTest {
    private static final int CASES = 1500;
    private static final String[] NUMBERS = {"0", "1", "2", "3", "7", "8", "31", "32", "63", "64", "255", "65535",
        "2147483647", "2147483648", "4294967295", "4294967296", "9223372036854775807", "9223372036854775808",
        "0x7FFFFFFF", "0x80000000", "0xFFFFFFFF", "0x7FFFFFFFFFFFFFFF", "0x8000000000000000", "0xFFFFFFFFFFFFFFFF",
        "010", "0777", "0b101"};
    private static final String[] SUFFIXES = {"", "", "", "u", "U", "l", "L", "ul", "LU", "ll", "LL", "ull", "ULL"};
    private static final String[] BINARY = {"+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
        "&", "^", "|", "&&", "||"};
    private static final String[] UNARY = {"-", "+", "~", "!"};
    /** Names the conditions use besides the macros: one #undef'd, one defined and then #undef'd. */
    private static final String SETTLED = "#undef GONE\n#define DELETED 5\n#undef DELETED\n";
    private static final int MACROS = 6;
    private static final Pattern DIAGNOSTIC = Pattern.compile("^c\\.h:(\\d+):\\d+: (warning|error): (.*)$");
    /** What C leaves undefined but clang's preprocessor may compute without a diagnostic. */
    private static final Pattern SILENT_IN_CLANG = Pattern.compile(
            "left shift of the negative value|.* % .* overflows|shift count \\d{10,} is not below");

    private record Case(int line, String condition, String ours) {
    }

    @ParameterizedTest(name = "macro set {0}")
    @ValueSource(ints = {1, 2, 3})
    void randomConditionsTakeClangsBranch(int set) throws Exception {
        Oracle.require("clang", "clang");
        var random = new Random(20261123L + set);
        var macros = new StringBuilder(SETTLED);
        for (int m = 0; m < MACROS; m++) {
            String body = expression(random, random.nextInt(3), m);
            macros.append("#define M").append(m).append(' ').append(random.nextBoolean() ? "(" + body + ")" : body)
                    .append('\n');
        }
        var file = new StringBuilder(macros);
        var cases = new ArrayList<Case>();
        for (int i = 0; i < CASES; i++) {
            String condition = expression(random, 3, MACROS);
            String text = "#if " + condition + "\ntaken" + i + "\n#else\nskipped" + i + "\n#endif\n";
            int line = (int) file.chars().filter(c -> c == '\n').count() + 1;
            cases.add(new Case(line, condition, ours(macros + text, i)));
            file.append(text);
        }
        Path dir = Files.createTempDirectory("abistruct-if-");
        Oracle.Run clang;
        try {
            Files.writeString(dir.resolve("c.h"), file);
            clang = Oracle.run(dir, List.of("clang", "-E", "-P", "-x", "c", "-std=c11", "-ferror-limit=0", "c.h"), 60);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        Set<String> output = Set.of(clang.stdout().split("\\s+"));
        Map<Integer, String> diagnostics = new HashMap<>();
        for (String line : clang.stderr().lines().toList()) {
            Matcher m = DIAGNOSTIC.matcher(line);
            if (m.matches()) {
                diagnostics.merge(Integer.parseInt(m.group(1)), m.group(2) + ": " + m.group(3), (a, b) -> a + "; " + b);
            }
        }
        var wrong = new ArrayList<String>();
        int decided = 0;
        int refused = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            String clangSays = diagnostics.getOrDefault(c.line(), "");
            String clangTook = output.contains("taken" + i) ? "taken" + i : output.contains("skipped" + i) ? "skipped" + i
                    : "neither";
            if (c.ours().startsWith("refused: ")) {
                refused++;
                if (clangSays.isEmpty() && !SILENT_IN_CLANG.matcher(c.ours()).find()) {
                    wrong.add(c.condition() + " -> " + c.ours() + ", but clang took " + clangTook + " silently");
                }
            } else if (!c.ours().equals(clangTook) || clangSays.contains("error:")) {
                wrong.add(c.condition() + " -> " + c.ours() + ", clang: " + clangTook + " " + clangSays);
            } else {
                decided++;
            }
        }
        assertThat(wrong).as("conditions decided unlike clang (macros:\n%s)", macros).isEmpty();
        assertThat(decided).as("conditions decided (%d refused)", refused).isGreaterThan(CASES * 2 / 3);
    }

    /** What the schema keeps of case {@code i}: {@code taken<i>}, {@code skipped<i>}, undecided, or refused. */
    private static String ours(String text, int i) {
        Directives.Result r;
        try {
            r = Directives.apply(Lexer.tokenize("c.h", text));
        } catch (SchemaException e) {
            return "refused: " + e.reason();
        }
        List<String> kept = new ArrayList<>();
        for (int t = 0; t < r.tokens().size(); t++) {
            Token token = r.tokens().get(t);
            if (token.isIdentifier()) {
                kept.add(token.text() + (r.branchesAt()[t] == null ? "" : " (undecided)"));
            }
        }
        return kept.size() == 1 && !kept.getFirst().contains(" ") ? kept.getFirst()
                : kept.stream().collect(Collectors.joining(", ", "kept [", "]"));
    }

    /** A random expression of at most {@code depth} operators over literals and the macros below {@code macros}. */
    private static String expression(Random random, int depth, int macros) {
        int kind = depth == 0 ? random.nextInt(4) : random.nextInt(9);
        return switch (kind) {
            case 0 -> NUMBERS[random.nextInt(NUMBERS.length)] + SUFFIXES[random.nextInt(SUFFIXES.length)];
            case 1 -> (random.nextBoolean() ? "-" : "") + random.nextInt(40);
            case 2 -> macros == 0 ? String.valueOf(random.nextInt(5)) : "M" + random.nextInt(macros);
            case 3 -> switch (random.nextInt(4)) {
                case 0 -> "defined(M" + random.nextInt(MACROS) + ")";
                case 1 -> "defined M" + random.nextInt(MACROS);
                case 2 -> random.nextBoolean() ? "defined(GONE)" : "GONE";
                default -> random.nextBoolean() ? "defined DELETED" : "DELETED";
            };
            case 4 -> UNARY[random.nextInt(UNARY.length)] + "(" + expression(random, depth - 1, macros) + ")";
            case 5 -> "(" + expression(random, depth - 1, macros) + " ? " + expression(random, depth - 1, macros)
                    + " : " + expression(random, depth - 1, macros) + ")";
            case 6 -> expression(random, depth - 1, macros) + " " + BINARY[random.nextInt(BINARY.length)] + " "
                    + expression(random, depth - 1, macros); // no parentheses: precedence decides
            default -> "(" + expression(random, depth - 1, macros) + " " + BINARY[random.nextInt(BINARY.length)] + " "
                    + expression(random, depth - 1, macros) + ")";
        };
    }
}
