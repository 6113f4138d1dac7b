package org.abistruct.bench.thesis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sizes the byte-identity test checks against are the real x86_64-msvc sizes: clang, targeting
 * {@code x86_64-pc-windows-msvc}, compiles the structures' header with a static assertion per size.
 */
class ThesisStructsClangTest {

    @Test
    void clangAgreesWithTheSizeTable(@TempDir Path dir) throws Exception {
        Path header = dir.resolve("thesis-structs.h");
        try (InputStream in = ThesisStructs.class.getResourceAsStream("thesis-structs.h")) {
            assertThat(in).as("thesis-structs.h on the class path").isNotNull();
            Files.copy(in, header);
        }
        StringBuilder c = new StringBuilder("#include \"thesis-structs.h\"\n");
        for (Map.Entry<String, Long> e : ThesisStructs.SIZES.entrySet()) {
            c.append("_Static_assert(sizeof(struct ").append(e.getKey()).append(") == ").append(e.getValue())
                    .append(", \"sizeof ").append(e.getKey()).append("\");\n");
        }
        Path source = dir.resolve("sizes.c");
        Files.writeString(source, c);

        List<String> command = new ArrayList<>(List.of("clang", "--target=x86_64-pc-windows-msvc", "-fsyntax-only",
                "-ffreestanding", "-I", dir.toString(), source.toString()));
        Process clang = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = read(clang);
        assertThat(clang.waitFor()).as("clang output:%n%s", output).isZero();
    }

    private static String read(Process p) throws IOException {
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
