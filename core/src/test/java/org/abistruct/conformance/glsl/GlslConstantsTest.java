package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A shader whose block arrays are sized by {@code const} integers and a {@code #define}, as shaders size them, read
 * by the schema parser as it is and laid out as glslang and spirv-cross lay it out (std140 and std430).
 */
@Tag("conformance")
class GlslConstantsTest {
    static final String SHADER = GlslShaderWriter.header(GlslLayout.STD140)
            + "#define CASCADES 3\n"
            + "const int MAX_LIGHTS = 4;\n"
            + "const uint SAMPLES = 2u * 2u;\n"
            + "const int KERNEL = (MAX_LIGHTS << 1) - 1, HALF = KERNEL / 2;\n"
            + "struct Light { vec3 position; float radius; };\n"
            + "layout(std140, binding = 0) uniform Lights { Light lights[MAX_LIGHTS]; mat4 cascades[CASCADES];"
            + " float weights[KERNEL]; } u;\n"
            + "layout(std430, binding = 1) buffer Samples { vec2 offsets[SAMPLES]; int taps[HALF + 1]; } s;\n"
            + "void main() {}\n";

    @TempDir
    Path dir;

    @Test
    void constIntegersSizeBlocksAsGlslangSizesThem() throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        Schema schema = SchemaParser.parse("constants.comp", SHADER);
        StructType lights = schema.type("Lights").orElseThrow();
        StructType samples = schema.type("Samples").orElseThrow();
        SpirvReflection live = SpirvReflection.compile(dir, "constants", SHADER);

        assertThat(LayoutDiff.compare(Abi.of("std140").layout(lights), live.blockStruct(0), live)).isEmpty();
        assertThat(LayoutDiff.compare(Abi.of("std430").layout(samples), live.blockStruct(1), live)).isEmpty();
        assertThat(live.blockStruct(0).member("weights").arrayInnermostFirst()).containsExactly(7L);
        assertThat(live.blockStruct(1).member("offsets").arrayInnermostFirst()).containsExactly(4L);
    }
}
