package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's struct example (the first {@code ```java} block that contains {@code @Struct}) compiles with
 * the processor as written, runs, and prints what its {@code // comments} after {@code println} say.
 *
 * <p>The block may be a whole compilation unit (it declares a class with {@code main}), or a snippet: its
 * {@code import}s go first, its top-level type declarations (an {@code @Struct} record and the like) go
 * beside a generated class, and the remaining statements become that class's {@code main}.
 */
class ReadmeStructExampleTest {
    static final Path README = Path.of("..", "README.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PRINTED = Pattern.compile("System\\.out\\.println\\(.*?\\);\\s*// (.*)");
    static final Pattern MAIN_CLASS = Pattern.compile(
            "(?m)^(?:public\\s+)?(?:final\\s+)?class\\s+(\\w+)[^{]*\\{(?=[\\s\\S]*static\\s+void\\s+main)");

    @Test
    void structExampleCompilesRunsAndPrintsItsComments(@TempDir Path dir) throws Exception {
        String example = structBlock(Files.readString(README));
        Path src = dir.resolve("src");
        Files.createDirectories(src);
        String mainClass;
        Matcher whole = MAIN_CLASS.matcher(example);
        if (whole.find()) {
            mainClass = whole.group(1);
            Files.writeString(src.resolve(mainClass + ".java"), example);
        } else {
            mainClass = "ReadmeStructExample";
            Files.writeString(src.resolve(mainClass + ".java"), wrap(example, mainClass));
        }
        Path classes = dir.resolve("classes");
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String classpath = classes + File.pathSeparator + InTestCompiler.coreLocation();
        Process p = new ProcessBuilder(java.toString(), "--enable-native-access=ALL-UNNAMED", "-cp", classpath, mainClass)
                .redirectErrorStream(true).start();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("running the README struct example printed:\n%s", printed).isZero();
        List<String> expected = expectedOutput(example);
        if (!expected.isEmpty()) {
            assertThat(printed.lines().toList()).containsExactlyElementsOf(expected);
        }
    }

    static String structBlock(String readme) {
        Matcher m = JAVA_BLOCK.matcher(readme);
        while (m.find()) {
            if (m.group(1).contains("@Struct")) {
                return m.group(1);
            }
        }
        Assumptions.abort("README.md has no ```java block with an @Struct example yet");
        throw new AssertionError("unreachable");
    }

    /** Imports first; top-level declarations (lines at column 0 opening a type, to their closing brace) beside the class; the rest in main. */
    static String wrap(String example, String className) {
        List<String> imports = new ArrayList<>();
        var declarations = new StringBuilder();
        var body = new StringBuilder();
        String[] lines = example.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("import ")) {
                imports.add(line);
            } else if (opensDeclaration(line)) {
                int depth = 0;
                boolean opened = false;
                int j = i;
                for (; j < lines.length; j++) {
                    for (char c : lines[j].toCharArray()) {
                        if (c == '{') {
                            depth++;
                            opened = true;
                        } else if (c == '}') {
                            depth--;
                        }
                    }
                    // a public type cannot share the file with the main class
                    declarations.append(lines[j].replaceFirst("^public ", "")).append('\n');
                    if (opened && depth == 0) {
                        break;
                    }
                }
                i = j;
            } else {
                body.append("        ").append(line).append('\n');
            }
        }
        return String.join("\n", imports) + "\n\n" + declarations + "\npublic class " + className + " {\n"
                + "    public static void main(String[] args) throws Exception {\n" + body + "    }\n}\n";
    }

    private static boolean opensDeclaration(String line) {
        return line.matches("(@\\w+.*|(public |final |sealed |abstract )*(record|class|interface|enum) \\w+.*)");
    }

    static List<String> expectedOutput(String example) {
        List<String> expected = new ArrayList<>();
        Matcher m = PRINTED.matcher(example);
        while (m.find()) {
            expected.add(m.group(1).trim());
        }
        return expected;
    }
}
