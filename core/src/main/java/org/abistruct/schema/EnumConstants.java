package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The enumeration constants declared so far, for constant expressions. An enumerator whose value the schema cannot
 * work out ({@code A = sizeof(T)}, say) is kept with the reason, which is reported only where it is used: an enum
 * nobody's array size depends on is read as before, without its values.
 */
final class EnumConstants {
    /**
     * One enumerator.
     *
     * @param name      its name token
     * @param codeIndex the index of the token after its definition: expressions from there on see it
     * @param value     its value, if it has one
     * @param failure   why it has none, or null
     */
    private record Enumerator(Token name, int codeIndex, long value, SchemaException failure) {
    }

    private final Map<String, List<Enumerator>> byName = new HashMap<>();

    void define(Token name, int codeIndex, long value, SchemaException failure) {
        byName.computeIfAbsent(name.text(), k -> new ArrayList<>()).add(new Enumerator(name, codeIndex, value, failure));
    }

    /**
     * The value of the enumeration constant {@code name} for an expression at the code token {@code useIndex}.
     *
     * @param at  where the name is used, for errors
     * @param via the macro the name came from, or null
     * @throws SchemaException if no enumerator of that name is declared before, two are, or its value is unknown
     */
    long value(String name, Token at, int useIndex, String via) {
        String in = via == null ? "" : " (in the expansion of macro '" + via + "')";
        Enumerator found = null;
        for (Enumerator e : byName.getOrDefault(name, List.of())) {
            if (e.codeIndex() > useIndex) {
                continue;
            }
            if (found != null) {
                throw new SchemaException(at.position(), "'" + name + "' is declared twice, at lines "
                        + found.name().position().line() + " and " + e.name().position().line()
                        + " (#if is not evaluated, so both declarations are seen)" + in);
            }
            found = e;
        }
        if (found == null) {
            throw new SchemaException(at.position(), "'" + name + "' is not an enumeration constant or an object-like"
                    + " macro defined before this constant expression" + in);
        }
        if (found.failure() != null) {
            throw new SchemaException(at.position(), "the value of '" + name + "' (line "
                    + found.name().position().line() + ") is unknown: " + found.failure().reason() + in);
        }
        return found.value();
    }
}
