package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.type.Position;
import org.junit.jupiter.api.Test;

/** Tokens, their positions, and how preprocessor lines are delimited. */
class LexerTest {

    private static List<String> texts(String source) {
        return Lexer.tokenize("f", source).stream().map(t -> t.kind() + ":" + t.text()).toList();
    }

    @Test
    void splitsIdentifiersNumbersAndPunctuationWithPositions() {
        List<Token> tokens = Lexer.tokenize("f", "struct A {\n  float x[0x10u];\n};");
        assertThat(tokens).extracting(Token::text)
                .containsExactly("struct", "A", "{", "float", "x", "[", "0x10u", "]", ";", "}", ";", "");
        assertThat(tokens.get(4).position()).isEqualTo(new Position("f", 2, 9));
        assertThat(tokens.get(6).kind()).isEqualTo(TokenKind.NUMBER);
        assertThat(tokens.getLast().kind()).isEqualTo(TokenKind.END);
        assertThat(tokens.getLast().position()).isEqualTo(new Position("f", 3, 3));
    }

    @Test
    void readsNumbersWithExponentsAsOneToken() {
        assertThat(texts("1.5e+3f 0x1p-2 .5")).containsExactly("NUMBER:1.5e+3f", "NUMBER:0x1p-2", "NUMBER:.5", "END:");
    }

    @Test
    void dropsCommentsButKeepsLineNumbers() {
        List<Token> tokens = Lexer.tokenize("f", "/* a\n b */ x // y\n z");
        assertThat(tokens).extracting(Token::text).containsExactly("x", "z", "");
        assertThat(tokens.get(0).position()).isEqualTo(new Position("f", 2, 7));
        assertThat(tokens.get(1).position()).isEqualTo(new Position("f", 3, 2));
    }

    @Test
    void countsALoneCarriageReturnAsANewlineAndCrLfAsOne() {
        for (String eol : List.of("\r", "\r\n", "\n")) {
            List<Token> tokens = Lexer.tokenize("f", "a" + eol + " /* x" + eol + " */ b // c" + eol + "  d");
            assertThat(tokens).as("%s", eol.replace("\r", "CR").replace("\n", "LF")).extracting(Token::position)
                    .containsExactly(new Position("f", 1, 1), new Position("f", 3, 5), new Position("f", 4, 3),
                            new Position("f", 4, 4));
        }
        assertThat(texts("#define X \\\r 2\r#pragma once\rx")).containsExactly("DIRECTIVE_START:#",
                "IDENTIFIER:define", "IDENTIFIER:X", "NUMBER:2", "DIRECTIVE_END:", "DIRECTIVE_START:#",
                "IDENTIFIER:pragma", "IDENTIFIER:once", "DIRECTIVE_END:", "IDENTIFIER:x", "END:");
        assertThat(Lexer.tokenize("f", "x \"open\ry").get(1)).isEqualTo(new Token(TokenKind.INVALID,
                "unterminated string literal: expected \" before end of line", new Position("f", 1, 3)));
    }

    @Test
    void delimitsPreprocessorLinesIncludingContinuations() {
        assertThat(texts("  # pragma pack(1)\n#define X \\\n  2\nx # y")).containsExactly(
                "DIRECTIVE_START:#", "IDENTIFIER:pragma", "IDENTIFIER:pack", "PUNCT:(", "NUMBER:1", "PUNCT:)",
                "DIRECTIVE_END:", "DIRECTIVE_START:#", "IDENTIFIER:define", "IDENTIFIER:X", "NUMBER:2",
                "DIRECTIVE_END:", "IDENTIFIER:x", "PUNCT:#", "IDENTIFIER:y", "END:");
    }

    @Test
    void readsAnythingInsideAPreprocessorLine() {
        assertThat(texts("#error it's @ $\nx")).containsExactly("DIRECTIVE_START:#", "IDENTIFIER:error",
                "IDENTIFIER:it", "STRING:'s @ $", "DIRECTIVE_END:", "IDENTIFIER:x", "END:");
    }

    @Test
    void readsStringsWithEscapes() {
        assertThat(texts("extern \"C\\\"\" 'x'")).containsExactly("IDENTIFIER:extern", "STRING:\"C\\\"\"",
                "STRING:'x'", "END:");
    }

    @Test
    void reportsUnterminatedCommentsAndStringsWhereTheyStart() {
        assertThatThrownBy(() -> Lexer.tokenize("f", "x\n  /* open"))
                .isInstanceOf(SchemaException.class).hasMessage("f:2:3: unterminated comment: expected '*/' before end of file");
        // a string may be unterminated in a branch the file rules out (#if 0), so the lexer only marks it
        assertThat(texts("x \"open\ny")).containsExactly("IDENTIFIER:x",
                "INVALID:unterminated string literal: expected \" before end of line", "IDENTIFIER:y", "END:");
        assertThatThrownBy(() -> SchemaParser.parse("f", "x \"open\ny")).isInstanceOf(SchemaException.class)
                .hasMessage("f:1:3: unterminated string literal: expected \" before end of line");
    }

    @Test
    void describesTokensForMessages() {
        List<Token> tokens = Lexer.tokenize("f", "}" + "x".repeat(50));
        assertThat(tokens.get(0).describe()).isEqualTo("'}'");
        assertThat(tokens.get(1).describe()).isEqualTo("'" + "x".repeat(40) + "...'");
        assertThat(tokens.get(2).describe()).isEqualTo("end of file");
    }
}
