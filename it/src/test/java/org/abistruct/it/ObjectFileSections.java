package org.abistruct.it;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.Assertions;

/**
 * The contents of an object file's sections, as {@code llvm-objdump -s} prints them for any format it reads (ELF,
 * COFF, Mach-O, either byte order): {@code Contents of section NAME:}, then lines of an address and up to 16 bytes
 * in hex groups, then their characters.
 */
final class ObjectFileSections {
    private static final String HEADER = "Contents of section ";
    /** Four groups of 8 hex digits and the 3 spaces between them; a short last line is padded to this width. */
    private static final int HEX_COLUMNS = 35;

    private ObjectFileSections() {
    }

    /**
     * Every section that has contents, by name ({@code __DATA,abs_S0} in Mach-O is {@code abs_S0}), each as the bytes
     * the object file holds for it.
     */
    static Map<String, byte[]> read(Path dir, Path objectFile) throws IOException, InterruptedException {
        List<String> cmd = List.of("llvm-objdump", "-s", objectFile.toString());
        return parse(Oracle.run(dir, cmd, 120).orFail(cmd).stdout());
    }

    static Map<String, byte[]> parse(String dump) {
        Map<String, byte[]> sections = new LinkedHashMap<>();
        String name = null;
        var bytes = new ByteArrayOutputStream();
        for (String line : dump.lines().toList()) {
            if (line.startsWith(HEADER) && line.endsWith(":")) {
                if (name != null) {
                    sections.put(name, bytes.toByteArray());
                }
                name = line.substring(HEADER.length(), line.length() - 1);
                name = name.substring(name.indexOf(',') + 1);
                bytes.reset();
            } else if (name != null && line.startsWith(" ")) {
                // " ADDR HHHHHHHH HHHHHHHH HHHHHHHH HHHHHHHH  chars": the address is relative to nothing we need
                int afterAddress = line.indexOf(' ', 1) + 1;
                Assertions.assertThat(afterAddress).as("llvm-objdump line without an address: %s", line).isPositive();
                String hex = line.substring(afterAddress, Math.min(line.length(), afterAddress + HEX_COLUMNS)).replace(" ", "");
                bytes.writeBytes(HexFormat.of().parseHex(hex));
            }
        }
        if (name != null) {
            sections.put(name, bytes.toByteArray());
        }
        return sections;
    }
}
