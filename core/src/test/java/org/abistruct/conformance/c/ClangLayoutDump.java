package org.abistruct.conformance.c;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the output of {@code clang -Xclang -fdump-record-layouts-simple}:
 *
 * <pre>
 * *** Dumping AST Record Layout
 * Type: struct S1
 *
 * Layout: &lt;ASTRecordLayout
 *   Size:128
 *   DataSize:128
 *   Alignment:64
 *   FieldOffsets: [0, 64]&gt;
 * </pre>
 *
 * {@code DataSize} appears only on Itanium-ABI targets. A record dumped twice keeps its first dump. An untagged struct
 * or union that a typedef names is dumped by the typedef's name alone ({@code Type: __kernel_fsid_t}).
 */
public final class ClangLayoutDump {
    private static final Pattern TYPE = Pattern.compile("^Type:\\s*((?:(?:struct|union)\\s+)?\\S+)\\s*$",
            Pattern.MULTILINE);
    private static final Pattern SIZE = Pattern.compile("^\\s*Size:\\s*(\\d+)\\s*$", Pattern.MULTILINE);
    private static final Pattern ALIGNMENT = Pattern.compile("^\\s*Alignment:\\s*(\\d+)\\s*$", Pattern.MULTILINE);
    private static final Pattern OFFSETS = Pattern.compile("FieldOffsets:\\s*\\[([^\\]]*)\\]");

    private ClangLayoutDump() {
    }

    /** The records of {@code dump} by {@code struct NAME} / {@code union NAME}, or by a typedef name alone. */
    public static Map<String, ClangRecordLayout> parse(String dump) {
        var records = new LinkedHashMap<String, ClangRecordLayout>();
        for (String block : dump.split("\\*\\*\\* Dumping AST Record Layout")) {
            Matcher type = TYPE.matcher(block);
            if (!type.find()) {
                continue; // text before the first block
            }
            String record = type.group(1).replaceAll("\\s+", " ");
            long size = number(SIZE, block, record, "Size");
            long alignment = number(ALIGNMENT, block, record, "Alignment");
            Matcher offsets = OFFSETS.matcher(block);
            if (!offsets.find()) {
                throw new IllegalArgumentException("clang dump of " + record + " has no FieldOffsets:\n" + block);
            }
            var fields = new ArrayList<Long>();
            for (String field : offsets.group(1).split(",")) {
                if (!field.isBlank()) {
                    fields.add(Long.parseLong(field.strip()));
                }
            }
            records.putIfAbsent(record, new ClangRecordLayout(record, size, alignment, fields));
        }
        return records;
    }

    private static long number(Pattern pattern, String block, String record, String what) {
        Matcher m = pattern.matcher(block);
        if (!m.find()) {
            throw new IllegalArgumentException("clang dump of " + record + " has no " + what + ":\n" + block);
        }
        return Long.parseLong(m.group(1));
    }
}
