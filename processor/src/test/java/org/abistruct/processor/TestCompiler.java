package org.abistruct.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.abistruct.abi.Abi;

/**
 * Compiles sample sources in-process with a {@link StructProcessor} instance, the way a build would: core
 * on the class path (and JOML when asked), or on the module path for a named module, generated sources and classes
 * into a temporary folder.
 */
final class TestCompiler {
    private TestCompiler() {
    }

    /** What one compilation produced. */
    record Result(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics, Path classes, Path generated) {

        List<Diagnostic<? extends JavaFileObject>> errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
        }

        /** Diagnostics as {@code file:line: kind: message} lines, for assertion messages. */
        String report() {
            return diagnostics.stream().map(TestCompiler::describe).collect(Collectors.joining("\n"));
        }

        String generatedSource(String qualifiedName) {
            try {
                return Files.readString(generated.resolve(qualifiedName.replace('.', '/') + ".java"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** A loader over the compiled classes whose parent has core (and JOML), so core classes are shared. */
        URLClassLoader loader() {
            try {
                return new URLClassLoader(new URL[] {classes.toUri().toURL()}, TestCompiler.class.getClassLoader());
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static String describe(Diagnostic<? extends JavaFileObject> d) {
        String file = d.getSource() == null ? "?" : Path.of(d.getSource().toUri()).getFileName().toString();
        return file + ":" + d.getLineNumber() + ":" + d.getColumnNumber() + ": " + d.getKind() + ": "
                + d.getMessage(Locale.ROOT);
    }

    /**
     * Compiles {@code sources} (relative path, such as {@code p/LightDecl.java}, to text) under {@code dir}.
     *
     * @param extraClassPath more class path entries (JOML)
     */
    static Result compile(Path dir, Map<String, String> sources, List<Path> extraClassPath) throws IOException {
        return compile(dir, sources, extraClassPath, new StructProcessor());
    }

    /** {@link #compile(Path, Map, List)} with a processor of the caller's (one loaded from another class path). */
    static Result compile(Path dir, Map<String, String> sources, List<Path> extraClassPath, Processor processor)
            throws IOException {
        return compile(dir, sources, extraClassPath, List.of(processor));
    }

    /** {@link #compile(Path, Map, List)} with several processors, run in the order given (as {@code -processor a,b}). */
    static Result compile(Path dir, Map<String, String> sources, List<Path> extraClassPath,
                          List<? extends Processor> processors) throws IOException {
        List<Path> classPath = new ArrayList<>();
        classPath.add(location(Abi.class));
        classPath.addAll(extraClassPath);
        return compileWith(dir, sources, List.of("-classpath", joined(classPath)), processors);
    }

    /**
     * Compiles {@code sources}, which include a {@code module-info.java}, as a named module, the way Maven does a
     * modular project: core on the module path with {@code modulePath}, and {@code classPath} on the class path.
     */
    static Result compileModule(Path dir, Map<String, String> sources, List<Path> modulePath, List<Path> classPath)
            throws IOException {
        return compileModule(dir, sources, modulePath, classPath, List.of(new StructProcessor()));
    }

    /** {@link #compileModule(Path, Map, List, List)} with several processors, run in the order given. */
    static Result compileModule(Path dir, Map<String, String> sources, List<Path> modulePath, List<Path> classPath,
                                List<? extends Processor> processors) throws IOException {
        List<Path> modules = new ArrayList<>();
        modules.add(location(Abi.class));
        modules.addAll(modulePath);
        List<String> options = new ArrayList<>(List.of("--module-path", joined(modules)));
        if (!classPath.isEmpty()) {
            options.addAll(List.of("-classpath", joined(classPath)));
        }
        return compileWith(dir, sources, options, processors);
    }

    /**
     * Compiles several modules at once in javac's multi-module mode ({@code --module-source-path}): {@code sources} are
     * relative to the module source path, so each path starts with its module's name ({@code alpha/p/LightDecl.java}),
     * and each module's classes and generated sources go to a folder of its name.
     */
    static Result compileModules(Path dir, Map<String, String> sources, List<? extends Processor> processors)
            throws IOException {
        List<String> options = List.of("--module-source-path", dir.resolve("src").toString(),
                "--module-path", location(Abi.class).toString());
        return compileWith(dir, sources, options, processors);
    }

    /** {@link #compile(Path, Map)} with more javac options ({@code -Xdoclint:all}, {@code -Werror}). */
    static Result compileWithOptions(Path dir, Map<String, String> sources, List<String> options) throws IOException {
        List<String> all = new ArrayList<>(List.of("-classpath", location(Abi.class).toString()));
        all.addAll(options);
        return compileWith(dir, sources, all, List.of(new StructProcessor()));
    }

    /**
     * Compiles {@code sources} with {@code classPath} (an earlier compilation's classes) on the class path, and has the
     * processor also process the classes {@code classNames} from their class files: how Gradle compiles incrementally
     * with an aggregating processor, handing it the unchanged annotated types by name beside the changed sources.
     */
    static Result compileWithClasses(Path dir, Map<String, String> sources, List<Path> classPath, List<String> classNames)
            throws IOException {
        List<Path> all = new ArrayList<>();
        all.add(location(Abi.class));
        all.addAll(classPath);
        return compileWith(dir, sources, List.of("-classpath", joined(all)), classNames, List.of(new StructProcessor()));
    }

    private static String joined(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private static Result compileWith(Path dir, Map<String, String> sources, List<String> pathOptions,
                                      List<? extends Processor> processors)
            throws IOException {
        return compileWith(dir, sources, pathOptions, List.of(), processors);
    }

    private static Result compileWith(Path dir, Map<String, String> sources, List<String> pathOptions,
                                      List<String> classNames, List<? extends Processor> processors)
            throws IOException {
        return compileWith(Tool.JAVAC, dir, sources, pathOptions, classNames, processors);
    }

    /**
     * A compiler to run the processor under, with the options that make it behave like a build: javac with
     * {@code -Xlint:all}, or Eclipse's compiler (ecj) with its default warnings at release 25.
     */
    enum Tool {
        JAVAC(List.of("-Xlint:all", "-proc:full")),
        // ecj's defaults warn where javac's -Xlint:all does (and more); -proc:full is javac's alone (ecj processes
        // by default); -encoding because ecj, unlike javac, reads sources in the platform charset otherwise
        ECJ(List.of("--release", "25", "-encoding", "UTF-8"));

        private final List<String> options;

        Tool(List<String> options) {
            this.options = options;
        }

        JavaCompiler compiler() {
            return this == JAVAC ? ToolProvider.getSystemJavaCompiler()
                    : new org.eclipse.jdt.internal.compiler.tool.EclipseCompiler();
        }
    }

    /** {@link #compile(Path, Map, List, List)} under the compiler {@code tool}. */
    static Result compile(Tool tool, Path dir, Map<String, String> sources, List<Path> extraClassPath,
                          List<? extends Processor> processors) throws IOException {
        List<Path> classPath = new ArrayList<>();
        classPath.add(location(Abi.class));
        classPath.addAll(extraClassPath);
        return compileWith(tool, dir, sources, List.of("-classpath", joined(classPath)), List.of(), processors);
    }

    /** {@link #compile(Path, Map)} under the compiler {@code tool}, with more options of its own. */
    static Result compile(Tool tool, Path dir, Map<String, String> sources, List<String> options) throws IOException {
        List<String> all = new ArrayList<>(List.of("-classpath", location(Abi.class).toString()));
        all.addAll(options);
        return compileWith(tool, dir, sources, all, List.of(), List.of(new StructProcessor()));
    }

    private static Result compileWith(Tool tool, Path dir, Map<String, String> sources, List<String> pathOptions,
                                      List<String> classNames, List<? extends Processor> processors)
            throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path generated = Files.createDirectories(dir.resolve("generated"));
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            files.add(file);
        }
        JavaCompiler compiler = tool.compiler();
        var diagnostics = new DiagnosticCollector<JavaFileObject>();
        try (StandardJavaFileManager fm = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<String> options = new ArrayList<>(pathOptions);
            if (tool == Tool.ECJ) {
                // ecj's file manager keeps its default class path, the JVM's (JOML and all the test's jars), beside
                // a -classpath option; set it on the file manager instead, so ecj sees what javac sees
                int at = options.indexOf("-classpath");
                if (at >= 0) {
                    fm.setLocationFromPaths(StandardLocation.CLASS_PATH, java.util.Arrays.stream(
                            options.get(at + 1).split(java.io.File.pathSeparator)).map(Path::of).toList());
                    options.subList(at, at + 2).clear();
                }
            }
            options.addAll(List.of("-d", classes.toString(), "-s", generated.toString()));
            options.addAll(tool.options);
            JavaCompiler.CompilationTask task = compiler.getTask(null, fm, diagnostics, options,
                    classNames.isEmpty() ? null : classNames, fm.getJavaFileObjectsFromPaths(files));
            task.setProcessors(processors);
            boolean ok = task.call();
            return new Result(ok, diagnostics.getDiagnostics(), classes, generated);
        }
    }

    static Result compile(Path dir, Map<String, String> sources) throws IOException {
        return compile(dir, sources, List.of());
    }

    /** The jar or folder a class was loaded from. */
    static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
