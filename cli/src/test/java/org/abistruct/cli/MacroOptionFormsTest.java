package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -D} and {@code -U} take their argument as compilers do, attached or after a space, and the help shows them so;
 * {@code -D=X}, which picocli would read as {@code -DX} and a compiler as X defined empty, is refused.
 */
class MacroOptionFormsTest {

    @TempDir
    Path dir;

    /** A struct whose size tells what X is: undefined, 1 or 2 (an open X would leave two definitions of A). */
    private String file() throws IOException {
        return Files.writeString(dir.resolve("x.h"), """
                #ifdef X
                struct A { int a[X + 1]; };
                #else
                struct A { char c; };
                #endif
                """).toString();
    }

    private String sizeLine(String... options) throws IOException {
        String[] args = new String[options.length + 4];
        args[0] = "layout";
        args[1] = "--abi";
        args[2] = "x86_64-sysv";
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = file();
        CliRun run = CliRun.of(args);
        assertThat(run.err()).as(String.join(" ", options)).isEmpty();
        return run.out().lines().findFirst().orElseThrow();
    }

    @Test
    void theMacroIsTakenAttachedOrAsTheNextArgument() throws IOException {
        assertThat(sizeLine("-D", "X")).isEqualTo("struct A (x86_64-sysv): size 8, align 4");
        assertThat(sizeLine("-DX")).isEqualTo("struct A (x86_64-sysv): size 8, align 4");
        assertThat(sizeLine("-D", "X=2")).isEqualTo("struct A (x86_64-sysv): size 12, align 4");
        assertThat(sizeLine("-DX=2")).isEqualTo("struct A (x86_64-sysv): size 12, align 4");
        assertThat(sizeLine("-U", "X")).isEqualTo("struct A (x86_64-sysv): size 1, align 1");
        assertThat(sizeLine("-UX")).isEqualTo("struct A (x86_64-sysv): size 1, align 1");
    }

    @Test
    void anEqualsSignAfterTheOptionIsAUsageError() throws IOException {
        String file = file();
        String[][] cases = {
            {"-D=X", "-D=X: no '=' after -D; write -DX or -D X"},
            {"-D=X=2", "-D=X=2: no '=' after -D; write -DX=2 or -D X=2"},
            {"-D=", "-D=: no '=' after -D; write -DNAME or -D NAME"},
            {"-U=X", "-U=X: no '=' after -U; write -UX or -U X"}};
        for (String[] c : cases) {
            CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv", c[0], file);

            assertThat(run.exitCode()).as(c[0]).isEqualTo(2);
            assertThat(run.out()).as(c[0]).isEmpty();
            assertThat(run.err()).isEqualTo(c[1] + " (see 'abistruct layout --help')" + System.lineSeparator());
        }
    }

    @Test
    void theHelpShowsTheFormsThatAreAccepted() {
        String help = CliRun.of("layout", "--help").out();

        assertThat(help).contains("[-D NAME[=VALUE]]...", "[-U NAME]...", "--abi=ID[,ID...]", "--format=FORMAT")
                .doesNotContain("-D=", "-U=");
        assertThat(help.lines().filter(line -> line.startsWith("  -D  NAME[=VALUE]  ")).count()).isOne();
        assertThat(help.lines().filter(line -> line.startsWith("  -U  NAME  ")).count()).isOne();
        assertThat(CliRun.of("help", "layout").out()).isEqualTo(help);
    }

    @Test
    void longOptionsTakeTheirValueAfterAnEqualsSignOrASpace() {
        String file = CliRun.example("fig1.h").toString();

        CliRun spaced = CliRun.of("layout", "--abi", "x86_64-sysv", "--format", "json", file);
        CliRun joined = CliRun.of("layout", "--abi=x86_64-sysv", "--format=json", file);

        assertThat(joined.exitCode()).isZero();
        assertThat(joined.out()).isEqualTo(spaced.out()).contains("\"abi\": \"x86_64-sysv\"");
    }
}
