package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of bad input exits with status 2 and exactly one line on standard error, with
 * {@code file:line:col} when the input has a position, and never a stack trace.
 */
class BadInputTest {

    @TempDir
    Path dir;

    private String write(String text) throws IOException {
        return Files.writeString(dir.resolve("bad.h"), text).toString();
    }

    /** Asserts the contract and returns the single error line. */
    private static String singleErrorLine(CliRun run) {
        assertThat(run.exitCode()).as("exit status; stderr: %s", run.err()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).doesNotContain("Exception", "at org.", "at java.", "\tat ");
        assertThat(run.err().lines().toList()).hasSize(1);
        return run.err().strip();
    }

    private static void assertPositioned(String line, String file, int expectedLine) {
        assertThat(line).matches(Pattern.quote(file) + ":" + expectedLine + ":[1-9][0-9]*: \\S.*");
    }

    @Test
    void unknownType() throws IOException {
        String file = write("struct A {\n    int x;\n    Foo y;\n};\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

        assertPositioned(line, file, 3);
        assertThat(line).contains("Foo");
    }

    @Test
    void unterminatedStruct() throws IOException {
        String file = write("struct A {\n    int x;\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

        // the position may be the end of the file or the struct left open
        assertThat(line).matches(Pattern.quote(file) + ":[1-3]:[1-9][0-9]*: \\S.*").contains("'}'");
    }

    @Test
    void pointerInStd140() throws IOException {
        String file = write("struct Node {\n    int value;\n    struct Node *next;\n};\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "std140", file));

        assertPositioned(line, file, 3);
        assertThat(line).contains("next");
    }

    @Test
    void pointerIsFineInACAbi() throws IOException {
        String file = write("struct Node {\n    int value;\n    struct Node *next;\n};\n");

        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv", file);

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("struct Node (x86_64-sysv): size 16, align 8");
    }

    @Test
    void bitfieldWiderThanItsType() throws IOException {
        String file = write("struct A {\n    char c : 9;\n};\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

        assertPositioned(line, file, 2);
        assertThat(line).contains("c");
    }

    @Test
    void boolBitfieldWiderThanOneBitIsRefusedAsClangDoes() throws IOException {
        for (String type : new String[] {"_Bool", "bool"}) {
            String file = write("struct A {\n    " + type + " a : 2;\n};\n");

            String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

            assertThat(line).isEqualTo(file + ":2:" + (type.length() + 6) + ": bitfield 'a' is 2 bits wide, wider than"
                    + " its type " + type + " (1 bit)");
        }
    }

    @Test
    void objectsOverPtrdiffMaxAreTooLargeFor32BitAbis() throws IOException {
        String file = write("struct A {\n    int a[2147483648];\n};\n");
        for (String abi : new String[] {"i386-sysv", "i386-msvc", "arm32"}) {
            String line = singleErrorLine(CliRun.of("layout", "--abi", abi, file));

            assertThat(line).isEqualTo(file + ":2:9: member 'a' is too large for " + abi
                    + ": 8589934592 bytes, more than the 2147483647 an object may have");
        }
        assertThat(CliRun.of("layout", "--abi", "x86_64-sysv", file).exitCode()).isZero();
    }

    @Test
    void bytesThatAreNotUtf8AreNamedSoOutsideComments() throws IOException {
        Path bad = dir.resolve("latin1.h");
        byte[] text = "struct A {\n  int caf\u00e9;\n};\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.write(bad, text);

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", bad.toString()));

        assertThat(line).isEqualTo(bad + ":2:10: file is not valid UTF-8: byte 0xE9 (only a comment or a string literal"
                + " may hold other bytes)");

        Files.write(bad, "/* caf\u00e9 */ struct A { int x; };\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThat(CliRun.of("layout", "--abi", "x86_64-sysv", bad.toString()).exitCode()).isZero();
        // a real U+FFFD in a UTF-8 file is just an unexpected character
        String replacement = write("struct A { int x\uFFFD; };\n");
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", replacement)))
                .isEqualTo(replacement + ":1:17: unexpected character U+FFFD");
    }

    @Test
    void aBinaryOrUtf16FileIsNamedSoWhereItsFirstControlCharacterIs() throws IOException {
        Path gzip = dir.resolve("fig1.h.gz");
        Files.write(gzip, new byte[] {0x1f, (byte) 0x8b, 0x08, 0x00});
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", gzip.toString()))).isEqualTo(gzip
                + ":1:1: unexpected character U+001F, a control character, which C and GLSL text does not hold: is"
                + " the file binary, or in UTF-16? abistruct reads C or GLSL text in UTF-8");
        // UTF-16 without a byte order mark: a NUL after each ASCII character
        Path utf16 = dir.resolve("utf16le.h");
        Files.write(utf16, "struct A { int x; };\n".getBytes(StandardCharsets.UTF_16LE));
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", utf16.toString())))
                .startsWith(utf16 + ":1:2: unexpected character U+0000, a control character,");
        // with one, the first bytes say which encoding it is
        Path marked = dir.resolve("utf16.h");
        Files.write(marked, "struct A { int x; };\n".getBytes(StandardCharsets.UTF_16));
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", marked.toString()))).isEqualTo(marked
                + ":1:1: file is UTF-16 (it begins with UTF-16's byte order mark); save it as UTF-8, which abistruct reads");
        assertThat(singleErrorLine(CliRun.withStdin(new ByteArrayInputStream(
                "\uFEFFstruct A { int x; };\n".getBytes(StandardCharsets.UTF_16LE)),
                "layout", "--abi", "std140", "-"))).startsWith("<stdin>:1:1: file is UTF-16 (");
        // in a GLSL file, whose code glslang's macro expansion reads, and past other text
        String shader = write("#version 450\nstruct A { int x; };\u007f\n");
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", shader))).isEqualTo(shader
                + ":2:21: unexpected character U+007F, a control character, which C and GLSL text does not hold: is"
                + " the file binary, or in UTF-16? abistruct reads C or GLSL text in UTF-8");
        // a tab, a form feed and a vertical tab are white space
        String spaced = write("struct A {\tint x;\f\u000b};\n");
        assertThat(CliRun.of("layout", "--abi", "std140", spaced).exitCode()).isZero();
    }

    @Test
    void unknownAbiListsTheKnownOnes() throws IOException {
        String file = write("struct A { int x; };\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv,xyz", file));

        assertThat(line).startsWith("unknown ABI 'xyz' (known: ").contains("x86_64-sysv", "std140", "metal")
                .endsWith(")");
    }

    @Test
    void aMisspeltAbiIdNamesTheNearestOnes() throws IOException {
        String file = write("struct A { int x; };\n");
        String known = " (known: " + String.join(", ", Abi.ids()) + ")";

        // a digit missing, a dash for an underscore, capitals, a target's arch alone
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std14", file)))
                .isEqualTo("unknown ABI 'std14'; did you mean 'std140'?" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86-64-sysv", file)))
                .isEqualTo("unknown ABI 'x86-64-sysv'; did you mean 'x86_64-sysv'?" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "STD430", file)))
                .isEqualTo("unknown ABI 'STD430'; did you mean 'std430'?" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64", file)))
                .isEqualTo("unknown ABI 'x86_64'; did you mean 'x86_64-sysv' or 'x86_64-msvc'?" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "wgsl", file)))
                .isEqualTo("unknown ABI 'wgsl'; did you mean 'wgsl-uniform' or 'wgsl-storage'?" + known);
        // nothing near: the list alone
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "xyz", file))).isEqualTo("unknown ABI 'xyz'" + known);
    }

    @Test
    void anIdTheLibraryDerivesIsToldTheBuiltInIdAndThePragma() throws IOException {
        String file = write("struct A { int x; };\n");
        String known = " (known: " + String.join(", ", Abi.ids()) + ")";
        String takes = "; --abi takes built-in ids only: give --abi ";

        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-msvc-pack2", file)))
                .isEqualTo("unknown ABI 'x86_64-msvc-pack2'" + takes + "x86_64-msvc and write #pragma pack(2) before"
                        + " the file's structs, as withPack(2) applies it" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "aarch64-be", file)))
                .isEqualTo("unknown ABI 'aarch64-be'" + takes + "aarch64, whose offsets and sizes a byte order leaves"
                        + " as they are" + known);
        // both suffixes, in either order
        String both = takes + "i386-sysv and write #pragma pack(4) before the file's structs, as withPack(4) applies"
                + " it; a byte order leaves as they are" + known;
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "i386-sysv-pack4-be", file)))
                .isEqualTo("unknown ABI 'i386-sysv-pack4-be'" + both);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "i386-sysv-be-pack4", file)))
                .isEqualTo("unknown ABI 'i386-sysv-be-pack4'" + both);
        // no pack on a GPU block, no pack that is no power of two, no unknown base: the usual hints
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std430-pack2", file)))
                .isEqualTo("unknown ABI 'std430-pack2'" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-msvc-pack3", file)))
                .isEqualTo("unknown ABI 'x86_64-msvc-pack3'" + known);
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "xyz-be", file))).isEqualTo("unknown ABI 'xyz-be'" + known);
        // withPack(32) is a pack, but #pragma pack takes 1 to 16 and refuses pack(32): no pragma to advise
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-msvc-pack32", file)))
                .isEqualTo("unknown ABI 'x86_64-msvc-pack32'" + known);
    }

    @Test
    void aByteThatIsNotUtf8TakesOneByteAsClangTakesIt() throws IOException {
        Path bad = dir.resolve("raw.h");
        // clang: sizeof("\xff" written as the byte) is 2, and the column after the byte counts it once
        Files.write(bad, new byte[] {'s', 't', 'r', 'u', 'c', 't', ' ', 'A', ' ', '{', ' ', 'c', 'h', 'a', 'r', ' ', 's',
                '[', 's', 'i', 'z', 'e', 'o', 'f', '(', '"', (byte) 0xFF, '"', ')', ']', ';', ' ', '}', ';', '\n'});
        CliRun sized = CliRun.of("layout", "--abi", "x86_64-sysv", "--format", "json", bad.toString());
        assertThat(sized.exitCode()).isZero();
        assertThat(sized.out()).contains("\"size\": 2,");

        Files.write(bad, new byte[] {'s', 't', 'r', 'u', 'c', 't', ' ', 'B', ' ', '{', '\n', '/', '*', ' ', (byte) 0xFF,
                ' ', '*', '/', ' ', 'i', 'n', 't', ' ', 'x', ' ', ':', ' ', '0', ';', ' ', '}', ';', '\n'});
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", bad.toString())))
                .startsWith(bad + ":2:13: bitfield 'x' has zero width");
    }

    @Test
    void missingFile() {
        String file = dir.resolve("nope.h").toString();

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

        assertThat(line).isEqualTo(file + ": no such file");
    }

    @Test
    void anUnreadableFileIsNamedOnceWithTheReason() throws IOException {
        String file = write("struct A { int x; };\n") + "/inside.h";

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", file));

        assertThat(line).isEqualTo(file + ": cannot read: Not a directory");
        // root reads any file, so this is the message that a file without read permission gets
        assertThat(LayoutCommand.whyUnreadable(new java.nio.file.AccessDeniedException(file))).isEqualTo("Permission denied");
    }

    @Test
    void anEmptyFileNameIsAUsageErrorNotTheCurrentDirectory() {
        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", ""));

        assertThat(line).isEqualTo("the FILE name is empty (see 'abistruct layout --help')");
    }

    @Test
    void jsonWithSeveralAbisIsAUsageError() throws IOException {
        String file = write("struct A { int x; };\n");

        String line = singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv,std140", "--format", "json", file));

        assertThat(line).contains("json", "one ABI");
    }

    @Test
    void anUnknownOptionIsNamedRatherThanTheFileItLeftMissing() throws IOException {
        // picocli reports the FILE or --abi missing first, though the unknown option is what took the place of it
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", "-odd.h")))
                .isEqualTo("Unknown option: '-odd.h' (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv", "--formt", "json")))
                .isEqualTo("Unknown option: '--formt'; did you mean '--format'? (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "--ABI", "std140", write("struct A { int x; };\n"))))
                .isEqualTo("Unknown option: '--ABI' (see 'abistruct layout --help')");
    }

    @Test
    void aMisspeltOptionIsNamedAloneNotWithTheArgumentsItLeftOver() throws IOException {
        String file = write("struct A { int x; };\n");

        // '--formt' leaves 'json' to be read as FILE and the file over, which picocli lists as an unknown option too
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", "--formt", "json", file)))
                .isEqualTo("Unknown option: '--formt'; did you mean '--format'? (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", file, "b.h", "-f")))
                .isEqualTo("Unknown option: '-f'; did you mean '--format'? (see 'abistruct layout --help')");
    }

    @Test
    void aSecondFileIsNamedAsOneTooMany() throws IOException {
        String file = write("struct A { int x; };\n");

        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", file, "b.h")))
                .isEqualTo("Unexpected argument: 'b.h'; layout takes one FILE (see 'abistruct layout --help')");
    }

    @Test
    void aMisspeltCommandIsNamedAloneWithTheNearestOne() {
        assertThat(singleErrorLine(CliRun.of("layot", "--abi", "std140", "a.h")))
                .isEqualTo("Unknown command: 'layot'; did you mean 'layout'? (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("frobnicate")))
                .isEqualTo("Unknown command: 'frobnicate' (see 'abistruct --help')");
    }

    @Test
    void aMisspeltCommandAfterHelpIsNamedAsWithoutHelp() {
        // picocli's help command said "Unknown subcommand 'layot'." with no nearest one
        assertThat(singleErrorLine(CliRun.of("help", "layot")))
                .isEqualTo("Unknown command: 'layot'; did you mean 'layout'? (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("help", "frobnicate")))
                .isEqualTo("Unknown command: 'frobnicate' (see 'abistruct --help')");
    }

    @Test
    void anOptionBeforeTheCommandNamesTheCommandThatHasIt() {
        assertThat(singleErrorLine(CliRun.of("--abi", "std140", "a.h")))
                .isEqualTo("Unknown option: '--abi'; did you mean 'abistruct layout --abi'? (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--format=json", "a.h")))
                .isEqualTo("Unknown option: '--format=json'; did you mean 'abistruct layout --format'?"
                        + " (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--frobnicate")))
                .isEqualTo("Unknown option: '--frobnicate' (see 'abistruct --help')");
    }

    @Test
    void anUnknownOptionBeforeTheCommandIsNamedRatherThanWhatTheCommandLacks() throws IOException {
        String file = write("struct A { int x; };\n");
        // picocli checks the command after the unknown option first, and would report its missing --abi or FILE
        assertThat(singleErrorLine(CliRun.of("-x", "layout", "--abi", "std140")))
                .isEqualTo("Unknown option: '-x' (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--frob", "layout", file)))
                .isEqualTo("Unknown option: '--frob' (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--frob", "layout", "--format", "xml", "--abi", "std140", file)))
                .isEqualTo("Unknown option: '--frob' (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--ver", "layout", "--abi", "std140")))
                .isEqualTo("Unknown option: '--ver'; did you mean '--version'? (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("--abi", "std140", "layout", file)))
                .isEqualTo("Unknown option: '--abi'; did you mean 'abistruct layout --abi'? (see 'abistruct --help')");
        // with nothing wrong after it, picocli reported it already
        assertThat(singleErrorLine(CliRun.of("-x", "layout", "--abi", "std140", file)))
                .isEqualTo("Unknown option: '-x' (see 'abistruct --help')");
    }

    @Test
    void anUnknownOptionIsAnErrorNextToHelpOrVersionInEitherOrderAndInAClusterToo() throws IOException {
        String file = write("struct A { int x; };\n");
        for (String[] args : new String[][] {{"-hx"}, {"-h", "-x"}, {"-x", "-h"}, {"-Vx"}, {"-V", "-x"}, {"-hVx"}}) {
            assertThat(singleErrorLine(CliRun.of(args))).as(String.join(" ", args))
                    .isEqualTo("Unknown option: '-x' (see 'abistruct --help')");
        }
        for (String[] args : new String[][] {{"layout", "-hx", file}, {"layout", "-x", "-h"}, {"layout", "-Vx"}}) {
            assertThat(singleErrorLine(CliRun.of(args))).as(String.join(" ", args))
                    .isEqualTo("Unknown option: '-x' (see 'abistruct layout --help')");
        }
        // picocli clusters only from a known option: '-xh' is one unknown option, as it was before
        assertThat(singleErrorLine(CliRun.of("-xh"))).isEqualTo("Unknown option: '-xh' (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("-h", "layot")))
                .isEqualTo("Unknown command: 'layot'; did you mean 'layout'? (see 'abistruct --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "-h", file, "b.h")))
                .isEqualTo("Unexpected argument: 'b.h'; layout takes one FILE (see 'abistruct layout --help')");
    }

    @Test
    void anArgumentAfterDoubleDashIsAnOperandThoughItLooksLikeAnOption() throws IOException {
        String file = write("struct A { int x; };\n");
        // after '--' an argument is FILE, so a second one is an extra FILE, not an option picocli does not know
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", "--", file, "-h")))
                .isEqualTo("Unexpected argument: '-h'; layout takes one FILE (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "-h", "--", file, "--frob")))
                .isEqualTo("Unexpected argument: '--frob'; layout takes one FILE (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("--", "-h"))).isEqualTo("Unknown command: '-h' (see 'abistruct --help')");
        // before '--' it is still the option it looks like
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "std140", "--frob", "--", file)))
                .isEqualTo("Unknown option: '--frob' (see 'abistruct layout --help')");
    }

    @Test
    void helpAndVersionNeedNothingElse() {
        // a user asks for the help because they do not know what to give: a missing FILE or --abi is no error then
        for (String[] args : new String[][] {{"-h"}, {"layout", "-h"}, {"layout", "--help", "--format", "json"},
                {"-hV"}, {"-V"}, {"layout", "-V"}}) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isZero();
            assertThat(run.err()).isEmpty();
            assertThat(run.out()).containsAnyOf("Usage: abistruct", "abistruct ");
        }
    }

    @Test
    void nextToHelpAValueIsCheckedWhereItIsReadNotWhereTheCommandWouldRunIt() {
        // the command checks an ABI id, FILE and a macro's name when it runs, which -h stops, as for a missing one
        for (String[] args : new String[][] {{"layout", "--abi", "xyz", "-h"}, {"layout", "--abi", ",", "-h"},
                {"layout", "-h", "no-such-file.h"}, {"layout", "-D", "1X", "-h"}}) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(String.join(" ", args)).isZero();
            assertThat(run.err()).isEmpty();
            assertThat(run.out()).startsWith("Usage: abistruct layout");
        }
        // --format's value and the form of -D and -U are checked as they are read, before -h is looked at
        assertThat(singleErrorLine(CliRun.of("layout", "--format", "xml", "-h"))).isEqualTo("Invalid value for option"
                + " '--format': expected text or json but was 'xml' (see 'abistruct layout --help')");
        assertThat(singleErrorLine(CliRun.of("layout", "-D=X", "-h")))
                .isEqualTo("-D=X: no '=' after -D; write -DX or -D X (see 'abistruct layout --help')");
    }

    @Test
    void missingAbiOptionIsAUsageError() throws IOException {
        String line = singleErrorLine(CliRun.of("layout", write("struct A { int x; };\n")));

        assertThat(line).contains("--abi");
    }

    @Test
    void anEmptyAbiListIsAUsageError() throws IOException {
        String file = write("struct A { int x; };\n");
        String empty = Files.writeString(dir.resolve("empty.h"), "/* nothing */\n").toString();
        for (String[] args : new String[][] {
                {"layout", "--abi", ",", file},
                {"layout", "--abi", ",,", file},
                {"layout", "--abi", " ", file},
                {"layout", "--abi", ",", "--format", "json", file},
                {"layout", "--abi", ",", empty}}) {
            String line = singleErrorLine(CliRun.of(args));

            assertThat(line).isEqualTo("--abi needs at least one ABI id (see 'abistruct layout --help')");
        }
        assertThat(singleErrorLine(CliRun.of("layout", "--abi", "x86_64-sysv,,std140", file)))
                .isEqualTo("--abi has an empty ABI id in 'x86_64-sysv,,std140' (see 'abistruct layout --help')");
    }

    @Test
    void unknownFormatIsAUsageError() throws IOException {
        String line = singleErrorLine(CliRun.of("layout", "--abi", "std140", "--format", "xml",
                write("struct A { int x; };\n")));

        assertThat(line).contains("--format", "text or json", "xml");
    }

    @Test
    void noSubcommandIsAUsageError() {
        CliRun run = CliRun.of();

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).doesNotContain("Exception");
    }
}
