package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The published modules' javadoc jars (Maven Central requires one beside each jar) exist and hold the pages of their
 * public API. The reactor hands this module the jars that {@code package} built, so each javadoc jar lies beside its
 * jar; when only {@code test} ran, the class path holds class folders and there are no jars to check, and with
 * {@code -Dmaven.javadoc.skip=true} no javadoc jars were built.
 */
class PublishedJavadocJarsTest {

    @Test
    void coreJavadocJarHoldsItsModuleAndPublicApi() throws IOException {
        assertThat(pages(InTestCompiler.coreLocation())).contains(
                "index.html",
                "org.abistruct.core/module-summary.html",
                "org.abistruct.core/org/abistruct/abi/Abi.html",
                "org.abistruct.core/org/abistruct/abi/CAbi.Builder.html",
                "org.abistruct.core/org/abistruct/annotation/Struct.html",
                "org.abistruct.core/org/abistruct/layout/StructLayout.html",
                "org.abistruct.core/org/abistruct/memory/NativeMemory.html",
                "org.abistruct.core/org/abistruct/runtime/StructView.html",
                "org.abistruct.core/org/abistruct/schema/SchemaParser.html",
                "org.abistruct.core/org/abistruct/type/StructType.html");
    }

    @Test
    void processorJavadocJarHoldsItsModuleAndProcessor() throws IOException {
        assertThat(pages(InTestCompiler.processorLocation())).contains(
                "index.html",
                "org.abistruct.processor/module-summary.html",
                "org.abistruct.processor/org/abistruct/processor/StructProcessor.html");
    }

    /** The entries of the javadoc jar beside {@code jar}, which must exist. */
    private static List<String> pages(Path jar) throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(jar),
                "the class path holds " + jar + ", not a packaged jar: run the package phase to check javadoc jars");
        Assumptions.assumeFalse(Boolean.getBoolean("abistruct.javadocSkipped"),
                "-Dmaven.javadoc.skip=true: no javadoc jars were built");
        String name = jar.getFileName().toString();
        Path javadoc = jar.resolveSibling(name.substring(0, name.length() - ".jar".length()) + "-javadoc.jar");
        assertThat(javadoc).as("the javadoc jar beside %s (maven-javadoc-plugin's attach-javadocs)", jar)
                .isRegularFile();
        try (var zip = new ZipFile(javadoc.toFile())) {
            return zip.stream().map(ZipEntry::getName).toList();
        }
    }
}
