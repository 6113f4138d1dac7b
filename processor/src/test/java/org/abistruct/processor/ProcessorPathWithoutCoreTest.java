package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor alone on the processor path, without abistruct-core (a user who wrote {@code -processorpath
 * abistruct-processor.jar}): one compiler error that says to add the core there, where javac stopped with
 * "An annotation processor threw an uncaught exception" and a {@code NoClassDefFoundError: org/abistruct/abi/Abi}.
 * The command line it suggests joins the jars with the platform's path separator ({@code ;} on Windows).
 */
class ProcessorPathWithoutCoreTest {

    @Test
    void aProcessorPathWithoutTheCoreIsOneErrorThatSaysToAddIt(@TempDir Path dir) throws Exception {
        URL processorClasses = TestCompiler.location(StructProcessor.class).toUri().toURL();
        // the platform loader as parent: javax.annotation.processing, but not the core the tests run with
        try (var loader = new URLClassLoader(new URL[] {processorClasses}, ClassLoader.getPlatformClassLoader())) {
            var processor = (Processor) loader.loadClass(StructProcessor.class.getName()).getConstructor().newInstance();
            TestCompiler.Result result = TestCompiler.compile(dir, Map.of("p/LightDecl.java", """
                    package p;
                    import org.abistruct.annotation.*;
                    @Struct(name = "Light", abi = "std140")
                    record LightDecl(@Type("vec3") float[] position, float radius) {}
                    """), List.of(), processor);
            assertThat(result.success()).isFalse();
            assertThat(result.errors()).as(result.report()).hasSize(1);
            assertThat(result.report()).contains("abistruct-core is not on the annotation processor path",
                    "-processorpath abistruct-processor.jar" + File.pathSeparator + "abistruct-core.jar");
        }
    }
}
