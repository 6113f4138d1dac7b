package org.abistruct.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/** The C and GLSL examples of {@code docs/schema.md} parse as written, and mean what their comments say. */
class SchemaPageExamplesTest {
    private static final Path PAGE = Path.of("..", "docs", "schema.md");
    private static final Pattern BLOCK = Pattern.compile("```(c|glsl)\\n(.*?)```", Pattern.DOTALL);

    @Test
    void theExamplesParse() throws Exception {
        List<String> blocks = new ArrayList<>();
        Matcher m = BLOCK.matcher(Files.readString(PAGE));
        while (m.find()) {
            blocks.add(m.group(2));
        }
        assertThat(blocks).as("```c and ```glsl blocks in docs/schema.md").hasSize(3);

        Schema c = SchemaParser.parse("schema.md", blocks.get(0));
        StructType header = c.type("Header").orElseThrow();
        StructLayout layout = Abi.of("x86_64-sysv").layout(header);
        assertThat(layout.member("version").orElseThrow().bitWidth()).as("VERSION_BITS").isEqualTo(4);
        assertThat(layout.member("flags").orElseThrow().bitWidth()).as("8 - VERSION_BITS").isEqualTo(4);
        assertThat(layout.member("stamps").orElseThrow().arrayDims()).as("stamps[2][STAMPS]").containsExactly(2L, 3L);
        assertThat(layout.members().get(3).isAnonymous()).as("the union after length").isTrue();
        assertThat(layout.member("crc").orElseThrow().byteOffset()).as("h.crc").isEqualTo(4);
        assertThat(layout.member("crc_bytes").orElseThrow().byteOffset()).as("h.crc_bytes").isEqualTo(4);

        StructLayout vec = Abi.of("x86_64-sysv").layout(SchemaParser.parse("schema.md", blocks.get(2)).type("Vec")
                .orElseThrow());
        assertThat(List.of("x", "y", "z", "v", "tag")).as("offsets of the anonymous members' members")
                .map(name -> vec.member(name).orElseThrow().byteOffset()).containsExactly(0L, 4L, 8L, 0L, 12L);

        Schema glsl = SchemaParser.parse("schema.md", blocks.get(1));
        assertThat(glsl.types()).extracting(StructType::name)
                .containsExactly("PointLight", "row_major PointLight", "Globals");
        StructLayout globals = Abi.of("std140").layout(glsl.type("Globals").orElseThrow());
        assertThat(globals.member("lights").orElseThrow().typeName()).isEqualTo("row_major PointLight");
        assertThat(globals.member("lights").orElseThrow().nested().member("basis").orElseThrow().rowMajor())
                .as("lights[i].basis").isTrue();
        assertThat(Abi.of("std140").layout(glsl.type("PointLight").orElseThrow()).member("basis").orElseThrow()
                .rowMajor()).as("PointLight itself").isFalse();
    }
}
