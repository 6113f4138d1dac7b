package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code abistruct layout} reads the file for each C ABI it lays out under, so that what a compiler decides per target
 * ({@code sizeof} in an array size, as glibc's {@code __sigset_t} has it) takes that ABI's value, in each column.
 */
class ReadForEachAbiTest {
    /** glibc's {@code __sigset_t}: 1024 bits in {@code unsigned long}s, 16 of them on LP64, 32 on ILP32 and LLP64. */
    private static final String SIGSET = """
            typedef struct { unsigned long int __val[1024 / (8 * sizeof (unsigned long int))]; } __sigset_t;
            struct sigaction_like { __sigset_t sa_mask; int sa_flags; };
            """;

    @TempDir
    Path dir;

    private String sigset() throws IOException {
        return Files.writeString(dir.resolve("sigset.h"), SIGSET).toString();
    }

    @Test
    void oneCAbiReadsTheFileForItself() throws IOException {
        CliRun lp64 = CliRun.of("layout", "--abi", "x86_64-sysv", sigset());
        CliRun ilp32 = CliRun.of("layout", "--abi", "i386-sysv", sigset());

        assertThat(lp64.err()).isEmpty();
        assertThat(lp64.out()).containsPattern("__val +unsigned long int\\[16] +stride 8\n");
        assertThat(ilp32.err()).isEmpty();
        assertThat(ilp32.out()).containsPattern("__val +unsigned long int\\[32] +stride 4\n");
    }

    @Test
    void jsonReadsTheFileForItsAbi() throws IOException {
        CliRun run = CliRun.of("layout", "--abi", "x86_64-msvc", "--format", "json", sigset());

        assertThat(run.err()).isEmpty();
        assertThat(Json.compact(run.out())).contains("\"name\":\"__val\",\"type\":\"unsigned long int\",\"offset\":0,"
                + "\"size\":128,\"alignment\":4,\"arrayDims\":[32]");
    }

    @Test
    void sideBySideEachColumnComesFromTheFileReadForItsAbiAndAMemberShowsEachAbisType() throws IOException {
        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv,i386-sysv", sigset());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("__val +unsigned long int\\[16] / unsigned long int\\[32] +0 +128 +0 +128\n")
                .containsPattern("sa_flags +int +128 +4 +128 +4\n");
    }

    @Test
    void aStaticAssertionIsCheckedUnderEachCAbi() throws IOException {
        String file = Files.writeString(dir.resolve("msg.h"), """
                struct msg { int a; long len; float f; };
                _Static_assert(sizeof(struct msg) == 24, "wire size");
                """).toString();
        // std430 holds no long, and is no C ABI: it reads the file for every ABI, which keeps the assertion unchecked
        // (false for C, where struct v has 8 bytes)
        Files.writeString(dir.resolve("vec.h"), """
                struct v { float x; int n; };
                _Static_assert(sizeof(struct v) == 12, "a C compiler's size");
                """);

        CliRun lp64 = CliRun.of("layout", "--abi", "x86_64-sysv", file);
        CliRun both = CliRun.of("layout", "--abi", "x86_64-sysv,x86_64-msvc", file);
        CliRun std430 = CliRun.of("layout", "--abi", "std430", file.replace("msg.h", "vec.h"));

        assertThat(lp64.err()).isEmpty();
        assertThat(lp64.exitCode()).isZero();
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.out()).isEmpty();
        assertThat(both.err()).startsWith(file + ":2:1: static assertion failed: \"wire size\": sizeof(struct msg) is"
                + " 12 under x86_64-msvc, asserted == 24 (read for x86_64-msvc)");
        assertThat(std430.err()).isEmpty();
        assertThat(std430.exitCode()).isZero();
    }

    /** sizeof of a member, as real headers write it, is checked under each C ABI as sizeof of a type is. */
    @Test
    void sizeofOfAMemberIsCheckedUnderEachCAbi() throws IOException {
        String file = Files.writeString(dir.resolve("len.h"), """
                struct msg { int a; long len; };
                _Static_assert(sizeof(((struct msg *)0)->len) == 8, "len");
                """).toString();

        CliRun lp64 = CliRun.of("layout", "--abi", "x86_64-sysv", file);
        CliRun both = CliRun.of("layout", "--abi", "x86_64-sysv,x86_64-msvc", file);

        assertThat(lp64.err()).isEmpty();
        assertThat(lp64.exitCode()).isZero();
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).startsWith(file + ":2:1: static assertion failed: \"len\":"
                + " sizeof(((struct msg *)0)->len) is 4 under x86_64-msvc, asserted == 8 (read for x86_64-msvc)");
    }

    @Test
    void aStaticAssertionTheSchemaCannotEvaluateIsNotedOnceNamingTheCAbis() throws IOException {
        String file = Files.writeString(dir.resolve("len.h"), """
                struct msg { int a; int len; };
                _Static_assert(sizeof(((struct msg *)0)->len + 1) == 4, "");
                """).toString();

        CliRun one = CliRun.of("layout", "--abi", "x86_64-sysv", file);
        CliRun two = CliRun.of("layout", "--abi", "x86_64-sysv,i386-sysv,std430", file);
        CliRun std430 = CliRun.of("layout", "--abi", "std430", file);

        String note = file + ":2:1: static assertion not checked under %s: sizeof of an expression with '+' is not"
                + " read; write sizeof(type)\n";
        assertThat(one.exitCode()).isZero();
        assertThat(one.err()).isEqualTo(note.formatted("x86_64-sysv"));
        assertThat(one.out()).contains("struct msg");
        assertThat(two.exitCode()).isZero();
        assertThat(two.err()).isEqualTo(note.formatted("x86_64-sysv, i386-sysv"));
        // no C compiler checks a C file's assertions for std430
        assertThat(std430.exitCode()).isZero();
        assertThat(std430.err()).isEmpty();
    }

    /** Where the C ABIs keep one assertion unchecked for different reasons, each note names the ABIs of its reason. */
    @Test
    void anAssertionUncheckedForDifferentReasonsIsNotedOnceForEachReason() throws IOException {
        // 1L << 40 is undefined where long has 32 bits; 1 << 31 is where it has 64, and is read after it
        String file = Files.writeString(dir.resolve("shift.h"), """
                struct S { int a; };
                _Static_assert((1L << 40) + (1 << 31) != 0, "");
                """).toString();

        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv,i386-sysv,aarch64", file);

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo(file + ":2:1: static assertion not checked under x86_64-sysv, aarch64: 1 << 31"
                + " overflows int (32 bits here)\n" + file + ":2:1: static assertion not checked under i386-sysv: shift"
                + " count 40 is not below the width of long (32 bits here)\n");
    }

    @Test
    void anAbiThatIsNotACAbiBesideOneIsRefusedNamingIt() throws IOException {
        String file = sigset();

        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv,std430", file);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith(file + ":1:")
                .contains("(std430, not a C ABI, reads the file for every ABI)");
    }
}
