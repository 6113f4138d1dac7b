package org.abistruct.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The outcome of one in-process run of the tool. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        return withStdin(InputStream.nullInputStream(), args);
    }

    /** A run whose standard input holds {@code text} in UTF-8. */
    static CliRun withStdin(String text, String... args) {
        return withStdin(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), args);
    }

    static CliRun withStdin(InputStream in, String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        int exit = AbiStructCli.run(in, new PrintWriter(out), new PrintWriter(err), args);
        return new CliRun(exit, out.toString(), err.toString());
    }

    /** The repository root (the surefire configuration passes it; the fallback suits an IDE run from cli/). */
    static Path repoRoot() {
        return Path.of(System.getProperty("abistruct.repoRoot", "..")).toAbsolutePath().normalize();
    }

    static Path example(String name) {
        return repoRoot().resolve("examples").resolve(name);
    }
}
