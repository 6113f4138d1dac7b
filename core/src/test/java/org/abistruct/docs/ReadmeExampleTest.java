package org.abistruct.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's Java example compiles and runs as written, and prints what its comments say.
 */
class ReadmeExampleTest {
    private static final Path README = Path.of("..", "README.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PRINTED = Pattern.compile("System\\.out\\.println\\(.*?\\);\\s*// (.*)");

    @Test
    void javaExampleCompilesRunsAndPrintsItsComments(@TempDir Path dir) throws Exception {
        String example = javaBlock(Files.readString(README));
        List<String> imports = example.lines().filter(line -> line.startsWith("import ")).toList();
        String body = String.join("\n", example.lines().filter(line -> !line.startsWith("import ")).toList());

        String printed = JavaSnippets.run(dir, "ReadmeExample", imports, body);

        assertThat(printed.lines().toList()).containsExactlyElementsOf(expectedOutput(example));
    }

    private static String javaBlock(String readme) {
        Matcher m = JAVA_BLOCK.matcher(readme);
        assertThat(m.find()).as("README.md has a ```java block").isTrue();
        return m.group(1);
    }

    private static List<String> expectedOutput(String example) {
        List<String> expected = new ArrayList<>();
        Matcher m = PRINTED.matcher(example);
        while (m.find()) {
            expected.add(m.group(1).trim());
        }
        assertThat(expected).as("the example documents what it prints").isNotEmpty();
        return expected;
    }
}
