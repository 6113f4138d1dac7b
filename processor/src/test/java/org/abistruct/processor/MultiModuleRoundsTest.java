package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * javac compiles several modules at once with {@code --module-source-path}, and two of them may declare the same
 * qualified name. A record that waits for a later round is found again in its own module: by its name alone the lookup
 * is ambiguous, finds nothing, and the record was dropped without a word.
 */
class MultiModuleRoundsTest {

    /** Writes each given source (a module-prefixed name, such as {@code alpha/p.GenDecl}, to text) in the first round. */
    static final class FirstRoundSources extends AbstractProcessor {
        private final Map<String, String> files;
        private boolean written;

        FirstRoundSources(Map<String, String> files) {
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
            if (!written) {
                written = true;
                files.forEach((name, text) -> {
                    try (Writer out = processingEnv.getFiler().createSourceFile(name).openWriter()) {
                        out.write(text);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            return false;
        }
    }

    @Test
    void twoModulesWithTheSameWaitingRecordEachGetTheirClass(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        for (String module : List.of("alpha", "beta")) {
            sources.put(module + "/module-info.java", "module " + module + " { requires org.abistruct.core; }");
        }
        sources.put("alpha/p/WaitsDecl.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(GenDecl g, int alphaOnly) { }
                """);
        sources.put("beta/p/WaitsDecl.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(GenDecl g, double betaOnly) { }
                """);
        var generator = new FirstRoundSources(Map.of(
                "alpha/p.GenDecl", """
                        package p;
                        import org.abistruct.annotation.*;
                        @Struct public record GenDecl(int z) { }
                        """,
                "beta/p.GenDecl", """
                        package p;
                        import org.abistruct.annotation.*;
                        @Struct public record GenDecl(long z) { }
                        """));
        TestCompiler.Result result = TestCompiler.compileModules(dir, sources, List.of(generator, new StructProcessor()));
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.diagnostics()).as(result.report()).noneSatisfy(d -> assertThat(d.getKind())
                .isIn(Diagnostic.Kind.ERROR, Diagnostic.Kind.WARNING, Diagnostic.Kind.MANDATORY_WARNING));
        assertThat(Files.readString(result.generated().resolve("alpha/p/Waits.java")))
                .contains("alphaOnly(").doesNotContain("betaOnly(");
        assertThat(Files.readString(result.generated().resolve("beta/p/Waits.java")))
                .contains("betaOnly(").doesNotContain("alphaOnly(");
        assertThat(result.classes().resolve("alpha/p/Waits.class")).exists();
        assertThat(result.classes().resolve("beta/p/Waits.class")).exists();
    }

    @Test
    void aPackageOneModuleReadsFromAnotherHasItsClassesInTheModuleDeclaringIt(@TempDir Path dir) throws Exception {
        // beta reads alpha's p without declaring it: p is still in one module, and the classes for it go there
        var sources = new LinkedHashMap<String, String>();
        sources.put("alpha/module-info.java", "module alpha { requires transitive org.abistruct.core; exports p; }");
        sources.put("beta/module-info.java", "module beta { requires alpha; }");
        sources.put("alpha/p/WaitsDecl.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(GenDecl g, int a) { }
                """);
        sources.put("beta/q/UsesDecl.java", """
                package q;
                import org.abistruct.annotation.*;
                @Struct public record UsesDecl(p.WaitsDecl w, LaterDecl l) { }
                """);
        var generator = new FirstRoundSources(Map.of(
                "p.GenDecl", "package p; import org.abistruct.annotation.*; @Struct public record GenDecl(int z) { }",
                "beta/q.LaterDecl", "package q; import org.abistruct.annotation.*; @Struct public record LaterDecl(int z) { }"));
        TestCompiler.Result result = TestCompiler.compileModules(dir, sources, List.of(generator, new StructProcessor()));
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        for (String generated : List.of("alpha/p/Waits", "alpha/p/Gen", "beta/q/Uses", "beta/q/Later")) {
            assertThat(result.classes().resolve(generated + ".class")).exists();
        }
    }

    @Test
    void aWaitingRecordOfTheOneNamedModuleIsFoundAgain(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("module-info.java", "module solo { requires org.abistruct.core; }");
        sources.put("p/WaitsDecl.java", """
                package p;
                import org.abistruct.annotation.*;
                @Struct public record WaitsDecl(GenDecl g, int a) { }
                """);
        var generator = new FirstRoundSources(Map.of(
                "p.GenDecl", "package p; import org.abistruct.annotation.*; @Struct public record GenDecl(int z) { }"));
        TestCompiler.Result result = TestCompiler.compileModule(dir, sources, List.of(), List.of(),
                List.of(generator, new StructProcessor()));
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        assertThat(result.classes().resolve("p/Waits.class")).exists();
    }
}
