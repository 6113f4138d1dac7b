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
    void aLineEndInsideABlockCommentEndsNoLine() {
        // clang: "int x; /*\n*/ # define Y 5" is a stray '#', not a directive; a directive goes on past such a comment
        assertThat(texts("int x; /*\n*/ # define Y 5")).containsExactly("IDENTIFIER:int", "IDENTIFIER:x", "PUNCT:;",
                "PUNCT:#", "IDENTIFIER:define", "IDENTIFIER:Y", "NUMBER:5", "END:");
        assertThat(texts("#define X 1 /*\n*/ + 2\nx")).containsExactly("DIRECTIVE_START:#", "IDENTIFIER:define",
                "IDENTIFIER:X", "NUMBER:1", "PUNCT:+", "NUMBER:2", "DIRECTIVE_END:", "IDENTIFIER:x", "END:");
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
        assertThat(Lexer.tokenize("f", "x \"open\ry").get(1)).extracting(Token::kind, Token::text, Token::position)
                .containsExactly(TokenKind.INVALID, "unterminated string literal: expected \" before end of line",
                        new Position("f", 1, 3));
    }

    /**
     * Columns count the bytes of the line's UTF-8, as clang's do: {@code é} takes 2, {@code 日} 3 and an emoji 4 (two
     * UTF-16 units); a token's end and the text just after it too, and each position maps back to its offset.
     */
    @Test
    void countsColumnsInUtf8BytesAsClangDoes() {
        String text = "/* \u00e9 */ a \"\u65e5\" b /* \uD83D\uDE00 */ c /* \u00e9\n\u00e9 */ d";
        List<Token> tokens = Lexer.tokenize("f", text);
        assertThat(tokens).extracting(Token::position).containsExactly(new Position("f", 1, 10),
                new Position("f", 1, 12), new Position("f", 1, 18), new Position("f", 1, 31), new Position("f", 2, 7),
                new Position("f", 2, 8));
        assertThat(tokens.get(1).afterText()).isEqualTo(tokens.get(1).end()).isEqualTo(new Position("f", 1, 17));
        var lines = new LineStarts(text);
        for (Token t : tokens.subList(0, 5)) {
            assertThat(text.substring(lines.offset(t.position()))).as(t.text()).startsWith(t.text());
        }
    }

    @Test
    void delimitsPreprocessorLinesIncludingContinuations() {
        assertThat(texts("  # pragma pack(1)\n#define X \\\n  2\nx # y")).containsExactly(
                "DIRECTIVE_START:#", "IDENTIFIER:pragma", "IDENTIFIER:pack", "PUNCT:(", "NUMBER:1", "PUNCT:)",
                "DIRECTIVE_END:", "DIRECTIVE_START:#", "IDENTIFIER:define", "IDENTIFIER:X", "NUMBER:2",
                "DIRECTIVE_END:", "IDENTIFIER:x", "PUNCT:#", "IDENTIFIER:y", "END:");
    }

    /** Each token's text, {@code @}, and the line and column of its first character. */
    private static List<String> placed(String source) {
        return Lexer.tokenize("f", source).stream()
                .map(t -> t.text() + "@" + t.position().line() + ":" + t.position().column()).toList();
    }

    @Test
    void aBackslashBeforeTheLineEndJoinsLinesEverywhere() {
        // a // comment runs on into the next line; a splice may split a name, a number, a literal or a /*
        assertThat(placed("int x; // C:\\\nint y;\nchar z;")).containsExactly("int@1:1", "x@1:5", ";@1:6",
                "char@3:1", "z@3:6", ";@3:7", "@3:8");
        assertThat(placed("unsigned lo\\\nng x[12\\\n3];")).containsExactly("unsigned@1:1", "long@1:10",
                "x@2:4", "[@2:5", "123@2:6", "]@3:2", ";@3:3", "@3:4");
        assertThat(texts("extern \"a\\\nb\" 'x\\\n' /\\\n* c */ y")).containsExactly("IDENTIFIER:extern",
                "STRING:\"ab\"", "STRING:'x'", "IDENTIFIER:y", "END:");
        // splices in a row; a backslash before another backslash is no splice
        assertThat(texts("a\\\n\\\nb")).containsExactly("IDENTIFIER:ab", "END:");
        assertThat(texts("a\\\\\nb")).containsExactly("IDENTIFIER:a", "UNEXPECTED_CHARACTER:\\",
                "IDENTIFIER:b", "END:");
    }

    @Test
    void joinsAfterBlanksAndAtEveryLineEndButNotAtTheEndOfTheFile() {
        for (String eol : List.of("\n", "\r\n", "\r")) {
            assertThat(placed("a \\ \t\f" + eol + "b // c \\" + eol + "d" + eol + "e\\" + eol))
                    .as("%s", eol.replace("\r", "CR").replace("\n", "LF"))
                    .containsExactly("a@1:1", "b@2:1", "e@4:1", "@5:1");
        }
        // \n\r is a line end and a lone CR (clang reads both as the splice's line end, GCC does not)
        assertThat(placed("a\\\n\rb")).containsExactly("a@1:1", "b@3:1", "@3:2");
        // no line end follows: the backslash stays, as in GCC and clang
        assertThat(texts("x \\")).containsExactly("IDENTIFIER:x", "UNEXPECTED_CHARACTER:\\", "END:");
        assertThat(texts("x \\ ")).containsExactly("IDENTIFIER:x", "UNEXPECTED_CHARACTER:\\", "END:");
    }

    @Test
    void aSplicedLineEndNeitherEndsNorStartsAPreprocessorLine() {
        // the #endif is inside the #if line's comment; a # after a splice is not at a line's start
        assertThat(texts("#if 0 // x \\\n#endif\nint a; \\\n# b")).containsExactly("DIRECTIVE_START:#",
                "IDENTIFIER:if", "NUMBER:0", "DIRECTIVE_END:", "IDENTIFIER:int", "IDENTIFIER:a", "PUNCT:;", "PUNCT:#",
                "IDENTIFIER:b", "END:");
        // the end of line is where the last spliced line ends, the \r of a CRLF
        List<Token> tokens = Lexer.tokenize("f", "#define X 1 \\\r\n  + 2\r\nx");
        assertThat(tokens).extracting(Token::text).containsExactly("#", "define", "X", "1", "+", "2", "", "x", "");
        assertThat(tokens.get(6).position()).isEqualTo(new Position("f", 2, 6));
    }

    @Test
    void endsATokenPastTheSplicesAfterIt() {
        // where a token that follows with nothing between starts: << and a function-like macro's ( stay joined
        List<Token> tokens = Lexer.tokenize("f", "<\\\n< F\\\n\\\n(x)  ab\\\ncd");
        assertThat(tokens.get(0).end()).isEqualTo(tokens.get(1).position()).isEqualTo(new Position("f", 2, 1));
        assertThat(tokens.get(2).end()).isEqualTo(tokens.get(3).position()).isEqualTo(new Position("f", 4, 1));
        assertThat(tokens.get(6).text()).isEqualTo("abcd");
        assertThat(tokens.get(6).end()).isEqualTo(new Position("f", 5, 3));
    }

    @Test
    void glslJoinsOnlyWhereGlslangDoes() {
        // 4.20 and ES 3.00 join, only with the line end right after the backslash
        assertThat(texts("#version 450\nint a; // \\\nint b;\nint c; // \\ \nint d;")).containsSubsequence(
                "IDENTIFIER:a", "IDENTIFIER:c", "IDENTIFIER:int", "IDENTIFIER:d").doesNotContain("IDENTIFIER:b");
        assertThat(texts("/* shader */ #version 300 es\nint a; // \\\nint b;")).doesNotContain("IDENTIFIER:b");
        // before them, glslang ends the comment at the line end and refuses a backslash elsewhere, in a block comment
        // or an #if 0 block too; a backslash with a blank after it is no line continuation, but a character
        for (String version : List.of("330", "410 core", "100", "100 es")) {
            assertThat(texts("#version " + version + "\nint a; // \\\nint b; \\ \n#if 0\n\\ \n#endif"))
                    .as(version).contains("IDENTIFIER:b", "UNEXPECTED_CHARACTER:\\");
            for (String refused : List.of("int b; \\\n", "/* b \\\n */", "#if 0\nb \\\n#endif", "#define B 1 \\\n")) {
                assertThatThrownBy(() -> texts("#version " + version + "\n" + refused)).as(version + ": " + refused)
                        .hasMessageContaining("refuses a backslash before a line end outside a // comment");
            }
        }
        // ... until #extension GL_ARB_shading_language_420pack turns continuation on, right after its 'enable': a
        // backslash later on that line takes the next line into it (glslang then refuses the extra tokens)
        assertThat(texts("#version 330\n// \\\nint a;\n#extension GL_ARB_shading_language_420pack : enable \\\n"
                + "int b;\n// \\\nint c;")).containsSubsequence("IDENTIFIER:a", "IDENTIFIER:enable", "IDENTIFIER:b",
                        "DIRECTIVE_END:").doesNotContain("IDENTIFIER:c");
        // only an #extension line the preprocessor reaches counts, as in glslang: not one in a comment or #if 0
        String after = "int a; // \\\nint b;";
        for (String off : List.of("/*\n#extension GL_ARB_shading_language_420pack : enable\n*/\n",
                "#if 0\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
                "#undef OFF\n#ifdef OFF\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
                "#extension GL_ARB_shading_language_420pack : disable\n",
                // ... and ': disable' turns it off again, from the end of its word
                "#extension GL_ARB_shading_language_420pack : enable\n#extension GL_ARB_shading_language_420pack : disable\n",
                "#extension all : warn\n#extension all : disable // \\\n")) {
            assertThat(texts("#version 330\n" + off + after)).as(off).contains("IDENTIFIER:b");
        }
        for (String on : List.of("#if 1\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n",
                "#if 0\n#else\n#extension GL_ARB_shading_language_420pack : warn\n#endif\n",
                "#define ON 1\n#if ON\n#extension GL_ARB_shading_language_420pack : require\n#endif\n",
                "#extension all : warn\n#extension all : disable\n#extension GL_ARB_shading_language_420pack : enable\n")) {
            assertThat(texts("#version 330\n" + on + after)).as(on).doesNotContain("IDENTIFIER:b");
        }
        // glslang defines the macro GL_ARB_shading_language_420pack in desktop GLSL, any version or profile
        String guarded = "#ifdef GL_ARB_shading_language_420pack\n#extension GL_ARB_shading_language_420pack : enable\n"
                + "#endif\n";
        for (String version : List.of("110", "150 compatibility", "330 core")) {
            assertThat(texts("#version " + version + "\n" + guarded + after)).as(version).doesNotContain("IDENTIFIER:b");
            assertThat(texts("#version " + version + "\n" + guarded.replace("ifdef", "ifndef") + after)).as(version)
                    .contains("IDENTIFIER:b");
        }
        // the extension is desktop GLSL's: glslang does not turn it on in ES 1.00
        assertThat(texts("#version 100\n#extension GL_ARB_shading_language_420pack : enable\n" + after))
                .contains("IDENTIFIER:b");
        // a comment that the #extension's joins end, though unjoined it would run on to the end of the file
        assertThat(texts("#version 330\n#extension GL_ARB_shading_language_420pack : enable\n/* x *\\\n/\nint b;"))
                .contains("IDENTIFIER:b");
        assertThatThrownBy(() -> texts("#version 330\n/* x *\\\n/\nint b;"))
                .hasMessageStartingWith("f:2:7: glslang joins no lines here");
        // -D and -U decide it as they decide the rest of the file
        String maybe = "#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n" + after;
        assertThat(Lexer.tokenize("f", maybe, CommandLineMacros.parse(List.of("PACK"), List.of())))
                .extracting(Token::text).doesNotContain("b");
        assertThat(Lexer.tokenize("f", maybe, CommandLineMacros.parse(List.of(), List.of("PACK"))))
                .extracting(Token::text).contains("b");
        // #version may follow any number of comment lines
        assertThat(texts("// licence\n".repeat(100_000) + "\n".repeat(100_000) + "#version 330\n// \\\nint b;"))
                .contains("IDENTIFIER:b");
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
    void readsQuotesInAGlslFileAsGlslangDoes() {
        // ' is punctuation: the /* after it opens a comment; in code it is an error where the file reaches it
        assertThat(texts("#version 450\n#define Q ' /* x\n*/ 1\nx 'y")).containsExactly("DIRECTIVE_START:#",
                "IDENTIFIER:version", "NUMBER:450", "DIRECTIVE_END:", "DIRECTIVE_START:#", "IDENTIFIER:define",
                "IDENTIFIER:Q", "PUNCT:'", "NUMBER:1", "DIRECTIVE_END:", "IDENTIFIER:x",
                "INVALID:unexpected ''' in GLSL code, which glslang refuses (\"character literals not supported\")",
                "IDENTIFIER:y", "END:");
        // an open " is an error in a directive and in skipped text too; in C only where the compiler reads code
        assertThatThrownBy(() -> Lexer.tokenize("f", "#version 450\n#if 0\n  \"open\n#endif\n"))
                .isInstanceOf(SchemaException.class).hasMessage("f:3:3: unterminated string literal: expected \""
                        + " before end of line (glslang refuses an open string in a directive and in skipped text too)");
        assertThat(texts("#if 0\n\"open\n#endif\n#define Q \"x '/*")).contains(
                "INVALID:unterminated string literal: expected \" before end of line", "STRING:\"x '/*");
    }

    @Test
    void describesTokensForMessages() {
        List<Token> tokens = Lexer.tokenize("f", "}" + "x".repeat(50));
        assertThat(tokens.get(0).describe()).isEqualTo("'}'");
        assertThat(tokens.get(1).describe()).isEqualTo("'" + "x".repeat(40) + "...'");
        assertThat(tokens.get(2).describe()).isEqualTo("end of file");
    }
}
