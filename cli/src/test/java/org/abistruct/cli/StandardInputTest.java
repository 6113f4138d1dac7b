package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code layout -} reads the file from standard input, named {@code <stdin>} as GCC and clang name it. */
class StandardInputTest {

    @TempDir
    Path dir;

    @Test
    void aDashReadsTheFileFromStandardInputAndPrintsWhatTheFileWould() throws IOException {
        Path light = CliRun.example("light.glsl");

        CliRun fromStdin = CliRun.withStdin(Files.readString(light), "layout", "--abi", "std140,std430", "-");
        CliRun fromFile = CliRun.of("layout", "--abi", "std140,std430", light.toString());

        assertThat(fromStdin.err()).isEmpty();
        assertThat(fromStdin.exitCode()).isZero();
        assertThat(fromStdin.out()).isEqualTo(fromFile.out()).contains("struct Light: std140 vs std430");
    }

    @Test
    void positionsNameStandardInputAsCompilersDo() {
        CliRun run = CliRun.withStdin("struct A {\n  int x;\n  Foo y;\n};\n", "layout", "--abi", "x86_64-sysv", "-");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("<stdin>:3:3: unknown type 'Foo'" + System.lineSeparator());
    }

    @Test
    void aVersionLineMakesStandardInputGlslAsItMakesAFile() {
        // -DX is 1 in C and empty in GLSL (as glslangValidator makes it), so X+1 is 2 in C and +1 in GLSL
        String c = "struct A { int a[X + 1]; };\n";

        CliRun asC = CliRun.withStdin(c, "layout", "--abi", "std430", "-DX", "-");
        CliRun asGlsl = CliRun.withStdin("#version 450\n" + c, "layout", "--abi", "std430", "-DX", "-");

        assertThat(asC.out()).contains("struct A (std430): size 8, align 4");
        assertThat(asGlsl.out()).contains("struct A (std430): size 4, align 4");
    }

    @Test
    void aGlslBlockWithAnHlslSpellingIsToldTheGlslOne() {
        CliRun run = CliRun.withStdin("#version 450\nlayout(std140) uniform Camera {\n  float4x4 view;\n  float3x4 m;\n};\n",
                "layout", "--abi", "std140", "-");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("<stdin>:3:3: unknown type 'float4x4'; AbiStruct spells shader types as GLSL"
                + " does: write 'mat4'" + System.lineSeparator());
    }

    @Test
    void anEmptyStandardInputIsAnErrorNotAFileWithoutStructs() {
        CliRun empty = CliRun.withStdin("", "layout", "--abi", "x86_64-sysv", "-");
        CliRun noStructs = CliRun.withStdin("/* nothing */\n", "layout", "--abi", "x86_64-sysv", "-");

        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.out()).isEmpty();
        assertThat(empty.err()).isEqualTo("<stdin>: standard input is empty (nothing was piped or redirected to it)"
                + System.lineSeparator());
        assertThat(noStructs.exitCode()).isZero();
        assertThat(noStructs.out()).isEqualTo("<stdin>: declares no struct or union" + System.lineSeparator());
    }

    @Test
    void anEmptyPipeGivenAsFileIsAnErrorAsAnEmptyStandardInputIs(@TempDir Path dir) throws Exception {
        // what abistruct layout --abi ID <(clang -E -P missing.h) reads: a pipe the failed command wrote nothing to
        Path fifo = dir.resolve("fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        Thread writer = Thread.ofVirtual().start(() -> {
            try (var out = Files.newOutputStream(fifo)) {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        CliRun pipe = CliRun.of("layout", "--abi", "x86_64-sysv", fifo.toString());
        writer.join();
        CliRun device = CliRun.of("layout", "--abi", "x86_64-sysv", "/dev/null");
        CliRun regular = CliRun.of("layout", "--abi", "x86_64-sysv", Files.createFile(dir.resolve("empty.h")).toString());

        assertThat(pipe.exitCode()).isEqualTo(2);
        assertThat(pipe.out()).isEmpty();
        assertThat(pipe.err()).isEqualTo(fifo + ": nothing to read (it is no regular file, and gave no bytes: did the"
                + " command that writes it fail?)" + System.lineSeparator());
        assertThat(device.exitCode()).isEqualTo(2);
        assertThat(device.err()).startsWith("/dev/null: nothing to read (");
        // an empty regular file is a file that declares nothing
        assertThat(regular.exitCode()).isZero();
        assertThat(regular.out()).endsWith("empty.h: declares no struct or union" + System.lineSeparator());
    }

    @Test
    void bytesThatAreNotUtf8AreNamedAtTheirPosition() {
        byte[] latin1 = "struct A { int caf\u00e9; };\n".getBytes(StandardCharsets.ISO_8859_1);

        CliRun run = CliRun.withStdin(new ByteArrayInputStream(latin1), "layout", "--abi", "x86_64-sysv", "-");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("<stdin>:1:19: file is not valid UTF-8: byte 0xE9 (only a comment or a string literal"
                + " may hold other bytes)"
                + System.lineSeparator());
    }

    @Test
    void anUnreadableStandardInputIsNamedWithTheReason() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("Bad file descriptor");
            }
        };

        CliRun run = CliRun.withStdin(broken, "layout", "--abi", "x86_64-sysv", "-");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("<stdin>: cannot read: Bad file descriptor" + System.lineSeparator());
    }

    @Test
    void aFileNamedDashIsReadThroughAPath() throws IOException {
        Path dash = Files.writeString(dir.resolve("-"), "struct D { short s; };\n");

        CliRun run = CliRun.withStdin("struct S { int i; };\n", "layout", "--abi", "x86_64-sysv", dash.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("struct D (x86_64-sysv): size 2, align 2");
    }
}
