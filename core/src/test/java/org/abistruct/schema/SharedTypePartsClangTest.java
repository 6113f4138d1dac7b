package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Typedefs that each hold the one before twice ({@code typedef void (*F1)(F0, F0);}), so that the 40th type holds
 * 2^39 copies of the first as a tree, but 40 parts as the schema keeps it: declaring the last one again, which clang
 * takes at once, made the schema compare the two as trees (mapping each per data model, then comparing the copies),
 * which did not end in minutes. It now maps and compares each shared part once. Declared again with another type
 * ({@code (F38, F37)}), the schema refuses it at once, where clang 14 and gcc 12 did not finish in a minute.
 */
class SharedTypePartsClangTest {
    private static final int COUNT = 40;

    @TempDir
    Path dir;

    /** The chain, its first type with an {@code int64_t} in it, which each data model maps; then {@code last}. */
    private static String chain(String last) {
        return "#include <stdint.h>\ntypedef int64_t (*F0)(void);\n" + IntStream.range(1, COUNT)
                .mapToObj(i -> "typedef void (*F" + i + ")(F" + (i - 1) + ", F" + (i - 1) + ");\n")
                .collect(Collectors.joining()) + last + "\nstruct S { F" + (COUNT - 1) + " f; };\n";
    }

    @Test
    void theLastTypedefDeclaredAgainIsTakenAtOnceAsClangTakesIt() throws Exception {
        Oracle.require("clang", "clang");
        String source = chain("typedef void (*F39)(F38, F38);");
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source)).isEmpty();
        String verdict = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> FirstErrors.schema(source, Abi.of("x86_64-sysv")));
        assertThat(verdict).isEmpty();
    }

    @Test
    void theLastTypedefDeclaredAgainWithAnotherTypeIsRefusedAtOnce() {
        String source = chain("typedef void (*F39)(F38, F37);");
        String verdict = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> FirstErrors.schema(source, Abi.of("x86_64-sysv")));
        assertThat(verdict).isEqualTo((COUNT + 2) + ":16");
    }
}
