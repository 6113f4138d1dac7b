package org.abistruct.it;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.abistruct.annotation.Struct;
import org.junit.jupiter.api.Assertions;

/**
 * Compiles Java sources with javac and the AbiStruct processor, in the test's JVM: the processor and core
 * are found where the test class path has them (directories in a reactor build, jars otherwise).
 */
public final class InTestCompiler {
    private static final String SERVICE = "META-INF/services/javax.annotation.processing.Processor";

    private InTestCompiler() {
    }

    /** Core's classes (annotations and runtime): what generated code compiles and runs against. */
    public static Path coreLocation() {
        return locationOf(Struct.class);
    }

    /**
     * Where the AbiStruct processor is: the class path entry whose processor service file names an
     * {@code org.abistruct} processor.
     */
    public static Path processorLocation() {
        try {
            for (URL url : Collections.list(InTestCompiler.class.getClassLoader().getResources(SERVICE))) {
                String text;
                try (var in = url.openStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                if (text.contains("org.abistruct.")) {
                    String s = url.toString();
                    String root = s.substring(0, s.length() - SERVICE.length());
                    if (root.startsWith("jar:")) {
                        root = root.substring(4, root.length() - 2); // jar:file:/x.jar!/
                    }
                    return Path.of(new URL(root).toURI());
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        throw new IllegalStateException("the AbiStruct processor is not on the test class path (no " + SERVICE
                + " naming org.abistruct.*)");
    }

    public static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Compiles every {@code .java} file under {@code sourceDir} into {@code classDir} with the processor;
     * the generated sources go to {@code generatedDir}. Fails the test with javac's diagnostics.
     */
    public static void compile(Path sourceDir, Path classDir, Path generatedDir, List<Path> extraClassPath)
            throws IOException {
        Set<String> cp = new LinkedHashSet<>();
        cp.add(coreLocation().toString());
        extraClassPath.forEach(p -> cp.add(p.toString()));
        javac(sourceDir, classDir, generatedDir, List.of("-cp", String.join(File.pathSeparator, cp)));
    }

    /**
     * {@link #compile} for sources that declare a named module ({@code module-info.java}): core on the module
     * path, as an application that requires {@code org.abistruct.core} compiles.
     */
    public static void compileModule(Path sourceDir, Path classDir, Path generatedDir) throws IOException {
        javac(sourceDir, classDir, generatedDir, List.of("--module-path", coreLocation().toString()));
    }

    private static void javac(Path sourceDir, Path classDir, Path generatedDir, List<String> pathOptions)
            throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Assertions.assertNotNull(javac, "no system Java compiler (a JRE, not a JDK?)");
        List<String> sources;
        try (var walk = Files.walk(sourceDir)) {
            sources = walk.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted().toList();
        }
        Files.createDirectories(classDir);
        Files.createDirectories(generatedDir);
        String processorPath = processorLocation() + File.pathSeparator + coreLocation();
        List<String> args = new ArrayList<>(List.of(
                "--release", "25", "-proc:full", "-implicit:none", "-Xlint:-options",
                "--processor-path", processorPath,
                "-d", classDir.toString(), "-s", generatedDir.toString()));
        args.addAll(pathOptions);
        args.addAll(sources);
        var out = new java.io.ByteArrayOutputStream();
        int rc = javac.run(null, out, out, args.toArray(String[]::new));
        if (rc != 0) {
            Assertions.fail("javac with the AbiStruct processor failed (exit " + rc + "):\n"
                    + truncate(out.toString(StandardCharsets.UTF_8)));
        }
    }

    /** A class loader over {@code classDir} whose parent is the test's loader (so the runtime classes are shared). */
    public static URLClassLoader loader(Path classDir) throws IOException {
        return new URLClassLoader(new URL[] {classDir.toUri().toURL()}, InTestCompiler.class.getClassLoader());
    }

    private static String truncate(String s) {
        return s.length() > 20_000 ? s.substring(0, 20_000) + "\n... (" + (s.length() - 20_000) + " more characters)" : s;
    }
}
