package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void writeReplacesTheFileAndLeavesNoTemporaryFile() throws IOException {
        Path target = Files.writeString(dir.resolve("jmh.json"), "old");

        AtomicFiles.write(target, "new".getBytes(StandardCharsets.UTF_8));

        assertThat(target).hasContent("new");
        assertThat(names()).containsExactly("jmh.json");
    }

    @Test
    void nothingIsReplacedUntilCommitAndAnUncommittedSetIsDiscarded() throws IOException {
        Path a = Files.writeString(dir.resolve("a"), "old a");
        Path b = Files.writeString(dir.resolve("b"), "old b");
        Files.createDirectory(dir.resolve("c"));

        assertThatThrownBy(() -> {
            try (AtomicFiles files = new AtomicFiles()) {
                files.stage(a, "new a".getBytes(StandardCharsets.UTF_8));
                files.stage(b, "new b".getBytes(StandardCharsets.UTF_8));
                assertThat(a).hasContent("old a");
                files.stage(dir.resolve("c"), "new c".getBytes(StandardCharsets.UTF_8));   // a folder: fails
                files.commit();
            }
        }).isInstanceOf(IOException.class).hasMessage(dir.resolve("c") + ": is a folder, not a file");

        assertThat(a).hasContent("old a");
        assertThat(b).hasContent("old b");
        assertThat(names()).containsExactlyInAnyOrder("a", "b", "c");
    }

    @Test
    void mergeWritesThroughATemporaryFile() throws IOException {
        Path part = dir.resolve("part.json");
        FakeJmh.write(part, new BenchmarkId("E1Allocate", "lwjgl"));
        Path target = Files.writeString(dir.resolve("jmh.json"), "[]");

        JmhResults.merge(List.of(part), target);

        assertThat(JmhResults.read(target)).extracting(JmhResult::benchmark)
                .containsExactly("org.abistruct.bench.experiments.E1Allocate.lwjgl");
        assertThat(names()).containsExactlyInAnyOrder("part.json", "jmh.json");
    }

    private List<String> names() throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
