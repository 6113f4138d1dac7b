package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/** {@code -D} and {@code -U} settings: in force from the first line, as a compiler's are, and checked as they are read. */
class CommandLineMacrosTest {
    private static final String VERSIONED = """
            #ifndef API_VERSION
            #define API_VERSION 1
            #endif
            struct S {
                int a;
            #if API_VERSION >= 2
                double b;
            #endif
            };
            """;

    private static long size(String text, List<String> defines, List<String> undefines) {
        Schema schema = SchemaParser.parse("t.h", text, CommandLineMacros.parse(defines, undefines));
        return Abi.of("x86_64-sysv").layout(schema.types().getFirst()).byteSize();
    }

    @Test
    void aDefineReplacesTheFilesDefaultAndDecidesItsConditionals() {
        assertThat(size(VERSIONED, List.of(), List.of())).as("the file's own default").isEqualTo(4);
        assertThat(size(VERSIONED, List.of("API_VERSION=2"), List.of())).isEqualTo(16);
        assertThat(size(VERSIONED, List.of(), List.of("API_VERSION"))).as("undefined: the default is taken").isEqualTo(4);
    }

    @Test
    void namesSetEitherWaySettleConditionalsTheFileLeavesOpen() {
        String platform = "struct S {\n#ifdef _WIN32\n    long long h;\n#else\n    char c;\n#endif\n};";
        assertThatThrownBy(() -> size(platform, List.of(), List.of())).isInstanceOf(SchemaException.class)
                .hasMessageContaining("come from two branches of the #if at line 2");
        assertThat(size(platform, List.of("_WIN32"), List.of())).isEqualTo(8);
        assertThat(size(platform, List.of(), List.of("_WIN32"))).isEqualTo(1);
        assertThat(size("struct S { char a[N]; };", List.of("N=3 * 4"), List.of())).isEqualTo(12);
        assertThat(size("#if FLAG == 1\nstruct S { char a[2]; };\n#endif", List.of("FLAG"), List.of()))
                .as("NAME alone is 1").isEqualTo(2);
        assertThat(size("#ifdef E\nstruct S { char a[E 3]; };\n#endif", List.of("E="), List.of()))
                .as("NAME= is defined as nothing").isEqualTo(3);
    }

    @Test
    void aDefineWithoutAValueIsOneInCAndNothingInGlslAsGlslangValidatorMakesIt() {
        String c = "#if FLAG == 1\nstruct S { char a[2]; };\n#endif";
        assertThat(size(c, List.of("FLAG"), List.of())).isEqualTo(2);
        String glsl = "#version 450\n#ifdef FLAG\nstruct S { float a[FLAG 2]; };\n#endif";
        assertThat(size(glsl, List.of("FLAG"), List.of())).as("GlslCommandLineMacrosTest").isEqualTo(8);
        assertThatThrownBy(() -> size("#version 450\n#if FLAG == 1\n#endif", List.of("FLAG"), List.of()))
                .isInstanceOf(SchemaException.class)
                .hasMessage("t.h:2:2: #if: expected a value before '==', after its macros are replaced");
        assertThatThrownBy(() -> size("#version 330\nstruct S { float FLAG; };", List.of("FLAG"), List.of()))
                .isInstanceOf(SchemaException.class).hasMessageStartingWith("t.h:2:18: 'FLAG' is defined on the"
                        + " command line (-DFLAG), which a compiler would replace here");
    }

    @Test
    void aDefinitionTheFileMayReplaceIsNamedAsTheCommandLinesInErrors() {
        assertThatThrownBy(() -> size("#ifdef X\n#undef N\n#define N 8\n#endif\nstruct S { char a[N]; };",
                List.of("N=4"), List.of())).isInstanceOf(SchemaException.class).hasMessage("t.h:5:19: 'N' may be"
                        + " defined on the command line (-DN) or differently at line 3, depending on an #if this file"
                        + " does not decide");
    }

