package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
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
 * {@code META-INF/gradle/incremental.annotation.processors}. The processor is isolating: each generated class depends
 * on its record and what the record's declaration reaches (nested records, constants), which Gradle tracks, and has
 * that record as its one originating element, which Gradle needs to know what to regenerate or delete.
 */
class GradleIncrementalTest {
    private static final String RESOURCE = "META-INF/gradle/incremental.annotation.processors";

    @Test
    void theProcessorsJarDeclaresItIsolating() throws Exception {
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
        assertThat(declared).containsExactly(StructProcessor.class.getName() + ",isolating");
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

    /** Runs a processor with a Filer that notes the originating elements of each source file it creates. */
    private record RecordingOrigins(Processor processor, Map<String, List<String>> origins) implements Processor {
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
            throw new AssertionError("the processor reads no resources (Gradle's isolating processors may not): "
                    + relativeName);
        }
    }
}
