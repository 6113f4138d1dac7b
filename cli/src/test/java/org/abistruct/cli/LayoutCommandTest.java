package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code abistruct layout} end to end in-process: parser, engine and printers together. */
class LayoutCommandTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void jsonForACStructWithABitfieldAndATwoDimensionalArray() throws IOException {
        Path file = write("c.h", """
                struct S {
                    int a;
                    unsigned int f : 3;
                    double d[2][3];
                };
                """);

        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv", "--format", "json", file.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(Json.compact(run.out())).isEqualTo("""
                {"abi":"x86_64-sysv","types":[{"name":"S","kind":"struct","size":56,"alignment":8,"members":[\
                {"name":"a","type":"int","offset":0,"size":4,"alignment":4},\
                {"name":"f","type":"unsigned int","offset":4,"size":4,"alignment":4,"bitOffset":32,"bitWidth":3},\
                {"name":"d","type":"double","offset":8,"size":48,"alignment":8,"arrayDims":[2,3],"arrayStrides":[24,8]}]}]}""");
    }

    @Test
    void aZeroLengthArrayIsPrintedWithItsZeroAndAFlexibleArrayWithout() throws IOException {
        Path file = write("z.h", """
                struct Z {
                    int n;
                    char d[0][4];
                    long long t[];
                };
                """);

        CliRun run = CliRun.of("layout", "--abi", "x86_64-sysv", file.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains(" char[0][4] ").contains(" long long[] ").doesNotContain("char[][4]");
    }

    @Test
    void jsonForAStd140BlockWithAMatrixAndAPaddedArray() throws IOException {
        Path file = write("block.glsl", """
                struct Light {
                    vec3 pos;
                    float radius;
                    mat2 m;
                    float w[2];
                };
                """);

        CliRun run = CliRun.of("layout", "--abi=std140", "--format=json", file.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(Json.compact(run.out())).isEqualTo("""
                {"abi":"std140","types":[{"name":"Light","kind":"struct","size":80,"alignment":16,"members":[\
                {"name":"pos","type":"vec3","offset":0,"size":12,"alignment":16},\
                {"name":"radius","type":"float","offset":12,"size":4,"alignment":4},\
                {"name":"m","type":"mat2","offset":16,"size":32,"alignment":16,"matrixStride":16,"rowMajor":false},\
                {"name":"w","type":"float","offset":48,"size":32,"alignment":16,"arrayDims":[2],"arrayStrides":[16]}]}]}""");
    }

    @Test
    void definesAndUndefinesDecideConditionalsAsACompilersDo() throws IOException {
        Path file = write("v.h", """
                #ifndef API_VERSION
                #define API_VERSION 1
                #endif
                struct S {
                    int a;
                #if API_VERSION >= 2
                    double b;
                #endif
                };
                """);

        CliRun defaults = CliRun.of("layout", "--abi", "x86_64-sysv", file.toString());
        CliRun two = CliRun.of("layout", "--abi", "x86_64-sysv", "-DAPI_VERSION=2", file.toString());
        CliRun spaced = CliRun.of("layout", "--abi", "x86_64-sysv", "-D", "API_VERSION=2", "-U", "OTHER", file.toString());
        CliRun bad = CliRun.of("layout", "--abi", "x86_64-sysv", "-D", "2X", file.toString());

        assertThat(defaults.out()).contains("size 4").doesNotContain(" b ");
        assertThat(two.out()).contains("size 16").contains(" b ");
        assertThat(spaced.out()).isEqualTo(two.out());
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("-D2X: '2X' is not a macro name").doesNotContain("Exception");
    }

    @Test
    void aMacroTheFileDefinesWhereTheSchemaReadsWordsAsWrittenIsAnError() throws IOException {
        String text = "#define PK __attribute__((packed))\nstruct S { char c; int i; } PK;\n";
        Path file = write("pk.h", text);

        CliRun fromFile = CliRun.of("layout", "--abi", "x86_64-sysv", file.toString());
        CliRun fromStdin = CliRun.withStdin(text, "layout", "--abi", "x86_64-sysv", "-");

        assertThat(fromFile.exitCode()).isEqualTo(2);
        assertThat(fromFile.out()).isEmpty();
        assertThat(fromFile.err()).isEqualTo(file + ":2:29: 'PK' is a macro here (#define at " + file + ":1), which a"
                + " compiler would replace; the schema replaces macros only in constant expressions and conditionals,"
                + " so its layout could differ; preprocess the file first: clang -E -P -target x86_64-linux-gnu " + file
                + " | abistruct layout --abi ID - (docs/cli.md)" + System.lineSeparator());
        assertThat(fromStdin.exitCode()).isEqualTo(2);
        assertThat(fromStdin.err()).startsWith("<stdin>:2:29: 'PK' is a macro here (#define at <stdin>:1)")
                .contains("clang -E -P -target x86_64-linux-gnu -x c - | abistruct layout --abi ID -");
    }

    @Test
    void aMacroAShaderDefinesWhereTheSchemaReadsWordsAsWrittenIsAnError() throws IOException {
        String text = "#version 450\n#define ORDER row_major\nlayout(std140, ORDER) uniform B { mat3x4 m; };\n";
        Path file = write("order.comp", text);

        CliRun fromFile = CliRun.of("layout", "--abi", "std140", file.toString());
        CliRun fromStdin = CliRun.withStdin(text, "layout", "--abi", "std140", "-");

        assertThat(fromFile.exitCode()).isEqualTo(2);
        assertThat(fromFile.out()).isEmpty();
        assertThat(fromFile.err()).isEqualTo(file + ":3:16: 'ORDER' is a macro here (#define at " + file + ":2), which"
                + " glslang would replace; the schema replaces macros only in constant expressions and conditionals,"
                + " so its layout could differ; preprocess the file first: glslangValidator -E " + file + " |"
                + " abistruct layout --abi ID - (docs/cli.md)" + System.lineSeparator());
        assertThat(fromStdin.exitCode()).isEqualTo(2);
        assertThat(fromStdin.err()).startsWith("<stdin>:3:16: 'ORDER' is a macro here (#define at <stdin>:2)")
                .contains("glslangValidator -E --stdin -S STAGE | abistruct layout --abi ID -");
    }

    @Test
    void fig1SideBySideShowsTheThesisOffsets() {
        CliRun run = CliRun.of("layout", "--abi", "x86_64-msvc,std140", CliRun.example("fig1.h").toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        // member, type, then offset and size under x86_64-msvc, then under std140
        assertThat(row(run.out(), "i")).containsExactly("i", "int", "0", "4", "0", "4");
        assertThat(row(run.out(), "v")).containsExactly("v", "float3", "4", "12", "16", "12");
        assertThat(row(run.out(), "size")).containsExactly("size", "16", "32");
        assertThat(row(run.out(), "align")).containsExactly("align", "4", "16");
        assertThat(run.out()).contains("[padding]");
    }

    @Test
    void lightExampleLaysOutUnderEveryGpuAndCAbiTheReadmeUses() {
        String light = CliRun.example("light.glsl").toString();

        CliRun std140 = CliRun.of("layout", "--abi", "std140", light);
        CliRun sideBySide = CliRun.of("layout", "--abi", "x86_64-sysv,std140,std430,scalar", light);

        assertThat(std140.err()).isEmpty();
        assertThat(std140.out()).contains("struct Material (std140): size 32, align 16",
                "struct Light (std140): size 192, align 16");
        assertThat(sideBySide.exitCode()).isZero();
        assertThat(row(sideBySide.out(), "material")).containsExactly("material", "Material",
                "112", "20", "160", "32", "112", "32", "112", "20");
    }

    @Test
    void oneAbiTextShowsHeaderAndPadding() throws IOException {
        Path file = write("fig.h", "struct P { char c; double d; };\n");

        CliRun run = CliRun.of("layout", "--abi", "i386-sysv", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("struct P (i386-sysv): size 12, align 4\n").contains("[padding 3]");
    }

    @Test
    void anAbiGivenTwiceIsLaidOutOnceAlsoUnderTheNameNative() throws IOException {
        Path file = write("p.h", "struct P { char c; double d; };\n");
        String nativeId = Abi.of("native").id();

        CliRun twice = CliRun.of("layout", "--abi", "native," + nativeId + "," + nativeId, file.toString());

        assertThat(twice.exitCode()).isZero();
        assertThat(twice.out()).isEqualTo(CliRun.of("layout", "--abi", nativeId, file.toString()).out());
    }

    @Test
    void helpAndVersionSucceed() {
        CliRun help = CliRun.of("layout", "--help");
        CliRun version = CliRun.of("--version");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--abi", "--format", "FILE", "Exit status");
        assertThat(version.exitCode()).isZero();
        assertThat(version.out()).startsWith("abistruct ").doesNotContain("${project.version}");
    }

    /** The whitespace-separated cells of the first line of {@code table} whose first cell is {@code first}. */
    private static List<String> row(String table, String first) {
        return table.lines().map(line -> Arrays.asList(line.strip().split("\\s+")))
                .filter(cells -> cells.getFirst().equals(first)).findFirst()
                .orElseThrow(() -> new AssertionError("no row '" + first + "' in\n" + table));
    }

    @Test
    void anArrayTypedefShowsItsElementTypeWithEveryDimensionInTextAndJson() throws IOException {
        Path file = write("t.h", "typedef float vec_t[3];\nstruct A { vec_t v; vec_t w[2]; };\n");

        CliRun text = CliRun.of("layout", "--abi", "x86_64-sysv", file.toString());
        CliRun json = CliRun.of("layout", "--abi", "x86_64-sysv", "--format", "json", file.toString());

        assertThat(text.exitCode()).isZero();
        assertThat(text.out()).contains("""
                       0    12      4  v       float[3]     stride 4
                      12    24      4  w       float[2][3]  strides 12, 4
                """);
        assertThat(Json.compact(json.out())).contains(
                "{\"name\":\"v\",\"type\":\"float\",\"offset\":0,\"size\":12,\"alignment\":4,\"arrayDims\":[3],",
                "{\"name\":\"w\",\"type\":\"float\",\"offset\":12,\"size\":24,\"alignment\":4,\"arrayDims\":[2,3],");
    }

    @Test
    void anAnonymousMemberIsARowOfItsOwnTypeWhichIsListedBeforeTheStructThatHoldsIt() throws IOException {
        Path file = write("vec.h", "struct Vec { union { struct { float x, y, z; }; float v[3]; }; int tag; };\n");

        CliRun text = CliRun.of("layout", "--abi", "x86_64-sysv", file.toString());
        CliRun sideBySide = CliRun.of("layout", "--abi", "x86_64-sysv,i386-msvc", file.toString());
        CliRun json = CliRun.of("layout", "--abi", "x86_64-sysv", "--format", "json", file.toString());

        assertThat(text.exitCode()).isZero();
        assertThat(text.out()).isEqualTo("""
                struct Vec::(anonymous at 1:22) (x86_64-sysv): size 12, align 4
                  offset  size  align  member  type
                       0     4      4  x       float
                       4     4      4  y       float
                       8     4      4  z       float

