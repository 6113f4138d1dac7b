package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Components of unsigned vectors narrower than 64 bits get what unsigned scalars get: a widening getter
 * ({@code idsXAsLong()}) and a setter from the wider type that refuses a value out of range and names the component.
 */
class UnsignedVectorsTest {
    private static final String DECL = """
            package u;
            import org.abistruct.annotation.*;
            @Struct(name = "Ids", abi = "x86_64-sysv")
            record IdsDecl(
                    @Type("uvec3") int[] ids,
                    @Type("uchar4") byte[] rgba,
                    @Type("ushort2") short[] uv,
                    @Type("uchar16") byte[] mask,
                    @Length(2) @Type("uvec2") int[][] pairs,
                    @Type("ulong2") long[] big,
                    @Type("ivec2") int[] signed) { }
            """;

    /**
     * Writes the largest value of each component through the widening setter, under the ABI given, into a native
     * ({@code native}) or a managed ({@code managed}) view, and reports what the getters read back.
     */
    private static final String DRIVER = """
            package u;
            import java.util.function.BiFunction;
            import org.abistruct.abi.Abi;
            public final class Driver implements BiFunction<String, String, String> {
                @Override
                public String apply(String abiId, String memory) {
                    Abi abi = Abi.of(abiId);
                    try (Ids s = memory.equals("managed") ? Ids.callocManaged(abi) : Ids.calloc(abi)) {
                        s.idsX(0L).idsY(4294967295L).idsZ(2147483648L);
                        s.rgbaX(255).rgbaW(128);
                        s.uvY(65535);
                        s.mask(10, 200).mask(15, 255);
                        s.pairsY(1, 4294967295L);
                        return s.idsX() + " " + s.idsY() + " " + s.idsYAsLong() + " " + s.idsZAsLong()
                                + " | " + s.rgbaX() + " " + s.rgbaXAsInt() + " " + s.rgbaWAsInt() + " " + s.rgbaYAsInt()
                                + " | " + s.uvY() + " " + s.uvYAsInt()
                                + " | " + s.mask(10) + " " + s.maskAsInt(10) + " " + s.maskAsInt(15)
                                + " | " + s.pairsY(1) + " " + s.pairsYAsLong(1) + " " + s.pairsYAsLong(0)
                                + " | " + s.segment().get(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED
                                        .withOrder(abi.byteOrder()), abi.layout(Ids.TYPE).member("ids").orElseThrow().byteOffset() + 8);
                    }
                }
            }
            """;

    /** Calls one setter that should refuse its value, and checks that the refused write changed nothing. */
    private static final String MISUSE = """
            package u;
            import java.util.function.BiFunction;
            import org.abistruct.abi.Abi;
            public final class Misuse implements BiFunction<String, String, String> {
                @Override
                public String apply(String misuse, String memory) {
                    try (Ids s = memory.equals("managed") ? Ids.callocManaged() : Ids.calloc()) {
                        try {
                            switch (misuse) {
                                case "named component" -> s.idsY(1L << 32);
                                case "negative" -> s.rgbaZ(-1);
                                case "16-bit" -> s.uvX(65536);
                                case "wide vector component" -> s.mask(10, 256);
                                case "wide vector component index" -> s.mask(16, 256);
                                case "component of an array element" -> s.pairsY(1, -1L);
                                case "bad element index" -> s.pairsY(2, -1L);
                                default -> throw new AssertionError(misuse);
                            }
                        } catch (RuntimeException e) {
                            if (s.idsY() != 0 || s.rgbaZ() != 0 || s.uvX() != 0 || s.mask(10) != 0 || s.pairsY(1) != 0) {
                                throw new AssertionError("a refused write changed the struct", e);
                            }
                            throw e;
                        }
                        return "nothing refused";
                    }
                }
            }
            """;

    private static TestCompiler.Result result;
    private static URLClassLoader loader;

    @BeforeAll
    static void compile(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("u/IdsDecl.java", DECL);
        sources.put("u/Driver.java", DRIVER);
        sources.put("u/Misuse.java", MISUSE);
        result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        loader = result.loader();
    }

    @AfterAll
    static void close() throws Exception {
        loader.close();
    }

    @Test
    void compilesWithoutWarnings() {
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
    }

    @Test
    void widenedComponentsDocumentTheirRange() {
        assertThat(result.generatedSource("u.Ids"))
                .contains("@return the component, 0 to 4294967295", "@param v the new component, 0 to 255",
                        "@param v the new component, 0 to 65535")
                .doesNotContain("0 or more");
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("abisAndMemory")
    void widenedComponentsRoundTripTheFullUnsignedRange(String abi, String memory) throws Exception {
        assertThat(this.<String>call("u.Driver", abi, memory)).isEqualTo(
                "0 -1 4294967295 2147483648 | -1 255 128 0 | -1 65535 | -56 200 255 | -1 4294967295 0 | -2147483648");
    }

    static List<Arguments> abisAndMemory() {
        // x86_64-sysv natively is the direct class; network (big-endian) and managed memory the general one
        return List.of(Arguments.of("x86_64-sysv", "native"), Arguments.of("x86_64-sysv", "managed"),
                Arguments.of("network", "native"), Arguments.of("network", "managed"));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("misuses")
    void outOfRangeValuesAreRefusedNamingTheComponentAndWriteNothing(String misuse, String memory,
            Class<? extends Throwable> type, String message) {
        assertThatThrownBy(() -> call("u.Misuse", misuse, memory)).isInstanceOf(type).hasMessage(message);
    }

    static List<Arguments> misuses() {
        var cases = List.of(
                Arguments.of("named component", IllegalArgumentException.class,
                        "ids.y: value 4294967296 out of range 0..4294967295"),
                Arguments.of("negative", IllegalArgumentException.class, "rgba.z: value -1 out of range 0..255"),
                Arguments.of("16-bit", IllegalArgumentException.class, "uv.x: value 65536 out of range 0..65535"),
                Arguments.of("wide vector component", IllegalArgumentException.class,
                        "mask.sa: value 256 out of range 0..255"),
                // the index is checked before the value, so a message never names a missing component or element
                Arguments.of("wide vector component index", IndexOutOfBoundsException.class,
                        "mask component: index 16 out of range 0..15"),
                Arguments.of("component of an array element", IllegalArgumentException.class,
                        "pairs[1].y: value -1 out of range 0..4294967295"),
                Arguments.of("bad element index", IndexOutOfBoundsException.class, "pairs: index 2 out of range 0..1"));
        return cases.stream().flatMap(c -> List.of("native", "managed").stream().map(memory -> {
            Object[] a = c.get();
            return Arguments.of(a[0], memory, a[1], a[2]);
        })).toList();
    }

    @Test
    void onlyUnsignedComponentsNarrowerThan64BitsAreWidened() throws Exception {
        List<String> widening = Arrays.stream(loader.loadClass("u.Ids").getMethods()).map(Method::getName)
                .filter(name -> name.contains("As")).distinct().sorted().toList();
        assertThat(widening).containsExactly("idsXAsLong", "idsYAsLong", "idsZAsLong", "maskAsInt", "pairsXAsLong",
                "pairsYAsLong", "rgbaWAsInt", "rgbaXAsInt", "rgbaYAsInt", "rgbaZAsInt", "uvXAsInt", "uvYAsInt");
    }

    @SuppressWarnings("unchecked")
    private <T> T call(String driver, String a, String b) throws Exception {
        var f = (BiFunction<String, String, T>) loader.loadClass(driver).getConstructor().newInstance();
        return f.apply(a, b);
    }
}
