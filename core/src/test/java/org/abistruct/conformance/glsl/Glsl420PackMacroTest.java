package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * glslang predefines {@code GL_ARB_shading_language_420pack} in every desktop GLSL version and profile, and never in
 * ES: the schema parser decides {@code #ifdef GL_ARB_shading_language_420pack} as glslang does, for every version (not
 * only those glslang compiles for Vulkan), so the common guard around the {@code #extension} line is decided too.
 */
@Tag("conformance")
class Glsl420PackMacroTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"110", "120", "130", "140", "150", "150 compatibility", "330 core", "400", "410", "420",
        "460", "100", "300 es", "310 es", "320 es"})
    void ifdefIsDecidedAsGlslangDecidesIt(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // glslang compiles this (to nothing) unless it defines the macro, and names the #error then
        String probe = "#version " + version + "\n#ifdef GL_ARB_shading_language_420pack\n#error predefined\n#endif\n"
                + "void main() {}\n";
        Files.writeString(dir.resolve("s.frag"), probe);
        Oracle.Run glslang = Oracle.run(dir, List.of("glslangValidator", "s.frag"), 120);
        boolean predefined = glslang.stdout().contains("'#error' : predefined");
        assertThat(glslang.exitCode() != 0).as(glslang.stdout()).isEqualTo(predefined);

        // one struct with members from both arms would be an error: the parser must decide the #ifdef
        StructType s = SchemaParser.parse("s.frag", "#version " + version + "\nstruct S {\n"
                + "#ifdef GL_ARB_shading_language_420pack\n    float predefined;\n#else\n    float undefined;\n#endif\n"
                + "};\n").type("S").orElseThrow();
        assertThat(s.members()).extracting(Member::name)
                .containsExactly(predefined ? "predefined" : "undefined");
    }
}
