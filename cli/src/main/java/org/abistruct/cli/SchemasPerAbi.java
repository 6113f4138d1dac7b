package org.abistruct.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaException;

/**
 * The schema each ABI's layout comes from. A C ABI lays out the file as read for it, as a compiler reads a header for
 * its target ({@code sizeof}, {@code _Alignof}, the width of {@code long} take that ABI's values); any other ABI lays
 * out the file read for every ABI, which refuses those constructs.
 *
 * <p>The file is read as few times as that allows: for one C ABI, once for it; otherwise once for every ABI, which
 * serves them all when it reads (a file read for every ABI reads the same for each C ABI), and only when it is refused,
 * or keeps static assertions it cannot check (those that depend on the ABI), once more for each C ABI.
 */
final class SchemasPerAbi {
    private SchemasPerAbi() {
    }

    /** Reads the file, for {@code target} or (null) for every ABI. */
    @FunctionalInterface
    interface Reader {
        Schema read(CAbi target);
    }

    /**
     * The schema for each of {@code abis}, in their order.
     *
     * @throws SchemaException the file's refusal for the first ABI (in the order given) it is refused for; with several
     *                         ABIs its message ends by naming that ABI
     */
    static Map<Abi, Schema> read(List<Abi> abis, Reader reader) {
        var schemas = new LinkedHashMap<Abi, Schema>();
        if (abis.size() == 1) {
            Abi abi = abis.getFirst();
            schemas.put(abi, reader.read(abi instanceof CAbi c ? c : null));
            return schemas;
        }
        Schema everyAbi;
        try {
            everyAbi = reader.read(null);
        } catch (SchemaException refused) {
            if (abis.stream().noneMatch(a -> a instanceof CAbi)) {
                throw refused; // no ABI reads it otherwise: the refusal is every ABI's, as with one
            }
            return readForEach(abis, reader, refused);
        }
        if (!everyAbi.uncheckedAssertions().isEmpty() && abis.stream().anyMatch(a -> a instanceof CAbi)) {
            return readForEachCAbi(abis, reader, everyAbi);
        }
        abis.forEach(abi -> schemas.put(abi, everyAbi));
        return schemas;
    }

    /**
     * Each C ABI's own read, which checks the static assertions that the read for every ABI kept unchecked
     * ({@link Schema#uncheckedAssertions()}); the other ABIs, for which no C compiler checks them, keep
     * {@code everyAbi}.
     */
    private static Map<Abi, Schema> readForEachCAbi(List<Abi> abis, Reader reader, Schema everyAbi) {
        var schemas = new LinkedHashMap<Abi, Schema>();
        Map<String, Schema> byId = new HashMap<>();
        for (Abi abi : abis) {
            if (abi instanceof CAbi c) {
                schemas.put(abi, byId.computeIfAbsent(c.id(), id -> readNaming(reader, c)));
            } else {
                schemas.put(abi, everyAbi);
            }
        }
        return schemas;
    }

    private static Schema readNaming(Reader reader, CAbi c) {
        try {
            return reader.read(c);
        } catch (SchemaException refused) {
            throw naming(refused, "read for " + c.id());
        }
    }

    /** Each C ABI's own read; the other ABIs have only {@code refusedForEveryAbi}. */
    private static Map<Abi, Schema> readForEach(List<Abi> abis, Reader reader, SchemaException refusedForEveryAbi) {
        var schemas = new LinkedHashMap<Abi, Schema>();
        Map<String, Schema> byId = new HashMap<>(); // an ABI given twice is already one, but be sure of one read each
        for (Abi abi : abis) {
            if (!(abi instanceof CAbi c)) {
                throw naming(refusedForEveryAbi, abi.id() + ", not a C ABI, reads the file for every ABI");
            }
            Schema schema = byId.get(c.id());
            if (schema == null) {
                try {
                    schema = reader.read(c);
                } catch (SchemaException refused) {
                    throw naming(refused, "read for " + c.id());
                }
                byId.put(c.id(), schema);
            }
            schemas.put(abi, schema);
        }
        return schemas;
    }

    private static SchemaException naming(SchemaException e, String how) {
        var named = new SchemaException(e.position(), e.reason() + " (" + how + ")");
        named.initCause(e);
        return named;
    }

    /**
     * The types to print, each with its layout under each ABI whose schema declares it: the first ABI's types in their
     * order, then any only another ABI's schema declares, in its order. A type is known by its kind and name.
     */
    static List<List<StructLayout>> layouts(Map<Abi, Schema> schemas) {
        var order = new LinkedHashMap<String, List<StructLayout>>();
        schemas.forEach((abi, schema) -> schema.types().forEach(type ->
                order.computeIfAbsent(type.kind() + " " + type.name(), k -> new ArrayList<>()).add(abi.layout(type))));
        return List.copyOf(order.values());
    }
}
