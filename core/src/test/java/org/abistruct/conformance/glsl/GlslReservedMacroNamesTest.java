package org.abistruct.conformance.glsl;

import static org.abistruct.conformance.glsl.GlslShaderWriter.versioned;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A GLSL file's own {@code #define} and {@code #undef} of a name glslang reserves ({@code GL_...}, {@code defined},
 * in ES 1.00 a name with {@code __}, the predefined {@code __VERSION__} ...) is refused by the schema parser where
 * glslang refuses it, and accepted where glslang accepts it, with line and column.
 */
@Tag("conformance")
class GlslReservedMacroNamesTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            450     | #define GL_FOO 1
            450     | #undef GL_FOO
            110     | #define GL_ 1
            450     | #define GL_FOO(x) x
            450     | #undef GL_ES
            310 es  | #define GL_ES 1
            100     | #undef GL_ARB_shading_language_420pack
            450     | #define defined 1
            320 es  | #undef defined
            100     | #define A__B 1
            100     | #undef __FOO
            300 es  | #undef __VERSION__
            310 es  | #define __LINE__ 3
            100     | #define __FILE__ 1
            450     | #ifndef GL_ES\\n#define GL_ES 0\\n#endif
            310 es  | #ifdef GL_ES\\n#define GL_FOO 1\\n#endif
            450     | #extension GL_EXT_spirv_intrinsics : disable\\n#define GL_FOO 1
            450     | #extension GL_EXT_spirv_intrinsics : enable\\n#extension all : disable\\n#undef GL_FOO
            460     | #extension GL_EXT_spirv_intrinsics : warn\\n#extension GL_EXT_spirv_intrinsics : disable\\n#undef GL_
            """)
    void aReservedNameIsRefusedAsGlslangRefusesIt(String version, String lines) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String shader = versioned(version, lines);
        assertThat(glslangAccepts(shader)).as("glslang accepts it").isFalse();
        String[] written = shader.split("\n");
        int line = 0; // of the last #define or #undef
        for (int i = 0; i < written.length; i++) {
            line = written[i].startsWith("#define") || written[i].startsWith("#undef") ? i + 1 : line;
        }
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", shader)).isInstanceOf(SchemaException.class)
                .hasMessageStartingWith("s.vert:" + line + ":");
    }

    @ParameterizedTest(name = "#version {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            450     | #define GL 1
            450     | #define GLX_A 1
            450     | #define gl_Foo 1
            450     | #define _GL_X 1
            450     | #define __FOO 1
            300 es  | #define A__B 1
            310 es  | #undef __FOO
            450     | #if 0\\n#define GL_FOO 1\\n#endif
            450     | #ifdef GL_ES\\n#define GL_FOO 1\\n#endif
            300 es  | #ifndef GL_ES\\n#define GL_ES 0\\n#endif
            450     | #extension GL_EXT_spirv_intrinsics : enable\\n#define GL_FOO 1\\n#undef GL_ES
            310 es  | #extension GL_EXT_spirv_intrinsics : require\\n#define GL_FOO 1
            100     | #extension GL_EXT_spirv_intrinsics : warn\\n#define GL_FOO 1\\n#define A__B 1
            450     | #extension all : warn\\n#define GL_FOO 1
            """)
    void aNameGlslangLetsTheFileDefineIsAccepted(String version, String lines) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String shader = versioned(version, lines);
        assertThat(glslangAccepts(shader)).as("glslang accepts it").isTrue();
        SchemaParser.parse("s.vert", shader);
    }

    @Test
    void theMessageNamesTheLineAndWhy() {
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", "#version 450\n#define  GL_FOO 1\n"))
                .hasMessage("s.vert:2:10: #define GL_FOO: names beginning with GL_ are reserved, and glslang refuses"
                        + " to define or undefine them");
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", "#version 100\n#undef A__B\n"))
                .hasMessage("s.vert:2:8: #undef A__B: names with two consecutive underscores are reserved, and"
                        + " glslang refuses them before ES 3.00");
    }

    @Test
    void aFileWithoutVersionIsCAndMayDefineThem() {
        SchemaParser.parse("s.h", "#define GL_FOO 1\n#undef GL_ES\n#define A__B 1\nstruct S { int a[GL_FOO]; };\n");
    }

    @Test
    void aReservedNameInAnArmTheFileDoesNotDecideIsRefused() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // glslang refuses it exactly when the arm is taken: with -DX
        String shader = versioned("450", "#ifdef X\n#define GL_FOO 1\n#endif");
        assertThat(glslangAccepts(shader)).isTrue();
        assertThat(glslangAccepts(shader, "-l", "-DX")).isFalse();
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", shader)).hasMessageStartingWith("s.vert:3:9: #define"
                + " GL_FOO: names beginning with GL_ are reserved");
    }

    @Test
    void whetherGlslangLiftsTheRuleMayDependOnAConditional() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String shader = versioned("450", "#ifdef X\n#extension GL_EXT_spirv_intrinsics : enable\n#endif\n"
                + "#define GL_FOO 1");
        assertThat(glslangAccepts(shader)).isFalse();
        assertThat(glslangAccepts(shader, "-l", "-DX")).isTrue();
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", shader)).hasMessageEndingWith("whether #extension"
                + " GL_EXT_spirv_intrinsics (which lifts this) is on here depends on a conditional this file does not"
                + " decide");
    }

    @Test
    void aPredefinedNameIsRefusedInDesktopGlslToo() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // glslang warns, and goes on with its own __VERSION__: the line means nothing there, and other compilers
        // refuse it, so the reader does
        String shader = versioned("450", "#define __VERSION__ 5\n#if __VERSION__ == 5\n#error redefined\n#endif");
        assertThat(glslangAccepts(shader)).isTrue();
        assertThatThrownBy(() -> SchemaParser.parse("s.vert", shader)).hasMessage("s.vert:2:9: #define __VERSION__:"
                + " a predefined name: glslang refuses this in ES, and in desktop GLSL warns and keeps its own value");
    }

    private boolean glslangAccepts(String shader, String... options) throws Exception {
        return GlslangVerdict.accepts(dir, "s.vert", shader, options);
    }
}
