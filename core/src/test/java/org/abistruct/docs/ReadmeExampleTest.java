package org.abistruct.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
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
        List<String> imports = new ArrayList<>();
        var body = new StringBuilder();
        for (String line : example.split("\n")) {
            if (line.startsWith("import ")) {
                imports.add(line);
            } else {
                body.append("        ").append(line).append('\n');
            }
        }
        String source = String.join("\n", imports) + "\npublic class ReadmeExample {\n"
                + "    public static void main(String[] args) {\n" + body + "    }\n}\n";
        Path file = dir.resolve("ReadmeExample.java");
        Files.writeString(file, source);

        String classpath = dir + File.pathSeparator
                + Path.of(Abi.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path jdk = Path.of(System.getProperty("java.home"), "bin");
        Process javac = new ProcessBuilder(jdk.resolve("javac").toString(), "-cp", classpath, "-d", dir.toString(),
                file.toString()).redirectErrorStream(true).start();
        String javacOutput = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(javac.waitFor()).as("javac on the README example:\n%s\n%s", javacOutput, source).isZero();

        Process java = new ProcessBuilder(jdk.resolve("java").toString(), "-cp", classpath, "ReadmeExample")
                .redirectErrorStream(true).start();
        String printed = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor()).as(printed).isZero();
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
