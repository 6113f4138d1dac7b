package org.abistruct.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.lwjgl.Version;
import org.lwjgl.system.MemoryUtil;

/**
 * Prints what the benchmarks run on: the JDK, LWJGL's version, the memory backend LWJGL picked in its
 * default configuration (no flags) and its allocator. {@code run.sh} records this next to the results.
 */
public final class BenchInfo {
    private BenchInfo() {
    }

    public static void main(String[] args) {
        System.out.println("java.version=" + System.getProperty("java.version"));
        System.out.println("java.vm=" + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        System.out.println("os=" + System.getProperty("os.name") + " " + System.getProperty("os.arch")
                + ", cpus=" + Runtime.getRuntime().availableProcessors());
        Properties versions = new Properties();
        try (InputStream in = BenchInfo.class.getResourceAsStream("versions.properties")) {
            versions.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("lwjgl artifact=org.lwjgl:lwjgl:" + versions.getProperty("lwjgl.version") + " (+ "
                + versions.getProperty("lwjgl.natives") + "), jmh=" + versions.getProperty("jmh.version")
                + ", abistruct=" + versions.getProperty("abistruct.version"));
        // Version.getVersion() reads the jar manifest, which shading replaces; it then says "-snapshot"
        System.out.println("lwjgl Version.getVersion()=" + Version.getVersion() + " (manifest lost in the shaded jar)");
        System.out.println("lwjgl.memoryBackend=" + MemoryUtil.memBackend().getClass().getName());
        System.out.println("lwjgl.allocator=" + MemoryUtil.getAllocator().getClass().getName());
        System.out.println("org.lwjgl.system.memoryBackend property="
                + System.getProperty("org.lwjgl.system.memoryBackend", "(unset)"));
    }
}
