package org.abistruct.conformance.c;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.conformance.c.CEmitter.EmittedFile;
import org.abistruct.conformance.c.CEmitter.Probe;
import org.abistruct.type.StructType;

/**
 * Clang's answer for one generated type: its record layout, and the sizes its probe struct measured.
 *
 * @param record the type's own record layout
 * @param probed each probe's size in bytes
 */
record ClangTypeLayout(ClangRecordLayout record, Map<Probe, Long> probed) {

    /** Clang's answers for {@code types}, matched up with the probes of {@code file}. */
    static Map<String, ClangTypeLayout> of(List<StructType> types, EmittedFile file, Map<String, ClangRecordLayout> dump) {
        var result = new LinkedHashMap<String, ClangTypeLayout>();
        for (StructType t : types) {
            ClangRecordLayout record = dump.get(t.kind() + " " + t.name());
            if (record == null) {
                throw new IllegalStateException("clang dumped no layout for " + t.kind() + " " + t.name());
            }
            List<Probe> probes = file.probes().get(t.name());
            var probed = new LinkedHashMap<Probe, Long>();
            if (!probes.isEmpty()) {
                ClangRecordLayout probe = dump.get("struct " + CEmitter.PROBE_PREFIX + t.name());
                if (probe == null || probe.fieldOffsets().size() != probes.size()) {
                    throw new IllegalStateException("clang dumped no (or a different) probe struct for " + t.name()
                            + ": " + probe);
                }
                // the probe fields are char arrays (alignment 1), so each one ends where the next begins
                List<Long> offsets = probe.fieldOffsets();
                for (int i = 0; i < probes.size(); i++) {
                    long end = i + 1 < offsets.size() ? offsets.get(i + 1) : probe.sizeBits();
                    probed.put(probes.get(i), (end - offsets.get(i)) / 8);
                }
            }
            result.put(t.name(), new ClangTypeLayout(record, probed));
        }
        return result;
    }

    /** The size clang measured for {@code probe}. */
    long probed(Probe probe) {
        Long size = probed.get(probe);
        if (size == null) {
            throw new IllegalStateException("no probe " + probe);
        }
        return size;
    }
}
