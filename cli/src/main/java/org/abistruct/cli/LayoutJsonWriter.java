package org.abistruct.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * Writes layouts under one ABI as JSON. The shape is a contract other tools parse (see docs/cli.md);
 * keys are written in a fixed order and optional keys appear only when they apply:
 *
 * <pre>
 * {"abi": "std140", "types": [ {"name", "kind", "size", "alignment", "members": [
 *     {"name", "type", "offset", "size", "alignment",
 *      "arrayDims", "arrayStrides",      (arrays only)
 *      "matrixStride", "rowMajor",       (matrices only)
 *      "bitOffset", "bitWidth",          (bitfields only)
 *      "anonymous"}                      (anonymous struct and union members only)
 * ]}]}
 * </pre>
 */
final class LayoutJsonWriter {
    private final ObjectMapper mapper = new ObjectMapper()
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .enable(SerializationFeature.INDENT_OUTPUT);

    void write(String abiId, List<StructLayout> layouts, PrintWriter out) {
        ObjectNode root = mapper.createObjectNode();
        root.put("abi", abiId);
        ArrayNode types = root.putArray("types");
        layouts.forEach(layout -> types.add(type(layout)));
        try {
            mapper.writer(prettyPrinter()).writeValue(out, root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }

    private ObjectNode type(StructLayout layout) {
        ObjectNode node = mapper.createObjectNode();
        node.put("name", layout.name());
        node.put("kind", layout.kind());
        node.put("size", layout.byteSize());
        node.put("alignment", layout.byteAlignment());
        ArrayNode members = node.putArray("members");
        layout.members().forEach(m -> members.add(member(m)));
        return node;
    }

    private ObjectNode member(MemberLayout m) {
        ObjectNode node = mapper.createObjectNode();
        node.put("name", m.name());
        node.put("type", m.typeName());
        node.put("offset", m.byteOffset());
        node.put("size", m.byteSize());
        node.put("alignment", m.byteAlignment());
        if (m.isArray()) {
            m.arrayDims().forEach(node.putArray("arrayDims")::add);
            m.arrayStrides().forEach(node.putArray("arrayStrides")::add);
        }
        if (m.isMatrix()) {
            node.put("matrixStride", m.matrixStride());
            node.put("rowMajor", m.rowMajor());
        }
        if (m.isBitfield()) {
            node.put("bitOffset", m.bitOffset());
            node.put("bitWidth", m.bitWidth());
        }
        if (m.isAnonymous()) {
            node.put("anonymous", true);
        }
        return node;
    }

    /** {@code "key": value} (no space before the colon), two-space indent, short arrays on one line. */
    private static DefaultPrettyPrinter prettyPrinter() {
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER);
        return new DefaultPrettyPrinter(separators)
                .withObjectIndenter(new DefaultIndenter("  ", "\n"));
    }
}
