package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the parser: for any input it returns a schema or throws a {@link SchemaException} whose
 * position lies in the input, never another exception; and printing a random model and parsing it back
 * gives the model.
 */
class SchemaParserPropertyTest {
    private static final String FILE = "p.h";

    /** Tokens of the language and near misses, for token soups and insertions. */
    private static final List<String> VOCABULARY = List.of(
            "struct", "union", "typedef", "enum", "uniform", "buffer", "layout", "(", ")", "{", "}", "[", "]", ";",
            ",", ":", "*", "=", "-", "#", "\n#pragma pack(", "push", "pop", "\n#define X 1\n", "std140",
            "row_major", "column_major", "alignas", "_Alignas", "__attribute__", "((", "))", "packed", "aligned",
            "__declspec", "align", "const", "volatile", "flat", "global", "extern", "\"C\"", "static_assert",
            "int", "unsigned", "long", "short", "char", "float", "double", "void", "bool", "_Bool", "vec3",
            "mat4", "mat3x2", "float3", "uint", "size_t", "u32", "A", "B", "Node", "x", "y", "next", "0", "1",
            "3", "16", "0x10", "-1", "99999999999999999999999", "4294967296", "1.5", "010", "0b", "'c'",
            "\"s\"", "/*", "*/", "//", "\n", "@", "\\", "\u00e9", "(*", ")(", "[]", "...", "<<", ">>", "<", ">",
            "?", "!", "~", "%", "/", "^", "|", "&", "&&", "||", "==", "sizeof", "1u", "2L", "0xFFFFFFFF",
            "\n#define N 4\n", "\n#define N (N + 1)\n", "\n#define F(x) x\n", "\n#undef N\n", "N", "X");

    /** Parses and checks that the outcome is a schema or a well-placed SchemaException. */
    static void parsesOrFailsWithAPosition(String text) {
        try {
            Schema schema = SchemaParser.parse(FILE, text);
            assertThat(schema.fileName()).isEqualTo(FILE);
        } catch (SchemaException e) {
            String[] lines = text.split("\r\n|\r|\n", -1); // a lone CR ends a line too, as in GCC and clang
            assertThat(e.position().file()).isEqualTo(FILE);
            assertThat(e.position().line()).as("line of %s", e.getMessage()).isBetween(1, lines.length);
            // a column counts the line's UTF-8 bytes, as clang's does
            assertThat(e.position().column()).as("column of %s", e.getMessage())
                    .isBetween(1, lines[e.position().line() - 1].getBytes(StandardCharsets.UTF_8).length + 1);
            assertThat(e.reason()).isNotBlank();
        }
    }

    /**
     * Found by {@link #mutatedValidDeclarationsParseOrFailWithAPosition}: a parameter list the parser keeps as written
     * ({@code (64)}) inside a parenthesised declarator threw a {@code ClassCastException}.
     */
    @Example
    void anUnreadParameterListInANestedDeclaratorIsKeptAsWritten() {
        parsesOrFailsWithAPosition("void f(int ((x)(64)));\nstruct S { int a; } g(te__((x(64))));");
        assertThat(SchemaParser.parse(FILE, "struct S { int a; } g(te__((x(64))));").types()).hasSize(1);
    }

    @Property(tries = 1000)
    void tokenSoupsParseOrFailWithAPosition(@ForAll("tokenSoups") String text) {
        parsesOrFailsWithAPosition(text);
    }

    @Property(tries = 500)
    void arbitraryStringsParseOrFailWithAPosition(@ForAll("printableStrings") String text) {
        parsesOrFailsWithAPosition(text);
    }

    @Property(tries = 1000)
    void mutatedValidDeclarationsParseOrFailWithAPosition(@ForAll("mutatedSchemas") String text) {
        parsesOrFailsWithAPosition(text);
    }

    @Property(tries = 500)
    void printedModelsParseBackToTheSameModel(@ForAll("printedSchemas") SchemaPrinter.Printed printed) {
        Schema parsed = SchemaParser.parse(FILE, printed.text());
        assertThat(parsed).isEqualTo(new Schema(FILE, printed.expected()));
    }

    @Provide
    Arbitrary<String> tokenSoups() {
        return Arbitraries.randomValue(r -> {
            var text = new StringBuilder();
            int count = r.nextInt(60);
            for (int i = 0; i < count; i++) {
                text.append(VOCABULARY.get(r.nextInt(VOCABULARY.size())));
                text.append(switch (r.nextInt(6)) {
                    case 0 -> "";
                    case 1 -> "\n";
                    case 2 -> "\t";
                    default -> " ";
                });
            }
            return text.toString();
        });
    }

    @Provide
    Arbitrary<String> printableStrings() {
        return Arbitraries.strings().withCharRange(' ', '~').withChars('\n', '\t', '\r').ofMaxLength(200);
    }

    @Provide
    Arbitrary<SchemaPrinter.Printed> printedSchemas() {
        return Arbitraries.randomValue(r -> SchemaPrinter.print(RandomStructs.generate(r), FILE, r));
    }

    @Provide
    Arbitrary<String> mutatedSchemas() {
        return Arbitraries.randomValue(r -> {
            String text = SchemaPrinter.print(RandomStructs.generate(r), FILE, r).text();
            int mutations = 1 + r.nextInt(3);
            for (int i = 0; i < mutations; i++) {
                text = mutate(text, r);
            }
            return text;
        });
    }

    /** Deletes, inserts, swaps, duplicates or truncates a random piece of the text. */
    static String mutate(String text, Random r) {
        if (text.isEmpty()) {
            return VOCABULARY.get(r.nextInt(VOCABULARY.size()));
        }
        int at = r.nextInt(text.length());
        return switch (r.nextInt(6)) {
            case 0 -> text.substring(0, at) + text.substring(at + 1);
            case 1 -> text.substring(0, at) + VOCABULARY.get(r.nextInt(VOCABULARY.size())) + text.substring(at);
            case 2 -> text.substring(0, at) + (char) (' ' + r.nextInt(95)) + text.substring(at);
            case 3 -> swapTokens(text, r);
            case 4 -> {
                int end = Math.min(text.length(), at + 1 + r.nextInt(40));
                yield text.substring(0, end) + text.substring(at, end) + text.substring(end);
            }
            default -> text.substring(0, at);
        };
    }

    private static String swapTokens(String text, Random r) {
        List<String> tokens = new ArrayList<>(Arrays.asList(text.split("(?<=\\s)|(?=\\s)")));
        int i = r.nextInt(tokens.size());
        int j = r.nextInt(tokens.size());
        String t = tokens.get(i);
        tokens.set(i, tokens.get(j));
        tokens.set(j, t);
        return String.join("", tokens);
    }
}
