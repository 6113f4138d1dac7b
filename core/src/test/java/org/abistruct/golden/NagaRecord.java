package org.abistruct.golden;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The recorded naga output, {@code golden/wgsl/naga-30.0.1.txt}: one section per shader ({@code == file}),
 * holding naga's verdict and, per struct, its span and each member's offset and array strides.
 */
final class NagaRecord {
    static final String RESOURCE = "/golden/wgsl/naga-30.0.1.txt";

    record Member(String name, long offset, String type, List<Long> strides) {
    }

    record Struct(String name, long span, List<Member> members) {
        Member member(String memberName) {
            return members.stream().filter(m -> m.name().equals(memberName)).findFirst().orElse(null);
        }
    }

    record Section(String label, List<String> verdict, Map<String, Struct> structs) {
        boolean valid() {
            return verdict.contains("Validation successful");
        }
    }

    private static final Pattern STRUCT = Pattern.compile("struct (\\w+) span=(\\d+)");
    private static final Pattern MEMBER = Pattern.compile(" {2}(\\w+) @(\\d+) (.+)");
    private static final Pattern STRIDE = Pattern.compile("stride=(\\d+)");

    private NagaRecord() {
    }

    static Map<String, Section> load() throws IOException {
        try (InputStream in = NagaRecord.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("missing test resource " + RESOURCE);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    static Map<String, Section> parse(String text) {
        var sections = new LinkedHashMap<String, Section>();
        Section section = null;
        String structName = null;
        long span = 0;
        List<Member> members = null;
        for (String line : text.split("\n")) {
            Matcher struct = STRUCT.matcher(line);
            Matcher member = MEMBER.matcher(line);
            if (line.startsWith("== ") || struct.matches()) {
                if (structName != null) {
                    section.structs().put(structName, new Struct(structName, span, List.copyOf(members)));
                    structName = null;
                }
            }
            if (line.startsWith("== ")) {
                section = new Section(line.substring(3), new ArrayList<>(), new LinkedHashMap<>());
                sections.put(section.label(), section);
            } else if (struct.matches()) {
                structName = struct.group(1);
                span = Long.parseLong(struct.group(2));
                members = new ArrayList<>();
            } else if (structName != null && member.matches()) {
                members.add(new Member(member.group(1), Long.parseLong(member.group(2)), member.group(3),
                        strides(member.group(3))));
            } else if (section != null && !line.isBlank()) {
                section.verdict().add(line.strip());
            }
        }
        if (structName != null) {
            section.structs().put(structName, new Struct(structName, span, List.copyOf(members)));
        }
        return sections;
    }

    /** Array strides, outermost first (naga's nesting prints the innermost stride first). */
    private static List<Long> strides(String type) {
        var strides = new ArrayList<Long>();
        Matcher m = STRIDE.matcher(type);
        while (m.find()) {
            strides.addFirst(Long.parseLong(m.group(1)));
        }
        return strides;
    }
}