    @Test
    void aMacroTheSchemaWouldNotReplaceWhereACompilerWouldIsAnError() {
        assertThatThrownBy(() -> size("typedef float REAL;\nstruct S { REAL r; };", List.of("REAL=double"), List.of()))
                .isInstanceOf(SchemaException.class).hasMessage("t.h:1:15: 'REAL' is defined on the command line"
                        + " (-DREAL=double), which a compiler would replace here; the schema replaces macros only in"
                        + " conditionals and constant expressions, so its layout could differ");
        assertWhere("typedef float REAL;\nstruct S { REAL r : 3; };", "REAL=double", "1:15: 'REAL'"); // before the bitfield error
        assertWhere("typedef struct REAL { float f; } REAL;", "REAL=double", "1:16: 'REAL'");
        assertWhere("struct S { int a; };", "int=long", "1:12: 'int'");
        assertWhere("struct S { char c; int highp; };", "highp=", "1:24: 'highp'"); // a name in C: it would vanish
        assertWhere("struct S { char c; int i; } ALIGN16;", "ALIGN16=__attribute__((aligned(16)))", "1:29: 'ALIGN16'");
        assertWhere("enum { MAX_LIGHTS = 4 };\nstruct S { float a[MAX_LIGHTS]; };", "MAX_LIGHTS=8", "1:8: 'MAX_LIGHTS'");
        assertWhere("#version 450\nlayout(std430) buffer B { vec3 a; float b; };", "vec3=vec4", "2:27: 'vec3'");
        assertThat(size("#undef REAL\ntypedef double REAL;\nstruct S { REAL r; };", List.of("REAL=float"), List.of()))
                .as("no longer a macro there").isEqualTo(8);
        assertThat(size("struct S { const char a[MAX]; };\nstatic inline int clamp(int x) { return x > MAX ? MAX : x; }\n"
                + "int f(int MAX);\nint g = MAX;\n_Static_assert(MAX > 0, \"\");",
                List.of("MAX=16", "inline=__inline", "const=", "uint=unsigned"), List.of()))
                .as("uses that decide no layout").isEqualTo(16);
        assertThat(size("struct S { bool b; alignas(4) char c; };", List.of("bool=_Bool", "alignas=_Alignas"), List.of()))
                .as("C23's keywords as their C11 spellings").isEqualTo(8);
        assertWhere("struct S { bool b; };", "bool=int", "1:12: 'bool'");
        assertThat(size("enum { A = 1 M -1 };\nstruct S { char a[A]; };", List.of("M=-"), List.of()))
                .as("'-' from -D and '-' from line 1 are two tokens").isEqualTo(2);
    }

    @Test
    void whatTheSchemaPassesOverUnreadIsNotChecked() {
        List<String> defines = List.of("WG=64", "BINDING=2", "MSG=\"old\"", "N=8", "COLS=4", "PREC=highp", "COUNT=4",
                "MAX=16");
        assertThat(size("""
                struct S { float (*rows)[COLS]; } __attribute__((deprecated(MSG)));
                enum { A [[deprecated(MSG)]] = 1, B = sizeof(long) * COUNT, C = 2 };
                struct T { char c[C]; };
                """, defines, List.of())).isEqualTo(8);
        assertThat(size("""
                #version 450
                precision PREC float;
                layout(local_size_x = WG) in;
                layout(location = 0) out VS { vec4 c[N]; } vs;
                layout(std140, binding = BINDING) uniform L { vec4 p[N]; } l;
                """, defines, List.of())).isEqualTo(128);
        assertThatThrownBy(() -> size("struct S { char c; };\nint g = MAX", defines, List.of()))
                .hasMessage("t.h:2:12: expected ';' after the initializer but found end of file");
    }

    private static void assertWhere(String text, String define, String where) {
        assertThatThrownBy(() -> size(text, List.of(define), List.of())).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("t.h:" + where + " is defined on the command line (-D" + define + ")");
    }

    @Test
    void settingsAreReadAsACompilerReadsThem() {
        assertThat(size("struct S { char a[N]; };", List.of("N=3", "N=4"), List.of())).as("the last -D wins").isEqualTo(4);
        assertThat(size("struct S { char a[N + M]; };", List.of(" N", "M =2"), List.of())).as("spaces around a name")
                .isEqualTo(3);
    }

    @Test
    void settingsThatCannotBeReadAreRefused() {
        assertRefused(List.of("1X=2"), List.of(), "-D1X=2: '1X' is not a macro name");
        assertRefused(List.of("=2"), List.of(), "-D=2: '' is not a macro name");
        assertRefused(List.of("F(x)=x"), List.of(), "-DF(x)=x: function-like macros are not read");
        assertRefused(List.of("defined"), List.of(), "-Ddefined: 'defined' cannot be a macro name");
        assertRefused(List.of(), List.of("defined"), "-Udefined: 'defined' cannot be a macro name");
        assertRefused(List.of("/*=1"), List.of(), "-D/*=1: unterminated comment: expected '*/' before end of file");
        assertRefused(List.of("N=2\\"), List.of(), "-DN=2\\: the value ends with a backslash, which would join a next line");
        assertRefused(List.of("A"), List.of("A"), "-UA: A is also defined (-D); give one of them");
        assertRefused(List.of("V=1\n2"), List.of(), "-DV=1\n2: the value spans lines");
        assertRefused(List.of("C=1 /* two"), List.of(), "-DC=1 /* two: unterminated comment: expected '*/' before end of file");
        assertRefused(List.of(), List.of("a b"), "-Ua b: 'a b' is not a macro name");
    }

    private static void assertRefused(List<String> defines, List<String> undefines, String message) {
        assertThatThrownBy(() -> CommandLineMacros.parse(defines, undefines)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }
}
