package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example in docs/runtime.md's "Passing a struct by value through the FFM Linker" compiles with the annotation
 * processor, runs, and prints what its comments say.
 */
class RuntimeByValueExampleTest {
    private static final Path RUNTIME = Path.of("..", "docs", "runtime.md");
    private static final Pattern EXAMPLE = Pattern.compile(
            "## Passing a struct by value through the FFM Linker\\n.*?```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void theByValueExampleRunsAndPrintsWhatItsCommentsSay(@TempDir Path dir) throws Exception {
        Matcher m = EXAMPLE.matcher(Files.readString(RUNTIME));
        assertThat(m.find()).as("docs/runtime.md has the by-value section with a ```java block").isTrue();
        String example = m.group(1);
        Path src = dir.resolve("src");
        Files.createDirectories(src);
        // MethodHandle.invokeExact throws Throwable
        String unit = ReadmeStructExampleTest.wrap(example, "ByValueExample").replace("throws Exception", "throws Throwable");
        Files.writeString(src.resolve("ByValueExample.java"), unit);
        Path classes = dir.resolve("classes");
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());

        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-cp", classes + File.pathSeparator + InTestCompiler.coreLocation(), "ByValueExample");
        Oracle.Run run = Oracle.run(dir, command, 120).orFail(command);
        List<String> expected = ReadmeStructExampleTest.expectedOutput(example);
        assertThat(expected).isNotEmpty();
        assertThat(run.stdout().lines().toList()).containsExactlyElementsOf(expected);
    }
}
