package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Declaration mistakes are compiler errors on the element at fault, with a message that says what to do.
 * Each sample line carrying {@code // expect: text} must get an error on that very line whose message
 * contains the text; no other line may get one. All samples compile in one javac run (one per class).
 */
class ProcessorErrorTest {
    private static final Pattern EXPECT = Pattern.compile("// expect: (.*)$");

    static final Map<String, String> SOURCES = new LinkedHashMap<>();

    static {
        SOURCES.put("e/WrongComponentsDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430")
                record WrongComponentsDecl(
                        @Type("vec3") int[] a,          // expect: Java type int[] does not hold the vector vec3
                        @Type("unsigned int") long b,   // expect: Java type long does not hold unsigned int; declare it as int
                        @Type("vec9") float[] c,        // expect: @Type("vec9") is not a type AbiStruct knows: unknown type 'vec9'
                        @Type("vec3\\0") float[] c0,   // expect: @Type("vec3\\000") is not a type AbiStruct knows
                        @Type("fl\\toat") float c1,     // expect: @Type("fl\\toat") is not a type AbiStruct knows
                        @Type("mat3") float m,          // expect: declare it as float[]
                        @Length(4) float d,             // expect: @Length on member d, which is not an array (float); declare it as float[] for an array, or remove @Length
                        @Length(2) @Type("vec3") float[] d2, // expect: @Length on member d2, which is not an array (float[], the components of vec3); declare it as float[][] for an array, or remove @Length
                        @Length(2) InnerOkDecl d3,      // expect: @Length on member d3, which is not an array (e.InnerOkDecl); declare it as e.InnerOkDecl[] for an array, or remove @Length
                        float[] f,                      // expect: member f is an array (float[]) without @Length
                        @Length({2, 3}) int[] g,        // expect: @Length gives 2 dimension(s) but int[] has 1 array dimension(s); declare it as int[][], or give @Length 1 length(s)
                        @Length(2) InnerOkDecl[][] g2,  // expect: @Length gives 1 dimension(s) but e.InnerOkDecl[][] has 2 array dimension(s); declare it as e.InnerOkDecl[], or give @Length 2 length(s)
                        @Length({2, 2}) @Type("mat2") float[][] g3, // expect: @Length gives 2 dimension(s) but float[][] has 1 array dimension(s) besides the mat2 components; declare it as float[][][], or give @Length 1 length(s)
                        @Length({}) int[] g4,           // expect: @Length gives 0 dimension(s) but int[] has 1 array dimension(s); give @Length 1 length(s)
                        @RowMajor float h,              // expect: @RowMajor on member h, which is not a matrix; remove it, or give the member a matrix type such as @Type("mat3") float[]
                        @Align(3) int i,                // expect: @Align(3) is not a power of two; give an alignment in bytes of 1, 2, 4, 8, 16, ... up to 268435456 (the next one up is @Align(4))
                        @Align(300000000) int i3,       // expect: @Align(300000000) is not a power of two; give an alignment in bytes of 1, 2, 4, 8, 16, ... up to 268435456
                        @Align(1L << 31) int i2,        // expect: @Align(2147483648) is larger than 268435456, the largest alignment AbiStruct lays out
                        @Type("long double") double j,  // expect: member j: long double has no Java type that holds it; declare it double only where it is 8 bytes (the Windows ABIs, arm32, aarch64-apple), and elsewhere keep its bytes in its place, as @Length(16) @Align(16) @Type("uint8_t") byte[] where it is 16 bytes aligned to 16 (x86_64-sysv, aarch64, riscv64, ppc64le), or double would move every member after it
                        @Type("__uint128_t") long j2,   // expect: member j2: __uint128_t has no Java type that holds it
                        @Type("__int128") @Length(2) long[] j3, // expect: member j3: __int128 has no Java type that holds it
                        String k,                       // expect: the type of k is String, which is not a @Struct record; a C string is a pointer, @Type("char *") long, or its characters in place, such as @Length(32) @Type("char") byte[]
                        Object k2,                      // expect: the type of k2 is Object, which is not a @Struct record; members are primitives, @Struct records, or arrays of them
                        Integer k3,                     // expect: the type of k3 is Integer, which is not a @Struct record; declare it as int
                        @Length(2) Double[] k4,         // expect: the type of k4 is Double, which is not a @Struct record; declare it as double[]
                        @Type("char") char k5,          // expect: member k5: Java type char does not hold the C type char; declare it as byte
                        @Type("int") float k6,          // expect: member k6: Java type float does not hold the C type int; declare it as int
                        int address,                    // expect: clashes with the method address()
                        int get,                        // expect: member name 'get' clashes with the method get()
                        int setUnstaged,                // expect: member name 'setUnstaged' clashes with the method setUnstaged()
                        int checkMovable,               // expect: member name 'checkMovable' clashes with the method checkMovable()
                        @Length(0) int[] n,             // expect: 0 is not a positive length
                        @Type("float[3]") float[] o,    // expect: @Type("float[3]") is an array type; give the element type in @Type and the lengths in @Length
                        @Type("") int p,                // expect: @Type("") is empty
                        @Type("vec2") float[][] q,      // expect: member q is an array (float[][]) without @Length; give its length, for example @Length(4); a single vec2 is float[], one Java array of its components
                        @Type("uint16_t") int r,        // expect: declare it as short
                        @Type("unsigned /* } */ int") int s, // a comment is a space, its } no separator
                        @Type("unsigned // x\\n int") int s2,
                        @Type("int /* x") int s3,       // expect: @Type("int /* x") is not a type AbiStruct knows: its /* comment has no */ to end it; close the comment or remove it
                        int fine) {}
                """);
        SOURCES.put("e/NotARecord.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "std140") class NotARecord { } // expect: @Struct goes on a record whose components are the members; NotARecord is a class
                """);
        SOURCES.put("e/BadAbiDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "std999") record BadAbiDecl(int x) { } // expect: unknown ABI id "std999" in @Struct(abi = ...); known ids: x86_64-sysv
                """);
        SOURCES.put("e/GpuDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "std140")
                record GpuDecl(
                        @Type("size_t") long length,   // expect: the default ABI std140 cannot hold member length: std140 cannot hold the C type size_t
                        float fine,
                        @Type("void *") long data) { } // expect: the default ABI std140 cannot hold member data
                """);
        SOURCES.put("e/WgslPlacementDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "wgsl-uniform")
                record WgslPlacementDecl(
                        float g,
                        InnerOkDecl in,                // expect: the default ABI wgsl-uniform cannot lay out WgslPlacement at member in: wgsl-uniform: member 'in' breaks the uniform address-space layout rules: offset 4 is not a multiple of 16; add @Align(16)
                        float after) { }
                @Struct(abi = "wgsl-uniform")
                record WgslGapDecl(
                        float g,
                        @Align(16) InnerOkDecl in,
                        float after) { }               // expect: it must be at least 16 (add @Align(16) to it)
                @Struct(abi = "wgsl-uniform")
                record WgslStrideDecl(
                        @Length(3) float[] f) { }      // expect: array stride 4 is not a multiple of 16; use vec4 elements or a struct element padded to 16 bytes
                """);
        // a Java array holds at most 2147483639 elements (the JDK's SOFT_MAX_ARRAY_LENGTH): the record's arrays and the
        // bulk copies of an array of scalars could not hold more; the element accessors of the others would
        SOURCES.put("e/HugeArrayDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record HugeArrayDecl(
                        @Length(2147483647) int[] ints, // expect: member ints: @Length(2147483647) is more than the 2147483639 elements a Java array holds, so the record's int[] could never hold the member, nor the bulk copies ints(int[]) and intsTo(int[])
                        @Length(2147483640) @Type("vec4") float[][] vs, // expect: member vs: @Length(2147483640) is more than the 2147483639 elements a Java array holds, so the record's float[][] could never hold the member
                        @Length({2, 2147483647}) InnerOkDecl[][] nested, // expect: so the record's e.InnerOkDecl[][] could never hold the member
                        @Length({65536, 65536}) byte[][] grid, // expect: member grid: @Length({65536, 65536}) is 4294967296 elements, more than the 2147483639 a Java array holds, and the bulk copies grid(byte[]) and gridTo(byte[]) take them all in one
                        @Length({65536, 65536, 65536}) @Type("char") byte[][][] cube) { } // expect: is 281474976710656 elements
                """);
        SOURCES.put("e/UsesPlainDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                record PlainDecl(int x) { }
                @Struct record UsesPlainDecl(
                        PlainDecl plain) { }           // expect: PlainDecl, which is a record without @Struct; annotate it with @Struct
                """);
        SOURCES.put("e/CycleDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record CycleADecl(
                        CycleBDecl b) { }              // expect: the nested struct CycleBDecl has errors
                @Struct record CycleBDecl(
                        float x,
                        CycleADecl a) { }              // expect: recursive struct: a contains CycleADecl
                @Struct record SelfDecl(
                        @Length(2) SelfDecl[] children) { } // expect: recursive struct: children contains SelfDecl
                """);
        SOURCES.put("e/Twin.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record Twin(int x) { } // expect: the generated class would be called Twin like the record itself
                """);
        SOURCES.put("e/ShadowDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct(name = "Access") record ShadowDecl(int x) { } // expect: a struct called Access would shadow a type
                @Struct(name = "IllegalArgumentException") record IaeDecl(int x) { } // expect: a struct called IllegalArgumentException would shadow a type
                @Struct(name = "NullPointerException") record NpeDecl(int x) { } // expect: a struct called NullPointerException would shadow a type
                @Struct(name = "IllegalStateException") record IseDecl(int x) { } // expect: a struct called IllegalStateException would shadow a type
                @Struct(name = "Scalar") record ScalarNameDecl(int x) { } // expect: a struct called Scalar would shadow a type
                @Struct(name = "Member") record MemberNameDecl(int x) { } // expect: a struct called Member would shadow a type
                @Struct(name = "StructType") record StructTypeNameDecl(int x) { } // expect: a struct called StructType would shadow a type
                @Struct(name = "not-a-name") record BadNameDecl(int x) { } // expect: @Struct(name = "not-a-name") is not a Java class name
                @Struct(name = "var") record VarNameDecl(int x) { } // expect: @Struct(name = "var") is not a Java class name
                @Struct(name = "record") record RecordNameDecl(int x) { } // expect: @Struct(name = "record") is not a Java class name
                """);
        SOURCES.put("e/ClashDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record ClashDecl(
                        boolean flag,
                        int flagSize) { }              // expect: member flagSize generates the Layout field flagSize, which member flag generates too
                """);
        SOURCES.put("e/TypeSpellingDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record TypeSpellingDecl(
                        @Type("alignas(64) int") int a,                // expect: @Type("alignas(64) int") gives an alignment; @Type takes only the type: put @Align(64) on the component instead
                        @Type("int x; }; struct Q { double") double b, // expect: @Type("int x; }; struct Q { double") is not one type
                        @Type("int y; int") int c,                     // expect: @Type("int y; int") is not one type
                        @Type("int : 3") int d,                        // expect: @Type("int : 3") declares a bit-field
                        @Type("struct") int f,                         // expect: @Type("struct") is not a type AbiStruct knows: it is not one complete type
                        @Type("int // the rest of the line") int g,
                        @Align(64) @Type("unsigned int") int fine) { }
                """);
        SOURCES.put("n/NameClashDecl.java", """
                package n;
                import org.abistruct.annotation.*;
                @Struct record NameClashDecl(
                        @Type("vec3") float[] pos,
                        float posX,                    // expect: member posX generates the method posX(), which member pos generates too
                        @Type("vec4") float[] c,
                        float cW,                      // expect: member cW generates the method cW(), which member c generates too
                        @Type("uint8_t") byte lvl,
                        int lvlAsInt,                  // expect: member lvlAsInt generates the method lvlAsInt(), which member lvl generates too
                        @Type("vec2") float[] col,
                        @Length(2) float[] colTo,      // expect: member colTo generates the method colTo(), which member col generates too
                        @Length(2) @Type("uint16_t") short[] u,
                        @Type("dvec4") double[] uAsInt, // expect: member uAsInt generates the method uAsInt(), which member u generates too
                        int a_b,
                        int aB,                        // expect: member aB generates the constant L_A_B of the generated Direct class, which member a_b generates too
                        int A_B,                       // expect: member A_B generates the constant L_A_B of the generated Direct class, which member a_b
                        @Length(2) int[] fooBar,
                        @Length(3) int[] foo_bar,      // expect: member foo_bar generates the constant FOO_BAR_LENGTH, which member fooBar generates too
                        @Length({2, 3}) int[][] grid,
                        @Length({2, 2}) int[][] GRID,  // expect: member GRID generates the constant GRID_LENGTH, which member grid generates too
                        @Type("mat2") float[] move,    // expect: member move generates the method moveTo(), which clashes with the method moveTo() of the generated class
                        @Type("float8") float[] wide,
                        float wideX,
                        int fine) { }
                """);
        SOURCES.put("e/ObscureDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record ObscureDecl(
                        float Scalar,                  // expect: member Scalar needs a Layout field called Scalar, which would hide the type
                        InnerOkDecl InnerOk,           // expect: which would hide the type or package InnerOk
                        int e,                         // expect: which would hide the type or package e that the generated code uses
                        int Obscure) { }               // expect: member Obscure needs a Layout field called Obscure
                """);
        SOURCES.put("e/TypedNestedDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record InnerOkDecl(float x) { }
                @Struct record TypedNestedDecl(
                        @Type("vec3") InnerOkDecl x, // expect: @Type applies to primitive components; the type of x is the record InnerOkDecl; remove @Type, as the record gives the nested struct's type
                        @Type("vec3") Float[] boxed,  // expect: @Type applies to primitive components; the type of boxed is Float; declare it as float[]
                        @Type("vec3") Float boxedVec,    // expect: the type of boxedVec is Float; declare it as float[]
                        @Type("uint8_t") Integer boxedU8) { } // expect: the type of boxedU8 is Integer; declare it as byte
                """);
        SOURCES.put("e/StrayDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                record StrayDecl(
                        @Length(4) int[] a,            // expect: @Length on component a of StrayDecl, a record without @Struct; annotate StrayDecl with @Struct
                        @Type("vec3") float[] v,       // expect: @Type on component v of StrayDecl, a record without @Struct
                        @RowMajor float[] m,           // expect: @RowMajor on component m of StrayDecl, a record without @Struct
                        int fine) { }
                @Align(16) class AlignedClass { }      // expect: @Align on AlignedClass, which is a class, not a @Struct record
                @Align(16) record AlignedRecord(int x) { } // expect: @Align on AlignedRecord, a record without @Struct; annotate it with @Struct
                """);
        SOURCES.put("e/Taken.java", """
                package e;
                import org.abistruct.annotation.*;
                public class Taken { }
                class TakenHolder {
                    @Struct record TakenDecl(int x) { } // expect: cannot generate e.Taken: this compilation already has a class e.Taken; give the struct another name with @Struct(name = "...")
                }
                """);
        // a struct whose nested struct's class cannot be generated is not generated against the class that has the name
        SOURCES.put("e/Api.java", """
                package e;
                import org.abistruct.annotation.*;
                interface Api {
                    @Struct record ApiDecl(float f) { } // expect: cannot generate e.Api: this compilation already has a class e.Api
                }
                @Struct record UsesApiDecl(
                        Api.ApiDecl api) { }           // expect: member api: the nested struct ApiDecl has errors
                """);
        SOURCES.put("e/EmptyDecl.java", """
                package e;
                import org.abistruct.annotation.*;
                @Struct record EmptyDecl() { } // expect: a struct needs at least one member
                """);
    }

    private static TestCompiler.Result result;

    @BeforeAll
    static void compileAll(@TempDir Path dir) throws Exception {
        result = TestCompiler.compile(dir, SOURCES);
    }

    record Expectation(String file, long line, String text) {
        @Override
        public String toString() {
            return file + ":" + line + " " + text;
        }
    }

    static Stream<Expectation> expectations() {
        List<Expectation> all = new ArrayList<>();
        SOURCES.forEach((path, text) -> {
            String[] lines = text.split("\n");
            for (int i = 0; i < lines.length; i++) {
                Matcher m = EXPECT.matcher(lines[i]);
                if (m.find()) {
                    all.add(new Expectation(Path.of(path).getFileName().toString(), i + 1, m.group(1).trim()));
                }
            }
        });
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void errorIsReportedOnTheOffendingLine(Expectation expected) {
        assertThat(result.errors())
                .as("errors of the run:\n%s", result.report())
                .anySatisfy(d -> {
                    assertThat(fileOf(d)).isEqualTo(expected.file());
                    assertThat(d.getLineNumber()).isEqualTo(expected.line());
                    assertThat(d.getMessage(Locale.ROOT)).contains(expected.text());
                });
    }

    @Test
    void noErrorWhereNoneIsExpected() {
        List<String> expectedLines = expectations().map(e -> e.file() + ":" + e.line()).toList();
        for (Diagnostic<? extends JavaFileObject> d : result.errors()) {
            assertThat(expectedLines).as("unexpected error %s", TestCompiler.describe(d))
                    .contains(fileOf(d) + ":" + d.getLineNumber());
        }
        assertThat(result.success()).isFalse();
    }

    @Test
    void messagesSpeakOfTheTypeValueNotOfTheDeclarationItIsParsedIn() {
        assertThat(result.errors()).isNotEmpty().allSatisfy(d ->
                assertThat(d.getMessage(Locale.ROOT)).doesNotContain("__x", "__AbiStructType"));
    }

    /**
     * An id docs/abis.md shows an ABI of one's own getting (x86_64-msvc-pack2) is told how to make that ABI and where
     * to pass it, as @Struct takes only a built-in id; one no derivation gives (only a C ABI has a pack) is told where
     * an ABI of one's own goes. Compiled apart: the samples above are near javac's 100 errors.
     */
    @Test
    void anAbiOfOnesOwnIsToldToGoToTheFactories(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("d/AbisDecl.java", """
                package d;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-msvc-pack2") record PackDecl(int x) { }
                @Struct(abi = "std430-be") record BeDecl(int x) { }
                @Struct(abi = "aarch64-be-pack4") record BePackDecl(int x) { }
                @Struct(abi = "std430-pack4") record GpuPackDecl(int x) { }
                @Struct(abi = "x86_64-sysv-pack3") record OddPackDecl(int x) { }
                @Struct(abi = "s390x-be") record SameOrderDecl(int x) { }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        String known = "known ids: " + String.join(", ", Abi.ids());
        String own = "; an ABI of your own (docs/abis.md) is made at run time and passed to the factories, as ";
        assertThat(result.errors()).map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT)).containsExactlyInAnyOrder(
                "3: @Struct(abi = \"x86_64-msvc-pack2\") names CAbi.of(\"x86_64-msvc\").withPack(2), an ABI made at run"
                        + " time, which @Struct cannot name: declare the struct under a built-in ABI and pass that one to"
                        + " the factories, as Pack.calloc(CAbi.of(\"x86_64-msvc\").withPack(2)); " + known,
                "4: @Struct(abi = \"std430-be\") names Abi.of(\"std430\").withByteOrder(ByteOrder.BIG_ENDIAN), an ABI"
                        + " made at run time, which @Struct cannot name: declare the struct under a built-in ABI and pass"
                        + " that one to the factories, as Be.calloc(Abi.of(\"std430\").withByteOrder(ByteOrder.BIG_ENDIAN));"
                        + " " + known,
                "5: @Struct(abi = \"aarch64-be-pack4\") names CAbi.of(\"aarch64\").withByteOrder(ByteOrder.BIG_ENDIAN)"
                        + ".withPack(4), an ABI made at run time, which @Struct cannot name: declare the struct under a"
                        + " built-in ABI and pass that one to the factories, as BePack.calloc(CAbi.of(\"aarch64\")"
                        + ".withByteOrder(ByteOrder.BIG_ENDIAN).withPack(4)); " + known,
                "6: unknown ABI id \"std430-pack4\" in @Struct(abi = ...); " + known + own + "GpuPack.calloc(abi)",
                "7: unknown ABI id \"x86_64-sysv-pack3\" in @Struct(abi = ...); " + known + own + "OddPack.calloc(abi)",
                "8: unknown ABI id \"s390x-be\" in @Struct(abi = ...); " + known + own + "SameOrder.calloc(abi)");
    }

    /** The layout engine's reason ends with "(member 'data' of type void *)", which the error said after naming it. */
    @Test
    void aMemberTheDefaultAbiCannotHoldIsNamedOnce() {
        assertThat(result.errors()).map(d -> d.getMessage(Locale.ROOT))
                .filteredOn(message -> message.startsWith("the default ABI std140 cannot hold member"))
                .containsExactlyInAnyOrder("the default ABI std140 cannot hold member length: std140 cannot hold the C"
                                + " type size_t (use a fixed-width type such as int64_t)",
                        "the default ABI std140 cannot hold member data: std140 cannot hold a pointer (declare a buffer"
                                + " device address as uint64_t)");
    }

    @Test
    void nothingIsGeneratedForARecordWithErrors() throws Exception {
        try (Stream<Path> files = Files.walk(result.generated())) {
            List<String> generated = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).toList();
            // only the two correct records nested in failing samples are generated
            assertThat(generated).containsExactlyInAnyOrder("InnerOk.java");
        }
    }

    @Test
    void twoRecordsThatGenerateTheSameClassAreAnErrorOnTheSecond(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("d/Outers.java", """
                package d;
                import org.abistruct.annotation.*;
                class O1 { @Struct record ADecl(int a) { } }
                class O2 { @Struct record ADecl(double b, double c) { } }
                @Struct(name = "A") record XDecl(double b) { }
                """);
        TestCompiler.Result twins = TestCompiler.compile(dir, sources);
        assertThat(twins.success()).isFalse();
        assertThat(twins.errors()).as(twins.report()).hasSize(2).allSatisfy(d -> {
            assertThat(d.getMessage(Locale.ROOT)).contains("generates class d.A, which the record d.O1.ADecl already "
                    + "generates; give one of them another name with @Struct(name = \"...\")");
        });
        assertThat(twins.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT)))
                .anySatisfy(e -> assertThat(e).startsWith("4: the record d.O2.ADecl generates"))
                .anySatisfy(e -> assertThat(e).startsWith("5: the record d.XDecl generates"));
        assertThat(twins.generatedSource("d.A")).contains("// Declared by d.O1.ADecl.");
    }

    /** The class d.A is d.O1.ADecl's, so a struct that nests d.O2.ADecl would be generated against the wrong struct. */
    @Test
    void aStructThatNestsTheSecondOfTwoRecordsOfOneClassIsNotGenerated(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("d/Outers.java", """
                package d;
                import org.abistruct.annotation.*;
                class O1 { @Struct record ADecl(int a) { } }
                class O2 { @Struct record ADecl(int a) { } }
                @Struct record UsesDecl(O2.ADecl second) { }
                """);
        TestCompiler.Result twins = TestCompiler.compile(dir, sources);
        assertThat(twins.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT)))
                .as(twins.report()).hasSize(2)
                .anySatisfy(e -> assertThat(e).startsWith("4: the record d.O2.ADecl generates class d.A"))
                .anySatisfy(e -> assertThat(e).startsWith("5: member second: the nested struct ADecl has errors"));
        assertThat(twins.generated().resolve("d/Uses.java")).doesNotExist();
    }

    /** Annotation values from constants that do not exist, on every annotation that takes one (EcjProcessorTest too). */
    static final String UNRESOLVED = """
            package u;
            import org.abistruct.annotation.*;
            @Struct record UnresolvedDecl(
                    @Length(UNKNOWN) int[] a,
                    @Length({2, UNKNOWN}) int[][] b,
                    @Align(UNKNOWN) int c,
                    @Type(UNKNOWN) int d) { }
            @Struct(name = UNKNOWN) record UnresolvedNameDecl(int x) { }
            @Struct(abi = UNKNOWN) record UnresolvedAbiDecl(int x) { }
            """;

    @Test
    void unresolvedAnnotationValuesAreErrorsNotAProcessorFailure(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("u/UnresolvedDecl.java", UNRESOLVED);
        TestCompiler.Result unresolved = TestCompiler.compile(dir, sources);
        assertThat(unresolved.success()).isFalse();
        List<String> ours = unresolved.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                .filter(m -> m.contains("@Length") || m.contains("@Align") || m.contains("@Type")
                        || m.contains("@Struct")).toList();
        assertThat(ours).as(unresolved.report()).containsExactlyInAnyOrder(
                "4: @Length of member a needs int constants, such as @Length(4)",
                "5: @Length of member b needs int constants, such as @Length(4)",
                "6: @Align needs a constant power of two, such as @Align(16)",
                "7: @Type of member d needs a String constant, such as @Type(\"vec3\")",
                "8: @Struct(name = ...) needs a String constant, such as @Struct(name = \"Light\")",
                "9: @Struct(abi = ...) needs a String constant, such as @Struct(abi = \"std140\")");
    }

    /**
     * Arrays as large as a Java array holds compile, their generated classes too: a byte array of 2147483639 elements,
     * which a 32-bit C ABI also lays out (2147483647 bytes is its largest object), a two-dimensional scalar array just
     * under the bound, and an array of vectors with more elements in all than a Java array holds, which no bulk copy
     * takes in one.
     */
    @Test
    void arraysAsLargeAsAJavaArrayHoldsCompile(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("l/LargestArraysDecl.java", """
                package l;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record LargestArraysDecl(
                        @Length(2147483639) byte[] most,
                        @Length({46340, 46340}) short[][] square,
                        @Length({65536, 65536}) @Type("vec2") float[][][] vectors) { }
                @Struct(abi = "i386-sysv")
                record LargestOn32BitsDecl(
                        @Length(2147483639) byte[] most) { }
                """);
        TestCompiler.Result largest = TestCompiler.compile(dir, sources);
        assertThat(largest.success()).as(largest.report()).isTrue();
        assertThat(largest.errors()).as(largest.report()).isEmpty();
        assertThat(largest.generatedSource("l.LargestArrays")).contains("public abstract byte[] mostTo(byte[] dst)",
                "public abstract short[] squareTo(short[] dst)");
    }

    private static String fileOf(Diagnostic<? extends JavaFileObject> d) {
        return d.getSource() == null ? "?" : Path.of(d.getSource().toUri()).getFileName().toString();
    }
}
