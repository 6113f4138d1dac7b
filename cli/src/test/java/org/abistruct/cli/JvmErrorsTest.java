package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM's errors that a file can cause are reported as the tool's own, not as the JVM's "Exception in thread main":
 * the tool runs in a JVM of its own with a small heap or stack, so that a few megabytes bring them about.
 */
class JvmErrorsTest {

    @TempDir
    Path dir;

    private record Result(int exit, String out, String err) {
    }

    @Test
    void aFileTooLargeForTheHeapIsOneLineNamingIt() throws Exception {
        var text = new StringBuilder();
        for (int i = 0; i < 40_000; i++) {
            text.append("struct S").append(i).append(" { int a; char b; double c[3]; };\n");
        }
        Path big = Files.writeString(dir.resolve("big.h"), text);

        Result result = run("-Xmx32m", "layout", "--abi", "x86_64-sysv", big.toString());

        assertThat(result.exit).isEqualTo(2);
        assertThat(result.out).isEmpty();
        assertThat(result.err).matches(java.util.regex.Pattern.quote(big.toString())
                + ": too large for the Java heap \\(\\d+ MiB\\); give Java more, for example with"
                + " JAVA_TOOL_OPTIONS=-Xmx16g\\R");
    }

    @Test
    void aStackOverflowIsAnInternalError() throws Exception {
        // each typedef's function type holds the one before: nesting the reader does not bound
        var text = new StringBuilder("typedef int (*F0)(int);\n");
        for (int i = 0; i < 1000; i++) {
            text.append("typedef int (*F").append(i + 1).append(")(F").append(i).append(");\n");
        }
        Path deep = Files.writeString(dir.resolve("deep.h"), text.append("struct A { F1000 f; };\n"));

        Result result = run("-Xss200k", "layout", "--abi", "x86_64-sysv", deep.toString());

        assertThat(result.exit).isEqualTo(1);
        assertThat(result.out).isEmpty();
        assertThat(result.err).startsWith("abistruct: internal error: java.lang.IllegalStateException: stack overflow"
                + " while reading " + deep + "; please report this bug").contains("Caused by: java.lang.StackOverflowError");
    }

    /** Runs the tool's main class in a new JVM with the given JVM option. */
    private Result run(String jvmOption, String... args) throws IOException, InterruptedException {
        String classPath = LauncherTest.testClassPath().stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                jvmOption, "-cp", classPath, AbiStructCli.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the tool did not finish within 60 s");
        }
        return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    }
}
