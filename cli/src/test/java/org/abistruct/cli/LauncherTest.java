package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the real {@code bin/abistruct} script as a process. The fat jar does not exist yet while unit
 * tests run (it is made in the package phase), so the test points the script at a small "pathing" jar
 * whose manifest class path is this test run's own class path.
 */
class LauncherTest {

    @TempDir
    Path dir;

    private Path script;
    private Path pathingJar;
    private Path benchJar;
    /** The launcher's standard input; an empty pipe when null. */
    private Path stdin;
    /** Whether the launcher starts with its standard input closed (then {@link #stdin} is not used). */
    private boolean stdinClosed;
    private final Map<String, String> environment = new HashMap<>();

    @BeforeEach
    void setUp() throws IOException, URISyntaxException {
        assumeTrue(onPath("bash"), "bash is not on PATH");
        script = CliRun.repoRoot().resolve("bin/abistruct");
        assertThat(script).isExecutable();
        pathingJar = writePathingJar(dir.resolve("pathing.jar"));
    }

    @Test
    void printsFig1FromAnotherDirectoryThroughASymlink() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("abistruct-link"), script);

        Result result = run(link, "layout", "--abi", "x86_64-msvc,std140", CliRun.example("fig1.h").toString());

        assertThat(result.err).isEmpty();
        assertThat(result.exit).isZero();
        assertThat(result.out).containsPattern("\\n *v +float3 +4 +12 +16 +12\\n")
                .containsPattern("\\nsize +16 +32\\n");
    }

    @Test
    void runsThroughAChainOfRelativeSymlinksStartedByARelativePathWithCdpathExported() throws Exception {
        Files.createSymbolicLink(dir.resolve("bin"), script.getParent());
        Files.createDirectories(dir.resolve("links"));
        Files.createSymbolicLink(dir.resolve("links/second"), Path.of("../bin/abistruct"));
        Files.createSymbolicLink(dir.resolve("links/first"), Path.of("second"));
        environment.put("CDPATH", ".:" + dir);

        Result result = run("links/first", null, "--version");

        assertThat(result.err).isEmpty();
        assertThat(result.exit).isZero();
        assertThat(result.out).startsWith("abistruct ");
    }

    @Test
    void passesOverAJavaRuntimeWithoutJavac() throws Exception {
        Path javaHome = Path.of(System.getProperty("java.home"));
        Path jre = Files.createDirectories(dir.resolve("jre/bin")).getParent();
        Files.createSymbolicLink(jre.resolve("bin/java"), javaHome.resolve("bin/java"));
        if (Files.exists(javaHome.resolve("release"))) {
            Files.copy(javaHome.resolve("release"), jre.resolve("release"));
        }
        environment.put("JAVA_HOME", jre.toString());

        Result result = run(script, "--version");

        String problem = "JAVA_HOME=" + jre + " is a Java " + Runtime.version().feature()
                + " runtime (JRE) without bin/javac";
        if (result.exit == 0) {   // another JDK 25 was found: one line says so
            assertThat(result.err).startsWith("abistruct: " + problem + "; using ").endsWith(" instead\n")
                    .hasLineCount(1);
        } else {
            assertThat(result.exit).isEqualTo(1);
            assertThat(result.err).startsWith("abistruct: no JDK 25 or newer found (" + problem + ";");
        }
    }

    @Test
    void passesItsStandardInputToTheJar() throws Exception {
        stdin = CliRun.example("fig1.h");

        Result result = run(script, "layout", "--abi", "x86_64-msvc,std140", "-");

        assertThat(result.err).isEmpty();
        assertThat(result.exit).isZero();
        assertThat(result.out).containsPattern("\\n *v +float3 +4 +12 +16 +12\\n");
    }

    @Test
    void aClosedStandardInputReadsAsEmptyNotAsAFileTheJvmOpened() throws Exception {
        stdinClosed = true;

        Result result = run(script, "layout", "--abi", "std140", "-");

        assertThat(result.exit).isEqualTo(2);
        assertThat(result.err.strip()).isEqualTo("<stdin>: standard input is empty (nothing was piped or redirected to it)");
    }

    @Test
    void passesTheExitStatusOfBadInputThrough() throws Exception {
        Result result = run(script, "layout", "--abi", "std140", dir.resolve("missing.h").toString());

        assertThat(result.exit).isEqualTo(2);
        assertThat(result.err.strip()).isEqualTo(dir.resolve("missing.h") + ": no such file");
    }

    @Test
    void aFullDiskIsAFailureNotSilence() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "no /dev/full here");
        for (String format : List.of("text", "json")) {
            Result result = run(script.toString(), full, "layout", "--abi", "x86_64-sysv", "--format", format,
                    CliRun.example("fig1.h").toString());

            assertThat(result.exit).as(format).isEqualTo(1);
            assertThat(result.err.strip()).isEqualTo("abistruct: cannot write the output");
        }
    }

    @Test
    void failsClearlyWhenTheRequestedJarIsMissing() throws Exception {
        pathingJar = dir.resolve("no-such.jar");

        Result result = run(script, "--version");

        assertThat(result.exit).isEqualTo(1);
        assertThat(result.err).startsWith("abistruct: ABISTRUCT_JAR=").contains("does not exist");
    }

    @Test
    void aRequestedJarThatIsAFolderIsNotAJar() throws Exception {
        pathingJar = dir;

        Result result = run(script, "--version");

        assertThat(result.exit).isEqualTo(1);
        assertThat(result.err.strip()).isEqualTo("abistruct: ABISTRUCT_JAR=" + dir + " is not a jar file");
    }

    @Test
    void aBenchJarWithoutTheBenchCommandIsOneLine() throws Exception {
        benchJar = pathingJar;

        Result result = run(script, "bench", "--dry-run");

        assertThat(result.exit).isEqualTo(1);
        assertThat(result.err.strip()).isEqualTo("abistruct: ABISTRUCT_BENCH_JAR=" + benchJar
                + " has no org.abistruct.bench.suite.BenchCommand (is it the benchmark jar?)");
    }

    @Test
    void benchRunsFromItsOwnJar() throws Exception {
        benchJar = dir.resolve("no-benchmarks.jar");

        Result result = run(script, "bench", "--dry-run");

        assertThat(result.exit).isEqualTo(1);
        assertThat(result.err.strip()).isEqualTo("abistruct: ABISTRUCT_BENCH_JAR=" + benchJar + " does not exist");
    }

    @Test
    void helpBenchIsBenchHelpFromTheBenchJar() throws Exception {
        benchJar = writeEchoingBenchJar();

        Result result = run(script, "help", "bench");

        // the bench jar's bench --help, not the CLI jar's "Unknown command: 'bench'", as 'help layout' is 'layout --help'
        assertThat(result.err).isEmpty();
        assertThat(result.out.strip()).isEqualTo("bench main: [--help]");
    }

    /** A jar whose BenchCommand prints the arguments it gets, in place of the benchmark jar. */
    private Path writeEchoingBenchJar() throws IOException, InterruptedException {
        Path source = dir.resolve("src/org/abistruct/bench/suite/BenchCommand.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, """
                package org.abistruct.bench.suite;
                public class BenchCommand {
                    public static void main(String[] args) {
                        System.out.println("bench main: " + java.util.Arrays.toString(args));
                    }
                }
                """);
        Path classes = dir.resolve("classes");
        // the javac beside this JVM: this module's tests do not read java.compiler
        Path javac = Path.of(System.getProperty("java.home"), "bin", "javac");
        Process compile = new ProcessBuilder(javac.toString(), "-d", classes.toString(), source.toString())
                .inheritIO().start();
        assertThat(compile.waitFor(60, TimeUnit.SECONDS) && compile.exitValue() == 0).as("javac compiled it").isTrue();
        Path jar = dir.resolve("echo-bench.jar");
        String entry = "org/abistruct/bench/suite/BenchCommand.class";
        try (var jarOut = new JarOutputStream(Files.newOutputStream(jar))) {
            jarOut.putNextEntry(new JarEntry(entry));
            jarOut.write(Files.readAllBytes(classes.resolve(entry)));
            jarOut.closeEntry();
        }
        return jar;
    }

    private record Result(int exit, String out, String err) {
    }

    private Result run(Path launcher, String... args) throws IOException, InterruptedException {
        return run(launcher.toString(), null, args);
    }

    /**
     * Runs the launcher at {@code launcher}, which may be relative to the temporary folder it runs in; standard output
     * goes to {@code stdout} when it is given (then {@code out} is empty).
     */
    private Result run(String launcher, Path stdout, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(stdinClosed
                ? List.of("bash", "-c", "exec bash \"$0\" \"$@\" <&-", launcher)
                : List.of("bash", launcher));
        command.addAll(List.of(args));
        var builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().put("ABISTRUCT_JAR", pathingJar.toString());
        if (benchJar != null) {
            builder.environment().put("ABISTRUCT_BENCH_JAR", benchJar.toString());
        }
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(environment);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Files.writeString(out, "");
        if (stdin != null) {
            builder.redirectInput(stdin.toFile());
        }
        Process process = builder.redirectOutput(stdout != null ? stdout.toFile() : out.toFile())
                .redirectError(err.toFile()).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("bin/abistruct did not finish within 60 s");
        }
        return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** A jar holding only a manifest: Main-Class plus a Class-Path of relative URLs to this run's class path. */
    private static Path writePathingJar(Path jar) throws IOException, URISyntaxException {
        var classPath = new StringBuilder();
        for (Path entry : testClassPath()) {
            String relative = jar.getParent().relativize(entry).toString().replace(File.separatorChar, '/');
            classPath.append(new URI(null, null, relative, null).getRawPath())
                    .append(Files.isDirectory(entry) ? "/ " : " ");
        }
        var manifest = new Manifest();
        Attributes attributes = manifest.getMainAttributes();
        attributes.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.put(Attributes.Name.MAIN_CLASS, AbiStructCli.class.getName());
        attributes.put(Attributes.Name.CLASS_PATH, classPath.toString().strip());
        attributes.putValue("Enable-Native-Access", "ALL-UNNAMED");
        try (OutputStream out = Files.newOutputStream(jar); var jarOut = new JarOutputStream(out, manifest)) {
            jarOut.flush();
        }
        return jar;
    }

    /** Surefire may put the module under test on the module path and the rest on the class path. */
    static List<Path> testClassPath() {
        return Stream.of("jdk.module.path", "java.class.path")
                .map(System::getProperty)
                .filter(value -> value != null && !value.isBlank())
                .flatMap(value -> Stream.of(value.split(File.pathSeparator)))
                .filter(entry -> !entry.isBlank())
                .map(entry -> Path.of(entry).toAbsolutePath().normalize())
                .filter(Files::exists)
                .distinct()
                .toList();
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator))
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, program)));
    }
}
