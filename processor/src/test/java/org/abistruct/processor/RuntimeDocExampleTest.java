package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The declaration at the top of docs/runtime.md (its first {@code ```java} block) compiles as written, as a reader
 * who copies it into a file would compile it, and the generated class has the accessors that the page's list
 * "Accessors, for the declaration above" names, behaving as that list says.
 */
class RuntimeDocExampleTest {
    private static final Path RUNTIME_MD = Path.of("..", "docs", "runtime.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void theDeclarationCompilesAsWrittenAndHasTheAccessorsThePageLists(@TempDir Path dir) throws Exception {
        Matcher block = JAVA_BLOCK.matcher(Files.readString(RUNTIME_MD));
        assertThat(block.find()).as("docs/runtime.md has a ```java block").isTrue();
        var sources = new LinkedHashMap<String, String>();
        sources.put("ParticleDecl.java", block.group(1));
        sources.put("Driver.java", """
                import java.util.function.Supplier;
                import org.abistruct.abi.Abi;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        StringBuilder out = new StringBuilder();
                        try (Particle p = Particle.calloc()) {
                            p.id(7).positionX(1f).position(1f, 2f, 3f).position(new float[] {4f, 5f, 6f});
                            p.m(1, 2, 9f).samples(3, (short) 5).level(200).count(3L).next(0x1000L);
                            p.material().roughness(0.5f);
                            Material reuse = p.material();
                            float[] m = p.mTo(new float[6]);
                            out.append(p.id()).append(' ').append(p.positionTo(new float[3])[2]).append(' ')
                                    .append(p.m(1, 2)).append(' ').append(m[5]).append(' ')
                                    .append(p.samplesTo(new short[Particle.SAMPLES_LENGTH])[3]).append(' ')
                                    .append(p.level()).append(' ').append(p.levelAsInt()).append(' ')
                                    .append(p.material(reuse).roughness()).append(' ').append(p.count());
                            try {
                                p.level(256);
                            } catch (IllegalArgumentException e) {
                                out.append(" | ").append(e.getMessage());
                            }
                            try (Particle i386 = Particle.calloc(Abi.of("i386-sysv"))) {
                                i386.set(p.get());
                                out.append(" | ").append(i386.count()).append(' ').append(i386.levelAsInt());
                                try {
                                    i386.count(1L << 32);
                                } catch (IllegalArgumentException e) {
                                    out.append(" | ").append(e.getMessage());
                                }
                            }
                        }
                        return out.toString();
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.errors()).as(result.report()).isEmpty();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("Driver").getConstructor().newInstance();
            // row-major mat2x3: element (column 1, row 2) is the last of the six floats
            assertThat(driver.get()).isEqualTo("7 6.0 9.0 9.0 5 -56 200 0.5 3"
                    + " | level: value 256 out of range 0..255"
                    + " | 3 200"
                    + " | count: value 4294967296 does not fit in 4 bytes under i386-sysv");
        }
    }

    /** The page says which C type each Java primitive is without {@code @Type}, as the processor has it ({@code char}: uint16_t). */
    @Test
    void thePageNamesTheTypeOfEachPrimitiveWithoutAType() throws Exception {
        String page = Files.readString(RUNTIME_MD).replaceAll("\\s+", " ");
        for (String primitive : java.util.List.of("byte", "short", "char", "int", "long", "float", "double", "boolean")) {
            assertThat(page).contains("`" + primitive + "` is `" + JavaTypes.defaultScalar(primitive).typeName() + "`");
        }
    }
}
