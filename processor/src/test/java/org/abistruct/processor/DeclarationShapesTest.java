package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.function.Supplier;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Declarations in other shapes: a nested struct from another package, a record nested in a class, the native
 * default ABI ({@code abi = ""}), the default class name, and {@code @Align} on a whole struct.
 */
class DeclarationShapesTest {

    @Test
    void crossPackageNestingNativeDefaultAndStructAlignment(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("a/PartDecl.java", """
                package a;
                import org.abistruct.annotation.*;
                @Align(32)
                @Struct
                public record PartDecl(float x, @Type("unsigned short") char tag) { }
                """);
        sources.put("b/Holder.java", """
                package b;
                import org.abistruct.annotation.*;
                public class Holder {
                    @Struct(name = "Whole", abi = "x86_64-msvc")
                    record WholeDecl(a.PartDecl part, @Length(2) a.PartDecl[] parts, int after) { }
                }
                """);
        sources.put("b/Driver.java", """
                package b;
                import java.util.function.Supplier;
                import org.abistruct.abi.Abi;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        try (Whole w = Whole.calloc()) {
                            w.part().x(1.5f).tag('t');
                            w.parts(1).x(2.5f);
                            w.after(9);
                            a.Part reuse = w.parts(0);
                            boolean aligned;
                            try (Whole w2 = Whole.malloc(); Whole.Array arr = Whole.callocArray(3, Abi.nativeAbi())) {
                                // a 32-aligned struct must come back 32-aligned from malloc too (aligned_alloc)
                                aligned = w2.address() % 32 == 0 && arr.address() % 32 == 0;
                            }
                            Holder.WholeDecl value = w.get();
                            String copied;
                            try (Whole copy = Whole.calloc(Abi.of("i386-sysv"))) {
                                copied = copy.set(value).parts(1).x() + "/" + copy.part().tag() + "/" + copy.after();
                            }
                            return w.part().x() + " " + w.part().tag() + " " + w.parts(1, reuse).x() + " " + w.after()
                                    + " " + (a.Part.DEFAULT_ABI == Abi.nativeAbi()) + " " + (Whole.DEFAULT_ABI == Abi.of("x86_64-msvc"))
                                    + " " + aligned + " " + copied;
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        assertThat(result.generatedSource("b.Whole")).contains("public a.Part part()", "a.Part.TYPE");
        // the class Javadoc shows the struct in C that GCC and clang accept (C has no alignas before the tag)
        assertThat(result.generatedSource("a.Part")).contains("struct __attribute__((aligned(32))) Part {");
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("b.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("1.5 t 2.5 9 true true true 2.5/t/9");
            StructType part = (StructType) loader.loadClass("a.Part").getField("TYPE").get(null);
            assertThat(part.alignAs()).isEqualTo(32);
            StructLayout whole = (StructLayout) loader.loadClass("b.Whole").getMethod("layout", Abi.class)
                    .invoke(null, Abi.of("x86_64-sysv"));
            assertThat(whole.byteAlignment()).isEqualTo(32);
            assertThat(whole.member("parts").orElseThrow().arrayStrides()).containsExactly(32L);
            assertThat(whole.member("after").orElseThrow().byteOffset()).isEqualTo(96);
        }
    }

    @Test
    void getAndSetAreGeneratedOnlyWhereTheGeneratedClassCanNameTheRecords(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("p/Outer.java", """
                package p;
                import org.abistruct.annotation.*;
                public class Outer {
                    @Struct(name = "Hidden")
                    private record HiddenDecl(int a) { }
                }
                """);
        sources.put("q/Box.java", """
                package q;
                import org.abistruct.annotation.*;
                public class Box {
                    @Struct(name = "Part")
                    protected record PartDecl(int a) { }
                }
                """);
        sources.put("r/Sub.java", """
                package r;
                import org.abistruct.annotation.*;
                public class Sub extends q.Box {
                    @Struct(name = "Use")
                    record UseDecl(PartDecl part, int b) { }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        List<String> notes = result.diagnostics().stream().map(TestCompiler::describe).toList();
        assertThat(notes).as(result.report()).hasSize(2);
        assertThat(String.join("\n", notes)).contains(
                "Outer.java:5:", "NOTE: AbiStruct: Hidden has no get() or set(value): the record HiddenDecl is private",
                "Sub.java:5:", "NOTE: AbiStruct: Use has no get() or set(value): member part's record q.Box.PartDecl is not"
                        + " visible from package r");
        assertThat(result.generatedSource("p.Hidden")).doesNotContain(" get()", " set(");
        assertThat(result.generatedSource("q.Part")).contains("public final Box.PartDecl get()",
                "public final Part set(Box.PartDecl value)");
        // r.Use cannot name q.Box.PartDecl (protected, and Use does not extend Box), so it has neither
        assertThat(result.generatedSource("r.Use")).doesNotContain(" get()", " set(");
    }

    @Test
    void setReadsEachComponentOnceNamesWhereAValueIsBadAndPassesTheRecordsOwnExceptionsOn(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("c/GridDecl.java", """
                package c;
                import org.abistruct.annotation.*;
                @Struct(abi = "i386-sysv")
                public record GridDecl(@Length({8, 8}) float[][] g, @Length(2) CellDecl[] cells) {
                    static int calls;
                    /** A defensive copy, as records holding arrays often make. */
                    public float[][] g() {
                        calls++;
                        float[][] copy = g.clone();
                        for (int i = 0; i < copy.length; i++) {
                            copy[i] = copy[i].clone();
                        }
                        return copy;
                    }
                }
                """);
        sources.put("c/CellDecl.java", """
                package c;
                import org.abistruct.annotation.*;
                @Struct(abi = "i386-sysv")
                public record CellDecl(@Length(2) @Type("size_t") long[] n, @Length({2, 2}) @Type("size_t") long[][] sz2) {
                    /** An accessor of the user's own that throws: set passes its exception on as it is. */
                    public long[] n() {
                        if (n.length == 3) {
                            throw new NumberFormatException("three");
                        }
                        return n;
                    }
                }
                """);
        sources.put("c/Driver.java", """
                package c;
                public final class Driver implements java.util.function.Supplier<String> {
                    @Override
                    public String get() {
                        try (Grid grid = Grid.calloc()) {
                            GridDecl value = grid.g(7, 7, 3f).get();
                            GridDecl.calls = 0;
                            grid.set(value);
                            String message;
                            try {
                                grid.set(new GridDecl(value.g(), new CellDecl[] {value.cells()[0],
                                        new CellDecl(new long[] {1, 1L << 32}, new long[2][2])}));
                                message = "accepted";
                            } catch (IllegalArgumentException e) {
                                message = e.getMessage();
                            }
                            try {
                                grid.set(new GridDecl(value.g(), new CellDecl[] {value.cells()[0], new CellDecl(new long[3], new long[2][2])}));
                            } catch (NumberFormatException e) {
                                message += " / " + e.getMessage();
                            }
                            try {
                                grid.set(new GridDecl(value.g(), new CellDecl[] {value.cells()[0],
                                        new CellDecl(new long[2], new long[][] {{0, 0}, {1L << 32, 0}})}));
                            } catch (IllegalArgumentException e) {
                                message += " / " + e.getMessage();
                            }
                            try {
                                grid.set(null);
                            } catch (NullPointerException e) {
                                message += " / " + e.getMessage();
                            }
                            try {
                                grid.set(new GridDecl(value.g(), new CellDecl[] {value.cells()[0], null}));
                            } catch (NullPointerException e) {
                                message += " / " + e.getMessage();
                            }
                            return GridDecl.calls + " " + grid.g(7, 7) + " " + message;
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("c.Driver").getConstructor().newInstance();
            // one g() in the first set, then one in building each later argument and one in its set (none for null)
            assertThat(driver.get()).isEqualTo("9 3.0 cells[1].n[1]: value 4294967296 does not fit in 4 bytes"
                    + " under i386-sysv; nothing was written / three / cells[1].sz2[1][0]: value 4294967296 does not fit in"
                    + " 4 bytes under i386-sysv / value / cells[1] is null");
        }
    }

    @Test
    void aByteSwappedDefaultAbiAllocatesGeneralViewsThroughTheFactoriesWithoutAnAbi(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("w/WireDecl.java", """
                package w;
                import org.abistruct.annotation.*;
                @Struct(abi = "network")
                record WireDecl(int id, short port) { }
                """);
        sources.put("w/Driver.java", """
                package w;
                import java.lang.foreign.ValueLayout;
                import org.abistruct.memory.MemoryStack;
                import org.abistruct.memory.NativeMemory;
                public final class Driver implements java.util.function.Supplier<String> {
                    static String firstByte(Wire w) {
                        w.id(0x01020304);
                        return NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, w.address()) + "/" + w.id();
                    }
                    @Override
                    public String get() {
                        StringBuilder out = new StringBuilder();
                        try (Wire zeroed = Wire.calloc(); Wire raw = Wire.malloc()) {
                            out.append(zeroed.id()).append(' ').append(firstByte(zeroed)).append(' ').append(firstByte(raw));
                        }
                        try (MemoryStack.Frame frame = MemoryStack.push()) {
                            Wire raw = Wire.malloc(frame);
                            Wire zeroed = Wire.calloc(frame);
                            out.append(' ').append(zeroed.port()).append(' ').append(firstByte(raw)).append(' ')
                                    .append(firstByte(zeroed));
                        }
                        return out.toString();
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("w.Driver").getConstructor().newInstance();
            // big-endian on this little-endian machine: the most significant byte first
            assertThat(driver.get()).isEqualTo("0 1/16909060 1/16909060 0 1/16909060 1/16909060");
        }
    }

    @Test
    void memberNamesThatMeanSomethingInTheGeneratedCodeStillWork(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("n/NamesDecl.java", """
                package n;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record NamesDecl(int size, int offset, int l, int o, float v, @Type("vec2") float[] src, short alignment,
                                 boolean swap, @Length(2) int[] abi, long layoutSize, double TYPE, int count,
                                 int direct$, @Length({2, 2}) int[][] i, int j, int value, int staged, int scratch,
                                 int arena, int java, int yield, int j$, int untyped, int Record,
                                 @Length(2) CellDecl[] view, int view$view) { }
                """);
        sources.put("n/CellDecl.java", """
                package n;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record CellDecl(int e, int untyped) { }
                """);
        sources.put("n/Driver.java", """
                package n;
                public final class Driver implements java.util.function.Supplier<String> {
                    /** Locals and loop variables of get(), set(value) and setUnstaged must not clash with these member names. */
                    static String copied(Names x) {
                        try (Names y = Names.calloc(org.abistruct.abi.Abi.of("x86_64-msvc"))) {
                            y.set(x.get());
                            return y.i(1, 0) + " " + y.value() + " " + y.java() + " " + y.srcY() + " " + y.direct$() + " "
                                    + y.view(1).e() + " " + y.view(1).untyped() + " " + y.view$view();
                        }
                    }

                    @Override
                    public String get() {
                        try (Names x = Names.calloc()) {
                            x.view(1).e(17).untyped(18);
                            x.size(1).offset(2).l(3).o(4).v(5).src(6, 7).alignment((short) 8).swap(true).abi(1, 9)
                                    .layoutSize(10).TYPE(11).count(12).direct$(13);
                            return x.size() + " " + x.offset() + " " + x.l() + " " + x.o() + " " + x.v() + " " + x.srcY() + " "
                                    + x.alignment() + " " + x.swap() + " " + x.abi(1) + " " + x.layoutSize() + " " + x.TYPE() + " "
                                    + x.count() + " " + x.direct$() + " " + (Names.boundLayout(Names.DEFAULT_ABI).sizeOffset == 0)
                                    + " " + copied(x.i(1, 0, 14).value(15).java(16).view$view(19));
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("n.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("1 2 3 4 5.0 7.0 8 true 9 10 11.0 12 13 true 14 15 16 7.0 13 17 18 19");
        }
    }

    @Test
    void classesOfTheRecordsPackageNamedLikeJavaLangTypesDoNotShadowWhatTheGeneratedCodeUses(@TempDir Path dir)
            throws Exception {
        // a package's own Math (common in graphics code) or Override hides java.lang's on-demand import
        var sources = new LinkedHashMap<String, String>();
        for (String name : List.of("Math", "Override", "String", "Float", "Integer", "Long", "Object",
                "SuppressWarnings", "IllegalArgumentException", "IllegalStateException", "NullPointerException",
                "IndexOutOfBoundsException")) {
            sources.put("g/" + name + ".java", "package g; final class " + name + " { }\n");
        }
        sources.put("g/LightDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct(abi = "std140")
                record LightDecl(@Type("vec3") float[] position, float radius, @Type("uint32_t") int flags,
                                 @Length(3) long[] ids, @Type("mat3") float[] basis, double weight) { }
                """);
        sources.put("g/Driver.java", """
                package g;
                public final class Driver implements java.util.function.Supplier<java.lang.String> {
                    @java.lang.Override
                    public java.lang.String get() {
                        try (Light l = Light.calloc()) {
                            l.position(1, 2, 3).radius(4).flags(5).ids(2, 6).weight(7);
                            return l.positionZ() + " " + l.radius() + " " + l.flagsAsLong() + " " + l.ids(2) + " "
                                    + l.weight() + " " + l.get().radius();
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("g.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("3.0 4.0 5 6 7.0 4.0");
        }
    }

    @Test
    void anAbiEqualToTheDefaultButMadeApartGetsTheTemplateClass(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("t/TwinDecl.java", """
                package t;
                import org.abistruct.annotation.*;
                @Struct(name = "Twin", abi = "x86_64-sysv")
                record TwinDecl(int a, double b) { }
                """);
        sources.put("t/Driver.java", """
                package t;
                import java.util.function.Supplier;
                import org.abistruct.abi.CAbi;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        // the twin comes first, so the layout cache keeps its instance, not DEFAULT_ABI
                        try (Twin twin = Twin.calloc(CAbi.of("x86_64-sysv").toBuilder().build());
                                Twin byDefault = Twin.calloc()) {
                            return twin.getClass().getName() + " " + byDefault.getClass().getName();
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("t.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("t.Twin$Direct t.Twin$Direct");
        }
    }

    /**
     * Type annotations on components (a nullness checker's {@code @NonNull float[]}) are not part of the Java type the
     * processor reads: primitives, arrays and nested records so annotated compile as without them, and messages name
     * the type without them.
     */
    @Test
    void typeAnnotationsOnComponentsAreNotPartOfTheirType(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("t/NonNull.java", """
                package t;
                import java.lang.annotation.*;
                @Target(ElementType.TYPE_USE) @Retention(RetentionPolicy.CLASS) public @interface NonNull { }
                """);
        sources.put("t/PartDecl.java", """
                package t;
                import org.abistruct.annotation.*;
                @Struct public record PartDecl(@NonNull float f) { }
                """);
        sources.put("t/AnnotatedDecl.java", """
                package t;
                import org.abistruct.annotation.*;
                @Struct public record AnnotatedDecl(
                        @NonNull int a,
                        @Type("uint8_t") @NonNull byte u,
                        @Type("vec3") @NonNull float[] v,
                        @Length(2) float @NonNull [] w,
                        @Length({2, 3}) @NonNull int @NonNull [] @NonNull [] grid,
                        @NonNull PartDecl part,
                        @Length(2) @NonNull PartDecl @NonNull [] parts) { }
                """);
        sources.put("t/Driver.java", """
                package t;
                import java.util.function.Supplier;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        try (Annotated s = Annotated.calloc()) {
                            s.u(200).v(1f, 2f, 3f).grid(1, 2, 7).parts(1).f(2.5f);
                            AnnotatedDecl value = s.get();
                            return s.uAsInt() + "/" + s.vZ() + "/" + value.grid()[1][2] + "/" + value.parts()[1].f();
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.errors()).as(result.report()).isEmpty();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            Supplier<String> driver = (Supplier<String>) loader.loadClass("t.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("200/3.0/7/2.5");
        }

        var wrong = new LinkedHashMap<String, String>();
        wrong.put("w/NonNull.java", sources.get("t/NonNull.java").replace("package t;", "package w;"));
        wrong.put("w/WrongDecl.java", """
                package w;
                import org.abistruct.annotation.*;
                @Struct public record WrongDecl(@Type("vec3") @NonNull int[] v, @Length(2) @NonNull String @NonNull [] s) { }
                """);
        TestCompiler.Result refused = TestCompiler.compile(dir.resolve("wrong"), wrong);
        assertThat(refused.errors().stream().map(d -> d.getMessage(java.util.Locale.ROOT))).as(refused.report())
                .containsExactlyInAnyOrder(
                        "member v: Java type int[] does not hold the vector vec3 (one Java array element per component);"
                                + " declare it as float[]",
                        "the type of s is String, which is not a @Struct record; members are primitives, @Struct records,"
                                + " or arrays of them");
    }

    /**
     * A struct nested from a library compiled without the processor has no generated class to lay it out: an error on
     * the member that says so, rather than generated code that fails to compile. One compiled with it nests.
     */
    @Test
    void aNestedStructCompiledWithoutItsGeneratedClassIsAnErrorOnTheMember(@TempDir Path dir) throws Exception {
        var library = new LinkedHashMap<String, String>();
        library.put("lib/PartDecl.java", """
                package lib;
                import org.abistruct.annotation.*;
                @Struct public record PartDecl(float x) { }
                """);
        TestCompiler.Result withoutProcessor = TestCompiler.compile(dir.resolve("bare"), library, List.of(), List.of());
        assertThat(withoutProcessor.success()).as(withoutProcessor.report()).isTrue();
        TestCompiler.Result withProcessor = TestCompiler.compile(dir.resolve("processed"), library);
        assertThat(withProcessor.success()).as(withProcessor.report()).isTrue();

        var app = new LinkedHashMap<String, String>();
        app.put("app/WholeDecl.java", """
                package app;
                import org.abistruct.annotation.*;
                @Struct public record WholeDecl(int a,
                        lib.PartDecl part) { }
                """);
        TestCompiler.Result bare = TestCompiler.compile(dir.resolve("app-bare"), app, List.of(withoutProcessor.classes()));
        assertThat(bare.success()).isFalse();
        assertThat(bare.errors()).as(bare.report()).singleElement().satisfies(d -> {
            assertThat(d.getLineNumber()).isEqualTo(4);
            assertThat(d.getMessage(java.util.Locale.ROOT)).isEqualTo("member part: the struct lib.PartDecl was compiled"
                    + " without its generated class lib.Part; compile it with abistruct-processor on the annotation"
                    + " processor path");
        });
        TestCompiler.Result processed = TestCompiler.compile(dir.resolve("app-processed"), app,
                List.of(withProcessor.classes()));
        assertThat(processed.success()).as(processed.report()).isTrue();
    }

    /**
     * Members named by Java's contextual keywords compile in every accessor: a bare call of a method named
     * {@code yield}, as the unsigned widening setter made, is not Java ({@code invalid use of a restricted identifier}).
     */
    @Test
    void membersNamedByContextualKeywords(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("k/WordsDecl.java", """
                package k;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                public record WordsDecl(@Type("uint8_t") byte yield, @Type("uint16_t") short record,
                        @Type("uint32_t") int var, @Type("uint8_t") @Length(2) byte[] sealed, int permits) { }
                """);
        sources.put("k/Driver.java", """
                package k;
                public final class Driver implements java.util.function.Supplier<String> {
                    @Override
                    public String get() {
                        try (Words w = Words.calloc()) {
                            w.yield(200).record(60000).var(4000000000L).sealed(1, 255).permits(-1);
                            return w.yieldAsInt() + " " + w.recordAsInt() + " " + w.varAsLong() + " " + w.sealedAsInt(1)
                                    + " " + w.permits();
                        }
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("k.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("200 60000 4000000000 255 -1");
        }
    }
}
