package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.FileObject;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Gradle compiles incrementally with an annotation processor only if the processor's jar declares its kind in
 * {@code META-INF/gradle/incremental.annotation.processors}. The processor is aggregating, not isolating: whether a
 * record's class may be generated depends on every other record (two may not generate one class), which Gradle lets only
 * an aggregating processor decide; Gradle then hands it the unchanged records as class files beside the changed
 * sources, so it must read a record from its class file as it reads it from source. Each generated class still has its
 * record as its one originating element.
 */
class GradleIncrementalTest {
    private static final String RESOURCE = "META-INF/gradle/incremental.annotation.processors";

    @Test
    void theProcessorsJarDeclaresItAggregating() throws Exception {
        Path processorClasses = TestCompiler.location(StructProcessor.class);
        List<String> declared = new ArrayList<>();
        for (URL url : Collections.list(StructProcessor.class.getClassLoader().getResources(RESOURCE))) {
            // the processor's own resource, not one of another jar on the test class path
            if (isIn(url, processorClasses)) {
                try (InputStream in = url.openStream()) {
                    new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                            .filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(declared::add);
                }
            }
        }
        assertThat(declared).containsExactly(StructProcessor.class.getName() + ",aggregating");
    }

    @Test
    void aClassNameTakenByAnUnchangedRecordIsAnErrorInAnIncrementalCompile(@TempDir Path dir) throws Exception {
        TestCompiler.Result first = TestCompiler.compile(dir.resolve("first"), Map.of(
                "g/XDecl.java", "package g; import org.abistruct.annotation.*; @Struct public record XDecl(int x) { }",
                "g/ZDecl.java", """
                        package g; import org.abistruct.annotation.*; @Struct(name = "Y") public record ZDecl(long z) { }
                        """));
        assertThat(first.errors()).as(first.report()).isEmpty();
        // the user gives XDecl's class ZDecl's class's name; Gradle deletes XDecl's class and every generated one
        Path kept = unchangedClasses(first.classes(), "g/ZDecl.class");
        var changed = Map.of("g/XDecl.java", """
                package g; import org.abistruct.annotation.*; @Struct(name = "Y") public record XDecl(int x) { }
                """);

        // what an isolating processor would be given: the changed record alone, which cannot see the clash
        TestCompiler.Result alone = TestCompiler.compileWithClasses(dir.resolve("alone"), changed, List.of(kept), List.of());
        assertThat(alone.errors()).as(alone.report()).isEmpty();
        assertThat(alone.generatedSource("g.Y")).contains("int x()").doesNotContain("long z()");

        // what Gradle gives an aggregating processor: the unchanged records too, by class name
        TestCompiler.Result withUnchanged = TestCompiler.compileWithClasses(dir.resolve("aggregating"), changed,
                List.of(kept), List.of("g.ZDecl"));
        assertThat(withUnchanged.errors()).as(withUnchanged.report()).singleElement()
                .satisfies(e -> assertThat(e.getMessage(Locale.ROOT))
                        .contains("generates class g.Y, which the record g.ZDecl already generates"));
    }

    @Test
    void recordsReadFromTheirClassFilesGenerateWhatTheirSourcesDo(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("g/InnerDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record InnerDecl(@Type("vec3") float[] v, @Type("uint") int u) { }
                """);
        sources.put("g/OuterDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct(name = "Outside", abi = "std430")
                public record OuterDecl(InnerDecl inner, @Length(Sizes.N) InnerDecl[] inners,
                        @RowMajor @Type("mat2x3") float[] m, @Align(16) int a, @Length({2, 3}) float[][] grid) { }
                """);
        sources.put("g/Sizes.java", """
                package g;
                final class Sizes {
                    private Sizes() { }
                    static final int N = 3;
                }
                """);
        TestCompiler.Result fromSources = TestCompiler.compile(dir.resolve("sources"), sources);
        assertThat(fromSources.errors()).as(fromSources.report()).isEmpty();
        Path kept = unchangedClasses(fromSources.classes(), "g/InnerDecl.class", "g/OuterDecl.class", "g/Sizes.class");

        TestCompiler.Result fromClasses = TestCompiler.compileWithClasses(dir.resolve("classes"), Map.of(), List.of(kept),
                List.of("g.InnerDecl", "g.OuterDecl"));
        assertThat(fromClasses.errors()).as(fromClasses.report()).isEmpty();
        for (String generated : List.of("g.Inner", "g.Outside")) {
            assertThat(fromClasses.generatedSource(generated)).isEqualTo(fromSources.generatedSource(generated));
        }
    }

    /**
     * A nested record handed over by its own name beside its holder's (as javac takes class names from a build tool or
     * the command line) is a root type and a type nested in one: it is read once, not taken for a second record that
     * generates its class.
     */
    @Test
    void aNestedRecordHandedOverWithItsHolderIsReadOnce(@TempDir Path dir) throws Exception {
        TestCompiler.Result first = TestCompiler.compile(dir.resolve("first"), Map.of("g/Holder.java", """
                package g;
                import org.abistruct.annotation.*;
                public class Holder {
                    @Struct(abi = "std430") public record NestedDecl(int a, float b) { }
                }
                """));
        assertThat(first.errors()).as(first.report()).isEmpty();
        Path kept = unchangedClasses(first.classes(), "g/Holder.class", "g/Holder$NestedDecl.class");
        TestCompiler.Result again = TestCompiler.compileWithClasses(dir.resolve("again"), Map.of(), List.of(kept),
                List.of("g.Holder", "g.Holder.NestedDecl"));
        assertThat(again.errors()).as(again.report()).isEmpty();
        assertThat(again.generatedSource("g.Nested")).isEqualTo(first.generatedSource("g.Nested"));
    }

