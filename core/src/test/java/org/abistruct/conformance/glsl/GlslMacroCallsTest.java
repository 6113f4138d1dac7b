package org.abistruct.conformance.glsl;

import static org.abistruct.conformance.glsl.GlslShaderWriter.versioned;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Function-like macros in a shader, replaced as glslang's preprocessor replaces them (its {@code -E} output), so that
 * what a call puts in the code or an {@code #if} (a {@code '}, a string, a {@code #}) is refused where glslang refuses
 * it, at the call, what a call drops (an argument its body does not use, {@code '}s and all) is taken, as glslang
 * takes it, calls glslang refuses (argument counts, a call left open, a directive inside one) are refused, and an
 * {@code #if} that calls one is decided as glslang decides it, with glslang's block layout (std140).
 */
@Tag("conformance")
class GlslMacroCallsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            330 | #define F(x) 'a'\\nfloat y = F(1);                 | 3 | character literals not supported | 3:11 | 'F' is replaced here by a ' (the #define at line 2)
            450 | #define F(x) x\\nfloat y = F(');                   | 3 | character literals not supported | 3:13 | unexpected ''' in GLSL code
            450 | #define F(x, y) x ' y\\nfloat y = F(1, 2);         | 3 | character literals not supported | 3:11 | 'F' is replaced here by a '
            450 | #define F(x) ' x\\nfloat F(y);                     | 3 | character literals not supported | 3:7  | 'F' is replaced here by a '
            450 | #define G(x) x\\n#define Q G\\nfloat y = Q(');     | 4 | character literals not supported | 4:13 | unexpected ''' in GLSL code
            450 | #define Q 'a'\\n#define F(x) x\\nfloat y = F(Q);   | 4 | character literals not supported | 4:13 | 'Q' is replaced here by a ' (the #define at line 2)
            450 | #define F(x) x\\nfloat y = F("abc");               | 3 | required extension not requested  | 3:13 | a string literal, which glslang refuses in code
            450 | #define F(x) "abc"\\nfloat y = F(1);               | 3 | required extension not requested  | 3:11 | 'F' is replaced here by a string literal (the #define at line 2)
            450 | #define F(x) x\\nfloat y = F(1,');                 | 3 | Too many args in macro F         | 3:11 | 'F' takes 1 argument (the #define at line 2) but is given 2 here
            450 | #define F(x,y) x\\nfloat y = F(1);                 | 3 | Too few args in Macro F          | 3:11 | 'F' takes 2 arguments (the #define at line 2) but is given 1 here
            450 | #define F(x) 1\\nfloat y = F( );                   | 3 | Too few args in Macro F          | 3:11 | 'F' takes 1 argument (the #define at line 2) but is given 0 here
            450 | #define F(x) x\\nfloat y = F(\\n#define Z 2\\n1);   | 4 | unexpected '#'                   | 4:1  | a directive where glslang still reads the macro call that begins with 'F' at line 3
            450 | #define F(x) 1\\nfloat y = F\\n#define Z 2\\n(1);   | 4 | preprocessor directive cannot be preceded by another token | 4:1 | a directive where glslang still reads
            450 | #define F(x) 1\\nfloat y = F(1                     | 3 | End of input in macro F          | 3:11 | 'F' is a function-like macro whose call is not closed before the end of the file
            450 | #define F(x) #x\\nfloat y = F(1);                  | 3 | preprocessor directive cannot be preceded by another token | 3:11 | 'F' is replaced here by a '#'
            450 | #define X ##\\nfloat y = X;                        | 3 | unexpected location              | 3:11 | 'X' is replaced here by a '##' with nothing on one side
            450 | #define F(x) 1\\nfloat y = F(#);                   | 3 | unexpected '#'                   | 3:13 | unexpected '#' after other tokens on its line
            450 | #define F(x) 1 ' x\\n#if F(1)\\n#endif             | 3 | unexpected tokens following directive | 3:2 | #if: expected an operator before '''
            450 | #define F(x) x\\n#if F(')\\n#endif                 | 3 | bad expression                   | 3:2  | #if: expected a value before '''
            450 | #define F(x) x\\n#if F()\\n#endif                  | 3 | Too few args in Macro F          | 3:2  | #if: 'F' takes 1 argument
            450 | #define F(x) x\\n#if F(1\\n#endif                  | 3 | End of line in macro substitution | 3:2 | #if: 'F' is a function-like macro whose call is not closed before the end of the line
            450 | #define F(x) defined(x)\\n#define Y\\n#if F(Y)\\n#endif | 4 | cannot use in preprocessor expression when expanded from macros | 4:2 | #if: 'F' is replaced here by 'defined'
            450 | #define F(x) x\\n#if F(1)\\n#error taken\\n#endif   | 4 | '#error' : taken                 | 4:2  | #error: taken (glslang fails the compile here)
            450 | #define F(a,b) a+b\\n#if F(1,2) == 3\\n#error taken\\n#endif | 4 | '#error' : taken    | 4:2  | #error: taken (glslang fails the compile here)
            450 | #define CAT(a,b) a##b\\n#define AB 1\\n#if CAT(A,B)\\n#endif | 4 | unexpected tokens following directive | 4:2 | #if: 'CAT' is replaced here by a '##' (the #define at line 2), which glslang refuses in an #if
            """)
    void aCallGlslangRefusesIsRefusedAtIt(String version, String lines, int glslangLine, String glslangSays, String schemaAt,
            String schemaSays) throws Exception {
        SchemaException refused = GlslangVerdict.refusedAlike(dir, "s.frag", versioned(version, lines), glslangLine,
                glslangSays, schemaAt, schemaSays);
        assertThat(refused.position().line()).isEqualTo(glslangLine);
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450 | #define F(x) 1\\nfloat y = F(');
            330 | #define F(x) 1\\nfloat y = F(a ' b);
            450 | #define G(x) 1\\n#define F(x) G(x)\\nfloat y = F(');
            450 | #define G(x) 1\\n#define Q G(')\\nfloat y = Q;
            450 | #define G(x) 1\\n#define Q G\\nfloat y = Q(');
            450 | #define Q 'a'\\n#define F(x) 1\\nfloat y = F(Q);
            450 | #define F(x) 1\\nfloat y = F\\n(');
            450 | #define F(x) 1\\nfloat y = F(@);
            450 | #define F(x) 1\\nfloat y = F("abc");
            450 | #define F(x,y) 1\\nfloat y = F(,);
            450 | #define F(x) x\\n#define G F(\\nfloat y = G 1);
            450 | #define F(x) x /* ' */ + 1\\nfloat y = F(1);
            450 | #define F(x) 'a'\\nfloat F;
            450 | #define F(x) x\\n#if F(0)\\n#error taken\\n#endif
            450 | #define F(x) 0\\n#if F(')\\n#endif
            450 | #define F(x) x\\n#if defined(F)\\n#else\\n#error not taken\\n#endif
            450 | #extension GL_EXT_debug_printf : enable\\n#define F(x) x\\nvoid f() { debugPrintfEXT(F("a %d"), 1); }
            """)
    void aCallGlslangTakesIsTaken(String version, String lines) throws Exception {
        String source = versioned(version, lines);
        assertThat(GlslangVerdict.accepts(dir, "s.frag", source, "-V", "-o", "s.spv")).as("glslang takes it").isTrue();
        SchemaParser.parse("s.frag", source);
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            450 | #define HAS(x) x\\n#if HAS(1)
            450 | #define HAS(x) 1\\n#if HAS(')
            450 | #define HAS(a, b) a + b\\n#if HAS(1, -1) == 0
            450 | #define NONE(x)\\n#define HAS(x) defined(x)\\n#if !HAS(NONE)
            """)
    void anIfThatCallsAMacroTakesTheArmGlslangTakes(String version, String condition) throws Exception {
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = "#version " + version + "\n" + condition.replace("\\n", "\n") + "\n"
                + "layout(std140, binding = 0) uniform B { vec4 a; float kept; } u;\n#else\n"
                + "layout(std140, binding = 0) uniform B { vec4 swallowed; } u;\n#endif\nvoid main() {}\n";
        if (condition.contains("defined")) { // glslang refuses a defined that a macro makes
            assertThat(GlslangVerdict.firstError(dir, "s.frag", shader).message()).contains("cannot use in"
                    + " preprocessor expression when expanded from macros");
            assertThatThrownBy(() -> SchemaParser.parse("s.frag", shader)).hasMessageContaining("is replaced here by"
                    + " 'defined'");
            return;
        }
        var block = SchemaParser.parse("s.frag", shader).type("B").orElseThrow();
        Files.writeString(dir.resolve("s.frag"), shader);
        List<String> compile = List.of("glslangValidator", "-V", "-o", "s.spv", "s.frag");
        Oracle.run(dir, compile, 120).orFail(compile);
        List<String> reflect = List.of("spirv-cross", "s.spv", "--reflect");
        SpirvReflection live = SpirvReflection.parse(Oracle.run(dir, reflect, 120).orFail(reflect).stdout());

        assertThat(live.blockStruct(0).members()).extracting(SpirvReflection.Member::name).containsExactly("a", "kept");
        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), live.blockStruct(0), live)).isEmpty();
    }

    @Test
    void aCallOfAMacroTheFileMayDefineInSeveralWaysIsRefusedIfOneWouldBe() throws Exception {
        String source = versioned("450", "#ifdef Z\n#define F(x) x\n#else\n#define F(x) 1\n#endif\nfloat y = F(');");
        // glslang refuses it exactly when Z is defined
        assertThat(GlslangVerdict.accepts(dir, "s.frag", source)).isTrue();
        assertThat(GlslangVerdict.firstError(dir, "s.frag", source, "-l", "-DZ").message())
                .contains("character literals not supported");
        assertThatThrownBy(() -> SchemaParser.parse("s.frag", source)).hasMessage("s.frag:7:13: unexpected ''' in GLSL"
                + " code, which glslang refuses (\"character literals not supported\"); the file may define the macros"
                + " here in several ways, and one keeps it in the code");
        SchemaParser.parse("s.frag", source, CommandLineMacros.parse(List.of(), List.of("Z")));
    }

    @Test
    void aMacroThatGrowsPastTheReadersBoundIsRefusedNotGuessed() {
        var sb = new StringBuilder("#version 450\n#define M0(x) x x\n");
        for (int i = 1; i <= 20; i++) {
            sb.append("#define M").append(i).append("(x) M").append(i - 1).append("(x) M").append(i - 1).append("(x)\n");
        }
        sb.append("float y = M20(1);\nvoid main() {}\n");
        assertThatThrownBy(() -> SchemaParser.parse("s.frag", sb.toString())).hasMessageStartingWith("s.frag:23:11:"
                + " the macros from 'M20' on make more than 100000 tokens");
    }

    @Test
    void aCallOverManyMacrosTheFileLeavesOpenIsTaken() throws Exception {
        // each X<i> is 1.0 or 0.0 as -DF<i> says: 2^16 ways, none of which can put anything glslang refuses here
        var sb = new StringBuilder("#define SQR(x) ((x) * (x))\n");
        for (int i = 0; i < 16; i++) {
            sb.append("#ifdef F").append(i).append("\n#define X").append(i).append(" 1.0\n#else\n#define X").append(i)
                    .append(" 0.0\n#endif\n");
        }
        sb.append("void f() { float y = SQR(X0");
        for (int i = 1; i < 16; i++) {
            sb.append(" + X").append(i);
        }
        String source = versioned("450", sb.append("); }").toString());
        assertThat(GlslangVerdict.accepts(dir, "s.frag", source, "-V", "-o", "s.spv")).as("glslang takes it").isTrue();

        SchemaParser.parse("s.frag", source);
    }

    @Test
    void aMacroTheFileLeavesOpenThatAPasteJoinsIsStillReadInEachWay() throws Exception {
        // N is 1 or 2; pasted onto Q it names a macro that is a ' in one way only
        String source = versioned("450", "#ifdef Z\n#define N 1\n#else\n#define N 2\n#endif\n#define Q1 'a'\n"
                + "#define Q2 1.0\n#define CAT(a, b) a##b\n#define XCAT(a, b) CAT(a, b)\nfloat y = XCAT(Q, N);");
        assertThat(GlslangVerdict.accepts(dir, "s.frag", source, "-V", "-o", "s.spv")).isTrue();
        assertThat(GlslangVerdict.firstError(dir, "s.frag", source, "-l", "-DZ").message())
                .contains("character literals not supported");

        assertThatThrownBy(() -> SchemaParser.parse("s.frag", source)).hasMessageStartingWith("s.frag:11:11: 'XCAT'"
                + " may be replaced here by");
        SchemaParser.parse("s.frag", source, CommandLineMacros.parse(List.of(), List.of("Z")));
    }

    @Test
    void anArgumentAMacroUsesTwiceIsReplacedOnce() throws Exception {
        // glslang replaces each argument once: 40 nested calls make 40 tokens, not 2^40 steps
        String source = versioned("450", "#define FIRST(a, b) a\n#define T(x) FIRST(x, x)\nfloat y = "
                + "T(".repeat(40) + "1.0" + ")".repeat(40) + ";");
        assertThat(GlslangVerdict.accepts(dir, "s.frag", source, "-V", "-o", "s.spv")).isTrue();

        SchemaParser.parse("s.frag", source);
    }

    @Test
    void aLongCallIsReadInTimeLinearInItsLength() {
        String argument = String.join(" + ", java.util.Collections.nCopies(20_000, "1.0"));
        String source = versioned("450", "#define F(x) x\nvoid f() { float y = F(" + argument + "); }");

        assertTimeoutPreemptively(java.time.Duration.ofSeconds(20), () -> SchemaParser.parse("s.frag", source));
    }
}
