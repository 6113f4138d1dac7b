package org.abistruct.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;

/** Compiles a page's Java example as the body of a {@code main} method, against the core, and runs it. */
final class JavaSnippets {
    private JavaSnippets() {
    }

    /** What the example printed; fails when it does not compile or does not end with status 0. */
    static String run(Path dir, String className, List<String> imports, String body) throws Exception {
        var indented = new StringBuilder();
        body.lines().forEach(line -> indented.append("        ").append(line).append('\n'));
        String source = String.join("\n", imports) + "\npublic class " + className + " {\n"
                + "    public static void main(String[] args) throws Exception {\n" + indented + "    }\n}\n";
        Path file = dir.resolve(className + ".java");
        Files.writeString(file, source);

        String classpath = dir + File.pathSeparator
                + Path.of(Abi.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path jdk = Path.of(System.getProperty("java.home"), "bin");
        Process javac = new ProcessBuilder(jdk.resolve("javac").toString(), "-cp", classpath, "-d", dir.toString(),
                file.toString()).redirectErrorStream(true).start();
        String javacOutput = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(javac.waitFor()).as("javac on the example:\n%s\n%s", javacOutput, source).isZero();

        Process java = new ProcessBuilder(jdk.resolve("java").toString(), "-cp", classpath, className)
                .redirectErrorStream(true).start();
        String printed = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor()).as(printed).isZero();
        return printed;
    }
}
