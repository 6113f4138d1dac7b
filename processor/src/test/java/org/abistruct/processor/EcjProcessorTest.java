package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.processor.TestCompiler.Tool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The processor under Eclipse's compiler (ecj), whose {@code javax.lang.model} is not javac's: the order it hands out
 * enclosed elements and annotations, how it spells types, its error types across rounds, its messager. For a struct
 * the member order is the layout, so each sample is compiled under both compilers and the generated sources must be
 * the same bytes; the classes ecj compiles must give the same layouts and write the same bytes; each error javac
 * reports, ecj reports too.
 */
class EcjProcessorTest {
    /** ABIs the layouts are compared under: C ABIs of 8 and 4 bytes, GPU blocks, a byte-swapped one. */
    static final List<String> ABIS = List.of("x86_64-sysv", "x86_64-msvc", "i386-sysv", "aarch64", "std140", "std430",
            "scalar", "network");

    /** Both compilers' results for {@link Samples#gpuAndC()}: every member kind, and drivers that use them. */
    private static Both samples;

    /** One sample compiled under javac and under ecj. */
    record Both(TestCompiler.Result javac, TestCompiler.Result ecj, URLClassLoader javacLoader, URLClassLoader ecjLoader)
            implements AutoCloseable {

        static Both compile(Path dir, Map<String, String> sources, List<Path> classPath,
                            Supplier<List<? extends Processor>> processors) throws IOException {
            TestCompiler.Result javac = TestCompiler.compile(Tool.JAVAC, dir.resolve("javac"), sources, classPath,
                    processors.get());
            TestCompiler.Result ecj = TestCompiler.compile(Tool.ECJ, dir.resolve("ecj"), sources, classPath,
                    processors.get());
            return new Both(javac, ecj, javac.loader(), ecj.loader());
        }

        static Both compile(Path dir, Map<String, String> sources) throws IOException {
            return compile(dir, sources, List.of(), () -> List.of(new StructProcessor()));
        }

        /** Both succeeded, and ecj's generated sources are javac's, byte for byte. */
        Both succeededAlike() throws IOException {
            assertThat(javac.success()).as("javac:\n%s", javac.report()).isTrue();
            assertThat(ecj.success()).as("ecj:\n%s", ecj.report()).isTrue();
            Map<String, byte[]> expected = files(javac.generated());
            assertThat(expected).as("javac generated nothing").isNotEmpty();
            Map<String, byte[]> actual = files(ecj.generated());
            assertThat(actual.keySet()).as("generated files").containsExactlyElementsOf(expected.keySet());
            expected.forEach((name, bytes) -> assertThat(new String(actual.get(name), java.nio.charset.StandardCharsets.UTF_8))
                    .as("%s generated under ecj", name)
                    .isEqualTo(new String(bytes, java.nio.charset.StandardCharsets.UTF_8)));
            return this;
        }

        /** The generated class {@code name}, loaded from ecj's classes and from javac's, gives the same layouts. */
        void sameLayouts(String name) {
            for (String id : ABIS) {
                assertThat(offsets(ecjLoader, name, Abi.of(id))).as("%s under %s", name, id)
                        .isEqualTo(offsets(javacLoader, name, Abi.of(id)));
            }
        }

        @SuppressWarnings("unchecked")
        <T> T driver(URLClassLoader loader, String name) {
            try {
                return (T) loader.loadClass(name).getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void close() throws IOException {
            javacLoader.close();
            ecjLoader.close();
        }
    }

    @BeforeAll
    static void compileSamples(@TempDir Path dir) throws IOException {
        samples = Both.compile(dir, Samples.gpuAndC());
    }

    @AfterAll
    static void close() throws IOException {
        samples.close();
    }

    @Test
    void everyMemberKindGeneratesJavacsSourceByteForByte() throws IOException {
        samples.succeededAlike();
        assertThat(files(samples.ecj().generated()).keySet())
                .containsExactly("s/CSample.java", "s/Counters.java", "s/Inner.java", "s/Sample.java");
    }

    static Stream<String> generatedClasses() {
        return Stream.of("s.Sample", "s.CSample", "s.Counters", "s.Inner");
    }

    @ParameterizedTest
    @MethodSource("generatedClasses")
    void theClassesEcjCompilesGiveJavacsLayouts(String name) {
        samples.sameLayouts(name);
    }

    static Stream<String> abis() {
        return ABIS.stream();
    }

    /** Every member written through ecj's classes lands on the bytes javac's classes write it to. */
    @ParameterizedTest
    @MethodSource("abis")
    void theClassesEcjCompilesWriteJavacsBytes(String id) {
        Abi abi = Abi.of(id);
        for (String driver : List.of("s.SampleDriver", "s.CSampleDriver")) {
            if (driver.equals("s.CSampleDriver") && !GeneratedStructTest.C_ABIS.contains(id)) {
                continue;
            }
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment expected = samples.<BiFunction<Abi, Arena, MemorySegment>>driver(samples.javacLoader(), driver)
                        .apply(abi, arena);
                MemorySegment actual = samples.<BiFunction<Abi, Arena, MemorySegment>>driver(samples.ecjLoader(), driver)
                        .apply(abi, arena);
                assertThat(actual.byteSize()).as(driver).isEqualTo(expected.byteSize());
                assertThat(actual.mismatch(expected)).as("%s: first byte that differs", driver).isEqualTo(-1L);
            }
        }
    }

    /** The drivers that check their own results (arrays of structs, record copies, factories) pass under ecj. */
    @ParameterizedTest
    @MethodSource("abis")
    void theDriversPassOnTheClassesEcjCompiles(String id) {
        for (String driver : List.of("s.ArrayDriver", "s.RecordCopyDriver", "s.FactoryDriver")) {
            assertThat(samples.<Function<Abi, String>>driver(samples.ecjLoader(), driver).apply(Abi.of(id)))
                    .as(driver).isEqualTo("ok");
        }
    }

    /**
     * The member order is the layout: components declared between static fields, methods, a compact constructor and
     * explicit accessors in another order, annotations in either order, nested records before their holder, type
     * annotations on components. ecj's {@code getEnclosedElements()} lists a record's fields before its components and
     * its methods in an order of its own (javac: components, fields, then methods as declared), so a processor walking
     * it rather than {@code getRecordComponents()} could lay the members out in another order under each compiler. The
     * member order is checked against the source text too, not only against javac.
     */
    @Test
    void membersKeepTheirDeclarationOrderWhateverTheRecordBodyDeclares(@TempDir Path dir) throws IOException {
        var sources = new LinkedHashMap<String, String>();
        sources.put("o/NonNull.java", """
                package o;
                import java.lang.annotation.*;
                @Target(ElementType.TYPE_USE) @Retention(RetentionPolicy.CLASS) public @interface NonNull { }
                """);
        sources.put("o/Holder.java", """
                package o;
                import org.abistruct.annotation.*;
                /** Records nested in a class, the one nested declared after its holder. */
                public class Holder {
                    @Struct(name = "Shuffled", abi = "x86_64-sysv")
                    record ShuffledDecl(
                            @Type("uint8_t") byte first,
                            @Length(3) @Type("vec3") float[][] second,
                            @Type("mat2x3") @RowMajor @Length(2) float[][] third,
                            @Align(32) @NonNull double fourth,
                            PartDecl fifth,
                            @Length({2, 2}) PartDecl @NonNull [] @NonNull [] sixth,
                            @Type("void *") long seventh,
                            @Type("float16_t") float eighth,
                            boolean ninth) {
                        static final int BEFORE = 1;
                        ShuffledDecl {
                            java.util.Objects.requireNonNull(second);
                        }
                        public boolean ninth() {
                            return ninth;
                        }
                        public long seventh() {
                            return seventh;
                        }
                        public byte first() {
                            return first;
                        }
                        static int after() {
                            return 2;
                        }
                    }

                    /** Declared after the record that nests it. */
                    @Struct(abi = "x86_64-sysv")
                    record PartDecl(@Type("unsigned short") char tag, @Length(3) @Type("int8_t") byte[] bytes, long wide) { }
                }
                """);
        sources.put("o/Reversed.java", """
                package o;
                import org.abistruct.annotation.*;
                @Struct(abi = "std140") record ReversedDecl(@Type("dvec3") double[] z, @Type("bvec2") boolean[] y,
                        @Type("ivec4") int[] x, @Type("uvec2") int[] w, @Type("dmat3x2") double[] v, float u) {
                    public float u() { return u; }
                    public int[] x() { return x; }
                    public double[] z() { return z; }
                }
                """);
        try (Both both = Both.compile(dir, sources).succeededAlike()) {
            both.sameLayouts("o.Shuffled");
            both.sameLayouts("o.Part");
            both.sameLayouts("o.Reversed");
            // the order is the source's, not only the same under both compilers
            assertThat(memberNames(layout(both.ecjLoader(), "o.Shuffled", Abi.of("x86_64-sysv"))))
                    .isEqualTo(componentNames(sources.get("o/Holder.java"), "ShuffledDecl"));
            assertThat(memberNames(layout(both.ecjLoader(), "o.Reversed", Abi.of("std140"))))
                    .isEqualTo(componentNames(sources.get("o/Reversed.java"), "ReversedDecl"));
        }
    }

    /** With JOML on the class path, both generate the same conversions, and the JOML driver passes on ecj's classes. */
    @Test
    void jomlConversionsAreJavacs(@TempDir Path dir) throws Exception {
        Path joml = TestCompiler.location(Class.forName("org.joml.Vector3f"));
        var sources = new LinkedHashMap<String, String>();
        sources.put("s/InnerDecl.java", Samples.INNER);
        sources.put("s/SampleDecl.java", Samples.SAMPLE);
        sources.put("s/JomlDriver.java", Samples.JOML_DRIVER);
        try (Both both = Both.compile(dir, sources, List.of(joml), () -> List.of(new StructProcessor())).succeededAlike()) {
            assertThat(both.ecj().generatedSource("s.Sample")).contains("public Sample v3(org.joml.Vector3fc src)");
            Function<Abi, String> expected = both.driver(both.javacLoader(), "s.JomlDriver");
            Function<Abi, String> actual = both.driver(both.ecjLoader(), "s.JomlDriver");
            for (String id : List.of("std140", "x86_64-sysv", "network")) {
                assertThat(actual.apply(Abi.of(id))).as(id).isEqualTo(expected.apply(Abi.of(id)));
            }
        }
    }

    /**
     * Records that nest records another processor generates in later rounds, and an annotation value from a constant
     * generated later: under ecj, as under javac, they wait for them (ecj's error types for the missing classes are
     * recogni as such) and generate the same sources.
     */
    @Test
    void recordsThatWaitForALaterRoundGenerateJavacsSources(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("m/UserDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record UserDecl(int a) { }
                """);
        sources.put("m/UsesGeneratedDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record UsesGeneratedDecl(GenOneDecl one, @Length(2) GenTwoDecl[] twos,
                        @Length(Sizes.N) @Type(Sizes.TYPE) float[][] sized) { }
                """);
        sources.put("m/ThroughDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record ThroughDecl(UsesGeneratedDecl inner, float after) { }
                """);
        sources.put("m/Driver.java", """
                package m;
                import java.util.function.Supplier;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        try (Through t = Through.calloc()) {
                            t.inner().twos(1).user().a(7);
                            t.inner().one().c(1f, 2f, 3f, 4f);
                            t.inner().sized(2, 5f, 6f, 7f);
                            return t.inner().twos(1).user().a() + "/" + t.inner().one().cW() + "/" + t.inner().sizedZ(2);
                        }
                    }
                }
                """);
        Supplier<List<? extends Processor>> processors = () -> List.of(new RoundsTest.OneFilePerRound(List.of(
                Map.entry("m.GenOneDecl", """
                        package m;
                        import org.abistruct.annotation.*;
                        @Struct(abi = "std430") public record GenOneDecl(@Type("vec4") float[] c, float r) { }
                        """),
                Map.entry("m.GenTwoDecl", """
                        package m;
                        import org.abistruct.annotation.*;
                        @Struct(abi = "std430") public record GenTwoDecl(GenOneDecl one, UserDecl user, int z) { }
                        """),
                Map.entry("m.Sizes", """
                        package m;
                        public final class Sizes {
                            private Sizes() { }
                            public static final String TYPE = "vec3";
                            public static final int N = 3;
                        }
                        """))), new StructProcessor());
        try (Both both = Both.compile(dir, sources, List.of(), processors).succeededAlike()) {
            for (String name : List.of("m.User", "m.GenOne", "m.GenTwo", "m.UsesGenerated", "m.Through")) {
                both.sameLayouts(name);
            }
            Supplier<String> driver = both.driver(both.ecjLoader(), "m.Driver");
            assertThat(driver.get()).isEqualTo("7/4.0/7.0");
        }
    }

    /**
     * Every error javac reports on {@link ProcessorErrorTest#SOURCES}, ecj reports too, with the same message; the
     * other errors (a class's, not a record's) on the same line. ecj's messager places nothing on a record or in one
     * (see {@link #ecjPlacesNoMessageOnARecord}), so there the processor names the record, and the component or
     * annotation, in the message: {@code ... (on @Length of component d of record e.WrongComponentsDecl)}.
     */
    @Test
    void everyErrorJavacReportsEcjReportsOnTheSameElement(@TempDir Path dir) throws IOException {
        TestCompiler.Result ecj = assertSameErrors(dir, ProcessorErrorTest.SOURCES, message -> true);
        try (Stream<Path> files = Files.walk(ecj.generated())) {
            assertThat(files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()))
                    .containsExactly("InnerOk.java");
        }
    }

    /**
     * Annotation values from constants that do not exist: errors on the annotation, not a processor failure. javac and
     * ecj each report the unknown name in their own words; the processor's errors are the same.
     */
    @Test
    void unresolvedAnnotationValuesAreTheSameErrors(@TempDir Path dir) throws IOException {
        var sources = Map.of("u/UnresolvedDecl.java", ProcessorErrorTest.UNRESOLVED);
        assertSameErrors(dir, sources, message -> !message.contains("UNKNOWN"));
    }

    /**
     * Asserts that the errors {@code ours} accepts are the same under javac and ecj, with the same message, on the same
     * element: the same line where ecj gives one, and where it gives none (on a record), the place the message names
     * is on the line javac points at.
     */
    private static TestCompiler.Result assertSameErrors(Path dir, Map<String, String> sources,
                                                        java.util.function.Predicate<String> ours) throws IOException {
        TestCompiler.Result javac = TestCompiler.compile(Tool.JAVAC, dir.resolve("javac"), sources,
                List.of(), List.of(new StructProcessor()));
        TestCompiler.Result ecj = TestCompiler.compile(Tool.ECJ, dir.resolve("ecj"), sources,
                List.of(), List.of(new StructProcessor()));
        assertThat(ecj.success()).isFalse();
        String reports = "ecj:\n" + ecj.report() + "\njavac:\n" + javac.report();
        List<Diagnostic<? extends JavaFileObject>> expectedErrors = javac.errors().stream()
                .filter(d -> ours.test(d.getMessage(Locale.ROOT))).toList();
        assertThat(expectedErrors).isNotEmpty();
        List<Diagnostic<? extends JavaFileObject>> unmatched = new ArrayList<>(ecj.errors().stream()
                .filter(d -> ours.test(d.getMessage(Locale.ROOT))).toList());
        for (Diagnostic<? extends JavaFileObject> expected : expectedErrors) {
            String message = expected.getMessage(Locale.ROOT);
            Diagnostic<? extends JavaFileObject> actual = unmatched.stream()
                    .filter(d -> PLACE.matcher(d.getMessage(Locale.ROOT)).replaceFirst("").equals(message))
                    .findFirst().orElse(null);
            assertThat(actual).as("javac's %s under ecj; %s", TestCompiler.describe(expected), reports).isNotNull();
            unmatched.remove(actual);
            Matcher place = PLACE.matcher(actual.getMessage(Locale.ROOT));
            if (actual.getSource() != null) {
                // placed by ecj (on a class): the same file and line, and then the message names no place
                assertThat(fileName(actual)).isEqualTo(fileName(expected));
                assertThat(actual.getLineNumber()).as(TestCompiler.describe(actual)).isEqualTo(expected.getLineNumber());
                // the processor gives these with the annotation at fault, whose start both compilers point at
                assertThat(actual.getColumnNumber()).as(TestCompiler.describe(actual)).isEqualTo(expected.getColumnNumber());
                assertThat(place.find()).as(TestCompiler.describe(actual)).isFalse();
            } else {
                // unplaced by ecj (on a record): the place the message names is the line javac points at
                assertThat(place.find()).as("ecj's %s names no place", TestCompiler.describe(actual)).isTrue();
                assertThat(lineOf(expected, place.group(1))).as("%s, javac's %s", place.group(1),
                        TestCompiler.describe(expected)).isTrue();
            }
        }
        assertThat(unmatched).as("errors ecj reports and javac does not; %s", reports).isEmpty();
        return ecj;
    }

    /** What the processor appends under ecj: {@code (on @Length of component d of record e.WrongComponentsDecl)}. */
    private static final Pattern PLACE = Pattern.compile(
            " \\(on ((?:@(\\w+) of )?(?:component (\\w+) of )?record ([\\w.$]+))\\)$");

    /**
     * Whether the line javac's diagnostic {@code d} is on declares {@code place}: the component (with the annotation,
     * if named), or, for the record, one of the lines from its annotations to its name.
     */
    private static boolean lineOf(Diagnostic<? extends JavaFileObject> d, String place) throws IOException {
        Matcher m = PLACE.matcher(" (on " + place + ")");
        assertThat(m.find()).isTrue();
        String annotation = m.group(2);
        String component = m.group(3);
        String record = m.group(4).substring(m.group(4).lastIndexOf('.') + 1);
        List<String> lines = Files.readAllLines(Path.of(d.getSource().toUri()));
        String line = lines.get((int) d.getLineNumber() - 1).replaceAll("\\s*//.*$", "");
        if (annotation != null && !line.contains("@" + annotation)) {
            return false;
        }
        if (component != null) {
            return Pattern.compile("\\b" + Pattern.quote(component) + "\\s*(?:[,)]|$)").matcher(line).find()
                    && lines.stream().anyMatch(l -> l.contains("record " + record + "("));
        }
        for (int i = (int) d.getLineNumber() - 1; i < lines.size() && i < d.getLineNumber() + 2; i++) {
            if (lines.get(i).contains("record " + record + "(")) {
                return true;
            }
        }
        return false;
    }

    private static String fileName(Diagnostic<? extends JavaFileObject> d) {
        return Path.of(d.getSource().toUri()).getFileName().toString();
    }

    /**
     * Why the processor names the place under ecj: ecj 3.44's messager gives a message on a record or its components
     * no file or line (its {@code BaseMessagerImpl} has no case for them), while it places one on a class. Fails once
     * ecj places them (line 0 no more), to drop the workaround then.
     */
    @Test
    void ecjPlacesNoMessageOnARecord(@TempDir Path dir) throws IOException {
        var sources = Map.of("p/R.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct(name = "not-a-name") record RDecl(@Length(0) int[] a) { }
                @Align(3) class C { }
                """);
        TestCompiler.Result ecj = TestCompiler.compile(Tool.ECJ, dir, sources, List.of(), List.of(new StructProcessor()));
        assertThat(ecj.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT)))
                .as(ecj.report()).containsExactlyInAnyOrder(
                        "0: @Struct(name = \"not-a-name\") is not a Java class name (on @Struct of record p.RDecl)",
                        "0: @Length of member a: 0 is not a positive length (on @Length of component a of record p.RDecl)",
                        "4: @Align on C, which is a class, not a @Struct record; @Align aligns @Struct records and their"
                                + " members");
        // on the annotation, as javac: ecj's column is the annotation's too (on the class alone, ecj's is the class's
        // name, javac's its first modifier or keyword)
        assertThat(ecj.errors()).filteredOn(d -> d.getLineNumber() == 4).singleElement()
                .satisfies(d -> assertThat(d.getColumnNumber()).isEqualTo(1));
    }

    /**
     * A class nested in a record is a class to ecj's messager, which places a message on it: the message names no
     * place of its own then, as it would twice.
     */
    @Test
    void aMessageOnAClassNestedInARecordIsPlacedByEcjAlone(@TempDir Path dir) throws IOException {
        var sources = Map.of("p/R.java", """
                package p;
                import org.abistruct.annotation.*;
                record R(int x) {
                    @Align(8) class C { }
                }
                """);
        TestCompiler.Result ecj = TestCompiler.compile(Tool.ECJ, dir, sources, List.of(), List.of(new StructProcessor()));
        assertThat(ecj.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT)))
                .as(ecj.report()).containsExactly("4: @Align on C, which is a class, not a @Struct record; @Align aligns"
                        + " @Struct records and their members");
    }

    /**
     * Under Gradle, whose incremental processing hands the processor a {@link javax.annotation.processing.ProcessingEnvironment}
     * of its own around the compiler's (passing on the compiler's messager), the processor still knows ecj's messager and
     * names the place.
     */
    @Test
    void ecjsMessagerIsKnownInAnEnvironmentAToolWrapsAroundEcjs(@TempDir Path dir) throws IOException {
        var sources = Map.of("p/R.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") record RDecl(@Length(0) int[] a) { }
                """);
        Processor wrapped = new GradleIncrementalTest.RecordingOrigins(new StructProcessor(), new LinkedHashMap<>());
        TestCompiler.Result ecj = TestCompiler.compile(Tool.ECJ, dir, sources, List.of(), List.of(wrapped));
        assertThat(ecj.errors().stream().map(d -> d.getMessage(Locale.ROOT))).as(ecj.report()).containsExactly(
                "@Length of member a: 0 is not a positive length (on @Length of component a of record p.RDecl)");
    }

    /**
     * ecj's default warnings on generated code that javac's {@code -Xlint:all} does not give, all of two kinds: the
     * fixed imports (each java.lang type is imported so that a class of the user's package named like it cannot shadow
     * it; see DeclarationShapesTest) that a struct does not use, and {@code @SuppressWarnings({"deprecation",
     * "removal"})} on get/set, needed where the record or a nested one is deprecated, which ecj calls unnecessary
     * otherwise. {@code -nowarn:[generated folder]} leaves none.
     */
    @Test
    void ecjWarnsOnGeneratedCodeOnlyOfUnuImportsAndSuppressWarningsAndNotWithNowarn(@TempDir Path dir)
            throws IOException {
        List<Diagnostic<? extends JavaFileObject>> onGenerated = samples.ecj().diagnostics().stream()
                .filter(d -> d.getSource() != null && Path.of(d.getSource().toUri()).startsWith(samples.ecj().generated()))
                .toList();
        assertThat(samples.javac().diagnostics()).as(samples.javac().report()).isEmpty();
        assertThat(onGenerated).as(samples.ecj().report()).isNotEmpty().allSatisfy(d -> {
            assertThat(d.getKind()).isEqualTo(Diagnostic.Kind.WARNING);
            assertThat(d.getMessage(Locale.ROOT)).matches("The import [\\w.]+ is never used"
                    + "|Unnecessary @SuppressWarnings\\(\"(deprecation|removal)\"\\)");
        });
        var structs = new LinkedHashMap<String, String>();
        structs.put("s/InnerDecl.java", Samples.INNER);
        structs.put("s/SampleDecl.java", Samples.SAMPLE);
        structs.put("s/CSampleDecl.java", Samples.C_SAMPLE);
        Path generated = dir.resolve("generated");
        TestCompiler.Result quiet = TestCompiler.compile(Tool.ECJ, dir, structs, List.of("-nowarn:[" + generated + "]"));
        assertThat(quiet.success()).isTrue();
        assertThat(quiet.diagnostics()).as(quiet.report()).isEmpty();
    }

    private static StructLayout layout(URLClassLoader loader, String name, Abi abi) {
        try {
            return (StructLayout) loader.loadClass(name).getMethod("layout", Abi.class).invoke(null, abi);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name, e);
        }
    }

    /**
     * The layout of the generated class {@code name} under {@code abi} as {@code name@offset+size} per member (the whole
     * layout last), or the reason it has none (a pointer under std140).
     */
    private static List<String> offsets(URLClassLoader loader, String name, Abi abi) {
        StructLayout layout;
        try {
            layout = (StructLayout) loader.loadClass(name).getMethod("layout", Abi.class).invoke(null, abi);
        } catch (java.lang.reflect.InvocationTargetException e) {
            return List.of("no layout: " + e.getCause().getMessage());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name, e);
        }
        List<String> out = new ArrayList<>(offsets(layout));
        out.add(layout.toString());
        return out;
    }

    /** {@code name@offset+size} per member, nested members indented, for a readable difference. */
    private static List<String> offsets(StructLayout layout) {
        List<String> out = new ArrayList<>();
        for (MemberLayout m : layout.members()) {
            out.add(m.name() + "@" + m.byteOffset() + "+" + m.byteSize() + " strides " + m.arrayStrides());
            if (m.nested() != null) {
                offsets(m.nested()).forEach(n -> out.add("  " + m.name() + "." + n));
            }
        }
        out.add("size " + layout.byteSize() + " align " + layout.byteAlignment());
        return out;
    }

    private static List<String> memberNames(StructLayout layout) {
        return layout.members().stream().map(MemberLayout::name).toList();
    }

    /** The component names of {@code record} in {@code source}, in the order written: the names before ',' or ')'. */
    private static List<String> componentNames(String source, String record) {
        int start = source.indexOf("record " + record + "(") + record.length() + 8;
        int depth = 1;
        int end = start;
        while (depth > 0) {
            char c = source.charAt(end++);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        }
        String header = source.substring(start, end - 1).replaceAll("@\\w+(\\([^)]*\\))?", "");
        List<String> names = new ArrayList<>();
        for (String component : header.split(",")) {
            String[] words = component.trim().split("\\s+");
            names.add(words[words.length - 1]);
        }
        return names;
    }

    private static Map<String, byte[]> files(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            Map<String, byte[]> out = new TreeMap<>();
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                out.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
