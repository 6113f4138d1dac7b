package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds where other processors generate sources in later rounds: {@code @Struct} records they generate are read in the
 * round they appear, and a record of the user's that names one (as a member's type, directly, in an array or through
 * another struct) waits for it rather than being refused in the first round.
 */
class RoundsTest {

    /** Generates one source file per round, in the order given, then nothing. */
    static final class OneFilePerRound extends AbstractProcessor {
        private final List<Map.Entry<String, String>> files;
        private int round;

        OneFilePerRound(List<Map.Entry<String, String>> files) {
            this.files = files;
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
            if (round < files.size()) {
                Map.Entry<String, String> file = files.get(round);
                try (Writer out = processingEnv.getFiler().createSourceFile(file.getKey()).openWriter()) {
                    out.write(file.getValue());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            round++;
            return false;
        }
    }

    @Test
    void recordsNamingRecordsThatAnotherProcessorGeneratesLaterWaitForThem(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("m/UserDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record UserDecl(int a) { }
                """);
        sources.put("m/UsesGeneratedDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record UsesGeneratedDecl(GenOneDecl one, @Length(2) GenTwoDecl[] twos) { }
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
                            return t.inner().twos(1).user().a() + "/" + t.inner().one().cW() + "/" + t.get().inner().twos()[1].user().a();
                        }
                    }
                }
                """);
        var generator = new OneFilePerRound(List.of(
                Map.entry("m.GenOneDecl", """
                        package m;
                        import org.abistruct.annotation.*;
                        @Struct(abi = "std430") public record GenOneDecl(@Type("vec4") float[] c, float r) { }
                        """),
                Map.entry("m.GenTwoDecl", """
                        package m;
                        import org.abistruct.annotation.*;
                        @Struct(abi = "std430") public record GenTwoDecl(GenOneDecl one, UserDecl user, int z) { }
                        """)));
        TestCompiler.Result result = TestCompiler.compile(dir, sources, List.of(), List.of(generator, new StructProcessor()));
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.diagnostics()).as(result.report())
                .noneSatisfy(d -> assertThat(d.getKind()).isIn(javax.tools.Diagnostic.Kind.ERROR,
                        javax.tools.Diagnostic.Kind.WARNING, javax.tools.Diagnostic.Kind.MANDATORY_WARNING));
        try (var loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (java.util.function.Supplier<String>) loader.loadClass("m.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("7/4.0/7");
        }
    }

    @Test
    void annotationValuesFromConstantsThatAnotherProcessorGeneratesLaterWaitForThem(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("m/SizedDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(name = Sizes.NAME, abi = Sizes.ABI)
                public record SizedDecl(@Length({Sizes.N, 2}) int[][] a, @Align(Sizes.ALIGN) @Type(Sizes.TYPE) float[] v) { }
                """);
        sources.put("m/HolderDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record HolderDecl(SizedDecl sized) { }
                """);
        var generator = new OneFilePerRound(List.of(Map.entry("m.Sizes", """
                package m;
                public final class Sizes {
                    private Sizes() { }
                    public static final String NAME = "Sized3";
                    public static final String ABI = "std430";
                    public static final String TYPE = "vec3";
                    public static final int N = 3;
                    public static final long ALIGN = 32;
                }
                """)));
        TestCompiler.Result result = TestCompiler.compile(dir, sources, List.of(), List.of(generator, new StructProcessor()));
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.errors()).as(result.report()).isEmpty();
        assertThat(result.generatedSource("m.Sized3")).contains("public static final int A_LENGTH_0 = 3;",
                "public static final Abi DEFAULT_ABI = Abi.of(\"std430\");");
        assertThat(result.generatedSource("m.Holder")).contains("Sized3.TYPE");
    }

    /**
     * An error stops javac's rounds, so what the waiting records wait for may never appear (or appear unprocessed): they
     * are not read in the last round, which would blame them, or report a record they nest a second time, for it; each
     * gets a note that nothing is generated for it, and nothing is generated in the last round.
     */
    @Test
    void anErrorLeavesTheWaitingRecordsUnreadWithANoteEach(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("m/BadDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct public record BadDecl(@Type("nonsense_t") int a) { }
                """);
        sources.put("m/WaitsDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(GenDecl g) { }
                """);
        sources.put("m/OuterDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct public record OuterDecl(BadDecl bad, GenDecl g) { }
                """);
        sources.put("m/SizedDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct public record SizedDecl(@Length(GenDecl.N) int[] a) { }
                """);
        var generator = new OneFilePerRound(List.of(Map.entry("m.GenDecl", """
                        package m;
                        import org.abistruct.annotation.*;
                        @Struct public record GenDecl(int z) {
                            public static final int N = 3;
                        }
                        """)));
        TestCompiler.Result result = TestCompiler.compile(dir, sources, List.of(), List.of(generator, new StructProcessor()));
        assertThat(result.success()).isFalse();
        assertThat(result.diagnostics().stream().filter(d -> d.getKind() != javax.tools.Diagnostic.Kind.NOTE)
                .map(TestCompiler::describe)).as(result.report()).containsExactly(
                "BadDecl.java:3:31: ERROR: @Type(\"nonsense_t\") is not a type AbiStruct knows: unknown type 'nonsense_t'");
        assertThat(result.diagnostics().stream().filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.NOTE)
                .map(TestCompiler::describe)).as(result.report()).containsExactlyInAnyOrder(
                "WaitsDecl.java:3:16: NOTE: AbiStruct: nothing is generated for WaitsDecl: it waits for a type or constant"
                        + " of a later round, and an error stopped annotation processing before that round",
                "OuterDecl.java:3:16: NOTE: AbiStruct: nothing is generated for OuterDecl: it waits for a type or constant"
                        + " of a later round, and an error stopped annotation processing before that round",
                "SizedDecl.java:3:16: NOTE: AbiStruct: nothing is generated for SizedDecl: it waits for a type or constant"
                        + " of a later round, and an error stopped annotation processing before that round");
        assertThat(result.generated().resolve("m/Sized.java")).doesNotExist();
    }

    @Test
    void aTypeThatNeverAppearsIsAnErrorOnTheMemberOnce(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("m/MissingDecl.java", """
                package m;
                import org.abistruct.annotation.*;
                @Struct public record MissingDecl(int a, NowhereDecl gone) { }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).isFalse();
        List<String> ours = result.errors().stream().map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                .filter(m -> m.contains("gone")).toList();
        assertThat(ours).as(result.report()).containsExactly(
                "3: member gone: its type NowhereDecl was not found, so nothing is generated for MissingDecl");
    }
}
