package org.abistruct.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.schema.Schema;
import org.abistruct.type.Position;

/**
 * The notes for the static assertions a C ABI's read kept unchecked because they hold what the schema does not
 * evaluate ({@code sizeof} of an expression it does not follow, a function-like macro): one line for each and its
 * reason, naming the C ABIs that kept it for that reason, so that an assertion the layout was not proven against is
 * never passed over in silence. The other ABIs are left out: no C compiler checks a C file's assertions for
 * {@code std140}.
 */
final class UncheckedAssertionNotes {
    /** What every reason starts with, which the note says once in its own words. */
    private static final String PREFIX = "static assertion: ";

    private UncheckedAssertionNotes() {
    }

    /** {@code c.h:5:1: static assertion not checked under x86_64-sysv, i386-sysv: sizeof of an expression ...}. */
    static List<String> of(Map<Abi, Schema> schemas) {
        // one note per assertion and reason: the C ABIs may keep one unchecked for different reasons (1L << 40 is
        // undefined only where long has 32 bits)
        var abisAt = new LinkedHashMap<Position, Map<String, List<String>>>();
        schemas.forEach((abi, schema) -> {
            if (abi instanceof CAbi) {
                for (Schema.UncheckedAssertion a : schema.uncheckedAssertions()) {
                    abisAt.computeIfAbsent(a.position(), p -> new LinkedHashMap<>())
                            .computeIfAbsent(a.reason(), r -> new ArrayList<>()).add(abi.id());
                }
            }
        });
        var notes = new ArrayList<String>();
        abisAt.forEach((at, byReason) -> byReason.forEach((reason, ids) ->
                notes.add(at + ": static assertion not checked under " + String.join(", ", ids) + ": "
                        + (reason.startsWith(PREFIX) ? reason.substring(PREFIX.length()) : reason))));
        return notes;
    }
}