    /** A folder with only the given class files of {@code classes}: what Gradle keeps of an earlier compilation. */
    private static Path unchangedClasses(Path classes, String... files) throws IOException {
        Path kept = classes.resolveSibling("kept");
        for (String file : files) {
            Path target = kept.resolve(file);
            Files.createDirectories(target.getParent());
            Files.copy(classes.resolve(file), target);
        }
        return kept;
    }

    /** Whether the resource at {@code url} is in {@code location}, a folder of classes or a jar. */
    private static boolean isIn(URL url, Path location) throws Exception {
        URL file = url.openConnection() instanceof JarURLConnection jar ? jar.getJarFileURL() : url;
        return file.getProtocol().equals("file") && Path.of(file.toURI()).startsWith(location);
    }

    @Test
    void eachGeneratedClassHasItsRecordAsItsOneOriginatingElement(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("g/InnerDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record InnerDecl(@Type("vec3") float[] v, float f) { }
                """);
        sources.put("g/OuterDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct(name = "Outside", abi = "std430")
                public record OuterDecl(InnerDecl inner, @Length(Sizes.N) InnerDecl[] inners) { }
                """);
        sources.put("g/Sizes.java", """
                package g;
                final class Sizes {
                    private Sizes() { }
                    static final int N = 3;
                }
                """);
        sources.put("g/WaitsDecl.java", """
                package g;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(LaterDecl later) { }
                """);
        var later = new RoundsTest.OneFilePerRound(List.of(Map.entry("g.LaterDecl", """
                package g;
                import org.abistruct.annotation.*;
                @Struct public record LaterDecl(int z) { }
                """)));
        Map<String, List<String>> origins = new LinkedHashMap<>();
        TestCompiler.Result result = TestCompiler.compile(dir, sources, List.of(),
                List.of(later, new RecordingOrigins(new StructProcessor(), origins)));
        assertThat(result.errors()).as(result.report()).isEmpty();
        assertThat(origins).containsExactlyInAnyOrderEntriesOf(Map.of(
                "g.Inner", List.of("g.InnerDecl"),
                "g.Outside", List.of("g.OuterDecl"),
                "g.Waits", List.of("g.WaitsDecl"),
                "g.Later", List.of("g.LaterDecl")));
    }

    /**
     * Runs a processor with a Filer that notes the originating elements of each source file it creates, in a
     * {@link ProcessingEnvironment} of its own around the compiler's, as Gradle's incremental processing does.
     */
    record RecordingOrigins(Processor processor, Map<String, List<String>> origins) implements Processor {
        @Override
        public Set<String> getSupportedOptions() {
            return processor.getSupportedOptions();
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return processor.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return processor.getSupportedSourceVersion();
        }

        @Override
        public void init(ProcessingEnvironment env) {
            processor.init(new ProcessingEnvironment() {
                private final Filer filer = new RecordingFiler(env.getFiler(), origins);

                @Override public Map<String, String> getOptions() { return env.getOptions(); }
                @Override public Messager getMessager() { return env.getMessager(); }
                @Override public Filer getFiler() { return filer; }
                @Override public Elements getElementUtils() { return env.getElementUtils(); }
                @Override public Types getTypeUtils() { return env.getTypeUtils(); }
                @Override public SourceVersion getSourceVersion() { return env.getSourceVersion(); }
                @Override public Locale getLocale() { return env.getLocale(); }
                @Override public boolean isPreviewEnabled() { return env.isPreviewEnabled(); }
            });
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return processor.process(annotations, round);
        }

        @Override
        public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                                                             ExecutableElement member, String userText) {
            return processor.getCompletions(element, annotation, member, userText);
        }
    }

    private record RecordingFiler(Filer filer, Map<String, List<String>> origins) implements Filer {
        @Override
        public JavaFileObject createSourceFile(CharSequence name, Element... originatingElements) throws IOException {
            origins.put(name.toString(), java.util.Arrays.stream(originatingElements)
                    .map(e -> ((TypeElement) e).getQualifiedName().toString()).toList());
            return filer.createSourceFile(name, originatingElements);
        }

        @Override
        public JavaFileObject createClassFile(CharSequence name, Element... originatingElements) throws IOException {
            throw new AssertionError("the processor writes no class files, only sources: " + name);
        }

        @Override
        public FileObject createResource(JavaFileManager.Location location, CharSequence moduleAndPkg,
                                         CharSequence relativeName, Element... originatingElements) {
            throw new AssertionError("the processor writes no resources, only sources: " + relativeName);
        }

        @Override
        public FileObject getResource(JavaFileManager.Location location, CharSequence moduleAndPkg,
                                      CharSequence relativeName) {
            throw new AssertionError("the processor reads no resources: " + relativeName);
        }
    }
}