                union Vec::(anonymous at 1:14) (x86_64-sysv): size 12, align 4
                  offset  size  align  member       type
                       0    12      4  (anonymous)  Vec::(anonymous at 1:22)
                       0    12      4  v            float[3]                  stride 4

                struct Vec (x86_64-sysv): size 16, align 4
                  offset  size  align  member       type
                       0    12      4  (anonymous)  Vec::(anonymous at 1:14)
                      12     4      4  tag          int
                """);
        assertThat(sideBySide.exitCode()).isZero();
        assertThat(sideBySide.out()).contains("(anonymous)  Vec::(anonymous at 1:14)       0    12       0    12\n");
        assertThat(Json.compact(json.out())).contains("""
                {"name":"Vec","kind":"struct","size":16,"alignment":4,"members":[\
                {"name":"","type":"Vec::(anonymous at 1:14)","offset":0,"size":12,"alignment":4,"anonymous":true},\
                {"name":"tag","type":"int","offset":12,"size":4,"alignment":4}]}""", """
                {"name":"Vec::(anonymous at 1:14)","kind":"union","size":12,"alignment":4,"members":[\
                {"name":"","type":"Vec::(anonymous at 1:22)","offset":0,"size":12,"alignment":4,"anonymous":true},""");
    }

    /** GLSL 4.60 §4.4.5: a block's or block member's row_major reaches the matrices of its structs (GlslMatrixOrderTest). */
    @Test
    void aRowMajorStructIsListedAsAVariantOfItsOwnBeforeTheBlocksThatHoldIt() throws IOException {
        Path file = write("rm.glsl", """
                #version 450
                struct S { mat2x3 q; float after; };
                layout(std430, row_major, binding = 1) buffer C { S s; float tail; } c;
                layout(std430, binding = 3) buffer F { layout(row_major) S s; float tail; } f;
                """);

        CliRun text = CliRun.of("layout", "--abi", "std430", file.toString());
        CliRun json = CliRun.of("layout", "--abi", "std430", "--format", "json", file.toString());

        assertThat(text.exitCode()).isZero();
        assertThat(text.out()).startsWith("""
                struct S (std430): size 48, align 16
                  offset  size  align  member        type
                       0    32     16  q             mat2x3  matrix stride 16, column-major
                      32     4      4  after         float
                      36    12         [padding 12]

                struct row_major S (std430): size 32, align 8
                  offset  size  align  member       type
                       0    24      8  q            mat2x3  matrix stride 8, row-major
                      24     4      4  after        float
                      28     4         [padding 4]

                struct C (std430): size 40, align 8
                  offset  size  align  member       type
                       0    32      8  s            row_major S
                      32     4      4  tail         float
                """);
        assertThat(Json.compact(json.out())).contains("""
                {"name":"row_major S","kind":"struct","size":32,"alignment":8,"members":[\
                {"name":"q","type":"mat2x3","offset":0,"size":24,"alignment":8,"matrixStride":8,"rowMajor":true},""", """
                {"name":"F","kind":"struct","size":40,"alignment":8,"members":[\
                {"name":"s","type":"row_major S","offset":0,"size":32,"alignment":8},\
                {"name":"tail","type":"float","offset":32,"size":4,"alignment":4}]}""");
    }

    /** A writer that fails like a full disk. */
    private static final class FullDisk extends Writer {
        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void flush() throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void close() {
        }
    }

    @Test
    void anOutputThatCannotBeWrittenFailsWithStatusOne() throws IOException {
        Path file = write("a.h", "struct A { int a; };\n");
        for (String format : List.of("text", "json")) {
            var err = new StringWriter();

            int exit = AbiStructCli.run(new PrintWriter(new FullDisk()), new PrintWriter(err),
                    "layout", "--abi", "x86_64-sysv", "--format", format, file.toString());

            assertThat(exit).as(format).isEqualTo(1);
            assertThat(err.toString()).isEqualTo("abistruct: cannot write the output" + System.lineSeparator());
        }
    }
}
