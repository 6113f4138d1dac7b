package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's ways to run an application without the JDK's notice about restricted methods, each on the README's
 * struct example: as a named module (the README's {@code module-info.java}) run with
 * {@code --enable-native-access=org.abistruct.core}, and as a jar started with {@code java -jar} whose manifest says
 * {@code Enable-Native-Access: ALL-UNNAMED}. Each prints what the example's comments say, and nothing on standard
 * error.
 */
class ReadmeNativeAccessTest {
    private static final Pattern MODULE_BLOCK = Pattern.compile("```java\\n(module\\s+([\\w.]+)\\s*\\{.*?)```",
            Pattern.DOTALL);
    private static final String PACKAGE = "demo";

    @Test
    void theReadmeModuleRunsWithNativeAccessForTheCoreModule(@TempDir Path dir) throws Exception {
        String readme = Files.readString(ReadmeStructExampleTest.README);
        Matcher module = MODULE_BLOCK.matcher(readme);
        assertThat(module.find()).as("README.md has a ```java block with a module declaration").isTrue();
        String example = ReadmeStructExampleTest.structBlock(readme);
        Path src = dir.resolve("src");
        String mainClass = writeExample(example, src.resolve(PACKAGE));
        Files.writeString(src.resolve("module-info.java"), module.group(1));
        Path classes = dir.resolve("classes");
        InTestCompiler.compileModule(src, classes, dir.resolve("generated"));

        String modulePath = classes + File.pathSeparator + InTestCompiler.coreLocation();
        String main = module.group(2) + "/" + PACKAGE + "." + mainClass;
        Run quiet = run(dir, "--enable-native-access=org.abistruct.core", "-p", modulePath, "-m", main);
        assertThat(quiet.out()).containsExactlyElementsOf(ReadmeStructExampleTest.expectedOutput(example));
        assertThat(quiet.err()).as("standard error").isEmpty();

        // without the option, the JDK's own advice names the module the README names
        Run noisy = run(dir, "-p", modulePath, "-m", main);
        assertThat(noisy.err()).contains("Use --enable-native-access=org.abistruct.core");
    }

    @Test
    void aJarWhoseManifestEnablesNativeAccessRunsWithoutTheNotice(@TempDir Path dir) throws Exception {
        String example = ReadmeStructExampleTest.structBlock(Files.readString(ReadmeStructExampleTest.README));
        Path src = dir.resolve("src");
        String mainClass = writeExample(example, src.resolve(PACKAGE));
        Path classes = dir.resolve("classes");
        InTestCompiler.compile(src, classes, dir.resolve("generated"), List.of());

        Path jar = dir.resolve("app.jar");
        var manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, PACKAGE + "." + mainClass);
        main.put(Attributes.Name.CLASS_PATH, classPathEntry(dir, InTestCompiler.coreLocation()));
        main.putValue("Enable-Native-Access", "ALL-UNNAMED");
        writeJar(jar, manifest, classes);

        Run run = run(dir, "-jar", jar.toString());
        assertThat(run.out()).containsExactlyElementsOf(ReadmeStructExampleTest.expectedOutput(example));
        assertThat(run.err()).as("standard error").isEmpty();
    }

    /** Writes the example into {@code packageDir} in package {@value #PACKAGE}; returns its main class's simple name. */
    private static String writeExample(String example, Path packageDir) throws IOException {
        Files.createDirectories(packageDir);
        Matcher whole = ReadmeStructExampleTest.MAIN_CLASS.matcher(example);
        boolean compilationUnit = whole.find();
        String mainClass = compilationUnit ? whole.group(1) : "ReadmeStructExample";
        String unit = compilationUnit ? example : ReadmeStructExampleTest.wrap(example, mainClass);
        // a named module has no unnamed package, and a class started from the module path must be public
        unit = unit.replaceFirst("(?m)^class " + mainClass + "\\b", "public class " + mainClass);
        Files.writeString(packageDir.resolve(mainClass + ".java"), "package " + PACKAGE + ";\n\n" + unit);
        return mainClass;
    }

    /** A manifest Class-Path entry (a relative URL) from the jar's folder to {@code target}, a jar or a folder. */
    private static String classPathEntry(Path jarDir, Path target) {
        String relative = jarDir.toAbsolutePath().relativize(target.toAbsolutePath()).toString().replace(File.separatorChar, '/');
        return Files.isDirectory(target) ? relative + "/" : relative;
    }

    private static void writeJar(Path jar, Manifest manifest, Path classes) throws IOException {
        try (OutputStream file = Files.newOutputStream(jar); var out = new JarOutputStream(file, manifest);
                var walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace(File.separatorChar, '/')));
                Files.copy(p, out);
                out.closeEntry();
            }
        }
    }

    private record Run(List<String> out, String err) {
    }

    /** This JDK's {@code java} with {@code args}, which must exit 0: what it printed, line by line, and its errors. */
    private static Run run(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(args));
        Oracle.Run run = Oracle.run(dir, command, 120).orFail(command);
        return new Run(run.stdout().lines().toList(), withoutLauncherNotes(run.stderr()));
    }

    /**
     * {@code err} without the lines the launcher prints for {@code JAVA_TOOL_OPTIONS} and {@code JDK_JAVA_OPTIONS}
     * (even empty ones), which some CI images set: they are not the program's.
     */
    static String withoutLauncherNotes(String err) {
        return err.lines().filter(line -> !line.startsWith("Picked up JAVA_TOOL_OPTIONS:")
                        && !line.startsWith("NOTE: Picked up JDK_JAVA_OPTIONS:"))
                .map(line -> line + "\n").collect(java.util.stream.Collectors.joining());
    }
}
