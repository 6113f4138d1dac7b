package org.abistruct.conformance.glsl;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.conformance.Oracle;

/**
 * What {@code spirv-cross --reflect} says about the blocks of a shader compiled by
 * {@code glslangValidator -V}: every struct type's member offsets, array dimensions and strides,
 * matrix strides and order, and each block's type and size.
 *
 * <p>spirv-cross writes a member's decorations next to the member's <em>base</em> type: {@code "type"}
 * names the leaf type ({@code "_20"} for a struct, else a GLSL name), {@code "array"} lists the
 * dimensions innermost first and {@code "array_stride"} is the outermost dimension's stride.
 *
 * @param structs the struct types by spirv-cross id ({@code "_20"})
 * @param blocks  the uniform and storage blocks by binding
 */
record SpirvReflection(Map<String, Struct> structs, Map<Integer, Block> blocks) {

    /** One member of a reflected struct. Array dims are as spirv-cross lists them: innermost first. */
    record Member(String name, String type, long offset, List<Long> arrayInnermostFirst, long arrayStride,
                  long matrixStride, boolean rowMajor) {
    }

    /** A reflected struct type (blocks are struct types too). */
    record Struct(String id, String name, List<Member> members) {
        Member member(String memberName) {
            return members.stream().filter(m -> m.name().equals(memberName)).findFirst()
                    .orElseThrow(() -> new IllegalStateException(name + " has no member " + memberName));
        }
    }

    /** A uniform or storage block: its struct type and spirv-cross's (unrounded) size. */
    record Block(String name, String typeId, long blockSize, int binding) {
    }

    /** The struct that a member's base type names, or null when the member is not a struct. */
    Struct structOf(Member m) {
        return structs.get(m.type());
    }

    /** The struct type of the block bound at {@code binding}. */
    Struct blockStruct(int binding) {
        Block b = blocks.get(binding);
        if (b == null) {
            throw new IllegalStateException("no block at binding " + binding + " in the reflection");
        }
        return structs.get(b.typeId());
    }

    /**
     * Compiles {@code glsl} (a compute shader) to SPIR-V in {@code dir} and reflects it.
     * Fails the calling test when a tool fails.
     */
    static SpirvReflection compile(Path dir, String stem, String glsl) throws IOException, InterruptedException {
        Path source = dir.resolve(stem + ".comp");
        Files.writeString(source, glsl);
        String spv = stem + ".spv";
        List<String> compile = List.of("glslangValidator", "-V", "--target-env", "vulkan1.2", "-o", spv,
                source.getFileName().toString());
        Oracle.run(dir, compile, 120).orFail(compile);
        List<String> reflect = List.of("spirv-cross", spv, "--reflect");
        String json = Oracle.run(dir, reflect, 120).orFail(reflect).stdout();
        Files.writeString(dir.resolve(stem + ".json"), json);
        return parse(json);
    }

    /** Parses spirv-cross's {@code --reflect} JSON. */
    static SpirvReflection parse(String json) throws IOException {
        JsonNode root = new ObjectMapper().readTree(json);
        var structs = new HashMap<String, Struct>();
        root.path("types").properties().forEach(e -> structs.put(e.getKey(), struct(e.getKey(), e.getValue())));
        var blocks = new HashMap<Integer, Block>();
        for (String kind : List.of("ubos", "ssbos")) {
            for (JsonNode b : root.path(kind)) {
                var block = new Block(b.path("name").asText(), b.path("type").asText(),
                        b.path("block_size").asLong(-1), b.path("binding").asInt(-1));
                if (blocks.put(block.binding(), block) != null) {
                    throw new IllegalStateException("two blocks at binding " + block.binding());
                }
            }
        }
        return new SpirvReflection(structs, blocks);
    }

    private static Struct struct(String id, JsonNode node) {
        var members = new ArrayList<Member>();
        for (JsonNode m : node.path("members")) {
            var dims = new ArrayList<Long>();
            m.path("array").forEach(d -> dims.add(d.asLong()));
            if (!m.has("offset")) {
                throw new IllegalStateException("member " + m.path("name").asText() + " of " + id + " has no offset");
            }
            members.add(new Member(m.path("name").asText(), m.path("type").asText(), m.path("offset").asLong(),
                    List.copyOf(dims), m.path("array_stride").asLong(0), m.path("matrix_stride").asLong(0),
                    m.path("row_major").asBoolean(false)));
        }
        return new Struct(id, node.path("name").asText(), List.copyOf(members));
    }
}
