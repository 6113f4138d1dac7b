package org.abistruct.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Re-serialises JSON text compactly, keeping key order, so tests compare shape and order exactly. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static String compact(String json) {
        try {
            return MAPPER.writeValueAsString(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }
}
